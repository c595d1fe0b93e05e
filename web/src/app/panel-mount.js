// @ts-check
// A panel's code mounted: its module, its strings and its core parts in, then its workers, its jobs and the
// context every panel gets (panels/panel.d.ts, PanelContext: typed here, where it is built, so the two cannot
// drift apart); its later parts once it has shown its first result.
import { loadStrings, translator } from '../runtime/i18n.js';
import { createJobs } from '../runtime/job.js';
import { linkStylesheet } from '../runtime/stylesheets.js';
import { WARM_AFTER_MS, createWorkerClient } from '../runtime/worker-client.js';
import { createWorkerPool } from '../runtime/worker-pool.js';
import { STYLESHEETS } from '../site.js';
import { errorText } from '../widgets/error-text.js';
import { markBusy } from '../widgets/live.js';
import { whenVisible } from '../widgets/visible.js';
import { afterFirstResult, loadFirstPart, withParts } from './core-parts.js';

/** @typedef {import('../panels/panel.js').PanelContext} PanelContext */

/** The panel's own stylesheets, linked where its section is drawn (the page, or a <gram-lab> element's shadow root). */
const stylesheetsOf = (panel, section) => {
  const node = section.getRootNode();
  const root = node instanceof ShadowRoot ? node : document;
  return (panel.stylesheets ?? []).map((name) => linkStylesheet(root, new URL(name, STYLESHEETS).href));
};

const noop = () => {};

/**
 * @param {import('../panels/panel.js').PanelDescriptor} panel
 * @param {{lang: PanelContext['lang'], uid: string, store: PanelContext['store'], core: Promise<any>,
 *   run: {stopped: boolean, jobs: PanelContext['jobs'][]}, reach: Pick<PanelContext, 'send' | 'canSend' | 'watch'>,
 *   prediction: {answer: PanelContext['answer'], whenGuessed: PanelContext['whenGuessed']} | null,
 *   section: HTMLElement, notice: HTMLElement, body: HTMLElement, onMounted: () => void}} where
 *   core: the first part loading; run: the page's (stop() sets stopped and cancels every panel's jobs);
 *   reach: how it reaches the other panels (panel-links.js); prediction: its question, if it asks one
 * @returns {Promise<{module: import('../panels/panel.js').PanelModule, view: import('../panels/panel.js').PanelView}>}
 */
export async function mountPanel(panel, { lang, uid, store, core, run, reach, prediction, section, notice, body, onMounted }) {
  const [module, strings, gramlab] = await Promise.all([
    panel.load(),
    loadStrings(lang, panel.strings),
    withParts(core, panel.parts),
    ...stylesheetsOf(panel, section),
  ]);
  if (run.stopped) return { module: module.default, view: {} };
  // A worker per panel, so one panel's Cancel never stops another's work; warmed once the panel is
  // mounted near the screen (or started by its first job), so the first panel's figures wait for no
  // worker and a page of eight panels does not start eight at once. Its further workers start only when
  // a job whose steps split runs (worker-pool.js).
  const client = createWorkerPool({ lane: () => createWorkerClient(undefined, loadFirstPart) });
  const jobs = createJobs(client);
  run.jobs.push(jobs);
  body.replaceChildren();
  markBusy(body, false);
  const t = translator(lang, strings); // the panel's own strings, then the common ones
  const { loaded: laterParts, start: loadLater } = afterFirstResult(gramlab, panel.laterParts, section);
  /** @type {PanelContext} */
  const context = {
    t,
    lang,
    uid,
    gramlab,
    store,
    jobs,
    showError: (error) => {
      notice.hidden = !error;
      notice.textContent = error ? errorText(t, error) : '';
      notice.dataset.code = error ? (error.code ?? 'INTERNAL') : '';
    },
    send: reach.send,
    canSend: reach.canSend,
    watch: reach.watch,
    answer: prediction?.answer ?? noop,
    whenGuessed: prediction?.whenGuessed ?? ((listener) => listener()), // no question: nothing to keep back
    laterParts,
  };
  const view = module.default.mount(body, context) ?? {};
  loadLater();
  onMounted();
  whenVisible(section, () => setTimeout(() => client.warm(panel.jobParts), WARM_AFTER_MS));
  return { module: module.default, view };
}
