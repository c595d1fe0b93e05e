// Below the γ table after a Cancel (or on a link to a stopped sweep): the note saying what stopped, and
// Recompute, which runs it again. Drawing only: what stopped and what Recompute runs are sweep-run.js's.
import { h } from '../../dom.js';
import { moveFocus } from '../../widgets/focus.js';
import { setLiveText } from '../../widgets/live.js';

/** @param {{t: Function, onRecompute: () => void}} options */
export function createStoppedNote({ t, onRecompute }) {
  const note = h('p', { class: 'sweep-note', role: 'status' });
  // After a Cancel that left the table or the curve unfinished: compute them again, for the points on screen.
  const recompute = h(
    'button',
    { type: 'button', class: 'sweep-recompute', hidden: true, onclick: () => onRecompute() },
    t('gammaSweep.recompute'),
  );

  /** The note and Recompute after a Cancel (or a link to a stopped sweep); render(false) clears them. */
  function render(stopped, key = 'gammaSweep.stoppedLink') {
    setLiveText(note, stopped || key === 'gammaSweep.cancelled' ? t(key) : '');
    recompute.hidden = !stopped;
  }

  // After a Cancel: Recompute, when shown, takes the focus from the vanished Cancel; else the note does.
  const focus = () => moveFocus(recompute.hidden ? note : recompute);

  return { element: h('div', { class: 'sweep-stopped' }, note, recompute), render, focus };
}
