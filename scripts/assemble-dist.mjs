// Writes the static site: web/ as it is, the WASM build beside the facade (with the limits and error codes
// it declares, as ES modules), the vendored libraries, and the published pages (index.html and one per language
// and panel, scripts/published.mjs); scripts/link-previews.mjs adds their preview cards and oEmbed files.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';
import { writeLinkPages } from './link-pages.mjs';
import { builtFlavours, codesModule, flavoursModule, limitsModule, moduleLists } from './module-lists.mjs';
import { withCustomSection } from './custom-section.mjs';
import { HOT_LOOPS_SECTION, MODULES, THREADS_MODULES } from '../web/src/api/wasm-flavour.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
// Built beside dist/ and swapped in at the end, so a server reading dist/ never sees it half-written.
const staging = join(root, 'dist.new');
const copy = (from, to, filter = () => true) => {
  mkdirSync(dirname(join(staging, to)), { recursive: true });
  cpSync(join(root, from), join(staging, to), { recursive: true, filter });
};

rmSync(staging, { recursive: true, force: true });
copy('web', '.');
// Every part of the module in every flavour built, as web/src/api/wasm-flavour.js names them
// (GRAMLAB_WASM_FLAVOURS=simd: the SIMD flavour alone, scripts/build.sh's quicker local build). A relaxed part
// carries its hot loops' module (build/wasm/<loops>, clang-19's: the loops it calls) as a custom section, which the
// facade instantiates on the part's memory (web/src/api/hot-loops.js): no request of its own.
const embedHotLoops = (binary, loops) =>
  writeFileSync(
    join(staging, 'src/wasm', binary),
    withCustomSection(readFileSync(join(root, 'build/wasm', binary)), HOT_LOOPS_SECTION, readFileSync(join(root, 'build/wasm', loops))),
  );
for (const flavour of builtFlavours()) {
  for (const [name, { script, binary }] of Object.entries(MODULES[flavour])) {
    copy(`build/wasm/${script}`, `src/wasm/${script}`);
    if (flavour === 'relaxed') embedHotLoops(binary, `gramlab-${name}-hot-loops.wasm`);
    else copy(`build/wasm/${binary}`, `src/wasm/${binary}`);
  }
}
// The threads build's parts (docs/architecture.md, "Threads"), where the build made them: the relaxed flavour with a
// shared memory, each carrying its hot loops linked for one (loadGramLab's threads: 2).
if (builtFlavours().includes('relaxed'))
  for (const [name, { script, binary }] of Object.entries(THREADS_MODULES)) {
    if (!existsSync(join(root, 'build/wasm', binary))) continue;
    copy(`build/wasm/${script}`, `src/wasm/${script}`);
    embedHotLoops(binary, `gramlab-${name}-threads-hot-loops.wasm`);
  }
const { limits, codes } = await moduleLists(root, builtFlavours());
writeFileSync(join(staging, 'src/wasm/limits.js'), limitsModule(limits));
writeFileSync(join(staging, 'src/wasm/error-codes.js'), codesModule(codes));
writeFileSync(join(staging, 'src/wasm/flavours.js'), flavoursModule(builtFlavours()));
copy('node_modules/uplot/dist/uPlot.esm.js', 'vendor/uplot/uPlot.esm.js');
copy('node_modules/uplot/dist/uPlot.min.css', 'vendor/uplot/uPlot.min.css');
copy('node_modules/katex/dist/katex.min.js', 'vendor/katex/katex.min.js');
copy('node_modules/katex/dist/katex.min.css', 'vendor/katex/katex.min.css');
// Every browser that runs WASM reads woff2, the first format KaTeX's CSS offers.
copy('node_modules/katex/dist/fonts', 'vendor/katex/fonts', (path) => !/\.(woff|ttf)$/.test(path));
await bundle(staging);
await writeLinkPages(staging); // every published page's title and link-preview tags (GRAMLAB_SITE_URL: the hosted address)
rmSync(dist, { recursive: true, force: true });
renameSync(staging, dist);
console.log(`dist/ written: ${dist}`);
