// The size of feature space: the article's table as it prints it (2/2 → 6 … 768/4 → 14,685,120,065) with
// the float32 size of one feature vector, the reader's own d and p, and the two routes timed in the core.
import { h } from '../../dom.js';
import { bytesText, grouped, secondsText } from './text.js';
import { replaceLive, setLiveText } from '../../widgets/live.js';

/** @param {{t: Function, inputs: HTMLElement}} options inputs: the reader's d and p fields. */
export function createSizeView({ t, inputs }) {
  const body = h('tbody');
  const table = h(
    'table',
    { class: 'size-table' },
    h('caption', {}, t('featureMaps.size.caption')),
    h('thead', {}, h('tr', {}, ...['d', 'p', 'count', 'bytes'].map((key) => h('th', { scope: 'col' }, t(`featureMaps.size.${key}`))))),
    body,
  );
  const own = h('p', { class: 'size-own', role: 'status' });
  const kernelCost = h('p', { class: 'size-kernel' });
  const timing = h('div', { class: 'size-timing busy-outline', 'aria-live': 'polite' });
  const element = h('div', { class: 'size-view' }, h('div', { class: 'table-scroll' }, table), inputs, own, kernelCost, timing);

  const row = ([d, p], size, mine) =>
    h(
      'tr',
      { class: mine ? 'size-row size-mine' : 'size-row', dataset: { d: String(d), p: String(p) } },
      h('td', {}, String(d)),
      h('td', {}, String(p)),
      h('td', { class: 'size-count' }, grouped(size.count)),
      h('td', { class: 'size-bytes' }, bytesText(size.approxFloat32Bytes)),
    );

  /** rows: [[d, p], size] for the article's table; mine: the reader's [d, p] and its size. */
  function render(rows, [d, p], size) {
    body.replaceChildren(...rows.map(([dp, s]) => row(dp, s, false)), row([d, p], size, true));
    setLiveText(own, t('featureMaps.size.own', { d, p, count: grouped(size.count), bytes: bytesText(size.approxFloat32Bytes) }));
    kernelCost.textContent = t('featureMaps.size.kernel', { d });
  }

  function setBusy(busy) {
    timing.toggleAttribute('aria-busy', busy);
    if (busy) replaceLive(timing, h('p', {}, t('featureMaps.timing.running')));
  }

  /** The core's kernelTrickTiming result, or {tooWide: true} when d is past what it times. */
  function renderTiming({ d, p }, result) {
    timing.removeAttribute('aria-busy');
    if (result.tooWide)
      return replaceLive(timing, h('p', { class: 'timing-note' }, t('featureMaps.timing.tooWide', { d, max: result.max })));
    const kernel = h(
      'li',
      { class: 'timing-kernel' },
      t('featureMaps.timing.kernel', { time: secondsText(result.kernelSeconds), runs: result.kernelRepetitions }),
    );
    const features = result.built
      ? h(
          'li',
          { class: 'timing-features' },
          t('featureMaps.timing.features', {
            time: secondsText(result.featureSeconds),
            runs: result.featureRepetitions,
            count: grouped(result.featureCount),
          }),
        )
      : h(
          'li',
          { class: 'timing-features timing-unbuilt' },
          t('featureMaps.timing.unbuilt', {
            count: grouped(result.featureCount),
            bytes: bytesText(result.approxRequiredBytes),
            cap: bytesText(result.capBytes),
          }),
        );
    replaceLive(timing, h('p', {}, t('featureMaps.timing.title', { d, p })), h('ul', {}, kernel, features));
  }

  return { element, render, setBusy, renderTiming };
}
