// The experiment's results: the article's three figures (findings.js), S and S − Sᵀ as heat maps (softmax(S)
// too when asked), the eigenvalues of S in the complex plane and of M's symmetric part with the negatives marked.
import { h } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { fixed } from '../../format.js';
import { eigenvalueItems } from '../../widgets/eigenvalues.js';
import { createHeatmap } from '../../widgets/heatmap.js';
import { createHeatmapFrame } from '../../widgets/heatmap-frame.js';
import { createComplexPlane } from './complex-plane.js';
import { createFindings } from './findings.js';
import { scoreNotes } from './notes.js';
import { createLooksAt } from './looks-at.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { replaceLive } from '../../widgets/live.js';

export function createScoresView({ t }) {
  const findings = createFindings({ t });
  const maps = { S: createHeatmap(), antisym: createHeatmap(), softmax: createHeatmap() };
  // Token numbers on the rows (i, the token that looks) and columns (j, the token looked at), a colour bar, and
  // the entry under the pointer or the keyboard's cell.
  const frames = Object.fromEntries(
    Object.entries(maps).map(([key, map]) => {
      const name = t(`attention.heatmap.${key}`);
      const frame = createHeatmapFrame({
        heatmap: map,
        label: (k) => String(k + 1),
        readout: ({ i, j, value }) => t('attention.heatmap.readout', { name, i: i + 1, j: j + 1, value: fixed(value, 4) }),
        keysHint: t('attention.heatmap.keys', { name }),
      });
      return [key, frame];
    }),
  );
  // The note of S − Sᵀ when S is symmetric: every entry zero within rounding.
  const antisymZero = h('p', { class: 'heatmap-zero figure-note', hidden: true }, t('attention.heatmap.antisymZero'));
  const notes = {
    S: createFigureNote(),
    antisym: createFigureNote(),
    softmax: createFigureNote(),
    plane: createFigureNote(),
    weights: createFigureNote(),
  };
  const looksAt = createLooksAt({ t });
  const softmaxFigure = heatFigure('softmax', maps.softmax);
  const plane = createComplexPlane({ t });
  const planeList = h('ol', { class: 'eigenvalues complex-list' });
  const weights = h('ol', { class: 'eigenvalues weight-eigenvalues' });

  const element = h(
    'div',
    { class: 'attention-scores', 'aria-live': 'polite' },
    h('h3', {}, t('attention.figures')),
    findings.element,
    h(
      'div',
      { class: 'attention-maps' },
      heatFigure('S', maps.S),
      heatFigure('antisym', maps.antisym, antisymZero),
      softmaxFigure,
      looksAt.element,
    ),
    h('p', { class: 'heatmap-scale' }, t('attention.heatmap.scale'), ' ', t('attention.heatmap.axes')),
    h(
      'div',
      { class: 'attention-spectra' },
      h(
        'figure',
        { class: 'plane-figure' },
        h('figcaption', {}, t('attention.plane.title')),
        plane.element,
        notes.plane.element,
        exportMenu(t, { name: 'attention-eigenvalues', ...plane.exports }),
        h('details', {}, h('summary', {}, t('attention.plane.list')), planeList),
      ),
      h('figure', { class: 'weights-figure' }, h('figcaption', {}, t('attention.weights.title')), weights, notes.weights.element),
    ),
  );

  function heatFigure(key, map, note = null) {
    return h(
      'figure',
      { class: `heat-${key}` },
      h('figcaption', {}, t(`attention.heatmap.${key}`)),
      frames[key].element,
      notes[key].element,
      note,
      exportMenu(t, { name: `attention-${key}`, ...map.exports }),
    );
  }

  /** The core's AttentionResult for the state on screen. */
  function render(result) {
    const { weightSymmetricPart: w, symmetry, scores } = result;
    const n = scores.rows;
    findings.render(result);

    maps.S.draw(scores, { diverging: true, label: t('attention.heatmap.alt.S', { n }) });
    frames.S.update(scores);
    // (S − Sᵀ)/2 scaled to its own largest entry is the same picture as S − Sᵀ. When the core finds S symmetric
    // (every |S_ij − S_ji| within its rounding bound) the scale's floor is S's own: rounding noise stays white.
    const zero = symmetry.symmetric;
    maps.antisym.draw(result.antisymmetricPart, {
      diverging: true,
      floor: zero ? maps.S.scale().range[1] : 0,
      label: t(zero ? 'attention.heatmap.alt.antisymZero' : 'attention.heatmap.alt.antisym'),
    });
    frames.antisym.update(result.antisymmetricPart);
    antisymZero.hidden = !zero;
    softmaxFigure.hidden = !result.softmax;
    for (const [key, text] of Object.entries(scoreNotes(t, result))) notes[key].set(text);
    if (result.softmax) {
      maps.softmax.draw(result.softmax.weights, { min: 0, max: 1, label: t('attention.heatmap.alt.softmax') });
      frames.softmax.update(result.softmax.weights);
      looksAt.render(result.softmax.weights);
    }
    looksAt.element.hidden = !result.softmax;

    plane.render(symmetry.spectrum);
    replaceLive(planeList, ...complexItems(symmetry.spectrum));
    replaceLive(weights, ...eigenvalueItems(w.eigenvalues, w));
  }

  return { element, render };
}

// "1.576 − 1.786i"; the certainly complex ones marked.
function complexItems({ eigenvalues: { rows, data }, isComplex }) {
  return Array.from({ length: rows }, (_, i) => {
    const [re, im] = [data[2 * i], data[2 * i + 1]];
    const text = isComplex[i] ? `${fixed(re, 3)} ${im < 0 ? '−' : '+'} ${fixed(Math.abs(im), 3)}i` : fixed(re, 3);
    return h('li', { class: isComplex[i] ? 'complex' : null }, text);
  });
}
