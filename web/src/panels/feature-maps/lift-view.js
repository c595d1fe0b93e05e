// The 1-D lift: two colours of points on a line (dragged by mouse or touch, moved with ←/→, removed with
// Delete, added by button), and beside it the same points lifted by x ↦ (x, x²) with the separating line
// the core found. Drawing only: the verdicts and the line come from separate1D.
import { h } from '../../dom.js';
import { roundedNumber, shortNumber } from './text.js';
import { LIFT_RANGE } from './state.js';
import { setLiveText } from '../../widgets/live.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 360;
const PAD = 20;
const LINE_HEIGHT = 70;
const LIFT_HEIGHT = 240;
const V_MAX = LIFT_RANGE * LIFT_RANGE; // the lifted picture shows x² up to this
const KEY_STEP = 0.1;

function s(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

// Data → picture coordinates (drawing, not numerics the reader is shown).
const px = (x) => PAD + ((x + LIFT_RANGE) / (2 * LIFT_RANGE)) * (WIDTH - 2 * PAD);
const py = (v) => LIFT_HEIGHT - PAD - (v / V_MAX) * (LIFT_HEIGHT - 2 * PAD);
const toX = (pixel) => ((pixel - PAD) / (WIDTH - 2 * PAD)) * 2 * LIFT_RANGE - LIFT_RANGE;
const clampRound = (x) => Math.round(Math.min(LIFT_RANGE, Math.max(-LIFT_RANGE, x)) * 100) / 100;

/**
 * @param {{t: Function, onMove: (index: number, x: number, done: boolean) => void, onRemove: (index: number) => void,
 *   onAdd: (label: number) => void}} options
 */
export function createLiftView({ t, onMove, onRemove, onAdd }) {
  const lineSvg = s('svg', { class: 'lift-line', viewBox: `0 0 ${WIDTH} ${LINE_HEIGHT}`, role: 'group' });
  lineSvg.setAttribute('aria-label', t('featureMaps.lift.lineLabel'));
  const threshold = s('line', { class: 'lift-threshold', y1: 8, y2: LINE_HEIGHT - 8 });
  const dots = s('g', { class: 'lift-dots' });
  lineSvg.append(s('line', { class: 'lift-axis', x1: PAD, x2: WIDTH - PAD, y1: LINE_HEIGHT / 2, y2: LINE_HEIGHT / 2 }), threshold, dots);

  const liftSvg = s('svg', { class: 'lift-plane', viewBox: `0 0 ${WIDTH} ${LIFT_HEIGHT}`, role: 'img' });
  liftSvg.setAttribute('aria-label', t('featureMaps.lift.planeLabel'));
  // x² on [−R, R] is exactly the quadratic Bézier through (−R, R²) and (R, R²) with control point (0, −R²).
  const parabola = s('path', {
    class: 'lift-parabola',
    d: `M ${px(-LIFT_RANGE)} ${py(V_MAX)} Q ${px(0)} ${py(-V_MAX)} ${px(LIFT_RANGE)} ${py(V_MAX)}`,
  });
  const separator = s('line', { class: 'lift-separator' });
  const lifted = s('g', { class: 'lift-dots' });
  liftSvg.append(
    s('line', { class: 'lift-axis', x1: PAD, x2: WIDTH - PAD, y1: py(0), y2: py(0) }),
    // The lift's coordinates, named as the sentence names them (v = a·u + b).
    s('text', { class: 'lift-axis-label', x: WIDTH - PAD, y: py(0) + 14, 'text-anchor': 'end' }, 'u = x'),
    s('text', { class: 'lift-axis-label', x: px(0) + 4, y: PAD - 6 }, 'v = x²'),
    parabola,
    separator,
    lifted,
  );

  const sentence = h('p', { class: 'lift-sentence', role: 'status' });
  const coordinate = h('p', { class: 'lift-coordinate' });
  const buttons = h(
    'div',
    { class: 'lift-buttons' },
    h('button', { type: 'button', class: 'lift-add', onclick: () => onAdd(0) }, t('featureMaps.lift.add0')),
    h('button', { type: 'button', class: 'lift-add', onclick: () => onAdd(1) }, t('featureMaps.lift.add1')),
  );
  const element = h(
    'div',
    { class: 'lift-view' },
    h('p', { class: 'lift-help' }, t('featureMaps.lift.help')),
    buttons,
    h(
      'div',
      { class: 'lift-pictures' },
      h('figure', {}, h('figcaption', {}, t('featureMaps.lift.lineCaption')), lineSvg),
      h('figure', {}, h('figcaption', {}, t('featureMaps.lift.planeCaption')), liftSvg),
    ),
    sentence,
    coordinate,
  );

  let handles = [];
  let marks = [];
  let drag = null; // {index, pointerId}

  function handle(index) {
    const dot = s('circle', { r: 9, cy: LINE_HEIGHT / 2, tabindex: 0, role: 'slider' });
    dot.setAttribute('aria-valuemin', String(-LIFT_RANGE));
    dot.setAttribute('aria-valuemax', String(LIFT_RANGE));
    dot.addEventListener('pointerdown', (event) => {
      drag = { index, pointerId: event.pointerId };
      dot.setPointerCapture(event.pointerId);
      dot.focus();
      event.preventDefault();
    });
    dot.addEventListener('pointermove', (event) => {
      if (drag?.pointerId !== event.pointerId) return;
      onMove(index, pointerX(event), false);
    });
    const end = (event) => {
      if (drag?.pointerId !== event.pointerId) return;
      drag = null;
      onMove(index, pointerX(event), true);
    };
    dot.addEventListener('pointerup', end);
    dot.addEventListener('pointercancel', end);
    dot.addEventListener('keydown', (event) => {
      const x = Number(dot.dataset.x);
      const step = event.shiftKey ? KEY_STEP / 10 : KEY_STEP;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onMove(index, clampRound(x - step), true);
      else if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onMove(index, clampRound(x + step), true);
      else if (event.key === 'Delete' || event.key === 'Backspace') onRemove(index);
      else return;
      event.preventDefault();
    });
    return dot;
  }

  function pointerX(event) {
    const box = lineSvg.getBoundingClientRect();
    return clampRound(toX(((event.clientX - box.left) / box.width) * WIDTH));
  }

  /** points: [{x, label}]; result: separate1D's verdict for them. */
  function render(points, result) {
    // The same elements are kept while the count is unchanged, so a drag's pointer capture and focus survive.
    if (handles.length !== points.length) {
      handles = points.map((_, i) => handle(i));
      marks = points.map(() => s('circle', { r: 6 }));
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
