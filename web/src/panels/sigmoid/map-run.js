// The sigmoid panel's map of the (a, b) plane for the point set on screen: computed one row of b per step, the
// rows spread over the panel's workers and drawn in order (job.js, split; progress), kept while only a or b
// changes. Part of the controller: the map view (map.js) draws it.
import { A_VALUES, B_VALUES, MAP_POINTS } from './map-grid.js';

/**
 * @param {{jobs: object, map: object, current: () => object|null, showError: Function}} options
 *   map: the view (map.js); current: the state whose numbers are on screen.
 */
export function createMapRun({ jobs, map, current, showError }) {
  const mapJob = jobs.job({ onProgress: (p) => map.setProgress(p), split: true });
  let mapKey = null; // the point set of the map on screen or being computed

  /** The map of the point set on screen: kept when only a or b changed, else computed row by row. */
  async function refresh() {
    const shown = current();
    map.describe(shown.n);
    const m = Math.min(shown.n, MAP_POINTS);
    const key = `${shown.seed}/${m}/${shown.d}`;
    if (key === mapKey) return;
    mapKey = key;
    const source = { seed: BigInt(shown.seed), n: m, d: shown.d };
    map.begin(m);
    const rows = B_VALUES.map((b) => (call) => call('sigmoidMap', { ...source, aValues: A_VALUES, bValues: [b] }));
    const outcome = await mapJob.run(rows, { onStep: (i, row) => map.addRow(i, row) });
    if (outcome.status === 'done') map.end('done');
    if (outcome.status !== 'failed') return;
    map.end('failed');
    mapKey = null; // a later change may try again
    showError(outcome.error);
  }

  return {
    refresh,
    /** After the worker was stopped: an unfinished map is computed again. */
    restart() {
      if (map.element.dataset.state === 'computing') mapKey = null;
      refresh();
    },
  };
}
