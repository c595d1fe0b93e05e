// The other verdict on the same matrix: its eigenvalues (psdCheck), and how they compare with Sylvester's.
import { h } from '../../dom.js';
import { decisive, fixed } from '../../format.js';
import { eigenvalueItems } from '../../widgets/eigenvalues.js';
import { minorName, signOf } from './text.js';

export function createEigenView({ t }) {
  const values = h('ol', { class: 'eigenvalues' });
  const verdict = h('p', { class: 'verdict' });
  const compare = h('p', { class: 'compare' });

  /** `result` from gramlab.sylvester and `check` from gramlab.psdCheck, on the same matrix. */
  function render({ result, check }) {
    if (check.overflow) return overflow();
    values.replaceChildren(...eigenvalueItems(check.eigenvalues, check));
    verdict.className = `verdict ${check.isPSD ? 'yes' : 'no'}`;
    verdict.dataset.psd = String(check.isPSD);
    verdict.textContent = t(check.isPSD ? 'sylvester.eigen.psd' : 'sylvester.eigen.notPsd', {
      count: check.negativeCount,
      min: check.isPSD ? fixed(check.minEigenvalue, 3) : decisive(check.minEigenvalue, 3),
    });
    const agreement = comparison(result, check);
    compare.dataset.agreement = agreement;
    compare.textContent = t(`sylvester.compare.${agreement}`, { D: minorName(result.firstFailure ?? result.minors.length) });
  }

  // An eigenvalue beyond the double range: one message, no list and no comparison to contradict it.
  function overflow() {
    values.replaceChildren();
    verdict.className = 'verdict overflow';
    verdict.dataset.psd = '';
    verdict.textContent = t('sylvester.eigen.overflow');
    compare.dataset.agreement = 'overflow';
    compare.textContent = '';
  }

  const element = h('section', { class: 'eigen-view' }, h('h3', {}, t('sylvester.eigen.title')), values, verdict, compare);
  return { element, render };
}

// Both verdicts come from the core; this only names the case. They can disagree only on a matrix at the
// edge, where one side's rounded value is 0 and the other's is not.
function comparison({ positiveDefinite, minors, firstFailure }, { isPSD }) {
  if (positiveDefinite) return isPSD ? 'agreePd' : 'rounding';
  const sign = signOf(minors[firstFailure - 1]);
  if (sign === 'undecided') return 'undecided';
  if (sign === 'negative') return isPSD ? 'rounding' : 'agreeNot';
  return isPSD ? 'zeroPsd' : 'zeroNot';
}
