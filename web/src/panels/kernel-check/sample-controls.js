// The kernel checker's sample: the article's points in one click, a seeded sample (seed, n, d), or points the
// reader pasted or linked instead. Part of the controller: a change goes to the store, then onRun(cause).
import { h } from '../../dom.js';
import { createPointsInput, linkablePoints } from '../../widgets/points-input.js';
import { STATE } from './state.js';

/**
 * @param {{t: Function, uid: string, store: object, field: Function, onRun: (cause: object|null) => void}} options
 */
export function createSampleControls({ t, uid, store, field, onRun }) {
  const state = store.get;
  let pasted = state().points.length ? state().points : null; // rows the reader pasted (or linked), or null for the seeded sample
  const sampleInput = (key) =>
    field(key, {
      size: key === 'seed' ? 22 : 6,
      inputmode: 'numeric',
      onCommit: (value) => {
        store.set({ [key]: value, points: [] }, { history: 'none' });
        pasted = null;
        onRun(inputs[key]);
      },
    });
  const inputs = { seed: sampleInput('seed'), n: sampleInput('n'), d: sampleInput('d') };
  const points = createPointsInput({
    id: `${uid}-points`,
    t,
    onApply: (rows) => {
      pasted = rows;
      store.set({ points: linkablePoints(rows) }, { history: 'none' });
      onRun(points);
    },
    onReset: () => {
      pasted = null;
      store.set({ points: [] }, { history: 'none' });
      onRun(null);
    },
  });
  const seededNote = h('p', { class: 'field-hint seeded-unused', hidden: true }, t('points.seededUnused'));
  const articleButton = h('button', { type: 'button', class: 'kernel-article', onclick: useArticlePoints }, t('kernel.sample.article'));
  const element = h(
    'fieldset',
    { class: 'kernel-sample' },
    h('legend', {}, t('kernel.sample')),
    h('p', {}, articleButton),
    h('div', { class: 'kernel-sample-fields' }, inputs.seed.element, inputs.n.element, inputs.d.element),
    seededNote,
    points.element,
  );

  function useArticlePoints() {
    const article = { seed: STATE.seed.default, n: STATE.n.default, d: STATE.d.default };
    setTexts(article);
    pasted = null;
    store.set({ ...article, points: [] }, { history: 'push' });
    onRun(null);
  }

  function setTexts(values) {
    for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(values[key]));
  }

  return {
    element,
    inputs,
    points,
    /** The pasted rows in use (past the link's length too), or null for the seeded sample. */
    pasted: () => pasted,
    /** Pasted points in use: seed, n and d say they are not, and the textarea holds the points; an old paste
     * error no longer describes the check, whatever changed it. */
    showInUse(rows) {
      seededNote.hidden = !rows;
      for (const input of Object.values(inputs)) input.element.classList.toggle('not-in-use', Boolean(rows));
      points.showInUse(rows);
    },
    /** Back or Forward: the inputs show the address's sample. */
    follow(next) {
      setTexts(next);
      pasted = next.points.length ? next.points : null;
    },
  };
}
