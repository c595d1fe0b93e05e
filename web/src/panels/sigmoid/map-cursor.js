// The (a, b) map's readout and keyboard: the pointer over a cell shows its (a, b) and verdict; the map takes
// focus, arrows move a crosshair cell by cell (Home/End along a row), Enter or Space picks it as the
// pointer's click does, and each move is announced.
import { h } from '../../dom.js';
import { setLiveText } from '../../widgets/live.js';

const SVG = 'http://www.w3.org/2000/svg';
const MOVES = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };

/**
 * @param {{plot: HTMLElement, overlay: SVGElement, side: number, label: string,
 *   describe: (i: number, j: number) => string, onPick: (i: number, j: number) => void}} options
 *   describe(i, j): the cell's text ("a = 0.5, b = 0.1: PSD"); onPick(i, j): the reader chose that cell.
 * @returns {{readout: HTMLElement, announce: HTMLElement}} the visible hover line and the keyboard's live region
 */
export function attachMapCursor({ plot, overlay, side, label, describe, onPick }) {
  const readout = h('p', { class: 'readout map-readout', 'aria-hidden': 'true' });
  const announce = h('p', { class: 'visually-hidden', role: 'status' });
  const crosshair = document.createElementNS(SVG, 'rect');
  for (const [name, value] of Object.entries({ class: 'map-crosshair', width: 1, height: 1, x: 0, y: 0 }))
    crosshair.setAttribute(name, String(value));
  crosshair.style.display = 'none';
  overlay.append(crosshair);
  let at = { i: Math.floor(side / 2), j: Math.floor(side / 2) };

  const cellOf = (event) => {
    const box = plot.getBoundingClientRect();
    const i = Math.floor(((event.clientY - box.top) / box.height) * side);
    const j = Math.floor(((event.clientX - box.left) / box.width) * side);
    return i >= 0 && i < side && j >= 0 && j < side ? { i, j } : null;
  };
  const show = ({ i, j }) => {
    crosshair.setAttribute('x', String(j));
    crosshair.setAttribute('y', String(i));
    crosshair.style.display = '';
  };

  plot.tabIndex = 0;
  plot.setAttribute('role', 'application');
  plot.setAttribute('aria-label', label);
  plot.addEventListener('pointermove', (event) => {
    const cell = cellOf(event);
    readout.textContent = cell ? describe(cell.i, cell.j) : '';
  });
  plot.addEventListener('pointerleave', () => {
    readout.textContent = '';
  });
  plot.addEventListener('focus', () => {
    show(at);
    setLiveText(announce, describe(at.i, at.j));
  });
  plot.addEventListener('blur', () => {
    crosshair.style.display = 'none';
  });
  plot.addEventListener('keydown', (event) => {
    const step = MOVES[event.key];
    let next = null;
    if (step) next = { i: clamp(at.i + step[0], side), j: clamp(at.j + step[1], side) };
    else if (event.key === 'Home') next = { i: at.i, j: 0 };
    else if (event.key === 'End') next = { i: at.i, j: side - 1 };
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(at.i, at.j);
      return;
    }
    if (!next) return;
    event.preventDefault();
    at = next;
    show(at);
    readout.textContent = describe(at.i, at.j);
    setLiveText(announce, readout.textContent);
  });
  return { readout, announce };
}

const clamp = (k, side) => Math.min(side - 1, Math.max(0, k));
