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

/**
 * @param {{t: Function, uid: string, id: string, question: {choices?: string[], max?: (state: object) => number,
 *   params?: (state: object) => object}, state: object, cover?: HTMLElement|null}} options
 *   choices: the answers to pick from (else a whole number from 0 to max(state)); params: the question's numbers;
 *   cover: the panel's content, kept covered (inert) until a guess or a skip
 * @returns {{element: HTMLElement, answer(value: string|number): void}} answer: the panel's first computed answer
 */
export function createPrediction({ t, uid, id, question, state, cover = null }) {
  const params = question.params?.(state) ?? {};
  const key = `${id}${Object.entries(params)
    .map(([name, value]) => `.${name}=${value}`)
    .join('')}`;
  let guess = storage.get(key);
  let answer = null;
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
  }
  function show() {
    if (guess === null) return;
    if (answer === null) {
      result.textContent = t('predict.waiting', { guess: label(guess) });
      return;
    }
    const right = guess === String(answer);
    result.className = `predict-result ${right ? 'right' : 'wrong'}`;
    result.textContent = t(right ? 'predict.right' : 'predict.wrong', { guess: label(guess), answer: label(answer) });
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
    answer(value) {
      if (answer !== null) return; // the question is about the first result
      answer = value;
      show();
    },
  };
}
