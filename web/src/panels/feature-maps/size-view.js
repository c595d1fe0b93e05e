// The size of feature space: the article's table as it prints it (2/2 → 6 … 768/4 → 14,685,120,065) with
// the float32 size of one feature vector, the reader's own d and p, and the two routes timed in the core:
// their growth with d and with p on log–log axes, and φ's memory against p beside them.
import { h, numberNodes } from '../../dom.js';
import { bytesText, grouped, secondsText } from './text.js';
import { markBusy, replaceLive, setLiveText } from '../../widgets/live.js';
import { createTimingCharts } from './timing-charts.js';
import { SAMPLES, isCoarse } from './timing-summary.js';

// "1,024", or "512–1,024" when the samples' batches differ.
const countRange = ([low, high]) => (low === high ? grouped(String(low)) : `${grouped(String(low))}–${grouped(String(high))}`);

/** @param {{t: Function, inputs: HTMLElement}} options inputs: the reader's d and p fields. */
export function createSizeView({ t, inputs }) {
  const body = h('tbody');
  const table = h(
    'table',
    { class: 'size-table cards-on-phone' },
    h('caption', {}, t('featureMaps.size.caption')),
    h('thead', {}, h('tr', {}, ...['d', 'p', 'count', 'bytes'].map((key) => h('th', { scope: 'col' }, t(`featureMaps.size.${key}`))))),
    body,
  );
  const own = h('p', { class: 'size-own', role: 'status' });
  const kernelCost = h('p', { class: 'size-kernel' });
  const timing = h('div', { class: 'size-timing busy-outline', 'aria-live': 'polite' });
  const element = h('div', { class: 'size-view' }, h('div', { class: 'table-scroll' }, table), inputs, own, kernelCost, timing);

  // data-label: the column's name beside each value where the table stacks (a phone: cards-on-phone, widgets.css).
  const cell = (key, attributes, ...children) =>
    h('td', { ...attributes, dataset: { label: t(`featureMaps.size.${key}`) } }, h('span', {}, ...children));
  // A long count may wrap after a comma, never inside a group of digits.
  const digits = (text) => text.split(',').flatMap((group, i) => (i ? [',', h('wbr'), group] : [group]));
  // The reader's d and p: their own labelled row, or the article's row marked when they are one of its.
  const row = ([d, p], size, mine, label = false) =>
    h(
      'tr',
      { class: mine ? 'size-row size-mine' : 'size-row', dataset: { d: String(d), p: String(p) } },
      cell('d', {}, String(d), label ? h('span', { class: 'size-yours' }, ` ${t('featureMaps.size.yours')}`) : null),
      cell('p', {}, String(p)),
      cell('count', { class: 'size-count' }, ...digits(grouped(size.count))),
      cell('bytes', { class: 'size-bytes' }, bytesText(size.approxFloat32Bytes)),
    );

  /** rows: [[d, p], size] for the article's table; mine: the reader's [d, p] and its size; memory: memoryCurves' result. */
  function render(rows, [d, p], size, memory) {
    const isMine = ([rd, rp]) => rd === d && rp === p;
    const article = rows.map(([dp, s]) => row(dp, s, isMine(dp)));
    body.replaceChildren(...article, ...(rows.some(([dp]) => isMine(dp)) ? [] : [row([d, p], size, true, true)]));
    setLiveText(own, t('featureMaps.size.own', { d, p, count: grouped(size.count), bytes: bytesText(size.approxFloat32Bytes) }));
    kernelCost.textContent = t('featureMaps.size.kernel', { d });
    charts.renderMemory(memory);
  }

  // While the job runs the chart's place is already taken, so the lift below does not move when it draws.
  function setBusy(busy) {
    markBusy(timing, busy);
    if (busy) for (const figure of growthFigures) figure.hidden = false;
    if (busy) replaceLive(timing, h('p', {}, t('featureMaps.timing.running')));
  }

  const charts = createTimingCharts({ t });
  const growthFigures = charts.timed;
  timing.after(charts.element);

  /** timingSummary's result (timing-run.js) with the timer's step, or {tooWide: true} when d is past what it times;
   * oneVector: one φ(x)'s float32 bytes (the table's unit), said beside the two float64 vectors the core builds. */
  function renderTiming({ d, p, oneVector }, result, step) {
    markBusy(timing, false);
    if (result.tooWide) {
      for (const figure of growthFigures) figure.hidden = true;
      return replaceLive(timing, h('p', { class: 'timing-note' }, t('featureMaps.timing.tooWide', { d, max: result.max })));
    }
    const spread = (r) => ({
      time: secondsText(r.median),
      low: secondsText(r.low),
      high: secondsText(r.high),
      runs: countRange(r.repetitions),
      samples: SAMPLES,
    });
    // A batch under twenty timer steps: its figure may be off by a twentieth of itself or more, so the text says so.
    const coarse = (r) =>
      isCoarse(r.batch, step) ? ` ${t('featureMaps.timing.coarse', { batch: secondsText(r.batch), step: secondsText(step) })}` : '';
    const kernel = h('li', { class: 'timing-kernel' }, t('featureMaps.timing.kernel', spread(result.kernel)) + coarse(result.kernel));
    const features = result.feature
      ? h(
          'li',
          { class: 'timing-features' },
          t('featureMaps.timing.features', { ...spread(result.feature), count: grouped(result.first.featureCount) }) +
            coarse(result.feature),
        )
      : h(
          'li',
          { class: 'timing-features timing-unbuilt' },
          numberNodes(
            t('featureMaps.timing.unbuilt', {
              count: grouped(result.first.featureCount),
              bytes: bytesText(result.first.approxRequiredBytes),
              cap: bytesText(result.first.capBytes),
              one: bytesText(oneVector),
            }),
          ),
        );
    replaceLive(timing, h('p', {}, t('featureMaps.timing.title', { d, p })), h('ul', {}, kernel, features));
    charts.renderTimes(result.growth);
  }

  return { element, render, setBusy, renderTiming };
}
