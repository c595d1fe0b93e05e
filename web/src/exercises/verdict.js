// What an exercise's check returns, and how its numbers are written: the core decides, these only word it.
import { decisive, fixed, plain, scientific } from '../format.js';

/** The goal is reached: `key` names the sentence that says why (exercise.<id>.<key>), `params` its numbers. */
export const solved = (key, params = {}) => ({ solved: true, key, params });
/** The goal is not reached yet: `key` names what is still missing. */
export const missing = (key, params = {}) => ({ solved: false, key, params });

/**
 * `x` with as many decimals as it takes not to read as `bound`, the figure it was compared with: 19.9996 beside
 * "between 20 and 30" is "19.9996", never "20.00". `write(x, digits)` is fixed (the default) or scientific.
 */
export function beside(x, bounds, digits = 2, write = fixed) {
  let places = digits;
  const reads = () => bounds.some((bound) => x !== bound && write(x, places) === write(bound, places));
  while (places < 12 && reads()) places += 1;
  return write(x, places);
}

/** A count of bytes (the core's exact decimal text) grouped in thousands: "988,295,004". No arithmetic. */
export const groupedDigits = (digits) => String(digits).replace(/\B(?=(\d{3})+$)/g, ',');

/** The exact texts of a vector from the core ("200", "−351"), as the page writes c: "200, −351, 190". */
export const listed = (texts) => Array.from(texts, String).join(', ');

export { decisive, fixed, plain, scientific };
