// The exercise above its panel (?exercise=id): where it is among the others, its goal, a live verdict as the
// reader edits the panel (the panel's store followed through the page's watch, each state checked by the core in
// the bar's own worker), the hint, the worked solution once the reader has tried, and this browser's progress.
// The state a link brought is checked at once: a teacher opening a student's link sees the verdict again.
import { h } from '../dom.js';
import { EXERCISES } from '../exercises.js';
import { quote, writeState } from '../runtime/state.js';
import { replaceLive, setLiveText } from '../widgets/live.js';
import { markProgress, readProgress } from './progress.js';
import { createVerdictRun } from './verdict-run.js';

const IDS = EXERCISES.map((exercise) => exercise.id);

/** A link to another exercise (or the sheet: `id` null) in the page's language. */
export function exerciseHref(id, lang, extra = '') {
  const query = new URLSearchParams(id ? { exercise: id } : { exercises: '' });
  query.set('lang', lang);
  return `?${query}${extra ? `&${extra}` : ''}`;
}

// Markers for where the verdict's word and its reason go in the sentence that joins them (private-use characters,
// which no string of the page holds).
const WORD = '\uE000';
const REASON = '\uE001';

/** 'exercises.verdict' with its {verdict} as a <strong> and its {reason} as text: "Solved. …", "풀었습니다. …". */
function verdictLine(t, word, reason) {
  const text = t('exercises.verdict', { verdict: WORD, reason: REASON });
  return text.split(/([\uE000\uE001])/u).map((part) => (part === WORD ? h('strong', {}, word) : part === REASON ? reason : part));
}

// Where the exercise is among the others, and the way to them.
function navigation(t, lang, exercise) {
  const k = EXERCISES.indexOf(exercise);
  const link = (other, key, rel) => (other ? h('a', { href: exerciseHref(other.id, lang), rel }, t(key)) : null);
  return h(
    'nav',
    { class: 'exercise-nav', 'aria-label': t('exercises.label') },
    h('span', { class: 'exercise-position' }, t('exercises.position', { k: k + 1, total: EXERCISES.length })),
    link(EXERCISES[k - 1], 'exercises.previous', 'prev'),
    link(EXERCISES[k + 1], 'exercises.next', 'next'),
    h('a', { href: exerciseHref(null, lang) }, t('exercises.all')),
  );
}

// The hint at once; the worked solution (what it is, and a link that sets the panel to it) once the reader tried.
function help(t, lang, exercise) {
  const hint = h('details', { class: 'exercise-hint' }, h('summary', {}, t('exercises.hint')), h('p', {}, exercise.hint[lang]));
  const worked = h(
    'details',
    { class: 'exercise-worked', hidden: true },
    h('summary', {}, t('exercises.worked')),
    h('p', {}, exercise.worked[lang]),
    h('p', {}, h('a', { href: exerciseHref(exercise.id, lang, exercise.solution) }, t('exercises.workedLink'))),
  );
  const locked = h('p', { class: 'exercise-locked' }, t('exercises.workedLocked'));
  const unlock = () => {
    worked.hidden = false;
    locked.hidden = true;
  };
  return { elements: [hint, worked, locked], unlock };
}

/**
 * The bar for `exercise`, as mountApp's `exercise` option: mount(page) returns its elements and follows the
 * panel's store (page.reach.watch). `t` has the exercises' strings.
 */
export function exerciseBar(exercise, t) {
  return {
    id: exercise.id,
    mount(page) {
      const { lang, list, params, reach } = page;
      const panel = list.find((p) => p.id === exercise.panel);
      const prefix = `${panel.id}.`;
      const verdict = h('p', { class: 'exercise-verdict', role: 'status', 'data-state': 'checking' }, t('exercises.checking'));
      const fromLink = h('p', { class: 'exercise-from-link', hidden: ![...params.keys()].some((key) => key.startsWith(prefix)) });
      fromLink.textContent = t('exercises.fromLink');
      const progressLine = h('p', { class: 'exercise-progress' });
      const { elements, unlock } = help(t, lang, exercise);
      const showProgress = () => {
        const progress = readProgress(IDS);
        setLiveText(
          progressLine,
          t('exercises.progress', { solved: IDS.filter((id) => progress[id] === 'solved').length, total: IDS.length }),
        );
        if (progress[exercise.id]) unlock();
      };
      const run = createVerdictRun();
      let changes = 0; // the panel's state changes after the link's: the reader's own work
      reach.watch(panel.id, async (state) => {
        if (!state) return;
        const mine = changes++ > 0;
        if (mine) {
          fromLink.hidden = true;
          markProgress(exercise.id, 'tried', IDS);
          unlock();
        }
        const query = writeState(panel.state, state, new URLSearchParams(), prefix, { file: true });
        query.set('lang', lang);
        verdict.dataset.state = 'checking';
        const outcome = await run.check(exercise.id, query.toString());
        if (outcome.status === 'superseded' || outcome.status === 'cancelled') return;
        show(outcome, mine);
      });
      function show(outcome, mine) {
        if (outcome.status === 'failed') {
          verdict.dataset.state = 'failed';
          return setLiveText(verdict, t('exercises.failed', { error: outcome.error.message }));
        }
        const { solved, reason } = outcome.values[0];
        verdict.dataset.state = solved ? 'solved' : 'missing';
        replaceLive(verdict, ...verdictLine(t, t(solved ? 'exercises.solved' : 'exercises.notYet'), reason));
        if (solved && mine) markProgress(exercise.id, 'solved', IDS);
        if (solved) unlock();
        showProgress();
      }
      showProgress();
      const title = h('h2', { id: 'exercise-title' }, exercise.title[lang]);
      const goal = h('p', { class: 'exercise-goal' }, exercise.goal[lang]);
      return [
        h(
          'section',
          { class: 'exercise-bar', 'aria-labelledby': 'exercise-title', 'data-exercise': exercise.id },
          navigation(t, lang, exercise),
          title,
          goal,
          verdict,
          fromLink,
          ...elements,
          progressLine,
        ),
      ];
    },
  };
}

/** The notice for an id that names no exercise: said (the link's text quoted short, in a <bdi>, as every link
 * problem is), with the way to the list; the panels below work as usual. */
export function unknownExercise(t, lang, asked) {
  const id = quote(asked);
  const text = t('exercises.unknownId', { id });
  const at = text.indexOf(id);
  return {
    id: null,
    mount: () => [
      h(
        'p',
        { class: 'notice exercise-unknown', role: 'alert' },
        text.slice(0, at),
        h('bdi', {}, id),
        text.slice(at + id.length),
        ' ',
        h('a', { href: exerciseHref(null, lang) }, t('exercises.all')),
      ),
    ],
  };
}
