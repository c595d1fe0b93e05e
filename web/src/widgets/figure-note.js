// "What to notice": one sentence a figure says of itself, inside the figure (whatever folds the figure folds it
// too), written from the numbers the figure draws and written again when they change. Its strings are the
// panel's (<key>.note…); a number in it comes from the result on screen, never from the string.
import { h } from '../dom.js';
import { setLiveText } from './live.js';

/** → {element: p.figure-note, set(text)}: '' hides it. */
export function createFigureNote() {
  const element = h('p', { class: 'figure-note' });
  return { element, set: (text) => setLiveText(element, text) };
}

/** A note that does not change with the numbers (a figure whose notice holds for every result): its element. */
export function noteOf(text) {
  const note = createFigureNote();
  note.set(text);
  return note.element;
}
