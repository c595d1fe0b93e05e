// Writes dist/sw-assets.js for the service worker (web/sw.js): every file the build put in dist/ and a version
// hashed from their contents. Run at the end of the build, on dist/ as it is, so the list stays right however
// the files are produced (copied, bundled, minified). The WASM modules are listed by flavour: a browser
// precaches the one it runs, and the other only if it ever asks for it (web/sw.js).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULES, THREADS_MODULES } from '../web/src/api/wasm-flavour.js';
import { BUNDLE_OUTPUTS } from './bundle.mjs';
import { ISOLATION_HEADERS } from './isolation.mjs';
import { builtFlavours } from './module-lists.mjs';
import { OEMBED, PREVIEWS } from './published.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const OUTPUT = 'sw-assets.js';
// The worker itself and its list are fetched by the browser's update check, never from the cache; the example
// host page is not part of the app, nor are what link previews and oEmbed consumers read (scripts/published.mjs).
const SKIP = new Set(['sw.js', OUTPUT, BUNDLE_OUTPUTS, 'embed-example.html', 'embed-example.js']);
const SKIP_FOLDERS = [PREVIEWS, OEMBED].map((folder) => `${folder}/`);
// Of src/, the page loads the bundle's outputs and the WASM modules; the plain modules there are for Node.
const bundled = existsSync(join(dist, BUNDLE_OUTPUTS)) ? new Set(JSON.parse(readFileSync(join(dist, BUNDLE_OUTPUTS), 'utf8'))) : null;
// styles/ holds what the page requests: the bundle removed the sheets styles.css inlined (bundle.mjs).
// What an isolated page's compute worker loads for two lanes (gramlab.js, threads: 2): the threads build's parts and
// the helper worker's two plain modules. The service worker precaches them with the relaxed flavour (only it runs two
// lanes), and a page of another flavour never loads them.
const TWO_LANES = [
  ...Object.values(THREADS_MODULES).flatMap(({ script, binary }) => [`src/wasm/${script}`, `src/wasm/${binary}`]),
  'src/api/hot-loops-helper.js',
  'src/api/hot-loops-lanes.js',
];
const pageLoads = (file) =>
  !TWO_LANES.includes(file) && (!bundled || !file.startsWith('src/') || file.startsWith('src/wasm/') || bundled.has(file));

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const files = walk(dist)
  .map((path) => relative(dist, path).split(sep).join('/'))
  .filter((file) => !SKIP.has(file) && !SKIP_FOLDERS.some((folder) => file.startsWith(folder)) && pageLoads(file))
  .sort();
const later = TWO_LANES.filter((file) => existsSync(join(dist, file)));
const hash = createHash('sha256');
for (const file of [...files, ...later])
  hash
    .update(file)
    .update('\0')
    .update(readFileSync(join(dist, file)));
const version = hash.digest('hex').slice(0, 16);
// flavour → its files under src/wasm/ (every part's script and binary).
// Only the flavours this build made (GRAMLAB_WASM_FLAVOURS, a local opt-in; CI and npm test make all three).
const flavours = Object.fromEntries(
  Object.entries(MODULES)
    .filter(([flavour]) => builtFlavours().includes(flavour))
    .map(([flavour, parts]) => [
      flavour,
      Object.values(parts).flatMap(({ script, binary }) => [`src/wasm/${script}`, `src/wasm/${binary}`]),
    ]),
);
const ofAFlavour = new Set(
  Object.values(MODULES).flatMap((parts) =>
    Object.values(parts).flatMap(({ script, binary }) => [`src/wasm/${script}`, `src/wasm/${binary}`]),
  ),
);
const missing = Object.values(flavours)
  .flat()
  .filter((file) => !files.includes(file));
if (missing.length) throw new Error(`offline-assets: the build has no ${missing.join(', ')}`);
const assets = { version, files: files.filter((file) => !ofAFlavour.has(file)), flavours, later, isolation: ISOLATION_HEADERS };
writeFileSync(join(dist, OUTPUT), `self.GRAM_LAB_ASSETS = ${JSON.stringify(assets, null, 1)};\n`);
console.log(`${OUTPUT}: ${assets.files.length} files and ${Object.values(flavours)[0].length} per WASM flavour, version ${version}`);
