// Exercises that check themselves: goals a student reaches by editing one panel, each decided by the core from
// that panel's state in the page's address. Declared once, here: the list (its order the article's), each with
// its panel, the core's parts its check calls and its worked solution (the panel's URL values); the checks live
// in exercises/<panel>.js and every word in exercises/i18n/{ko,en}.js.
//
//   import { EXERCISES, checkExercise } from './exercises.js';
//   await checkExercise('rank-band', 'gamma-sweep.gamma=0.35&lang=en', await loadGramLab());
//   // → {solved: true, reason: 'At γ = 0.35 the effective rank is 26.05, between 20 and 30.'}
//
// The page (exercise-page.js) and the tests (tests/wasm/exercises.test.mjs) call the same checkExercise: a query
// is read through the panel's own state spec (panels/index.js, runtime/state.js), so a key means what the page
// means by it, and `gramlab` is a loaded facade, or an object of the same functions that may return promises (the
// page's worker).
import attention from './exercises/attention.js';
import en from './exercises/i18n/en.js';
import ko from './exercises/i18n/ko.js';
import featureMaps from './exercises/feature-maps.js';
import gammaSweep from './exercises/gamma-sweep.js';
import kernelCheck from './exercises/kernel-check.js';
import methods from './exercises/methods.js';
import sigmoid from './exercises/sigmoid.js';
import similarity from './exercises/similarity.js';
import sylvester from './exercises/sylvester.js';
import { PANELS } from './panels/index.js';
import { loadLanguage, pickLanguage, translator } from './runtime/i18n.js';
import { quote, readState } from './runtime/state.js';
import { errorText, linkProblemText } from './widgets/error-text.js';

// Failures of the machinery, not answers about the state: the caller hears them as they are.
const NOT_ABOUT_THE_STATE = ['LOAD_FAILED', 'WORKER_FAILED', 'CANCELLED', 'NOT_LOADED'];

/** The exercises' strings in both languages, as translator's `extra`. */
export const EXERCISE_STRINGS = { ko, en };

// In the article's order: its panels' order, then each panel's own.
const LIST = [similarity, sylvester, featureMaps, gammaSweep, sigmoid, attention, kernelCheck, methods].flat();
const BY_ID = new Map(LIST.map((exercise) => [exercise.id, exercise]));
const panelOf = (exercise) => PANELS.find((panel) => panel.id === exercise.panel);

/** The worked solution as a query: the panel's URL keys (`<panel>.<key>=…`), as a link carries them. */
const solutionQuery = ({ panel, solution }) =>
  new URLSearchParams(Object.entries(solution).map(([key, value]) => [`${panel}.${key}`, value])).toString();

const both = (id, part) =>
  Object.freeze(Object.fromEntries(['ko', 'en'].map((lang) => [lang, translator(lang, EXERCISE_STRINGS)(`exercise.${id}.${part}`)])));

/**
 * Every exercise, in the article's order: {id, panel, parts, title, goal, hint, worked: {ko, en}, solution}, where
 * `solution` is the query of the worked solution (`sylvester.m=1%2C1%2C0…`) that opens it in its panel.
 */
export const EXERCISES = Object.freeze(
  LIST.map((exercise) =>
    Object.freeze({
      id: exercise.id,
      panel: exercise.panel,
      parts: Object.freeze([...exercise.parts]),
      title: both(exercise.id, 'title'),
      goal: both(exercise.id, 'goal'),
      hint: both(exercise.id, 'hint'),
      worked: both(exercise.id, 'worked'),
      solution: solutionQuery(exercise),
    }),
  ),
);

/** The exercise named `id`, or null (any value: a link's text, a hostile one). */
export const exerciseById = (id) => (typeof id === 'string' && BY_ID.has(id) ? EXERCISES[LIST.indexOf(BY_ID.get(id))] : null);

/**
 * Whether the state in `query` reaches exercise `id`'s goal, decided by the core, and in words what is still
 * missing (or why it is reached), in the query's language (its `lang`, Korean by default).
 * @param {string} id
 * @param {string|URLSearchParams} query the page's query: `sylvester.m=1,1,0;1,1,0;0,0,-1&lang=en`
 * @param {object} gramlab a loaded facade (its parts are loaded here as the check needs them)
 * @returns {Promise<{solved: boolean, reason: string}>}
 */
export async function checkExercise(id, query, gramlab) {
  const params = new URLSearchParams(typeof query === 'string' || query instanceof URLSearchParams ? query : '');
  const lang = await loadLanguage(pickLanguage(params.get('lang')));
  const t = translator(lang, EXERCISE_STRINGS);
  const exercise = typeof id === 'string' ? BY_ID.get(id) : undefined;
  if (!exercise) return { solved: false, reason: t('exercises.unknown', { id: quote(String(id)) }) };
  const panel = panelOf(exercise);
  const prefix = `${panel.id}.`;
  // The whole value, as a state file holds it: the page checks what it shows, pasted points past a link's length too.
  const { state, problems } = readState(panel.state, params, prefix, { file: true });
  if (problems.length) {
    const [{ key, message }] = problems;
    return {
      solved: false,
      reason: t('exercises.badState', { param: prefix + key, detail: linkProblemText(t, message, params.get(prefix + key)) }),
    };
  }
  try {
    await gramlab.loadParts?.(exercise.parts);
    const verdict = await exercise.check(state, gramlab);
    return { solved: verdict.solved, reason: t(`exercise.${exercise.id}.${verdict.key}`, verdict.params) };
  } catch (error) {
    if (!error?.code || NOT_ABOUT_THE_STATE.includes(error.code)) throw error; // a bug or a failed load, not the core's answer
    return { solved: false, reason: t('exercises.coreError', { error: errorText(t, error) }) };
  }
}
