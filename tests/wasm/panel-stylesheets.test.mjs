// Each stylesheet has one place that loads it: styles.css @imports the first panel's rules and those shared by
// several panels (the first visit), and every other sheet is named by the panels that need it (panels/index.js's
// stylesheets, linked when they mount) or by the exercise page; the built site holds exactly those beside styles.css.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { PANELS } from '../../dist/src/panels/index.js';

const web = new URL('../../web/', import.meta.url);
const imported = [...readFileSync(new URL('styles.css', web), 'utf8').matchAll(/@import url\("styles\/([^"]+)"\)/g)].map((m) => m[1]);
const sheets = readdirSync(new URL('styles/', web)).filter((name) => name.endsWith('.css'));
const named = new Set(PANELS.flatMap((panel) => panel.stylesheets ?? []));
const exercisePage = readFileSync(new URL('src/exercise-page.js', web), 'utf8');

test('every sheet is either in styles.css or linked by what it styles, never both, never neither', () => {
  for (const name of sheets) {
    const linked = named.has(name) || exercisePage.includes(`'${name}'`);
    assert.ok(imported.includes(name) !== linked, `${name}: imported ${imported.includes(name)}, linked ${linked}`);
  }
  for (const name of named) assert.ok(sheets.includes(name), `${name} is named by a panel but is not in web/styles/`);
});

test('the first panel needs no sheet of its own: its rules are part of the first visit', () => {
  assert.deepEqual(PANELS[0].stylesheets ?? [], []);
  assert.ok(imported.includes(`${PANELS[0].id}.css`));
});

test('the built site holds the linked sheets and not the inlined ones', () => {
  const built = readdirSync(new URL('../../dist/styles/', import.meta.url)).sort();
  assert.deepEqual(built, sheets.filter((name) => !imported.includes(name)).sort());
});
