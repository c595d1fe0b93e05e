// The decision boundary f = 0 on the plane, traced through the grid of values the core computed.
import { GRID, VIEW } from './state.js';

// The contour f = 0 by marching squares: f is known at the cell centres; in each square of four neighbouring
// centres, where f changes sign along a side the line crosses it at the linearly interpolated zero, and the
// crossings are joined (a saddle, two crossings per pair of sides, is split by the square's mean). A smooth
// line, not the staircase of cell edges.
export function boundaryPath(values) {
  const cell = (2 * VIEW) / GRID;
  const x = (c) => -VIEW + (c + 0.5) * cell;
  const y = (r) => VIEW - (r + 0.5) * cell;
  const f = (r, c) => values[r * GRID + c];
  const at = (v) => Math.round(v * 1000) / 1000;
  const parts = [];
  for (let r = 0; r + 1 < GRID; r++)
    for (let c = 0; c + 1 < GRID; c++) {
      // Corners in order round the square: top-left, top-right, bottom-right, bottom-left.
      const corners = [
        [r, c],
        [r, c + 1],
        [r + 1, c + 1],
        [r + 1, c],
      ].map(([i, j]) => ({ px: x(j), py: y(i), v: f(i, j) }));
      const crossings = [];
      for (let k = 0; k < 4; k++) {
        const a = corners[k];
        const b = corners[(k + 1) % 4];
        if (a.v > 0 === b.v > 0) continue;
        const s = a.v / (a.v - b.v); // where the line from a to b meets 0
        crossings.push([at(a.px + s * (b.px - a.px)), at(a.py + s * (b.py - a.py)), k]);
      }
      if (crossings.length === 2) parts.push(segment(crossings[0], crossings[1]));
      else if (crossings.length === 4) {
        // A saddle: join each crossing to the one that keeps the centre's side (the mean's sign) whole.
        const centre = corners.reduce((sum, corner) => sum + corner.v, 0) / 4;
        // Centre on the top-left's side: the line cuts off the top-right and bottom-left corners (sides 0–1, 2–3).
        const first = centre > 0 === corners[0].v > 0 ? [0, 1, 2, 3] : [1, 2, 3, 0];
        parts.push(segment(crossings[first[0]], crossings[first[1]]), segment(crossings[first[2]], crossings[first[3]]));
      }
    }
  return parts.join('');
}

const segment = ([x0, y0], [x1, y1]) => `M${x0} ${y0}L${x1} ${y1}`;
