// Every way the module can fail to load ends as one GramLabError LOAD_FAILED with a short message (the raw
// cause kept on error.cause), within the timeout; after a failure the next call loads again.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';

import { LOAD_TIMEOUT_MS, loadGramLab } from '../../dist/src/gramlab.js';

const dir = mkdtempSync(join(tmpdir(), 'gram-lab-load-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function expectLoadFailed(options, reason, { wrapped = true } = {}) {
  const error = await loadGramLab(options).then(
    () => assert.fail('the load succeeded'),
    (e) => e,
  );
  assert.equal(error.name, 'GramLabError', String(error));
  assert.equal(error.code, 'LOAD_FAILED');
  assert.match(error.message, reason);
  // Short, for a reader: no Emscripten build advice, no file-system error codes.
  assert.ok(error.message.length < 80, error.message);
  assert.doesNotMatch(error.message, /ASSERTIONS|Aborted|ENOENT/);
  if (wrapped) assert.ok(error.cause, 'the underlying error is kept');
  return error;
}

test('a missing .wasm file is LOAD_FAILED', async () => {
  const error = await expectLoadFailed({ wasmUrl: pathToFileURL(join(dir, 'absent.wasm')) }, /missing/);
  assert.equal(error.cause.code, 'ENOENT');
});

test('a corrupt .wasm file is LOAD_FAILED, not Emscripten’s abort text', async () => {
  const corrupt = join(dir, 'corrupt.wasm');
  writeFileSync(corrupt, Buffer.from('this is not WebAssembly at all'));
  const error = await expectLoadFailed({ wasmUrl: pathToFileURL(corrupt) }, /not a valid WebAssembly/);
  assert.match(String(error.cause?.message ?? error.cause), /CompileError|magic/);
});

test('a URL that never answers is LOAD_FAILED after the timeout; an HTTP 404 at once', async (t) => {
  const sockets = new Set();
  const server = createServer((request, response) => {
    if (request.url === '/404.wasm') response.writeHead(404).end();
    // Any other request is held open and never answered.
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const started = performance.now();
  // The wait is written as it was asked for: 400 ms and 1 ms, never "0 s".
  await expectLoadFailed({ wasmUrl: `${base}/never.wasm`, timeoutMs: 400 }, /^no answer within 400 ms$/, { wrapped: false });
  const waited = performance.now() - started;
  assert.ok(waited >= 380 && waited < 5000, `waited ${waited} ms`);
  await expectLoadFailed({ wasmUrl: `${base}/404.wasm` }, /HTTP 404/, { wrapped: false });
  await expectLoadFailed({ wasmUrl: `${base}/never.wasm`, timeoutMs: 1 }, /^no answer within 1 ms$/, { wrapped: false });
  assert.ok(LOAD_TIMEOUT_MS >= 10000, 'the default leaves a slow connection time');
});

test('a wasmUrl function that gives no URL is BAD_ARGUMENT naming the part, not a failed load', async () => {
  for (const given of [5, {}, undefined])
    await assert.rejects(
      loadGramLab({ parts: ['core'], wasmUrl: () => given }),
      (error) => error.code === 'BAD_ARGUMENT' && error.message.startsWith('wasmUrl("core") must give a URL'),
    );
});

test('after failures, the next call loads the module', async () => {
  const gramlab = await loadGramLab();
  const { isPSD, eigenvalues } = gramlab.psdCheck([
    [2, 1],
    [1, 2],
  ]); // eigenvalues 2 ∓ 1
  assert.equal(isPSD, true);
  assert.deepEqual(
    Array.from(eigenvalues, (x) => x.toFixed(12)),
    ['1.000000000000', '3.000000000000'],
  );
});
