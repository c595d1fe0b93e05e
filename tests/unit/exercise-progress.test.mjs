// What a browser remembers of the exercises (exercises/progress.js): tried or solved per known id, in
// localStorage only; storage that refuses (a sandboxed frame), throws or holds anything else remembers nothing.
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { markProgress, readProgress } from '../../web/src/exercises/progress.js';

const IDS = ['far-apart', 'rank-band'];
const KEY = 'gram-lab.exercises';

function fakeStorage(initial = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, String(value)), items };
}
const install = (value) => Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => value });
afterEach(() => delete globalThis.localStorage);

test('tried, then solved, and solved stays solved', () => {
  const storage = fakeStorage();
  install(storage);
  assert.deepEqual(readProgress(IDS), {});
  assert.equal(markProgress('rank-band', 'tried', IDS), true);
  assert.deepEqual(readProgress(IDS), { 'rank-band': 'tried' });
  markProgress('rank-band', 'solved', IDS);
  markProgress('rank-band', 'tried', IDS);
  markProgress('far-apart', 'tried', IDS);
  assert.deepEqual(readProgress(IDS), { 'rank-band': 'solved', 'far-apart': 'tried' });
  assert.deepEqual(JSON.parse(storage.items.get(KEY)), { 'rank-band': 'solved', 'far-apart': 'tried' });
});

test('what storage holds beside the known ids and marks is ignored', () => {
  const held = { 'not json': {}, '[1,2]': {}, null: {}, 42: {}, '"x"': {} };
  held['{"__proto__": "solved", "rank-band": "yes", "far-apart": "solved", "other": "solved"}'] = { 'far-apart': 'solved' };
  for (const [text, expected] of Object.entries(held)) {
    install(fakeStorage({ [KEY]: text }));
    assert.deepEqual(readProgress(IDS), expected, text);
  }
});

test('storage that refuses: nothing is remembered, nothing throws', () => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    },
  });
  assert.deepEqual(readProgress(IDS), {});
  assert.equal(markProgress('rank-band', 'solved', IDS), false);
  install({
    getItem: () => null,
    setItem() {
      throw new DOMException('quota', 'QuotaExceededError');
    },
  });
  assert.equal(markProgress('rank-band', 'solved', IDS), false);
  assert.deepEqual(readProgress(IDS), {});
});
