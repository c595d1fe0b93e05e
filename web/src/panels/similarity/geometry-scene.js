// The elliptope figure and the sphere of vectors as SVG markup, from the core's mesh and point and a camera:
// one function for the page (colours from the stylesheet's variables) and the exported file (EXPORT_COLOURS).
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const r1 = (x) => Math.round(x * 10) / 10;
const CUBE_EDGES = [
  [0, 1],
  [2, 3],
  [4, 5],
  [6, 7],
  [0, 2],
  [1, 3],
  [4, 6],
  [5, 7],
  [0, 4],
  [1, 5],
  [2, 6],
  [3, 7],
].map(([a, b]) => [corner(a), corner(b)]);
const AXES = [
  [[1.25, 0, 0], 0],
  [[0, 1.25, 0], 1],
  [[0, 0, 1.25], 2],
];

function corner(k) {
  return [k & 1 ? 1 : -1, k & 2 ? 1 : -1, k & 4 ? 1 : -1];
}

const polyline = (camera, points, attributes) =>
  `<polyline points="${points
    .map((p) => camera.project(p))
    .map(({ x, y }) => `${r1(x)},${r1(y)}`)
    .join(' ')}" fill="none" ${attributes}/>`;

// Lines of constant x and of constant y on both sheets of the surface (every `every`-th grid line).
function meshLines(surface, camera, palette, every) {
  const u = surface.coordinates;
  const n = u.length;
  const at = (sheet, i, j) => sheet.data[i * n + j];
  const lines = [];
  for (const sheet of [surface.lower, surface.upper])
    for (let k = 0; k < n; k += every) {
      const alongY = Array.from({ length: n }, (_, j) => [u[k], u[j], at(sheet, k, j)]);
      const alongX = Array.from({ length: n }, (_, i) => [u[i], u[k], at(sheet, i, k)]);
      lines.push(alongY, alongX);
    }
  return lines.map((line) => polyline(camera, line, `stroke="${palette.mesh}" stroke-width="0.8" stroke-opacity="0.45"`)).join('');
}

/**
 * The body, the cube |s| ≤ 1, the axes, the reader's point and the repaired point with the segment between them.
 * `palette`: {ink, muted, mesh, cube, good, bad, pending}; `axisNames`: the three axes' names.
 */
export function bodyMarkup({ surface, camera, palette, axisNames, point, repaired, verdict }) {
  const cube = CUBE_EDGES.map((edge) => polyline(camera, edge, `stroke="${palette.cube}" stroke-dasharray="3 3"`)).join('');
  const axes = AXES.map(([tip, k]) => {
    const o = camera.project([0, 0, 0]);
    const p = camera.project(tip);
    return `<line x1="${r1(o.x)}" y1="${r1(o.y)}" x2="${r1(p.x)}" y2="${r1(p.y)}" stroke="${palette.muted}"/><text x="${r1(p.x)}" y="${r1(p.y)}" fill="${palette.ink}" font-size="13" text-anchor="middle">${esc(axisNames[k])}</text>`;
  }).join('');
  const marks = [];
  if (repaired) {
    marks.push(polyline(camera, [point, repaired], `stroke="${palette.ink}" stroke-width="2" stroke-dasharray="5 3"`));
    const q = camera.project(repaired);
    marks.push(`<circle cx="${r1(q.x)}" cy="${r1(q.y)}" r="6" fill="${palette.paper}" stroke="${palette.good}" stroke-width="2.5"/>`);
  }
  if (point && verdict !== undefined) {
    const p = camera.project(point);
    marks.push(`<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="8" fill="${palette[verdict]}" stroke="${palette.paper}" stroke-width="2"/>`);
  }
  return `${cube}<g>${meshLines(surface, camera, palette, 3)}</g>${axes}${marks.join('')}`;
}

// Points along the great circle from unit vector a to b, at radius `radius` (the arc that shows their angle).
function arc(a, b, radius, steps = 16) {
  const dot = Math.max(-1, Math.min(1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
  const omega = Math.acos(dot);
  if (omega < 1e-9) return [a.map((v) => v * radius)];
  return Array.from({ length: steps + 1 }, (_, k) => {
    const s = k / steps;
    const [wa, wb] = [Math.sin((1 - s) * omega) / Math.sin(omega), Math.sin(s * omega) / Math.sin(omega)];
    return a.map((v, i) => radius * (wa * v + wb * b[i]));
  });
}

/**
 * Three unit vectors (rows of X = VΛ^½, padded to 3 columns) on the unit sphere, their names at the tips and each
 * pair's angle (`angleText[k]`, pairs AB, AC, BC) beside the arc between them.
 */
export function sphereMarkup({ vectors, camera, palette, names, angleText }) {
  const o = camera.project([0, 0, 0]);
  const rim = camera.project([0, 0, 1]);
  const radius = Math.abs(o.y - rim.y) / Math.cos((camera.angles.pitch * Math.PI) / 180);
  const parts = [
    `<circle cx="${r1(o.x)}" cy="${r1(o.y)}" r="${r1(radius)}" fill="none" stroke="${palette.cube}"/>`,
    polyline(
      camera,
      arc([1, 0, 0], [0, 1, 0], 1, 24).concat(
        arc([0, 1, 0], [-1, 0, 0], 1, 24),
        arc([-1, 0, 0], [0, -1, 0], 1, 24),
        arc([0, -1, 0], [1, 0, 0], 1, 24),
      ),
      `stroke="${palette.cube}" stroke-dasharray="3 3"`,
    ),
  ];
  const pairs = [
    [0, 1],
    [0, 2],
    [1, 2],
  ];
  pairs.forEach(([i, j], k) => {
    const points = arc(vectors[i], vectors[j], 0.35 + 0.2 * k); // radii 22 px apart: labels of close angles do not overlap
    parts.push(polyline(camera, points, `stroke="${palette.muted}" stroke-width="1.2"`));
    const mid = camera.project(points[Math.floor(points.length / 2)]);
    parts.push(
      `<text x="${r1(mid.x)}" y="${r1(mid.y)}" fill="${palette.ink}" font-size="12" text-anchor="middle" class="angle-label">${esc(angleText[k])}</text>`,
    );
  });
  vectors.forEach((v, i) => {
    const tip = camera.project(v);
    parts.push(`<line x1="${r1(o.x)}" y1="${r1(o.y)}" x2="${r1(tip.x)}" y2="${r1(tip.y)}" stroke="${palette.accent}" stroke-width="2.5"/>`);
    parts.push(`<circle cx="${r1(tip.x)}" cy="${r1(tip.y)}" r="3.5" fill="${palette.accent}"/>`);
    const label = camera.project(v.map((c) => c * 1.15));
    parts.push(
      `<text x="${r1(label.x)}" y="${r1(label.y + 4)}" fill="${palette.ink}" font-size="13" font-weight="600" text-anchor="middle">${esc(names[i])}</text>`,
    );
  });
  return parts.join('');
}
