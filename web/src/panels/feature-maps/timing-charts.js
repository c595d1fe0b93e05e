// The size section's three charts, on log–log axes: both routes' time per evaluation against d (at the
// reader's p) and against p (at the reader's d), and the memory of one φ vector in float32 against p, at
// the reader's d and at the article's d with its last row (768/4) marked. φ's time is a gap where the core
// does not build φ (past its cap); its memory is computed from the exact count everywhere.
import { h } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { createPlot } from '../../widgets/plot.js';
import { bytesText } from './text.js';

/** @param {{t: Function}} options → {element, timed: the figures shown with the timing job, renderTimes, renderMemory} */
export function createTimingCharts({ t }) {
  const byD = timeFigure(t, 'd');
  const byP = timeFigure(t, 'p');
  const memory = memoryFigure(t);
  // Said before any result arrives, so nothing below moves when the gaps appear.
  const note = h('p', { class: 'timing-gap-note' }, t('featureMaps.timing.gaps'));
  const element = h('div', { class: 'timing-charts' }, byD.figure, byP.figure, note, memory.figure);

  /** growth: {d, p}: [xs, kernel seconds, φ seconds or null] (timing-summary.js). */
  function renderTimes(growth) {
    byD.show(growth.d);
    byP.show(growth.p);
  }
  return { element, timed: [byD.figure, byP.figure], renderTimes, renderMemory: memory.show };
}

// CSV rows of a chart's data: a header of the axis and series names, then one row per x; a gap is empty.
const csvRows = (header, data) => [header, ...data[0].map((x, i) => [x, ...data.slice(1).map((ys) => ys[i] ?? '')])];

function timeFigure(t, axis) {
  const series = [t('featureMaps.timing.kernelSeries'), t('featureMaps.timing.featureSeries')];
  const plot = createPlot({
    x: { label: axis, log: true },
    y: { label: t('featureMaps.timing.axis'), log: true },
    series: [{ label: series[0] }, { label: series[1], colour: 'muted', dash: [6, 3] }],
    height: 220,
  });
  let latest = null;
  // Written when the timing job ends, so its room is kept from the start for either sentence it may say.
  const sentences = { whole: t('featureMaps.timing.note', { axis }), gaps: t('featureMaps.timing.noteGap') };
  const note = createFigureNote({ reserve: Object.values(sentences) });
  const figure = h(
    'figure',
    { class: `timing-growth timing-growth-${axis}`, hidden: true },
    h('figcaption', {}, t(`featureMaps.timing.growth.${axis}`)),
    plot.element,
    note.element,
    exportMenu(t, {
      name: `kernel-trick-timing-${axis}`,
      ...plot.exports,
      csv: () => latest && csvRows([axis, ...series], latest),
    }),
  );
  /** data: [xs, kernel, φ]: the xs where φ was not built are listed in data-gaps. */
  function show(data) {
    latest = data;
    plot.setData(data);
    figure.dataset.gaps = data[0].filter((_, i) => data[2][i] === null).join(' ');
    note.set(figure.dataset.gaps ? sentences.gaps : sentences.whole);
  }
  return { figure, show };
}

function memoryFigure(t) {
  let mark = null;
  const series = [t('featureMaps.memory.yours'), t('featureMaps.memory.article')];
  const plot = createPlot({
    x: { label: 'p', log: true },
    y: { label: t('featureMaps.memory.axis'), log: true },
    series: [{ label: series[0] }, { label: series[1], colour: 'muted', dash: [6, 3] }],
    marks: () => (mark ? [mark] : []),
    height: 260, // the y axis's name, "bytes of one vector (float32)", runs the height of the data without being cut
  });
  let latest = null;
  const caption = h('figcaption', {});
  const note = createFigureNote();
  const figure = h(
    'figure',
    { class: 'timing-memory' },
    caption,
    plot.element,
    note.element,
    exportMenu(t, { name: 'feature-vector-memory', ...plot.exports, csv: () => latest && csvRows(['p', ...series], latest) }),
  );
  /**
   * Float32 bytes of one φ vector from the core's counts, for each p of ps: own at the reader's d, article.bytes
   * at the article's d, whose row (article.d, article.p) is marked.
   */
  function show({ d, ps, own, article }) {
    latest = [ps, own, article.bytes];
    const bytes = article.bytes[ps.indexOf(article.p)];
    mark = { x: article.p, label: t('featureMaps.memory.mark', { d: article.d, p: article.p, bytes: bytesText(bytes) }) };
    caption.textContent = t('featureMaps.memory.caption', { d, articleD: article.d });
    figure.dataset.mark = `${article.d}/${article.p} ${bytes}`;
    note.set(t('featureMaps.memory.note', { d: article.d, p: article.p, bytes: bytesText(bytes) }));
    plot.setData(latest);
    plot.redraw();
  }
  return { figure, show };
}
