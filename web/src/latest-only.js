// Runs `task` now, or — if it is already running — once more when it finishes, however often it was asked
// in between: a dragged slider waits for one result, then the newest value, never a queue of stale ones.
export function latestOnly(task) {
  let running = false;
  let again = false;
  return async function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await task();
      } while (again);
    } finally {
      running = false;
    }
  };
}
