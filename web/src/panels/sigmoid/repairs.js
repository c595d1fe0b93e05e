// The two repairs of the K on screen (clip the negative eigenvalues, or shift them all by ε): only the size of
// each change comes back from the core, and it says how far the sigmoid "kernel" is from a real one.
import { h } from '../../dom.js';
import { fixed, number } from '../../format.js';
import { hasFocus, moveFocus } from '../../widgets/focus.js';
import { markBusy } from '../../widgets/live.js';
import { LIMITS } from '../../wasm/limits.js';
import { key } from './state.js';

const METHODS = ['clip', 'shift'];
const COLUMNS = ['frobenius', 'relative', 'max', 'epsilon'];

/**
 * @param {{uid: string, t: Function, onRun: Function, onCancel: Function}} options  onRun: the reader asked for the
 *   (slow) repairs; onCancel: the reader stopped them.
 */
export function createRepairs({ uid, t, onRun, onCancel }) {
  // data-label: the column's name beside each value where the table stacks (a phone: cards-on-phone, widgets.css).
  const cell = (col) => h('td', { dataset: { col, label: t(`sigmoid.repair.${col}`) } });
  const cells = Object.fromEntries(METHODS.map((method) => [method, Object.fromEntries(COLUMNS.map((col) => [col, cell(col)]))]));
  const table = h(
    'table',
    { class: 'repair-table busy-outline cards-on-phone' },
    h('caption', {}, t('sigmoid.repair.caption')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('sigmoid.repair.method')),
        ...COLUMNS.map((col) => h('th', { scope: 'col', dataset: { col } }, t(`sigmoid.repair.${col}`))),
      ),
    ),
    h(
      'tbody',
      {},
      ...METHODS.map((method) =>
        h(
          'tr',
          { dataset: { method } },
          h(
            'th',
            { scope: 'row' },
            t(`sigmoid.repair.${method}`),
            h('small', { class: 'repair-what' }, t(`sigmoid.repair.${method}.what`)),
          ),
          ...COLUMNS.map((col) => Object.assign(cells[method][col], { textContent: '…' })),
        ),
      ),
    ),
  );
  const moral = h('p', { class: 'repair-moral' });
  const detail = h('p', { class: 'repair-detail' });
  const button = h('button', { type: 'button', onclick: () => onRun() }, t('sigmoid.repair.run'));
  const onRequest = h('div', { class: 'repair-on-request', hidden: true }, h('p', {}), button);
  // While repairs asked for by the button run (seconds at n = 2000): Cancel, which hands focus back to the button.
  const cancelButton = h('button', { type: 'button', onclick: () => onCancel() }, t('sigmoid.repair.cancel'));
  const running = h('div', { class: 'repair-running', hidden: true }, h('p', {}, t('sigmoid.repair.computing')), cancelButton);
  const box = h('div', { class: 'repair-scroll scroll-box' }, table);
  const element = h(
    'section',
    { class: 'sigmoid-repairs', 'aria-labelledby': `${uid}-repairs` },
    h('h3', { id: `${uid}-repairs` }, t('sigmoid.repair.title')),
    onRequest,
    running,
    box,
    moral,
    detail,
  );

  /** Many points: the table shows nothing stale, and a button starts the (slow) repairs of the K on screen; past
   * maxEigenvectorOrder points the core refuses them, and the panel says so instead of offering them. */
  function offer(target, { cancelled = false } = {}) {
    if (table.dataset.for === key(target) && !cancelled) return;
    for (const method of METHODS) for (const col of COLUMNS) cells[method][col].textContent = '…';
    table.dataset.for = '';
    table.dataset.changed = '';
    moral.hidden = true;
    detail.textContent = '';
    const tooMany = target.n > LIMITS.maxEigenvectorOrder;
    const said = tooMany ? 'sigmoid.repair.tooMany' : cancelled ? 'sigmoid.repair.cancelled' : 'sigmoid.repair.large';
    onRequest.firstChild.textContent = t(said, { n: target.n, max: LIMITS.maxEigenvectorOrder });
    button.hidden = tooMany;
    onRequest.hidden = false;
    running.hidden = true;
    if (cancelled) button.focus();
  }

  /** The repairs are being computed (true) or are done (false). */
  function setBusy(busy) {
    if (!busy) {
      if (hasFocus(running)) moveFocus(box); // Cancel hides with the work done: focus goes to the table
      running.hidden = true;
      return markBusy(table, false);
    }
    const asked = !onRequest.hidden; // the button started them: they may be slow, Cancel is offered
    running.hidden = !asked;
    if (hasFocus(onRequest)) moveFocus(asked ? cancelButton : box); // the button hides: focus goes to Cancel
    onRequest.hidden = true;
    markBusy(table, true);
  }

  /** {clip, shift} from the core's sigmoidRepair for `target` ({seed, n, d, a, b}). */
  function render(target, repairs) {
    for (const [method, r] of Object.entries(repairs)) {
      const text = {
        frobenius: number(r.frobeniusChange, 2),
        relative: `${fixed(100 * r.relativeChange, 1)}%`,
        max: number(r.maxChange, 2),
        epsilon: method === 'shift' ? number(r.shift, 2) : t('sigmoid.repair.none'),
      };
      for (const col of COLUMNS) cells[method][col].textContent = text[col];
    }
    const changed = repairs.clip.frobeniusChange > 0 || repairs.shift.frobeniusChange > 0;
    table.dataset.for = key(target);
    table.dataset.changed = String(changed);
    moral.hidden = !changed;
    moral.textContent = t('sigmoid.repair.moral');
    detail.textContent = changed
      ? t('sigmoid.repair.detail', { clipMax: number(repairs.clip.maxChange, 2), n: target.n, epsilon: number(repairs.shift.shift, 2) })
      : t('sigmoid.repair.psd');
  }

  return { element, offer, setBusy, render };
}
