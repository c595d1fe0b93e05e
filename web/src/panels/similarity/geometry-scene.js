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
  const cube = CUBE_EDGES.map((edge) => polyline(camera, edge, `stroke="${palette.cube}" stroke-dasharray="3 3" class="frame"`)).join('');
  const corners = Array.from({ length: 8 }, (_, k) => camera.project(corner(k)));
  const axes = AXES.map(([tip, k]) => {
    const o = camera.project([0, 0, 0]);
    const p = camera.project(tip);
    const at = outside(o, p, corners);
    return `<line x1="${r1(o.x)}" y1="${r1(o.y)}" x2="${r1(p.x)}" y2="${r1(p.y)}" stroke="${palette.muted}" class="axis"/><text x="${r1(at.x)}" y="${r1(at.y + 4)}" fill="${palette.ink}" font-size="13" text-anchor="${at.anchor}">${esc(axisNames[k])}</text>`;
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

// Where an axis's name goes: along the axis on the screen, just past the cube's outline (every projected corner),
// so it never sits on the body's mesh; anchored on the side it points to.
function outside(o, p, corners) {
  const [dx, dy] = [p.x - o.x, p.y - o.y];
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  // The cube's outline reaches no farther along (ux, uy) than its farthest corner; 8 px past it, the name.
  const reach = Math.max(...corners.map((c) => (c.x - o.x) * ux + (c.y - o.y) * uy));
  const along = Math.max(reach, length) + 8;
  return { x: o.x + ux * along, y: o.y + uy * along + 6 * uy, anchor: ux > 0.35 ? 'start' : ux < -0.35 ? 'end' : 'middle' };
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
    `<circle cx="${r1(o.x)}" cy="${r1(o.y)}" r="${r1(radius)}" fill="none" stroke="${palette.cube}" class="frame"/>`,
    polyline(
      camera,
      arc([1, 0, 0], [0, 1, 0], 1, 24).concat(
        arc([0, 1, 0], [-1, 0, 0], 1, 24),
        arc([-1, 0, 0], [0, -1, 0], 1, 24),
        arc([0, -1, 0], [1, 0, 0], 1, 24),
      ),
      `stroke="${palette.cube}" stroke-dasharray="3 3" class="frame"`,
    ),
  ];
  const pairs = [
    [0, 1],
    [0, 2],
    [1, 2],
  ];
  // The arcs (radii 0.35, 0.55, 0.75) and the vectors, in screen points: what an angle's value must keep off.
  const arcs = pairs.map(([i, j], k) => arc(vectors[i], vectors[j], 0.35 + 0.2 * k).map((p) => camera.project(p)));
  const tips = vectors.map((v) => camera.project(v));
  const marks = [...arcs.flatMap(dense), ...tips.flatMap((tip) => dense([o, tip]))];
  const taken = [];
  pairs.forEach((_, k) => {
    parts.push(
      `<polyline points="${arcs[k].map(({ x, y }) => `${r1(x)},${r1(y)}`).join(' ')}" fill="none" stroke="${palette.muted}" stroke-width="1.2"/>`,
    );
    const at = angleLabelAt(o, arcs[k], angleText[k], marks, taken, radius);
    taken.push(at.box);
    // Out past the rim (no room beside the arc), a dotted leader ties the value to its arc's middle.
    if (at.from)
      parts.push(
        `<line x1="${r1(at.from.x)}" y1="${r1(at.from.y)}" x2="${r1(at.to.x)}" y2="${r1(at.to.y)}" stroke="${palette.muted}" stroke-dasharray="2 2" class="leader"/>`,
      );
    parts.push(
      `<text x="${r1(at.x)}" y="${r1(at.y)}" fill="${palette.ink}" font-size="12" text-anchor="middle" class="angle-label">${esc(angleText[k])}</text>`,
    );
  });
  vectors.forEach((v, i) => {
    const tip = camera.project(v);
    parts.push(`<line x1="${r1(o.x)}" y1="${r1(o.y)}" x2="${r1(tip.x)}" y2="${r1(tip.y)}" stroke="${palette.accent}" stroke-width="2.5"/>`);
    parts.push(`<circle cx="${r1(tip.x)}" cy="${r1(tip.y)}" r="3.5" fill="${palette.accent}"/>`);
    const label = camera.project(v.map((c) => c * 1.2));
    parts.push(
      `<text x="${r1(label.x)}" y="${r1(label.y + 4)}" fill="${palette.ink}" font-size="13" font-weight="600" text-anchor="middle">${esc(names[i])}</text>`,
    );
  });
  return parts.join('');
}

const lerp = (a, b, s) => ({ x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s });

// A polyline's points every 2 px or closer, so a label box cannot slip between two of them.
const dense = (points) =>
  points.flatMap((p, k) => {
    if (k === 0) return [p];
    const steps = Math.max(1, Math.ceil(Math.hypot(p.x - points[k - 1].x, p.y - points[k - 1].y) / 2));
    return Array.from({ length: steps }, (_, s) => lerp(points[k - 1], p, (s + 1) / steps));
  });

// An angle's value beside its arc: the first of a few places along the arc (its middle first), just outside it, just
// inside, then farther out, whose box (12 px text, about 7 px a character) keeps off the arcs, the vectors and the
// values placed before; where none does, out past the sphere's rim (`rim`, its radius on the screen) on the line
// through the arc's middle, with the two ends of a leader (`from`, `to`).
function angleLabelAt(o, points, text, marks, taken, rim) {
  const [width, height] = [7 * text.length, 13];
  const spots = [];
  for (const push of [14, -14, 26, 38, 50])
    for (const f of [0.5, 0.35, 0.65, 0.2, 0.8]) {
      const p = points[Math.round(f * (points.length - 1))];
      spots.push(lerp(o, p, 1 + push / (Math.hypot(p.x - o.x, p.y - o.y) || 1)));
    }
  const boxOf = ({ x, y }) => ({ left: x - width / 2, right: x + width / 2, top: y - height / 2, bottom: y + height / 2 });
  const clear = (box) =>
    !marks.some(({ x, y }) => x > box.left - 3 && x < box.right + 3 && y > box.top - 3 && y < box.bottom + 3) &&
    !taken.some((t) => t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom);
  const spot = spots.find((p) => clear(boxOf(p)));
  if (spot) return { x: spot.x, y: spot.y + 4, box: boxOf(spot) };
  const mid = points[Math.floor(points.length / 2)];
  const d = Math.hypot(mid.x - o.x, mid.y - o.y) || 1;
  const out = [rim + 22, rim + 38, rim + 54].map((r) => lerp(o, mid, r / d));
  const far = out.find((p) => clear(boxOf(p))) ?? out[0];
  return { x: far.x, y: far.y + 4, box: boxOf(far), from: lerp(o, mid, 1 + 4 / d), to: lerp(o, mid, (rim + 22 - height / 2) / d) };
}
