// The function-length limit of web/src, declared once in biome.jsonc (Biome's noExcessiveLinesPerFunction,
// run by `npm run lint`): a function whose body is one line over the limit fails, one at the limit passes,
// and every file listed as an exception still exceeds it (its entry goes once the file is split). Each case
// runs Biome with the repository's configuration on a scratch copy, so the check itself is what is tested.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { inScratchTree } from './support/scratch-tree.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'noExcessiveLinesPerFunction';
const configText = readFileSync(join(root, 'biome.jsonc'), 'utf8');
// JSONC: whole-line comments only, in this file.
const config = JSON.parse(configText.replace(/^\s*\/\/.*$/gm, ''));
const ruleOf = (override) => override.linter?.rules?.complexity?.[RULE];
const limitEntry = config.overrides.find((override) => ruleOf(override)?.options?.maxLines);
const LIMIT = ruleOf(limitEntry).options.maxLines;
const EXCEPTIONS = config.overrides.filter((override) => ruleOf(override) === 'off').flatMap((override) => override.includes);

/** Biome's diagnostics of this rule for `files` ({path: text}) linted with the repository's configuration. */
function lint(files) {
  // The scratch copy is no git checkout: Biome's VCS integration off, everything else as configured.
  const scratchConfig = configText.replace(/"vcs": \{\s*"enabled": true/, '"vcs": { "enabled": false');
  return inScratchTree('function-length-', { 'biome.jsonc': scratchConfig, ...files }, (dir) => {
    const biome = join(root, 'node_modules/.bin/biome');
    const { stdout, stderr } = spawnSync(biome, ['lint', '--max-diagnostics=100', ...Object.keys(files)], { cwd: dir, encoding: 'utf8' });
    return [...`${stdout}${stderr}`.matchAll(new RegExp(`^(\\S+):\\d+:\\d+ lint/complexity/${RULE}`, 'gm'))].map((m) => m[1]);
  });
}

// A function whose body is `lines` lines.
const functionOf = (lines) => `export function f() {\n  let x = 0;\n${'  x += 1;\n'.repeat(lines - 2)}  return x;\n}\n`;

test('the limit is declared once, for web/src', () => {
  assert.deepEqual(limitEntry.includes, ['web/src/**']);
  assert.equal(config.overrides.filter((override) => ruleOf(override)?.options?.maxLines).length, 1);
  assert.ok(LIMIT > 0 && LIMIT <= 150, `limit ${LIMIT}`);
});

test('a function over the limit in web/src fails; one at the limit, or outside web/src, passes', () => {
  const flagged = lint({
    'web/src/over.js': functionOf(LIMIT + 1),
    'web/src/at.js': functionOf(LIMIT),
    'scripts/over.mjs': functionOf(LIMIT + 1),
  });
  assert.deepEqual(flagged, ['web/src/over.js']);
});

test('every listed exception still exceeds the limit (remove its entry once it does not)', () => {
  assert.ok(EXCEPTIONS.length <= 1, `exceptions: ${EXCEPTIONS.join(', ')}`);
  for (const path of EXCEPTIONS) {
    const copy = `web/src/copy-of-${path.replaceAll('/', '-')}`;
    assert.deepEqual(
      lint({ [path]: readFileSync(join(root, path), 'utf8'), [copy]: readFileSync(join(root, path), 'utf8') }),
      [copy],
      path,
    );
  }
});
