// An error as the page says it, in the page's language. The core's messages (and the link fields' own) are
// English: the English page adds them as the detail, another language says the code's text and the error's own
// fields (the cell i, j) in its words — never the English sentence.
import { quote } from '../runtime/state.js';

/** A GramLabError (or {code, message, i?, j?}) as one sentence for the reader. */
export function errorText(t, error) {
  const code = error?.code ?? 'INTERNAL';
  const at = Number.isInteger(error?.i) && Number.isInteger(error?.j) ? t('error.at', { row: error.i + 1, col: error.j + 1 }) : '';
  return t('error.shown', { summary: t(`error.${code}`), message: error?.message ?? '', at });
}

/**
 * Why a link's value was ignored: its field's (English) message on the English page, in another language the
 * value (quoted as every field quotes it: short, no bidi controls) and a sentence in that language.
 */
export const linkProblemText = (t, message, value) => t('app.linkDetail', { message, value: quote(value ?? '') });
