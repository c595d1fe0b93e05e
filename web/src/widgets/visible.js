// Runs a task once, the first time an element comes within 200 px of the screen: what only a visible
// element needs (KaTeX for a formula, uPlot for a plot) is not downloaded before then. One observer for all.
let observer = null;
const tasks = new WeakMap(); // element → task

export function whenVisible(element, task) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        tasks.get(target)?.();
        tasks.delete(target);
      }
    },
    { rootMargin: '200px' },
  );
  tasks.set(element, task);
  observer.observe(element);
}
