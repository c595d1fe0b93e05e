// Walks the built page as a reader does: every panel, in Korean and English, 320 and 1280 px wide, light and
// dark. One page per language (the width and the colour scheme change in place), each panel scrolled into
// view and left to settle. Used by the layout check (tests/e2e/layout.test.mjs) and `npm run shots`.
export const LANGUAGES = ['ko', 'en'];
export const WIDTHS = [1280, 320];
export const SCHEMES = ['light', 'dark'];

/** The panel ids on the page, top to bottom. */
export const panelIds = (page) =>
  page.locator('section.panel').evaluateAll((sections) => sections.map((section) => section.id.replace(/^panel-/, '')));

/** What is busy in a panel while it is shown: a region marked busy, a computing result, a progress bar. A progress row
 * that keeps its room while idle hides by visibility, so "shown" means laid out and not `visibility: hidden`. */
export const BUSY = '[aria-busy="true"], [data-state="computing"], progress';

/**
 * Brings panel `id` into view, waits for its code and its results (nothing in it busy or computing), then
 * one more frame. A panel still computing after `timeout` ms is taken as it is.
 */
export async function settlePanel(page, id, timeout = 30000) {
  const section = page.locator(`#panel-${id}`);
  await section.scrollIntoViewIfNeeded();
  await page.locator(`#panel-${id} > .panel-content:not([aria-busy])`).waitFor({ timeout });
  await page
    .waitForFunction(
      ([selector, busySelector]) => {
        const root = document.querySelector(selector);
        const busy = root?.querySelectorAll(busySelector) ?? [];
        return root && ![...busy].some((element) => element.checkVisibility({ visibilityProperty: true }));
      },
      [`#panel-${id}`, BUSY],
      { timeout, polling: 200 },
    )
    .catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return section;
}

/**
 * Scrolls each visible plot of panel `id` into view (plots draw lazily, when near the screen: widgets/plot.js)
 * and waits until uPlot has drawn it, then settles the panel again for the jobs that scrolling started. A plot
 * that has no data yet is taken as it is after `timeout` ms.
 */
export async function drawPlots(page, id, timeout = 10000) {
  const plots = page.locator(`#panel-${id} .plot`);
  for (let k = 0; k < (await plots.count()); k++) {
    const plot = plots.nth(k);
    if (!(await plot.isVisible())) continue;
    await plot.scrollIntoViewIfNeeded();
    await plot
      .evaluate(
        (element, wait) =>
          new Promise((resolve, reject) => {
            const drawn = () => element.querySelector('.uplot') || element.classList.contains('plot-failed');
            const started = performance.now();
            const poll = () => (drawn() ? resolve() : performance.now() - started > wait ? reject() : setTimeout(poll, 50));
            poll();
          }),
        timeout,
      )
      .catch(() => {});
  }
  return settlePanel(page, id);
}

/**
 * Calls `visit({page, lang, width, scheme, ids})` for every language × width × scheme, on one page per language.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url the site's root
 * @param {{init?: Function}} options init: a script run in each page before its own (page.addInitScript)
 */
export async function walk(browser, url, visit, { languages = LANGUAGES, widths = WIDTHS, schemes = SCHEMES, init = null } = {}) {
  for (const lang of languages) {
    const page = await browser.newPage({ viewport: { width: widths[0], height: 900 }, colorScheme: schemes[0] });
    page.setDefaultTimeout(60000);
    // The reader's "don't ask me" (reader/predict.js): every panel's results out, to check and to look at.
    await page.addInitScript(() => {
      try {
        localStorage.setItem('gram-lab.questions', 'off');
      } catch {
        // a frame whose storage is refused: nothing to set
      }
    });
    if (init) await page.addInitScript(init);
    await page.goto(`${url}?lang=${lang}`);
    await page.locator('section.panel').first().waitFor();
    const ids = await panelIds(page);
    for (const id of ids) await settlePanel(page, id); // every panel mounted and computed once
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const scheme of schemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await visit({ page, lang, width, scheme, ids });
      }
    }
    await page.close();
  }
}
