// The page's state as a file: what a link cannot carry (pasted points past the link's limit) survives in a
// JSON file the reader saves and opens again. The file holds every panel's fields as the link writes them
// ({"gramLab": "state", "version": 1, "lang", "panels": {id: {key: text}}}), without the link's limits, and
// is read back through the same field codecs: a bad or hostile value falls back to its default and is named.
import { readState, unlinkedKeys, writeState } from '../runtime/state.js';

const KIND = 'state';
const VERSION = 1;
export const STATE_FILE_MAX_BYTES = 4_000_000; // far above any state the panels' limits allow

/** The JSON text of every shown panel's state (`mounted`: [{panel, store}]). */
export function stateFileText(mounted, lang) {
  const panels = {};
  for (const { panel, store } of mounted) {
    const params = writeState(panel.state, store.get(), new URLSearchParams(), '', { file: true });
    panels[panel.id] = Object.fromEntries(params);
  }
  return `${JSON.stringify({ gramLab: KIND, version: VERSION, lang, panels }, null, 1)}\n`;
}

/**
 * Reads a state file's text: {values: Map(panel id → URLSearchParams), problems: string[]} or {error} when it
 * is no Gram Lab state file. Panels not on this page, and values that are not text, are named in problems.
 */
export function parseStateFile(text, mounted) {
  if (text.length > STATE_FILE_MAX_BYTES) return { error: 'tooLarge' };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'notJson' };
  }
  if (data?.gramLab !== KIND || data.version !== VERSION || typeof data.panels !== 'object' || data.panels === null)
    return { error: 'notState' };
  const values = new Map();
  const problems = [];
  for (const [id, fields] of Object.entries(data.panels)) {
    const shown = mounted.find(({ panel }) => panel.id === id);
    if (!shown || typeof fields !== 'object' || fields === null) {
      problems.push(id);
      continue;
    }
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string' && Object.hasOwn(shown.panel.state, key)) params.set(key, value);
      else problems.push(`${id}.${key}`);
    }
    for (const { key } of readState(shown.panel.state, params, '', { file: true }).problems) problems.push(`${id}.${key}`);
    values.set(id, params);
  }
  return { values, problems };
}

/**
 * Puts a parsed file's values into the stores (panels follow as after Back or Forward) and the address
 * (one history entry; a value past the link's limit stays out of it).
 */
export function applyStateFile({ values }, mounted, address) {
  for (const { panel, store } of mounted) {
    const params = new URLSearchParams();
    for (const [key, value] of values.get(panel.id) ?? []) params.set(`${panel.id}.${key}`, value);
    store.reload(params, { file: true });
    if (address) writeState(panel.state, store.get(), address.params, `${panel.id}.`);
  }
  address?.write('push');
}

/** What the link leaves out, in words: "{panel title}: {key}" for each value past its field's linkMax. */
export function unlinkedState(mounted, t) {
  return mounted.flatMap(({ panel, store }) =>
    unlinkedKeys(panel.state, store.get()).map((key) => t('share.unlinkedItem', { panel: t(panel.titleKey), key: `${panel.id}.${key}` })),
  );
}

/** A file's text applied to the page: the sentence to show (what was opened, or why nothing was). */
export function openStateFile(text, mounted, address, t) {
  const parsed = parseStateFile(text, mounted);
  if (parsed.error) return t(`share.file.${parsed.error}`);
  applyStateFile(parsed, mounted, address);
  return parsed.problems.length ? t('share.file.openedWithProblems', { keys: parsed.problems.join(', ') }) : t('share.file.opened');
}
