// A caller's value in an error message, without running any of its code (no toString, no getters):
// a Symbol or a null-prototype object must give a coded error, not a TypeError from the message.
export function describe(value) {
  switch (typeof value) {
    case 'string': {
      const text = JSON.stringify(value);
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
