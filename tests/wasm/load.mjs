// Loads the built facade from dist/ (npm run build writes it), as a page or a worker would.
export { loadGramLab, GramLabError } from '../../dist/src/gramlab.js';

/** Asserts that `fn` throws a GramLabError with `code`; returns the error for further checks. */
export function expectCode(assert, fn, code) {
  let caught;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  assert.ok(caught, `expected ${code}, nothing was thrown`);
  assert.equal(caught.name, 'GramLabError', `expected a GramLabError, got ${caught}`);
  assert.equal(caught.code, code, caught.message);
  assert.ok(caught.message.length > 0);
  return caught;
}
