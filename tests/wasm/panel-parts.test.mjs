// Each panel declares the core's parts its own (main-thread) calls need; the page (web/src/app/) loads them before it mounts the
// panel (parts), or once it has shown its first result (laterParts). Read from the sources: every `gramlab.<function>` a panel's files call must be in one of its parts, or
// the panel would meet NOT_LOADED on a page where no other panel loaded that part first. Its jobParts are the
// parts its jobs call, which its worker warms. The example panel (panels/example/, outside the list) is held to the
// same. A level with the build: the panels are read from dist/, whose state files import the limits the build
// generates.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';

import { PARTS } from '../../dist/src/api/signatures.js';
import { PANELS } from '../../dist/src/panels/index.js';
import { EXAMPLE } from '../../dist/src/panels/example/descriptor.js';

const PANEL_DIR = new URL('../../web/src/panels/', import.meta.url);
const partOf = Object.fromEntries(Object.entries(PARTS).flatMap(([part, functions]) => Object.keys(functions).map((name) => [name, part])));

const ALL = [...PANELS, EXAMPLE];

// The panel's controller (panels/<id>.js; the example's is in its folder) and every file of its folder.
function sources(id) {
  const folder = new URL(`${id}/`, PANEL_DIR);
  const files = readdirSync(folder).filter((name) => name.endsWith('.js'));
  const controller = new URL(`${id}.js`, PANEL_DIR);
  return [...(existsSync(controller) ? [controller] : []), ...files.map((name) => new URL(name, folder))].map((url) =>
    readFileSync(url, 'utf8'),
  );
}

const calls = (id) => new Set(sources(id).flatMap((text) => [...text.matchAll(/\bgramlab\.([A-Za-z]\w*)/g)].map((m) => m[1])));
// What its jobs hand the worker: `call('<function>'` (job.js gives each step a `call`).
const jobCalls = (id) => new Set(sources(id).flatMap((text) => [...text.matchAll(/\bcall\('([A-Za-z]\w*)'/g)].map((m) => m[1])));

for (const panel of ALL) {
  test(`${panel.id}: every core function it calls itself is in its declared parts`, () => {
    const declared = [...panel.parts, ...(panel.laterParts ?? [])];
    for (const part of declared) assert.ok(Object.hasOwn(PARTS, part), `${part} is not a part`);
    for (const name of calls(panel.id)) {
      if (!Object.hasOwn(partOf, name)) continue; // limits, errorCodes: every part has them
      assert.ok(
        declared.includes(partOf[name]),
        `${panel.id} calls ${name} (part "${partOf[name]}") but declares ${JSON.stringify(declared)}`,
      );
    }
  });
}

// The worker warms jobParts when the panel comes near the screen: a missing part would wait for the reader's
// first step, an extra one would be instantiated for nothing.
for (const panel of ALL) {
  test(`${panel.id}: its jobParts are exactly the parts its jobs call`, () => {
    const needed = new Set([...jobCalls(panel.id)].filter((name) => Object.hasOwn(partOf, name)).map((name) => partOf[name]));
    assert.deepEqual(new Set(panel.jobParts), needed, `${panel.id} declares ${JSON.stringify(panel.jobParts)}`);
  });
}

test('the scan sees the calls: the similarity panel calls eigenSymmetric and the Sylvester panel sylvester', () => {
  assert.ok(calls('similarity').has('eigenSymmetric'));
  assert.ok(calls('sylvester').has('sylvester'));
  assert.ok(jobCalls('gamma-sweep').has('gammaSweep'));
});
