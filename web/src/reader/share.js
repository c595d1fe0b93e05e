// The page's link with its state: a Share button on the hosted page, "Open in Gram Lab" from an embed.
import { h } from '../dom.js';
import { writeState } from '../runtime/state.js';
import { copyTargets, copyText } from './copy-text.js';
import { saveText } from './export-menu.js';
import { STATE_FILE_MAX_BYTES } from './state-file.js';

/**
 * The hosted page's address for what `stores` hold now.
 * @param {URL|string} home the hosted page (index.html)
 * @param {{panel: {id: string, state: object}, store: object}[]} mounted
 * @param {string} lang
 * @param {string|null} [only] the page's ?panel= list, kept by Share (an embed's link opens the whole page)
 * @param {number|null} [tour] the tour's step (?tour=k) instead: a teacher's link opens the class at it
 * @param {string} [hide] the controls hidden (?hide=…, reader/hidden-controls.js), kept for the class
 * @param {string|null} [exercise] the exercise (?exercise=id) instead: a student's answer, checked again on opening
 */
export function stateLink(home, mounted, lang, only = null, tour = null, hide = '', exercise = null) {
  const url = new URL(home);
  const params = new URLSearchParams();
  if (exercise) params.set('exercise', exercise);
  else if (tour) params.set('tour', String(tour));
  else if (only) params.set('panel', only);
  for (const { panel, store } of mounted) writeState(panel.state, store.get(), params, `${panel.id}.`);
  if (lang) params.set('lang', lang);
  if (hide) params.set('hide', hide);
  url.search = params.toString();
  url.hash = mounted.length === 1 ? `panel-${mounted[0].panel.id}` : '';
  return url.href;
}

/**
 * Share: copies the link (clipboard, or a selected field to copy by hand); when the link cannot carry part of
 * the state (`unlinked()` names it), says so and offers the state as a file. "Save as file" and "Open a file"
 * keep and bring back the whole state (state-file.js).
 * @param {{link: () => string, unlinked: () => string[], fileText: () => string, open: (text: string) => string}} what
 *   unlinked: what the link leaves out, in words; open: applies a file's text and returns what to say.
 */
export function shareButton(t, { link, unlinked, fileText, open }) {
  const targets = copyTargets(t('share.field'));
  const note = h('p', { class: 'share-note', role: 'status' });
  const save = () => saveText('gram-lab-state.json', fileText(), 'application/json');
  const picker = h('input', { type: 'file', accept: '.json,application/json', hidden: true, class: 'state-file-input' });
  picker.addEventListener('change', async () => {
    const file = picker.files?.[0];
    picker.value = '';
    if (file) note.textContent = file.size > STATE_FILE_MAX_BYTES ? t('share.file.tooLarge') : open(await file.text());
  });
  const copy = async () => {
    const left = unlinked();
    await copyText(link(), { ...targets, t });
    note.textContent = left.length ? t('share.unlinked', { what: left.join(', ') }) : '';
  };
  return h(
    'div',
    { class: 'share' },
    h('button', { type: 'button', class: 'share-link', onclick: copy }, t('share.button')),
    h('button', { type: 'button', class: 'state-file-save', onclick: save }, t('share.file.save')),
    h('button', { type: 'button', class: 'state-file-open', onclick: () => picker.click() }, t('share.file.open')),
    picker,
    targets.status,
    targets.field,
    note,
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
