// The methods panel's data controls: a seeded preset (two moons, rings, XOR, blobs) with its seed, sizes and
// noise, and the line that says which points are on the plane. Part of the controller: a commit goes to
// onChoose, which changes the store.
import { h } from '../../dom.js';
import { createPresets } from '../../widgets/presets.js';
import { DATASETS } from './state.js';

/**
 * @param {{t: Function, gramlab: object, state: () => object, field: Function,
 *   onChoose: (patch: object, history: string, input: object|null) => void}} options
 */
export function createDataControls({ t, gramlab, state, field, onChoose }) {
  const presets = createPresets({
    label: t('methods.presets'),
    buttons: DATASETS.map((name) => [t(`methods.data.${name}`), () => onChoose({ data: name, points: [] }, 'push', null)]),
  });
  const dataInput = (key, size) =>
    field(key, {
      size,
      inputmode: key === 'noise' ? 'decimal' : 'numeric',
      onCommit: (value) => onChoose({ [key]: value }, 'push', inputs[key]),
    });
  const inputs = {
    seed: dataInput('seed', 22),
    nTrain: dataInput('nTrain', 5),
    nTest: dataInput('nTest', 5),
    noise: dataInput('noise', 5),
  };
  const line = h('p', { class: 'methods-data-line' });
  const element = h(
    'fieldset',
    { class: 'methods-data' },
    h('legend', {}, t('methods.dataLegend')),
    ...presets.elements,
    h('div', { class: 'methods-fields' }, inputs.seed.element, inputs.nTrain.element, inputs.nTest.element, inputs.noise.element),
    line,
  );

  // The preset's split, drawn by the core once per (data, seed, sizes, noise).
  let key = null;
  let dataset = null;

  /** The data on screen: the seeded preset's split, the reader's own training points instead when given. Throws
   * the core's error for a preset it refuses. */
  function current() {
    const { data, seed, nTrain, nTest, noise } = state();
    const next = [data, seed, nTrain, nTest, noise].join('|');
    if (next !== key) {
      dataset = gramlab.labelledDataset({ kind: data, seed: BigInt(seed), nTrain, nTest, noise });
      key = next;
    }
    const rows = (m, labels) => Array.from({ length: m.rows }, (_, i) => [m.data[2 * i], m.data[2 * i + 1], labels[i]]);
    const test = rows(dataset.testPoints, dataset.testLabels);
    const train = state().points.length ? state().points : rows(dataset.trainPoints, dataset.trainLabels);
    return { train, test };
  }

  /** Says which points the plane shows. */
  function describe(data) {
    line.textContent = t(state().points.length ? 'methods.dataOwn' : 'methods.dataPreset', {
      name: t(`methods.data.${state().data}`),
      train: data.train.length,
      test: data.test.length,
    });
  }

  return { element, inputs, current, describe, forget: () => (key = null) };
}
