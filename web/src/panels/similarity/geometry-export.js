// The elliptope figure as a file: the same drawing in dark ink on white with a title and a legend (SVG, and the
// PNG drawn from it), beside it the vectors on the unit sphere when the table has them, and its numbers as CSV
// at full precision.
import { fixed, plain } from '../../format.js';
import { EXPORT_COLOURS } from '../../reader/figure-svg.js';
import { bodyMarkup, sphereMarkup } from './geometry-scene.js';

const PALETTE = { ...EXPORT_COLOURS, mesh: EXPORT_COLOURS.accent, cube: EXPORT_COLOURS.line, pending: EXPORT_COLOURS.muted };
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** `figure`: {title, size, surface, camera, axisNames, point, repaired (or null), verdict: 'good'|'bad'|'pending', labels,
 * sphere: null or {caption, vectors, camera, names, angleText} (the sphere figure's own arguments)}. */
export function elliptopeSvg({ title, size, surface, camera, axisNames, point, repaired, verdict, labels, sphere }) {
  const top = size + 20;
  const legend = [
    [PALETTE[verdict], `${labels.point}: (${point.map(plain).join(', ')})`],
    ...(repaired ? [[PALETTE.good, `${labels.repair}: (${repaired.map((x) => fixed(x, 3)).join(', ')})`]] : []),
  ];
  const rows = legend.map(
    ([colour, label], k) =>
      `<circle cx="20" cy="${top + 16 + 20 * k}" r="6" fill="${colour}"/><text x="34" y="${top + 20 + 20 * k}" fill="${PALETTE.ink}">${esc(label)}</text>`,
  );
  const height = top + 30 + 20 * legend.length;
  const bodyWidth = size + 120; // room for the legend's longest line (Korean, with three coordinates)
  const width = sphere ? bodyWidth + size + 200 : bodyWidth; // the sphere, and its caption (one line, up to ~70 characters)
  const markup = bodyMarkup({ surface, camera, palette: PALETTE, axisNames, point, repaired, verdict });
  const sphereGroup = sphere
    ? [
        `<text x="${bodyWidth}" y="20" font-size="14" font-weight="600" fill="${PALETTE.ink}">${esc(sphere.caption)}</text>`,
        `<g transform="translate(${bodyWidth} 20)">${sphereMarkup({ ...sphere, palette: PALETTE })}</g>`,
      ]
    : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<title>${esc(title)}</title><rect width="100%" height="100%" fill="${PALETTE.paper}"/>`,
    `<text x="12" y="20" font-size="14" font-weight="600" fill="${PALETTE.ink}">${esc(title)}</text>`,
    `<g transform="translate(60 20)">${markup}</g>`,
    ...sphereGroup,
    ...rows,
    '</svg>',
  ].join('');
}

/** The core's point at full precision: the table's cosines and det, the repaired point, the angles. */
export function elliptopeCsv(point, axisNames) {
  const rows = [
    ['', ...axisNames, 'det'],
    ['table', ...[...point.point].map(String), String(point.determinant)],
  ];
  if (point.repairDistance > 0) rows.push(['clip repair, unit diagonal', ...[...point.repaired].map(String), '']);
  if (point.angles.length) rows.push(['angle (degrees)', ...[...point.angles].map(String), '']);
  return rows;
}
