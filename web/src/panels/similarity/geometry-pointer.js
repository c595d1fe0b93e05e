// Pointer input on the elliptope figure: a drag that starts on the point moves it, any other drag turns the body.
/**
 * @param {SVGSVGElement} figure @param {SVGElement} handle the point's element
 * @param {{size: number, onStart: () => boolean, onDrag: (dx: number, dy: number) => void, onTurn: (dx: number, dy: number) => void}} actions
 *   dx, dy in the figure's viewBox units; onDrag's from the drag's start, onTurn's since the last move. onStart:
 *   whether there is a figure to act on.
 */
export function attachPointer(figure, handle, { size, onStart, onDrag, onTurn }) {
  figure.addEventListener('pointerdown', (event) => {
    if (!onStart()) return;
    event.preventDefault();
    const onPoint = event.target === handle;
    const units = size / figure.getBoundingClientRect().width;
    const start = { x: event.clientX, y: event.clientY };
    let last = start;
    figure.setPointerCapture?.(event.pointerId);
    if (onPoint) handle.focus();
    const move = (e) => {
      if (onPoint) onDrag((e.clientX - start.x) * units, (e.clientY - start.y) * units);
      else onTurn((e.clientX - last.x) * units, (e.clientY - last.y) * units);
      last = { x: e.clientX, y: e.clientY };
    };
    const end = () => {
      figure.removeEventListener('pointermove', move);
      figure.removeEventListener('pointerup', end);
      figure.removeEventListener('pointercancel', end);
    };
    figure.addEventListener('pointermove', move);
    figure.addEventListener('pointerup', end);
    figure.addEventListener('pointercancel', end);
  });
}
