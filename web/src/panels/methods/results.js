// What the methods say in numbers: train and test accuracy, how many points are predicted as ≈ 0, and for
// kernel ridge the condition number of K + λI, the residual of the solve and the largest |α| — shown as they
// come, however large, because that is the γ = 0.05, λ = 0 story.
import { h, numberNodes } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { number as formatNumber } from '../../format.js';
import { replaceLive, setLiveText } from '../../widgets/live.js';

/** @param {{t: Function}} options */
export function createResults({ t }) {
  const list = h('dl', { class: 'methods-figures' });
  const warning = h('p', { class: 'methods-warning', hidden: true });
  let rows = [['figure', 'value']]; // the CSV: every figure as a plain number, at full precision
  const element = h(
    'section',
    { class: 'methods-results', 'aria-live': 'polite' },
    h('h3', {}, t('methods.results')),
    list,
    warning,
    exportMenu(t, { name: 'methods-results', csv: () => rows }),
  );

  const item = (key, value, name) => [h('dt', {}, t(key)), h('dd', { dataset: { figure: name } }, numberNodes(value))];
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
    rows = [['figure', 'value'], ...csvRows({ method, train, test, ridge, svm })];
  }

  return { element, render };
}

// The figures by name, as numbers (counts and the core's values unrounded).
function csvRows({ method, train, test, ridge, svm }) {
  const rows = [
    ['train_correct', train.correct],
    ['train_total', train.total],
    ['test_correct', test.correct],
    ['test_total', test.total],
    ['test_near_zero', test.nearZero],
  ];
  if (method === 'ridge')
    rows.push(
      ['condition_number', ridge.condition],
      ['relative_residual', ridge.residual],
      ['max_abs_alpha', ridge.alpha.reduce((m, a) => Math.max(m, Math.abs(a)), 0)],
      ['min_eigenvalue', ridge.minEigenvalue],
    );
  else {
    const run = svm.runs[0];
    rows.push(
      ['objective', run.objective],
      ['iterations', run.iterations],
      ['support_vectors', run.alpha.filter((a) => a > 0).length],
      ['min_eigenvalue', svm.minEigenvalue],
    );
  }
  return rows.map(([name, value]) => [name, String(value)]);
}
