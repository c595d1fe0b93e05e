// Scrubbable numbers (Bret Victor's "Tangle"): a value dragged sideways changes by steps that suit its size,
// finer with Shift, or steps by Alt+↑/↓. The matrix editor hands each new text on as if it were typed.
import { parseCell } from '../format.js';

const PIXELS_PER_STEP = 6;

/** The step for a value: one unit in its second significant digit (0.9 → 0.01, 2 → 0.1, 150 → 10); 0 → 0.1. */
export function scrubStep(value, fine = false) {
  const size = Math.abs(value);
  const step = size > 0 && Number.isFinite(size) ? 10 ** (Math.floor(Math.log10(size)) - 1) : 0.1;
  return fine ? step / 10 : step;
}

/** Decimals that write a multiple of `step` exactly (0.01 → 2, 10 → 0). */
export const stepDecimals = (step) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));

// Decimals `x` is written with ("1.05" → 2), up to 12: a step never rounds away digits the value had.
const ownDecimals = (x) => Math.min(12, (String(x).split('.')[1] ?? '').replace(/e.*/, '').length);

/** `start` moved by `steps` steps of `step`, written as the reader would type it ("0.93", never "0.9300000001"). */
export function stepValue(start, steps, step) {
  const decimals = Math.max(stepDecimals(step), ownDecimals(start));
  const moved = Number((start + steps * step).toFixed(decimals));
  return String(moved === 0 ? 0 : moved); // no "−0"
}

/** Whole steps for a horizontal drag of `dx` pixels. */
export const stepsForDrag = (dx) => Math.trunc(dx / PIXELS_PER_STEP);

/**
 * Alt+↑/↓ (Shift: finer) on an input holding a number: `onText(next)` and true; any other key: false (plain
 * ↑/↓ are left to move between rows, as in a spreadsheet).
 */
export function stepByKey(event, onText) {
  const steps = { ArrowUp: 1, ArrowDown: -1 }[event.key];
  const { value, error } = parseCell(event.target.value);
  if (!event.altKey || !steps || error) return false;
  event.preventDefault();
  onText(stepValue(value, steps, scrubStep(value, event.shiftKey)));
  return true;
}

/**
 * From a pointerdown on an input holding a number: a sideways drag (mouse, pen or touch) past 4 px scrubs it,
 * one step per 6 px, `onText(next)` at most once a frame; a click or a shorter move stays a click (focus, caret).
 */
export function scrubDrag(event, onText) {
  const input = event.target;
  const start = parseCell(input.value);
  if (event.button !== 0 || start.error) return;
  let step = null; // fixed when the drag starts: the value's own step, Shift held then for a tenth
  let text = null;
  let queued = false; // a change waits for the next frame
  const move = (e) => {
    const dx = e.clientX - event.clientX;
    if (step === null && Math.abs(dx) < 4) return;
    if (step === null) {
      step = scrubStep(start.value, e.shiftKey);
      input.classList.add('scrubbing');
    }
    e.preventDefault();
    text = stepValue(start.value, stepsForDrag(dx), step);
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      onText(text);
    });
  };
  const end = () => {
    removeEventListener('pointermove', move);
    removeEventListener('pointerup', end);
    removeEventListener('pointercancel', end);
    input.classList.remove('scrubbing');
  };
  addEventListener('pointermove', move, { passive: false });
  addEventListener('pointerup', end);
  addEventListener('pointercancel', end);
}
