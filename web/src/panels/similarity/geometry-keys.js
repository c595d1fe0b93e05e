// Keyboard input on the elliptope figure: the arrow keys on the point move it along the axis chosen below the
// figure (Shift: ten steps), the arrow keys on the body turn it.
/**
 * @param {SVGSVGElement} figure @param {SVGElement} handle the point's element
 * @param {{step: number, turn: number, active: () => boolean, onStep: (delta: number) => void,
 *   onTurn: (dYaw: number, dPitch: number) => void}} actions
 *   step: one key press along the axis; turn: degrees per key press; active: whether there is a point to move
 *   (else its keys are left to the page); onStep: moves the point by `delta` along the axis.
 */
export function attachKeys(figure, handle, { step, turn, active, onStep, onTurn }) {
  handle.addEventListener('keydown', (event) => {
    const delta = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step }[event.key];
    if (delta === undefined || !active()) return;
    event.preventDefault();
    event.stopPropagation();
    onStep(delta * (event.shiftKey ? 10 : 1));
  });
  figure.addEventListener('keydown', (event) => {
    const angles = { ArrowLeft: [-turn, 0], ArrowRight: [turn, 0], ArrowUp: [0, turn], ArrowDown: [0, -turn] }[event.key];
    if (!angles || event.target !== figure) return;
    event.preventDefault();
    onTurn(...angles);
  });
}
