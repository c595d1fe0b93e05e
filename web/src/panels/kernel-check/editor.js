// The expression editor: one line of text, checked by the core as it is typed. A malformed expression is marked
// (aria-invalid), explained in the reader's language by its kind, and shown again underneath with the character
// at the core's position underlined, so the place is visible without reading a number.
import { h } from '../../dom.js';
import { LIMITS } from '../../wasm/limits.js';
import { setLiveText } from '../../widgets/live.js';

/**
 * @param {{id: string, t: Function, text: string, onInput: (text: string) => void, onCommit: (text: string) => void}} options
 *   onInput on every keystroke (the controller debounces), onCommit on change (Enter, or leaving the field).
 */
export function createEditor({ id, t, text, onInput, onCommit }) {
  const hintId = `${id}-hint`;
  const message = h('p', { class: 'field-message expression-message', id: `${id}-message`, role: 'status' });
  const echo = h('p', { class: 'expression-echo', 'aria-hidden': 'true', hidden: true });
  const input = h('input', {
    type: 'text',
    id,
    class: 'expression-input',
    value: text,
    maxlength: LIMITS.maxExpressionLength,
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    'aria-describedby': hintId,
    oninput: () => onInput(input.value),
    onchange: () => onCommit(input.value),
  });
  const element = h(
    'div',
    { class: 'expression-editor' },
    h('label', { for: id }, t('kernel.expression')),
    input,
    echo,
    message,
    h('small', { id: hintId, class: 'field-hint' }, t('kernel.expressionHint', { max: LIMITS.maxExpressionLength })),
  );

  /** The core's ExpressionError for `source` (the text it read): marked, explained and underlined. */
  function showError(error, source) {
    const chars = Array.from(source); // the core counts code points
    const position = Math.min(Math.max(0, error.position ?? 0), chars.length);
    const atEnd = position === chars.length;
    const place = atEnd ? t('kernel.atEnd') : t('kernel.at', { position: position + 1 });
    const what = error.kind ? t(`kernel.kind.${error.kind}`) : t(`error.${error.code}`);
    setLiveText(message, `${what} (${place}) ${t('kernel.kept')}`);
    message.classList.add('invalid');
    const mark = h(
      'mark',
      { class: atEnd ? 'expression-error at-end' : 'expression-error', dataset: { position } },
      atEnd ? ' ' : chars[position],
    );
    echo.replaceChildren(chars.slice(0, position).join(''), mark, chars.slice(position + 1).join(''));
    echo.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', `${message.id} ${hintId}`);
    element.dataset.kind = error.kind ?? error.code;
  }

  /** The text reads correctly. */
  function showOk() {
    setLiveText(message, t('kernel.syntaxOk'));
    message.classList.remove('invalid');
    echo.hidden = true;
    echo.replaceChildren();
    input.removeAttribute('aria-invalid');
    input.setAttribute('aria-describedby', hintId);
    delete element.dataset.kind;
  }

  return { element, input, showError, showOk, setText: (value) => (input.value = value) };
}
