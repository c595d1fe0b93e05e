// A row of preset buttons above a matrix editor, and the note under it that says what a preset shows.
import { h } from '../dom.js';
import { setLiveText } from './live.js';

/**
 * @param {{label: string, buttons: [string, Function][], announce?: boolean}} options
 *   buttons: [text, onClick] in order; announce: the note is a live region (role=status).
 * @returns {{elements: HTMLElement[], note: (text: string) => void}} elements: the group, then the note.
 */
export function createPresets({ label, buttons, announce = false }) {
  const note = h('p', { class: 'preset-note', role: announce ? 'status' : null });
  const group = h(
    'div',
    { class: 'button-row presets', role: 'group', 'aria-label': label },
    ...buttons.map(([text, onClick]) => h('button', { type: 'button', onclick: onClick }, text)),
  );
  return { elements: [group, note], note: (text) => setLiveText(note, text) };
}
