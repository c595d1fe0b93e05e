// @ts-check
// Panel: the article's attention experiment. S = X W_Q W_Kᵀ Xᵀ / √d_k sits where a Gram matrix sits but is
// not one; two switches (tie W_Q = W_K, row softmax) show what makes it one and what breaks it again, and the
// article's closing table is checked live on three matrices: the similarity panel's table, the γ panel's K and
// this S. Every number comes from the core (in the worker). This module is the controller: it wires its parts
// in ./attention/ — the recipe's fields and switches (recipe-controls.js), the pasted X (paste-box.js), S's run
// (scores-run.js), the blend's path (path-run.js), the closing table's columns from the other panels
// (other-panels.js) — to the store and the views.
import { ARTICLE_S } from '../article-matrices.js';
import { h } from '../dom.js';
import { fixed } from '../format.js';
import { createSlider, linearScale } from '../widgets/slider.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createAnswers } from './attention/answers.js';
import { createClosingTable } from './attention/closing-table.js';
import { nearestNeighbours } from './attention/compute.js';
import { createBlendView } from './attention/blend-view.js';
import { createGramView } from './attention/gram-view.js';
import { followOtherPanels } from './attention/other-panels.js';
import { createPasteBox } from './attention/paste-box.js';
import { createPathRun } from './attention/path-run.js';
import { createRecipeControls } from './attention/recipe-controls.js';
import { createScoresRun } from './attention/scores-run.js';
import { createScoresView } from './attention/scores-view.js';
import { STATE } from './attention/state.js';
import { numpy } from './attention/numpy.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
/** @type {import('./panel.js').PanelModule} */
export default {
  mount: mountAttention,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

/**
 * @param {HTMLElement} root
 * @param {import('./panel.js').PanelContext} context
 */
function mountAttention(root, { t, uid, gramlab, store, jobs, showError, watch, answer, whenGuessed }) {
  const state = store.get;
  const { field, report } = stateInputs({ uid, prefix: 'attention', t, spec: STATE, state: state(), showError });
  const run = createScoresRun({
    store,
    jobs,
    report,
    showError,
    onResult: (target, result, tied) => render(target, result, tied),
    onUndo: () => controls.showSwitches(state()),
  });

  // ---- inputs
  const ask = (patch, input, history) => run.ask(patch, input, history);
  const controls = createRecipeControls({ t, uid, field, state: state(), onAsk: ask });
  const sourceLine = h('p', { class: 'source-line' });
  const paste = createPasteBox({ t, uid, onAsk: ask });

  // ---- views
  const blendSlider = createSlider({
    id: `${uid}-blend`,
    label: t('attention.blend.label'),
    scale: linearScale({ min: 0, max: 1, step: 0.05 }),
    store,
    key: 'blend',
    valueText: (x) => t('attention.blend.value', { t: fixed(x, 2) }),
    onInput: () => run.refresh(null, 'debounce'),
  });
  const blend = createBlendView({ t, slider: blendSlider, whenGuessed });
  const path = createPathRun({ jobs, blend, showError });
  const scores = createScoresView({ t });
  const gram = createGramView({ t });
  const closing = createClosingTable({ t });
  const answers = createAnswers({ t });

  root.append(
    h('p', { class: 'lead' }, t('attention.lead')),
    ...controls.elements,
    paste.element,
    sourceLine,
    blend.element,
    scores.element,
    gram.element,
    closing.element,
    answers.element,
  );

  function render(target, result, tied) {
    const { rows: n, cols: d } = result.X;
    const params = { seed: target.seed, n, d, dk: result.WQ.cols, scale: target.scale };
    sourceLine.textContent = t(target.x ? 'attention.source.pasted' : 'attention.source.seed', params);
    scores.render(result);
    blend.renderCurrent(result, target.tie === 'on');
    path.refresh(target);
    gram.render(result, tied);
    answer(tied.symmetry.spectrum.complexCount === 0 ? 'real' : 'stay', target); // the same inputs with W_K = W_Q
    closing.renderAttention(result);
    others.setTokens(result.X);
  }

  // ---- the other two columns of the closing table, following the other panels' stores
  const others = followOtherPanels({ gramlab, jobs, watch, closing, answers, showError });

  // The second answer: ranking under the article's S, which is not PSD.
  answers.render({ check: gramlab.psdCheck(ARTICLE_S), nearest: nearestNeighbours(ARTICLE_S) });

  // Back or Forward: the inputs show the address's values, and the numbers follow.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    controls.follow(next);
    run.refresh(null, 'none');
  });

  run.refresh(null, 'none');
  return {};
}
