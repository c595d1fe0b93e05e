// The elliptope view: every PSD 3 × 3 correlation table as a body in (s_AB, s_AC, s_BC), the reader's table as a
// point inside or outside it (drag it, or focus it and use the arrow keys: the table follows), the clip repair
// rescaled to a unit diagonal as a ring on the surface, and for a table inside, its vectors on the unit sphere.
// Drawing only: the mesh, the point's angles and repair come from the core, the verdict from the panel.
import { decisive, fixed, plain } from '../../format.js';
import { figureExports } from '../../reader/figure-svg.js';
import { onSchemeChange } from '../../reader/color-scheme.js';
import { setLiveText } from '../../widgets/live.js';
import { elliptopeCsv, elliptopeSvg } from './geometry-export.js';
import { attachPointer } from './geometry-pointer.js';
import { createGeometryLayout } from './geometry-layout.js';
import { createCamera } from './geometry-projection.js';
import { bodyMarkup, sphereMarkup } from './geometry-scene.js';
import { PAIRS, geometryText } from './geometry-text.js';

const SIZE = 360; // the figures' viewBox side
const STEP = 0.01; // one arrow key press, and the grid a dragged value snaps to (a short decimal: decided exactly)
const TURN = 10; // degrees per rotation key press
const VERDICT = { true: 'good', false: 'bad', null: 'pending' };

const snap = (x) => Number(Math.max(-1, Math.min(1, Math.round(x / STEP) * STEP)).toFixed(2)) || 0;

// The page's colours, read from the stylesheet's variables where the figure is drawn.
function pagePalette(element) {
  const style = getComputedStyle(element);
  const colour = (name) => style.getPropertyValue(name).trim();
  const [ink, muted, accent, line, good, bad, paper] = ['--ink', '--muted', '--accent', '--line', '--good', '--bad', '--card'].map(colour);
  return { ink, muted, accent, mesh: accent, cube: line, good, bad, pending: muted, paper };
}

/** @param {{t, uid: string, onMove: (point: number[]) => void}} options onMove: the point dragged or moved by keys. */
export function createGeometryView({ t, uid, onMove }) {
  const camera = createCamera({ scale: SIZE / 4.2, cx: SIZE / 2, cy: SIZE / 2 });
  const sphereCamera = createCamera({ scale: SIZE / 3.2, cx: SIZE / 2, cy: SIZE / 2 });
  let shown = null; // {geometry, decision, names}
  let moved = null; // the point while it is dragged or keyed, ahead of the table until the next render
  let dragStart = null;

  const parts = createGeometryLayout({
    t,
    uid,
    size: SIZE,
    onAxis: () => describePoint(),
    exports: { ...figureExports(() => exportSvg()), csv: () => (shown ? elliptopeCsv(shown.geometry.point, axisNames()) : [['']]) },
  });
  const { scene, handle, body, sphere, axisSelect, unavailable, sphereFigure, drawing, text, element } = parts;
  const { verdict, why, repair, determinant } = parts;

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
    const said = geometryText(t, { decision, point: geometry.point, names: labels });
    verdict.className = `geometry-verdict ${{ good: 'yes', bad: 'no', pending: 'pending' }[verdictKey()]}`;
    verdict.dataset.psd = decision.isPSD === null ? '' : String(decision.isPSD);
    setLiveText(verdict, said.verdict);
    setLiveText(why, said.why);
    setLiveText(repair, said.repair);
    setLiveText(determinant, t('similarity.geometry.determinant', { det: decisive(geometry.point.determinant, 3) }));
    describePoint();
  }

  function draw() {
    if (!shown) return;
    const point = currentPoint();
    const palette = pagePalette(element);
    const { surface } = shown.geometry;
    scene.innerHTML = bodyMarkup({
      surface,
      camera,
      palette,
      axisNames: axisNames(),
      point,
      repaired: repairedPoint(),
      verdict: verdictKey(),
    });
    const at = camera.project(point);
    handle.setAttribute('cx', String(at.x));
    handle.setAttribute('cy', String(at.y));
    handle.dataset.point = point.join(',');
    const figure = sphereFigureArguments();
    sphereFigure.hidden = !figure;
    if (!figure) return;
    sphere.innerHTML = sphereMarkup({ ...figure, palette });
    sphere.setAttribute('aria-label', t('similarity.geometry.sphereLabel', { angles: figure.angleText.join(', ') }));
  }

  // The sphere's vectors and angle labels, for a PSD table that is not being dragged (null otherwise).
  function sphereFigureArguments() {
    const vectors = shown.decision.isPSD && !moved ? shown.geometry.vectors : null;
    if (!vectors) return null;
    const angleText = [0, 1, 2].map((k) => `${fixed(shown.geometry.point.angles[k], 1)}°`);
    return { vectors, camera: sphereCamera, names: names(), angleText };
  }

  function describePoint() {
    if (!shown) return;
    const point = currentPoint();
    handle.setAttribute('aria-valuenow', String(point[Number(axisSelect.value)]));
    handle.setAttribute('aria-valuemin', '-1');
    handle.setAttribute('aria-valuemax', '1');
    handle.setAttribute(
      'aria-valuetext',
      axisNames()
        .map((name, i) => `${name} = ${plain(point[i])}`)
        .join(', '),
    );
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

  handle.addEventListener('keydown', (event) => {
    const step = { ArrowRight: STEP, ArrowUp: STEP, ArrowLeft: -STEP, ArrowDown: -STEP }[event.key];
    if (step === undefined || !shown) return;
    event.preventDefault();
    event.stopPropagation();
    const point = currentPoint();
    const k = Number(axisSelect.value);
    point[k] = snap(point[k] + step * (event.shiftKey ? 10 : 1));
    move(point);
  });
  body.addEventListener('keydown', (event) => {
    const turn = { ArrowLeft: [-TURN, 0], ArrowRight: [TURN, 0], ArrowUp: [0, TURN], ArrowDown: [0, -TURN] }[event.key];
    if (!turn || event.target !== body) return;
    event.preventDefault();
    rotate(...turn);
  });
  attachPointer(body, handle, {
    size: SIZE,
    onStart: () => {
      dragStart = shown && currentPoint();
      return Boolean(shown);
    },
    onDrag: (dx, dy) => move(camera.unproject(dx, dy).map((d, k) => snap(dragStart[k] + d))),
    onTurn: (dx, dy) => rotate(dx * 0.5, -dy * 0.5),
  });
  onSchemeChange(element, () => draw());

  function rotate(dYaw, dPitch) {
    camera.turn(dYaw, dPitch);
    sphereCamera.turn(dYaw, dPitch);
    body.dataset.yaw = String(camera.angles.yaw);
    body.dataset.pitch = String(camera.angles.pitch);
    draw();
  }

  function exportSvg() {
    if (!shown) return null;
    const labels = { point: t('similarity.geometry.legendPoint'), repair: t('similarity.geometry.legendRepair') };
    const { surface } = shown.geometry;
    const figure = { title: t('similarity.geometry.bodyCaption'), size: SIZE, surface, camera, axisNames: axisNames(), labels };
    const sphereArguments = sphereFigureArguments();
    const sphereExport = sphereArguments && { ...sphereArguments, caption: t('similarity.geometry.sphereCaption') };
    return elliptopeSvg({ ...figure, point: currentPoint(), repaired: repairedPoint(), verdict: verdictKey(), sphere: sphereExport });
  }

  return { element, render };
}
