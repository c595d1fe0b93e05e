// The facade's reading of parts (web/src/api/parts.js), without the module: which part runs a name, the
// caller's part list and load options copied once, every bad value a BAD_ARGUMENT that says what it got.
import assert from 'node:assert/strict';
import test from 'node:test';

import { partIndex, readLoadOptions, readPartNames } from '../../web/src/api/parts.js';

const KNOWN = ['core', 'exact'];
const badArgument = (fn, pattern) =>
  assert.throws(fn, (error) => {
    assert.equal(error.code, 'BAD_ARGUMENT', error.message);
    if (pattern) assert.match(error.message, pattern);
    return true;
  });

test('partIndex: each name to its part; a name in two parts is INTERNAL', () => {
  assert.deepEqual(partIndex({ core: { f: [], g: [] }, exact: { h: [] } }), { f: 'core', g: 'core', h: 'exact' });
  assert.throws(
    () => partIndex({ core: { f: [] }, exact: { f: [] } }),
    (error) => error.code === 'INTERNAL' && /f is declared in two parts/.test(error.message),
  );
});

test('readPartNames: known names in the caller’s order, repeats dropped; anything else BAD_ARGUMENT', () => {
  assert.deepEqual(readPartNames(['exact', 'core', 'exact'], KNOWN), ['exact', 'core']);
  assert.deepEqual(readPartNames([], KNOWN), []);
  badArgument(() => readPartNames('core', KNOWN), /array of part names, not "core"/);
  badArgument(() => readPartNames({ 0: 'core', length: 1 }, KNOWN), /not an object/);
  badArgument(() => readPartNames(['core', 'Core'], KNOWN), /"Core" is not a part \(the parts: core, exact\)/);
  badArgument(() => readPartNames([1], KNOWN), /1 is not a part/);
  badArgument(() => readPartNames(['toString'], KNOWN), /is not a part/);
  const hostile = new Proxy(['core'], {
    get(target, key) {
      if (key === 'length') throw new Error('trap');
      return target[key];
    },
  });
  badArgument(() => readPartNames(hostile, KNOWN), /reading it threw \(trap\)/);
});

test('readLoadOptions: every part by default, the known keys copied once, bad options BAD_ARGUMENT', () => {
  assert.deepEqual(readLoadOptions(undefined, KNOWN), { parts: ['core', 'exact'] });
  assert.deepEqual(readLoadOptions({}, KNOWN), { parts: ['core', 'exact'] });
  assert.deepEqual(readLoadOptions({ parts: ['exact'], flavour: 'scalar', timeoutMs: 5 }, KNOWN), {
    parts: ['exact'],
    flavour: 'scalar',
    timeoutMs: 5,
  });
  // An unknown key is refused, never ignored (issue 37: a misspelt timeoutMS silently kept the default).
  badArgument(() => readLoadOptions({ parts: ['exact'], other: 1 }, KNOWN), /unknown option "other"; .* parts, wasmUrl, flavour/);
  badArgument(() => readLoadOptions({ timeoutMS: 1 }, KNOWN), /unknown option "timeoutMS"/);
  let reads = 0;
  const counted = {
    get parts() {
      reads += 1;
      return ['core'];
    },
  };
  readLoadOptions(counted, KNOWN);
  assert.equal(reads, 1, 'parts is read once');
  badArgument(() => readLoadOptions(null, KNOWN), /must be a plain object \{…\}, not null/);
  badArgument(() => readLoadOptions('core', KNOWN), /must be a plain object/);
  for (const odd of [new Date(0), /x/, new Map(), new Number(5), []]) badArgument(() => readLoadOptions(odd, KNOWN), /plain object/);
  // timeoutMs: Infinity is no timeout; a number of ms in (0, 2^31 − 1] is kept; anything else is refused.
  assert.equal(readLoadOptions({ timeoutMs: Number.POSITIVE_INFINITY }, KNOWN).timeoutMs, Number.POSITIVE_INFINITY);
  assert.equal(readLoadOptions({ timeoutMs: 2 ** 31 - 1 }, KNOWN).timeoutMs, 2 ** 31 - 1);
  for (const timeoutMs of [Number.NaN, -1, 0, '100', 2 ** 31, Number.NEGATIVE_INFINITY, null, 5n])
    badArgument(() => readLoadOptions({ timeoutMs }, KNOWN), /timeoutMs/);
  badArgument(() => readLoadOptions({ parts: [] }, KNOWN), /at least one/);
  badArgument(() => readLoadOptions({ modules: { core: {} } }, KNOWN), /modules.core must be a WebAssembly.Module/);
  badArgument(() => readLoadOptions({ modules: { other: {} } }, KNOWN), /"other" is not a part/);
  badArgument(() => readLoadOptions({ modules: 3 }, KNOWN), /modules must be/);
  badArgument(
    () =>
      readLoadOptions(
        {
          get flavour() {
            throw new Error('getter');
          },
        },
        KNOWN,
      ),
    /reading it threw \(getter\)/,
  );
});
