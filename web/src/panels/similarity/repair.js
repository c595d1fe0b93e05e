// Both repairs side by side: the table after clip and after shift, the cells that moved, and by how much.
import { h } from '../../dom.js';
import { number } from '../../format.js';
import { toNested } from '../../api/matrix.js';
import { spectrumList } from '../../widgets/eigenvalues.js';
import { exportMenu } from '../../reader/export-menu.js';
import { SHOWN_DIGITS } from './compute.js';
import { createMatrixTable } from './matrix-table.js';

const METHODS = ['clip', 'shift'];

export function createRepairView({ t, onUse }) {
  const cards = METHODS.map((method) => createCard(method, { t, onUse }));
  const element = h(
    'div',
    { class: 'repair-view' },
    h('p', { class: 'hint' }, t('similarity.repair.intro')),
    h('div', { class: 'repair-cards' }, ...cards.map((card) => card.element)),
  );

  /** `repairs`: [{method, repair, after, copy}] from compute.repairs, in METHODS order. */
  function render({ repairs, labels }) {
    cards.forEach((card, k) => card.show(repairs[k], labels));
  }

  return { element, render };
}

function createCard(method, { t, onUse }) {
  const table = createMatrixTable();
  const unchanged = h('p', { class: 'repair-unchanged', hidden: true }, t('similarity.repair.unchanged')); // until a render says so
  // [key, label]: ‖Δ‖_F, max |Δ| and, for shift, ε.
  const names = [['frobenius', ['‖Δ‖', h('sub', {}, 'F')]], ['max', ['max |Δ|']], ...(method === 'shift' ? [['shift', ['ε']]] : [])];
  const stats = names.map(([key]) => h('dd', { dataset: { stat: key } }));
  const spectrum = h('span', { class: 'repair-spectrum-values' });
  const verdict = h('span', { class: 'verdict-word' });
  let rows = null;
  let full = [];
  let shownLabels = [];
  const digits = h('p', { class: 'hint copy-digits', hidden: true });
  const use = h('button', { type: 'button', onclick: () => onUse(rows) }, t('similarity.repair.use'));

  // `copy`: the repaired table as "use this table" puts it in the editor (compute.copyable).
  function show({ repair, after, copy }, labels) {
    rows = copy.rows;
    full = toNested(repair.matrix);
    shownLabels = labels;
    const same = repair.frobeniusChange === 0; // the core returns a PSD table untouched
    digits.hidden = same || copy.digits === SHOWN_DIGITS;
    digits.textContent = digits.hidden ? '' : t('similarity.copyDigits', { digits: copy.digits, shown: SHOWN_DIGITS });
    unchanged.hidden = !same;
    use.hidden = same;
    table.show({
      rows: full,
      rowLabels: labels,
      caption: t('similarity.repair.after'),
      changes: same ? null : toNested(repair.change),
    });
    [repair.frobeniusChange, repair.maxChange, repair.shift].slice(0, stats.length).forEach((x, k) => (stats[k].textContent = number(x)));
    spectrum.replaceChildren(spectrumList(after.eigenvalues, { negativeCount: after.negativeCount }));
    verdict.className = `verdict-word ${after.isPSD ? 'yes' : 'no'}`;
    verdict.textContent = t(after.isPSD ? 'similarity.repair.psd' : 'similarity.repair.notPsd');
  }

  const element = h(
    'section',
    { class: `repair-card ${method}`, dataset: { method } },
    h('h4', {}, t(`similarity.repair.${method}.title`)),
    h('p', { class: 'hint' }, t(`similarity.repair.${method}.how`)),
    unchanged,
    table.element,
    h('dl', { class: 'repair-stats' }, ...names.flatMap(([, label], k) => [h('dt', {}, ...label), stats[k]])),
    h('p', { class: 'repair-spectrum' }, t('similarity.repair.spectrum'), ' ', spectrum, verdict),
    exportMenu(t, { name: `repaired-${method}`, csv: () => labelled(full, shownLabels) }),
    use,
    digits,
  );
  return { element, show };
}

// The repaired table at full precision, its item names as the header row and column.
const labelled = (rows, labels) => [['', ...labels], ...rows.map((row, i) => [labels[i], ...row.map(String)])];
