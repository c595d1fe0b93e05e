// Panel: the article's counterexample, the sigmoid kernel K = tanh(a·x·y + b) on the RBF experiment's points.
// It opens on the article's numbers (a = 0.5, b = 0.1: 142 of 300 eigenvalues negative, the smallest −12.72);
// a and b move by slider or by typing; the two repairs say how much they change the table; a map of the
// (a, b) plane shows where the smallest eigenvalue is negative. Every number comes from the core, in the
// worker; this module parses, formats and draws.
//
// The map uses the first MAP_POINTS points: a cell is one eigen-decomposition, ~1 ms at 100 points in WASM
// and ~12 ms at 300, so 33 × 33 cells take about a second instead of half a minute. It is computed one row
// (one b) per worker call, drawn as rows arrive, and a newer point set abandons an older map. It depends only
// on the points, so moving a or b just moves the marker.
import { h } from '../dom.js';
import { fixed, number, scientific } from '../format.js';
import en from '../i18n/en/sigmoid.js';
import ko from '../i18n/ko/sigmoid.js';
import { latestOnly } from '../latest-only.js';
import { fields } from '../state.js';
import { quiet } from '../worker-client.js';
import { createHeatmap } from '../widgets/heatmap.js';
import { stateInputs } from '../widgets/state-inputs.js';

const MAP_POINTS = 100;
// Clipping needs every eigenvector: ~0.1 s at 300 points in WASM, seconds at 1000, tens of seconds at 2000,
// and the shared worker waits meanwhile. Past this many points the repairs run when the reader asks.
const AUTO_REPAIR_POINTS = 600;
const MAP_SIDE = 33;
// a = −1 … 1 in steps of 1/16 and b = 2 … −2 (top row first) in steps of 1/8: exact binary fractions, and
// both grids hold 0, where the a = 0 column is the constant table tanh(b).
const A_VALUES = Array.from({ length: MAP_SIDE }, (_, j) => -1 + j / 16);
const B_VALUES = Array.from({ length: MAP_SIDE }, (_, i) => 2 - i / 8);
const A_STEP = 1 / 16;
const B_STEP = 1 / 8;
const A_TICKS = [-1, -0.5, 0, 0.5, 1];
const B_TICKS = [2, 1, 0, -1, -2];
const SLIDERS = { a: { min: -1, max: 1, step: 0.01 }, b: { min: -2, max: 2, step: 0.01 } };
const SVG = 'http://www.w3.org/2000/svg';

// Declared once: each key is mirrored in the URL as sigmoid.<key>. n and d repeat limits.hpp so a hostile
// link falls back at once; the core checks everything again. a and b: any finite number.
const STATE = {
  seed: fields.seed({ default: '4' }),
  n: fields.integer({ default: 300, min: 1, max: 2000 }),
  d: fields.integer({ default: 5, min: 1, max: 1000 }),
  a: fields.number({ default: 0.5 }),
  b: fields.number({ default: 0.1 }),
};

let mounts = 0;

export default {
  id: 'sigmoid',
  titleKey: 'sigmoid.title',
  strings: { ko, en },
  state: STATE,

  mount(root, { t, worker, state, commit, showError }) {
    const uid = `sigmoid-${++mounts}`;
    const { field: stateField, report } = stateInputs({ uid, prefix: 'sigmoid', t, spec: STATE, state, showError });
    let wanted = pick(state); // what the inputs ask for
    let blame = null; // the input whose change `wanted` carries, where the core's complaint belongs
    let shown = null; // what the numbers on screen were computed for
    let repairFailed = false;

    // ---- inputs: a and b as text and slider, the point set as seed / n / d
    const field = (key, extra) =>
      stateField(key, {
        onCommit: (value) => {
          if (sliders[key]) sliders[key].value = String(value);
          want({ [key]: value }, inputs[key]);
        },
        ...extra,
      });
    const inputs = {
      a: field('a', { size: 10 }),
      b: field('b', { size: 10 }),
      seed: field('seed', { size: 22, inputmode: 'numeric' }),
      n: field('n', { size: 6, inputmode: 'numeric' }),
      d: field('d', { size: 6, inputmode: 'numeric' }),
    };
    const slider = (key) => {
      const input = h('input', { type: 'range', ...SLIDERS[key], value: state[key], 'aria-label': t(`sigmoid.${key}Slider`) });
      input.addEventListener('input', () => {
        const value = Number(input.value);
        inputs[key].input.value = String(value);
        inputs[key].setError(null);
        want({ [key]: value }, inputs[key]);
      });
      return input;
    };
    const sliders = { a: slider('a'), b: slider('b') };
    const sourceLine = h('p', { class: 'source-line' });

    // ---- the spectrum at (a, b)
    const cells = { negative: h('dd', { class: 'negative-count' }, '…'), min: h('dd', { class: 'min-eigenvalue' }, '…'), max: h('dd', { class: 'max-eigenvalue' }, '…') };
    const verdict = h('p', { class: 'sigmoid-verdict' });
    const toleranceNote = h('p', { class: 'tolerance-note' });
    const result = h('section', { class: 'sigmoid-result', 'aria-live': 'polite', 'aria-busy': 'true' },
      h('h3', {}, t('sigmoid.result.caption')),
      h('dl', {},
        h('div', {}, h('dt', {}, t('sigmoid.result.negative')), cells.negative),
        h('div', {}, h('dt', {}, t('sigmoid.result.min')), cells.min),
        h('div', {}, h('dt', {}, t('sigmoid.result.max')), cells.max),
      ),
      verdict,
      toleranceNote,
    );

    // ---- the two repairs
    const repairCells = Object.fromEntries(['clip', 'shift'].map((method) => [method, { frobenius: h('td'), relative: h('td'), max: h('td'), epsilon: h('td') }]));
    const repairColumns = ['frobenius', 'relative', 'max', 'epsilon'];
    const repairTable = h('table', { class: 'repair-table' },
      h('caption', {}, t('sigmoid.repair.caption')),
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col' }, t('sigmoid.repair.method')),
        ...repairColumns.map((col) => h('th', { scope: 'col', dataset: { col } }, t(`sigmoid.repair.${col}`))),
      )),
      h('tbody', {}, ...['clip', 'shift'].map((method) =>
        h('tr', { dataset: { method } },
          h('th', { scope: 'row' }, t(`sigmoid.repair.${method}`), h('small', { class: 'repair-what' }, t(`sigmoid.repair.${method}.what`))),
          ...repairColumns.map((col) => Object.assign(repairCells[method][col], { textContent: '…' })),
        ))),
    );
    const moral = h('p', { class: 'repair-moral' });
    const repairDetail = h('p', { class: 'repair-detail' });
    const repairButton = h('button', { type: 'button', onclick: () => refreshRepairs() }, t('sigmoid.repair.run'));
    const repairOnRequest = h('div', { class: 'repair-on-request', hidden: true }, h('p', {}), repairButton);

    // ---- the (a, b) map: the shared heat map with an SVG overlay for the PSD boundary, the marker and the rows to come
    const heatmap = createHeatmap();
    const boundary = svg('path', { class: 'map-boundary' });
    const pending = svg('rect', { class: 'map-pending', x: 0, width: MAP_SIDE, y: 0, height: MAP_SIDE });
    const marker = svg('g', { class: 'map-marker' }, svg('ellipse', { rx: 0.9, ry: 0.9 }), svg('ellipse', { class: 'dot', rx: 0.2, ry: 0.2 }));
    const overlay = svg('svg', { viewBox: `0 0 ${MAP_SIDE} ${MAP_SIDE}`, preserveAspectRatio: 'none', 'aria-hidden': 'true' }, pending, boundary, marker);
    const plot = h('div', { class: 'map-plot', onclick: pickCell }, heatmap.element, overlay);
    const tick = (value, axis, at) => {
      const span = h('span', {}, fixed(value, value % 1 ? 1 : 0));
      span.style[axis === 'a' ? 'left' : 'top'] = `${(100 * (at + 0.5)) / MAP_SIDE}%`;
      return span;
    };
    const legend = createHeatmap();
    const mapProgress = h('progress', { max: MAP_SIDE, value: 0, 'aria-label': t('sigmoid.map.progressLabel') });
    const mapProgressText = h('span');
    const mapStatus = h('div', { class: 'map-status', hidden: true }, mapProgress, mapProgressText);
    const mapNote = h('p', { class: 'map-note' });
    const mapSummary = h('p', { class: 'map-summary', role: 'status' });
    const markerNote = h('p', { class: 'map-outside', hidden: true });
    const mapFigure = h('figure', { class: 'sigmoid-map', dataset: { state: 'computing' } },
      h('figcaption', {}, t('sigmoid.map.title')),
      mapNote,
      mapStatus,
      h('div', { class: 'map-frame' },
        h('span', { class: 'map-axis-name b' }, 'b'),
        h('div', { class: 'map-ticks b' }, ...B_TICKS.map((b) => tick(b, 'b', B_VALUES.indexOf(b)))),
        plot,
        h('div', { class: 'map-ticks a' }, ...A_TICKS.map((a) => tick(a, 'a', A_VALUES.indexOf(a)))),
        h('span', { class: 'map-axis-name a' }, 'a'),
      ),
      h('div', { class: 'map-legend' }, h('span', {}, t('sigmoid.map.legendLow')), legend.element, h('span', {}, t('sigmoid.map.legendHigh'))),
      h('p', { class: 'plot-alt' }, t('sigmoid.map.legend')),
      markerNote,
      mapSummary,
      h('p', { class: 'plot-alt' }, t('sigmoid.map.constant')),
    );
    legend.draw({ rows: 1, cols: 64, data: Float64Array.from({ length: 64 }, (_, k) => k / 63) }, { min: 0, max: 1, label: '' });
    legend.element.setAttribute('aria-hidden', 'true');

    root.append(
      h('p', { class: 'lead' }, t('sigmoid.lead')),
      h('div', { class: 'sigmoid-controls' },
        h('div', { class: 'sigmoid-parameter' }, inputs.a.element, sliders.a),
        h('div', { class: 'sigmoid-parameter' }, inputs.b.element, sliders.b),
      ),
      h('div', { class: 'sigmoid-points' }, inputs.seed.element, inputs.n.element, inputs.d.element),
      sourceLine,
      h('div', { class: 'sigmoid-body' },
        h('div', { class: 'sigmoid-numbers' },
          result,
          h('section', { class: 'sigmoid-repairs', 'aria-labelledby': `${uid}-repairs` },
            h('h3', { id: `${uid}-repairs` }, t('sigmoid.repair.title')),
            repairOnRequest,
            h('div', { class: 'repair-scroll' }, repairTable),
            moral,
            repairDetail,
          ),
        ),
        mapFigure,
      ),
    );

    // ---- what changed → what to compute
    function want(change, input) {
      wanted = { ...wanted, ...change };
      blame = input;
      refreshCheck();
    }

    // The check is the core's verdict on the input: only a good one replaces what is on screen, so a bad input
    // leaves the last valid result in place. One call in flight; when it lands, the newest (a, b) is next.
    const refreshCheck = latestOnly(async () => {
      const target = wanted;
      const input = blame;
      result.setAttribute('aria-busy', 'true');
      try {
        const check = await worker.run('sigmoid.check', 'sigmoidCheck', request(target));
        show(target, check, input);
        if (target.n <= AUTO_REPAIR_POINTS) refreshRepairs();
        else offerRepairs(target);
        refreshMap();
      } catch (error) {
        if (quiet(error)) return;
        if (target === wanted && shown) wanted = shown;
        report(error, input);
      } finally {
        result.removeAttribute('aria-busy');
      }
    });

    function show(target, check, input) {
      shown = target;
      Object.assign(state, target);
      commitSoon();
      input?.setError(null);
      if (!repairFailed) showError(null);
      sourceLine.textContent = t('sigmoid.source', { seed: target.seed, n: target.n, d: target.d, a: plain(target.a), b: signed(target.b) });
      const psd = check.negativeCount === 0;
      result.dataset.psd = String(psd);
      result.dataset.a = String(target.a);
      result.dataset.b = String(target.b);
      cells.negative.textContent = `${check.negativeCount} / ${target.n}`;
      cells.min.textContent = number(check.minEigenvalue, 2);
      cells.max.textContent = number(check.maxEigenvalue, 2);
      verdict.textContent = t(psd ? 'sigmoid.verdict.yes' : 'sigmoid.verdict.no');
      toleranceNote.textContent = t('sigmoid.tolerance', { tolerance: scientific(check.tolerance, 1) });
      drawMarker();
    }

    // Many points: the table shows nothing stale, and a button starts the (slow) repairs of the K on screen.
    function offerRepairs(target) {
      if (repairTable.dataset.for === key(target)) return;
      for (const method of ['clip', 'shift']) for (const col of repairColumns) repairCells[method][col].textContent = '…';
      repairTable.dataset.for = '';
      repairTable.dataset.changed = '';
      moral.hidden = true;
      repairDetail.textContent = '';
      repairOnRequest.firstChild.textContent = t('sigmoid.repair.large', { n: target.n });
      repairOnRequest.hidden = false;
    }

    // Both repairs of the K on screen, in the core; only the size of each change comes back.
    const refreshRepairs = latestOnly(async () => {
      const target = shown;
      repairOnRequest.hidden = true;
      repairTable.setAttribute('aria-busy', 'true');
      try {
        const [clip, shift] = await Promise.all([
          worker.run('sigmoid.clip', 'sigmoidRepair', request(target), 'clip'),
          worker.run('sigmoid.shift', 'sigmoidRepair', request(target), 'shift'),
        ]);
        if (target === shown || target.n <= AUTO_REPAIR_POINTS) renderRepairs(target, { clip, shift });
        else offerRepairs(shown);
        if (repairFailed) showError(null);
        repairFailed = false;
      } catch (error) {
        if (quiet(error)) return;
        repairFailed = true;
        showError(error);
      } finally {
        if (target === shown) repairTable.removeAttribute('aria-busy');
      }
    });

    function renderRepairs(target, repairs) {
      for (const [method, r] of Object.entries(repairs)) {
        const text = {
          frobenius: number(r.frobeniusChange, 2),
          relative: `${fixed(100 * r.relativeChange, 1)}%`,
          max: number(r.maxChange, 2),
          epsilon: method === 'shift' ? number(r.shift, 2) : t('sigmoid.repair.none'),
        };
        for (const col of repairColumns) repairCells[method][col].textContent = text[col];
      }
      const changed = repairs.clip.frobeniusChange > 0 || repairs.shift.frobeniusChange > 0;
      repairTable.dataset.for = key(target);
      repairTable.dataset.changed = String(changed);
      moral.hidden = !changed;
      moral.textContent = t('sigmoid.repair.moral');
      repairDetail.textContent = changed
        ? t('sigmoid.repair.detail', { clipMax: number(repairs.clip.maxChange, 2), n: target.n, epsilon: number(repairs.shift.shift, 2) })
        : t('sigmoid.repair.psd');
    }

    // ---- the map
    let mapJob = 0;
    let mapKey = null; // the point set of the map on screen or being computed
    let map = null; // {size, fractions, negative, psdCells, rows}

    async function refreshMap() {
      const m = Math.min(shown.n, MAP_POINTS);
      mapNote.textContent = t(shown.n > MAP_POINTS ? 'sigmoid.map.subset' : 'sigmoid.map.all', { m, n: shown.n, cells: MAP_SIDE * MAP_SIDE });
      const key = `${shown.seed}/${m}/${shown.d}`;
      if (key === mapKey) return;
      mapKey = key;
      const job = ++mapJob;
      const source = { seed: BigInt(shown.seed), n: m, d: shown.d };
      const fresh = { size: m, fractions: new Float64Array(MAP_SIDE * MAP_SIDE).fill(NaN), negative: new Uint8Array(MAP_SIDE * MAP_SIDE), psdCells: 0, rows: 0 };
      mapFigure.dataset.state = 'computing';
      mapStatus.hidden = false;
      for (let i = 0; i < MAP_SIDE; i++) {
        mapProgress.value = i;
        mapProgressText.textContent = t('sigmoid.map.progress', { done: i, total: MAP_SIDE });
        let row;
        try {
          row = await worker.run('sigmoid.map', 'sigmoidMap', { ...source, aValues: A_VALUES, bValues: [B_VALUES[i]] });
        } catch (error) {
          if (job !== mapJob || quiet(error)) return;
          mapStatus.hidden = true;
          mapFigure.dataset.state = 'failed';
          mapKey = null; // a later change may try again
          showError(error);
          return;
        }
        if (job !== mapJob) return;
        row.negativeCount.data.forEach((count, j) => {
          fresh.fractions[i * MAP_SIDE + j] = count / row.size;
          fresh.negative[i * MAP_SIDE + j] = count > 0 ? 1 : 0;
        });
        fresh.psdCells += row.psdCells;
        fresh.rows = i + 1;
        map = fresh; // the first row replaces the previous map
        drawMap();
      }
      mapStatus.hidden = true;
      mapFigure.dataset.state = 'done';
      mapFigure.dataset.psdCells = String(fresh.psdCells);
    }

    function drawMap() {
      heatmap.draw({ rows: MAP_SIDE, cols: MAP_SIDE, data: map.fractions }, { min: 0, max: 1, label: mapLabel() });
      pending.setAttribute('y', String(map.rows));
      pending.setAttribute('height', String(MAP_SIDE - map.rows));
      // An edge between two finished cells of which exactly one is PSD.
      const at = (i, j) => map.negative[i * MAP_SIDE + j];
      let path = '';
      for (let i = 0; i < map.rows; i++) {
        for (let j = 0; j < MAP_SIDE; j++) {
          if (j + 1 < MAP_SIDE && at(i, j) !== at(i, j + 1)) path += `M${j + 1} ${i}V${i + 1}`;
          if (i + 1 < map.rows && at(i, j) !== at(i + 1, j)) path += `M${j} ${i + 1}H${j + 1}`;
        }
      }
      boundary.setAttribute('d', path || 'M0 0');
      mapSummary.textContent = map.rows === MAP_SIDE ? t('sigmoid.map.summary', { psd: map.psdCells, cells: MAP_SIDE * MAP_SIDE }) : '';
    }

    function mapLabel() {
      return t('sigmoid.map.alt', { psd: map.psdCells, cells: MAP_SIDE * MAP_SIDE, a: plain(shown.a), b: plain(shown.b) });
    }

    // The marker sits at the current (a, b), between grid cells when it is between grid values.
    function drawMarker() {
      const x = (shown.a - A_VALUES[0]) / A_STEP + 0.5;
      const y = (B_VALUES[0] - shown.b) / B_STEP + 0.5;
      const inside = x >= 0 && x <= MAP_SIDE && y >= 0 && y <= MAP_SIDE;
      marker.setAttribute('transform', `translate(${x} ${y})`);
      marker.style.display = inside ? '' : 'none';
      markerNote.hidden = inside;
      markerNote.textContent = inside ? '' : t('sigmoid.map.outside', { a: plain(shown.a), b: plain(shown.b) });
      if (map) heatmap.element.setAttribute('aria-label', mapLabel());
    }

    // A click on the map moves (a, b) to that cell.
    function pickCell(event) {
      const box = plot.getBoundingClientRect();
      const j = Math.floor(((event.clientX - box.left) / box.width) * MAP_SIDE);
      const i = Math.floor(((event.clientY - box.top) / box.height) * MAP_SIDE);
      if (!(i >= 0 && i < MAP_SIDE && j >= 0 && j < MAP_SIDE)) return;
      const change = { a: A_VALUES[j], b: B_VALUES[i] };
      for (const key of ['a', 'b']) {
        inputs[key].input.value = String(change[key]);
        inputs[key].setError(null);
        sliders[key].value = String(change[key]);
      }
      want(change, null);
    }

    // A dragged slider shows every result it gets, but writes the URL once it rests.
    let commitTimer = null;
    function commitSoon() {
      clearTimeout(commitTimer);
      commitTimer = setTimeout(() => commit(state), 250);
    }

    refreshCheck();
    return {};
  },
};

const pick = ({ seed, n, d, a, b }) => ({ seed, n, d, a, b });

const request = ({ seed, n, d, a, b }) => ({ seed: BigInt(seed), n, d, a, b });

// A typed number as typed (0.5, 1e-3), with the real minus sign; `signed` for "+ b" in a formula.
const plain = (x) => String(x).replace(/^-/, '\u2212');
const signed = (x) => (x < 0 || Object.is(x, -0) ? `\u2212 ${String(x).slice(1)}` : `+ ${x}`);

const key = ({ seed, n, d, a, b }) => `${seed}/${n}/${d}/${a}/${b}`;

function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}
