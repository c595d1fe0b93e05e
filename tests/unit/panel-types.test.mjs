// The panel contract (web/src/panels/panel.d.ts) is checked by tsc (`npm run typecheck`, the project
// tests/types/tsconfig.panels.json) in every panel controller that opts in with `// @ts-check` and annotates its
// default export as PanelModule. Here: every module the list of panels loads does so, and the check bites: a
// scratch panel that reads a context field that is not one, or declares a part that is not one, fails tsc; a
// correct one passes. The scratch files sit in a temporary folder with a copy of the panels' tsconfig.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PANELS_DIR = join(root, 'web/src/panels');
const TSC = join(root, 'node_modules/.bin/tsc');

// The modules index.js loads, `load: () => import('./<id>.js')`, read from its text (its state files import the
// limits the build generates, so a unit test does not import it).
const listText = readFileSync(join(PANELS_DIR, 'index.js'), 'utf8');
const ids = [...listText.matchAll(/^ {4}id: '([\w-]+)',$/gm)].map((m) => m[1]);
const loaded = [...listText.matchAll(/load: \(\) => import\('\.\/([\w-]+)\.js'\)/g)].map((m) => m[1]);

// `/** @type {…PanelModule…} */ export default` (or `@satisfies`), or the same as a cast after `export default`.
const ANNOTATED = /\/\*\*\s*@(?:type|satisfies)\s*\{[^}]*\bPanelModule\b[^}]*\}\s*\*\/\s*export default\b/;
const CAST = /export default\s*\/\*\*\s*@(?:type|satisfies)\s*\{[^}]*\bPanelModule\b[^}]*\}\s*\*\//;

test('index.js is checked against the contract, and each panel loads its own module, ./<id>.js', () => {
  assert.ok(listText.startsWith('// @ts-check\n'));
  assert.match(listText, /\/\*\* @type \{import\('\.\/panel\.js'\)\.PanelDescriptor\[\]\} \*\/\nexport const PANELS = \[/);
  assert.ok(ids.length >= 8, ids.join(', '));
  assert.deepEqual(loaded, ids);
});

for (const id of loaded) {
  test(`panels/${id}.js starts with // @ts-check and annotates its default export as PanelModule`, () => {
    const text = readFileSync(join(PANELS_DIR, `${id}.js`), 'utf8');
    assert.ok(text.startsWith('// @ts-check\n'), `${id}.js does not start with // @ts-check`);
    assert.ok(ANNOTATED.test(text) || CAST.test(text), `${id}.js: its default export is not annotated as PanelModule`);
  });
}

const CONTRACT = join(PANELS_DIR, 'panel.js'); // panel.d.ts, as a module specifier names it
const panelModule = (mountParams, body = '') => `// @ts-check
/** @type {import(${JSON.stringify(CONTRACT)}).PanelModule} */
export default {
  mount(root, ${mountParams}) {
    const job = jobs.job({ keepUp: true });
    store.subscribe((state, { origin }) => origin === 'address' && job.run([(call) => call('psdCheck', state.m)]));
    ${body}
    root.append(t('example.title'));
    return {};
  },
};
`;
const descriptor = (parts) => `// @ts-check
/** @type {import(${JSON.stringify(CONTRACT)}).PanelDescriptor} */
export const SCRATCH = { id: 'scratch', titleKey: 'scratch.title', state: {}, parts: ${parts}, load: () => import('./good.js') };
`;
const SCRATCH = {
  'good.js': panelModule(
    '{ t, store, jobs, showError, laterParts, whenGuessed }',
    'laterParts.then(() => whenGuessed(() => showError(null)));',
  ),
  'good-descriptor.js': descriptor("['core', 'detail']"),
  'unknown-field.js': panelModule('{ t, store, jobs, showErrors }', 'showErrors(null);'),
  'unknown-part.js': descriptor("['core', 'kernel']"),
};

/** tsc's errors (one "file(line,col): error TSxxxx: …" per line) for the scratch files `names`, and its status. */
function check(names) {
  const dir = mkdtempSync(join(tmpdir(), 'panel-types-'));
  try {
    for (const name of names) writeFileSync(join(dir, name), SCRATCH[name]);
    writeFileSync(join(dir, 'package.json'), '{"type": "module"}'); // ES modules, as the repository's
    const config = JSON.parse(readFileSync(join(root, 'tests/types/tsconfig.panels.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    config.extends = join(root, 'tests/types/tsconfig.json');
    config.include = [join(dir, '*.js')];
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    const { status, stdout, stderr } = spawnSync(TSC, ['-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8' });
    return { status, errors: `${stdout}${stderr}`.split('\n').filter((line) => / error TS\d+/.test(line)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a scratch panel that follows the contract passes tsc', () => {
  assert.deepEqual(check(['good.js', 'good-descriptor.js']), { status: 0, errors: [] });
});

test('a context field that is not one, or a part that is not one, fails tsc at that file', () => {
  const { status, errors } = check(['good.js', 'unknown-field.js', 'unknown-part.js']);
  assert.notEqual(status, 0);
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors.find((line) => line.includes('unknown-field.js')) ?? '', /error TS2339: Property 'showErrors' does not exist/);
  assert.match(
    errors.find((line) => line.includes('unknown-part.js')) ?? '',
    /error TS\d+: Type '"kernel"' is not assignable to type 'PartName'/,
  );
});
