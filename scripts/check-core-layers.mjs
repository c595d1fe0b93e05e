// The core's domains, lowest first: a file in core/include/gramlab/<domain>/ or core/src/<domain>/ may include
// headers of its own domain and of the domains before it, never of one after it. Run by `npm run lint`;
// docs/architecture.md ("The core's domains") says what each holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOMAINS = [
  'base', // errors, limits, input checks, SIMD lanes, tiles
  'linear_algebra', // the symmetric eigensolver and what stands on it: spectra, PSD verdicts, repairs, Gram
  'exact', // big integers, exact decimals, Sylvester's exact minors
  'random', // numpy's default_rng bit for bit, and point sets named by a seed
  'kernels', // kernel matrices and the article's γ and sigmoid experiments
  'feature_maps', // the polynomial φ, its dimension, the kernel trick, the RBF series, the 1-D lift
  'attention', // scores XMXᵀ/√d_k, the row softmax
  'expression', // the kernel-expression language and the kernel checker
  'learn', // kernel ridge, the SVM, their kernels and data sets
];

const INCLUDE = /^#include "gramlab\/([a-z_0-9]+)\/[a-z_0-9]+\.hpp"/gm;

/** Every violation under `root`, as text lines. */
export function layerViolations(root) {
  const problems = [];
  for (const top of ['core/include/gramlab', 'core/src']) {
    for (const domain of readdirSync(join(root, top))) {
      const rank = DOMAINS.indexOf(domain);
      const folder = join(root, top, domain);
      if (rank < 0) {
        problems.push(`${relative(root, folder)}: not a domain of scripts/check-core-layers.mjs`);
        continue;
      }
      for (const file of readdirSync(folder, { recursive: true })) {
        const path = join(folder, String(file));
        if (!/\.(c|h)pp$/.test(path)) continue;
        for (const [, included] of readFileSync(path, 'utf8').matchAll(INCLUDE)) {
          const other = DOMAINS.indexOf(included);
          if (other < 0) problems.push(`${relative(root, path)}: includes from unknown domain '${included}'`);
          else if (other > rank) problems.push(`${relative(root, path)}: ${domain} includes ${included}, a higher domain`);
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = layerViolations(join(fileURLToPath(import.meta.url), '../..'));
  for (const line of problems) console.error(line);
  if (problems.length) process.exit(1);
}
