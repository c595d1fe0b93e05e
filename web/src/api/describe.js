// A caller's value in an error message, without running any of its code (no toString, no getters):
// a Symbol or a null-prototype object must give a coded error, not a TypeError from the message.
/** Characters that reorder the text around them: bidi embeddings, overrides, isolates and marks. */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function describe(value) {
  switch (typeof value) {
    case 'string': {
      // Bidi controls written as escapes, so a quoted value cannot reverse the message around it.
      // Cut before quoting: a 10⁸-character string is never copied whole.
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
