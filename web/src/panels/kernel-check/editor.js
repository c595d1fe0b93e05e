// The expression editor: one line of text, checked by the core as it is typed. A malformed expression is marked
// (aria-invalid), explained in the reader's language by its kind, and shown again underneath with the character
// at the core's position underlined, so the place is visible without reading a number.
import { h } from '../../dom.js';
import { LIMITS } from '../../wasm/limits.js';
import { setLiveText } from '../../widgets/live.js';

// The pause in typing after which the expression is read (checked as you type, not on every key).
const TYPING_MS = 150;

/** The core's reading of `text`: {names} of its parameters, or {error} (a BAD_EXPRESSION to show in the editor). */
export function compileNames(gramlab, text) {
  try {
    return { names: gramlab.compileExpression(text).parameters.map(({ name }) => name) };
  } catch (error) {
    return { error };
  }
}

/**
 * @param {{id: string, t: Function, text: string, onRead: (text: string) => void}} options
 *   onRead when the reader pauses typing (TYPING_MS) or commits (Enter, or leaving the field).
 */
export function createEditor({ id, t, text, onRead }) {
  let pause = 0;
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
    oninput: () => {
      clearTimeout(pause);
      pause = setTimeout(() => onRead(input.value), TYPING_MS);
    },
    onchange: () => {
      clearTimeout(pause);
      onRead(input.value);
    },
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

  /** A proof step's span [start, end) of the text shown marked under the field (null clears it); an error's
   * underline takes precedence. */
  function highlight(span) {
    if (element.dataset.kind) return;
    if (!span) {
      echo.hidden = true;
      echo.replaceChildren();
      return;
    }
    const chars = Array.from(input.value);
    const mark = h('mark', { class: 'proof-highlight' }, chars.slice(span.start, span.end).join(''));
    echo.replaceChildren(chars.slice(0, span.start).join(''), mark, chars.slice(span.end).join(''));
    echo.hidden = false;
  }

  // Text set by the program (a preset) replaces what was typed, and the read still pending for it.
  const setText = (value) => {
    clearTimeout(pause);
    input.value = value;
  };
  return { element, input, showError, showOk, setText, highlight };
}
