// How the feature-maps panel writes numbers and features, as pure JS: the article's "296,065", "59GB",
// "1 + 6 − 4 + 9 + 4 − 12" and √2·x₁ (its own text), from the core's kinds of values.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { bytesText, featureTex, featureText, grouped, roundedNumber, termSum } from '../../web/src/panels/feature-maps/text.js';

const MINUS = '\u2212';
const term = (monomial, outside, radicand, exact = true, value = 0) => ({ monomial, coefficient: { exact, outside, radicand, value } });

test('exact counts are grouped as the article prints them, digits only moved', () => {
  assert.equal(grouped('6'), '6');
  assert.equal(grouped('296065'), '296,065');
  assert.equal(grouped('14685120065'), '14,685,120,065');
  assert.equal(grouped('21125656047220600506785'), '21,125,656,047,220,600,506,785');
});

test('bytes in decimal units: 24 B, 1.2 MB, 304 MB, and the article’s 59 GB', () => {
  assert.equal(bytesText(24), '24 B');
  assert.equal(bytesText(1184260), '1.2 MB');
  assert.equal(bytesText(304354820), '304 MB');
  assert.equal(bytesText(58740480260), '59 GB');
});

test('the term-by-term sum: rounding-level products read as the whole numbers a reader checks', () => {
  assert.equal(termSum([1, 6.000000000000001, -4.000000000000001, 9, 4, -12.000000000000002]), `1 + 6 ${MINUS} 4 + 9 + 4 ${MINUS} 12`);
  assert.equal(termSum([-2, 0.5]), `${MINUS}2 + 0.5`);
  assert.equal(roundedNumber(-2.220446049250313e-16), '0');
  assert.equal(roundedNumber(-0.05), `${MINUS}0.05`);
});

test('features as the article writes them: 1, √2·x₁, x₁², √2·x₁x₂, 2√2·x₂³', () => {
  const cases = [
    [term([], 1, 1), '1', '1'],
    [term([{ variable: 0, power: 1 }], 1, 2), '\\sqrt{2}\\,x_{1}', '√2·x₁'],
    [term([{ variable: 0, power: 2 }], 1, 1), 'x_{1}^{2}', 'x₁²'],
    [
      term(
        [
          { variable: 0, power: 1 },
          { variable: 1, power: 1 },
        ],
        1,
        2,
      ),
      '\\sqrt{2}\\,x_{1}x_{2}',
      '√2·x₁x₂',
    ],
    [term([{ variable: 1, power: 3 }], 2, 2), '2\\sqrt{2}\\,x_{2}^{3}', '2√2·x₂³'],
    [term([], 3, 1), '3', '3'],
  ];
  for (const [t, tex, text] of cases) {
    assert.equal(featureTex(t), tex);
    assert.equal(featureText(t), text);
  }
});
