// A labelled one-line input. Its text is checked as it is typed: bad text is marked and explained beside
// the input and never passed on (a half-typed number at the end is reported after a pause, or on leaving the
// field). onCommit(value) fires on change (Enter, or leaving the field) with a good value.
import { h } from '../dom.js';
import { unfinishedNumber } from '../format.js';
import { createPause } from './typing.js';

/**
 * @param {{id: string, label: string, text: string, hint?: string, size?: number, inputmode?: string,
 *   parse: (text: string) => any, problem: (text: string) => string, onCommit: (value: any) => void, key?: string}} options
 *   parse throws on bad text; problem(text) says, in the reader's language, what is wrong with it; key: the
 *   panel's state key it edits (data-state-key: a teacher's link may hide it, reader/hidden-controls.js)
 */
export function createTextField({ id, label, text, hint, size = 8, inputmode = 'decimal', parse, problem, onCommit, key }) {
  const message = h('p', { class: 'field-message', id: `${id}-message`, role: 'alert', hidden: true });
  const pause = createPause();
  const input = h('input', {
    type: 'text',
    id,
    value: text,
    size,
    inputmode,
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': hint ? `${id}-hint` : null,
    oninput: () => typed(),
    onblur: () => pause.now(),
    onchange: () => {
      const value = check();
      if (value !== undefined) onCommit(value);
    },
  });
  const element = h(
    'div',
    { class: 'text-field', dataset: key ? { stateKey: key } : {} },
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

  // While typing: a list or number whose last part is still a start of a number (or to come) waits for the pause.
  function typed() {
    const last = input.value.split(/[\s,;]+/).at(-1);
    const text = textProblem();
    const unfinished = unfinishedNumber(last) || /\S[\s,;]+$/.test(input.value); // "0.1, " awaits its next number
    if (text && unfinished) {
      show(null);
      pause.later(() => show(textProblem()));
    } else {
      pause.cancel();
      show(text);
    }
  }

  // The parsed value, or undefined after marking the input.
  function check() {
    pause.cancel();
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
    pause.cancel();
    input.value = text;
    show(null);
  }

  return { element, input, setError, setText };
}
