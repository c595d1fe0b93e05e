// When the sample passes and the rules find no proof, the core searches further for a counterexample, one round
// per job step (scaled copies, shifts, tight clusters, points on a line, far points, a small optimiser): the
// progress shows, Stop ends it between rounds, and a verified witness found on the way ends it with that
// witness. Part of the controller: it runs the job; onWitness hands a found witness to the views.
import { h } from '../../dom.js';
import { setLiveText } from '../../widgets/live.js';

/**
 * @param {{t: Function, jobs: object, onWitness: (witness: object) => void, onNone?: () => void}} options
 *   onNone: every round ran and found no witness
 */
export function createCounterexampleSearch({ t, jobs, onWitness, onNone }) {
  const status = h('p', { class: 'search-status', role: 'status' });
  const progress = h('progress', { class: 'search-progress', max: 1, value: 0 });
  const stop = h('button', { type: 'button', class: 'search-stop', onclick: () => job.drop('cancelled') }, t('kernel.search.stop'));
  const element = h('section', { class: 'kernel-search', hidden: true }, h('h4', {}, t('kernel.search.title')), status, progress, stop);
  const job = jobs.job();

  /** Searches for `req` (checkKernel's request), round 0 first: its answer says how many rounds there are. */
  async function start(req) {
    element.hidden = false;
    stop.hidden = false;
    progress.hidden = false;
    element.dataset.state = 'running';
    let found = null;
    let rounds = 1;
    let pointSets = 0;
    const round = (r) => (call) => call('searchCounterexample', { ...req, round: r });
    const onStep = (_, result) => {
      rounds = result.rounds;
      pointSets += result.pointSets;
      progress.max = rounds;
      progress.value = result.round + 1;
      setLiveText(status, t('kernel.search.running', { round: result.round + 1, rounds }));
      if (!result.witness) return;
      found = result.witness;
      job.drop('found');
    };
    setLiveText(status, t('kernel.search.running', { round: 1, rounds: '…' }));
    let outcome = await job.run([round(0)], { onStep });
    if (outcome.status === 'done' && rounds > 1)
      outcome = await job.run(
        Array.from({ length: rounds - 1 }, (_, i) => round(i + 1)),
        { onStep },
      );
    if (outcome.status === 'superseded') return;
    stop.hidden = true;
    progress.hidden = true; // the status line says how it ended
    element.dataset.state = found ? 'found' : outcome.status;
    if (found) {
      setLiveText(status, t('kernel.search.found', { strategy: t(`kernel.strategy.${found.found}`) }));
      onWitness(found);
    } else if (outcome.status === 'done') {
      setLiveText(status, t('kernel.search.none', { rounds, pointSets }));
      onNone?.();
    } else {
      setLiveText(status, t(outcome.status === 'cancelled' ? 'kernel.search.stopped' : 'kernel.search.failed'));
    }
  }

  /** Nothing to search (a proof, a witness, or a new check on its way). */
  function hide() {
    job.drop();
    element.hidden = true;
  }

  return { element, start, hide };
}
