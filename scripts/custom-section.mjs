// A WebAssembly custom section appended to a module's bytes (the binary format's section 0: its size, its name,
// then any bytes), which engines keep and WebAssembly.Module.customSections reads. scripts/assemble-dist.mjs
// carries the relaxed flavour's hot loops this way (docs/architecture.md, "The relaxed flavour").

/** Unsigned LEB128, as the binary format writes sizes. */
export function leb128(value) {
  const bytes = [];
  let rest = value;
  do {
    const low = rest & 0x7f;
    rest = Math.floor(rest / 128);
    bytes.push(rest ? low | 0x80 : low);
  } while (rest);
  return bytes;
}

/** `module` (a Uint8Array) with a custom section `name` holding `payload` appended. */
export function withCustomSection(module, name, payload) {
  const nameBytes = new TextEncoder().encode(name);
  const body = [...leb128(nameBytes.length), ...nameBytes];
  const header = [0, ...leb128(body.length + payload.length), ...body];
  const out = new Uint8Array(module.length + header.length + payload.length);
  out.set(module, 0);
  out.set(header, module.length);
  out.set(payload, module.length + header.length);
  return out;
}
