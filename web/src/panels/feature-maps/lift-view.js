// The 1-D lift: two colours of points on a line (dragged by mouse or touch, moved with ←/→, removed with
// Delete: ./lift-handles.js; added by button), and beside it the same points lifted by x ↦ (x, x²) with the
// separating line the core found (sizes and coordinates: ./lift-svg.js). Drawing only: the verdicts and the
// line come from separate1D.
import { h } from '../../dom.js';
import { roundedNumber, shortNumber } from './text.js';
import { LIFT_RANGE } from './state.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { setLiveText } from '../../widgets/live.js';
import { liftHandles } from './lift-handles.js';
import { LIFT_HEIGHT, LINE_HEIGHT, PAD, V_MAX, WIDTH, px, py, svg } from './lift-svg.js';

/** The line of points: its axis, the threshold the core found, and the group the points are drawn in. */
function linePicture(t) {
  const lineSvg = svg('svg', { class: 'lift-line', viewBox: `0 0 ${WIDTH} ${LINE_HEIGHT}`, role: 'group' });
  lineSvg.setAttribute('aria-label', t('featureMaps.lift.lineLabel'));
  const threshold = svg('line', { class: 'lift-threshold', y1: 8, y2: LINE_HEIGHT - 8 });
  const dots = svg('g', { class: 'lift-dots' });
  lineSvg.append(svg('line', { class: 'lift-axis', x1: PAD, x2: WIDTH - PAD, y1: LINE_HEIGHT / 2, y2: LINE_HEIGHT / 2 }), threshold, dots);
  return { lineSvg, threshold, dots };
}

/** The lifted plane: its axis and labels, the parabola v = u², the separating line and the lifted points' group. */
function planePicture(t) {
  const liftSvg = svg('svg', { class: 'lift-plane', viewBox: `0 0 ${WIDTH} ${LIFT_HEIGHT}`, role: 'img' });
  liftSvg.setAttribute('aria-label', t('featureMaps.lift.planeLabel'));
  // x² on [−R, R] is exactly the quadratic Bézier through (−R, R²) and (R, R²) with control point (0, −R²).
  const parabola = svg('path', {
    class: 'lift-parabola',
    d: `M ${px(-LIFT_RANGE)} ${py(V_MAX)} Q ${px(0)} ${py(-V_MAX)} ${px(LIFT_RANGE)} ${py(V_MAX)}`,
  });
  const separator = svg('line', { class: 'lift-separator' });
  const lifted = svg('g', { class: 'lift-dots' });
  liftSvg.append(
    svg('line', { class: 'lift-axis', x1: PAD, x2: WIDTH - PAD, y1: py(0), y2: py(0) }),
    // The lift's coordinates, named as the sentence names them (v = a·u + b).
    svg('text', { class: 'lift-axis-label', x: WIDTH - PAD, y: py(0) + 14, 'text-anchor': 'end' }, 'u = x'),
    svg('text', { class: 'lift-axis-label', x: px(0) + 4, y: PAD - 6 }, 'v = x²'),
    parabola,
    separator,
    lifted,
  );
  return { liftSvg, separator, lifted };
}

/**
 * @param {{t: Function, onMove: (index: number, x: number, done: boolean) => void, onRemove: (index: number) => void,
 *   onAdd: (label: number) => void}} options
 */
export function createLiftView({ t, onMove, onRemove, onAdd }) {
  const { lineSvg, threshold, dots } = linePicture(t);
  const { liftSvg, separator, lifted } = planePicture(t);
  const handle = liftHandles({ lineSvg, onMove, onRemove });

  const sentence = h('p', { class: 'lift-sentence', role: 'status' });
  const coordinate = h('p', { class: 'lift-coordinate' });
  const buttons = h(
    'div',
    { class: 'lift-buttons' },
    h('button', { type: 'button', class: 'lift-add', onclick: () => onAdd(0) }, t('featureMaps.lift.add0')),
    h('button', { type: 'button', class: 'lift-add', onclick: () => onAdd(1) }, t('featureMaps.lift.add1')),
  );
  const notes = { line: createFigureNote(), plane: createFigureNote() };
  const element = h(
    'div',
    { class: 'lift-view' },
    h('p', { class: 'lift-help' }, t('featureMaps.lift.help')),
    buttons,
    h(
      'div',
      { class: 'lift-pictures' },
      h('figure', {}, h('figcaption', {}, t('featureMaps.lift.lineCaption')), lineSvg, notes.line.element),
      h('figure', {}, h('figcaption', {}, t('featureMaps.lift.planeCaption')), liftSvg, notes.plane.element),
    ),
    sentence,
    coordinate,
  );

  let handles = [];
  let marks = [];

  /** points: [{x, label}]; result: separate1D's verdict for them. */
  function render(points, result) {
    // The same elements are kept while the count is unchanged, so a drag's pointer capture and focus survive.
    if (handles.length !== points.length) {
      handles = points.map((_, i) => handle(i));
      marks = points.map(() => svg('circle', { r: 6 }));
      dots.replaceChildren(...handles);
      lifted.replaceChildren(...marks);
    }
    points.forEach(({ x, label }, i) => {
      const dot = handles[i];
      dot.setAttribute('cx', String(px(x)));
      dot.setAttribute('class', `lift-point lift-label-${label}`);
      dot.dataset.x = String(x);
      dot.setAttribute('aria-valuenow', String(x));
      dot.setAttribute('aria-valuetext', `x = ${shortNumber(x)}`);
      dot.setAttribute('aria-label', t(`featureMaps.lift.point${label}`, { index: i + 1 }));
      marks[i].setAttribute('cx', String(px(x)));
      marks[i].setAttribute('cy', String(py(result.lifted[i])));
      marks[i].setAttribute('class', `lift-point lift-label-${label}`);
    });
    drawThreshold(result);
    drawSeparator(result);
    setLiveText(sentence, liftSentence(t, result));
    // What to notice on each picture: whether one threshold, or one line in the plane, splits the colours.
    notes.line.set(result.oneColour ? '' : t(result.thresholdSeparates ? 'featureMaps.lift.lineNote' : 'featureMaps.lift.lineNoteNone'));
    notes.plane.set(result.oneColour ? '' : t(result.liftSeparates ? 'featureMaps.lift.planeNote' : 'featureMaps.lift.planeNoteNone'));
    element.dataset.threshold = String(result.thresholdSeparates);
    element.dataset.lift = String(result.liftSeparates);
    coordinate.textContent = t('featureMaps.lift.coordinate', {
      index: result.liftFeatureIndex + 1,
      coefficient: shortNumber(result.liftFeatureCoefficient),
    });
  }

  function drawThreshold(result) {
    const show = !result.oneColour && result.thresholdSeparates && Math.abs(result.threshold) <= LIFT_RANGE;
    threshold.setAttribute('visibility', show ? 'visible' : 'hidden');
    if (show) threshold.setAttribute('x1', String(px(result.threshold)));
    if (show) threshold.setAttribute('x2', String(px(result.threshold)));
  }

  function drawSeparator(result) {
    const show = !result.oneColour && result.liftSeparates;
    separator.setAttribute('visibility', show ? 'visible' : 'hidden');
    if (!show) return;
    const at = (u) => result.slope * u + result.intercept;
    separator.setAttribute('x1', String(px(-LIFT_RANGE)));
    separator.setAttribute('y1', String(py(at(-LIFT_RANGE))));
    separator.setAttribute('x2', String(px(LIFT_RANGE)));
    separator.setAttribute('y2', String(py(at(LIFT_RANGE))));
  }

  /** Moves keyboard focus to point `index` (after a removal, the next one). */
  function focusPoint(index) {
    handles[Math.min(index, handles.length - 1)]?.focus();
  }

  return { element, render, focusPoint };
}

/** Which threshold or line separates the colours, or that none does, in the reader's language. */
export function liftSentence(t, result) {
  if (result.oneColour) return t('featureMaps.lift.oneColour');
  const colour = (label) => t(`featureMaps.lift.colour${label}`);
  if (result.thresholdSeparates)
    return t('featureMaps.lift.threshold', {
      t: roundedNumber(result.threshold),
      left: colour(result.leftLabel),
      right: colour(1 - result.leftLabel),
    });
  if (result.liftSeparates)
    return t('featureMaps.lift.line', {
      line: lineText(result.slope, result.intercept),
      inside: colour(result.insideLabel),
      low: roundedNumber(result.lineLow),
      high: roundedNumber(result.lineHigh),
    });
  return t('featureMaps.lift.none');
}

// "0.1·u + 0.72", "−0.6·u − 1.2": the separating line v = slope·u + intercept as a reader writes it.
function lineText(slope, intercept) {
  const sign = intercept < 0 ? '\u2212' : '+';
  return `${roundedNumber(slope)}·u ${sign} ${roundedNumber(Math.abs(intercept))}`;
}
