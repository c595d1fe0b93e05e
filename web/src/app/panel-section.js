// A panel's section, built at once from its descriptor (title, claim, question, tools, what the link got wrong,
// notice, body, the link to the next panel) with its store reading the address, so the page has its height,
// its contents and its Share link; its code is mounted when the section comes near the screen, or sooner when
// something asks (a value sent to it, its tools). A chunk that fails to load says so in the section, with Retry.
import { h } from '../dom.js';
import { createPrediction } from '../reader/predict.js';
import { panelTools } from '../reader/panel-tools.js';
import { onceUntilFailed } from '../runtime/once.js';
import { loadStrings, translator } from '../runtime/i18n.js';
import { createStore } from '../runtime/store.js';
import { linkProblemText } from '../widgets/error-text.js';
import { markBusy } from '../widgets/live.js';
import { whenVisible } from '../widgets/visible.js';
import { mountPanel } from './panel-mount.js';
import { nextLink } from './step-links.js';

const noop = () => {};
// The Embed dialog's strings, in the page's language only.
const EMBED_STRINGS = { ko: () => [import('../i18n/ko/embed.js')], en: () => [import('../i18n/en/embed.js')] };
let mounts = 0; // ids stay unique when a page mounts a panel twice (two <gram-lab> elements)

/**
 * @param {object} panel its descriptor (panels/panel.d.ts, PanelDescriptor)
 * @param {object} page what every section of the page shares: t, lang, params, address, chrome, tour, list,
 *   chosen, links (step-links.js), core, run and reach (panel-mount.js), site (the hosted site's folder, for
 *   Embed), and firstMounted (called once the page's first panel has mounted or failed to)
 * @returns {{section: HTMLElement, store: object, mount: () => Promise<{module: object, view: object}>,
 *   start(now: boolean): void}} start: "loading" in the body, then the code now (one panel alone) or when near
 */
export function createPanelSection(panel, page) {
  const { t, params, address, chrome } = page;
  const { store, problems } = createStore({ spec: panel.state, prefix: `${panel.id}.`, params, address });
  const notice = h('div', { class: 'notice', role: 'alert', hidden: true });
  const body = h('div', { class: 'panel-content' });
  // Its question before its results, on the hosted page (an embed asks nothing): the results fold once mounted.
  const prediction =
    panel.question && chrome ? createPrediction({ t, uid: `${panel.id}-q${mounts}`, id: panel.id, question: panel.question, store }) : null;
  const claim = h('p', { class: 'panel-claim' }, t(`claim.${panel.id}`));
  // A claim that states the answer says the rest of itself until the reader has guessed (or chosen to see).
  if (prediction && panel.question.openClaim) {
    claim.textContent = t(`claim.${panel.id}.open`);
    prediction.whenGuessed(() => (claim.textContent = t(`claim.${panel.id}`)));
  }
  const urlProblems = problems.map(({ key, message }) => urlProblem(t, `${panel.id}.${key}`, message, params.get(`${panel.id}.${key}`)));
  let ready = false; // the panel is mounted: its content is never replaced by "loading" again
  const uid = `${panel.id}-${++mounts}`; // a prefix for the ids of the panel's elements
  // The module's mount, once; a chunk that fails to load says so in the panel, with Retry.
  const mount = onceUntilFailed(() =>
    mountPanel(panel, { ...page, uid, store, prediction, section, notice, body, onMounted: () => afterMount() }),
  );
  const section = h(
    'section',
    { class: 'panel', id: `panel-${panel.id}`, 'aria-labelledby': `title-${panel.id}` },
    h('h2', { id: `title-${panel.id}` }, t(panel.titleKey)),
    claim,
    prediction?.element,
    panelTools({ t, store, load: () => ensure(), embed: (opener) => embed(opener) }),
    ...urlProblems,
    notice,
    body,
    nextLink(t, panel, page),
  );
  // Embed (reader/embed-dialog.js and its strings, loaded when first opened): this panel as it is now.
  const embed = async (opener) => {
    const [{ openEmbedDialog }, strings] = await Promise.all([import('../reader/embed-dialog.js'), loadStrings(page.lang, EMBED_STRINGS)]);
    const dialogT = translator(page.lang, strings);
    return openEmbedDialog({ t: dialogT, lang: page.lang, panel, store, section, site: page.site, hidden: page.links.hide(), opener });
  };
  // Its code is in: its results fold while its question is open.
  const afterMount = () => {
    ready = true;
    prediction?.fold(body);
  };
  // Whoever asks first (the section coming near, a send, a tool), a failure shows in the panel.
  const ensure = () => {
    const mounted = mount();
    mounted.catch((error) => failed(body, t, error, retry));
    if (panel === page.chosen[0]) mounted.then(page.firstMounted, page.firstMounted);
    return mounted;
  };
  const retry = () => {
    if (ready) return; // mounted already (a value sent to it, its tools) before it came near
    loading(body, t);
    ensure().catch(noop);
  };
  const start = (now) => {
    loading(body, t);
    if (now) retry();
    else whenVisible(section, retry);
  };
  return { section, store, mount: ensure, start };
}

// A panel whose code is on its way: a short line, and aria-busy for assistive technology.
function loading(body, t) {
  markBusy(body, true);
  body.replaceChildren(h('p', { class: 'panel-loading' }, t('panel.loading')));
}

// The panel's chunk did not load (offline, a new deployment): said in the panel, with Retry; others unaffected.
function failed(body, t, error, retry) {
  markBusy(body, false);
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
