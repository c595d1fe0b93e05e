// The table's eigenvalues and the verdict in words, with the rule that decided it (decision.js): exactly, with
// the exact c when it is no; by the rounding-aware eigenvalue rule, with its tolerance; or pending, the
// eigenvalues shown as numbers only while the exact check loads.
import { h } from '../../dom.js';
import { decisive, fixed, number } from '../../format.js';
import { eigenvalueBars, eigenvalueItems } from '../../widgets/eigenvalues.js';
import { markBusy, replaceLive, setLiveText } from '../../widgets/live.js';
import { exportMenu } from '../../reader/export-menu.js';
import { LIMITS } from '../../wasm/limits.js';
import { indexSet, valueText } from '../sylvester/text.js';
import { EXACT_UNAVAILABLE, decide } from './decision.js';

export function createVerdictView({ t }) {
  const values = h('ol', { class: 'eigenvalues' });
  const bars = h('div', { class: 'eigenvalue-bars', 'aria-hidden': 'true' });
  const verdict = h('p', { class: 'verdict' });
  const witness = h('p', { class: 'verdict-c', hidden: true });
  const detail = h('p', { class: 'verdict-detail' });

  let shown = [];
  let shownDecision = null;
  /**
   * `check` from psdCheck and `decision` from decision.js, on the same table; without one (a matrix another
   * panel computed, the attention panel's S) psdCheck's own rule decides, with its tolerance.
   * @param {{rule: string, isPSD: boolean|null, exact: object|null, minor?: object|null, unavailable?: boolean,
   *   computed?: boolean}} [decision] computed: a matrix another panel computed, which only psdCheck decides
   */
  function render(check, decision = { ...decide(check, EXACT_UNAVAILABLE), unavailable: false, computed: true }) {
    shown = Array.from(check.eigenvalues);
    // Negative eigenvalues are marked only beside a "no": a mark is a verdict of its own.
    const marked = decision.isPSD === false ? check : {};
    replaceLive(values, ...eigenvalueItems(check.eigenvalues, marked));
    // Inside the live region: redrawn only when they change, so a keystroke that changes nothing writes nothing.
    const barsKey = `${Array.from(check.eigenvalues).join()} ${marked.negativeCount ?? 0}`;
    if (bars.dataset.key !== barsKey) bars.replaceChildren(...eigenvalueBars(check.eigenvalues, marked));
    bars.dataset.key = barsKey;
    verdict.className = `verdict ${{ true: 'yes', false: 'no', null: 'pending' }[decision.isPSD]}`;
    verdict.dataset.psd = decision.isPSD === null ? '' : String(decision.isPSD);
    verdict.dataset.rule = decision.rule;
    markBusy(verdict, decision.rule === 'pending'); // the exact check's answer is on its way
    setLiveText(verdict, verdictText(decision));
    shownDecision = decision;
    showWitness(decision.exact);
    setLiveText(detail, detailText(check, decision));
  }

  function verdictText({ rule, isPSD }) {
    if (rule === 'pending') return t('similarity.verdict.pending');
    if (rule === 'exact') return t(isPSD ? 'similarity.verdict.exactPsd' : 'similarity.verdict.exactNotPsd');
    if (rule === 'minor') return t('similarity.verdict.notPsd');
    return t(isPSD ? 'similarity.verdict.psd' : 'similarity.verdict.notPsd');
  }

  // The exact "no" comes with its certificate: integers c (as the core wrote them) and cᵀSc exactly.
  function showWitness(exact) {
    const c = exact && !exact.isPSD ? exact.c : null;
    witness.hidden = !c;
    witness.dataset.c = c ? c.join(',') : '';
    witness.dataset.value = c ? exact.value : '';
    setLiveText(witness, c ? t('similarity.verdict.exactC', { c: `(${c.join(', ')})`, value: exact.value }) : '');
  }

  // The same minor, written as the Sylvester panel writes it, and why the eigenvalues alone did not say no.
  function minorText(check) {
    const { minor } = shownDecision;
    const values = { indices: indexSet(minor.indices), value: valueText(minor), min: decisive(check.minEigenvalue, 3) };
    return t('similarity.verdict.minorRule', { ...values, tolerance: number(check.tolerance) });
  }

  function detailText(check, { rule, isPSD, unavailable, computed }) {
    const tolerance = number(check.tolerance);
    // The smallest eigenvalue with its sign and size however small (decisive): a number, not a verdict, here.
    if (rule === 'pending') return t('similarity.verdict.pendingDetail', { min: decisive(check.minEigenvalue, 3) });
    if (rule === 'exact') return t('similarity.verdict.exactRule', { min: decisive(check.minEigenvalue, 3) });
    if (rule === 'minor') return minorText(check);
    const min = isPSD ? fixed(check.minEigenvalue, 3) : decisive(check.minEigenvalue, 3);
    const values = t(isPSD ? 'similarity.verdict.min' : 'similarity.verdict.negatives', { count: check.negativeCount, min });
    const why = computed
      ? t('similarity.verdict.tolerance', { tolerance })
      : unavailable
        ? t('similarity.verdict.unavailable', { tolerance })
        : t('similarity.verdict.roundingRule', { digits: LIMITS.maxExactFractionDigits, tolerance });
    return `${values} ${why}`;
  }

  const element = h(
    'div',
    { class: 'verdict-view', 'aria-live': 'polite' },
    h('h3', {}, t('similarity.eigenvalues')),
    values,
    bars,
    exportMenu(t, { name: 'eigenvalues', csv: () => [['eigenvalue'], ...shown.map((x) => [String(x)])] }),
    verdict,
    witness,
    detail,
  );
  return { element, render };
}
