// K + λI beside K at the slider's γ: the smallest eigenvalue and the condition number, under the λ slider.
import { h } from '../../dom.js';
import { scientific } from '../../format.js';
import { setLiveText } from '../../widgets/live.js';
import { conditionText, gammaText } from './text.js';

/** @param {{uid: string, t: Function, slider: HTMLElement}} options  slider: the λ slider, bound to the store. */
export function createRegularization({ uid, t, slider }) {
  const caption = h('caption');
  const cells = { min: [h('td'), h('td')], condition: [h('td'), h('td')] };
  const table = h(
    'table',
    { class: 'ridge-table' },
    caption,
    h('thead', {}, h('tr', {}, h('td'), h('th', { scope: 'col' }, 'K'), h('th', { scope: 'col' }, 'K + λI'))),
    h(
      'tbody',
      {},
      ...Object.entries(cells).map(([key, row]) =>
        h('tr', { dataset: { ridge: key } }, h('th', { scope: 'row' }, t(`gammaSweep.ridge.${key}`)), ...row),
      ),
    ),
  );
  const why = h('p', { class: 'ridge-why' }); // follows the γ of the table above it
  const element = h(
    'section',
    { class: 'gamma-ridge', 'aria-labelledby': `${uid}-ridge` },
    h('h3', { id: `${uid}-ridge` }, t('gammaSweep.ridge.title')),
    slider,
    table,
    why,
    h('p', {}, t('gammaSweep.ridge.jitter')),
  );

  /** K's row at `gamma` and the core's stats of K + λI (from K's eigenvalues). */
  function render({ gamma, row, regularized }) {
    setLiveText(caption, t('gammaSweep.ridge.caption', { gamma: gammaText(gamma) }));
    const condition = (stats) => (Number.isFinite(stats.condition) ? conditionText(stats.condition) : t('gammaSweep.ridge.infinite'));
    [row, regularized].forEach((stats, k) => {
      setLiveText(cells.min[k], scientific(stats.minEigenvalue, 1));
      setLiveText(cells.condition[k], condition(stats));
    });
    const params = { gamma: gammaText(gamma), min: scientific(row.minEigenvalue, 1), condition: condition(row) };
    setLiveText(why, t(Number.isFinite(row.condition) ? 'gammaSweep.ridge.why' : 'gammaSweep.ridge.whySingular', params));
  }

  return { element, render };
}
