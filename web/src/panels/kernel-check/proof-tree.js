// The proof that the reader's expression is a kernel, as the core built it: nested steps, each naming its rule,
// what it establishes and the sub-expression it covers, with the conditions it checked on the parameters'
// values ("g = 0.5 ≥ 0"). Hovering or focusing a step highlights its sub-expression in the editor.
import { h } from '../../dom.js';
import { plain } from '../../format.js';

/** "g = 0.5 ≥ 0", or "1 + norm(x-y)^2 > 0" for a condition read off the syntax. */
function conditionText({ subject, value, relation }) {
  const shownValue = value === null || String(value) === subject ? '' : ` = ${plain(value)}`;
  return `${subject}${shownValue} ${relation}`;
}

/**
 * @param {{t: Function, onHighlight: (span: {start: number, end: number} | null) => void}} options
 */
export function createProofTree({ t, onHighlight }) {
  const list = h('ol', { class: 'proof-steps' });
  const element = h(
    'section',
    { class: 'kernel-proof-tree', hidden: true },
    h('h4', {}, t('kernel.proof.title')),
    h('p', { class: 'proof-lead' }, t('kernel.proof.lead')),
    list,
  );

  function stepItem(step) {
    const conditions = step.conditions.map(conditionText);
    const line = h(
      'div',
      {
        class: 'proof-step',
        tabindex: 0,
        dataset: { rule: step.rule, start: String(step.start), end: String(step.end) },
        onmouseenter: () => onHighlight(step),
        onmouseleave: () => onHighlight(null),
        onfocus: () => onHighlight(step),
        onblur: () => onHighlight(null),
      },
      h('code', { class: 'proof-expression' }, step.expression),
      ': ',
      h('span', { class: 'proof-claim' }, t(`kernel.claim.${step.claim}`)),
      ' ← ',
      h('span', { class: 'proof-rule' }, t(`kernel.rule.${step.rule}`)),
      conditions.length ? h('span', { class: 'proof-conditions' }, ` (${conditions.join(', ')})`) : '',
    );
    const children = step.children.length ? h('ol', {}, ...step.children.map(stepItem)) : '';
    return h('li', {}, line, children);
  }

  /** `proof` from checkKernel, or null (then nothing is shown). */
  function render(proof) {
    element.hidden = !proof;
    list.replaceChildren(...(proof ? [stepItem(proof)] : []));
    if (!proof) onHighlight(null);
  }

  return { element, render };
}
