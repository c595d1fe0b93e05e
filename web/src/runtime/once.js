// A task asked for by several callers (a panel's code: its section coming near the screen, a value sent to it,
// its tools) runs once and every caller gets the same promise; a failure is forgotten, so the next call (Retry)
// runs the task again instead of repeating the old error.
export function onceUntilFailed(task) {
  let running = null;
  return () => {
    running ??= Promise.resolve()
      .then(task)
      .catch((error) => {
        running = null;
        throw error;
      });
    return running;
  };
}
