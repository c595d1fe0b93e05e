// The parts of the module as the facade reads them: which part runs each function, and the caller's choice
// of parts and load options copied once into plain values (a throwing getter or a Proxy is BAD_ARGUMENT).
import { GramLabError } from './core-call.js';
import { describe } from './describe.js';
import { errorText } from './assemble.js';

/** {part: {name: signature}} → {name: part}; a name in two parts is a bug. */
export function partIndex(parts) {
  const index = {};
  for (const [part, signatures] of Object.entries(parts))
    for (const name of Object.keys(signatures)) {
      if (Object.hasOwn(index, name)) throw new GramLabError('INTERNAL', `${name} is declared in two parts`);
      index[name] = part;
    }
  return Object.freeze(index);
}

/** A list of part names, each known, without repeats, in the caller's order; anything else is BAD_ARGUMENT. */
export function readPartNames(value, known, what = 'parts') {
  return guard(what, () => {
    if (!Array.isArray(value)) throw new GramLabError('BAD_ARGUMENT', `${what} must be an array of part names, not ${describe(value)}`);
    const names = [];
    for (const name of Array.from(value)) {
      if (typeof name !== 'string' || !known.includes(name))
        throw new GramLabError('BAD_ARGUMENT', `${what}: ${describe(name)} is not a part (the parts: ${known.join(', ')})`);
      if (!names.includes(name)) names.push(name);
    }
    return names;
  });
}

const OPTIONS = ['wasmUrl', 'flavour', 'modules', 'timeoutMs'];

/** loadGramLab's options, read once: {parts (at least one; all by default), wasmUrl, flavour, modules, timeoutMs}. */
export function readLoadOptions(options, known) {
  return guard('options', () => {
    if (options === undefined) return { parts: [...known] };
    if (typeof options !== 'object' || options === null)
      throw new GramLabError('BAD_ARGUMENT', `the options must be an object, not ${describe(options)}`);
    const read = Object.fromEntries(OPTIONS.map((key) => [key, options[key]]).filter(([, value]) => value !== undefined));
    const parts = options.parts;
    read.parts = parts === undefined ? [...known] : readPartNames(parts, known);
    if (read.parts.length === 0) throw new GramLabError('BAD_ARGUMENT', 'parts names no part: load at least one');
    if (read.modules !== undefined) read.modules = readModules(read.modules, known);
    return read;
  });
}

function readModules(modules, known) {
  if (typeof modules !== 'object' || modules === null)
    throw new GramLabError('BAD_ARGUMENT', `modules must be {part: WebAssembly.Module}, not ${describe(modules)}`);
  const read = {};
  for (const [part, module] of Object.entries(modules)) {
    if (!known.includes(part)) throw new GramLabError('BAD_ARGUMENT', `modules: ${describe(part)} is not a part`);
    if (!(module instanceof WebAssembly.Module))
      throw new GramLabError('BAD_ARGUMENT', `modules.${part} must be a WebAssembly.Module, not ${describe(module)}`);
    read[part] = module;
  }
  return read;
}

/** Runs read(); a caller's getter or Proxy trap that throws becomes BAD_ARGUMENT. */
function guard(what, read) {
  try {
    return read();
  } catch (error) {
    if (error instanceof GramLabError) throw error;
    throw new GramLabError('BAD_ARGUMENT', `${what}: reading it threw (${errorText(error)})`);
  }
}
