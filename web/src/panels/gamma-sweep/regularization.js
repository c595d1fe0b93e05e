// K + λI beside K at the slider's γ: the smallest eigenvalue and the condition number, with a λ slider.
import { h } from '../../dom.js';
import { scientific } from '../../format.js';
import { createLogSlider } from '../../widgets/log-slider.js';
import { conditionText, gammaText, lambdaText } from './text.js';

/**
 * @param {{uid: string, t: Function, gramlab: object, state: object, commit: Function, onLambda: Function}} options
 *   onLambda runs after state.lambda moved (the scree plot marks λ).
 */
export function createRegularization({ uid, t, gramlab, state, commit, onLambda }) {
  let step = null; // the step on screen: {gamma, row}, row.spectrum its eigenvalues
  const slider = createLogSlider({
    id: `${uid}-lambda`,
    label: t('gammaSweep.ridge.slider'),
    min: 1e-8,
    max: 10,
    stepsPerDecade: 10,
    zero: true,
    value: state.lambda,
    valueText: (lambda) => t('gammaSweep.ridge.value', { lambda: lambdaText(lambda) }),
    onInput: (lambda) => {
      state.lambda = lambda;
      draw();
      onLambda();
    },
    onChange: () => commit(state),
  });
  const caption = h('caption');
  const cells = { min: [h('td'), h('td')], condition: [h('td'), h('td')] };
  const table = h('table', { class: 'ridge-table' },
    caption,
    h('thead', {}, h('tr', {}, h('td'), h('th', { scope: 'col' }, 'K'), h('th', { scope: 'col' }, 'K + λI'))),
    h('tbody', {}, ...Object.entries(cells).map(([key, row]) =>
      h('tr', { dataset: { ridge: key } }, h('th', { scope: 'row' }, t(`gammaSweep.ridge.${key}`)), ...row))),
  );
  const element = h('section', { class: 'gamma-ridge', 'aria-labelledby': `${uid}-ridge` },
    h('h3', { id: `${uid}-ridge` }, t('gammaSweep.ridge.title')),
    slider.element,
    table,
    h('p', {}, t('gammaSweep.ridge.why')),
    h('p', {}, t('gammaSweep.ridge.jitter')),
  );

  /** The slider's new step: K's numbers change, λ stays. */
  function render(next) {
    step = next;
    draw();
  }

  // K + λI from the cached eigenvalues: no new decomposition while λ moves.
  function draw() {
    if (!step) return;
    const { gamma, row } = step;
    const regularized = gramlab.regularizedStats(row.spectrum, state.lambda);
    caption.textContent = t('gammaSweep.ridge.caption', { gamma: gammaText(gamma) });
    [row, regularized].forEach((stats, k) => {
      cells.min[k].textContent = scientific(stats.minEigenvalue, 1);
      cells.condition[k].textContent = Number.isFinite(stats.condition) ? conditionText(stats.condition) : t('gammaSweep.ridge.infinite');
    });
  }

  return { element, render };
}
