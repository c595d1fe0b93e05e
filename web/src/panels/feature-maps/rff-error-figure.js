// An error figure of "Building φ anyway": each method's relative Gram error against D on log–log axes, measured
// against the kernel matrix that method builds φ for, named on the y axis: the RBF figure holds random Fourier
// features and Nyström against K_RBF, with the current D and the 5 % the sentence asks for marked; the polynomial
// figure holds the exact φ of (c + x·y)^p against its own K. Exported as PNG, SVG and CSV (every point of every
// curve at full precision, with its max |error|).
import { h, numberNodes } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { noteOf } from '../../widgets/figure-note.js';
import { createPlot } from '../../widgets/plot.js';
import { TARGET_ERROR } from './rff-grid.js';

/**
 * @param {{t: Function, methods: string[], looks: object, axis: string, caption: HTMLElement | string, name: string,
 *   note: string, marked?: boolean, range?: [number, number]}} options  looks: each method's line; axis: the y axis's
 *   label, naming the K the errors are measured against; name: the exports' file name; note: what to notice in it;
 *   marked: the current D and 5 %
 */
export function createRffErrorFigure({ t, methods, looks, axis, caption, name, note, marked = false, range }) {
  let currentD = null;
  let curves = {}; // method → [{features, columns, gramError}] ascending
  const plot = createPlot({
    x: { label: t('featureMaps.rff.axisFeatures'), log: true, range },
    y: { label: axis, log: true },
    series: methods.map((method) => ({ label: t(`featureMaps.rff.${method}`), ...looks[method] })),
    marks: () =>
      currentD === null || !marked
        ? []
        : [
            { x: currentD, label: `D = ${currentD}` },
            { y: TARGET_ERROR, label: '5 %', align: 'right' },
          ],
    height: 260,
  });
  const curveRows = () => [
    ['method', 'D', 'columns', 'relative_frobenius', 'max_abs'],
    ...methods.flatMap((method) =>
      (curves[method] ?? []).map((p) => [method, p.features, p.columns, p.gramError.relativeFrobenius, p.gramError.maxAbs]),
    ),
  ];
  const element = h(
    'figure',
    { dataset: { methods: methods.join(' ') } },
    h('figcaption', {}, numberNodes(caption)),
    plot.element,
    noteOf(note),
    exportMenu(t, { name, ...plot.exports, csv: curveRows }),
  );

  /** The curves so far (a partial set while the job runs): one x grid for all, null where a method has no point. */
  function render(next) {
    curves = next;
    const xs = [...new Set(methods.flatMap((m) => (curves[m] ?? []).map((p) => p.features)))].sort((a, b) => a - b);
    const column = (method) => {
      const at = new Map((curves[method] ?? []).map((p) => [p.features, p.gramError.relativeFrobenius]));
      return xs.map((D) => (at.get(D) > 0 ? at.get(D) : null));
    };
    plot.setData([xs, ...methods.map(column)]);
  }

  /** Marks the current D (and, from the first, the 5 % line). */
  function markD(D) {
    currentD = D;
    plot.redraw();
  }

  return { element, render, markD };
}
