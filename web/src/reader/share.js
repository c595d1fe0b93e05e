// The page's link with its state: a Share button on the hosted page, "Open in Gram Lab" from an embed.
import { h } from '../dom.js';
import { writeState } from '../runtime/state.js';
import { copyTargets, copyText } from './copy-text.js';

/**
 * The hosted page's address for what `stores` hold now.
 * @param {URL|string} home the hosted page (index.html)
 * @param {{panel: {id: string, state: object}, store: object}[]} mounted
 * @param {string} lang
 * @param {string|null} [only] the page's ?panel= list, kept by Share (an embed's link opens the whole page)
 */
export function stateLink(home, mounted, lang, only = null) {
  const url = new URL(home);
  const params = new URLSearchParams();
  if (only) params.set('panel', only);
  for (const { panel, store } of mounted) writeState(panel.state, store.get(), params, `${panel.id}.`);
  if (lang) params.set('lang', lang);
  url.search = params.toString();
  url.hash = mounted.length === 1 ? `panel-${mounted[0].panel.id}` : '';
  return url.href;
}

/** Share: copies `link()` (clipboard, or a selected field to copy by hand). */
export function shareButton(t, link) {
  const targets = copyTargets(t('share.field'));
  return h(
    'div',
    { class: 'share' },
    h('button', { type: 'button', class: 'share-link', onclick: () => copyText(link(), { ...targets, t }) }, t('share.button')),
    targets.status,
    targets.field,
  );
}

/** From an embed: a link to the hosted page with the same state, in a new tab (the host page stays). */
export function openInLink(t, link) {
  const anchor = h('a', { class: 'open-in', href: link(), target: '_blank', rel: 'noopener' }, t('share.openIn'));
  // The state changes as the reader works: the address is built when the link is followed.
  const refresh = (event) => {
    event.currentTarget.href = link();
  };
  for (const type of ['pointerdown', 'focus', 'click']) anchor.addEventListener(type, refresh);
  return h('p', { class: 'open-in-row' }, anchor);
}
