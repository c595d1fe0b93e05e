// The points on the lift's line as sliders: dragged by mouse or touch (the pointer captured, so a fast drag
// keeps its point), moved with ←/→ (Shift: a tenth of the step), removed with Delete. Each says what the reader
// did through the view's callbacks; the new x is clamped to the line and kept to two decimals.
import { LINE_HEIGHT, WIDTH, clampRound, svg, toX } from './lift-svg.js';
import { LIFT_RANGE } from './state.js';

const KEY_STEP = 0.1;

/**
 * @param {{lineSvg: SVGSVGElement, onMove: (index: number, x: number, done: boolean) => void,
 *   onRemove: (index: number) => void}} options
 * @returns {(index: number) => SVGCircleElement} the handle of point `index`, its x in `dataset.x`
 */
export function liftHandles({ lineSvg, onMove, onRemove }) {
  let drag = null; // {index, pointerId}: one drag at a time, over all the points

  function pointerX(event) {
    const box = lineSvg.getBoundingClientRect();
    return clampRound(toX(((event.clientX - box.left) / box.width) * WIDTH));
  }

  return function handle(index) {
    const dot = svg('circle', { r: 9, cy: LINE_HEIGHT / 2, tabindex: 0, role: 'slider' });
    dot.setAttribute('aria-valuemin', String(-LIFT_RANGE));
    dot.setAttribute('aria-valuemax', String(LIFT_RANGE));
    dot.addEventListener('pointerdown', (event) => {
      drag = { index, pointerId: event.pointerId };
      dot.setPointerCapture(event.pointerId);
      dot.focus();
      event.preventDefault();
    });
    dot.addEventListener('pointermove', (event) => {
      if (drag?.pointerId !== event.pointerId) return;
      onMove(index, pointerX(event), false);
    });
    const end = (event) => {
      if (drag?.pointerId !== event.pointerId) return;
      drag = null;
      onMove(index, pointerX(event), true);
    };
    dot.addEventListener('pointerup', end);
    dot.addEventListener('pointercancel', end);
    dot.addEventListener('keydown', (event) => {
      const x = Number(dot.dataset.x);
      const step = event.shiftKey ? KEY_STEP / 10 : KEY_STEP;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onMove(index, clampRound(x - step), true);
      else if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onMove(index, clampRound(x + step), true);
      else if (event.key === 'Delete' || event.key === 'Backspace') onRemove(index);
      else return;
      event.preventDefault();
    });
    return dot;
  };
}
