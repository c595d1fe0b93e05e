// "Building φ anyway": the RBF kernel's φ made finite two ways (random Fourier features, Nyström) and the
// polynomial kernel's exact φ as the third route. A log–log plot of RBF's two routes' relative Gram error against
// D, measured against K_RBF, with the current D marked, and one of the polynomial route's against its own K_poly
// (./rff-error-figure.js); the spectrum of K beside those of the two ΦΦᵀ at that D (./rff-spectrum.js); and the
// sentence joining the features needed with the effective rank.
// Everything drawn comes from the core.
import { h } from '../../dom.js';
import { scientific } from '../../format.js';
import { markBusy, setLiveText } from '../../widgets/live.js';
import { createRffErrorFigure } from './rff-error-figure.js';
import { featuresFor } from './rff-grid.js';
import { createRffSpectrum } from './rff-spectrum.js';
import { shortNumber } from './text.js';

const METHODS = ['fourier', 'nystrom', 'polynomial'];
const LOOKS = { fourier: { colour: 'accent' }, nystrom: { colour: 'good', dash: [8, 4] }, polynomial: { colour: 'muted', dash: [2, 3] } };

// A share of ‖K‖_F: three significant digits as a percentage, or in powers of ten once it is rounding-sized.
const percent = (x) => (x >= 1e-3 ? `${Number((100 * x).toPrecision(3))} %` : scientific(x, 1));

/** @param {{t: Function, controls: HTMLElement}} options */
export function createRffView({ t, controls }) {
  let curves = {}; // method → [{features, columns, gramError}] ascending: what the sentences read
  const { errorFigure, polynomialFigure } = errorFigures(t);
  const spectrum = createRffSpectrum({ t, looks: LOOKS });
  const sentence = h('p', { class: 'rff-sentence', role: 'status' });
  // Not live: it changes with the φ section's p and c, whose own results are announced there.
  const polynomialLine = h('p', { class: 'rff-polynomial' });
  const pointLine = h('p', { class: 'rff-point', role: 'status' });
  const legend = h(
    'ul',
    { class: 'rff-legend' },
    ...METHODS.map((method) => h('li', { class: `rff-key rff-key-${method}` }, t(`featureMaps.rff.${method}`))),
  );
  // Busy from the start: no curve is computed yet.
  const element = h(
    'div',
    { class: 'rff-view', 'aria-busy': 'true' },
    controls,
    sentence,
    polynomialLine,
    pointLine,
    legend,
    h('div', { class: 'rff-plots' }, errorFigure.element, spectrum.element, polynomialFigure.element),
  );

  /** The curves so far (a partial set while the job runs). */
  function renderCurves(next) {
    curves = next;
    errorFigure.render(next);
    polynomialFigure.render(next);
  }

  /** The sentences, once every curve is complete: features needed for 5 % beside the effective rank. */
  function renderSentence({ gamma, exactEffectiveRank, maxFeatures, n, p, c }) {
    const need = (method, max) => {
      const D = featuresFor(curves[method] ?? []);
      return D === null ? t('featureMaps.rff.beyond', { max }) : String(D);
    };
    const exact = curves.polynomial?.at(-1);
    const polynomial = exact
      ? t('featureMaps.rff.polynomialSentence', {
          p,
          c: shortNumber(c),
          count: exact.features,
          error: scientific(exact.gramError.relativeFrobenius, 1),
        })
      : t('featureMaps.rff.polynomialTooMany', { p, max: maxFeatures });
    setLiveText(
      sentence,
      t('featureMaps.rff.sentence', {
        gamma: shortNumber(gamma),
        rank: exactEffectiveRank.toFixed(2),
        nystrom: need('nystrom', n),
        fourier: need('fourier', maxFeatures),
      }),
    );
    setLiveText(polynomialLine, polynomial);
    polynomialFigure.element.hidden = !exact; // past what the route builds: no curve to draw
  }

  /** Cancelled: the sentence says the curves stopped rather than that they are coming. */
  const renderStopped = (gamma) => setLiveText(sentence, t('featureMaps.rff.stopped', { gamma: shortNumber(gamma) }));

  /** A new curve is coming: the sentence says so rather than speak of the old γ. */
  const renderWaiting = (gamma) => setLiveText(sentence, t('featureMaps.rff.computing', { gamma: shortNumber(gamma) }));

  /** The spectra and errors at the current D, for both methods. */
  function renderPoint({ D, fourier, nystrom, landmarks }) {
    spectrum.render({ exact: fourier.exactEigenvalues, fourier: fourier.eigenvalues, nystrom: nystrom.eigenvalues });
    errorFigure.markD(D);
    setLiveText(
      pointLine,
      t(nystrom.droppedEigenvalues ? 'featureMaps.rff.pointDropped' : 'featureMaps.rff.point', {
        D,
        landmarks,
        fourierError: percent(fourier.gramError.relativeFrobenius),
        nystromError: percent(nystrom.gramError.relativeFrobenius),
        fourierRank: fourier.effectiveRank.toFixed(2),
        nystromRank: nystrom.effectiveRank.toFixed(2),
        rank: fourier.exactEffectiveRank.toFixed(2),
        dropped: nystrom.droppedEigenvalues,
      }),
    );
  }

  return {
    element,
    renderCurves,
    renderSentence,
    renderWaiting,
    renderStopped,
    renderPoint,
    setBusy: (busy) => markBusy(element, busy),
  };
}

// Each error is measured against the K its method builds φ for, and each figure's y axis names it: RBF's two
// routes against K_RBF, the exact polynomial φ against its own K_poly, in a figure of its own.
function errorFigures(t) {
  const errorFigure = createRffErrorFigure({
    t,
    methods: ['fourier', 'nystrom'],
    looks: LOOKS,
    axis: t('featureMaps.rff.axisError'),
    caption: t('featureMaps.rff.errorCaption'),
    name: 'rbf-phi-error',
    note: t('featureMaps.rff.errorNote'), // it speaks of the 5 % line, drawn where marked
    marked: true,
    range: [1, 4096],
  });
  const polynomialFigure = createRffErrorFigure({
    t,
    methods: ['polynomial'],
    looks: LOOKS,
    axis: t('featureMaps.rff.axisPolynomialError'),
    caption: t('featureMaps.rff.polynomialCaption'),
    name: 'poly-phi-error',
    note: t('featureMaps.rff.polynomialNote'),
  });
  return { errorFigure, polynomialFigure };
}
