// The γ sweep's table run: the table asked for (seed, n, d or pasted points, and the γ list), computed one γ
// per step, the steps spread over the panel's workers and heard in order (job.js, split); its first row is
// also the core's verdict on the input, so only then does it replace what is on screen. Cancel, Recompute
// after it (the note and the button: stopped-note.js), and a link to a stopped sweep. Part of the controller.
import { toMatrix } from '../../api/matrix.js';
import { moveFocus } from '../../widgets/focus.js';
import { sameTable, sourceKey } from './source.js';
import { sweepSteps } from './live-step.js';

/**
 * @param {{store: object, jobs: object, progress: object, table: object, stoppedNote: object, sources: object,
 *   live: object, report: Function, showError: Function}} options
 *   sources: the point-set controls (source-controls.js); live: the slider's step and the curve (live-step.js).
 */
export function createSweepRun({ store, jobs, progress, table, stoppedNote, sources, live, report, showError }) {
  const state = store.get;
  const tableJob = jobs.job({ onProgress: (p) => progress.set('table', p), split: true });
  let pasted = null; // pasted points in use instead of the seeded ones
  let asked = null; // the newest table asked for: {source, gammas}
  let shown = null; // {source, gammas} whose table is on screen

  /** The table the address (or the link) asks for: its pasted points, else its seeded ones; then computes it, or
   * shows it stopped when the link says the reader cancelled it. */
  function readAddress() {
    const { points, seed, n, d, gammas, run } = state();
    pasted = points.length ? { points: toMatrix(points), rows: points } : null;
    asked = { source: pasted ?? { seed: BigInt(seed), n, d }, gammas };
    if (run === 'stopped') showStoppedLink();
    else refresh(null);
  }

  /** A new seed, n, d or γ list (`patch`), or other points (`points`: pasted, or null for the seeded ones). */
  function ask(patch, input, points) {
    const next = { ...state(), ...patch };
    const target = { source: points ?? { seed: BigInt(next.seed), n: next.n, d: next.d }, gammas: next.gammas };
    if (sameTable(target, asked)) return input?.setError(null); // leaving a field unchanged recomputes nothing
    pasted = points;
    asked = target;
    // The link changes once the first row shows the core took the input.
    store.set(patch, { history: 'none', silent: true });
    refresh(input);
  }

  async function refresh(input) {
    const target = asked;
    stoppedNote.render(false);
    if (live.curvePending(target.source)) progress.expect('curve'); // it follows this table
    table.setBusy(true);
    const outcome = await tableJob.run(sweepSteps(target.source, target.gammas), {
      cause: input,
      onStep: (i, row) => {
        if (i === 0) show(target, input);
        table.fill(i, row);
      },
    });
    // The curve waits for the table (both share the worker), then is computed once per point set.
    if (outcome.status === 'done') live.ensureCurve(shown.source);
    if (outcome.status !== 'failed') return;
    table.setBusy(false);
    undoAsk();
    report(outcome.error, outcome.cause);
  }

  function show(target, input) {
    const freshPoints = !shown || sourceKey(target.source) !== sourceKey(shown.source);
    shown = target;
    store.set({ run: 'auto' }, { history: 'push' });
    input?.setError(null);
    showError(null);
    sources.showInUse(target.source);
    table.start(target.gammas);
    if (freshPoints) {
      sources.describe(target.source);
      live.setSource(target.source);
    }
  }

  // The store and the inputs go back to the table on screen (after a failure or a Cancel).
  function undoAsk() {
    if (!shown || asked === shown) return;
    asked = shown;
    pasted = 'seed' in shown.source ? null : shown.source;
    const patch = { gammas: shown.gammas, points: pasted ? pasted.rows : [] };
    if (!pasted) Object.assign(patch, { seed: String(shown.source.seed), n: shown.source.n, d: shown.source.d });
    store.set(patch, { history: 'none', silent: true });
    return true;
  }

  // Cancel stops every job of the panel: a change whose table never started is undone, inputs included, so
  // that entering it again runs it again. What is left unfinished (table rows, the curve) is marked, the link
  // says the sweep was stopped (a reload does not restart it), and Recompute, which takes the focus from the
  // vanished Cancel, runs it again (else the note takes it).
  function cancel() {
    jobs.cancel();
    progress.stop();
    if (undoAsk()) sources.setTexts(state());
    if (!shown) showStoppedLink(); // cancelled before anything was shown: the rows it would have computed
    const tableUnfinished = table.stop();
    const unfinished = live.stopCurve() || tableUnfinished;
    if (unfinished) store.set({ run: 'stopped' }, { history: 'replace' });
    stoppedNote.render(unfinished, 'gammaSweep.cancelled');
    stoppedNote.focus();
  }

  // Recompute: the table on screen (or the stopped one the link holds), then its curve. The button hides:
  // focus goes to the table being filled.
  function resume() {
    refresh(null);
    moveFocus(table.element);
  }

  /** A link to a stopped sweep: the rows it would compute, marked, and Recompute. */
  function showStoppedLink() {
    table.start(asked.gammas);
    table.stop();
    sources.describe(asked.source);
    stoppedNote.render(true);
  }

  return { ask, cancel, resume, readAddress, pasted: () => pasted };
}
