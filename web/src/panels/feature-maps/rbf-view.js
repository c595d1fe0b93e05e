// RBF's infinite series, truncated: the partial sum Σ_{m<M} φ_m(x)φ_m(y) climbing to e^(−γ(x−y)²) as terms
// are added, and its error on a log scale. The series comes from the core (rbfSeries); this only draws it.
import { h } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { createPlot } from '../../widgets/plot.js';
import { shortNumber } from './text.js';
import { setLiveText } from '../../widgets/live.js';

/** @param {{t: Function, controls: HTMLElement}} options */
export function createRbfView({ t, controls }) {
  let kernel = null;
  const sumPlot = createPlot({
    x: { label: t('featureMaps.rbf.axisTerms') },
    y: { label: t('featureMaps.rbf.axisSum') },
    series: [{ label: t('featureMaps.rbf.sum') }],
    marks: () => (kernel === null ? [] : [{ y: kernel, label: t('featureMaps.rbf.kernelMark'), align: 'right', below: true }]),
    height: 200,
  });
  const errorPlot = createPlot({
    x: { label: t('featureMaps.rbf.axisTerms') },
    y: { label: t('featureMaps.rbf.axisError'), log: true },
    series: [{ label: t('featureMaps.rbf.error') }],
    height: 200,
  });
  const summary = h('p', { class: 'rbf-summary', role: 'status' });
  const notes = { sum: createFigureNote(), error: createFigureNote() };
  const element = h(
    'div',
    { class: 'rbf-view' },
    controls,
    summary,
    h(
      'div',
      { class: 'rbf-plots' },
      h(
        'figure',
        {},
        h('figcaption', {}, t('featureMaps.rbf.sumCaption')),
        sumPlot.element,
        notes.sum.element,
        exportMenu(t, { name: 'rbf-partial-sum', ...sumPlot.exports }),
      ),
      h(
        'figure',
        {},
        h('figcaption', {}, t('featureMaps.rbf.errorCaption')),
        errorPlot.element,
        notes.error.element,
        exportMenu(t, { name: 'rbf-error', ...errorPlot.exports }),
      ),
    ),
  );

  function render({ x, y, gamma }, series) {
    kernel = series.kernel;
    const ms = series.terms.map((term) => term.m + 1);
    sumPlot.setData([ms, series.terms.map((term) => term.partialSum)]);
    // An error of exactly 0 has no place on a log axis: a gap.
    errorPlot.setData([ms, series.terms.map((term) => (term.error > 0 ? term.error : null))]);
    sumPlot.redraw();
    const last = series.terms[series.terms.length - 1];
    const words = {
      terms: series.terms.length,
      sum: shortNumber(last.partialSum),
      kernel: shortNumber(series.kernel),
      error: shortNumber(last.error),
    };
    notes.sum.set(t('featureMaps.rbf.sumNote', words));
    notes.error.set(t('featureMaps.rbf.errorNote', words));
    setLiveText(
      summary,
      t('featureMaps.rbf.summary', {
        x: shortNumber(x),
        y: shortNumber(y),
        gamma: shortNumber(gamma),
        terms: series.terms.length,
        sum: shortNumber(last.partialSum),
        kernel: shortNumber(series.kernel),
        error: shortNumber(last.error),
      }),
    );
  }
  return { element, render };
}
