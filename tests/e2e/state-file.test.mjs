// A link that cannot carry what the reader pasted says so at Share, and the state travels as a JSON file
// instead: saved from the header, opened again on a fresh page; a file that is not one changes nothing.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { expectClean, openPage, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();
const MANY = Array.from({ length: 300 }, (_, i) => `${i / 100}, ${(i % 7) / 10}`).join('\n'); // > 2000 characters

async function openGamma(path) {
  const page = await openPage(context, path);
  await showPanel(page, 'gamma-sweep');
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.gamma-table:not([aria-busy]) tbody tr').first().waitFor({ timeout: 30000 });
  return { page, panel };
}

test('Share says the link leaves the pasted points out; the state file brings them back on a fresh page', async () => {
  const { page, panel } = await openGamma('?lang=en&panel=gamma-sweep&gamma-sweep.n=20');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: context.url });
  await panel.locator('.points-input summary').click();
  await panel.locator('.points-input textarea').fill(MANY);
  await panel.locator('.points-input .buttons button').first().click();
  await panel.locator('.source-line', { hasText: 'the 300 you pasted' }).waitFor();

  await page.locator('.share-link').click();
  const note = page.locator('.share-note');
  await note.filter({ hasText: /leaves out/ }).waitFor();
  assert.match(await note.textContent(), /the points pasted in “.*” \(gamma-sweep\.points\)/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(new URL(link).searchParams.get('gamma-sweep.points'), null);

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.state-file-save').click()]);
  assert.equal(download.suggestedFilename(), 'gram-lab-state.json');
  const saved = join(tmpdir(), `gram-lab-state-${process.pid}.json`);
  await download.saveAs(saved);
  const file = JSON.parse(readFileSync(saved, 'utf8'));
  assert.equal(file.gramLab, 'state');
  assert.equal(file.panels['gamma-sweep'].points.split(';').length, 300);
  await expectClean(page);
  await page.close();

  const fresh = await openGamma('?lang=en&panel=gamma-sweep');
  await fresh.panel.locator('.source-line', { hasText: 'default_rng(4)' }).waitFor();
  await fresh.page.locator('.state-file-input').setInputFiles(saved);
  await fresh.panel.locator('.source-line', { hasText: 'the 300 you pasted' }).waitFor({ timeout: 30000 });
  assert.equal(await fresh.page.locator('.share-note').textContent(), 'Opened the state in the file.');
  await expectClean(fresh.page);
  await fresh.page.close();
});

test('a file that is not JSON, or not a state file, changes nothing; a bad value falls back and is named', async () => {
  const { page, panel } = await openGamma('?lang=ko&panel=gamma-sweep&gamma-sweep.n=20');
  const dir = tmpdir();
  const write = (name, text) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const note = page.locator('.share-note');
  await page.locator('.state-file-input').setInputFiles(write('not.json', 'hello {'));
  await note.filter({ hasText: 'JSON이 아닙니다' }).waitFor();
  await page.locator('.state-file-input').setInputFiles(write('other.json', '{"a": 1}'));
  await note.filter({ hasText: 'Gram Lab 상태 파일이 아닙니다' }).waitFor();
  await panel.locator('.source-line', { hasText: 'size=(20, 5)' }).waitFor();
  const bad = { gramLab: 'state', version: 1, panels: { 'gamma-sweep': { n: '12', gammas: 'x,y', points: { toString: 1 } }, nowhere: {} } };
  await page.locator('.state-file-input').setInputFiles(write('bad.json', JSON.stringify(bad)));
  await note.filter({ hasText: '기본값으로 두었습니다' }).waitFor();
  assert.match(await note.textContent(), /gamma-sweep\.points.*nowhere.*gamma-sweep\.gammas|gamma-sweep\.gammas/);
  await panel.locator('.source-line', { hasText: 'size=(12, 5)' }).waitFor({ timeout: 30000 });
  await expectClean(page);
  await page.close();
});
