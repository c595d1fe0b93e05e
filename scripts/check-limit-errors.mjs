// Every TOO_LARGE of the core names what went over: it is thrown as LimitError (core/include/gramlab/base/error.hpp),
// whose quantity, value and limit a page in any language can print (docs/api.md, "Errors"). A plain
// Error(ErrorCode::TooLarge, …) would reach a Korean reader as "past the size limit" and nothing more. The one
// exception is the binding's count far past every limit (core/wasm/convert.hpp), which no single limit names.
// Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAMES_NO_LIMIT = new Set(['core/include/gramlab/base/error.hpp', 'core/wasm/convert.hpp']);
// Error( and its code may stand on two lines.
const PLAIN_TOO_LARGE = /\bError\s*\(\s*ErrorCode::TooLarge\b/g;

/** Every file under `root`'s core/ that throws TOO_LARGE without naming the limit, as "path:line: text". */
export function plainTooLarge(root) {
  const problems = [];
  for (const file of readdirSync(join(root, 'core'), { recursive: true }).map(String)) {
    const path = `core/${file}`;
    if (!/\.(c|h)pp$/.test(file) || NAMES_NO_LIMIT.has(path)) continue;
    const text = readFileSync(join(root, path), 'utf8');
    for (const { index } of text.matchAll(PLAIN_TOO_LARGE)) {
      const line = text.slice(0, index).split('\n').length;
      problems.push(`${path}:${line}: TOO_LARGE without its limit; throw LimitError`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = plainTooLarge(join(fileURLToPath(import.meta.url), '../..'));
  for (const line of problems) console.error(line);
  if (problems.length) process.exit(1);
}
