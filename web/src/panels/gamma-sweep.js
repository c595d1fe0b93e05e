// Panel: the article's γ sweep. It opens on the article's table (Z = default_rng(4).normal(size=(300, 5)),
// γ = 0.05, 0.3, 1, 3); a γ slider then redraws the spectrum, the rank-against-γ curve and K itself, and a
// λ slider shows what K + λI does. Every number comes from the core (heavy calls in the worker); the pieces
// live in ./gamma-sweep/, this module owns the state: which table is wanted and which is on screen.
import { h } from '../dom.js';
import en from '../i18n/en/gamma-sweep.js';
import ko from '../i18n/ko/gamma-sweep.js';
import { toMatrix } from '../matrix.js';
import { quiet } from '../worker-client.js';
import { createPointsInput } from '../widgets/points-input.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createSweepJobs } from './gamma-sweep/jobs.js';
import { createRegularization } from './gamma-sweep/regularization.js';
import { sameTable, sizeOf, sourceKey } from './gamma-sweep/source.js';
import { STATE } from './gamma-sweep/state.js';
import { createStepView } from './gamma-sweep/step-view.js';
import { createSweepTable } from './gamma-sweep/table.js';

let mounts = 0; // ids stay unique when a page mounts the panel twice

export default {
  id: 'gamma-sweep',
  titleKey: 'gammaSweep.title',
  strings: { ko, en },
  state: STATE,
  mount: mountGammaSweep,
};

function mountGammaSweep(root, { t, gramlab, worker, state, commit, showError }) {
  const uid = `gamma-sweep-${++mounts}`;
  const { field, report } = stateInputs({ uid, prefix: 'gammaSweep', t, spec: STATE, state, showError });
  const seeded = { seed: state.seed, n: state.n, d: state.d }; // the seed inputs' last good values
  let shown = null; // {source, gammas} whose table is on screen
  let wanted = { source: seededSource(), gammas: state.gammas };
  let blame = null; // the input whose change `wanted` carries, where the core's complaint belongs

  // ---- inputs
  const seedInput = (key, size) =>
    field(key, {
      size,
      inputmode: 'numeric',
      onCommit: (value) => {
        seeded[key] = value;
        want({ source: seededSource() }, inputs[key]);
      },
    });
  const inputs = {
    seed: seedInput('seed', 22),
    n: seedInput('n', 6),
    d: seedInput('d', 6),
    gammas: field('gammas', { size: 28, hint: t('gammaSweep.gammasHint'), onCommit: (gammas) => want({ gammas }, inputs.gammas) }),
  };
  const pointsInput = createPointsInput({
    id: `${uid}-points`,
    t,
    onApply: (rows) => want({ source: { points: toMatrix(rows) } }, pointsInput),
    onReset: () => want({ source: seededSource() }, null),
  });
  const sourceLine = h('p', { class: 'source-line' });

  // ---- the pieces
  const jobs = createSweepJobs({ t, worker, onCancel: cancelled });
  const note = h('p', { class: 'sweep-note', role: 'status' });
  const table = createSweepTable({ t, onPick: (gamma) => view.jumpTo(gamma) });
  const view = createStepView({ uid, t, gramlab, worker, jobs, state, commit, showError, onStep: (step) => ridge.render(step) });
  const ridge = createRegularization({ uid, t, gramlab, state, commit, onLambda: () => view.redrawScree() });

  root.append(
    h('p', { class: 'lead' }, t('gammaSweep.lead')),
    h('div', { class: 'gamma-inputs' }, inputs.seed.element, inputs.n.element, inputs.d.element, inputs.gammas.element),
    pointsInput.element,
    sourceLine,
    jobs.element,
    note,
    table.element,
    h('h3', {}, t('gammaSweep.live')),
    view.element,
    ridge.element,
  );

  // ---- what changed → what to compute
  function seededSource() {
    return { seed: BigInt(seeded.seed), n: seeded.n, d: seeded.d };
  }

  function want(change, input) {
    const next = { ...wanted, ...change };
    if (sameTable(next, wanted)) return input?.setError(null); // leaving a field unchanged recomputes nothing
    wanted = next;
    blame = input;
    note.textContent = '';
    refreshTable();
  }

  // The first row of the wanted table is also the core's verdict on the input: only then does it replace
  // what is on screen, so a bad input leaves the last valid result in place.
  async function refreshTable() {
    const target = wanted;
    const input = blame;
    table.setBusy(true);
    try {
      const done = await jobs.sweepRows('table', target.source, target.gammas, (i, row) => {
        if (i === 0) show(target, input);
        table.fill(i, row);
      });
      // The curve waits for the table (both share the worker), then is computed once per point set.
      if (done) view.ensureCurve(shown.source);
    } catch (error) {
      if (quiet(error)) return;
      table.setBusy(false);
      if (target === wanted && shown) wanted = shown;
      report(error, input);
    }
  }

  function show(target, input) {
    const freshPoints = !shown || sourceKey(target.source) !== sourceKey(shown.source);
    shown = target;
    state.gammas = target.gammas;
    if ('seed' in target.source) Object.assign(state, { seed: String(target.source.seed), n: target.source.n, d: target.source.d });
    commit(state);
    input?.setError(null);
    showError(null);
    table.start(target.gammas);
    if (freshPoints) pointsChanged(target.source);
  }

  function pointsChanged(source) {
    const { n, d } = sizeOf(source);
    sourceLine.textContent = 'seed' in source
      ? t('gammaSweep.source.seed', { seed: String(source.seed), n, d })
      : t('gammaSweep.source.points', { n, d });
    view.setPoints(source);
  }

  // After the worker stopped: a change whose table never started is undone, inputs included, so that
  // entering it again runs it again.
  function cancelled() {
    view.forgetCurve();
    if (shown && wanted !== shown) {
      wanted = shown;
      Object.assign(seeded, { seed: state.seed, n: state.n, d: state.d });
      for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(state[key]));
    }
    note.textContent = t('gammaSweep.cancelled');
    table.setBusy(false);
  }

  view.slider.setValue(state.gamma);
  refreshTable();
  return {};
}
