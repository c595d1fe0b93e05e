// A list of eigenvalues in ascending order (as the core returns them), the negative ones marked: the first
// `negativeCount`, counted by the core with its tolerance, so a rounding-level −1e−17 is not marked.
import { h } from '../dom.js';
import { decisive, fixed } from '../format.js';

/** The list items; `zeros` more are appended as exact zeros (counted by the core, e.g. n − rank). */
export function eigenvalueItems(values, { negativeCount = 0, zeros = 0 } = {}) {
  // A negative one is printed with its sign and size, however small (decisive): it is why the verdict is no.
  const items = Array.from(values, (x, i) =>
    i < negativeCount ? h('li', { class: 'negative' }, decisive(x, 3)) : h('li', {}, fixed(x, 3)),
  );
  for (let k = 0; k < zeros; k++) items.push(h('li', { class: 'zero' }, '0'));
  return items;
}

/**
 * The eigenvalues as bars from a zero line, scaled to the largest |λ|, so a bar crossing zero is seen while a
 * cell is dragged: the first `negativeCount` (the core's count) in the negative colour, the others at or above
 * 0 in the positive one, a rounding-level negative (not counted) neutral. Decoration: the list says the numbers.
 */
export function eigenvalueBars(values, { negativeCount = 0 } = {}) {
  const scale = Math.max(...Array.from(values, Math.abs)) || 1;
  return Array.from(values, (x, i) => {
    const share = (50 * Math.abs(x)) / scale;
    const kind = i < negativeCount ? 'negative' : x >= 0 ? 'positive' : 'within';
    return h('span', { class: `eigenvalue-bar ${kind}`, style: `--from: ${x < 0 ? 50 - share : 50}%; --width: ${share}%` });
  });
}

/** A compact inline list (class "spectrum"). */
export const spectrumList = (values, options) => h('ol', { class: 'spectrum' }, ...eigenvalueItems(values, options));
