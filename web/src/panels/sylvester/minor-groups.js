// Every principal minor as a list grouped by size (collapsible), the leading ones, the negative ones and the
// source of c marked; and the minors as CSV rows.
import { h } from '../../dom.js';
import { indexSet, signOf, valueText } from './text.js';

// Up to n = 5 (31 minors) every group is open; past it only groups with a negative minor.
const OPEN_ALL_UP_TO = 31;

/** Whether an index set (0-based) is a leading one: {1, …, k}. */
export const isLeading = (indices) => indices.every((x, i) => x === i);
export const sameIndices = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * One <details> per size for `minors` (gramlab.principalMinors); the minor that `direction`
 * (gramlab.negativeDirection, or null) comes from is marked as c's source.
 */
export function minorGroups(t, minors, direction) {
  return bySize(minors).map((list) => group(t, list, minors.length, direction));
}

function group(t, list, total, direction) {
  const size = list[0].indices.length;
  const negatives = list.filter((minor) => signOf(minor) === 'negative').length;
  const summary =
    t('sylvester.all.group', { size, count: list.length }) + (negatives ? t('sylvester.all.groupNegative', { count: negatives }) : '');
  return h(
    'details',
    { class: 'minor-group', open: total <= OPEN_ALL_UP_TO || negatives > 0 },
    h('summary', {}, summary),
    h('ul', { class: 'minor-list' }, ...list.map((minor) => item(t, minor, direction))),
  );
}

function item(t, minor, direction) {
  const sign = signOf(minor);
  const leading = isLeading(minor.indices);
  const source = direction && sameIndices(minor.indices, direction.indices);
  const tag = (key, className) => h('span', { class: `tag ${className}` }, t(key));
  return h(
    'li',
    { class: [sign, leading && 'leading', source && 'source'].filter(Boolean).join(' ') },
    h('span', { class: 'indices' }, indexSet(minor.indices)),
    ' ',
    h('span', { class: 'value' }, valueText(minor)),
    leading && tag('sylvester.all.leading', 'leading'),
    sign === 'negative' && tag('sylvester.all.negativeTag', 'negative'),
    source && tag('sylvester.all.sourceTag', 'source'),
  );
}

// The core lists the minors by size, then lexicographically: cut the list where the size changes.
function bySize(minors) {
  const groups = [];
  for (const minor of minors) {
    if (groups.at(-1)?.[0].indices.length !== minor.indices.length) groups.push([]);
    groups.at(-1).push(minor);
  }
  return groups;
}

// One row per listed minor: its index set (1-based, as shown) and its value as shown (exact or ≈).
export const minorRows = (minors) => [
  ['indices', 'minor'],
  ...minors.map((minor) => [minor.indices.map((i) => i + 1).join(' '), valueText(minor)]),
];
