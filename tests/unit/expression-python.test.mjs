// The reader's expression as Python (web/src/reader/expression-python.js): "·" is numpy's @ exactly where the
// core reads it as a dot product of two vectors (compileExpression's dotProducts), a product elsewhere.
import assert from 'node:assert/strict';
import test from 'node:test';

import { translate } from '../../web/src/reader/expression-python.js';

test('translate: · is @ at the positions the core names, * elsewhere; − and ^ as Python writes them', () => {
  assert.deepEqual(translate('(1 + x\u00b7y)^2', [6]), { source: '(1 + x@y)**2', names: [] });
  assert.equal(translate('2\u00b7x\u00b7y', [3]).source, '2*x@y'); // (2x)·y: the second · only
  assert.equal(translate('c\u00b7x\u00b7y \u2212 1', [3]).source, 'c*x@y - 1');
  assert.equal(translate('a\u00b7b').source, 'a*b'); // no positions: every · a product
  // Positions count characters, so a two-unit character before a · does not shift it.
  assert.equal(translate('\u{1d431} + x\u00b7y', [5]).source, '\u{1d431} + x@y');
});
