// The panel's page: its lead, then one titled section per part in the article's order — φ written out (with the
// pair a, b), the size of feature space, RBF's series, its φ built anyway, the 1-D lift — each with its intro.
// Drawing only: each part's elements come from its view.
import { h } from '../../dom.js';
import { math } from '../../widgets/math.js';

// The RBF kernel as its series of feature products, typeset (the intro had it in ASCII beside KaTeX).
const RBF_SERIES = String.raw`e^{-\gamma (x-y)^2} = \sum_{m=0}^{\infty} \varphi_m(x)\,\varphi_m(y), \qquad \varphi_m(x) = e^{-\gamma x^2} \sqrt{\frac{(2\gamma)^m}{m!}}\, x^m`;

/**
 * @param {{t: Function, uid: string, phi: HTMLElement[], pair: HTMLElement[], size: HTMLElement, rbf: HTMLElement,
 *   rff: HTMLElement, lift: HTMLElement[]}} options  each part's elements: its inputs (phi, pair) and its view
 */
export function createSectionsView({ t, uid, phi, pair, size, rbf, rff, lift }) {
  const section = (key, ...children) =>
    h(
      'section',
      { class: `feature-section feature-${key}`, 'aria-labelledby': `${uid}-${key}` },
      h('h3', { id: `${uid}-${key}` }, t(`featureMaps.${key}.title`)),
      ...children,
    );
  const elements = [
    h('p', { class: 'lead' }, t('featureMaps.lead')),
    section('phi', h('p', {}, t('featureMaps.phi.intro')), ...phi, h('h4', {}, t('featureMaps.pair.title')), ...pair),
    section('size', h('p', {}, t('featureMaps.size.intro')), size),
    section(
      'rbf',
      h('p', {}, t('featureMaps.rbf.intro')),
      math(RBF_SERIES, { display: true }),
      h('p', {}, t('featureMaps.rbf.introRest')),
      rbf,
    ),
    section('rff', h('p', {}, t('featureMaps.rff.intro')), rff),
    section('lift', h('p', {}, t('featureMaps.lift.intro')), ...lift),
  ];
  return { elements };
}
