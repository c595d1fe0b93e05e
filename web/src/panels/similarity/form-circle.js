// cᵀSc over the unit circle (2 × 2 tables), drawn as SVG: the axes of c's two components, the circle of
// directions coloured by each sample's sign (the core's verdict), the value as a curve around it (inside the
// circle where cᵀSc < 0; the legend says so), the eigenvector of λ_min (both ±c: the form is even) and the
// reader's c as a direction. The axes' names sit at their ends, beyond the curve's reach.
const SVG = 'http://www.w3.org/2000/svg';
const R = 60; // the unit circle's radius in the viewBox
const SWING = 0.5; // the curve's radius is R·(1 + SWING·value/scale), so it never reaches the centre
const AXIS = R * (1 + SWING) + 10; // the axes reach past the curve

function svg(tag, attributes = {}) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

const at = (x, y, r = R) => [r * x, -r * y]; // the viewBox's y runs down
const SIGN_CLASS = { '-1': 'form-negative', 0: 'form-zero', 1: 'form-positive' };

/** The picture for one result of quadraticFormOnSphere on a 2 × 2 table; `c` the reader's c, `labels` the axes. */
export function drawCircle(picture, { form, c, labels }) {
  picture.replaceChildren();
  const count = form.values.length;
  const scale = Math.max(Math.abs(form.minEigenvalue), Math.abs(form.maxEigenvalue)) || 1;
  const d = form.directions.data;
  picture.append(
    svg('line', { x1: -AXIS, y1: 0, x2: AXIS, y2: 0, class: 'form-axis-line' }),
    svg('line', { x1: 0, y1: -AXIS, x2: 0, y2: AXIS, class: 'form-axis-line' }),
    axisLabel(labels[0], AXIS + 4, 4, 'start'),
    axisLabel(labels[1], 0, -AXIS - 5, 'middle'),
  );
  picture.append(svg('circle', { cx: 0, cy: 0, r: R, class: 'form-unit' }));
  for (let k = 0; k < count; k++) picture.append(arc(d, k, count, SIGN_CLASS[form.signs[k]]));
  const curve = Array.from({ length: count + 1 }, (_, k) => {
    const i = k % count;
    const [x, y] = at(d[2 * i], d[2 * i + 1], R * (1 + (SWING * form.values[i]) / scale));
    return `${k ? 'L' : 'M'}${x.toFixed(2)},${y.toFixed(2)}`;
  });
  picture.append(svg('path', { d: curve.join(''), class: 'form-curve' }));
  for (const s of [1, -1]) {
    const [x, y] = at(s * form.minDirection[0], s * form.minDirection[1]);
    picture.append(svg('circle', { cx: x, cy: y, r: 5, class: 'form-min' }));
  }
  const length = Math.hypot(c[0], c[1]);
  if (length > 0) {
    const [x, y] = at(c[0] / length, c[1] / length);
    picture.append(svg('line', { x1: 0, y1: 0, x2: x, y2: y, class: 'form-c' }));
    picture.append(svg('path', { d: `M${x - 5},${y - 5}l10,10m0,-10l-10,10`, class: 'form-c-end' })); // ×, as the legend says
  }
}

// Sample k's share of the circle, half a step either side of its angle.
function arc(d, k, count, className) {
  const half = Math.PI / count;
  const theta = Math.atan2(d[2 * k + 1], d[2 * k]);
  const [x1, y1] = at(Math.cos(theta - half), Math.sin(theta - half));
  const [x2, y2] = at(Math.cos(theta + half), Math.sin(theta + half));
  return svg('path', {
    d: `M${x1.toFixed(2)},${y1.toFixed(2)}A${R},${R} 0 0 0 ${x2.toFixed(2)},${y2.toFixed(2)}`,
    class: `form-arc ${className}`,
  });
}

// An axis's name: the component of c it measures, named by the table's item.
function axisLabel(text, x, y, anchor) {
  const label = svg('text', { x, y, class: 'form-axis', 'text-anchor': anchor });
  label.textContent = `c: ${text.length > 12 ? `${text.slice(0, 11)}…` : text}`;
  return label;
}

// Room for the x axis's name at its right end (up to about 12 characters) and the y axis's above its top.
export const CIRCLE_VIEWBOX = `${-AXIS - 6} ${-AXIS - 22} ${2 * AXIS + 86} ${2 * AXIS + 28}`;
