// A plot keeps its room before uPlot draws it (widgets/plot.js: its height and its legend's rows, estimated from the
// labels at the element's width), so the text below does not move when it draws: for every plot of the page, in
// Korean at 320 px and in English at 1280 px (each language's labels at each width: four minutes, for a wrap that
// the estimate gets right in all four), the box before it was drawn is the box after, to a pixel.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { drawPlots, panelIds, settlePanel } from '../../scripts/page-walk.mjs';
import { openPage, useBrowser } from './harness.mjs';

const context = useBrowser();

// Per plot, the min-height it kept just before its first draw: the old value of the first change to its style
// once uPlot's root is in it (the height kept at build, widgets/plot.js keepHeight).
const recordRoom = {
  script: () => {
    window.__roomBefore = new Map();
    new MutationObserver((mutations) => {
      for (const { target, oldValue } of mutations)
        if (target.classList?.contains('plot') && target.querySelector('.uplot') && !window.__roomBefore.has(target))
          window.__roomBefore.set(target, Number.parseFloat(/min-height: ([\d.]+)px/.exec(oldValue ?? '')?.[1]));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'], attributeOldValue: true });
  },
};

for (const [lang, width] of [
  ['ko', 320],
  ['en', 1280],
])
  test(`${lang}, ${width} px: every plot's room before it draws is its height after`, { timeout: 300000 }, async () => {
    const page = await openPage(context, `?lang=${lang}`, { viewport: { width, height: 900 }, init: recordRoom });
    await page.locator('section.panel').first().waitFor();
    for (const id of await panelIds(page)) {
      await settlePanel(page, id);
      await drawPlots(page, id);
    }
    const rooms = await page.evaluate(() =>
      [...document.querySelectorAll('.plot')]
        .filter((plot) => plot.uplot)
        .map((plot) => ({
          plot: `${plot.closest('section.panel').id} ${plot.closest('figure')?.querySelector('figcaption')?.textContent.slice(0, 50)}`,
          before: window.__roomBefore.get(plot),
          after: plot.uplot.root.getBoundingClientRect().height,
        })),
    );
    assert.ok(rooms.length >= 10, `${rooms.length} plots drawn`);
    const moved = rooms.filter(({ before, after }) => !(Math.abs(before - after) <= 1.5));
    assert.deepEqual(moved, []);
    await page.close();
  });
