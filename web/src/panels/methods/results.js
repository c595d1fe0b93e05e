// What the methods say in numbers: train and test accuracy, how many points are predicted as ≈ 0, and for
// kernel ridge the condition number of K + λI, the residual of the solve and the largest |α| — shown as they
// come, however large, because that is the γ = 0.05, λ = 0 story.
import { h } from '../../dom.js';
import { number as formatNumber } from '../../format.js';
import { replaceLive, setLiveText } from '../../widgets/live.js';

/** @param {{t: Function}} options */
export function createResults({ t }) {
  const list = h('dl', { class: 'methods-figures' });
  const warning = h('p', { class: 'methods-warning', hidden: true });
  const element = h('section', { class: 'methods-results', 'aria-live': 'polite' }, h('h3', {}, t('methods.results')), list, warning);

  const item = (key, value, name) => [h('dt', {}, t(key)), h('dd', { dataset: { figure: name } }, value)];
  const share = ({ correct, total }) =>
    total ? t('methods.share', { correct, total, percent: ((100 * correct) / total).toFixed(1) }) : '—';

  /** {train, test} accuracies (core `accuracy`), and the ridge or SVM result. */
  function render({ method, train, test, ridge, svm, band }) {
    const figures = [
      ...item('methods.trainAccuracy', share(train), 'train'),
      ...item('methods.testAccuracy', share(test), 'test'),
      ...item('methods.testNearZero', t('methods.nearZeroValue', { count: test.nearZero, total: test.total, band }), 'test-near-zero'),
    ];
    if (method === 'ridge') {
      const largest = ridge.alpha.reduce((m, a) => Math.max(m, Math.abs(a)), 0);
      figures.push(
        ...item('methods.condition', formatNumber(ridge.condition), 'condition'),
        ...item('methods.residual', formatNumber(ridge.residual), 'residual'),
        ...item('methods.alphaMax', formatNumber(largest), 'alpha-max'),
        ...item('methods.minEigenvalue', formatNumber(ridge.minEigenvalue), 'min-eigenvalue'),
      );
      // κ·ε ≥ 1e−6: the solve keeps fewer than about ten correct digits.
      warning.hidden = !(ridge.condition * Number.EPSILON >= 1e-6);
      setLiveText(warning, t('methods.illConditioned'));
    } else {
      const run = svm.runs[0];
      figures.push(
        ...item('methods.objective', formatNumber(run.objective), 'objective'),
        ...item('methods.iterations', String(run.iterations), 'iterations'),
        ...item('methods.supportCount', String(run.alpha.filter((a) => a > 0).length), 'supports'),
        ...item('methods.psd', t(svm.isPSD ? 'methods.psdYes' : 'methods.psdNo', { min: formatNumber(svm.minEigenvalue) }), 'psd'),
      );
      warning.hidden = true;
    }
    replaceLive(list, ...figures);
  }

  return { element, render };
}
