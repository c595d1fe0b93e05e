// Links from a panel to the one after it in the article's order, and between a tour's steps: in the page's
// language, carrying the hidden controls.
import { h } from '../dom.js';
import { HIDE_PARAM } from '../reader/hidden-controls.js';

// The article's order goes on: a link to the panel after this one in `list`, on this page or opened alone (not
// from an embed, whose host page has its own order).
export function nextLink(t, panel, { list, chosen, chrome, links, tour }) {
  const step = list.indexOf(panel) + 1;
  const next = list[step];
  if (!next) return null;
  const here = chosen.includes(next);
  if (!here && !chrome) return null;
  const label = t('app.nextPanel', { title: t(next.titleKey) });
  if (here) return h('p', { class: 'panel-next' }, h('a', { href: `#panel-${next.id}` }, label));
  return h('p', { class: 'panel-next' }, linkTo(tour ? { tour: step + 1 } : { panel: next.id }, links, label));
}

// A link to another step or panel in the page's language, carrying the hidden controls (a teacher may change them
// on a tour step: the link follows).
export function linkTo(target, { lang, hide, refresh }, text) {
  const href = () => {
    const query = new URLSearchParams({ ...target, lang });
    if (hide()) query.set(HIDE_PARAM, hide());
    return `?${query}`;
  };
  const anchor = h('a', { href: href() }, text);
  refresh.push(() => anchor.setAttribute('href', href()));
  return anchor;
}
