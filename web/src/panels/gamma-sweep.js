// Panel: the article's γ sweep. It opens on the article's table (Z = default_rng(4).normal(size=(300, 5)),
// γ = 0.05, 0.3, 1, 3); a γ slider then redraws the spectrum, the rank-against-γ curve and K itself, and a
// λ slider shows what K + λI does. Every number comes from the core (heavy calls in the worker); this module
// parses, formats and draws.
import { h } from '../dom.js';
import { fixed, scientific } from '../format.js';
import en from '../i18n/en/gamma-sweep.js';
import ko from '../i18n/ko/gamma-sweep.js';
import { latestOnly } from '../latest-only.js';
import { toMatrix } from '../matrix.js';
import { fields } from '../state.js';
import { quiet } from '../worker-client.js';
import { createHeatmap } from '../widgets/heatmap.js';
import { createLogSlider } from '../widgets/log-slider.js';
import { createPlot } from '../widgets/plot.js';
import { createPointsInput } from '../widgets/points-input.js';
import { stateInputs } from '../widgets/state-inputs.js';

const GAMMA_MIN = 1e-3;
const GAMMA_MAX = 1e2;
// The curve: γ = 10^(−3 + i/8), i = 0 … 40, computed once per point set.
const CURVE_GAMMAS = Array.from({ length: 41 }, (_, i) => Number((10 ** (-3 + i / 8)).toPrecision(3)));
// K is drawn for at most this many points: at n = 2000 it would be 32 MB per slider step.
const HEATMAP_POINTS = 300;
const COLUMNS = ['max', 'min', 'k95', 'rank'];

const gammaList = fields.numberList({ default: [0.05, 0.3, 1, 3], maxLength: 64 });

// Declared once: each key is mirrored in the URL as gamma-sweep.<key>. The bounds repeat limits.hpp so a
// hostile link falls back at once; the core enforces them again.
const STATE = {
  seed: fields.seed({ default: '4' }),
  n: fields.integer({ default: 300, min: 1, max: 2000 }),
  d: fields.integer({ default: 5, min: 1, max: 1000 }),
  gammas: {
    ...gammaList,
    parse(text) {
      const list = gammaList.parse(text);
      if (list.some((gamma) => !(gamma > 0))) throw new Error('every γ must be greater than 0');
      return list;
    },
  },
  gamma: fields.number({ default: 0.05, min: GAMMA_MIN, max: GAMMA_MAX }),
  lambda: fields.number({ default: 0, min: 0, max: 10 }),
};

let mounts = 0;

export default {
  id: 'gamma-sweep',
  titleKey: 'gammaSweep.title',
  strings: { ko, en },
  state: STATE,

  mount(root, { t, gramlab, worker, state, commit, showError }) {
    const uid = `gamma-sweep-${++mounts}`;
    const { field, report } = stateInputs({ uid, prefix: 'gammaSweep', t, spec: STATE, state, showError });
    const seeded = { seed: state.seed, n: state.n, d: state.d }; // the seed inputs' last good values
    let shown = null; // {source, gammas} whose table is on screen
    let wanted = { source: seededSource(), gammas: state.gammas };
    let blame = null; // the input whose change `wanted` carries, where the core's complaint belongs
    let step = null; // the slider's γ: its sweep row (eigenvalues descending) and K's leading block
    let heatPoints = null;
    let curveRanks = [];
    let curveKey = null; // the point set the curve was computed for
    const jobs = { table: 0, curve: 0 };
    const progress = { table: null, curve: null };

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

    // ---- the table and the progress of long sweeps
    const tbody = h('tbody');
    const table = h('table', { class: 'gamma-table' },
      h('caption', {}, t('gammaSweep.table.caption')),
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col', dataset: { col: 'gamma' } }, t('gammaSweep.col.gamma')),
        ...COLUMNS.map((col) => h('th', { scope: 'col', dataset: { col } }, t(`gammaSweep.col.${col}`))),
      )),
      tbody,
    );
    const bar = h('progress', { max: 1, value: 0, 'aria-label': t('gammaSweep.progressLabel') });
    const progressText = h('span');
    const status = h('div', { class: 'sweep-status', hidden: true },
      bar, progressText, h('button', { type: 'button', onclick: cancel }, t('gammaSweep.cancel')));
    const note = h('p', { class: 'sweep-note', role: 'status' });

    // ---- the live part: γ slider, scree plot, rank curve, heat map
    const slider = createLogSlider({
      id: `${uid}-gamma`,
      label: t('gammaSweep.slider'),
      min: GAMMA_MIN,
      max: GAMMA_MAX,
      value: state.gamma,
      valueText: (gamma) => t('gammaSweep.sliderValue', { gamma: gammaText(gamma) }),
      onInput: moveGamma,
      onChange: () => commit(state),
    });
    const scree = createPlot({
      x: { label: t('gammaSweep.scree.x') },
      y: { label: t('gammaSweep.scree.y'), log: true, range: () => [1e-16, 2 * pointCount()] },
      series: [{ label: t('gammaSweep.scree.y') }],
      marks: () => (state.lambda > 0 ? [{ y: state.lambda, label: t('gammaSweep.ridge.value', { lambda: lambdaText(state.lambda) }) }] : []),
    });
    const curve = createPlot({
      x: { label: 'γ', log: true, range: [GAMMA_MIN, GAMMA_MAX] },
      y: { label: t('gammaSweep.curve.y'), log: true, range: () => [0.5, 2 * pointCount()] },
      series: [{ label: t('gammaSweep.curve.y') }],
      marks: () => [
        // Where the curve is not: it starts low on the left and ends high on the right.
        { y: 1, label: t('gammaSweep.curve.low'), align: 'right' },
        { y: pointCount(), label: t('gammaSweep.curve.high', { n: pointCount() }), below: true },
        { x: state.gamma, label: t('gammaSweep.curve.now') },
      ],
    });
    const heatmap = createHeatmap();
    const screeAlt = h('p', { class: 'plot-alt' });
    const curveAlt = h('p', { class: 'plot-alt' });
    const heatNote = h('p', { class: 'plot-alt' });
    const live = h('div', { class: 'gamma-live' },
      slider.element,
      h('div', { class: 'gamma-plots' },
        h('figure', { class: 'scree' }, h('figcaption', {}, t('gammaSweep.scree.title')), scree.element, screeAlt),
        h('figure', { class: 'rank-curve' }, h('figcaption', {}, t('gammaSweep.curve.title')), curve.element, curveAlt),
        h('figure', { class: 'kernel-heatmap' },
          h('figcaption', {}, t('gammaSweep.heatmap.title')), heatmap.element,
          h('p', { class: 'heatmap-scale' }, t('gammaSweep.heatmap.scale')), heatNote),
      ),
    );

    // ---- K + λI
    const lambdaSlider = createLogSlider({
      id: `${uid}-lambda`,
      label: t('gammaSweep.ridge.slider'),
      min: 1e-8,
      max: 10,
      stepsPerDecade: 10,
      zero: true,
      value: state.lambda,
      valueText: (lambda) => t('gammaSweep.ridge.value', { lambda: lambdaText(lambda) }),
      onInput: (lambda) => {
        state.lambda = lambda;
        renderRidge();
        scree.redraw();
      },
      onChange: () => commit(state),
    });
    const ridgeCaption = h('caption');
    const ridgeCells = { min: [h('td'), h('td')], condition: [h('td'), h('td')] };
    const ridgeTable = h('table', { class: 'ridge-table' },
      ridgeCaption,
      h('thead', {}, h('tr', {}, h('td'), h('th', { scope: 'col' }, 'K'), h('th', { scope: 'col' }, 'K + λI'))),
      h('tbody', {}, ...Object.entries(ridgeCells).map(([key, cells]) =>
        h('tr', { dataset: { ridge: key } }, h('th', { scope: 'row' }, t(`gammaSweep.ridge.${key}`)), ...cells))),
    );

    root.append(
      h('p', { class: 'lead' }, t('gammaSweep.lead')),
      h('div', { class: 'gamma-inputs' }, inputs.seed.element, inputs.n.element, inputs.d.element, inputs.gammas.element),
      pointsInput.element,
      sourceLine,
      status,
      note,
      table,
      h('h3', {}, t('gammaSweep.live')),
      live,
      h('section', { class: 'gamma-ridge', 'aria-labelledby': `${uid}-ridge` },
        h('h3', { id: `${uid}-ridge` }, t('gammaSweep.ridge.title')),
        lambdaSlider.element,
        ridgeTable,
        h('p', {}, t('gammaSweep.ridge.why')),
        h('p', {}, t('gammaSweep.ridge.jitter')),
      ),
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
      table.setAttribute('aria-busy', 'true'); // the old rows stay, dimmed, until the first new one lands
      try {
        const done = await sweepRows('table', target.source, target.gammas, (i, row) => {
          if (i === 0) show(target, input);
          fillRow(i, row);
        });
        // The curve waits for the table (both share the worker), then is computed once per point set.
        if (done && curveKey !== sourceKey(shown.source)) runCurve(shown.source);
      } catch (error) {
        if (quiet(error)) return;
        table.removeAttribute('aria-busy');
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
      startTable(target.gammas);
      if (freshPoints) pointsChanged(target.source);
    }

    function pointsChanged(source) {
      const { n, d } = sizeOf(source);
      sourceLine.textContent = 'seed' in source
        ? t('gammaSweep.source.seed', { seed: String(source.seed), n, d })
        : t('gammaSweep.source.points', { n, d });
      heatPoints = leadingPoints(source);
      heatNote.textContent = n > HEATMAP_POINTS ? t('gammaSweep.heatmap.block', { n, m: HEATMAP_POINTS }) : '';
      curveAlt.textContent = t('gammaSweep.curve.alt', { count: CURVE_GAMMAS.length, n });
      stopJob('curve'); // the old set's curve: its last row may still land, and is dropped
      curveKey = null;
      curveRanks = CURVE_GAMMAS.map(() => null);
      curve.setData([CURVE_GAMMAS, curveRanks]);
      redrawStep();
    }

    // One γ per worker call: a long sweep (n = 2000: seconds per γ) reports progress and can be cancelled,
    // and a newer sweep on the same channel ends the older one. True when every row landed.
    async function sweepRows(channel, source, gammas, onRow) {
      const job = ++jobs[channel];
      const current = () => job === jobs[channel];
      try {
        for (let i = 0; i < gammas.length; i++) {
          setProgress(channel, i, gammas.length);
          const [row] = await worker.run(channel, 'gammaSweep', { ...source, gammas: [gammas[i]] });
          if (!current()) return false;
          onRow(i, row);
        }
        return true;
      } finally {
        if (current()) setProgress(channel, null);
      }
    }

    function stopJob(channel) {
      jobs[channel]++;
      setProgress(channel, null);
    }

    async function runCurve(source) {
      const order = coarseFirst(CURVE_GAMMAS.length);
      curveKey = sourceKey(source);
      try {
        await sweepRows('curve', source, order.map((i) => CURVE_GAMMAS[i]), (k, row) => {
          curveRanks[order[k]] = row.effectiveRank;
          curve.setData([CURVE_GAMMAS, curveRanks]);
        });
      } catch (error) {
        if (!quiet(error)) showError(error);
      }
    }

    function moveGamma(gamma) {
      state.gamma = gamma;
      curve.redraw();
      redrawStep();
    }

    // While the slider is dragged only one step is in flight; when it lands, the newest γ is computed.
    const redrawStep = latestOnly(async () => {
      if (!shown) return; // the first table row brings the points; its pointsChanged draws the first step
      const gamma = state.gamma;
      try {
        const [[row], kernel] = await Promise.all([
          worker.run('step', 'gammaSweep', { ...shown.source, gammas: [gamma], spectrum: true }),
          worker.run('heatmap', 'kernelMatrix', heatPoints, { kind: 'rbf', gamma }),
        ]);
        step = { gamma, row, kernel };
        renderStep();
        showError(null);
      } catch (error) {
        if (!quiet(error)) showError(error);
      }
    });

    // ---- drawing
    function startTable(gammas) {
      tbody.replaceChildren(...gammas.map((gamma) =>
        h('tr', { dataset: { gamma: String(gamma) } },
          h('th', { scope: 'row', dataset: { col: 'gamma' } }, gammaCell(gamma)),
          ...COLUMNS.map((col) => h('td', { dataset: { col } }, t('gammaSweep.pending'))),
        )));
    }

    function fillRow(i, row) {
      const text = { max: fixed(row.maxEigenvalue, 2), min: scientific(row.minEigenvalue, 1), k95: String(row.k95), rank: fixed(row.effectiveRank, 2) };
      COLUMNS.forEach((col, k) => {
        tbody.rows[i].cells[k + 1].textContent = text[col];
      });
      if (i === tbody.rows.length - 1) table.removeAttribute('aria-busy');
    }

    // A γ inside the slider's range is a button that moves the slider there (its title says so; its name stays the number).
    function gammaCell(gamma) {
      if (gamma < GAMMA_MIN || gamma > GAMMA_MAX) return gammaText(gamma);
      const onclick = () => {
        slider.setValue(gamma);
        moveGamma(gamma);
        commit(state);
      };
      return h('button', { type: 'button', class: 'gamma-link', title: t('gammaSweep.showGamma'), onclick }, gammaText(gamma));
    }

    function renderStep() {
      const { gamma, row, kernel } = step;
      scree.setData([ranks(row.spectrum.length), Array.from(row.spectrum, (x) => (x > 0 ? x : null))]); // log axis: > 0 only
      screeAlt.textContent = t('gammaSweep.scree.alt', {
        gamma: gammaText(gamma), max: fixed(row.maxEigenvalue, 2), min: scientific(row.minEigenvalue, 1), k95: row.k95, rank: fixed(row.effectiveRank, 2),
      });
      heatmap.draw(kernel, { label: t('gammaSweep.heatmap.alt', { gamma: gammaText(gamma) }) });
      live.dataset.renderedGamma = String(gamma);
      renderRidge();
    }

    // K + λI from the cached eigenvalues: no new decomposition while λ moves.
    function renderRidge() {
      if (!step) return;
      const { gamma, row } = step;
      const regularized = gramlab.regularizedStats(row.spectrum, state.lambda);
      ridgeCaption.textContent = t('gammaSweep.ridge.caption', { gamma: gammaText(gamma) });
      [row, regularized].forEach((stats, k) => {
        ridgeCells.min[k].textContent = scientific(stats.minEigenvalue, 1);
        ridgeCells.condition[k].textContent = Number.isFinite(stats.condition) ? conditionText(stats.condition) : t('gammaSweep.ridge.infinite');
      });
    }

    function setProgress(channel, done, total) {
      progress[channel] = done === null ? null : { done, total };
      const running = Object.values(progress).filter(Boolean);
      status.hidden = !running.length;
      if (!running.length) return;
      bar.max = running.reduce((all, p) => all + p.total, 0);
      bar.value = running.reduce((all, p) => all + p.done, 0);
      const part = (p) => (p ? `${p.done}/${p.total}` : '✓');
      progressText.textContent = t('gammaSweep.progress', { table: part(progress.table), curve: part(progress.curve) });
    }

    // A change whose table never started is undone, inputs included, so that entering it again runs it again.
    function cancel() {
      worker.cancel();
      curveKey = null; // a cancelled curve is computed again after the next table
      if (shown && wanted !== shown) {
        wanted = shown;
        Object.assign(seeded, { seed: state.seed, n: state.n, d: state.d });
        for (const key of Object.keys(inputs)) inputs[key].setText(STATE[key].format(state[key]));
      }
      note.textContent = t('gammaSweep.cancelled');
      table.removeAttribute('aria-busy');
    }

    function pointCount() {
      return shown ? sizeOf(shown.source).n : state.n;
    }

    function leadingPoints(source) {
      const { n, d } = sizeOf(source);
      const m = Math.min(n, HEATMAP_POINTS);
      // The first m rows of normal(size=(n, d)) are normal(size=(m, d)): numpy fills row by row.
      if ('seed' in source) return gramlab.randomNormal(source.seed, m, d);
      return { rows: m, cols: d, data: source.points.data.slice(0, m * d) };
    }

    slider.setValue(state.gamma);
    refreshTable();
    return {};
  },
};

// Seeded sources are equal by value; pasted ones only to themselves.
const sourceKey = (source) => ('seed' in source ? `${source.seed}/${source.n}/${source.d}` : source);
const sameTable = (a, b) => sourceKey(a.source) === sourceKey(b.source) && a.gammas.join() === b.gammas.join();

const sizeOf = (source) => ('seed' in source ? { n: source.n, d: source.d } : { n: source.points.rows, d: source.points.cols });

// As the article prints γ: 1.0 and 3.0, 0.05 and 0.3.
const gammaText = (gamma) => (Number.isInteger(gamma) ? gamma.toFixed(1) : String(gamma));

const lambdaText = (lambda) => (lambda === 0 ? '0' : scientific(lambda, 1));

const conditionText = (condition) => (condition >= 1e4 ? scientific(condition, 1) : fixed(condition, 2));

// 1 … n, the scree plot's x axis, shared between steps of the same size.
const rankAxes = new Map();
function ranks(n) {
  if (!rankAxes.has(n)) rankAxes.set(n, Array.from({ length: n }, (_, i) => i + 1));
  return rankAxes.get(n);
}

// Every 8th index first, then every 4th, 2nd, the rest: the curve's shape shows early and fills in.
function coarseFirst(count) {
  const order = [];
  for (const stride of [8, 4, 2, 1]) {
    for (let i = 0; i < count; i += stride) if (!order.includes(i)) order.push(i);
  }
  return order;
}
