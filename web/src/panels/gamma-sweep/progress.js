// How far the two long sweeps (the table and the rank curve) have come, on one bar, with the panel's Cancel.
import { h } from '../../dom.js';

/** @param {{t: Function, onCancel: Function}} options */
export function createSweepProgress({ t, onCancel }) {
  const progress = { table: null, curve: null };
  const finished = { table: true, curve: true }; // false: asked for, not started yet
  const bar = h('progress', { max: 1, value: 0, 'aria-label': t('gammaSweep.progressLabel') });
  const progressText = h('span');
  // Cancel before the count, whose width changes with every step: the button does not move while it is aimed at.
  const element = h(
    'div',
    { class: 'sweep-status', hidden: true },
    bar,
    h('button', { type: 'button', onclick: () => onCancel() }, t('gammaSweep.cancel')),
    progressText,
  );

  /** That sweep will run after the one on screen (the curve after a table of new points). */
  function expect(channel) {
    finished[channel] = false;
  }

  /** `p` is a job's progress ({done, total}) or null when that sweep ended. */
  function set(channel, p) {
    progress[channel] = p;
    finished[channel] = !p;
    const running = Object.values(progress).filter(Boolean);
    element.hidden = !running.length;
    if (!running.length) return;
    bar.max = running.reduce((all, q) => all + q.total, 0);
    bar.value = running.reduce((all, q) => all + q.done, 0);
    const part = (channel) => {
      const q = progress[channel];
      if (q) return `${q.done}/${q.total}`;
      return finished[channel] ? '✓' : t('gammaSweep.waiting');
    };
    progressText.textContent = t('gammaSweep.progress', { table: part('table'), curve: part('curve') });
  }

  /** Cancel: nothing runs, and what was waiting will not start. */
  function stop() {
    Object.assign(finished, { table: true, curve: true });
  }

  return { element, expect, set, stop };
}
