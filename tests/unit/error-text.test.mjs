// errorText: an error as the page says it. The English page quotes the core's message; the Korean one says the code's
// text in Korean with the error's own fields: the cell (i, j) and, past a limit, what went over, its value and the limit.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadLanguage, translator } from '../../web/src/runtime/i18n.js';
import { errorText } from '../../web/src/widgets/error-text.js';

await loadLanguage('ko');
await loadLanguage('en');
const ko = translator('ko');
const en = translator('en');

const MESSAGE = 'points (one per row): the matrix is 2001×2; the limit is 2000×1000';
const points = { code: 'TOO_LARGE', message: MESSAGE, quantity: 'n', value: 2001, limit: 2000 };

test('Korean: past a limit, the quantity as the article writes it, its value and the limit', () => {
  assert.equal(errorText(ko, points), '크기 제한을 넘었습니다. (n = 2001, 한도\u00a02000)');
  assert.equal(
    errorText(ko, { code: 'TOO_LARGE', message: 'the squared distances …', quantity: 'n² · d', value: 1.004e9, limit: 1e9 }),
    '크기 제한을 넘었습니다. (n² · d = 1004000000, 한도\u00a01000000000)',
  );
  // "work", a weighted estimate of a call's cost, is the one quantity in words. Every digit is kept (format.js's
  // roundTrip), so a value just past its limit never prints as the limit.
  assert.equal(
    errorText(ko, { code: 'TOO_LARGE', message: 'features: work …', quantity: 'work', value: 4e12 + 1, limit: 4e12 }),
    '크기 제한을 넘었습니다. (계산량 = 4000000000001, 한도\u00a04000000000000)',
  );
  // The lift's |x| ≤ 1e150: the double after 1e150 is 1e150 · (1 + 2⁻⁵²), whose shortest text JS and Python agree on.
  assert.equal(
    errorText(ko, {
      code: 'TOO_LARGE',
      message: 'x: entry 1 is beyond ±1e150',
      quantity: '|x|',
      value: 1.0000000000000002e150,
      limit: 1e150,
    }),
    '크기 제한을 넘었습니다. (|x| = 1.0000000000000002 × 10¹⁵⁰, 한도\u00a01 × 10¹⁵⁰)',
  );
});

test('Korean: an error that names no limit, or names it with something that is not a number, says the code alone', () => {
  assert.equal(errorText(ko, { code: 'TOO_LARGE', message: 'n = 1e+20 is far past any limit' }), '크기 제한을 넘었습니다.');
  for (const odd of [{ value: Number.NaN }, { limit: undefined }, { quantity: 7 }, { value: '2001' }])
    assert.equal(errorText(ko, { ...points, ...odd }), '크기 제한을 넘었습니다.');
  assert.equal(errorText(ko, { code: 'NOT_FINITE', message: '…', i: 1, j: 0 }), '유한한 수가 아닌 칸이 있습니다. (2행 1열)');
});

test('English: the core message, which names the limit itself', () => {
  assert.equal(errorText(en, points), `Past the size limit. (${MESSAGE})`);
});
