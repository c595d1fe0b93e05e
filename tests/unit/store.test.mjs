// The panel store and the page address against stand-in history, location and timers: set, subscribe,
// URL mirroring through the fields, a pushed entry for a deliberate change, one entry per settled edit, reload.
import assert from 'node:assert/strict';
import test from 'node:test';
import { fields, readState, unlinkedKeys, writeState } from '../../web/src/runtime/state.js';
import { createAddress, createStore } from '../../web/src/runtime/store.js';

const SPEC = {
  k: fields.integer({ default: 1, min: 1, max: 12 }),
  m: fields.matrix({
    default: [
      [1, 0],
      [0, 1],
    ],
  }),
};

// A browser's history as a list of entries; timers the test fires by hand.
function fakeBrowser(search = '') {
  const entries = [search];
  const location = { pathname: '/lab/', search, hash: '' };
  const write = (url) => {
    history.last = url;
    const [search] = url.split('#');
    location.search = search.startsWith('?') ? search : '';
    return location.search;
  };
  const history = {
    entries,
    pushState: (_, __, url) => {
      entries.push(write(url));
    },
    replaceState: (_, __, url) => {
      entries[entries.length - 1] = write(url);
    },
  };
  const waiting = new Map();
  let next = 1;
  const timers = {
    set: (run, ms) => {
      waiting.set(next, { run, ms });
      return next++;
    },
    clear: (id) => waiting.delete(id),
    fire: () => {
      for (const [id, { run }] of [...waiting.entries()]) {
        waiting.delete(id);
        run();
      }
    },
    count: () => waiting.size,
  };
  const clock = { time: 0 };
  return { location, history, timers, clock, now: () => clock.time };
}

function setup(search = '') {
  const browser = fakeBrowser(search);
  const { location, history, timers, now } = browser;
  const address = createAddress({ params: new URLSearchParams(search), location, history, timers, now });
  const { store, problems } = createStore({ spec: SPEC, prefix: 'p.', params: address.params, address });
  return { ...browser, address, store, problems };
}

test('state comes from the address; a hostile value falls back to its default and is reported', () => {
  const { store, problems } = setup('?p.k=3&p.m=1,x;0,1');
  assert.equal(store.get().k, 3);
  assert.deepEqual(store.get().m, [
    [1, 0],
    [0, 1],
  ]);
  assert.deepEqual(
    problems.map((p) => p.key),
    ['m'],
  );
});

test('set merges, tells subscribers which keys changed, and stops telling after unsubscribe', () => {
  const { store } = setup();
  const heard = [];
  const stop = store.subscribe((state, { changed, origin }) => heard.push([state.k, changed, origin]));
  store.set({ k: 2 });
  store.set({
    k: 2,
    m: [
      [2, 0],
      [0, 2],
    ],
  });
  store.set({
    m: [
      [2, 0],
      [0, 2],
    ],
  }); // equal as the link writes it: nothing changed
  stop();
  store.set({ k: 5 });
  assert.deepEqual(heard, [
    [2, ['k'], 'set'],
    [2, ['m'], 'set'],
  ]);
  assert.equal(store.get().k, 5);
  assert.throws(() => store.set({ nope: 1 }), /no state key nope/);
});

test('typing: one entry for the whole edit, pushed at its first change, the address following every change', () => {
  const { store, history, timers } = setup();
  for (let k = 2; k <= 9; k++) store.set({ k });
  assert.deepEqual(history.entries, ['', '?p.k=9'], 'one entry, and a link copied now carries the last keystroke');
  assert.equal(timers.count(), 1, 'one timer, the edit settling');
  timers.fire();
  store.set({ k: 3 });
  assert.deepEqual(history.entries, ['', '?p.k=9', '?p.k=3'], 'settled: the next change is the next edit');
});

test('dragging: writes into the entry are kept to 10 a second, the newest written when the rate allows', () => {
  const { store, history, timers, clock } = setup();
  for (let k = 2; k <= 12; k++) store.set({ k }); // 11 steps within a moment: the entry pushed, 9 rewrites, 1 waits
  assert.deepEqual(history.entries, ['', '?p.k=11']);
  assert.equal(timers.count(), 2, 'the edit settling, and the rewrite put off');
  clock.time = 1000;
  timers.fire();
  assert.deepEqual(history.entries, ['', '?p.k=12']);
});

test('two edits, each settled: two entries, and Back steps through them', () => {
  const { store, history, timers, location, address } = setup('?p.k=2');
  store.set({ k: 3 });
  timers.fire();
  store.set({ k: 4 });
  store.set({ k: 5 });
  timers.fire();
  assert.deepEqual(history.entries, ['?p.k=2', '?p.k=3', '?p.k=5']);
  // Back: the address is the first edit's again, and the store follows.
  location.search = '?p.k=3';
  address.follow();
  assert.deepEqual(store.reload(address.params), ['k']);
  assert.equal(store.get().k, 3);
  // An edit that leaves the address as it is (a write of what the link already says) is no entry.
  store.set({ k: 3 });
  assert.equal(timers.count(), 0);
  assert.equal(history.entries.length, 3);
});

test('Back while an edit settles: the edit is over, nothing of it is written later', () => {
  const { store, history, timers, location, address } = setup();
  store.set({ k: 4 });
  store.set({ k: 6 });
  location.search = ''; // the browser went back to the entry before the edit
  address.follow();
  assert.equal(timers.count(), 0);
  assert.deepEqual(store.reload(address.params), ['k']);
  assert.deepEqual(history.entries, ['', '?p.k=6'], "the edit's entry stays for Forward");
});

test("a replace within a settling edit goes into the edit's entry, and the edit goes on", () => {
  const { store, history, timers } = setup();
  store.set({ k: 2 }); // dragged
  store.set(
    {
      m: [
        [3, 0],
        [0, 3],
      ],
    },
    { history: 'replace' },
  ); // a value following another panel's
  store.set({ k: 3 }); // the drag goes on: no second entry
  timers.fire();
  assert.deepEqual(history.entries, ['', '?p.k=3&p.m=3%2C0%3B0%2C3']);
});

test('a deliberate change is its own entry, written at once, after the edit that was settling', () => {
  const { store, history, timers } = setup();
  store.set({ k: 2 }); // typed
  store.set({ k: 3 }); // typed on
  store.set(
    {
      m: [
        [2, 1],
        [1, 2],
      ],
    },
    { history: 'push' },
  ); // a preset
  assert.equal(timers.count(), 0, 'the typed edit was settled by the preset');
  assert.deepEqual(history.entries, ['', '?p.k=3', '?p.k=3&p.m=2%2C1%3B1%2C2']);
  store.set(
    {
      m: [
        [2, 1],
        [1, 2],
      ],
    },
    { history: 'push' },
  ); // the same preset again: no second entry
  assert.equal(history.entries.length, 3);
  store.set({ k: 1 }, { history: 'replace' });
  assert.deepEqual(history.entries, ['', '?p.k=3', '?p.m=2%2C1%3B1%2C2'], 'a default is dropped from the link');
});

test('leaving the page while a drag’s step waits for the rate: flush writes it', () => {
  const { store, history, address } = setup();
  for (let k = 2; k <= 12; k++) store.set({ k });
  address.flush();
  assert.deepEqual(history.entries, ['', '?p.k=12']);
});

test('the hash of a followed contents link stays in the address', () => {
  const { store, location, history } = setup('?p.k=2');
  location.hash = '#panel-p';
  store.set({ k: 3 }, { history: 'push' });
  assert.deepEqual(history.entries, ['?p.k=2', '?p.k=3']);
  assert.equal(history.last, '?p.k=3#panel-p');
});

test('reload: after Back the store re-reads the address and listeners hear origin "address"', () => {
  const { store, address, location } = setup('?p.k=4');
  const heard = [];
  store.subscribe((state, { changed, origin }) => heard.push([state.k, changed, origin]));
  store.set({ k: 7 }, { history: 'push' });
  location.search = '?p.k=4'; // the browser went back
  address.follow();
  assert.deepEqual(store.reload(address.params), ['k']);
  assert.equal(store.get().k, 4);
  assert.deepEqual(heard.at(-1), [4, ['k'], 'address']);
  assert.deepEqual(store.reload(address.params), [], 'nothing changed: nobody is told');
});

test('a store without an address (an embed) keeps its state and writes nothing', () => {
  const { store } = createStore({ spec: SPEC, prefix: 'p.', params: new URLSearchParams('p.k=3') });
  store.set({ k: 4 }, { history: 'push' });
  assert.equal(store.get().k, 4);
});

test('silent: the caller shows the change itself, so listeners are not told, but the link is written', () => {
  const { store, timers, location } = setup();
  const heard = [];
  store.subscribe(() => heard.push(1));
  store.set({ k: 3 }, { silent: true });
  timers.fire();
  assert.equal(heard.length, 0);
  assert.equal(location.search, '?p.k=3');
});

test('a field with linkMax: a longer value stays in the store, out of the address, and a link refuses it; a file carries it', () => {
  const spec = { points: { ...fields.text({ default: '' }), linkMax: 5 } };
  const { history, location, timers } = fakeBrowser();
  const address = createAddress({ params: new URLSearchParams(), history, location, timers });
  const { store } = createStore({ spec, prefix: 'p.', params: address.params, address });
  store.set({ points: '123456' }, { history: 'replace' });
  assert.equal(store.get().points, '123456');
  assert.equal(address.params.get('p.points'), null);
  assert.deepEqual(unlinkedKeys(spec, store.get()), ['points']);
  // Back or Forward to an address without it keeps it (no history entry ever held it).
  assert.deepEqual(store.reload(new URLSearchParams()), []);
  assert.equal(store.get().points, '123456');
  assert.deepEqual(readState(spec, new URLSearchParams('points=123456')).problems, [
    { key: 'points', message: 'longer than 5 characters' },
  ]);
  assert.equal(readState(spec, new URLSearchParams('points=123456'), '', { file: true }).state.points, '123456');
  assert.equal(writeState(spec, { points: '123456' }, new URLSearchParams(), '', { file: true }).get('points'), '123456');
});
