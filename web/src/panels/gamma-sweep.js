// @ts-check
// Panel: the article's γ sweep. It opens on the article's table (Z = default_rng(4).normal(size=(300, 5)),
// γ = 0.05, 0.3, 1, 3); a γ slider then redraws the spectrum, the rank-against-γ curve and K itself, and a
// λ slider shows what K + λI does. Every number comes from the core (heavy calls in the worker). This module
// is the controller: it wires its four parts in ./gamma-sweep/ — the point set (source-controls.js), the
// table's run (sweep-run.js), the slider's step and the curve (live-step.js), γ seen in a 1-D fit
// (predictions.js) — to the store and the views.
import { h } from '../dom.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createLiveStep } from './gamma-sweep/live-step.js';
import { numpy } from './gamma-sweep/numpy.js';
import { createPredictions } from './gamma-sweep/predictions.js';
import { createSweepProgress } from './gamma-sweep/progress.js';
import { createSourceControls } from './gamma-sweep/source-controls.js';
import { STATE } from './gamma-sweep/state.js';
import { createStoppedNote } from './gamma-sweep/stopped-note.js';
import { createSweepRun } from './gamma-sweep/sweep-run.js';
import { createSweepTable } from './gamma-sweep/table.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
/** @type {import('./panel.js').PanelModule} */
export default {
  mount: mountGammaSweep,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

// The keys that ask for another table (or a stopped one).
const TABLE_KEYS = ['seed', 'n', 'd', 'gammas', 'run', 'points'];

/**
 * @param {HTMLElement} root
 * @param {import('./panel.js').PanelContext} context
 */
function mountGammaSweep(root, context) {
  const { t, uid, gramlab, store, jobs, showError, answer } = context;
  const { field, report } = stateInputs({ uid, prefix: 'gammaSweep', t, spec: STATE, state: store.get(), showError });
  // The table and the curve one γ per step (progress, Cancel), the slider's step newest-wins.
  const progress = createSweepProgress({ t, onCancel: () => sweep.cancel() });
  const sources = createSourceControls({
    t,
    uid,
    field,
    onAsk: (patch, input, points) => sweep.ask(patch, input, points),
    pasted: () => sweep.pasted(),
  });
  const live = createLiveStep({ t, uid, gramlab, store, jobs, progress, showError });
  const predictions = createPredictions({ t, uid, store, jobs, showError });
  // A γ in the table moves the slider there: a deliberate change, its own history entry.
  // The question above: its answer is the table's row for the largest γ (the store holds the table being filled).
  const onFill = (row) => {
    if (row.gamma === Math.max(...store.get().gammas)) answer(row.k95, store.get());
  };
  const table = createSweepTable({ t, onPick: (gamma) => store.set({ gamma }, { history: 'push' }), onFill });
  const stoppedNote = createStoppedNote({ t, onRecompute: () => sweep.resume() });
  const sweep = createSweepRun({ store, jobs, progress, table, stoppedNote, sources, live, report, showError });

  root.append(
    h('p', { class: 'lead' }, t('gammaSweep.lead')),
    ...sources.elements,
    progress.element,
    stoppedNote.element,
    table.element,
    h('p', { class: 'rank-definition' }, t('gammaSweep.rankDefinition')),
    ...live.elements,
    predictions.element,
  );

  // A slider moved here, or Back/Forward: the seeded table, γ list and sliders the address holds.
  store.subscribe((next, { changed, origin }) => {
    if (changed.includes('gamma')) predictions.render();
    if (origin !== 'address') return live.follow(changed, false);
    sources.setTexts(next);
    if (changed.some((key) => TABLE_KEYS.includes(key))) sweep.readAddress();
    live.follow(changed, true);
  });

  sweep.readAddress();
  predictions.render();
  return {};
}
