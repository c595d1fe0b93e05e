// The 1-D lift's drawing: its SVG elements, its sizes, and data ↔ picture coordinates (drawing, not numerics
// the reader is shown) for the line of points and for the lifted plane (u, v) = (x, x²).
import { LIFT_RANGE } from './state.js';

const SVG = 'http://www.w3.org/2000/svg';
export const WIDTH = 360;
export const PAD = 20;
export const LINE_HEIGHT = 70;
export const LIFT_HEIGHT = 240;
export const V_MAX = LIFT_RANGE * LIFT_RANGE; // the lifted picture shows x² up to this

/** An SVG element with its attributes and children. */
export function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

// Data → picture coordinates, and back for a pointer on the line; a dragged x keeps two decimals, on the line.
export const px = (x) => PAD + ((x + LIFT_RANGE) / (2 * LIFT_RANGE)) * (WIDTH - 2 * PAD);
export const py = (v) => LIFT_HEIGHT - PAD - (v / V_MAX) * (LIFT_HEIGHT - 2 * PAD);
export const toX = (pixel) => ((pixel - PAD) / (WIDTH - 2 * PAD)) * 2 * LIFT_RANGE - LIFT_RANGE;
export const clampRound = (x) => Math.round(Math.min(LIFT_RANGE, Math.max(-LIFT_RANGE, x)) * 100) / 100;
