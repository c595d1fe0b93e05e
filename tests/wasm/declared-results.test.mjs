// gramlab.d.ts is written by hand; this checks it against the module. Every facade function's member carries
// at least one `@example` call on a small valid input. Each call runs through the built facade, and TypeScript
// (the project's own tsc) then checks a file that makes the call as written (its arguments against the
// declared parameters) and assigns what it returned, written out as a literal, to the declared result: a
// field the module returns and the d.ts lacks, a declared field the module does not return, or a value of
// another kind (number, boolean, string, Float64Array, Matrix, array, nested object, null, or outside a
// declared literal union such as −1 | 0 | 1) is a compile error, reported here with the example and the
// field's path.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test } from 'node:test';

import { SIGNATURES } from '../../dist/src/api/signatures.js';
import { declaredMembers } from './declared-members.mjs';
import { loadGramLab } from './load.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TYPES = join(root, 'web/src/gramlab.d.ts');
const TSC = join(root, 'node_modules/typescript/bin/tsc');

/** Every `@example` of the d.ts as {name, index, code}. */
const examples = () =>
  declaredMembers(readFileSync(TYPES, 'utf8')).flatMap(({ name, examples }) => examples.map((code, k) => ({ name, index: k + 1, code })));

const label = ({ name, index }) => `${name} example ${index}`;

/** A primitive or a typed array as TypeScript source, or null for an array or object to be written field by field.
 * A typed array's entries are not written: its kind is the fact checked. */
function inline(value) {
  if (value === null || value === undefined) return String(value);
  switch (typeof value) {
    case 'number':
      return Object.is(value, -0) ? '0' : String(value); // NaN, Infinity and -Infinity are expressions of type number
    case 'boolean':
      return String(value);
    case 'string':
      return JSON.stringify(value);
  }
  if (ArrayBuffer.isView(value)) return `new ${value.constructor.name}(0)`;
  if (Array.isArray(value) && value.every((entry) => entry === null || typeof entry !== 'object'))
    return `[${value.map(inline).join(', ')}]`;
  if (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) return null;
  throw new Error(`a ${value.constructor?.name} in a result: no kind the d.ts can declare`);
}

/** `value` as the lines of a TypeScript literal, each with the path of the field it starts (`.minors[0].sign`). */
function literalLines(value, path = '', depth = 0, prefix = '', suffix = '', lines = []) {
  const pad = '  '.repeat(depth);
  const text = inline(value);
  if (text !== null) {
    lines.push({ text: `${pad}${prefix}${text}${suffix}`, path });
    return lines;
  }
  const array = Array.isArray(value);
  lines.push({ text: `${pad}${prefix}${array ? '[' : '{'}`, path });
  if (array) value.forEach((entry, k) => literalLines(entry, `${path}[${k}]`, depth + 1, '', ',', lines));
  else
    for (const [key, entry] of Object.entries(value))
      literalLines(entry, `${path}.${key}`, depth + 1, `${JSON.stringify(key)}: `, ',', lines);
  lines.push({ text: `${pad}${array ? ']' : '}'}${suffix}`, path });
  return lines;
}

/** The file tsc checks, as lines each with what it says about: [{text, about}]. */
function typeCheckFile(runs, from) {
  const facade = relative(from, join(root, 'web/src/gramlab.js'));
  const lines = [
    { text: `import type { GramLab } from '${facade.startsWith('.') ? facade : `./${facade}`}';` },
    { text: 'declare const gramlab: GramLab;' },
  ];
  runs.forEach(({ example, result }, k) => {
    lines.push({ text: `const call${k} = ${example.code.replaceAll('\n', ' ')};`, about: `${label(example)}, the call` });
    for (const { text, path } of literalLines(result, '', 0, `export const result${k}: typeof call${k} = `, ';'))
      lines.push({ text, about: `${label(example)}, the result${path}` });
  });
  return lines;
}

/** tsc's errors on the file of `runs`, each named by what its line is about. */
function typeErrors(runs) {
  const folder = mkdtempSync(join(tmpdir(), 'gramlab-declared-results-'));
  try {
    const lines = typeCheckFile(runs, folder);
    writeFileSync(join(folder, 'check.mts'), lines.map(({ text }) => text).join('\n'));
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'es2022', module: 'nodenext', strict: true, noEmit: true, types: [] },
        files: ['check.mts'],
      }),
    );
    const { stdout, stderr, status } = spawnSync(process.execPath, [TSC, '-p', folder, '--pretty', 'false'], { encoding: 'utf8' });
    if (status !== 0 && !/error TS/.test(stdout)) throw new Error(`tsc failed: ${stderr || stdout}`);
    const errors = [];
    for (const line of stdout.split('\n')) {
      const at = line.match(/check\.mts\((\d+),\d+\): error (TS\d+: .*)/);
      if (at) errors.push(`${lines[Number(at[1]) - 1].about ?? 'the file'}: ${at[2]}`);
      else if (line.startsWith(' ') && errors.length) errors[errors.length - 1] += `\n${line}`;
    }
    return errors;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test("every facade function's member in gramlab.d.ts has an @example, and no example names a gone function", () => {
  const members = declaredMembers(readFileSync(TYPES, 'utf8'));
  const withExamples = members.filter(({ examples }) => examples.length > 0).map(({ name }) => name);
  assert.deepEqual(withExamples.sort(), Object.keys(SIGNATURES).sort());
});

test('every @example runs, and what it returns is what gramlab.d.ts declares, field by field', async () => {
  const gramlab = await loadGramLab();
  const all = examples();
  const folder = mkdtempSync(join(tmpdir(), 'gramlab-examples-'));
  let calls;
  try {
    // The examples as a module of this realm, so their arrays and typed arrays are the facade's own kinds.
    const file = join(folder, 'examples.mjs');
    writeFileSync(file, `export default (gramlab) => [\n${all.map(({ code }) => `  () => ${code},\n`).join('')}];\n`);
    calls = (await import(pathToFileURL(file).href)).default(gramlab);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const runs = [];
  const failures = [];
  all.forEach((example, k) => {
    try {
      runs.push({ example, result: calls[k]() });
    } catch (error) {
      failures.push(`${label(example)} threw ${error.code ?? error.name}: ${error.message}`);
    }
  });
  assert.deepEqual(failures, [], 'an example must be a valid call');
  assert.deepEqual(typeErrors(runs), [], 'gramlab.d.ts differs from what the module returns');
});
