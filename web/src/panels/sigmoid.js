// Panel: the article's counterexample, the sigmoid kernel K = tanh(a·x·y + b) on the RBF experiment's points.
// It opens on the article's numbers (a = 0.5, b = 0.1: 142 of 300 eigenvalues negative, the smallest −12.72);
// a and b move by slider or by typing; the two repairs say how much they change the table; a map of the
// (a, b) plane shows where the smallest eigenvalue is negative. Every number comes from the core, in the
// worker; the pieces live in ./sigmoid/, this module owns the inputs and what is wanted and shown.
import { h } from '../dom.js';
import en from '../i18n/en/sigmoid.js';
import ko from '../i18n/ko/sigmoid.js';
import { latestOnly } from '../latest-only.js';
import { quiet } from '../worker-client.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createMap } from './sigmoid/map.js';
import { createRepairs } from './sigmoid/repairs.js';
import { STATE, pick, request } from './sigmoid/state.js';
import { plain, signed } from './sigmoid/text.js';
import { createVerdict } from './sigmoid/verdict.js';

const SLIDERS = { a: { min: -1, max: 1, step: 0.01 }, b: { min: -2, max: 2, step: 0.01 } };

let mounts = 0; // ids stay unique when a page mounts the panel twice

export default {
  id: 'sigmoid',
  titleKey: 'sigmoid.title',
  strings: { ko, en },
  state: STATE,
  mount: mountSigmoid,
};

function mountSigmoid(root, { t, worker, state, commit, showError }) {
  const uid = `sigmoid-${++mounts}`;
  const { field: stateField, report } = stateInputs({ uid, prefix: 'sigmoid', t, spec: STATE, state, showError });
  let wanted = pick(state); // what the inputs ask for
  let blame = null; // the input whose change `wanted` carries, where the core's complaint belongs
  let shown = null; // what the numbers on screen were computed for
  const current = () => shown;

  // ---- inputs: a and b as text and slider, the point set as seed / n / d
  const field = (key, extra) =>
    stateField(key, {
      onCommit: (value) => {
        if (sliders[key]) sliders[key].value = String(value);
        want({ [key]: value }, inputs[key]);
      },
      ...extra,
    });
  const inputs = {
    a: field('a', { size: 10 }),
    b: field('b', { size: 10 }),
    seed: field('seed', { size: 22, inputmode: 'numeric' }),
    n: field('n', { size: 6, inputmode: 'numeric' }),
    d: field('d', { size: 6, inputmode: 'numeric' }),
  };
  const slider = (key) => {
    const input = h('input', { type: 'range', ...SLIDERS[key], value: state[key], 'aria-label': t(`sigmoid.${key}Slider`) });
    input.addEventListener('input', () => {
      const value = Number(input.value);
      inputs[key].input.value = String(value);
      inputs[key].setError(null);
      want({ [key]: value }, inputs[key]);
    });
    return input;
  };
  const sliders = { a: slider('a'), b: slider('b') };
  const sourceLine = h('p', { class: 'source-line' });

  // ---- the pieces
  const result = createVerdict({ t });
  const repairs = createRepairs({ uid, t, worker, showError, current });
  const map = createMap({ t, worker, showError, current, onPick: pickCell });

  root.append(
    h('p', { class: 'lead' }, t('sigmoid.lead')),
    h('div', { class: 'sigmoid-controls' },
      h('div', { class: 'sigmoid-parameter' }, inputs.a.element, sliders.a),
      h('div', { class: 'sigmoid-parameter' }, inputs.b.element, sliders.b),
    ),
    h('div', { class: 'sigmoid-points' }, inputs.seed.element, inputs.n.element, inputs.d.element),
    sourceLine,
    h('div', { class: 'sigmoid-body' },
      h('div', { class: 'sigmoid-numbers' }, result.element, repairs.element),
      map.element,
    ),
  );

  // ---- what changed → what to compute
  function want(change, input) {
    wanted = { ...wanted, ...change };
    blame = input;
    refreshCheck();
  }

  // The check is the core's verdict on the input: only a good one replaces what is on screen, so a bad input
  // leaves the last valid result in place. One call in flight; when it lands, the newest (a, b) is next.
  const refreshCheck = latestOnly(async () => {
    const target = wanted;
    const input = blame;
    result.setBusy(true);
    try {
      const check = await worker.run('sigmoid.check', 'sigmoidCheck', request(target));
      show(target, check, input);
      repairs.update(target);
      map.refresh();
    } catch (error) {
      if (quiet(error)) return;
      if (target === wanted && shown) wanted = shown;
      report(error, input);
    } finally {
      result.setBusy(false);
    }
  });

  function show(target, check, input) {
    shown = target;
    Object.assign(state, target);
    commitSoon();
    input?.setError(null);
    if (!repairs.failed()) showError(null);
    sourceLine.textContent = t('sigmoid.source', { seed: target.seed, n: target.n, d: target.d, a: plain(target.a), b: signed(target.b) });
    result.render(target, check);
    map.drawMarker();
  }

  // A cell clicked on the map: the inputs and sliders follow, as if typed.
  function pickCell(change) {
    for (const key of ['a', 'b']) {
      inputs[key].input.value = String(change[key]);
      inputs[key].setError(null);
      sliders[key].value = String(change[key]);
    }
    want(change, null);
  }

  // A dragged slider shows every result it gets, but writes the URL once it rests.
  let commitTimer = null;
  function commitSoon() {
    clearTimeout(commitTimer);
    commitTimer = setTimeout(() => commit(state), 250);
  }

  refreshCheck();
  return {};
}
