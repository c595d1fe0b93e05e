// The exercises on the page, an entry of the bundle of its own (site.js's EXERCISE_PAGE), loaded by main.js only
// for ?exercise=id (its panel alone, the exercise's bar above it; an unknown id is said, and every panel shows as
// usual) and ?exercises (the sheet). An embed (&embed=1) shows the exercise's panel and nothing of the exercise.
import { mountApp } from './app/mount-app.js';
import { EXERCISE_STRINGS, exerciseById } from './exercises.js';
import { exerciseBar, unknownExercise } from './exercises/bar.js';
import { exerciseSheet } from './exercises/sheet.js';
import { loadLanguage, translator } from './runtime/i18n.js';
import { linkStylesheet } from './runtime/stylesheets.js';
import { STYLESHEETS } from './site.js';

export { checkExercise, EXERCISES } from './exercises.js';

/**
 * @param {HTMLElement} root
 * @param {object[]} list the panels (panels/index.js)
 * @param {object} options main.js's mountApp options: params, lang, panels, chrome, tour
 * @returns {Promise<{stop(): void, firstPanel: Promise<void>}>} as mountApp's
 */
export async function openExercises(root, list, options) {
  const { params } = options;
  const [lang] = await Promise.all([
    loadLanguage(options.lang ?? params.get('lang')),
    linkStylesheet(document, new URL('exercises.css', STYLESHEETS).href), // the bar's and the sheet's rules
  ]);
  const t = translator(lang, EXERCISE_STRINGS);
  if (!params.has('exercise')) {
    document.title = t('exercises.documentTitle');
    return exerciseSheet(root, list, { t, lang, params });
  }
  const asked = params.get('exercise');
  const exercise = exerciseById(asked);
  if (!exercise) {
    document.title = t('exercises.documentTitle');
    return mountApp(root, list, { ...options, exercise: unknownExercise(t, lang, asked) });
  }
  document.title = t('exercises.exerciseTitle', { title: exercise.title[lang] });
  return mountApp(root, list, { ...options, panels: [exercise.panel], tour: null, exercise: exerciseBar(exercise, t) });
}
