// Issue 37 through the facade: minors decided exactly at any scale (against tests/fixtures/minor_signs.json, Python's
// fractions on each double's exact value: scripts/gen_minor_sign_fixtures.py).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { loadGramLab } from './load.mjs';

const g = await loadGramLab();
const fixture = (name) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
const { cases } = fixture('minor_signs.json');
const matrixOf = ({ n, entries }) => Array.from({ length: n }, (_, i) => entries.slice(i * n, (i + 1) * n));

test('principalMinors and sylvester: every sign as Python’s fractions say, at 1e±200, 1e±300, subnormals and mixed scales', () => {
  let binary = 0;
  for (const c of cases) {
    const minors = g.principalMinors(matrixOf(c));
    assert.equal(minors.length, c.principal.length, c.name);
    minors.forEach((minor, i) => {
      const want = c.principal[i];
      assert.deepEqual(minor.indices, want.indices, c.name);
      assert.equal(minor.sign, want.sign, `${c.name} ${want.indices}`);
      assert.equal(minor.method === 'decimals', c.decimals, c.name);
      if (minor.method === 'binary') {
        binary++;
        assert.deepEqual([minor.scaled.mantissa, minor.scaled.exponent], [want.mantissa, want.exponent], c.name);
      }
    });
    const r = g.sylvester(matrixOf(c));
    const leading = c.leading.map((k) => c.principal[k].sign);
    const failure = leading.findIndex((sign) => sign !== 'positive');
    assert.deepEqual(
      r.minors.map((minor) => minor.sign),
      failure < 0 ? leading : leading.slice(0, failure + 1),
      c.name,
    );
    assert.equal(r.positiveDefinite, failure < 0, c.name);
  }
  assert.ok(binary > 20, `${binary} minors decided from the doubles' exact values`);
});

test('the issue’s cases: [[1, 0], [0, 1e−170]] has D₂ = 1e−170 > 0, the negative one is negative, diag(1/3, 10^k) is PD', () => {
  const tiny = g.sylvester([
    [1, 0],
    [0, 1e-170],
  ]);
  assert.equal(tiny.positiveDefinite, true);
  assert.deepEqual([tiny.minors[1].sign, tiny.minors[1].determinant, tiny.minors[1].method], ['positive', 1e-170, 'binary']);
  const negative = [
    [1, 0],
    [0, -1e-170],
  ];
  assert.equal(g.sylvester(negative).minors[1].sign, 'negative');
  assert.equal(g.principalMinors(negative)[2].sign, 'negative');
  for (let k = 155; k <= 308; k++)
    assert.equal(
      g.sylvester([
        [1 / 3, 0],
        [0, Number(`1e${k}`)],
      ]).positiveDefinite,
      true,
      `k = ${k}`,
    );
  // Exactly singular without a short decimal: "zero" is 0, not "within rounding".
  const third = [
    [1 / 3, 1 / 3],
    [1 / 3, 1 / 3],
  ];
  assert.deepEqual([g.sylvester(third).minors[1].sign, g.sylvester(third).minors[1].determinant], ['zero', 0]);
});
