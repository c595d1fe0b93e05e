// One wrapper for every call into the core: C++ errors arrive as {error: {code, message}} and leave as
// GramLabError (with the error's details — an expression's kind and position, a pair i, j, a limit's quantity,
// value and limit — as its own fields); a binding-level failure (wrong argument types) or a trap becomes one
// too, never an abort.
export class GramLabError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = 'GramLabError';
    this.code = code;
    Object.assign(this, details);
  }
}

/**
 * TOO_LARGE naming what went over, as the core's LimitError does: the quantity as the article writes it ("n", "d",
 * "dim x"), its value and the limit, as the error's own fields (a page in any language can say them).
 */
export const pastLimit = (message, quantity, value, limit) => new GramLabError('TOO_LARGE', message, { quantity, value, limit });

/** A message the core builds may quote a caller's text (an unknown method name of 100 kB): keep a prefix. */
const MESSAGE_LENGTH = 300;
const short = (message) => (message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH)}…` : message);

export function callCore(core, name, args) {
  let result;
  try {
    result = core[name](...args);
  } catch (error) {
    throw new GramLabError('INTERNAL', short(`${name}: ${error?.message ?? error}`));
  }
  if (result.error) {
    const { code, message, ...details } = result.error;
    throw new GramLabError(code, short(message), details);
  }
  return result.value;
}
