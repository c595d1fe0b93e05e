// A static server for dist/ on localhost: the right MIME types (application/wasm, text/javascript),
// the page's Content-Security-Policy as a header too, and no caching so a rebuild shows at once. Run as a command
// (npm start) it also sends the isolation headers (scripts/isolation.mjs): the page runs its eigensolver on two lanes.
// Usage: node scripts/serve.mjs [--port N] [--dir DIR]   (port 0 picks a free one)
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ISOLATION_HEADERS } from './isolation.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.csv': 'text/csv; charset=utf-8',
};
// The page's own policy (its <meta> tag) sent as a header too, so workers and modules are held to it.
function pagePolicy(dir) {
  try {
    return readFileSync(join(dir, 'index.html'), 'utf8').match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1];
  } catch {
    return undefined;
  }
}

/** Starts serving `dir`; resolves to {server, url}. `headers`: more on every file (a test's CORS); `isolated`: the
 * isolation headers on every file too (a blog page that embeds us is not isolated: a test's host page is not). */
export function serve({ dir, port = 8080, host = '127.0.0.1', headers = {}, isolated = false }) {
  const base = resolve(dir);
  const policy = pagePolicy(base);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return send(response, 403, 'forbidden');
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      return send(response, 404, 'not found');
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...(policy && { 'Content-Security-Policy': policy }),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(isolated && ISOLATION_HEADERS),
      ...headers,
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise({ server, url: `http://${host}:${server.address().port}/` }));
  });
}

function send(response, status, text) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = arg('--dir', join(root, 'dist'));
  const wanted = Number(arg('--port', process.env.PORT ?? 8080));
  const start = (port) =>
    serve({ dir, port, isolated: true }).catch((error) => {
      if (error.code === 'EADDRINUSE' && port !== 0) return start(0); // 8080 taken: any free port
      throw error;
    });
  const { url } = await start(wanted);
  console.log(`Gram Lab is served at ${url}  (Ctrl+C stops it)`);
}
