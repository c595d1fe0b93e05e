// The figure of cᵀSc over every unit direction: the circle for a 2 × 2 table, a globe that turns for a 3 × 3
// one (./form-circle.js, ./form-sphere.js), with what it shows in words and its exports. The values and each
// sample's sign come from the core (quadraticFormOnSphere); this view only draws and words them.
import { h } from '../../dom.js';
import { decisive } from '../../format.js';
import { exportMenu } from '../../reader/export-menu.js';
import { EXPORT_COLOURS, figureExports, figureSvg, overlayMarkup } from '../../reader/figure-svg.js';
import { divergingRamp } from '../../widgets/diverging.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { markBusy, setLiveText } from '../../widgets/live.js';
import { CIRCLE_VIEWBOX, drawCircle } from './form-circle.js';
import { createGlobe, drawSphere, turnByKey } from './form-sphere.js';

const SVG = 'http://www.w3.org/2000/svg';

/** @param {{t}} options → {element, render({form, c, labels, failed} | null)}; form null: no figure for this
 * order; undefined: its numbers are on their way (part "detail" is loading), or, `failed`, will not come. */
export function createFormFigure({ t }) {
  let shown = null; // {form, c, labels}
  let globe = createGlobe();
  const circle = document.createElementNS(SVG, 'svg');
  circle.setAttribute('viewBox', CIRCLE_VIEWBOX);
  circle.setAttribute('class', 'form-circle');
  circle.setAttribute('role', 'img');
  const sphere = h('canvas', { class: 'form-sphere', tabindex: 0, role: 'img', 'aria-label': t('similarity.form.sphereLabel') });
  const summary = h('p', { class: 'form-summary', 'aria-live': 'polite' });
  const note = createFigureNote();
  const legend = h(
    'p',
    { class: 'form-legend' },
    h('span', { class: 'form-key form-key-negative' }, t('similarity.form.keyNegative')),
    h('span', { class: 'form-key form-key-zero' }, t('similarity.form.keyZero')),
    h('span', { class: 'form-key form-key-positive' }, t('similarity.form.keyPositive')),
    h('span', { class: 'form-key form-key-min' }, t('similarity.form.keyMin')),
    h('span', { class: 'form-key form-key-c' }, t('similarity.form.keyC')),
    h('span', { class: 'form-key form-key-curve' }, t('similarity.form.keyCurve')), // the circle's curve (not the globe's)
  );
  turnable(
    sphere,
    () => globe,
    (next) => {
      globe = next;
      draw();
    },
  );
  const unavailable = h('p', { class: 'hint' }, t('similarity.form.orderOnly'));
  const waiting = h('p', { class: 'hint' }, t('similarity.form.waiting'));
  const menu = exportMenu(t, { name: 'quadratic-form', ...figureExports(() => shown && svgOf()), csv: () => shown && csvRows() });
  const body = h(
    'div',
    { class: 'form-body' },
    circle,
    sphere,
    note.element,
    legend,
    summary,
    h('p', { class: 'hint form-turn' }, t('similarity.form.turn')),
    menu,
  );
  const element = h('div', { class: 'form-figure' }, h('h4', {}, t('similarity.form.title')), unavailable, waiting, body);

  function render(next) {
    const pending = next?.form === undefined;
    shown = next?.form ? next : null;
    unavailable.hidden = shown !== null || pending;
    waiting.hidden = !pending;
    waiting.textContent = t(next?.failed ? 'error.LOAD_FAILED' : 'similarity.form.waiting');
    body.hidden = shown === null;
    markBusy(element, pending && !next.failed);
    if (!shown) return;
    const two = shown.form.directions.cols === 2;
    element.dataset.order = two ? '2' : '3';
    draw();
    setLiveText(summary, describe(t, shown.form));
    note.set(t(`similarity.form.note.${two ? 'circle' : 'globe'}.${negativeKey(shown.form)}`));
  }

  function draw() {
    const two = shown.form.directions.cols === 2;
    circle.style.display = two ? '' : 'none';
    sphere.hidden = two;
    element.querySelector('.form-turn').hidden = two;
    legend.querySelector('.form-key-curve').hidden = !two;
    if (two) {
      drawCircle(circle, shown);
      circle.setAttribute('aria-label', describe(t, shown.form));
    } else drawSphere(sphere, shown, globe, getComputedStyle(element).color || '#1a1a1a');
  }

  function svgOf() {
    const { form } = shown;
    const two = form.directions.cols === 2;
    const picture = two ? overlayMarkup(circle) : { image: sphere.toDataURL('image/png') };
    const none = { name: '', ticks: [] };
    return figureSvg({
      title: `${t('similarity.form.title')}: ${describe(t, form)}`,
      width: 420,
      height: two ? 335 : 420, // the circle's viewBox is 286 × 228
      ...picture,
      x: none,
      y: none,
      legend: [
        { ramp: divergingRamp(), low: 'cᵀSc < 0', high: 'cᵀSc > 0' }, // short: the label before the ramp has no room
        { colour: EXPORT_COLOURS.ink, text: t('similarity.form.keyMin') },
      ],
    });
  }

  function csvRows() {
    const { form } = shown;
    const n = form.directions.cols;
    const header = [...Array(n).keys()].map((i) => `c${i + 1}`).concat(['cTSc', 'error_bound', 'sign']);
    const rows = Array.from({ length: form.values.length }, (_, k) => [
      ...Array.from(form.directions.data.subarray(k * n, k * n + n), String),
      String(form.values[k]),
      String(form.errorBounds[k]),
      String(form.signs[k]),
    ]);
    return [header, ...rows];
  }

  return { element, render };
}

// Whether the core found sampled directions certainly negative, only the eigenvector's value, or none.
const negativeKey = (form) =>
  form.signs.some((sign) => sign < 0) ? 'someNegative' : form.minSign < 0 ? 'negativeBetween' : 'noneNegative';

// What the figure shows, in words: how many directions are certainly negative, and the value at c_min.
function describe(t, form) {
  const negative = form.signs.filter((sign) => sign < 0).length;
  const params = { negative, total: form.signs.length, lambda: decisive(form.minValue, 3) };
  return t(`similarity.form.${negativeKey(form)}`, params);
}

// Arrow keys and a pointer drag turn the globe.
function turnable(canvas, current, onTurn) {
  canvas.addEventListener('keydown', (event) => {
    const next = turnByKey(current(), event.key);
    if (!next) return;
    event.preventDefault();
    onTurn(next);
  });
  let from = null;
  canvas.addEventListener('pointerdown', (event) => {
    from = { x: event.clientX, y: event.clientY, globe: current() };
    canvas.setPointerCapture(event.pointerId);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!from) return;
    const pitch = from.globe.pitch + (event.clientY - from.y) / 100;
    onTurn({ yaw: from.globe.yaw + (event.clientX - from.x) / 100, pitch: Math.max(-Math.PI / 2, Math.min(Math.PI / 2, pitch)) });
  });
  for (const type of ['pointerup', 'pointercancel']) canvas.addEventListener(type, () => (from = null));
}
