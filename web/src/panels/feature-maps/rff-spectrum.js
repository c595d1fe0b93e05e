// The spectrum figure of "Building φ anyway": K's eigenvalues beside those of both ΦΦᵀ at the current D, largest
// first, on log axes; values below 10⁻¹⁶ of K's largest are rounding to such an axis and left out (the caption
// says so). Exported as PNG, SVG and CSV (every eigenvalue at full precision).
import { h } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { noteOf } from '../../widgets/figure-note.js';
import { createPlot } from '../../widgets/plot.js';

const SPECTRUM_FLOOR = 1e-16;

/** @param {{t: Function, looks: object}} options  looks: each method's line, as the error plot draws it */
export function createRffSpectrum({ t, looks }) {
  let spectra = null; // {exact, fourier, nystrom}: descending Float64Arrays from the core
  const plot = createPlot({
    x: { label: t('featureMaps.rff.axisIndex'), log: true },
    y: { label: t('featureMaps.rff.axisEigenvalue'), log: true, range: () => range() },
    series: [
      { label: t('featureMaps.rff.exact'), colour: 'muted' },
      ...['fourier', 'nystrom'].map((method) => ({ label: t(`featureMaps.rff.${method}`), ...looks[method] })),
    ],
    height: 260,
  });
  // Whole decades around what is drawn, so the axis (and the SVG's end labels) read as powers of ten.
  const range = () => {
    const top = spectra?.exact[0] ?? 1;
    return [10 ** Math.floor(Math.log10(top * SPECTRUM_FLOOR)), 10 ** Math.ceil(Math.log10(top * 1.01))];
  };
  const rows = () => [
    ['index', 'exact', 'fourier', 'nystrom'],
    ...(spectra ? Array.from(spectra.exact, (v, i) => [i + 1, v, spectra.fourier[i], spectra.nystrom[i]]) : []),
  ];
  const element = h(
    'figure',
    {},
    h('figcaption', {}, t('featureMaps.rff.spectrumCaption')),
    plot.element,
    noteOf(t('featureMaps.rff.spectrumNote')),
    exportMenu(t, { name: 'rbf-phi-spectrum', ...plot.exports, csv: rows }),
  );

  /** The core's eigenvalues (descending) of K and of ΦΦᵀ for each method. */
  function render(next) {
    spectra = next;
    const floor = (values) => Array.from(values, (v) => (v > spectra.exact[0] * SPECTRUM_FLOOR ? v : null));
    const index = Array.from(spectra.exact, (_, i) => i + 1);
    plot.setData([index, floor(spectra.exact), floor(spectra.fourier), floor(spectra.nystrom)]);
  }

  return { element, render };
}
