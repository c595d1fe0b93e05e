// Mounts panels into a page or an embed: every panel's section (title, tools, notice) at once, so the page has
// its height, its contents and its Share link; a panel's code is downloaded and mounted when its section comes
// near the screen, or when something needs it first (a value sent to it, its tools). Every mounted panel gets
// the same context (its store, mirrored in the URL; its jobs, run in its own worker; the translator, the
// facade, the error display). On Back and Forward the stores re-read the address and the panels follow.
import { h } from '../dom.js';
import { createPrediction } from '../reader/predict.js';
import { loadGramLab } from '../gramlab.js';
import { LANGUAGES, loadLanguage, loadStrings, translator } from './i18n.js';
import { PANELS } from '../panels/index.js';
import { createJobs } from './job.js';
import { onceUntilFailed } from './once.js';
import { createAddress, createStore } from './store.js';
import { WARM_AFTER_MS, createWorkerClient } from './worker-client.js';
import { createWorkerPool } from './worker-pool.js';
import { errorText, linkProblemText } from '../widgets/error-text.js';
import { HIDE_PARAM, createHiddenControls, hideChooser, parseHidden } from '../reader/hidden-controls.js';
import { panelTools } from '../reader/panel-tools.js';
import { openInLink, shareButton, stateLink } from '../reader/share.js';
import { openStateFile, stateFileText, unlinkedState } from '../reader/state-file.js';
import { whenVisible } from '../widgets/visible.js';

/**
 * @param {HTMLElement} root where to mount
 * @param {{params?: URLSearchParams, lang?: string|null, panels?: string[]|null, syncUrl?: boolean, chrome?: boolean}} options
 *   lang: the language (?lang= by default); panels: ids to show (all when null); syncUrl: mirror state into location (the page, not an embed);
 *   chrome: show the header with the language switch; home: the hosted page, for Share and "Open in Gram Lab".
 * @returns {Promise<{stop(): void, firstPanel: Promise<void>}>} stop: cancels every panel's work (a <gram-lab>
 *   mounting again); firstPanel: settles once the first panel has mounted or failed to (the page then works)
 */
let mounts = 0; // ids stay unique when a page mounts a panel twice (two <gram-lab> elements)

export async function mountApp(
  root,
  {
    params = new URLSearchParams(),
    lang: asked = params.get('lang'),
    panels = null,
    syncUrl = true,
    chrome = true,
    home = globalThis.location?.href,
    tour = null,
  } = {},
) {
  // The core's first part is fetched while the language's strings load: a round trip fewer before the first
  // figures. Its outcome is the first attempt loadWithRetry shows; only Retry loads again.
  const firstLoad = loadFirstPart();
  firstLoad.catch(noop);
  const lang = await loadLanguage(asked);
  const t = translator(lang);
  const chosen = PANELS.filter((panel) => !panels || panels.includes(panel.id));
  // Controls a teacher's link hides (?hide=…); on a tour the teacher chooses them, and the links carry them on.
  const controls = createHiddenControls(root, PANELS, parseHidden(params.get(HIDE_PARAM), PANELS));
  const address = syncUrl ? createAddress({ params }) : null;
  const links = { lang, hide: () => controls.text(), refresh: [] }; // refresh: each link's, after the list changes
  if (chrome) root.append(header(t, lang, params, chosen));
  if (chrome && tour) root.append(...tourBar(t, links, tour, params.get('tour'), teacherChooser(t, controls, address, root, links)));
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

  const core = loadWithRetry(status, t, firstLoad);
  const allJobs = []; // every mounted panel's jobs: stop() ends their workers when an embed mounts again
  let stopped = false; // stop() was called: a panel whose code arrives later is not mounted
  const sections = new Map(); // id → {store, mount(): Promise<{module, view}>}
  let firstMounted;
  const firstPanel = new Promise((resolve) => {
    firstMounted = resolve;
  });
  if (!chosen.length) firstMounted();
  // Hands a value (a matrix) to another panel on this page, e.g. "send this table to Sylvester"; a panel not
  // mounted yet mounts first.
  const send = (id, value) => {
    const target = sections.get(id);
    if (!target) return false;
    target.mount().then(({ view }) => {
      view.receive?.(value);
      target.section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, noop);
    return true;
  };
  const canSend = (id) => sections.has(id);
  // watch(id, listener): a panel follows another panel's state (the attention panel's closing table reads the
  // similarity table and the γ panel's K), mounted or not: listener(state) once the watching panel is mounted
  // and after each change; listener(null) once when that panel is not on this page (an embed of one panel),
  // so it uses its defaults.
  const watch = (id, listener) =>
    queueMicrotask(() => {
      const other = sections.get(id)?.store;
      listener(other ? other.get() : null);
      other?.subscribe((state) => listener(state));
    });

  for (const panel of chosen) {
    const { store, problems } = createStore({ spec: panel.state, prefix: `${panel.id}.`, params, address });
    const notice = h('div', { class: 'notice', role: 'alert', hidden: true });
    const body = h('div', { class: 'panel-content' });
    // Its question before the first result (on a tour, the content stays covered until the reader guesses).
    const prediction =
      panel.question && chrome
        ? createPrediction({
            t,
            uid: `${panel.id}-q${mounts}`,
            id: panel.id,
            question: panel.question,
            state: store.get(),
            cover: tour ? body : null,
          })
        : null;
    const urlProblems = problems.map(({ key, message }) => urlProblem(t, `${panel.id}.${key}`, message, params.get(`${panel.id}.${key}`)));
    let pt = t; // the panel's translator, its own strings added once they are in
    let ready = false; // the panel is mounted: its content is never replaced by "loading" again
    const showError = (error) => {
      const code = error?.code ?? 'INTERNAL';
      notice.hidden = !error;
      notice.textContent = error ? errorText(pt, error) : '';
      notice.dataset.code = error ? code : '';
    };
    const uid = `${panel.id}-${++mounts}`; // a prefix for the ids of the panel's elements
    // The module's mount, once; a chunk that fails to load says so in the panel, with Retry.
    const mount = onceUntilFailed(async () => {
      const [module, strings, gramlab] = await Promise.all([panel.load(), loadStrings(lang, panel.strings), withParts(core, panel.parts)]);
      if (stopped) return { module: module.default, view: {} };
      // A worker per panel, so one panel's Cancel never stops another's work; warmed once the panel is
      // mounted near the screen (or started by its first job), so the first panel's figures wait for no
      // worker and a page of eight panels does not start eight at once. Its further workers start only when
      // a job whose steps split runs (worker-pool.js).
      const client = createWorkerPool({ lane: () => createWorkerClient(undefined, loadFirstPart) });
      const jobs = createJobs(client);
      allJobs.push(jobs);
      body.replaceChildren();
      body.removeAttribute('aria-busy');
      pt = translator(lang, strings);
      const answer = prediction?.answer ?? noop;
      const whenGuessed = prediction?.whenGuessed ?? ((listener) => listener()); // no question: nothing to keep back
      const { loaded: laterParts, start: loadLater } = afterFirstResult(gramlab, panel.laterParts, section);
      const context = { t: pt, lang, uid, gramlab, store, jobs, showError, send, canSend, watch, answer, whenGuessed, laterParts };
      const view = module.default.mount(body, context) ?? {};
      loadLater();
      ready = true;
      whenVisible(section, () => setTimeout(() => client.warm(panel.jobParts), WARM_AFTER_MS));
      return { module: module.default, view };
    });
    const section = h(
      'section',
      { class: 'panel', id: `panel-${panel.id}`, 'aria-labelledby': `title-${panel.id}` },
      h('h2', { id: `title-${panel.id}` }, t(panel.titleKey)),
      h('p', { class: 'panel-claim' }, t(`claim.${panel.id}`)),
      prediction?.element,
      panelTools({ t, store, load: () => ensure() }),
      ...urlProblems,
      notice,
      body,
      nextLink(t, panel, { chosen, chrome, links, tour }),
    );
    root.append(section);
    // Whoever asks first (the section coming near, a send, a tool), a failure shows in the panel.
    const ensure = () => {
      const mounted = mount();
      mounted.catch((error) => failed(body, t, error, retry));
      if (panel === chosen[0]) mounted.then(firstMounted, firstMounted);
      return mounted;
    };
    const retry = () => {
      if (ready) return; // mounted already (a value sent to it, its tools) before it came near
      loading(body, t);
      ensure().catch(noop);
    };
    sections.set(panel.id, { section, store, mount: ensure });
    loading(body, t);
    // One panel alone (an embed) has nothing to wait for; on a page of several each comes when it is near.
    if (chosen.length === 1) retry();
    else whenVisible(section, retry);
  }
  // The link to what the reader sees: Share on the hosted page, "Open in Gram Lab" from an embed.
  const shown = chosen.map((panel) => ({ panel, store: sections.get(panel.id).store }));
  if (chrome)
    root.querySelector('.app-header')?.append(
      shareButton(t, {
        link: () => stateLink(home, shown, lang, params.get('panel'), tour, controls.text()),
        unlinked: () => unlinkedState(shown, t),
        fileText: () => stateFileText(shown, lang),
        open: (text) => openStateFile(text, shown, address, t),
      }),
    );
  else root.append(openInLink(t, () => stateLink(home, shown, lang, null, null, controls.text())));
  if (address) {
    addEventListener('popstate', () => {
      address.follow();
      for (const { store } of sections.values()) store.reload(address.params);
    });
    addEventListener('pagehide', () => address.flush()); // a debounced write still waiting is not lost
  }
  await core;
  return {
    firstPanel,
    stop: () => {
      stopped = true;
      for (const jobs of allJobs) jobs.cancel();
    },
  };
}

const noop = () => {};

// Every page starts with the core's part "core" (the first panel's calls, the limits); each panel's own parts
// load before it mounts, and its worker loads the part of each job itself.
const loadFirstPart = () => loadGramLab({ parts: ['core'] });
async function withParts(core, parts) {
  const gramlab = await core;
  await gramlab.loadParts(parts);
  return gramlab;
}

// The parts a panel's first result does without (panels/index.js, laterParts): loaded once start() is called,
// after the panel has mounted and shown that result; `loaded` settles then. The section's data-later-parts
// says where they are (loading, loaded, failed), for whoever waits for the whole panel (an embedder, a test).
function afterFirstResult(gramlab, parts = [], section) {
  let start = noop;
  const loaded = new Promise((resolve) => (start = resolve)).then(() => gramlab.loadParts(parts));
  if (parts.length) {
    section.dataset.laterParts = 'loading';
    loaded.then(
      () => (section.dataset.laterParts = 'loaded'),
      () => (section.dataset.laterParts = 'failed'),
    );
  } else loaded.catch(noop);
  return { loaded, start };
}

// A panel whose code is on its way: a short line, and aria-busy for assistive technology.
function loading(body, t) {
  body.setAttribute('aria-busy', 'true');
  body.replaceChildren(h('p', { class: 'panel-loading' }, t('panel.loading')));
}

// The panel's chunk did not load (offline, a new deployment): said in the panel, with Retry; others unaffected.
function failed(body, t, error, retry) {
  body.removeAttribute('aria-busy');
  body.replaceChildren(
    h(
      'p',
      { class: 'panel-load-failed', role: 'alert' },
      t('panel.loadFailed', { message: error?.message ?? String(error) }),
      ' ',
      h('button', { type: 'button', class: 'retry', onclick: retry }, t('app.retry')),
    ),
  );
}

// "Ignored the link's x: <message>", the message (which quotes the link's text) isolated in a <bdi>: whatever
// direction that text has, the sentence around it keeps its own.
function urlProblem(t, param, message, value) {
  const [before, after = ''] = t('app.urlProblem', { param, message: '\u0000' }).split('\u0000');
  return h('p', { class: 'url-problem' }, before, h('bdi', {}, linkProblemText(t, message, value)), after);
}

// Waits for the module (`first`: the load already under way). A failure says so with a Retry button that loads
// again, so the page never stays at
// "Loading…" and never needs a reload.
function loadWithRetry(status, t, first) {
  return new Promise((resolve) => {
    const attempt = (load = loadFirstPart()) => {
      status.classList.remove('error');
      status.replaceChildren(t('app.loading'));
      load.then(
        (gramlab) => {
          status.remove();
          resolve(gramlab);
        },
        (error) => {
          status.classList.add('error');
          const retry = h('button', { type: 'button', class: 'retry', onclick: () => attempt() }, t('app.retry'));
          status.replaceChildren(t('app.loadFailed', { message: error.message }), ' ', retry);
        },
      );
    };
    attempt(first);
  });
}

// The article's order goes on: a link to the panel after this one, on this page or opened alone (not from an
// embed, whose host page has its own order).
function nextLink(t, panel, { chosen, chrome, links, tour }) {
  const step = PANELS.indexOf(panel) + 1;
  const next = PANELS[step];
  if (!next) return null;
  const here = chosen.includes(next);
  if (!here && !chrome) return null;
  const label = t('app.nextPanel', { title: t(next.titleKey) });
  if (here) return h('p', { class: 'panel-next' }, h('a', { href: `#panel-${next.id}` }, label));
  return h('p', { class: 'panel-next' }, linkTo(tour ? { tour: step + 1 } : { panel: next.id }, links, label));
}

// A link to another step or panel in the page's language, carrying the hidden controls (a teacher may change them
// on a tour step: the link follows).
function linkTo(target, { lang, hide, refresh }, text) {
  const href = () => {
    const query = new URLSearchParams({ ...target, lang });
    if (hide()) query.set(HIDE_PARAM, hide());
    return `?${query}`;
  };
  const anchor = h('a', { href: href() }, text);
  refresh.push(() => anchor.setAttribute('href', href()));
  return anchor;
}

// A teacher's chooser of hidden controls on a tour step; the address follows, so Share and the links carry it.
function teacherChooser(t, controls, address, root, links) {
  return (panel) =>
    hideChooser({
      t,
      panel,
      section: () => root.querySelector(`#panel-${panel.id}`),
      controls,
      onChange: () => {
        for (const refresh of links.refresh) refresh();
        if (!address) return;
        const text = controls.text();
        if (text) address.params.set(HIDE_PARAM, text);
        else address.params.delete(HIDE_PARAM);
        address.write('replace');
      },
    });
}

// A tour (?tour=k, a teacher's link): the panels one at a time in the article's order, this one's place in it;
// a step the link asked for that is not one (main.js opened the first instead) is said so.
function tourBar(t, links, step, asked, chooser) {
  const link = (k, key) => (PANELS[k - 1] ? linkTo({ tour: k }, links, t(key)) : null);
  const bar = h(
    'nav',
    { class: 'tour-bar', 'aria-label': t('tour.label') },
    h('span', {}, t('tour.step', { step, total: PANELS.length })),
    link(step - 1, 'tour.previous'),
    link(step + 1, 'tour.next'),
    chooser(PANELS[step - 1]),
  );
  if (asked === String(step)) return [bar];
  const notice = t('tour.invalid', { asked: String(asked).slice(0, 40), total: PANELS.length, step });
  return [bar, h('p', { class: 'notice tour-invalid', role: 'alert' }, notice)];
}

// Links to each panel, for a page that shows more than one.
function contents(t, panels) {
  return h(
    'nav',
    { class: 'contents', 'aria-label': t('app.nav') },
    h('ol', {}, ...panels.map((panel) => h('li', {}, h('a', { href: `#panel-${panel.id}` }, t(panel.titleKey))))),
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
    panels.length > 1 ? contents(t, panels) : null,
  );
}
