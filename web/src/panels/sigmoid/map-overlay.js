// What the (a, b) map draws over its heat map, in cell units (one cell is 1 × 1, row 0 at the top): the rows
// still to come, greyed; the PSD boundary; and a marker at the current (a, b).
import { A_STEP, A_VALUES, B_STEP, B_VALUES, MAP_SIDE } from './map-grid.js';

const SVG = 'http://www.w3.org/2000/svg';

export function createMapOverlay() {
  const boundary = svg('path', { class: 'map-boundary' });
  const pending = svg('rect', { class: 'map-pending', x: 0, width: MAP_SIDE, y: 0, height: MAP_SIDE });
  const marker = svg(
    'g',
    { class: 'map-marker' },
    svg('ellipse', { rx: 0.9, ry: 0.9 }),
    svg('ellipse', { class: 'dot', rx: 0.2, ry: 0.2 }),
  );
  const element = svg(
    'svg',
    { viewBox: `0 0 ${MAP_SIDE} ${MAP_SIDE}`, preserveAspectRatio: 'none', 'aria-hidden': 'true' },
    pending,
    boundary,
    marker,
  );

  /** The rows landed so far of `cells` ({negative, rows}, map-grid.js): the rest pending, and the boundary. */
  function drawRows(cells) {
    pending.setAttribute('y', String(cells.rows));
    pending.setAttribute('height', String(MAP_SIDE - cells.rows));
    boundary.setAttribute('d', boundaryPath(cells) || 'M0 0');
  }

  /** The marker sits at (a, b), between grid cells when it is between grid values; false when that is off the map. */
  function placeMarker(a, b) {
    const x = (a - A_VALUES[0]) / A_STEP + 0.5;
    const y = (B_VALUES[0] - b) / B_STEP + 0.5;
    const inside = x >= 0 && x <= MAP_SIDE && y >= 0 && y <= MAP_SIDE;
    // Hidden when outside, but drawn at a number SVG can parse: a = 1e308 would make x infinite.
    const edge = (v) => Math.min(Math.max(v, -1), MAP_SIDE + 1);
    marker.setAttribute('transform', `translate(${edge(x)} ${edge(y)})`);
    marker.style.display = inside ? '' : 'none';
    return inside;
  }

  return { element, drawRows, placeMarker };
}

// The PSD boundary: an edge between two finished cells of which exactly one is PSD (no negative eigenvalue).
// Two cells that are both not PSD share no boundary, however their counts differ.
function boundaryPath({ negative, rows }) {
  const at = (i, j) => negative[i * MAP_SIDE + j] === 0;
  let path = '';
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < MAP_SIDE; j++) {
      if (j + 1 < MAP_SIDE && at(i, j) !== at(i, j + 1)) path += `M${j + 1} ${i}V${i + 1}`;
      if (i + 1 < rows && at(i, j) !== at(i + 1, j)) path += `M${j} ${i + 1}H${j + 1}`;
    }
  }
  return path;
}

function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}
