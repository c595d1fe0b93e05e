// A temporary folder holding `files` ({path: text}) for a test of a check that reads a tree, removed afterwards.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `use(dir)` on a fresh folder named `prefix…` that holds `files`; its result, once the folder is gone.
 * @template T
 * @param {string} prefix
 * @param {Record<string, string>} files
 * @param {(dir: string) => T} use
 * @returns {T}
 */
export function inScratchTree(prefix, files, use) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
