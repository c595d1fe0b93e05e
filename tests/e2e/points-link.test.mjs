// Pasted points are kept in the link (within POINTS_LINK_MAX_CHARS, said when past it); while they are in use
// seed, n and d say they are not; an old paste error goes once the table changed by other means.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { POINTS_LINK_MAX_CHARS } from '../../dist/src/widgets/points-input.js';
import { expectClean, openPage, params, showPanel, useBrowser } from './harness.mjs';

const context = useBrowser();

async function open(path) {
  const page = await openPage(context, path);
  await showPanel(page, 'gamma-sweep');
  const panel = page.locator('#panel-gamma-sweep');
  await panel.locator('.gamma-table:not([aria-busy]) tbody tr').first().waitFor({ timeout: 30000 });
  return { page, panel };
}

const paste = async (panel, text) => {
  if (!(await panel.locator('.points-input').getAttribute('open'))) await panel.locator('.points-input summary').click();
  await panel.locator('.points-input textarea').fill(text);
  await panel.locator('.points-input .buttons button').first().click();
};

test('γ sweep: pasted points go into the link, and the link opens them; seed, n and d are marked not in use', async () => {
  const { page, panel } = await open('?lang=en&panel=gamma-sweep&gamma-sweep.n=20');
  await paste(panel, '0, 0\n1, 0\n0, 1');
  await panel.locator('.source-line', { hasText: 'the 3 you pasted' }).waitFor();
  await panel.locator('.gamma-table:not([aria-busy])').waitFor();
  assert.equal(params(page).get('gamma-sweep.points'), '0,0;1,0;0,1');
  assert.equal(await panel.locator('.seeded-unused').isVisible(), true);
  assert.equal(await panel.locator('.gamma-inputs .not-in-use').count(), 3);

  const other = await open(page.url());
  await other.panel.locator('.source-line', { hasText: 'the 3 you pasted' }).waitFor();
  assert.equal(await other.panel.locator('.points-input textarea').inputValue(), '0, 0\n1, 0\n0, 1');
  assert.equal(await other.panel.locator('.gamma-inputs .not-in-use').count(), 3);
  // Back to the seeded points: the link drops them, the fields are in use again.
  await other.panel.locator('.points-input summary').click();
  await other.panel.getByRole('button', { name: 'Back to the seeded points' }).click();
  await other.panel.locator('.source-line', { hasText: 'default_rng(4)' }).waitFor();
  assert.equal(params(other.page).get('gamma-sweep.points'), null);
  assert.equal(await other.panel.locator('.seeded-unused').isHidden(), true);
  assert.equal(await other.panel.locator('.gamma-inputs .not-in-use').count(), 0);
  await expectClean(page);
  await expectClean(other.page);
  await page.close();
  await other.page.close();
});

test(`γ sweep: points whose text passes ${POINTS_LINK_MAX_CHARS} characters are used, not linked, and the panel says so`, async () => {
  const { page, panel } = await open('?lang=ko&panel=gamma-sweep&gamma-sweep.n=20');
  const many = Array.from({ length: 300 }, (_, i) => `${i / 100}, ${(i % 7) / 10}`).join('\n');
  assert.ok(many.length > POINTS_LINK_MAX_CHARS);
  await paste(panel, many);
  await panel.locator('.source-line', { hasText: '붙여 넣은 300개' }).waitFor();
  assert.equal(params(page).get('gamma-sweep.points'), null);
  assert.match(await panel.locator('.points-link').textContent(), new RegExp(`${POINTS_LINK_MAX_CHARS}자를 넘어 링크에 담을 수 없습니다`));
  await expectClean(page);
  await page.close();
});

test('γ sweep: a paste error goes once n changes the table; a too-long link value is reported', async () => {
  const { page, panel } = await open('?lang=en&panel=gamma-sweep&gamma-sweep.n=20');
  await paste(panel, '1, 2\n3');
  const message = panel.locator('.points-input .field-message');
  assert.equal(await message.isVisible(), true);
  const n = panel.locator('.gamma-inputs input').nth(1);
  await n.fill('12');
  await n.press('Enter');
  await panel.locator('.source-line', { hasText: 'size=(12, 5)' }).waitFor();
  assert.equal(await message.isHidden(), true);
  await page.close();

  const long = `${'1,'.repeat(POINTS_LINK_MAX_CHARS)}1`;
  const hostile = await open(`?lang=en&panel=gamma-sweep&gamma-sweep.n=20&gamma-sweep.points=${long}`);
  assert.match(await hostile.panel.locator('.url-problem').textContent(), /gamma-sweep\.points.*longer than 2000 characters/);
  await hostile.panel.locator('.source-line', { hasText: 'default_rng(4)' }).waitFor();
  await expectClean(hostile.page);
  await hostile.page.close();
});

// Points away from the origin: the default kernel normalises by ‖x‖.
test('kernel checker: pasted points go into the link and come back from it', async () => {
  const page = await openPage(context, '?lang=en&panel=kernel-check&kernel-check.n=20');
  const panel = page.locator('#panel-kernel-check');
  await panel.locator('.kernel-result:not([aria-busy])').waitFor({ timeout: 30000 });
  await paste(panel, '1, 2\n3, 1\n2, 2');
  await panel.locator('.kernel-result:not([aria-busy])').waitFor();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('kernel-check.points') === '1,2;3,1;2,2');
  assert.equal(await panel.locator('.seeded-unused').isVisible(), true);
  const other = await openPage(context, page.url());
  const otherPanel = other.locator('#panel-kernel-check');
  await otherPanel.locator('.kernel-result:not([aria-busy])').waitFor({ timeout: 30000 });
  assert.equal(await otherPanel.locator('.points-input textarea').inputValue(), '1, 2\n3, 1\n2, 2');
  assert.equal(await otherPanel.locator('.kernel-sample-fields .not-in-use').count(), 3);
  await expectClean(page);
  await expectClean(other);
  await page.close();
  await other.close();
});

// The source line once said "(not kept in the link)" beside any paste, 20 points the link does keep included.
for (const [count, linked] of [
  [20, true],
  [300, false],
])
  test(`kernel checker: ${count} pasted points — the source line, the link and Share agree on whether the link keeps them`, async () => {
    const page = await openPage(context, '?lang=en&panel=kernel-check&kernel-check.n=20');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: context.url });
    const panel = page.locator('#panel-kernel-check');
    await panel.locator('.kernel-result:not([aria-busy])').waitFor({ timeout: 30000 });
    const points = Array.from({ length: count }, (_, i) => `${1 + i / 10}, ${2 + (i % 7) / 10}`).join('\n');
    assert.equal(points.replace(/\n/g, ';').replace(/ /g, '').length <= POINTS_LINK_MAX_CHARS, linked);
    await paste(panel, points);
    const source = panel.locator('.source-line', { hasText: `the ${count} pasted points` });
    await source.waitFor({ timeout: 30000 });
    const words = await source.textContent();
    if (linked) {
      assert.equal(words, `Points: the ${count} pasted points in 2 dimensions`);
      await page.waitForFunction(() => new URL(location.href).searchParams.has('kernel-check.points'));
    } else {
      assert.match(words, /too long for a link: not kept in it/);
      assert.equal(params(page).get('kernel-check.points'), null);
    }
    await page.locator('.share-link').click();
    await page.locator('.share .share-status', { hasText: 'Copied.' }).waitFor();
    const note = await page.locator('.share .share-note').textContent();
    if (linked) assert.equal(note, '');
    else
      assert.match(note, /leaves out the points pasted in “Can I plug in my own similarity\? A kernel checker” \(kernel-check\.points\)/);
    await expectClean(page);
    await page.close();
  });
