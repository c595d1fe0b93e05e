// An error as the page says it, in the page's language. The core's messages (and the link fields' own) are
// English: the English page adds them as the detail, another language says the code's text and the error's own
// fields (the cell i, j) in its words — never the English sentence.
import { roundTrip } from '../format.js';
import { quote } from '../runtime/state.js';

/** A GramLabError (or {code, message, i?, j?, quantity?, value?, limit?}) as one sentence for the reader. */
export function errorText(t, error) {
  const code = error?.code ?? 'INTERNAL';
  const at = Number.isInteger(error?.i) && Number.isInteger(error?.j) ? t('error.at', { row: error.i + 1, col: error.j + 1 }) : '';
  return t('error.shown', { summary: t(`error.${code}`), message: error?.message ?? '', at, limit: pastLimit(t, error) });
}

/** What went over a limit (TOO_LARGE's quantity, value and limit), or '' for an error that names none. */
function pastLimit(t, error) {
  const { quantity, value, limit } = error ?? {};
  if (typeof quantity !== 'string' || !Number.isFinite(value) || !Number.isFinite(limit)) return '';
  // "work" is the one quantity in words: a weighted estimate of a call's cost (core/include/gramlab/base/error.hpp).
  const named = quantity === 'work' ? t('error.work') : quantity;
  return t('error.limit', { quantity: named, value: roundTrip(value), limit: roundTrip(limit) });
}

/**
 * Why a link's value was ignored: its field's (English) message on the English page, in another language the
 * value (quoted as every field quotes it: short, no bidi controls) and a sentence in that language.
 */
export const linkProblemText = (t, message, value) => t('app.linkDetail', { message, value: quote(value ?? '') });
