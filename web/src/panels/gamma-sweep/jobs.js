// The long sweeps (the table and the rank curve) in the panel's worker: one γ per call, so a sweep at
// n = 2000 (seconds per γ) shows its progress and the reader can cancel it.
import { h } from '../../dom.js';

/**
 * @param {{t: Function, worker: object, onCancel: Function}} options
 *   onCancel runs after the worker has been told to stop, for the panel to undo what never started.
 */
export function createSweepJobs({ t, worker, onCancel }) {
  const jobs = { table: 0, curve: 0 }; // the newest sweep per channel; an older one stops at its next row
  const progress = { table: null, curve: null };
  const bar = h('progress', { max: 1, value: 0, 'aria-label': t('gammaSweep.progressLabel') });
  const progressText = h('span');
  const cancel = () => {
    worker.cancel();
    onCancel();
  };
  const element = h('div', { class: 'sweep-status', hidden: true },
    bar, progressText, h('button', { type: 'button', onclick: cancel }, t('gammaSweep.cancel')));

  // A newer sweep on the same channel ends the older one. True when every row landed.
  async function sweepRows(channel, source, gammas, onRow) {
    const job = ++jobs[channel];
    const current = () => job === jobs[channel];
    try {
      for (let i = 0; i < gammas.length; i++) {
        setProgress(channel, i, gammas.length);
        const [row] = await worker.run(channel, 'gammaSweep', { ...source, gammas: [gammas[i]] });
        if (!current()) return false;
        onRow(i, row);
      }
      return true;
    } finally {
      if (current()) setProgress(channel, null);
    }
  }

  /** Abandons the channel's sweep: a row still in flight lands and is dropped. */
  function stop(channel) {
    jobs[channel]++;
    setProgress(channel, null);
  }

  // One bar for both sweeps, and a line that says how far each has come.
  function setProgress(channel, done, total) {
    progress[channel] = done === null ? null : { done, total };
    const running = Object.values(progress).filter(Boolean);
    element.hidden = !running.length;
    if (!running.length) return;
    bar.max = running.reduce((all, p) => all + p.total, 0);
    bar.value = running.reduce((all, p) => all + p.done, 0);
    const part = (p) => (p ? `${p.done}/${p.total}` : '✓');
    progressText.textContent = t('gammaSweep.progress', { table: part(progress.table), curve: part(progress.curve) });
  }

  return { element, sweepRows, stop };
}
