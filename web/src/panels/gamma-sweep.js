// Panel: the article's γ sweep. It opens on the article's table (Z = default_rng(4).normal(size=(300, 5)),
// γ = 0.05, 0.3, 1, 3); a γ slider then redraws the spectrum, the rank-against-γ curve and K itself, and a
// λ slider shows what K + λI does. Every number comes from the core (heavy calls in the worker). This module
// is the controller: it changes the store, runs the jobs and hands their results to the views in ./gamma-sweep/.
import { h } from '../dom.js';
import { toMatrix } from '../api/matrix.js';
import { moveFocus } from '../widgets/focus.js';
import { LIMITS } from '../wasm/limits.js';
import { createPointsInput, linkablePoints } from '../widgets/points-input.js';
import { createSlider, logScale } from '../widgets/slider.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createSweepProgress } from './gamma-sweep/progress.js';
import { createRegularization } from './gamma-sweep/regularization.js';
import { leadingPoints, sameTable, sizeOf, sourceKey } from './gamma-sweep/source.js';
import { GAMMA_MAX, GAMMA_MIN, STATE } from './gamma-sweep/state.js';
import { CURVE_GAMMAS, createStepView } from './gamma-sweep/step-view.js';
import { createSweepTable } from './gamma-sweep/table.js';
import { gammaText, lambdaText } from './gamma-sweep/text.js';
import { numpy } from './gamma-sweep/numpy.js';
import { setLiveText } from '../widgets/live.js';

// K is drawn for at most this many points: at n = 2000 it would be 32 MB per slider step.
const HEATMAP_POINTS = 300;

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountGammaSweep,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

function mountGammaSweep(root, { t, uid, gramlab, store, jobs, showError }) {
  const state = store.get;
  const { field, report } = stateInputs({ uid, prefix: 'gammaSweep', t, spec: STATE, state: state(), showError });
  let pasted = linkedPoints(); // pasted points in use instead of the seeded ones
  let asked = { source: pasted ?? seededSource(), gammas: state().gammas }; // the newest table asked for
  let shown = null; // {source, gammas} whose table is on screen
  let heatPoints = null; // K's leading block is drawn for these
  let curveKey = null; // the point set the curve was computed (or is being computed) for
  let curveDone = false; // the curve for curveKey is complete

  // ---- the jobs: the table and the curve one γ per step (progress, Cancel), the slider's step newest-wins
  const progress = createSweepProgress({ t, onCancel: () => cancel() });
  const tableJob = jobs.job({ onProgress: (p) => progress.set('table', p) });
  const curveJob = jobs.job({ onProgress: (p) => progress.set('curve', p) });
  const stepJob = jobs.job({ keepUp: true }); // the γ slider: follow the drag
  // A pasted source also carries its rows for the link (`rows`); the core takes only the matrix.
  const sweepSteps = ({ rows, ...source }, gammas) =>
    gammas.map((gamma) => (call) => call('gammaSweep', { ...source, gammas: [gamma] }).then(([row]) => row));

  // ---- inputs
  const seedInput = (key, size) =>
    field(key, { size, inputmode: 'numeric', onCommit: (value) => ask({ [key]: value, points: [] }, inputs[key], null) });
  const inputs = {
    seed: seedInput('seed', 22),
    n: seedInput('n', 6),
    d: seedInput('d', 6),
    gammas: field('gammas', {
      size: 28,
      hint: t('gammaSweep.gammasHint', { max: LIMITS.maxGammas }),
      onCommit: (gammas) => ask({ gammas }, inputs.gammas, pasted),
    }),
  };
  const pointsInput = createPointsInput({
    id: `${uid}-points`,
    t,
    onApply: (rows) => ask({ points: linkablePoints(rows) }, pointsInput, { points: toMatrix(rows), rows }),
    onReset: () => ask({ points: [] }, null, null),
  });
  const seededNote = h('p', { class: 'field-hint seeded-unused', hidden: true }, t('points.seededUnused'));
  const sourceLine = h('p', { class: 'source-line' });

  // ---- the views
  const gammaSlider = createSlider({
    id: `${uid}-gamma`,
    label: t('gammaSweep.slider'),
    scale: logScale({ min: GAMMA_MIN, max: GAMMA_MAX }),
    store,
    key: 'gamma',
    valueText: (gamma) => t('gammaSweep.sliderValue', { gamma: gammaText(gamma) }),
  });
  const lambdaSlider = createSlider({
    id: `${uid}-lambda`,
    label: t('gammaSweep.ridge.slider'),
    scale: logScale({ min: 1e-8, max: 10, stepsPerDecade: 10, zero: true }),
    store,
    key: 'lambda',
    valueText: (lambda) => t('gammaSweep.ridge.value', { lambda: lambdaText(lambda) }),
  });
  const note = h('p', { class: 'sweep-note', role: 'status' });
  // After a Cancel that left the table or the curve unfinished: compute them again, for the points on screen.
  const recompute = h(
    'button',
    { type: 'button', class: 'sweep-recompute', hidden: true, onclick: () => resume() },
    t('gammaSweep.recompute'),
  );
  // A γ in the table moves the slider there: a deliberate change, its own history entry.
  const table = createSweepTable({ t, onPick: (gamma) => store.set({ gamma }, { history: 'push' }) });
  const view = createStepView({ t, state, slider: gammaSlider.element });
  const ridge = createRegularization({ uid, t, slider: lambdaSlider.element });
  let step = null; // the step on screen: {gamma, row, kernel}

  root.append(
    h('p', { class: 'lead' }, t('gammaSweep.lead')),
    h('div', { class: 'gamma-inputs' }, inputs.seed.element, inputs.n.element, inputs.d.element, inputs.gammas.element),
    seededNote,
    pointsInput.element,
    sourceLine,
    progress.element,
    h('div', { class: 'sweep-stopped' }, note, recompute),
    table.element,
    h('p', { class: 'rank-definition' }, t('gammaSweep.rankDefinition')),
    h('h3', {}, t('gammaSweep.live')),
    view.element,
    ridge.element,
  );

  store.subscribe((_next, { changed, origin }) => {
    if (origin === 'address') return followAddress(changed);
    if (changed.includes('gamma')) {
      view.redrawCurve();
      redrawStep();
    }
    if (changed.includes('lambda')) {
      drawRidge();
      view.redrawScree();
    }
  });

  // ---- what changed → what to compute
  // Points from the link: a pasted set the reader shared ({points, rows}), or null.
  function linkedPoints() {
    const rows = state().points;
    return rows.length ? { points: toMatrix(rows), rows } : null;
  }

  function seededSource() {
    const { seed, n, d } = state();
    return { seed: BigInt(seed), n, d };
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
    refreshTable(input);
  }

  // The first row of the asked-for table is also the core's verdict on the input: only then does it replace
  // what is on screen, so a bad input leaves the last valid result in place.
  async function refreshTable(input) {
    const target = asked;
    showStopped(false);
    if (curveKey !== sourceKey(target.source) || !curveDone) progress.expect('curve'); // it follows this table
    table.setBusy(true);
    const outcome = await tableJob.run(sweepSteps(target.source, target.gammas), {
      cause: input,
      onStep: (i, row) => {
        if (i === 0) show(target, input);
        table.fill(i, row);
      },
    });
    // The curve waits for the table (both share the worker), then is computed once per point set.
    if (outcome.status === 'done') ensureCurve(shown.source);
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
    showPointsInUse(target.source);
    table.start(target.gammas);
    if (freshPoints) pointsChanged(target.source);
  }

  // Pasted points in use: seed, n and d say they are not, and the textarea holds the points; an old paste
  // error no longer describes the table, whatever changed it.
  function showPointsInUse(source) {
    const seeded = 'seed' in source;
    seededNote.hidden = seeded;
    for (const key of ['seed', 'n', 'd']) inputs[key].element.classList.toggle('not-in-use', !seeded);
    pointsInput.showInUse(seeded ? null : source.rows);
  }

  // The store and the inputs go back to the table on screen (after a failure or a Cancel).
  function undoAsk() {
    if (!shown || asked === shown) return;
    asked = shown;
    pasted = 'seed' in shown.source ? null : shown.source;
    const patch = { gammas: shown.gammas, points: pasted ? linkablePoints(pasted.rows) : [] };
    if (!pasted) Object.assign(patch, { seed: String(shown.source.seed), n: shown.source.n, d: shown.source.d });
    store.set(patch, { history: 'none', silent: true });
    return true;
  }

  function pointsChanged(source) {
    showSource(source);
    heatPoints = leadingPoints(gramlab, source, HEATMAP_POINTS);
    curveJob.drop(); // the old set's curve: its last row may still land, and is dropped
    curveKey = null;
    progress.expect('curve');
    const { n } = sizeOf(source);
    view.setPoints({ count: n, shown: Math.min(n, HEATMAP_POINTS) });
    redrawStep();
  }

  function showSource(source) {
    const { n, d } = sizeOf(source);
    sourceLine.textContent =
      'seed' in source ? t('gammaSweep.source.seed', { seed: String(source.seed), n, d }) : t('gammaSweep.source.points', { n, d });
  }

  /** Computes the curve for `source` unless it is already there (or on its way). */
  async function ensureCurve(source) {
    if (curveKey === sourceKey(source)) return;
    const order = coarseFirst(CURVE_GAMMAS.length);
    curveKey = sourceKey(source);
    curveDone = false;
    const outcome = await curveJob.run(
      sweepSteps(
        source,
        order.map((i) => CURVE_GAMMAS[i]),
      ),
      {
        onStep: (k, row) => view.setCurveRank(order[k], row.effectiveRank),
      },
    );
    curveDone = outcome.status === 'done';
    if (outcome.status === 'failed') showError(outcome.error);
  }

  // While the slider is dragged only one step is in flight; when it lands, the newest γ is computed.
  async function redrawStep() {
    if (!shown) return; // the first table row brings the points; its pointsChanged draws the first step
    const { rows, ...source } = shown.source; // rows: the link's copy of pasted points, not for the core
    const gamma = state().gamma;
    const outcome = await stepJob.run([
      (call) =>
        Promise.all([
          call('gammaSweep', { ...source, gammas: [gamma], spectrum: true }),
          call('kernelMatrix', heatPoints, { kind: 'rbf', gamma }),
        ]),
    ]);
    if (outcome.status === 'failed') return showError(outcome.error);
    if (outcome.status !== 'done') return;
    const [[[row], kernel]] = outcome.values;
    step = { gamma, row, kernel };
    view.renderStep(step);
    drawRidge();
    showError(null);
  }

  // K + λI from the step's eigenvalues: no new decomposition while λ moves.
  function drawRidge() {
    if (step) ridge.render({ ...step, regularized: gramlab.regularizedStats(step.row.spectrum, state().lambda) });
  }

  // Cancel stops every job of the panel: a change whose table never started is undone, inputs included, so
  // that entering it again runs it again. What is left unfinished (table rows, the curve) is marked, the link
  // says the sweep was stopped (a reload does not restart it), and Recompute, which takes the focus from the
  // vanished Cancel, runs it again.
  function cancel() {
    jobs.cancel();
    progress.stop();
    if (undoAsk()) for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(state()[key]));
    if (!shown) showStoppedLink(); // cancelled before anything was shown: the rows it would have computed
    const unfinished = table.stop() || !curveDone;
    curveKey = null;
    curveDone = false;
    if (unfinished) store.set({ run: 'stopped' }, { history: 'replace' });
    showStopped(unfinished, 'gammaSweep.cancelled');
    moveFocus(unfinished ? recompute : note);
  }

  /** The note and Recompute after a Cancel (or a link to a stopped sweep); showStopped(false) clears them. */
  function showStopped(stopped, key = 'gammaSweep.stoppedLink') {
    setLiveText(note, stopped || key === 'gammaSweep.cancelled' ? t(key) : '');
    recompute.hidden = !stopped;
  }

  // Recompute: the table on screen (or the stopped one the link holds), then its curve. The button hides:
  // focus goes to the table being filled.
  function resume() {
    refreshTable(null);
    moveFocus(table.element);
  }

  /** A link to a stopped sweep: the rows it would compute, marked, and Recompute. */
  function showStoppedLink() {
    table.start(asked.gammas);
    table.stop();
    showSource(asked.source);
    showStopped(true);
  }

  // Back or Forward: the seeded table, γ list and sliders the address holds.
  function followAddress(changed) {
    for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(state()[key]));
    if (changed.some((key) => key in inputs || key === 'run' || key === 'points')) {
      pasted = linkedPoints();
      asked = { source: pasted ?? seededSource(), gammas: state().gammas };
      if (state().run === 'stopped') showStoppedLink();
      else refreshTable(null);
    }
    if (changed.includes('gamma')) redrawStep();
    if (changed.includes('lambda')) drawRidge();
  }

  if (state().run === 'stopped') showStoppedLink();
  else refreshTable(null);
  return {};
}

// Every 8th index first, then every 4th, 2nd, the rest: the curve's shape shows early and fills in.
function coarseFirst(count) {
  const order = [];
  for (const stride of [8, 4, 2, 1]) {
    for (let i = 0; i < count; i += stride) if (!order.includes(i)) order.push(i);
  }
  return order;
}
