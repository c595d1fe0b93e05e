// The core's domains as a tree (a DAG), lowest first: each lists the domains it may include directly, and
// through them it reaches what they may include. A file of a domain (core/include/gramlab/<domain>/,
// core/src/<domain>/, its tests in tests/core/<domain>/) may include headers of its own domain and of the
// domains it reaches, never of another: random and exact, or kernels and attention, do not reach each other,
// so neither includes the other. Each WASM part may include the domains it holds. Run by `npm run lint`;
// docs/architecture.md ("The core's domains") shows the tree and what each domain holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOMAINS = {
  base: [], // errors, limits, input checks, SIMD lanes, tiles
  linear_algebra: ['base'], // the symmetric eigensolver and what stands on it: spectra, PSD verdicts, repairs, Gram
  exact: ['linear_algebra'], // big integers, exact decimals, Sylvester's exact minors (beside the spectrum)
  random: ['base'], // numpy's default_rng bit for bit, and point sets named by a seed
  kernels: ['linear_algebra'], // kernel matrices and the article's γ and sigmoid experiments
  feature_maps: ['exact', 'kernels', 'random'], // φ and its dimension (a big integer), the kernel trick, RBF features
  attention: ['linear_algebra', 'random'], // scores XMXᵀ/√d_k, the row softmax
  expression: ['linear_algebra', 'random'], // the kernel-expression language and the kernel checker
  learn: ['expression', 'kernels'], // kernel ridge, the SVM, their kernels and data sets
};

// Each part of the WASM module (core/wasm/parts/<part>.cpp) with the domains whose functions it exports; it
// holds those and what they reach, base in every part (docs/architecture.md, "The parts").
const PARTS = {
  core: ['linear_algebra', 'random'],
  detail: ['linear_algebra', 'exact'],
  kernels: ['kernels', 'feature_maps', 'attention'],
  learn: ['expression', 'learn'],
};

/** Each domain with the domains it may include: itself and every one it reaches down the tree. */
function reachOf(domains) {
  const reach = {};
  for (const [domain, below] of Object.entries(domains)) {
    reach[domain] = new Set([domain]);
    for (const other of below) {
      // Only a domain declared before it: so the tree has no cycle.
      if (!reach[other]) throw new Error(`scripts/check-core-layers.mjs: ${domain} lists ${other}, not declared before it`);
      for (const reached of reach[other]) reach[domain].add(reached);
    }
  }
  return reach;
}

const union = (sets) => new Set(sets.flatMap((set) => [...set]));
const intersection = (sets) => new Set([...sets[0]].filter((item) => sets.every((set) => set.has(item))));

const REACH = reachOf(DOMAINS);
/** Each part with the domains it holds. */
const HOLDS = Object.fromEntries(Object.entries(PARTS).map(([part, domains]) => [part, union(domains.map((domain) => REACH[domain]))]));
/** What the test helpers shared by every domain's tests may include: what every domain may. */
const SHARED_BY_TESTS = intersection(Object.values(REACH));
/** What the binding layer every part links (core/wasm/*.cpp) may include: what every part holds. */
const SHARED_BY_PARTS = intersection(Object.values(HOLDS));

// Every #include however it is written (`#include`, `#  include`, indented), its bracket and its path.
const INCLUDE = /^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]*)[>"]/gm;
const EMSCRIPTEN = /^emscripten(\/|\.h$)/;
const SOURCE = /\.(c|h)pp$/;

/** Every violation under `root`, as text lines, each naming its file and the rule it breaks. */
export function layerViolations(root) {
  const problems = [];
  const listed = (set) => Object.keys(DOMAINS).filter((domain) => set.has(domain));

  // `rule`: who includes and what it may include (null where no domain rule applies); `testHelpers`: a quoted
  // "<domain>/…" is that domain's test helper (tests/core/<domain>/), held to the same rule.
  const domainOf = (bracket, included, testHelpers) => {
    const core = included.match(/^gramlab\/([^/]+)\//);
    if (core) return core[1];
    const folder = included.split('/')[0];
    return testHelpers && bracket === '"' && Object.hasOwn(DOMAINS, folder) ? folder : undefined;
  };
  const checkFile = (path, rule, { emscripten = false, testHelpers = false } = {}) => {
    for (const [, bracket, included] of readFileSync(join(root, path), 'utf8').matchAll(INCLUDE)) {
      if (EMSCRIPTEN.test(included) && !emscripten)
        problems.push(`${path}: includes <${included}>: only core/wasm/ includes Emscripten headers`);
      if (bracket === '<' && included.startsWith('gramlab/')) {
        problems.push(`${path}: includes <${included}>: the core's headers are included as "${included}"`);
      }
      const domain = domainOf(bracket, included, testHelpers);
      if (!domain) continue;
      if (!Object.hasOwn(DOMAINS, domain))
        problems.push(`${path}: includes from '${domain}', not a domain of scripts/check-core-layers.mjs`);
      else if (rule && !rule.may.has(domain))
        problems.push(`${path}: ${rule.who} may include ${listed(rule.may).join(', ')}, not ${domain}`);
    }
  };
  const sources = (folder) =>
    readdirSync(join(root, folder), { recursive: true })
      .map(String)
      .filter((file) => SOURCE.test(file))
      .map((file) => `${folder}/${file}`);
  const notADomain = (folder) => problems.push(`${folder}: not a domain of scripts/check-core-layers.mjs`);

  for (const top of ['core/include/gramlab', 'core/src']) {
    for (const entry of readdirSync(join(root, top), { withFileTypes: true })) {
      const folder = `${top}/${entry.name}`;
      if (!entry.isDirectory() || !Object.hasOwn(DOMAINS, entry.name)) notADomain(folder);
      else for (const path of sources(folder)) checkFile(path, { who: entry.name, may: REACH[entry.name] });
    }
  }

  const shared = { who: 'a test helper of every domain (tests/core/support/, main.cpp)', may: SHARED_BY_TESTS };
  for (const entry of readdirSync(join(root, 'tests/core'), { withFileTypes: true })) {
    const folder = `tests/core/${entry.name}`;
    if (!entry.isDirectory()) {
      if (SOURCE.test(entry.name)) checkFile(folder, shared);
    } else if (entry.name === 'support') {
      for (const path of sources(folder)) checkFile(path, shared);
    } else if (!Object.hasOwn(DOMAINS, entry.name)) notADomain(folder);
    else
      for (const path of sources(folder))
        checkFile(path, { who: `a test of ${entry.name}`, may: REACH[entry.name] }, { testHelpers: true });
  }

  const binding = { who: 'the binding layer every part links', may: SHARED_BY_PARTS };
  for (const entry of readdirSync(join(root, 'core/wasm'), { withFileTypes: true })) {
    const path = `core/wasm/${entry.name}`;
    // Its headers (converters, field tables) are compiled by every part, which links only what its functions reach.
    if (entry.isFile() && SOURCE.test(entry.name)) checkFile(path, entry.name.endsWith('.cpp') ? binding : null, { emscripten: true });
  }
  const partFiles = sources('core/wasm/parts');
  for (const path of partFiles) {
    const part = path.slice('core/wasm/parts/'.length).replace(SOURCE, '');
    if (!Object.hasOwn(PARTS, part)) problems.push(`${path}: not a part of scripts/check-core-layers.mjs (PARTS: the domains it holds)`);
    else checkFile(path, { who: `part ${part}`, may: HOLDS[part] }, { emscripten: true });
  }
  for (const part of Object.keys(PARTS)) {
    if (!partFiles.includes(`core/wasm/parts/${part}.cpp`))
      problems.push(`scripts/check-core-layers.mjs: part ${part} has no core/wasm/parts/${part}.cpp`);
  }
  return problems.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = layerViolations(join(fileURLToPath(import.meta.url), '../..'));
  for (const line of problems) console.error(line);
  if (problems.length) process.exit(1);
}
