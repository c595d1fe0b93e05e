// The runtime (web/src/runtime/: store, jobs, workers, i18n, state) sits below everything that makes the page:
// none of its modules imports from the panels, the reader tools, the widgets or the page's assembly (web/src/app/),
// which are handed what they need instead (mountApp takes the list of panels from the entry points). Read from
// the import specifiers of every runtime file, static and dynamic.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../web/src/', import.meta.url));
const RUNTIME = join(SRC, 'runtime');
// What the runtime may import besides itself: the facade's folders, the strings, the generated limits and codes,
// and the three modules of src/ they stand on.
const BELOW_FOLDERS = ['runtime', 'api', 'i18n', 'wasm'];
const BELOW_FILES = ['gramlab.js', 'site.js', 'format.js'];

/** Every module specifier in `source`: `from '…'`, `import '…'`, `import('…')` with a literal path. */
function specifiers(source) {
  const patterns = [/\bfrom\s*(['"])([^'"]+)\1/g, /\bimport\s*(['"])([^'"]+)\1/g, /\bimport\(\s*(['"`])([^'"`]+)\1\s*\)/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[2]));
}

const underSrc = (path) => relative(SRC, path).split(sep).join('/');

/** The specifiers of a module at `file` (absolute) that leave the runtime for a place above it, as paths under src/. */
function upward(file, source) {
  return specifiers(source)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => underSrc(join(dirname(file), spec)))
    .filter((path) => {
      const [top, ...rest] = path.split('/');
      return rest.length ? !BELOW_FOLDERS.includes(top) : !BELOW_FILES.includes(top);
    });
}

const runtimeFiles = readdirSync(RUNTIME, { recursive: true })
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(RUNTIME, name));

test('no module of web/src/runtime imports from a folder above it', () => {
  assert.ok(runtimeFiles.length >= 8, runtimeFiles.join(', '));
  const found = runtimeFiles.flatMap((file) => upward(file, readFileSync(file, 'utf8')).map((path) => `${underSrc(file)} → ${path}`));
  assert.deepEqual(found, []);
});

test('the scan reads static, side-effect and dynamic imports, and flags each way up', () => {
  const i18n = readFileSync(join(RUNTIME, 'i18n.js'), 'utf8');
  assert.ok(specifiers(i18n).includes('../i18n/ko/index.js')); // a dynamic import
  assert.ok(specifiers(readFileSync(join(RUNTIME, 'job.js'), 'utf8')).includes('../api/error-codes.js'));
  const file = join(RUNTIME, 'scratch.js');
  const source = [
    "import { PANELS } from '../panels/index.js';",
    "import '../widgets/live.js';",
    "export { shareButton } from '../reader/share.js';",
    "const m = () => import('../app/mount-app.js');",
    "import { mountApp } from '../main.js';",
    "import { createJobs } from './job.js';",
    "import { LIMITS } from '../wasm/limits.js';",
    "import { loadGramLab } from '../gramlab.js';",
  ].join('\n');
  assert.deepEqual(upward(file, source).sort(), ['app/mount-app.js', 'main.js', 'panels/index.js', 'reader/share.js', 'widgets/live.js']);
});
