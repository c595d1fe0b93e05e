// A labelled one-line input. Its text is checked as it is typed: bad text is marked and explained beside
// the input and never passed on. onCommit(value) fires on change (Enter, or leaving the field) with a good value.
import { h } from '../dom.js';

/**
 * @param {{id: string, label: string, text: string, hint?: string, size?: number, inputmode?: string,
 *   parse: (text: string) => any, problem: (text: string) => string, onCommit: (value: any) => void}} options
 *   parse throws on bad text; problem(text) says, in the reader's language, what is wrong with it.
 */
export function createTextField({ id, label, text, hint, size = 8, inputmode = 'decimal', parse, problem, onCommit }) {
  const message = h('p', { class: 'field-message', id: `${id}-message`, role: 'alert', hidden: true });
  const input = h('input', {
    type: 'text',
    id,
    value: text,
    size,
    inputmode,
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': hint ? `${id}-hint` : null,
    oninput: () => check(),
    onchange: () => {
      const value = check();
      if (value !== undefined) onCommit(value);
    },
  });
  const element = h(
    'div',
    { class: 'text-field' },
    h('label', { for: id }, label),
    input,
    hint ? h('small', { id: `${id}-hint`, class: 'field-hint' }, hint) : null,
    message,
  );

  // What is wrong with the text as typed, or null.
  function textProblem() {
    try {
      parse(input.value);
      return null;
    } catch {
      return problem(input.value);
    }
  }

  // The parsed value, or undefined after marking the input.
  function check() {
    const text = textProblem();
    show(text);
    return text ? undefined : parse(input.value);
  }

  /**
   * Shows a problem found later (e.g. by the core) beside the input. null clears it — but never hides what
   * is wrong with the text now in the input: an answer for an older value may arrive after the reader has
   * typed something bad.
   */
  function setError(text) {
    show(text ?? textProblem());
  }

  function show(text) {
    message.hidden = !text;
    message.textContent = text ?? '';
    input.toggleAttribute('aria-invalid', Boolean(text));
    input.setAttribute('aria-describedby', [hint && `${id}-hint`, text && message.id].filter(Boolean).join(' '));
  }

  /** Replaces the text (e.g. back to the value on screen) and clears any message. */
  function setText(text) {
    input.value = text;
    show(null);
  }

  return { element, input, setError, setText };
}
