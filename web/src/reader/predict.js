// "Predict, then reveal": the question a panel asks before its results (declared in panels/index.js), on the
// hosted page and its tour (an embed asks nothing). The question's subject (the table, the matrix, the
// expression, the settings) stays readable and live; the results, the elements the descriptor's `results` names,
// are folded until the reader guesses or chooses to see them, once per question. The reader's guess (or "seen")
// is kept only in this browser (localStorage, where the page may use it), and so is the page-wide "don't ask
// me". Beside the guess, the answer the panel itself computed, once the panel reports it (context.answer()).
import { h } from '../dom.js';

// localStorage, guarded: a sandboxed frame or private mode may refuse it, and then what the reader chose lives
// as long as the page.
const stored = {
  get(key) {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // as above
    }
  },
};
const guessKey = (key) => `gram-lab.guess.${key}`; // key with the question's numbers: a guess for n = 300 is not one for n = 50
const SEEN = ''; // stored for a question whose results the reader chose to see without guessing
const ASK_KEY = 'gram-lab.questions'; // 'off': "don't ask me", for every panel of the page, in this browser

// The page's questions: "don't ask me" set in one of them reaches all.
const page = { off: stored.get(ASK_KEY) === 'off', questions: new Set() };
function setOff(off) {
  page.off = off;
  stored.set(ASK_KEY, off ? 'off' : 'on');
  for (const refresh of page.questions) refresh();
}

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
 * @param {{t: Function, uid: string, id: string, question: import('../panels/panel.js').PanelQuestion,
 *   store: {get(): object, subscribe(listener: Function): Function}}} options
 *   question: choices (else a whole number from 0 to max(state)), params (the question's numbers), results (a
 *   selector of the panel's elements that would give the answer away)
 * @returns {{element: HTMLElement, answer(value: string|number, state?: object): void,
 *   whenGuessed(listener: () => void): void, fold(body: HTMLElement): void}}
 *   answer: the panel's computed answer for `state` (the current state when not given); whenGuessed: listener()
 *   once the results show (at once if they do already), for text that would give the answer away; fold: folds
 *   the panel's results in its freshly mounted body while the question is open
 */
export function createPrediction({ t, uid, id, question, store }) {
  const asked = askedQuestion(id, question, store.get());
  let shown = asked.guess !== null || page.off; // the results are out on this page (for good: nothing folds them again)
  const guessed = []; // whenGuessed's listeners, until the results show
  const folds = createFolds(t, () => see(null));
  const box = createBox({ t, uid, id, question, store, asked, onGuess: commit, onSee: () => see(box.element) });

  function commit(value) {
    asked.keep(String(value));
    reveal();
    box.show();
  }
  // "Show the results without guessing": once per question, kept like a guess; focus goes to the box, or from the
  // note in the results' place to the results.
  function see(from) {
    if (asked.guess === null) asked.keep(SEEN);
    const first = folds.first();
    reveal();
    if (from) from.focus({ preventScroll: true });
    else if (first) focusOn(first);
  }
  function reveal() {
    shown = true;
    folds.open();
    refresh();
    for (const listener of guessed.splice(0)) listener();
  }
  function refresh() {
    if (page.off && !shown) reveal();
    box.refresh(shown);
  }

  // Until the reader guesses, the question is about what the panel shows: its numbers follow the subject's edits
  // (and a question guessed or seen before, in this browser, is answered already).
  store.subscribe((state) => {
    if (asked.hasGuess() || !asked.follow(state)) return;
    box.follow(state);
    if (asked.guess !== null && !shown) reveal();
    box.show();
  });

  page.questions.add(refresh);
  refresh();
  box.show();
  return {
    element: box.element,
    answer(value, computedFor = null) {
      asked.answer(value, computedFor);
      box.show();
    },
    whenGuessed(listener) {
      if (shown) listener();
      else guessed.push(listener);
    },
    fold(body) {
      if (!shown && question.results) folds.fold(body, question.results);
    },
  };
}

// The question's numbers for the state it asks about, the reader's guess for them (kept in this browser) and the
// panel's answers, per numbers.
function askedQuestion(id, question, state) {
  const paramsOf = (s) => question.params?.(s) ?? {};
  const answers = new Map(); // question key → the panel's first answer for it
  const asked = {
    params: paramsOf(state),
    key: '',
    guess: null, // null: not yet; SEEN: shown without a guess; else the guess
    latest: null, // the key of the newest answer: the panel's result on screen
    hasGuess: () => asked.guess !== null && asked.guess !== SEEN,
    keep(value) {
      asked.guess = value;
      stored.set(guessKey(asked.key), value);
    },
    /** The question about `next`; false when that is the question already. */
    follow(next) {
      const params = paramsOf(next);
      const key = questionKey(id, params);
      if (key === asked.key) return false;
      Object.assign(asked, { params, key });
      asked.guess = stored.get(guessKey(key)) ?? (asked.guess === SEEN ? SEEN : null);
      return true;
    },
    answer(value, computedFor) {
      const at = computedFor && question.params ? questionKey(id, question.params(computedFor)) : asked.key;
      if (!answers.has(at)) answers.set(at, value); // the first result for the question's numbers answers it
      asked.latest = at;
    },
    /** The panel's answer to the question, undefined while it has none. */
    answered: () => answers.get(asked.key),
  };
  asked.key = questionKey(id, asked.params);
  asked.guess = stored.get(guessKey(asked.key));
  return asked;
}

// The box above the panel: the question, its answer field, "show without guessing", the guess against the panel's
// answer, and "don't ask me" (then only that, and a guess made before).
function createBox({ t, uid, id, question, store, asked, onGuess, onSee }) {
  const label = (value) => (question.choices ? t(`question.${id}.${value}`) : String(value));
  const result = h('p', { class: 'predict-result', role: 'status' });
  const message = h('p', { class: 'field-message', role: 'alert', hidden: true });
  const text = h('span', {}, t(`question.${id}`, asked.params));
  const said = h('p', { id: `${uid}-predict`, class: 'predict-question' }, h('strong', {}, t('predict.title')), ' ', text);
  const field = question.choices
    ? choiceField({ uid, choices: question.choices, label, asked, onGuess })
    : numberField({ t, uid, max: () => question.max(store.get()), message, asked, onGuess });
  const skip = h('button', { type: 'button', class: 'predict-skip', onclick: onSee }, t('predict.skip'));
  const off = h('input', { type: 'checkbox', id: `${uid}-off`, onchange: () => setOff(off.checked) });
  const element = h(
    'section',
    { class: 'predict', 'aria-labelledby': `${uid}-predict`, tabindex: '-1' },
    said,
    field.element,
    message,
    skip,
    result,
    h('p', { class: 'predict-off' }, off, ' ', h('label', { for: `${uid}-off` }, t('predict.off'))),
  );
  return {
    element,
    refresh(shown) {
      off.checked = page.off;
      said.hidden = field.element.hidden = page.off;
      skip.hidden = shown || page.off;
      element.classList.toggle('predict-quiet', page.off);
    },
    follow() {
      text.textContent = t(`question.${id}`, asked.params);
      field.select(asked.hasGuess() ? asked.guess : null);
    },
    show() {
      const { className, text } = resultText(t, question, asked, label);
      result.className = `predict-result ${className}`.trim();
      result.textContent = text;
    },
  };
}

// The line under the question: the guess, and the panel's answer once it has one for the question's numbers.
function resultText(t, question, asked, label) {
  if (!asked.hasGuess()) return { className: '', text: '' };
  const guess = label(asked.guess);
  const answer = asked.answered();
  if (answer === undefined) {
    const moved = asked.latest !== null && asked.latest !== asked.key; // the panel shows a result for other numbers
    return { className: '', text: t(moved ? 'predict.moved' : 'predict.waiting', { guess }) };
  }
  // An answer none of the choices is (the kernel checker neither proved nor refuted) settles no guess.
  const settles = !question.choices || question.choices.includes(String(answer));
  const right = asked.guess === String(answer);
  const className = settles ? (right ? 'right' : 'wrong') : 'unsettled';
  const key = settles ? (right ? 'predict.right' : 'predict.wrong') : 'predict.unsettled';
  return { className, text: t(key, { guess, answer: label(answer) }) };
}

function choiceField({ uid, choices, label, asked, onGuess }) {
  const buttons = choices.map((choice) =>
    h('button', { type: 'button', 'aria-pressed': String(asked.guess === choice), onclick: () => pick(choice) }, label(choice)),
  );
  const select = (value) => choices.forEach((choice, i) => buttons[i].setAttribute('aria-pressed', String(choice === value)));
  const pick = (choice) => {
    select(choice);
    onGuess(choice);
  };
  return { element: h('div', { class: 'predict-choices', role: 'group', 'aria-labelledby': `${uid}-predict` }, ...buttons), select };
}

function numberField({ t, uid, max, message, asked, onGuess }) {
  const input = h('input', { type: 'text', inputmode: 'numeric', id: `${uid}-guess`, value: asked.hasGuess() ? asked.guess : '', size: 6 });
  const check = () => {
    const typed = input.value.trim();
    const most = max(); // the question's own bound (its n), as the state now has it
    const ok = /^\d{1,9}$/.test(typed) && Number(typed) <= most;
    message.hidden = ok;
    message.textContent = ok ? '' : t('predict.invalid', { max: most });
    if (ok) onGuess(Number(typed));
  };
  const onsubmit = (event) => {
    event.preventDefault();
    check();
  };
  const element = h(
    'form',
    { class: 'predict-number', onsubmit },
    h('label', { for: `${uid}-guess` }, t('predict.guess')),
    input,
    h('button', { type: 'submit' }, t('predict.reveal')),
  );
  return { element, select: (value) => (input.value = value ?? '') };
}

// The panel's results folded: each matched element inert and not drawn, and a note that says why, with the way to
// them, where the results begin after the subject (before the first folded element that only folded ones follow:
// the size table's d and p stay above the note; else before the first).
function createFolds(t, onSee) {
  const folded = [];
  let first = null;
  const onlyFoldedAfter = (node, nodes) => {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) if (!nodes.includes(next)) return false;
    return true;
  };
  return {
    first: () => first,
    fold(body, selector) {
      const nodes = [...body.querySelectorAll(selector)];
      if (!nodes.length) return;
      const note = h(
        'div',
        { class: 'predict-folded-note' },
        h('p', {}, t('predict.folded')),
        h('button', { type: 'button', onclick: onSee }, t('predict.skip')),
      );
      first = nodes.find((node) => onlyFoldedAfter(node, nodes)) ?? nodes[0];
      first.before(note);
      for (const node of nodes) {
        node.classList.add('predict-folded');
        node.setAttribute('inert', '');
      }
      folded.push(note, ...nodes);
    },
    open() {
      first = null;
      for (const node of folded.splice(0)) {
        if (node.classList.contains('predict-folded-note')) node.remove();
        node.classList.remove('predict-folded');
        node.removeAttribute('inert');
      }
    },
  };
}

// Focus on a revealed element that takes none of its own, for as long as it has it.
function focusOn(element) {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus();
}
