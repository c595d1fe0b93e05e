// The γ sweep's point-set controls: seed, n, d and the table's γ list, or pasted points instead of the seeded
// ones, and the line that says which set the table is for. Part of the controller: a commit goes to onAsk.
import { h } from '../../dom.js';
import { toMatrix } from '../../api/matrix.js';
import { LIMITS } from '../../wasm/limits.js';
import { createPointsInput, linkablePoints } from '../../widgets/points-input.js';
import { sizeOf } from './source.js';
import { STATE } from './state.js';

/**
 * @param {{t: Function, uid: string, field: Function, onAsk: (patch: object, input: object|null, points: object|null) => void,
 *   pasted: () => object|null}} options
 *   onAsk(patch, input, points): a new seed, n, d or γ list, or other points (pasted, or null for the seeded
 *   ones); pasted(): the pasted points in use, kept by a new γ list.
 */
export function createSourceControls({ t, uid, field, onAsk, pasted }) {
  const seedInput = (key, size) =>
    field(key, { size, inputmode: 'numeric', onCommit: (value) => onAsk({ [key]: value, points: [] }, inputs[key], null) });
  const inputs = {
    seed: seedInput('seed', 22),
    n: seedInput('n', 6),
    d: seedInput('d', 6),
    gammas: field('gammas', {
      size: 28,
      hint: t('gammaSweep.gammasHint', { max: LIMITS.maxGammas }),
      onCommit: (gammas) => onAsk({ gammas }, inputs.gammas, pasted()),
    }),
  };
  const pointsInput = createPointsInput({
    id: `${uid}-points`,
    t,
    onApply: (rows) => onAsk({ points: linkablePoints(rows) }, pointsInput, { points: toMatrix(rows), rows }),
    onReset: () => onAsk({ points: [] }, null, null),
  });
  const seededNote = h('p', { class: 'field-hint seeded-unused', hidden: true }, t('points.seededUnused'));
  const sourceLine = h('p', { class: 'source-line' });
  const elements = [
    h('div', { class: 'gamma-inputs' }, inputs.seed.element, inputs.n.element, inputs.d.element, inputs.gammas.element),
    seededNote,
    pointsInput.element,
    sourceLine,
  ];

  return {
    elements,
    /** Pasted points in use: seed, n and d say they are not, and the textarea holds the points; an old paste
     * error no longer describes the table, whatever changed it. */
    showInUse(source) {
      const seeded = 'seed' in source;
      seededNote.hidden = seeded;
      for (const key of ['seed', 'n', 'd']) inputs[key].element.classList.toggle('not-in-use', !seeded);
      pointsInput.showInUse(seeded ? null : source.rows);
    },
    /** Names the point set the table is for. */
    describe(source) {
      const { n, d } = sizeOf(source);
      sourceLine.textContent =
        'seed' in source ? t('gammaSweep.source.seed', { seed: String(source.seed), n, d }) : t('gammaSweep.source.points', { n, d });
    },
    /** The inputs show `state`'s values (after Back, Forward or an undone change). */
    setTexts(state) {
      for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(state[key]));
    },
  };
}
