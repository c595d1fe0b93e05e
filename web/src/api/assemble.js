// Builds the facade: one function per signature, each copying its arguments (arguments.js) and calling the
// core once; then the parts joined, a name given twice being an error rather than a silent overwrite.
import { GramLabError } from './core-call.js';

/** {name: signature} → {name: (...args) => result}; `call(name, ...coreArgs)` runs the core function. */
export function coreFunctions(signatures, call, limits) {
  return Object.fromEntries(
    Object.entries(signatures).map(([name, kinds]) => [name, (...args) => call(name, ...coreArguments(name, kinds, args, limits))]),
  );
}

function coreArguments(name, kinds, args, limits) {
  try {
    return kinds.flatMap((kind, i) => kind(args[i], `${name} argument ${i + 1}`, limits));
  } catch (error) {
    if (error instanceof GramLabError) throw error;
    // A getter, a Proxy trap or an iterator of the caller's threw while its argument was being copied.
    throw new GramLabError('BAD_ARGUMENT', `${name}: reading an argument threw (${errorText(error)})`);
  }
}

/** A caller's error as a short text, even when printing it throws. */
export function errorText(error) {
  try {
    return String(error?.message ?? error).slice(0, 200);
  } catch {
    return 'an unprintable value';
  }
}

/** One frozen object from the parts; an export name in two parts is an error. */
export function assemble(parts) {
  const out = {};
  for (const part of parts)
    for (const [name, value] of Object.entries(part)) {
      if (Object.hasOwn(out, name)) throw new GramLabError('INTERNAL', `the facade would export ${name} twice`);
      out[name] = value;
    }
  return Object.freeze(out);
}

/** The module and the table must name the same functions: a registration without a signature, or the reverse, is a bug. */
export function requireSameNames(signatures, exported) {
  const declared = Object.keys(signatures);
  const missing = exported.filter((name) => !declared.includes(name));
  const extra = declared.filter((name) => !exported.includes(name));
  if (missing.length || extra.length)
    throw new GramLabError(
      'INTERNAL',
      `signatures and module differ: undeclared ${missing.join(', ') || '–'}, unexported ${extra.join(', ') || '–'}`,
    );
}
