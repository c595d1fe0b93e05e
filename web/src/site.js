// Where the site's static files are, from this folder (src/): the same URL whether the page runs these
// modules as they are or as the bundle (scripts/bundle.mjs puts every chunk in src/ too).
export const VENDOR = new URL('../vendor/', import.meta.url);
// The panels' compute worker (worker.js, an entry of the bundle).
export const WORKER = new URL('./worker.js', import.meta.url);
// The exercises (?exercise=id, ?exercises): their bar, sheet and checks, an entry of the bundle loaded only there.
export const EXERCISE_PAGE = new URL('./exercise-page.js', import.meta.url);
