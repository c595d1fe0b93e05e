// Part "detail" (the eigenvectors behind the three views, the figure of cᵀSc) comes after the first result:
// until then the views, which hold no numbers yet, are hidden under a line that says they are on their way (the
// tabs busy). Part of the controller's analysis run (analysis-run.js).
import { h } from '../../dom.js';
import { markBusy } from '../../widgets/live.js';

/**
 * Resolves once part "detail" is in (null) or cannot be (the error, and the line says so).
 * @param {{t: Function, tabs: {element: HTMLElement}, laterParts: Promise<unknown>}} options
 */
export function waitForDetail({ t, tabs, laterParts }) {
  const waiting = h('p', { class: 'hint view-waiting' }, t('similarity.viewWaiting'));
  const views = [...tabs.element.querySelectorAll('[role="tabpanel"] > *')];
  const wait = (on) => {
    markBusy(tabs.element, on);
    for (const view of views) view.hidden = on;
  };
  tabs.element.firstElementChild.after(waiting);
  wait(true);
  return laterParts.then(
    () => {
      waiting.remove();
      wait(false);
      return null;
    },
    (error) => {
      waiting.textContent = t('error.LOAD_FAILED');
      markBusy(tabs.element, false); // nothing more is coming: the line says why the views are not there
      return error;
    },
  );
}
