// scripts/check-limit-errors.mjs: the core throws TOO_LARGE only as LimitError, and the check finds a plain one
// however it is written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { plainTooLarge } from '../../scripts/check-limit-errors.mjs';
import { inScratchTree } from './support/scratch-tree.mjs';

/** The check's findings in a small tree of `files` ({path: text}). */
const findingsIn = (files) => inScratchTree('limits-', files, plainTooLarge);

test('the repository: every TOO_LARGE of the core names its limit', () => {
  assert.deepEqual(plainTooLarge(fileURLToPath(new URL('../..', import.meta.url))), []);
});

test('a plain TOO_LARGE is found on one line or across two, a LimitError and an Overflow are not', () => {
  const found = findingsIn({
    'core/src/a/one.cpp': 'void f() {\n  throw Error(ErrorCode::TooLarge, "n too large");\n}\n',
    'core/src/a/two.cpp': 'void g() {\n  throw Error(\n      ErrorCode::TooLarge,\n      "work");\n}\n',
    'core/src/a/fine.cpp': 'void h() {\n  throw LimitError("n", "n", 2001, 2000);\n  throw Error(ErrorCode::Overflow, "x");\n}\n',
    'core/wasm/convert.hpp': 'throw Error(ErrorCode::TooLarge, "far past any limit");\n',
  });
  assert.deepEqual(found.sort(), [
    'core/src/a/one.cpp:2: TOO_LARGE without its limit; throw LimitError',
    'core/src/a/two.cpp:2: TOO_LARGE without its limit; throw LimitError',
  ]);
});
