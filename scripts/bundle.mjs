// Bundles and minifies the page's code with esbuild, in the staging site that assemble-dist.mjs writes.
// The page's first visit is counted in requests (docs/performance.md), so the code is cut in few pieces:
// - kit.js: the shared modules the first visit needs (everything outside the panels' own folders and the
//   strings that the entries, the worker or the first panel reach, plus what panels/index.js needs of the panels'
//   folders: the state specs), once, in one file; kit-panels.js: the other shared modules (the plots, the heat
//   maps, the sliders…), loaded with the first panel that needs them;
// - one file per panel (similarity.js, …): that panel's own code, taking the shared modules from the two kits;
// - the entries main.js, gram-lab-element.js and worker.js (the URLs the page, an embed and the worker use),
//   one table of strings per language, and what is loaded lazily (KaTeX, uPlot), as chunks;
// - exercise-page.js: the exercises (exercises.js, exercises/, their strings in both languages), an entry loaded
//   only by ?exercise and ?exercises (main.js imports it by URL, site.js's EXERCISE_PAGE), never on a first visit.
// - a module the page loads only when the reader asks (LAZY: the Embed dialog) is its own file as a panel is
//   (src/embed-dialog.js), with what only it needs, taking the shared modules from kit.js.
// esbuild alone would split the shared modules by which panels use them: tens of small chunks on the first
// visit. Every file sits in src/, so a `new URL('./wasm/…', import.meta.url)` means the same folder bundled or
// not. The rest of src/ stays as plain modules for Node (the facade, the tests); the page loads only the bundle.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { CLASSIC, writeFirstVisitPreloads } from './first-visit-preloads.mjs';

const ENTRIES = ['main.js', 'gram-lab-element.js'];
const WORKER = 'worker.js';
const EXERCISES = 'exercise-page.js';
const KIT = 'kit.js';
const LATER_KIT = 'kit-panels.js';
// Two lanes (api/hot-loops.js imports them only under loadGramLab's threads: 2, an isolated page's worker).
const LAZY = ['reader/embed-dialog.js', 'api/hot-loops-lanes.js'];
// The two lanes' helper: a worker started by URL (gramlab.js), served as the plain module it is with the plain
// api/hot-loops-lanes.js it imports; never part of a kit, whose modules run when the kit loads.
const PLAIN = ['api/hot-loops-helper.js'];

const COMMON = {
  bundle: true,
  format: 'esm',
  minify: true,
  charset: 'utf8', // Korean text as it is: \uXXXX escapes would make the strings half as large again
  target: 'es2022',
  chunkNames: '[name]-[hash]',
  external: ['node:*'], // the facade's Node-only branch (reading the .wasm from a file)
  metafile: true,
  logLevel: 'warning',
};

/** @param {string} site the staging folder (dist.new) */
export async function bundle(site) {
  const src = join(site, 'src');
  const panels = readdirSync(join(src, 'panels')).filter((name) => name.endsWith('.js') && name !== 'index.js');
  const panelPaths = new Set(panels.map((name) => join(src, 'panels', name)));
  const lazyPaths = new Set(LAZY.map((path) => join(src, path)));
  const shared = await sharedModules(src, panelPaths, lazyPaths);
  const names = await exportNames(src, shared);
  const first = await firstVisitModules(src, panelPaths, lazyPaths);
  const kitOf = new Map(shared.map((path) => [path, first.has(path) ? KIT : LATER_KIT]));
  const namesIn = (file) => new Map([...names].filter(([path]) => kitOf.get(path) === file));
  const kit = {
    // The first visit's shared modules and the worker; panels/index.js's import('./similarity.js') stays a request
    // for the panel's own file.
    entryPoints: [{ in: 'gramlab:kit', out: 'kit' }, join(src, WORKER)],
    outdir: src,
    allowOverwrite: true,
    splitting: true,
    plugins: [kitEntry(src, namesIn(KIT), 'kit'), panelsExternal(panelPaths), lazyExternal(lazyPaths)],
  };
  const laterKit = {
    // The other shared modules, taking what they import of the first visit's from kit.js.
    entryPoints: [{ in: 'gramlab:kit-panels', out: 'kit-panels' }],
    outdir: src,
    allowOverwrite: true,
    splitting: true, // uPlot stays a chunk of its own, loaded when a plot first draws
    plugins: [
      kitEntry(src, namesIn(LATER_KIT), 'kit-panels'),
      fromKit(namesIn(KIT), kitOf),
      panelsExternal(panelPaths),
      lazyExternal(lazyPaths),
    ],
  };
  const rest = {
    entryPoints: [...[...ENTRIES, EXERCISES].map((name) => join(src, name)), ...panelPaths, ...lazyPaths],
    outdir: src,
    entryNames: '[name]', // src/similarity.js for src/panels/similarity.js: where the kit's import() looks
    allowOverwrite: true, // the entries replace their own unbundled copies
    // No chunks here: a proxy for the kit shared by two entries would be a request of its own. What two panels
    // share of the panels' own code (methods uses kernel-check's editor, a stateless view) is in both files.
    plugins: [fromKit(names, kitOf)],
  };
  const outputs = [];
  const imports = new Map(); // output (relative to src/) → the outputs it imports statically
  const chunks = new Map(); // a dynamically imported module (relative to src/) → its output
  for (const options of [kit, laterKit, rest]) {
    const { metafile } = await build({ ...COMMON, ...options, absWorkingDir: src });
    outputs.push(...Object.keys(metafile.outputs).map((path) => join(src, path)));
    for (const [path, output] of Object.entries(metafile.outputs)) if (output.entryPoint) chunks.set(output.entryPoint, path);
    for (const [path, output] of Object.entries(metafile.outputs))
      imports.set(
        path,
        // The entries take the kit as an external './kit.js'; node:* stays external and is no output.
        output.imports
          .filter((i) => i.kind === 'import-statement' && (!i.external || i.path === `./${KIT}`))
          .map((i) => (i.external ? KIT : i.path)),
      );
  }
  writeOutputs(site, outputs);
  await writeFirstVisitPreloads(site, imports, chunks);
  await bundleStyles(site);
  writeKatexFonts(join(site, 'vendor/katex'));
}

// styles.css as one file instead of one request per @import (the first visit's rules); the sheets it does not
// import (a panel's own, linked when the panel mounts: panels/index.js's stylesheets) minified where they are, and
// the imported ones removed, so dist/styles/ holds only what the page requests.
async function bundleStyles(site) {
  const imported = [...readFileSync(join(site, 'styles.css'), 'utf8').matchAll(/@import url\("styles\/([^"]+)"\)/g)].map((m) => m[1]);
  const sheets = readdirSync(join(site, 'styles')).filter((name) => name.endsWith('.css'));
  const own = sheets.filter((name) => !imported.includes(name)).map((name) => join(site, 'styles', name));
  const minified = { allowOverwrite: true, minify: true, logLevel: 'warning' };
  await build({ entryPoints: [join(site, 'styles.css')], outfile: join(site, 'styles.css'), bundle: true, ...minified });
  await build({ entryPoints: own, outdir: join(site, 'styles'), ...minified });
  for (const name of imported) rmSync(join(site, 'styles', name));
}

// The kit's modules: every .js of src/ but the entries, the strings, the panels' own code, the exercises' and what
// only a lazy module reaches, plus what panels/index.js reaches in the panels' folders (their state specs and what
// those import).
async function sharedModules(src, panelPaths, lazyPaths) {
  const lazyOnly = await onlyLazy(src, panelPaths, lazyPaths);
  const own = (path) =>
    /^(panels|i18n|exercises)[/\\]/.test(relative(src, path)) ||
    [...ENTRIES, WORKER, CLASSIC, EXERCISES, 'exercises.js', ...PLAIN].includes(relative(src, path)) ||
    lazyOnly.has(path);
  const all = readdirSync(src, { recursive: true })
    .filter((path) => path.endsWith('.js'))
    .map((path) => join(src, path));
  const { metafile } = await build({
    ...COMMON,
    entryPoints: [join(src, 'panels/index.js')],
    write: false,
    outdir: src,
    absWorkingDir: src,
    plugins: [panelsExternal(panelPaths)],
  });
  const reached = Object.keys(metafile.inputs)
    .map((path) => join(src, path))
    .filter((path) => path.startsWith(join(src, 'panels')));
  return [...new Set([...all.filter((path) => !own(path)), ...reached])].sort();
}

// What the first visit runs: the entries, the worker and the first panel (PANELS[0]), with the other panels and the
// lazy modules left out; the shared modules among these are kit.js's, the rest kit-panels.js's.
async function firstVisitModules(src, panelPaths, lazyPaths) {
  const { PANELS } = await import(pathToFileURL(join(src, 'panels/index.js')).href);
  const { metafile } = await build({
    ...COMMON,
    entryPoints: [...[...ENTRIES, WORKER].map((name) => join(src, name)), join(src, 'panels', `${PANELS[0].id}.js`)],
    write: false,
    outdir: src,
    absWorkingDir: src,
    splitting: true,
    plugins: [panelsExternal(panelPaths), lazyExternal(lazyPaths)],
  });
  return new Set(Object.keys(metafile.inputs).map((path) => join(src, path)));
}

// What the lazy modules reach that nothing else does (the entries, the worker, the panels, with the lazy modules'
// import() left out): their own file holds it.
async function onlyLazy(src, panelPaths, lazyPaths) {
  const reach = async (entryPoints) => {
    const { metafile } = await build({
      ...COMMON,
      entryPoints,
      write: false,
      outdir: src,
      absWorkingDir: src,
      plugins: [panelsExternal(panelPaths), lazyExternal(lazyPaths)],
    });
    return new Set(Object.keys(metafile.inputs).map((path) => join(src, path)));
  };
  const lazy = await reach([...lazyPaths]);
  const rest = await reach([...[...ENTRIES, WORKER].map((name) => join(src, name)), ...panelPaths]);
  return new Set([...lazy].filter((path) => !rest.has(path)));
}

// A lazy module's import() is a request for its own file, beside kit.js in src/ (./embed-dialog.js).
function lazyExternal(lazyPaths) {
  return {
    name: 'lazy-external',
    setup(b) {
      b.onResolve({ filter: /^\./ }, ({ path, resolveDir, kind }) => {
        const target = join(resolveDir, path);
        return kind === 'dynamic-import' && lazyPaths.has(target) ? { path: `./${basename(target)}`, external: true } : undefined;
      });
    },
  };
}

// Each shared module's exports, under the name the kit exports it by: k<index>_<name>, so that two modules'
// same names (every state.js has STATE) stay apart. Map: absolute path → [[name, kit name]].
async function exportNames(src, modules) {
  const { metafile } = await build({
    entryPoints: modules,
    outdir: src,
    absWorkingDir: src,
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const byEntry = new Map(Object.values(metafile.outputs).map((output) => [join(src, output.entryPoint), output.exports]));
  return new Map(modules.map((path, i) => [path, byEntry.get(path).map((name) => [name, `k${i}_${name}`])]));
}

const quoted = (path) => JSON.stringify(path);

// A kit's source (gramlab:<id>): each of its shared modules' exports under their kit names.
function kitEntry(src, names, id) {
  const source = [...names]
    .map(([path, list]) =>
      list.length
        ? `export { ${list.map(([name, as]) => `${name} as ${as}`).join(', ')} } from ${quoted(path)};`
        : `import ${quoted(path)};`,
    )
    .join('\n');
  return {
    name: 'kit-entry',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^gramlab:${id}$`) }, () => ({ path: id, namespace: 'kit' }));
      b.onLoad({ filter: /.*/, namespace: 'kit' }, () => ({ contents: source, resolveDir: src, loader: 'js' }));
    },
  };
}

// A panel's module, imported by panels/index.js, is its own file: the bundle for the kit does not take it in.
function panelsExternal(panelPaths) {
  return {
    name: 'panels-external',
    setup(b) {
      b.onResolve({ filter: /^\.\/[a-z-]+\.js$/ }, ({ path, resolveDir }) =>
        panelPaths.has(join(resolveDir, path)) ? { path, external: true } : undefined,
      );
    },
  };
}

// A shared module imported by an entry, a panel or a later shared module becomes its kit's exports:
// `import {h} from './kit.js'`. kitOf: each shared module's kit file.
function fromKit(names, kitOf) {
  return {
    name: 'from-kit',
    setup(b) {
      b.onResolve({ filter: /^\./ }, ({ path, resolveDir, namespace }) => {
        if (namespace === 'kit-proxy') return { path, external: true };
        const target = join(resolveDir, path);
        return names.has(target) ? { path: target, namespace: 'kit-proxy' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'kit-proxy' }, ({ path }) => {
        const list = names.get(path);
        const file = kitOf.get(path);
        const contents = list.length
          ? `export { ${list.map(([name, as]) => `${as} as ${name}`).join(', ')} } from './${file}';`
          : `import './${file}';`;
        return { contents, resolveDir: '/', loader: 'js' };
      });
    },
  };
}

// Only KaTeX's @font-face rules, for the document that hosts a <gram-lab> element: Chromium ignores
// @font-face inside a shadow root, and an @font-face rule cannot restyle any element of the host page.
function writeKatexFonts(dir) {
  const css = readFileSync(join(dir, 'katex.min.css'), 'utf8');
  const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
  if (!faces.length) throw new Error('no @font-face rule found in katex.min.css');
  writeFileSync(join(dir, 'katex-fonts.css'), `${faces.join('\n')}\n`);
}

// BUNDLE_OUTPUTS lists the code the page loads (entries and chunks, relative to the site): the service
// worker caches these, not the plain modules beside them that only Node imports.
export const BUNDLE_OUTPUTS = 'bundle-outputs.json';
function writeOutputs(site, outputs) {
  const files = outputs.map((path) => relative(site, path).split(sep).join('/')).sort();
  writeFileSync(join(site, BUNDLE_OUTPUTS), `${JSON.stringify(files, null, 1)}\n`);
}
