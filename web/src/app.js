// Mounts panels into a page or an embed: loads the core once and gives every panel the same context (its
// store, mirrored in the URL; its jobs, run in its own worker; the translator, the facade, the error display).
// On Back and Forward the stores re-read the address and the panels follow.
import { h } from './dom.js';
import { loadGramLab } from './gramlab.js';
import { LANGUAGES, pickLanguage, translator } from './i18n.js';
import { PANELS } from './panels/index.js';
import { createJobs } from './job.js';
import { createAddress, createStore } from './store.js';
import { createWorkerClient } from './worker-client.js';
import { errorText, linkProblemText } from './widgets/error-text.js';
import { panelTools } from './reader/panel-tools.js';
import { openInLink, shareButton, stateLink } from './reader/share.js';
import { whenVisible } from './widgets/visible.js';

/**
 * @param {HTMLElement} root where to mount
 * @param {{params?: URLSearchParams, panels?: string[]|null, syncUrl?: boolean, chrome?: boolean}} options
 *   panels: ids to show (all when null); syncUrl: mirror state into location (the page, not an embed);
 *   chrome: show the header with the language switch; home: the hosted page, for Share and "Open in Gram Lab".
 * @returns {Promise<{stop(): void}>} stop: cancels every panel's work (a <gram-lab> mounting again)
 */
let mounts = 0; // ids stay unique when a page mounts a panel twice (two <gram-lab> elements)

export async function mountApp(
  root,
  { params = new URLSearchParams(), panels = null, syncUrl = true, chrome = true, home = globalThis.location?.href } = {},
) {
  const lang = pickLanguage(params.get('lang'));
  const t = translator(lang);
  const chosen = PANELS.filter((panel) => !panels || panels.includes(panel.id));
  if (chrome) root.append(header(t, lang, params, chosen));
  for (const node of root.querySelectorAll('[data-boot]')) node.remove(); // index.html's static state: the script runs
  const status = h('p', { class: 'status', role: 'status' });
  root.append(status);
  // A panel id that names no panel (a mistyped link or attribute) is said so, not left a blank page.
  const unknown = (panels ?? []).filter((id) => !PANELS.some((panel) => panel.id === id)).map((id) => String(id).slice(0, 40));
  if (unknown.length) {
    const known = PANELS.map((panel) => panel.id).join(', ');
    root.append(
      h('p', { class: 'notice unknown-panel', role: 'alert' }, t('app.unknownPanel', { ids: unknown.slice(0, 5).join(', '), known })),
    );
  }

  const gramlab = await loadWithRetry(status, t);

  const mounted = new Map(); // id → {section, receive?}
  // Hands a value (a matrix) to another panel on this page, e.g. "send this table to Sylvester".
  const send = (id, value) => {
    const target = mounted.get(id);
    if (!target?.receive) return false;
    target.receive(value);
    target.section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return true;
  };
  const canSend = (id) => Boolean(mounted.get(id)?.receive);
  const address = syncUrl ? createAddress({ params }) : null;
  const stores = [];
  const allJobs = []; // every panel's jobs: stop() ends their workers when an embed mounts again
  // watch(id, listener): a panel follows another panel's state (the attention panel's closing table reads the
  // similarity table and the γ panel's K). listener(state) once every panel is mounted and after each change;
  // listener(null) once when that panel is not on this page (an embed of one panel), so it uses its defaults.
  const storesById = new Map();
  const watchers = [];
  const watch = (id, listener) => watchers.push({ id, listener });

  for (const panel of chosen) {
    const pt = translator(lang, panel.strings);
    const { store, problems } = createStore({ spec: panel.state, prefix: `${panel.id}.`, params, address });
    stores.push(store);
    storesById.set(panel.id, store);
    const notice = h('div', { class: 'notice', role: 'alert', hidden: true });
    const body = h('div', { class: 'panel-content' });
    const urlProblems = problems.map(({ key, message }) => urlProblem(t, `${panel.id}.${key}`, message, params.get(`${panel.id}.${key}`)));
    const section = h(
      'section',
      { class: 'panel', id: `panel-${panel.id}`, 'aria-labelledby': `title-${panel.id}` },
      h('h2', { id: `title-${panel.id}` }, pt(panel.titleKey)),
      panelTools({ t: pt, panel, store, view: () => mounted.get(panel.id) }),
      ...urlProblems,
      notice,
      body,
    );
    root.append(section);
    const showError = (error) => {
      const code = error?.code ?? 'INTERNAL';
      notice.hidden = !error;
      notice.textContent = error ? errorText(pt, error) : '';
      notice.dataset.code = error ? code : '';
    };
    // A worker per panel, so one panel's Cancel never stops another's work; warmed when the panel comes near
    // the screen (or started by its first job), so a page of eight panels does not start eight at once.
    const client = createWorkerClient(undefined, loadGramLab);
    whenVisible(section, client.warm);
    const jobs = createJobs(client);
    allJobs.push(jobs);
    const uid = `${panel.id}-${++mounts}`; // a prefix for the ids of the panel's elements
    const context = { t: pt, lang, uid, gramlab, store, jobs, showError, send, canSend, watch };
    mounted.set(panel.id, { section, ...panel.mount(body, context) });
  }
  // The link to what the reader sees: Share on the hosted page, "Open in Gram Lab" from an embed.
  const shown = chosen.map((panel) => ({ panel, store: storesById.get(panel.id) }));
  if (chrome) root.querySelector('.app-header')?.append(shareButton(t, () => stateLink(home, shown, lang, params.get('panel'))));
  else root.append(openInLink(t, () => stateLink(home, shown, lang)));
  for (const { id, listener } of watchers) {
    const other = storesById.get(id);
    listener(other ? other.get() : null);
    other?.subscribe((state) => listener(state));
  }
  if (address) {
    addEventListener('popstate', () => {
      address.follow();
      for (const store of stores) store.reload(address.params);
    });
    addEventListener('pagehide', () => address.flush()); // a debounced write still waiting is not lost
  }
  return { stop: () => allJobs.forEach((jobs) => jobs.cancel()) };
}

// "Ignored the link's x: <message>", the message (which quotes the link's text) isolated in a <bdi>: whatever
// direction that text has, the sentence around it keeps its own.
function urlProblem(t, param, message, value) {
  const [before, after = ''] = t('app.urlProblem', { param, message: '\u0000' }).split('\u0000');
  return h('p', { class: 'url-problem' }, before, h('bdi', {}, linkProblemText(t, message, value)), after);
}

// Waits for the module. A failure says so with a Retry button that loads again, so the page never stays at
// "Loading…" and never needs a reload.
function loadWithRetry(status, t) {
  return new Promise((resolve) => {
    const attempt = () => {
      status.classList.remove('error');
      status.replaceChildren(t('app.loading'));
      loadGramLab().then(
        (gramlab) => {
          status.remove();
          resolve(gramlab);
        },
        (error) => {
          status.classList.add('error');
          const retry = h('button', { type: 'button', class: 'retry', onclick: attempt }, t('app.retry'));
          status.replaceChildren(t('app.loadFailed', { message: error.message }), ' ', retry);
        },
      );
    };
    attempt();
  });
}

// Links to each panel, for a page that shows more than one.
function contents(t, lang, panels) {
  return h(
    'nav',
    { class: 'contents', 'aria-label': t('app.nav') },
    h(
      'ol',
      {},
      ...panels.map((panel) => h('li', {}, h('a', { href: `#panel-${panel.id}` }, translator(lang, panel.strings)(panel.titleKey)))),
    ),
  );
}

function header(t, lang, params, panels) {
  const switcher = h(
    'nav',
    { class: 'language', 'aria-label': t('app.language') },
    ...Object.keys(LANGUAGES).map((code) => {
      // The state in the URL changes as the reader works: build the link from it when it is followed.
      const href = () => {
        const target = new URLSearchParams(params);
        target.set('lang', code);
        return `?${target}`;
      };
      return h(
        'a',
        {
          href: href(),
          lang: code,
          'aria-current': code === lang ? 'true' : null,
          onclick: (event) => {
            event.currentTarget.href = href();
          },
        },
        code === 'ko' ? '한국어' : 'English',
      );
    }),
  );
  return h(
    'header',
    { class: 'app-header' },
    h('h1', {}, t('app.title')),
    h('p', { class: 'subtitle' }, t('app.subtitle')),
    switcher,
    panels.length > 1 ? contents(t, lang, panels) : null,
  );
}
