// "What to notice": one sentence a figure says of itself, inside the figure (whatever folds the figure folds it
// too), written from the numbers the figure draws and written again when they change. Its strings are the
// panel's (<key>.note…); a number in it comes from the result on screen, never from the string.
import { h } from '../dom.js';
import { setLiveText } from './live.js';

/**
 * → {element: p.figure-note, set(text)}: '' hides it (a note that reserves keeps its room, empty).
 * reserve: the texts (at most two) a note written when a job ends may say. Its box is as tall as the taller from
 * the start, at every width and in every language, so nothing below it moves when the result arrives; the
 * reserved texts are drawn invisibly (styles/widgets.css) and are neither read nor copied.
 */
export function createFigureNote({ reserve = [] } = {}) {
  if (!reserve.length) {
    const element = h('p', { class: 'figure-note' });
    return { element, set: (text) => setLiveText(element, text) };
  }
  if (reserve.length > 2) throw new Error('a figure note reserves room for two texts at most');
  const said = h('span', {});
  const element = h('p', { class: 'figure-note' }, said);
  reserve.forEach((text, i) => element.setAttribute(`data-reserve-${i}`, text));
  return { element, set: (text) => setLiveText(said, text) };
}

/** A note that does not change with the numbers (a figure whose notice holds for every result): its element. */
export function noteOf(text) {
  const note = createFigureNote();
  note.set(text);
  return note.element;
}
