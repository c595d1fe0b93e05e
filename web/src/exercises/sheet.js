// The exercise sheet (?exercises): every goal with its link, grouped by panel in the article's order, in the page's
// language (the header switches it), with what this browser has solved; printed, a one- or two-page handout with
// each link written out (web/styles/exercises.css, @media print).
import { header } from '../app/page-header.js';
import { h } from '../dom.js';
import { EXERCISES } from '../exercises.js';
import { exerciseHref } from './bar.js';
import { readProgress } from './progress.js';

const IDS = EXERCISES.map((exercise) => exercise.id);

// One exercise: its number, its title as the link to it, its goal, ✓ if solved here; on paper the address itself.
function item(t, lang, exercise, solved) {
  const href = exerciseHref(exercise.id, lang);
  return h(
    'li',
    { class: 'sheet-item', id: `exercise-${exercise.id}`, 'data-exercise': exercise.id },
    h(
      'p',
      { class: 'sheet-goal' },
      h('a', { class: 'sheet-title', href }, exercise.title[lang]),
      ' ',
      exercise.goal[lang],
      solved ? h('span', { class: 'sheet-done' }, ` ✓ ${t('exercises.solvedHere')}`) : null,
    ),
    h('p', { class: 'sheet-url' }, new URL(href, globalThis.location?.href).href),
  );
}

/**
 * Mounts the sheet into `root` (the page's header with its language switch, then the list).
 * @param {HTMLElement} root
 * @param {object[]} list the panels (panels/index.js), for their titles and order
 * @param {{t: Function, lang: string, params: URLSearchParams}} page t: the page's strings and the exercises'
 */
export function exerciseSheet(root, list, { t, lang, params }) {
  for (const node of root.querySelectorAll('[data-boot]')) node.remove();
  const progress = readProgress(IDS);
  let number = 1;
  const groups = list
    .map((panel) => ({ panel, exercises: EXERCISES.filter((exercise) => exercise.panel === panel.id) }))
    .filter(({ exercises }) => exercises.length)
    .map(({ panel, exercises }) => {
      const start = number;
      number += exercises.length;
      return h(
        'section',
        { class: 'sheet-panel', 'aria-labelledby': `sheet-${panel.id}` },
        h('h3', { id: `sheet-${panel.id}` }, t(panel.titleKey)),
        h('ol', { start }, ...exercises.map((exercise) => item(t, lang, exercise, progress[exercise.id] === 'solved'))),
      );
    });
  root.append(
    header(t, lang, params, []),
    h(
      'section',
      { class: 'exercise-sheet', 'aria-labelledby': 'sheet-title' },
      h('h2', { id: 'sheet-title' }, t('exercises.sheetTitle')),
      h('p', { class: 'sheet-intro' }, t('exercises.sheetIntro')),
      h('p', { class: 'sheet-name' }, `${t('exercises.name')}: `, h('span', { class: 'sheet-blank' })),
      ...groups,
    ),
  );
  return { firstPanel: Promise.resolve(), stop: () => {} };
}
