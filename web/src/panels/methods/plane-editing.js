// How the reader edits the training points on the plane: a press on the plane adds a point, a pressed point is
// dragged (mouse, touch and pen alike: pointer events), and a focused point takes the keys (arrows move it,
// Delete removes it, L switches its label). Each edit is handed on as the next list of points; the plane
// draws it.
import { VIEW } from './state.js';

const STEP = 0.1; // an arrow key moves a point this far (Shift: five times)
const clamp = (x) => Math.max(-VIEW, Math.min(VIEW, Math.round(x * 100) / 100));

/**
 * @param {{overlay: SVGSVGElement, pointLayer: SVGGElement, points: () => number[][], addLabel: () => number,
 *   onChange: (points: number[][], focus: number|null) => void}} options
 *   overlay: the SVG over the surface (it takes the pointer); pointLayer: its circles, one per training point;
 *   points(): the rows [x, y, label] drawn; addLabel(): the label a press on the plane adds.
 */
export function attachPointerEditing({ overlay, pointLayer, points, addLabel, onChange }) {
  let drag = null;

  // Pointer position → plane coordinates (y up).
  function toPlane(event) {
    const box = overlay.getBoundingClientRect();
    return [
      clamp(-VIEW + ((event.clientX - box.left) / box.width) * 2 * VIEW),
      clamp(VIEW - ((event.clientY - box.top) / box.height) * 2 * VIEW),
    ];
  }

  overlay.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return; // the main button, a finger or a pen's tip; not a right click
    // Without this the press would then move the keyboard focus off the point it adds or grabs.
    event.preventDefault();
    const index = event.target.dataset?.index;
    if (index === undefined) {
      const [x, y] = toPlane(event);
      return onChange([...points(), [x, y, addLabel()]], points().length);
    }
    event.target.focus({ preventScroll: true }); // a pressed point takes the keys (arrows, L, Delete) too
    drag = { index: Number(index), moved: false };
    overlay.setPointerCapture(event.pointerId);
  });
  overlay.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const [x, y] = toPlane(event);
    drag.moved = true;
    const circle = pointLayer.children[drag.index];
    circle.setAttribute('cx', x);
    circle.setAttribute('cy', y);
    drag.at = [x, y];
  });
  const endDrag = () => {
    if (!drag) return;
    const { index, moved, at } = drag;
    drag = null;
    if (moved)
      onChange(
        points().map((p, i) => (i === index ? [...at, p[2]] : p)),
        index,
      );
  };
  overlay.addEventListener('pointerup', endDrag);
  overlay.addEventListener('pointercancel', endDrag);
}

/**
 * A key pressed on point `index`: {next: the points after it, focus: the index to focus then}, or null when
 * the key edits nothing.
 * @param {number[][]} points
 * @param {number} index
 * @param {KeyboardEvent} event
 */
export function keyEdit(points, index, event) {
  const [x, y, l] = points[index];
  const step = event.shiftKey ? 5 * STEP : STEP;
  const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
  let next = null;
  let focus = index;
  if (moves[event.key])
    next = points.map((p, i) => (i === index ? [clamp(x + moves[event.key][0]), clamp(y + moves[event.key][1]), l] : p));
  else if (event.key === 'Delete' || event.key === 'Backspace') {
    next = points.filter((_, i) => i !== index);
    focus = next.length ? Math.min(index, next.length - 1) : null;
  } else if (event.key === 'l' || event.key === 'L') next = points.map((p, i) => (i === index ? [x, y, -l] : p));
  return next && { next, focus };
}
