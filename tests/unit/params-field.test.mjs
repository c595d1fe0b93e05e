// fields.params (runtime/state.js), the one codec of an expression's parameter values in a link (the kernel
// checker's and the methods panel's): name=number pairs, hostile text refused with a message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fields } from '../../web/src/runtime/state.js';

const params = fields.params({ default: { g: 1 } });

test('name=number pairs, in order; the empty text is no values', () => {
  assert.deepEqual(params.parse('a=0.5,b_2=-3,c=1e-3'), { a: 0.5, b_2: -3, c: 0.001 });
  assert.deepEqual(params.parse(''), {});
  assert.equal(params.format({ a: 0.5, b: -3 }), 'a=0.5,b=-3');
});

test('a bad name, a missing or extra =, a value that is no finite number, 33 values: refused', () => {
  for (const text of ['1a=2', 'a', 'a=1=2', 'a=x', 'a=1e400', 'a=NaN', `${'n'.repeat(33)}=1`])
    assert.throws(() => params.parse(text), Error, text);
  const many = Array.from({ length: 33 }, (_, i) => `p${i}=1`).join(',');
  assert.throws(() => params.parse(many), /more than 32/);
});

test('__proto__ is a name like any other, never the prototype', () => {
  const value = params.parse('__proto__=1');
  assert.equal(Object.getPrototypeOf(value), Object.prototype);
  assert.ok(Object.hasOwn(value, '__proto__'));
});
