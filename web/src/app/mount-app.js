// Mounts panels into a page or an embed: every panel's section (title, tools, notice) at once, so the page has
// its height, its contents and its Share link; a panel's code is downloaded and mounted when its section comes
// near the screen, or when something needs it first (a value sent to it, its tools). Every mounted panel gets
// the same context (its store, mirrored in the URL; its jobs, run in its own worker; the translator, the
// facade, the error display). On Back and Forward the stores re-read the address and the panels follow.
// The page's assembly: it sits above the runtime (../runtime/, which imports nothing of it) and is handed the
// list of panels by the entry points (main.js, gram-lab-element.js).
import { h } from '../dom.js';
import { HIDE_PARAM, createHiddenControls, parseHidden } from '../reader/hidden-controls.js';
import { openInLink, shareButton, stateLink } from '../reader/share.js';
import { openStateFile, stateFileText, unlinkedState } from '../reader/state-file.js';
import { loadLanguage, translator } from '../runtime/i18n.js';
import { createAddress } from '../runtime/store.js';
import { loadFirstPart, loadWithRetry } from './core-parts.js';
import { header } from './page-header.js';
import { panelLinks } from './panel-links.js';
import { createPanelSection } from './panel-section.js';
import { teacherChooser, tourBar } from './tour.js';

const noop = () => {};

/**
 * @param {HTMLElement} root where to mount
 * @param {object[]} list every panel in page order, as panels/index.js declares them (PanelDescriptor)
 * @param {{params?: URLSearchParams, lang?: string|null, panels?: string[]|null, syncUrl?: boolean, chrome?: boolean,
 *   home?: string, site?: string, tour?: number|null, exercise?: {id: string|null, mount(page: object): Node[]}|null}} options
 *   lang: the language (?lang= by default; a published page of one language names it); panels: ids to show (all
 *   when null); syncUrl: mirror state into location (the page, not an embed);
 *   chrome: show the header with the language switch; home: the hosted page, for Share and "Open in Gram Lab";
 *   site: the hosted site's folder, for each panel's Embed (home's folder by default);
 *   tour: the step of a tour (?tour=k) this page shows; exercise: the exercise (?exercise=id, exercise-page.js)
 *   whose bar goes above the panels (mount gets the page: lang, list, params, reach …), and Share keeps its id
 * @returns {Promise<{stop(): void, firstPanel: Promise<void>}>} stop: cancels every panel's work (a <gram-lab>
 *   mounting again); firstPanel: settles once the first panel has mounted or failed to (the page then works)
 */
export async function mountApp(
  root,
  list,
  {
    params = new URLSearchParams(),
    lang: asked = params.get('lang'),
    panels = null,
    syncUrl = true,
    chrome = true,
    home = globalThis.location?.href,
    site = new URL('./', home).href,
    tour = null,
    exercise = null,
  } = {},
) {
  // The core's first part is fetched while the language's strings load: a round trip fewer before the first
  // figures. Its outcome is the first attempt loadWithRetry shows; only Retry loads again.
  const firstLoad = loadFirstPart();
  firstLoad.catch(noop);
  const lang = await loadLanguage(asked);
  const t = translator(lang);
  const chosen = list.filter((panel) => !panels || panels.includes(panel.id));
  // Controls a teacher's link hides (?hide=…); on a tour the teacher chooses them, and the links carry them on.
  const controls = createHiddenControls(root, list, parseHidden(params.get(HIDE_PARAM), list));
  const address = syncUrl ? createAddress({ params }) : null;
  const links = { lang, hide: () => controls.text(), refresh: [] }; // refresh: each link's, after the list changes
  if (chrome) root.append(header(t, lang, params, chosen));
  if (chrome && tour) root.append(...tourBar(t, list, links, tour, params.get('tour'), teacherChooser(t, controls, address, root, links)));
  for (const node of root.querySelectorAll('[data-boot]')) node.remove(); // index.html's static state: the script runs
  const status = h('p', { class: 'status', role: 'status' });
  root.append(status);
  root.append(...unknownPanels(t, list, panels));

  const core = loadWithRetry(status, t, firstLoad);
  const run = { stopped: false, jobs: [] }; // stop() was called; every mounted panel's jobs, which stop() ends
  const sections = new Map(); // id → {section, store, mount(): Promise<{module, view}>}
  let firstMounted;
  const firstPanel = new Promise((resolve) => {
    firstMounted = resolve;
  });
  if (!chosen.length) firstMounted();
  const page = { t, lang, params, address, chrome, tour, list, chosen, links, core, run, reach: panelLinks(sections), site, firstMounted };
  if (chrome && exercise) root.append(...exercise.mount(page));
  for (const panel of chosen) {
    const entry = createPanelSection(panel, page);
    root.append(entry.section);
    sections.set(panel.id, entry);
    // One panel alone (an embed) has nothing to wait for; on a page of several each comes when it is near.
    entry.start(chosen.length === 1);
  }
  // The link to what the reader sees: Share on the hosted page, "Open in Gram Lab" from an embed.
  const shown = chosen.map((panel) => ({ panel, store: sections.get(panel.id).store }));
  if (chrome)
    root.querySelector('.app-header')?.append(
      shareButton(t, {
        link: () => stateLink(home, shown, lang, params.get('panel'), tour, controls.text(), exercise?.id),
        unlinked: () => unlinkedState(shown, t),
        fileText: () => stateFileText(shown, lang),
        open: (text) => openStateFile(text, shown, address, t),
      }),
    );
  else root.append(openInLink(t, () => stateLink(home, shown, lang, null, null, controls.text())));
  if (address) followHistory(address, sections);
  await core;
  return {
    firstPanel,
    stop: () => {
      run.stopped = true;
      for (const jobs of run.jobs) jobs.cancel();
    },
  };
}

// A panel id that names no panel (a mistyped link or attribute) is said so, not left a blank page.
function unknownPanels(t, list, panels) {
  const unknown = (panels ?? []).filter((id) => !list.some((panel) => panel.id === id)).map((id) => String(id).slice(0, 40));
  if (!unknown.length) return [];
  const known = list.map((panel) => panel.id).join(', ');
  return [h('p', { class: 'notice unknown-panel', role: 'alert' }, t('app.unknownPanel', { ids: unknown.slice(0, 5).join(', '), known }))];
}

// Back and Forward: the address is read again into every store (the panels follow); a debounced write still
// waiting when the page goes is not lost.
function followHistory(address, sections) {
  addEventListener('popstate', () => {
    address.follow();
    for (const { store } of sections.values()) store.reload(address.params);
  });
  addEventListener('pagehide', () => address.flush());
}
