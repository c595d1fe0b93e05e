// Copies text for the reader: the clipboard when the browser allows it, otherwise a selected read-only field
// beside the button, so the reader copies it by hand (an insecure origin, a refused permission, an old browser).
import { h } from '../dom.js';

/**
 * @param {string} text
 * @param {{status: HTMLElement, field: HTMLTextAreaElement|HTMLInputElement, t: Function, shown?: boolean}} where status
 *   says what happened (a polite live region); field is shown with the text selected when the clipboard refuses;
 *   shown: the field is always on screen (the text to read), and stays so once copied.
 */
export async function copyText(text, { status, field, t, shown = false }) {
  field.value = text;
  try {
    await navigator.clipboard.writeText(text);
    field.hidden = !shown;
    status.textContent = t('share.copied');
  } catch {
    field.hidden = false;
    field.focus();
    field.select();
    status.textContent = t('share.copyByHand');
  }
}

/** The field and status a copy button needs, labelled for assistive technology. */
export function copyTargets(label, { multiline = false } = {}) {
  const field = h(multiline ? 'textarea' : 'input', {
    class: 'share-field',
    readonly: true,
    hidden: true,
    'aria-label': label,
    rows: multiline ? 8 : null,
  });
  const status = h('span', { class: 'share-status', role: 'status' });
  return { field, status };
}
