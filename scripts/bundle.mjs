// Bundles and minifies the page's code with esbuild, in the staging site that assemble-dist.mjs writes.
// The three entry points keep their names in src/ (main.js, worker.js, gram-lab-element.js: the URLs the
// page, an embed and the worker use), and every shared or lazily imported chunk sits beside them in src/, so a
// `new URL('./wasm/…', import.meta.url)` means the same folder bundled or not. The rest of src/ stays as
// plain modules for Node (the facade, the tests); the page loads only the bundle.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'esbuild';

const ENTRIES = ['main.js', 'worker.js', 'gram-lab-element.js'];
// index.html's classic script (it must run where modules cannot), served as it is.
const CLASSIC = 'boot.js';

/** @param {string} site the staging folder (dist.new) */
export async function bundle(site) {
  const src = join(site, 'src');
  const { metafile } = await build({
    entryPoints: ENTRIES.map((name) => join(src, name)),
    outdir: src,
    allowOverwrite: true, // the entries replace their own unbundled copies
    bundle: true,
    splitting: true, // panels, KaTeX, uPlot and the core's loader become chunks loaded on demand
    format: 'esm',
    minify: true,
    target: 'es2022',
    chunkNames: '[name]-[hash]',
    external: ['node:*'], // the facade's Node-only branch (reading the .wasm from a file)
    metafile: true,
    logLevel: 'warning',
  });
  writeOutputs(site, [...Object.keys(metafile.outputs), join(src, CLASSIC)]);
  // One stylesheet instead of one request per @import.
  await build({
    entryPoints: [join(site, 'styles.css')],
    outfile: join(site, 'styles.css'),
    allowOverwrite: true,
    bundle: true,
    minify: true,
    logLevel: 'warning',
  });
  writeKatexFonts(join(site, 'vendor/katex'));
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
