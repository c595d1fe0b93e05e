// tests/wasm/declared-members.mjs reads the GramLab interface of gramlab.d.ts: each member's name and the
// @example calls of the doc comment right above it, one or several, on one line or across lines.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { declaredMembers } from '../wasm/declared-members.mjs';

const DTS = `export interface Other {
  notMine(): void;
}
export interface GramLab {
  /** @example gramlab.psdCheck([[2, 1], [1, 2]]) */
  psdCheck(matrix: MatrixInput): PsdCheck;
  /** What it does.
   * @example gramlab.sylvester([[1]])
   * @example gramlab.sylvester({
   *   rows: 1, cols: 1, data: [1] })
   * @see somewhere */
  sylvester(matrix: MatrixInput): SylvesterResult;
  /** No example here. */
  memoryStats(): MemoryStats;
  // A line comment ends nothing and starts nothing.
  readonly limits: Limits;
}
`;

test('names in order, each with the examples of its own doc comment', () => {
  assert.deepEqual(declaredMembers(DTS), [
    { name: 'psdCheck', examples: ['gramlab.psdCheck([[2, 1], [1, 2]])'] },
    { name: 'sylvester', examples: ['gramlab.sylvester([[1]])', 'gramlab.sylvester({\n  rows: 1, cols: 1, data: [1] })'] },
    { name: 'memoryStats', examples: [] },
    { name: 'limits', examples: [] },
  ]);
});

test('a d.ts without the GramLab interface is an error, not an empty list', () => {
  assert.throws(() => declaredMembers('export interface Other {}\n'), /no GramLab interface/);
});
