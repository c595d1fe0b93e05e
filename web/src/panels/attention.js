// Panel: the article's attention experiment. S = X W_Q W_Kᵀ Xᵀ / √d_k sits where a Gram matrix sits but is
// not one; two switches (tie W_Q = W_K, row softmax) show what makes it one and what breaks it again, and the
// article's closing table is checked live on three matrices: the similarity panel's table, the γ panel's K and
// this S. Every number comes from the core (in the worker). This module is the controller: it changes the
// store, runs the jobs and hands the results to the views in ./attention/; its parts there are the pasted X
// (paste-box.js) and the closing table's columns from the other panels (other-panels.js).
import { ARTICLE_S } from '../article-matrices.js';
import { h } from '../dom.js';
import { fixed } from '../format.js';
import { createSlider, linearScale } from '../widgets/slider.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createAnswers } from './attention/answers.js';
import { createClosingTable } from './attention/closing-table.js';
import { attentionRequest, nearestNeighbours, pathStep, scoreStep } from './attention/compute.js';
import { createBlendView } from './attention/blend-view.js';
import { createGramView } from './attention/gram-view.js';
import { followOtherPanels } from './attention/other-panels.js';
import { createPasteBox } from './attention/paste-box.js';
import { createScoresView } from './attention/scores-view.js';
import { STATE } from './attention/state.js';
import { numpy } from './attention/numpy.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountAttention,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

const KEYS = ['seed', 'tokens', 'dk', 'scale', 'blend', 'tie', 'softmax', 'x'];
// What the blend path depends on: every key but blend and softmax.
const pathKey = (target) => JSON.stringify(KEYS.filter((key) => key !== 'blend' && key !== 'softmax').map((key) => target[key]));
const pick = (state) => Object.fromEntries(KEYS.map((key) => [key, state[key]]));

function mountAttention(root, { t, uid, gramlab, store, jobs, showError, watch, answer }) {
  const state = store.get;
  const { field, report } = stateInputs({ uid, prefix: 'attention', t, spec: STATE, state: state(), showError });
  const scoresJob = jobs.job({ keepUp: true });
  const pathJob = jobs.job({ keepUp: true });
  let pathShown = null; // pathKey of the path on screen
  let shown = null; // the state whose S is on screen

  // ---- inputs
  const textInput = (key, size, inputmode = 'numeric') =>
    field(key, { size, inputmode, onCommit: (value) => ask({ [key]: value }, inputs[key]) });
  const inputs = {
    seed: textInput('seed', 22),
    tokens: textInput('tokens', 5),
    dk: textInput('dk', 5),
    scale: textInput('scale', 8, 'decimal'),
  };
  const switches = { tie: toggle('tie'), softmax: toggle('softmax') };
  const sourceLine = h('p', { class: 'source-line' });
  const paste = createPasteBox({ t, uid, onAsk: (patch, input, history) => ask(patch, input, history) });

  // ---- views
  const blendSlider = createSlider({
    id: `${uid}-blend`,
    label: t('attention.blend.label'),
    scale: linearScale({ min: 0, max: 1, step: 0.05 }),
    store,
    key: 'blend',
    valueText: (x) => t('attention.blend.value', { t: fixed(x, 2) }),
    onInput: () => refresh(null, 'debounce'),
  });
  const blend = createBlendView({ t, slider: blendSlider });
  const scores = createScoresView({ t });
  const gram = createGramView({ t });
  const closing = createClosingTable({ t });
  const answers = createAnswers({ t });

  root.append(
    h('p', { class: 'lead' }, t('attention.lead')),
    h('div', { class: 'attention-inputs' }, ...Object.values(inputs).map((input) => input.element)),
    h('div', { class: 'attention-switches' }, switches.tie.element, switches.softmax.element),
    paste.element,
    sourceLine,
    blend.element,
    scores.element,
    gram.element,
    closing.element,
    answers.element,
  );

  function toggle(key) {
    const id = `${uid}-${key}`;
    const box = h('input', {
      type: 'checkbox',
      id,
      checked: state()[key] === 'on',
      onchange: () => ask({ [key]: box.checked ? 'on' : 'off' }, null, 'push'),
    });
    return { element: h('div', { class: 'attention-switch' }, box, h('label', { for: id }, t(`attention.${key}`))), box };
  }

  // ---- what changed → what to compute
  function ask(patch, input, history = 'replace') {
    store.set(patch, { history: 'none', silent: true });
    refresh(input, history);
  }

  // The core's answer is also its verdict on the input: only a good one replaces what is on screen and reaches
  // the link; a bad one is reported where it was typed and the store goes back to what is shown.
  async function refresh(input, history = 'replace') {
    const target = pick(state());
    const outcome = await scoresJob.run([scoreStep(attentionRequest(target))], { cause: input });
    if (outcome.status === 'done') {
      const [[result, tied]] = outcome.values;
      shown = target;
      store.set({}, { history });
      input?.setError(null);
      showError(null);
      render(target, result, tied);
    } else if (outcome.status === 'failed') {
      if (shown) store.set(shown, { history: 'none', silent: true });
      showSwitches();
      report(outcome.error, outcome.cause); // the typed text stays, with the message beside it
    }
  }

  function render(target, result, tied) {
    const { rows: n, cols: d } = result.X;
    const params = { seed: target.seed, n, d, dk: result.WQ.cols, scale: target.scale };
    sourceLine.textContent = t(target.x ? 'attention.source.pasted' : 'attention.source.seed', params);
    scores.render(result);
    blend.renderCurrent(result, target.tie === 'on');
    refreshPath(target);
    gram.render(result, tied);
    answer(tied.symmetry.spectrum.complexCount === 0 ? 'real' : 'stay', target); // the same inputs with W_K = W_Q
    closing.renderAttention(result);
    others.setTokens(result.X);
  }

  // The path over t changes only with the recipe; a failure (none is expected within the limits) is shown as the core's.
  async function refreshPath(target) {
    const key = pathKey(target);
    if (key === pathShown) return;
    const outcome = await pathJob.run([pathStep(attentionRequest(target))]);
    if (outcome.status === 'done') {
      pathShown = key;
      blend.renderPath(outcome.values[0]);
    } else if (outcome.status === 'failed') showError(outcome.error);
  }

  function showSwitches() {
    for (const key of Object.keys(switches)) switches[key].box.checked = state()[key] === 'on';
  }

  // ---- the other two columns of the closing table, following the other panels' stores
  const others = followOtherPanels({ gramlab, jobs, watch, closing, answers, showError });

  // The second answer: ranking under the article's S, which is not PSD.
  answers.render({ check: gramlab.psdCheck(ARTICLE_S), nearest: nearestNeighbours(ARTICLE_S) });

  // Back or Forward: the inputs show the address's values, and the numbers follow.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(next[key]));
    showSwitches();
    refresh(null, 'none');
  });

  refresh(null, 'none');
  return {};
}
