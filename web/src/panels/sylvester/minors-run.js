// The all-minors view's run: up to 1023 minors in exact arithmetic can take a tenth of a second, so the worker
// lists them, with the direction c a negative one gives; that minor's block is shaded in the matrix. Part of
// the controller.
import { allMinorsStep } from './compute.js';
import { indexSet } from './text.js';

/**
 * @param {{t: Function, jobs: import('../panel.js').Jobs,
 *   all: ReturnType<typeof import('./all-minors.js').createAllMinorsView>,
 *   figure: ReturnType<typeof import('./matrix-figure.js').createMatrixFigure>, showError: Function}} options
 *   all: the all-minors view; figure: the matrix and its shading.
 */
export function createMinorsRun({ t, jobs, all, figure, showError }) {
  const job = jobs.job();

  /** Lists every principal minor of `m` (newest wins); a failure keeps the list on screen, dimmed no more. */
  async function list(m) {
    all.setBusy(true, m.length);
    const outcome = await job.run([allMinorsStep(m)]);
    if (outcome.status === 'done') {
      const [[minors, direction]] = outcome.values;
      all.render({ n: m.length, minors, direction });
      if (direction) figure.shade(direction.indices, t('sylvester.block.minor', { indices: indexSet(direction.indices) }));
      else figure.shade([], '');
    } else if (outcome.status === 'failed') {
      figure.shade([], '');
      if (outcome.error.code === 'TOO_LARGE') return all.tooLarge(m.length);
      all.setBusy(false);
      showError(outcome.error);
    }
  }

  return {
    list,
    /** An answer still on its way belongs to the other view: drop it. */
    drop: () => job.drop(),
  };
}
