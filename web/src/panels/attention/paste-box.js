// The attention panel's own X: a pasted table of token vectors (rows) in place of the seeded one, with what
// was wrong with it said there. Part of the controller: a good table, or Reset, goes to onAsk.
import { h } from '../../dom.js';
import { setLiveText } from '../../widgets/live.js';
import { parseRows } from './paste.js';

/**
 * @param {{t: Function, uid: string, onAsk: (patch: object, input: object|null, history: string) => void}} options
 *   onAsk(patch, input, history): input takes the core's complaint about a pasted X (setError).
 */
export function createPasteBox({ t, uid, onAsk }) {
  const id = `${uid}-x`;
  const area = h('textarea', { id, rows: 4, cols: 40, spellcheck: 'false', placeholder: '0.5 -1.2 0.3\n1.1 0.4 -0.7' });
  const message = h('p', { class: 'paste-message', role: 'status' });
  const say = (text, bad) => {
    area.toggleAttribute('aria-invalid', bad);
    message.classList.toggle('error', bad);
    setLiveText(message, text);
  };
  const input = { setError: (text) => text && say(text, true) }; // the core's complaint about a pasted X
  const apply = () => {
    const parsed = parseRows(area.value);
    if (parsed.problem) return say(`${t(parsed.problem.key, parsed.problem.params)} ${t('attention.paste.unchanged')}`, true);
    say(t('attention.paste.done', { n: parsed.rows.length, d: parsed.rows[0].length }), false);
    onAsk({ x: parsed.rows }, input, 'push');
  };
  const reset = () => {
    say('', false);
    onAsk({ x: null }, null, 'push');
  };
  const element = h(
    'details',
    { class: 'paste-box' },
    h('summary', {}, t('attention.paste.summary')),
    h('label', { for: id }, t('attention.paste.label')),
    area,
    h(
      'p',
      {},
      h('button', { type: 'button', onclick: apply }, t('attention.paste.apply')),
      ' ',
      h('button', { type: 'button', onclick: reset }, t('attention.paste.reset')),
    ),
    message,
  );
  return { element };
}
