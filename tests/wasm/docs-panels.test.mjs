// docs/embedding.md's table of panels names every panel of web/src/panels/index.js (as built), in page order,
// and nothing else.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PANELS } from '../../dist/src/panels/index.js';

test('embedding.md lists every panel, in page order', () => {
  const text = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const listed = [...text.matchAll(/^\| `([a-z-]+)` \| /gm)]
    .map((m) => m[1])
    .filter((id) => !['panel', 'lang', 'params', 'embed'].includes(id));
  assert.deepEqual(
    listed,
    PANELS.map(({ id }) => id),
  );
});
