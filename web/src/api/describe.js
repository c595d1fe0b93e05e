// A caller's value in an error message, without running any of its code (no toString, no getters):
// a Symbol or a null-prototype object must give a coded error, not a TypeError from the message.
/** Characters that reorder the text around them: bidi embeddings, overrides, isolates and marks. */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Past this many characters a string is described by its length alone: cutting a piece out of a string that
 * was built by joining (as 'r'.repeat(9e7) is) makes the engine copy all of it first. */
const QUOTED_LENGTH = 1000;

export function describe(value) {
  switch (typeof value) {
    case 'string': {
      if (value.length > QUOTED_LENGTH) return `a string of ${value.length} characters`;
      // Bidi controls written as escapes, so a quoted value cannot reverse the message around it.
      const text = JSON.stringify(value.slice(0, 41)).replace(BIDI_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      return text.length > 40 ? `${text.slice(0, 40)}…` : text;
    }
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return 'a Symbol';
    case 'function':
      return 'a function';
    case 'object':
      return value === null ? 'null' : Array.isArray(value) ? 'an array' : 'an object';
    default:
      return String(value);
  }
}

/** A plain object ({…} or Object.create(null), from any realm): a Date, a RegExp, a Map, new Number(5), a typed
 * array or an array is not. */
export function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null || proto === Object.prototype) return true;
  // Another realm's Object.prototype (an iframe's, a vm context's): a null-prototype object with its own Object.
  return Object.getPrototypeOf(proto) === null && Object.getOwnPropertyDescriptor(proto, 'constructor')?.value?.name === 'Object';
}

/** An object by what made it ("a Date", "a Float64Array"), read from its prototype without running its code. */
export function describeObject(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return describe(value);
  if (isPlainObject(value)) return 'an object';
  const maker = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(value) ?? {}, 'constructor')?.value;
  const name = typeof maker === 'function' ? Object.getOwnPropertyDescriptor(maker, 'name')?.value : undefined;
  return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,40}$/.test(name) ? `a ${name}` : 'an object';
}
