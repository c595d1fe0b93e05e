// "Predict, then reveal": the question a panel asks before its first result (declared in panels/index.js), the
// reader's guess kept only in this browser (localStorage, where the page may use it), and beside it the answer
// the panel itself computed, once the panel reports it (its context's answer()). On a tour the panel's content
// stays covered until the reader guesses or chooses to see it without guessing.
import { h } from '../dom.js';

const storage = {
  key: (id) => `gram-lab.guess.${id}`, // id with the question's numbers: a guess for n = 300 is not one for n = 50
  get(id) {
    try {
      return globalThis.localStorage?.getItem(this.key(id)) ?? null;
    } catch {
      return null; // storage refused (a sandboxed frame, private mode): the guess lives as long as the page
    }
  },
  set(id, value) {
    try {
      globalThis.localStorage?.setItem(this.key(id), value);
    } catch {
      // as above
    }
  },
};

// A long number of the question (a matrix, an expression, pasted points) is in the key by its hash (FNV-1a).
const KEYED_LENGTH = 40;
function keyPart(value) {
  const text = String(value);
  if (text.length <= KEYED_LENGTH) return text;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `#${text.length}-${hash.toString(36)}`;
}
const questionKey = (id, params) =>
  `${id}${Object.entries(params)
    .map(([name, value]) => `.${name}=${keyPart(value)}`)
    .join('')}`;

/**
 * @param {{t: Function, uid: string, id: string, question: {choices?: string[], max?: (state: object) => number,
 *   params?: (state: object) => object}, state: object, cover?: HTMLElement|null}} options
 *   choices: the answers to pick from (else a whole number from 0 to max(state)); params: the question's numbers;
 *   cover: the panel's content, kept covered (inert) until a guess or a skip
 * @returns {{element: HTMLElement, answer(value: string|number, state?: object): void,
 *   whenGuessed(listener: () => void): void}}
 *   answer: the panel's computed answer for `state` (ignored unless its numbers are the question's: the reader
 *   may change them before the first result); whenGuessed: listener() once the reader has guessed or skipped (at
 *   once if so already), for text that would give the answer away
 */
export function createPrediction({ t, uid, id, question, state, cover = null }) {
  const params = question.params?.(state) ?? {};
  const key = questionKey(id, params);
  let guess = storage.get(key);
  let answer = null;
  let moved = false; // the panel's newest result is for other numbers than the question's
  let open = guess === null; // not yet guessed nor skipped
  const guessed = [];
  const result = h('p', { class: 'predict-result', role: 'status' });
  const message = h('p', { class: 'field-message', role: 'alert', hidden: true });
  const label = (value) => (question.choices ? t(`question.${id}.${value}`) : String(value));

  function commit(value) {
    guess = String(value);
    storage.set(key, guess);
    uncover();
    show();
  }
  function uncover() {
    cover?.removeAttribute('inert');
    cover?.classList.remove('predict-covered');
    skip?.remove();
    open = false;
    for (const listener of guessed.splice(0)) listener();
  }
  function show() {
    if (guess === null) return;
    if (answer === null) {
      result.textContent = t(moved ? 'predict.moved' : 'predict.waiting', { guess: label(guess) });
      return;
    }
    // An answer none of the choices is (the kernel checker neither proved nor refuted) settles no guess.
    const settles = !question.choices || question.choices.includes(String(answer));
    const right = guess === String(answer);
    result.className = `predict-result ${settles ? (right ? 'right' : 'wrong') : 'unsettled'}`;
    const message = settles ? (right ? 'predict.right' : 'predict.wrong') : 'predict.unsettled';
    result.textContent = t(message, { guess: label(guess), answer: label(answer) });
  }

  const field = question.choices ? choiceField() : numberField();
  const skip = cover ? h('button', { type: 'button', class: 'predict-skip', onclick: uncover }, t('predict.skip')) : null;
  const element = h(
    'section',
    { class: 'predict', 'aria-labelledby': `${uid}-predict` },
    h('p', { id: `${uid}-predict`, class: 'predict-question' }, h('strong', {}, t('predict.title')), ' ', t(`question.${id}`, params)),
    field,
    message,
    skip,
    result,
  );

  function choiceField() {
    return h(
      'div',
      { class: 'predict-choices', role: 'group', 'aria-labelledby': `${uid}-predict` },
      ...question.choices.map((choice) =>
        h('button', { type: 'button', 'aria-pressed': String(guess === choice), onclick: (event) => pick(event, choice) }, label(choice)),
      ),
    );
  }
  function pick(event, choice) {
    for (const button of event.currentTarget.parentElement.children)
      button.setAttribute('aria-pressed', String(button === event.currentTarget));
    commit(choice);
  }

  function numberField() {
    const max = question.max(state);
    const input = h('input', { type: 'text', inputmode: 'numeric', id: `${uid}-guess`, value: guess ?? '', size: 6 });
    const check = () => {
      const text = input.value.trim();
      const ok = /^\d{1,9}$/.test(text) && Number(text) <= max;
      message.hidden = ok;
      message.textContent = ok ? '' : t('predict.invalid', { max });
      if (ok) commit(Number(text));
    };
    return h(
      'form',
      {
        class: 'predict-number',
        onsubmit: (event) => {
          event.preventDefault();
          check();
        },
      },
      h('label', { for: `${uid}-guess` }, t('predict.guess')),
      input,
      h('button', { type: 'submit' }, t('predict.reveal')),
    );
  }

  if (cover && guess === null) {
    cover.setAttribute('inert', '');
    cover.classList.add('predict-covered');
  }
  show();
  return {
    element,
    answer(value, computedFor = null) {
      if (answer !== null) return; // the question is about the first result for its numbers
      moved = Boolean(computedFor && question.params && questionKey(id, question.params(computedFor)) !== key);
      if (!moved) answer = value;
      show();
    },
    whenGuessed(listener) {
      if (open) guessed.push(listener);
      else listener();
    },
  };
}
