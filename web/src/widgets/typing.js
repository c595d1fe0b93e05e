// The reader's pause in typing, declared once: a half-typed number ("-", "1e") is not reported while the reader
// is still typing it, only after this pause or on leaving the field.
export const TYPING_PAUSE_MS = 800;

/**
 * One pending report: later(fn) runs fn after the pause (a new call restarts it), now() runs a pending one at
 * once (the reader left the field), cancel() drops it.
 */
export function createPause(ms = TYPING_PAUSE_MS) {
  let timer = null;
  let pending = null;
  const cancel = () => {
    clearTimeout(timer);
    timer = pending = null;
  };
  const now = () => {
    const run = pending;
    cancel();
    run?.();
  };
  const later = (fn) => {
    cancel();
    pending = fn;
    timer = setTimeout(now, ms);
  };
  return { later, now, cancel };
}
