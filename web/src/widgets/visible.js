// Runs a task once, the first time an element comes near the screen (within 200 px, or `margin`): what only a
// visible element needs (KaTeX for a formula, uPlot for a plot) is not downloaded before then. One observer
// per margin for all elements.
const observers = new Map(); // margin → IntersectionObserver
const tasks = new WeakMap(); // element → task

/** @param {{margin?: string}} [options] margin: IntersectionObserver's rootMargin ('200px' unless given) */
export function whenVisible(element, task, { margin = '200px' } = {}) {
  let observer = observers.get(margin);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          if (!isIntersecting) continue;
          observer.unobserve(target);
          tasks.get(target)?.();
          tasks.delete(target);
        }
      },
      { rootMargin: margin },
    );
    observers.set(margin, observer);
  }
  tasks.set(element, task);
  observer.observe(element);
}
