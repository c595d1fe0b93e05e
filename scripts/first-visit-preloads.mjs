// Writes into the built index.html, and every published page made from it (scripts/published.mjs), what the first
// working panel needs (a panel's page: that panel), so the browser asks for all of it in the round trip after the
// page instead of one round trip after another (docs/performance.md, "The first visit"):
// - a modulepreload for the page's entry (a module script is found only once the parser gets past the blocking
//   scripts before it) and every module it and the first panel's module import statically, read
//   from the bundle's import graph (the chunks' names change with every build, so only the build can name them);
// - a small inline script that preloads the core part's loader and .wasm of the flavour this engine runs (the
//   same probes and order as api/wasm-flavour.js's flavourFor, over the flavours this build made), and the table of the language the page will show (?lang= or <html lang>, as
//   runtime/i18n.js picks it): otherwise the table is asked for only once kit.js has run, and with part "core"
//   as small as it is that request was the last to end (docs/performance.md, "The first visit"). The facade's
//   fetch of that .wasm (same URL, mode cors, credentials same-origin) takes the preloaded response; the
//   loader's and the table's import() take the modules.
// It comes first in <head>: a script after a stylesheet waits for it. boot.js is written in too. The page's
// Content-Security-Policy allows these two scripts by their SHA-256, and nothing else inline.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FLAVOURS, MODULES, PROBES } from '../web/src/api/wasm-flavour.js';
import { builtFlavours } from './module-lists.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../web/src/runtime/i18n.js';
import { publishedPages } from './published.mjs';

const MARKER = '<!-- first-visit preloads -->';
const ENTRY = 'main.js';
// index.html's classic script (it must run where modules cannot), written into the page.
export const CLASSIC = 'boot.js';

/**
 * @param {string} site the staging folder (dist.new), bundled
 * @param {Map<string, string[]>} imports each output of the bundle (relative to src/) → the outputs it imports statically
 * @param {Map<string, string>} chunks each dynamically imported module (relative to src/) → its output
 */
export async function writeFirstVisitPreloads(site, imports, chunks) {
  const html = readFileSync(join(site, 'index.html'), 'utf8');
  if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER}`);
  const { PANELS } = await import(pathToFileURL(join(site, 'src/panels/index.js')).href);
  const script = preloadScript(languageTables(chunks));
  // boot.js, a classic script that blocks the parser, is written in: no request, no round trip before the rest.
  const classic = join(site, 'src', CLASSIC);
  const boot = readFileSync(classic, 'utf8');
  if (!html.includes(`<script src="src/${CLASSIC}"></script>`)) throw new Error(`index.html loads no src/${CLASSIC}`);
  const hashes = [script, boot].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  // Every published page is index.html with the modules of the panel it opens on: its own, or the first.
  for (const page of publishedPages(PANELS)) {
    const firstPanel = `${page.panel ?? PANELS[0].id}.js`; // bundle.mjs names a panel's output after its id
    if (!imports.has(firstPanel)) throw new Error(`first-visit preloads: no output ${firstPanel}`);
    const modules = [...new Set([...closure(ENTRY, imports), ...closure(firstPanel, imports)])];
    const links = modules.map((file) => `<link rel="modulepreload" href="src/${file}">`);
    const written = html
      .replace(MARKER, [`<script>${script}</script>`, ...links].join('\n  '))
      .replace(`<script src="src/${CLASSIC}"></script>`, () => `<script>${boot}</script>`)
      .replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
    if (!written.includes(hashes[0])) throw new Error('index.html has no script-src to add the inline scripts to');
    writeFileSync(join(site, page.file), written);
  }
  rmSync(classic); // no page loads it any more
}

// The files reached from `root` by static imports, the root first.
function closure(root, imports) {
  const reached = [root];
  for (let i = 0; i < reached.length; i++)
    for (const next of imports.get(reached[i]) ?? []) if (!reached.includes(next)) reached.push(next);
  return reached;
}

// Each language's table (runtime/i18n.js, LANGUAGES: i18n/<lang>/index.js) → its output file.
function languageTables(chunks) {
  const tables = {};
  for (const lang of Object.keys(LANGUAGES)) {
    const output = chunks.get(`i18n/${lang}/index.js`);
    if (!output) throw new Error(`first-visit preloads: no output for i18n/${lang}/index.js`);
    tables[lang] = `src/${output}`;
  }
  return tables;
}

// The inline script's source (minified by hand: it is part of every first visit). The flavours built, fastest
// first, each with its probe (none: the scalar one): the first this engine validates is preloaded, the last when
// it validates none (without WebAssembly, or where validate throws), as the facade then loads it. The language:
// ?lang= when it names one of `tables` (own keys only, as pickLanguage reads it), else the page's <html lang> when
// it names one (a published page of one language, scripts/link-pages.mjs), else DEFAULT_LANGUAGE.
function preloadScript(tables) {
  const flavours = FLAVOURS.filter((flavour) => builtFlavours().includes(flavour)).map((flavour) => ({
    s: `src/wasm/${MODULES[flavour].core.script}`,
    b: `src/wasm/${MODULES[flavour].core.binary}`,
    p: PROBES[flavour] ? [...PROBES[flavour]] : 0,
  }));
  const data = JSON.stringify({ f: flavours, tables, lang: DEFAULT_LANGUAGE });
  return `(()=>{const d=${data},a=(rel,href,as)=>{const e=document.createElement('link');e.rel=rel;e.href=href;if(as){e.as=as;e.crossOrigin='anonymous'}document.head.append(e)};const c=d.f.find(x=>{try{return!x.p||WebAssembly.validate(new Uint8Array(x.p))}catch{return false}})??d.f[d.f.length-1];a('preload',c.b,'fetch');a('modulepreload',c.s);let l=d.lang;try{for(const q of[document.documentElement.lang,new URLSearchParams(location.search).get('lang')])if(Object.hasOwn(d.tables,q))l=q}catch{}a('modulepreload',d.tables[l])})();`;
}
