// @ts-check
// Panel: the article's counterexample, the sigmoid kernel K = tanh(a·x·y + b) on the RBF experiment's points.
// It opens on the article's numbers (a = 0.5, b = 0.1: 142 of 300 eigenvalues negative, the smallest −12.72);
// a and b move by slider or by typing; the two repairs say how much they change the table; a map of the
// (a, b) plane shows where the smallest eigenvalue is negative. Every number comes from the core, in the
// worker. This module is the controller: it wires the inputs and the store to its runs in ./sigmoid/ — the
// check of (a, b) (check-run.js), the repairs (repair-run.js) and the map (map-run.js) — and them to the views.
import { h } from '../dom.js';
import { createSlider, linearScale } from '../widgets/slider.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createCheckRun } from './sigmoid/check-run.js';
import { createMapRun } from './sigmoid/map-run.js';
import { createMap } from './sigmoid/map.js';
import { createRepairRun } from './sigmoid/repair-run.js';
import { createRepairs } from './sigmoid/repairs.js';
import { STATE } from './sigmoid/state.js';
import { plain, signed } from './sigmoid/text.js';
import { createVerdict } from './sigmoid/verdict.js';
import { numpy } from './sigmoid/numpy.js';

const SLIDERS = { a: { min: -1, max: 1, step: 0.01 }, b: { min: -2, max: 2, step: 0.01 } };

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
/** @type {import('./panel.js').PanelModule} */
export default {
  mount: mountSigmoid,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

/**
 * @param {HTMLElement} root
 * @param {import('./panel.js').PanelContext} context
 */
function mountSigmoid(root, { t, uid, store, jobs, showError, answer, whenGuessed }) {
  const { field: stateField, report } = stateInputs({ uid, prefix: 'sigmoid', t, spec: STATE, state: store.get(), showError });

  // ---- inputs: a and b as text and slider, the point set as seed / n / d
  const field = (key, extra) => stateField(key, { onCommit: (value) => ask({ [key]: value }, inputs[key]), ...extra });
  const inputs = {
    a: field('a', { size: 10 }),
    b: field('b', { size: 10 }),
    seed: field('seed', { size: 22, inputmode: 'numeric' }),
    n: field('n', { size: 6, inputmode: 'numeric' }),
    d: field('d', { size: 6, inputmode: 'numeric' }),
  };
  // A dragged slider sets the store (a debounced history entry); its text field follows.
  const slider = (key) =>
    createSlider({
      label: t(`sigmoid.${key}Slider`),
      showLabel: false,
      scale: linearScale(SLIDERS[key]),
      store,
      key,
      onInput: (value) => {
        inputs[key].input.value = String(value);
        inputs[key].setError(null);
        checkRun.refresh(inputs[key]);
      },
    });
  const sliders = { a: slider('a'), b: slider('b') };
  const sourceLine = h('p', { class: 'source-line' });

  // ---- the views and the runs that fill them, for what the numbers on screen were computed for
  const result = createVerdict({ t });
  const checkRun = createCheckRun({ store, jobs, verdict: result, report, onShow: show });
  const current = checkRun.shown;
  const map = createMap({ t, current, onPick: pickCell });
  const mapRun = createMapRun({ jobs, map, current, showError });
  const repairs = createRepairs({ uid, t, onRun: () => repairRun.run(), onCancel: () => repairRun.cancel() });
  // Cancel stops the panel's worker, so whatever else ran there stops too: the map, if unfinished, starts again.
  const repairRun = createRepairRun({ jobs, repairs, current, showError, onCancelled: () => mapRun.restart() });

  // While the question above is open, the lead does not give its answer (the article's 142) away.
  const lead = h('p', { class: 'lead' }, t('sigmoid.leadOpen'));
  whenGuessed(() => (lead.textContent = t('sigmoid.lead')));
  root.append(
    lead,
    h(
      'div',
      { class: 'sigmoid-controls' },
      h('div', { class: 'sigmoid-parameter' }, inputs.a.element, sliders.a.element),
      h('div', { class: 'sigmoid-parameter' }, inputs.b.element, sliders.b.element),
    ),
    h('div', { class: 'sigmoid-points' }, inputs.seed.element, inputs.n.element, inputs.d.element),
    sourceLine,
    h('div', { class: 'sigmoid-body' }, h('div', { class: 'sigmoid-numbers' }, result.element, repairs.element), map.element),
  );

  // ---- what changed → what to compute
  function ask(patch, input) {
    store.set(patch, { history: 'none' }); // the sliders follow; the link follows once the core took it
    checkRun.refresh(input);
  }

  // The core took the input (check-run.js): its numbers replace what is on screen, the repairs and the map follow.
  function show(target, check, input) {
    store.set({}, { history: 'debounce' }); // a dragged slider shows every result, and writes the URL once it rests
    input?.setError(null);
    if (!repairRun.failure()) showError(null); // a repair's error stays until a repair succeeds
    sourceLine.textContent = t('sigmoid.source', { seed: target.seed, n: target.n, d: target.d, a: plain(target.a), b: signed(target.b) });
    result.render(target, check);
    answer(check.negativeCount, target);
    map.drawMarker();
    repairRun.update(target);
    mapRun.refresh();
  }

  // A cell clicked on the map: the inputs and sliders follow, as if typed; a deliberate change, its own entry.
  function pickCell(change) {
    for (const key of ['a', 'b']) {
      inputs[key].input.value = String(change[key]);
      inputs[key].setError(null);
    }
    store.set(change, { history: 'push' });
    checkRun.refresh(null);
  }

  // Back or Forward: the inputs show the address's values, and the numbers follow.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(next[key]));
    checkRun.refresh(null);
  });

  checkRun.refresh(null);
  return {};
}
