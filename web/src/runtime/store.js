// A panel's state in one place: read from the address at mount, changed only through set(), mirrored back
// into the address through the fields of state.js. Every change the reader makes is one history entry, so Back
// undoes it: a deliberate change (a preset, a step, a repair applied) at once; an edit (typing, a dragged
// control) once it settles, however many keystrokes or steps it took.
import { readState, unlinkedKeys, writeState } from './state.js';

/**
 * How a change reaches the address: its own entry at once ('push'), its own entry as an edit that settles
 * ('debounce'), the current entry now ('replace': a change that is no step of the reader's own, such as a value
 * following another panel), or not at all ('none': a link value the panel had to correct at mount, or a value the
 * core has still to accept: the link says what it said until the reader acts).
 */
const HISTORY = ['push', 'replace', 'debounce', 'none'];

/**
 * The page's address, shared by the stores of one page. `history` and `location` are the browser's (or
 * stand-ins in a test); `timers` is {set, clear} (setTimeout and clearTimeout by default), `now` a clock in ms.
 * An edit settles once `delay` ms pass without another change: its first change pushes its entry (so Back undoes
 * it even before it settles), its later ones rewrite that entry as they come, so the address bar and a link copied
 * from it carry what was just typed. Writes into one entry are kept to `rate` a second (a browser refuses a flood
 * of them: a drag's later steps wait, and the newest is written when the rate allows).
 * @returns {{params: URLSearchParams, write(mode: string): void, flush(): void, follow(): void}}
 */
export function createAddress({
  params,
  history = globalThis.history,
  location = globalThis.location,
  delay = 500,
  rate = 10,
  timers = defaultTimers,
  now = () => performance.now(),
} = {}) {
  let settling = null; // the timer that ends the edit still settling (its entry is the current one)
  let waiting = null; // the timer of a rewrite the rate put off
  let written = []; // when the current entry was last written, within the last second

  // The hash stays: a contents link the reader followed is still where the page is.
  const url = () => {
    const query = params.toString();
    return (query ? `?${query}` : location.pathname) + location.hash;
  };
  const here = () => (location.search || location.pathname) + location.hash;
  const stop = (timer) => timer !== null && timers.clear(timer);
  /** The current entry takes the address: now, or once the rate allows. */
  function rewrite() {
    const time = now();
    written = written.filter((at) => time - at < 1000);
    if (written.length >= rate) {
      if (waiting === null) waiting = timers.set(later, 1000 - (time - written[0]));
      return;
    }
    stop(waiting);
    waiting = null;
    written.push(time);
    history.replaceState(null, '', url());
  }
  function later() {
    waiting = null;
    rewrite();
  }
  /** A rewrite put off is written now; a settling edit is over. */
  function flush() {
    if (waiting !== null) {
      stop(waiting);
      waiting = null;
      history.replaceState(null, '', url());
    }
    stop(settling);
    settling = null;
  }
  function edit() {
    if (settling === null) {
      const target = url();
      if (target === here()) return; // nothing the address does not say already: no entry
      history.pushState(null, '', target);
      written = [now()];
    } else {
      stop(settling);
      rewrite();
    }
    settling = timers.set(() => (settling = null), delay);
  }
  function write(mode) {
    if (!HISTORY.includes(mode)) throw new Error(`history must be one of ${HISTORY.join(', ')}`);
    if (mode === 'none') return;
    if (mode === 'debounce') return edit();
    // Within a settling edit the current entry is the edit's: a replace joins it, and the edit goes on.
    if (mode === 'replace') return rewrite();
    flush();
    // A pushed entry must not repeat the one before it (a preset clicked twice is one entry).
    const target = url();
    if (target === here()) return;
    history.pushState(null, '', target);
    written = [now()];
  }
  /** After Back or Forward: the parameters become the address's again (a settling edit is over). */
  function follow() {
    stop(settling);
    stop(waiting);
    settling = waiting = null;
    written = [];
    for (const key of [...params.keys()]) params.delete(key);
    for (const [key, value] of new URLSearchParams(location.search)) params.append(key, value);
  }
  return { params, write, flush, follow };
}

const defaultTimers = { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id) };

/**
 * @param {{spec: object, prefix: string, params: URLSearchParams, address?: object|null}} options
 *   spec: the panel's fields; prefix: '<panel id>.'; address: null when the state is not mirrored (an embed).
 * @returns {{store: object, problems: {key: string, message: string}[]}} problems: link values that fell back.
 */
export function createStore({ spec, prefix = '', params = new URLSearchParams(), address = null }) {
  const read = readState(spec, params, prefix);
  let state = read.state;
  const listeners = new Set();

  const notify = (changed, origin) => {
    for (const listener of [...listeners]) listener(state, { changed, origin });
  };

  const store = {
    /** The current state (read it, never change it: changes go through set). */
    get: () => state,

    /**
     * Merges `patch`, tells the listeners which keys changed and mirrors the state in the address.
     * @param {object} patch
     * @param {{history?: 'push'|'replace'|'debounce'|'none', silent?: boolean}} [options] history: 'debounce' (an
     *   edit, its entry once it settles) unless said; silent: the caller already shows the change (its own input),
     *   so listeners are not told.
     */
    set(patch, { history = 'debounce', silent = false } = {}) {
      for (const key of Object.keys(patch)) if (!Object.hasOwn(spec, key)) throw new Error(`no state key ${key}`);
      const changed = Object.keys(patch).filter((key) => !same(spec[key], state[key], patch[key]));
      state = { ...state, ...patch };
      if (address) {
        writeState(spec, state, address.params, prefix);
        address.write(history);
      }
      if (changed.length && !silent) notify(changed, 'set');
    },

    /** Calls listener(state, {changed, origin}) after every change; returns the function that stops it. */
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Re-reads the state from `next` (the address after Back or Forward, or a state file's values: `file`);
     * listeners hear origin 'address'. Returns the changed keys.
     */
    reload(next, { file = false } = {}) {
      const fresh = readState(spec, next, prefix, { file }).state;
      // A value no link could carry (pasted points past linkMax) is in no history entry: Back and Forward keep it.
      if (!file) for (const key of unlinkedKeys(spec, state)) if (next.get(prefix + key) === null) fresh[key] = state[key];
      const changed = Object.keys(spec).filter((key) => !same(spec[key], state[key], fresh[key]));
      state = fresh;
      if (changed.length) notify(changed, 'address');
      return changed;
    },
  };
  return { store, problems: read.problems };
}

// Values are equal when the address would write them alike.
const same = (field, a, b) => a === b || field.format(a) === field.format(b);
