// A tour (?tour=k, a teacher's link): the panels one at a time in the article's order, with a bar to step
// through them and the teacher's chooser of the controls the links hide.
import { h } from '../dom.js';
import { HIDE_PARAM, hideChooser } from '../reader/hidden-controls.js';
import { linkTo } from './step-links.js';

// The bar: this step's place among `list`; a step the link asked for that is not one (main.js opened the first
// instead) is said so.
export function tourBar(t, list, links, step, asked, chooser) {
  const link = (k, key) => (list[k - 1] ? linkTo({ tour: k }, links, t(key)) : null);
  const bar = h(
    'nav',
    { class: 'tour-bar', 'aria-label': t('tour.label') },
    h('span', {}, t('tour.step', { step, total: list.length })),
    link(step - 1, 'tour.previous'),
    link(step + 1, 'tour.next'),
    chooser(list[step - 1]),
  );
  if (asked === String(step)) return [bar];
  const notice = t('tour.invalid', { asked: String(asked).slice(0, 40), total: list.length, step });
  return [bar, h('p', { class: 'notice tour-invalid', role: 'alert' }, notice)];
}

// A teacher's chooser of hidden controls on a tour step; the address follows, so Share and the links carry it.
export function teacherChooser(t, controls, address, root, links) {
  return (panel) =>
    hideChooser({
      t,
      panel,
      section: () => root.querySelector(`#panel-${panel.id}`),
      controls,
      onChange: () => {
        for (const refresh of links.refresh) refresh();
        if (!address) return;
        const text = controls.text();
        if (text) address.params.set(HIDE_PARAM, text);
        else address.params.delete(HIDE_PARAM);
        address.write('replace');
      },
    });
}
