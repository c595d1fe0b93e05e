// The similarity panel's analysis run: each change written to the store (update), then the core's answers for
// the table on screen, handed to the views — the eigenvalues and the verdict, cᵀSc, and the selected tab's
// numbers (the repairs, the elliptope, the vectors' products) once part "detail" is in (detail-wait.js). The
// exact verdict comes from the worker (exact-verdict.js) and asks for a refresh when it lands. Part of the
// controller.
import * as compute from './compute.js';
import { waitForDetail } from './detail-wait.js';
import { createExactVerdict } from './exact-verdict.js';

/**
 * @param {{t: Function, gramlab: object, store: object, jobs: object, labels: () => string[], laterParts: Promise<unknown>,
 *   views: ReturnType<typeof import('./result-views.js').createResultViews>, answer: Function, showError: Function}} options
 *   labels: the table's names now; views: the result views.
 */
export function createAnalysisRun({ t, gramlab, store, jobs, labels, laterParts, views, answer, showError }) {
  const state = store.get;
  const { verdict, quadratic, repair, geometry, vectors, tabs, showResults } = views;
  let shownVectors = null; // {x, c, result}: X's products are computed again only when X or c changed
  let shownModel = null; // the model on screen: what "vectors from the table" is refused by
  // The exact verdict runs in the worker (its part is not in the first visit's download, docs/performance.md).
  const exact = createExactVerdict({ jobs, table: () => state().m, onAnswer: () => refresh() });
  const geometryOf = compute.createGeometry(gramlab);

  let shownOnce = false; // whether the result views hold a result yet
  let detailIn = false; // part "detail" is in: the tabs, the figure of cᵀSc and the eigenvector button work
  let detailError = null; // or it could not be loaded: the notice says so after every result
  waitForDetail({ t, tabs, laterParts }).then((error) => {
    [detailIn, detailError] = [!error, error];
    refresh();
  });

  // The core's answers for the table on screen, computed here and handed to the views.
  function refresh() {
    const { m, c, x, view } = state();
    try {
      const model = {
        m,
        c,
        x,
        labels: labels(),
        detailIn,
        detailError,
        ...compute.analyseTable(gramlab, { m, c }, exact.answerFor(m), detailIn),
      };
      shownModel = model;
      verdict.render(model.check, model.decision);
      if (model.decision.isPSD !== null) answer(model.decision.isPSD ? 'yes' : 'no', { m }); // not while the exact check is pending
      quadratic.render(model);
      if (detailIn) renderTab(view, model);
      shownOnce = true;
      showResults(true);
      showError(detailError);
    } catch (error) {
      // The last valid result stays on screen, unless there is none yet or this table overflows: then the
      // notice is the panel's one message, not beside empty or stale cards that contradict it.
      if (!shownOnce || error.code === 'OVERFLOW') showResults(false);
      showError(error);
    }
  }

  /**
   * A change of the table, its names, c, X or the tab: written to the store, then answered. A typed cell or name
   * is an edit, its own history entry once it settles (runtime/store.js).
   * @param {object} patch @param {import('../panel.js').HistoryMode} [history]
   */
  function update(patch, history = 'debounce') {
    store.set(patch, { history });
    refresh();
  }

  // The selected tab's view, with the numbers it needs from part "detail".
  function renderTab(view, model) {
    const { m, x, c } = model;
    if (view === 'repair') repair.render({ ...model, repairs: compute.repairs(gramlab, m) });
    else if (view === 'geometry') geometry.render({ ...model, geometry: geometryOf(t, m, model.decision) });
    else vectors.render({ ...model, vectors: vectorsFor(x, c) });
  }

  function vectorsFor(x, c) {
    if (shownVectors?.x !== x || shownVectors.c !== c) shownVectors = { x, c, result: compute.vectors(gramlab, { x, c }) };
    return shownVectors.result;
  }

  return {
    refresh,
    update,
    /** The eigenvector of the table's smallest eigenvalue, as c. */
    lowestEigenvector: () => compute.lowestEigenvector(gramlab, state().m),
    /** Vectors X from the table on screen (throws the core's error, or NOT_PSD by the verdict shown). */
    reconstruct: () => compute.reconstruct(gramlab, state().m, shownModel.decision),
  };
}
