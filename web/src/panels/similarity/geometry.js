// The elliptope view: every PSD 3 × 3 correlation table as a body in (s_AB, s_AC, s_BC), the reader's table as a
// point inside or outside it (drag it, or focus it and use the arrow keys: the table follows), the clip repair
// rescaled to a unit diagonal as a ring on the surface, and for a table inside, its vectors on the unit sphere.
// Drawing only: the mesh, the point's angles and repair come from the core, the verdict from the panel.
import { decisive, fixed, plain } from '../../format.js';
import { figureExports } from '../../reader/figure-svg.js';
import { onSchemeChange } from '../../reader/color-scheme.js';
import { setLiveText } from '../../widgets/live.js';
import { elliptopeCsv } from './geometry-export.js';
import { createGeometryFigure } from './geometry-figure.js';
import { attachKeys } from './geometry-keys.js';
import { attachPointer } from './geometry-pointer.js';
import { createGeometryLayout } from './geometry-layout.js';
import { PAIRS, geometryText } from './geometry-text.js';

const SIZE = 360; // the figures' viewBox side
const STEP = 0.01; // one arrow key press, and the grid a dragged value snaps to (a short decimal: decided exactly)
const TURN = 10; // degrees per rotation key press
const VERDICT = { true: 'good', false: 'bad', null: 'pending' };

const snap = (x) => Number(Math.max(-1, Math.min(1, Math.round(x / STEP) * STEP)).toFixed(2)) || 0;

/** @param {{t, uid: string, onMove: (point: number[]) => void}} options onMove: the point dragged or moved by keys. */
export function createGeometryView({ t, uid, onMove }) {
  let shown = null; // {geometry, decision, names}
  let moved = null; // the point while it is dragged or keyed, ahead of the table until the next render
  let dragStart = null;

  const layout = createGeometryLayout({
    t,
    uid,
    size: SIZE,
    onAxis: () => describePoint(),
    exports: { ...figureExports(() => exportSvg()), csv: () => (shown ? elliptopeCsv(shown.geometry.point, axisNames()) : [['']]) },
  });
  const { handle, body, axisSelect, unavailable, drawing, text, element } = layout;
  const figure = createGeometryFigure({ t, size: SIZE, layout });

  const names = () => shown?.names ?? ['A', 'B', 'C'];
  const axisNames = () => PAIRS.map(([i, j]) => `s(${names()[i]}, ${names()[j]})`);
  const verdictKey = () => VERDICT[shown.decision.isPSD];
  const currentPoint = () => moved ?? [...shown.geometry.point.point];
  // The ring and the segment, beside a "no" only and while the point sits where the core computed them.
  const repairedPoint = () => {
    const p = shown.geometry.point;
    return !moved && shown.decision.isPSD === false && p.repairDistance > 0 ? [...p.repaired] : null;
  };

  /** `model`: {decision, labels, geometry: compute.createGeometry's result}. */
  function render({ decision, labels, geometry }) {
    unavailable.hidden = geometry.applies;
    drawing.hidden = text.hidden = !geometry.applies;
    if (!geometry.applies) {
      shown = null;
      setLiveText(unavailable, geometry.reason);
      return;
    }
    shown = { geometry, decision, names: labels };
    moved = null;
    axisSelect.querySelectorAll('option').forEach((option, k) => (option.textContent = axisNames()[k]));
    draw();
    showSentences(t, layout, { decision, point: geometry.point, names: labels });
    describePoint();
  }

  // What the figures show now (geometry-figure.js): the point where it is, dragged or keyed ahead of the table.
  function picture() {
    return {
      surface: shown.geometry.surface,
      axisNames: axisNames(),
      point: currentPoint(),
      repaired: repairedPoint(),
      verdict: verdictKey(),
      sphere: spherePicture(),
    };
  }

  function draw() {
    if (shown) figure.draw(picture());
  }

  // The sphere's vectors and angle labels, for a PSD table that is not being dragged (null otherwise).
  function spherePicture() {
    const vectors = shown.decision.isPSD && !moved ? shown.geometry.vectors : null;
    if (!vectors) return null;
    const angleText = [0, 1, 2].map((k) => `${fixed(shown.geometry.point.angles[k], 1)}°`);
    return { vectors, names: names(), angleText };
  }

  function describePoint() {
    if (shown) describeHandle(handle, currentPoint(), Number(axisSelect.value), axisNames());
  }

  // A move of the point: drawn at once, handed to the controller once per frame.
  let frame = null;
  function move(point) {
    moved = point;
    draw();
    describePoint();
    if (frame !== null) return;
    frame = requestAnimationFrame(() => {
      frame = null;
      if (moved) onMove(moved);
    });
  }

  // One step along the axis chosen below the figure.
  function step(delta) {
    const point = currentPoint();
    const k = Number(axisSelect.value);
    point[k] = snap(point[k] + delta);
    move(point);
  }

  function rotate(dYaw, dPitch) {
    figure.rotate(dYaw, dPitch);
    draw();
  }

  attachKeys(body, handle, { step: STEP, turn: TURN, active: () => Boolean(shown), onStep: step, onTurn: rotate });
  attachPointer(body, handle, {
    size: SIZE,
    onStart: () => {
      dragStart = shown && currentPoint();
      return Boolean(shown);
    },
    onDrag: (dx, dy) => move(figure.unproject(dx, dy).map((d, k) => snap(dragStart[k] + d))),
    onTurn: (dx, dy) => rotate(dx * 0.5, -dy * 0.5),
  });
  onSchemeChange(element, () => draw());

  function exportSvg() {
    return shown ? figure.exportSvg(picture()) : null;
  }

  return { element, render };
}

// The sentences under the figures (geometry-text.js), the verdict's colour, and the determinant.
function showSentences(t, { verdict, why, repair, determinant, bodyNote }, { decision, point, names }) {
  const said = geometryText(t, { decision, point, names });
  verdict.className = `geometry-verdict ${{ true: 'yes', false: 'no', null: 'pending' }[decision.isPSD]}`;
  verdict.dataset.psd = decision.isPSD === null ? '' : String(decision.isPSD);
  setLiveText(verdict, said.verdict);
  setLiveText(why, said.why);
  setLiveText(repair, said.repair);
  setLiveText(determinant, t('similarity.geometry.determinant', { det: decisive(point.determinant, 3) }));
  const where = { true: 'similarity.geometry.note.inside', false: 'similarity.geometry.note.outside' }[decision.isPSD];
  bodyNote.set(where ? t(where) : '');
}

// The point's handle as a slider: its value along the chosen axis (`axis`), and all three coordinates in words.
function describeHandle(handle, point, axis, axisNames) {
  handle.setAttribute('aria-valuenow', String(point[axis]));
  handle.setAttribute('aria-valuemin', '-1');
  handle.setAttribute('aria-valuemax', '1');
  handle.setAttribute('aria-valuetext', axisNames.map((name, i) => `${name} = ${plain(point[i])}`).join(', '));
}
