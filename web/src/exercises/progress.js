// What this browser remembers of the exercises: tried or solved, per id, in localStorage only (nothing leaves the
// page). A sandboxed frame or a private window may refuse storage, or hold anything under the key: then nothing is
// remembered, and the page works the same.
const KEY = 'gram-lab.exercises';
const MARKS = ['tried', 'solved'];

function storage() {
  try {
    return globalThis.localStorage ?? null; // reading the property itself throws in a sandboxed frame
  } catch {
    return null;
  }
}

/** {id: 'tried' | 'solved'} for the ids in `ids`; {} when storage is refused or holds something else. */
export function readProgress(ids) {
  let stored;
  try {
    stored = JSON.parse(storage()?.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(ids.filter((id) => Object.hasOwn(stored, id) && MARKS.includes(stored[id])).map((id) => [id, stored[id]]));
}

/** Remembers `mark` for `id` (a solved exercise stays solved); false when storage refuses. */
export function markProgress(id, mark, ids) {
  const progress = readProgress(ids);
  const store = storage();
  if (!store) return false;
  if (progress[id] === 'solved' || progress[id] === mark) return true;
  try {
    store.setItem(KEY, JSON.stringify({ ...progress, [id]: mark }));
    return true;
  } catch {
    return false;
  }
}
