// Panel: is a similarity table a Gram matrix? Edit S; its eigenvalues, the verdict, cᵀSc, the two repairs and
// the vectors behind a Gram matrix follow. This module is the controller: it changes the store, asks the core
// (through ./similarity/compute.js) and hands the results to the views in ./similarity/; the table and its
// controls (editor, presets, size, paste, send) are its part in ./similarity/table-figure.js.
import { h } from '../dom.js';
import * as compute from './similarity/compute.js';
import { createGeometryView } from './similarity/geometry.js';
import { createQuadraticView } from './similarity/quadratic.js';
import { createRepairView } from './similarity/repair.js';
import { createTableFigure } from './similarity/table-figure.js';
import { createExactVerdict } from './similarity/exact-verdict.js';
import { STATE, isCustom } from './similarity/state.js';
import { labelsFor, resizeList, resizeVectors, tableProblem } from './similarity/table.js';
import { createTabs } from './similarity/tabs.js';
import { createVectorsView } from './similarity/vectors.js';
import { createVerdictView } from './similarity/verdict.js';
import { numpy } from './similarity/numpy.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountSimilarity,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

function mountSimilarity(root, { t, uid, gramlab, store, jobs, showError, send, canSend, answer, laterParts }) {
  const state = store.get;
  const linkProblems = reconcileWithTable(store);
  let labels = labelsFor(state().m.length, state().labels);
  let shownVectors = null; // {x, c, result}: X's products are computed again only when X or c changed
  let shownModel = null; // the model on screen: what "vectors from the table" is refused by
  // The exact verdict runs in the worker (its part is not in the first visit's download, docs/performance.md).
  const exact = createExactVerdict({ jobs, table: () => state().m, onAnswer: () => refresh() });

  const figure = createTableFigure({
    t,
    uid,
    gramlab,
    store,
    labels: () => labels,
    send,
    canSend,
    showError,
    onEdit: (rows) => {
      vectors.clearMessage();
      update({ m: rows });
    },
    onRename: (names) => rename(names),
    onSetTable: (rows, names, history) => setTable(rows, names, history),
  });
  const { editor, sizeRow } = figure;
  const verdict = createVerdictView({ t });
  const quadratic = createQuadraticView({
    t,
    labels,
    onC: (c) => update({ c }),
    onEigenvector: () => compute.lowestEigenvector(gramlab, state().m),
  });
  const repair = createRepairView({ t, onUse: useRepair });
  const geometryOf = compute.createGeometry(gramlab);
  const geometry = createGeometryView({ t, uid, onMove: (point) => setPoint(point) });
  const vectors = createVectorsView({
    t,
    labels,
    onX: (x) => update({ x }),
    onUseTable: (rows) => setTable(rows, labels, 'push'),
    onReconstruct: () => compute.reconstruct(gramlab, state().m, shownModel.decision),
  });
  const tabs = viewTabs(t, { repair, vectors, geometry }, state().view, (id) => update({ view: id }, 'push'));

  const results = h('div', { class: 'results' }, verdict.element, quadratic.element);
  let shownOnce = false; // whether the result views hold a result yet
  let detailIn = false; // part "detail" is in: the tabs, the figure of cᵀSc and the eigenvector button work
  let detailError = null; // or it could not be loaded: the notice says so after every result
  waitForDetail({ t, tabs, laterParts }).then((error) => {
    [detailIn, detailError] = [!error, error];
    refresh();
  });

  root.append(
    ...linkProblems.map(({ key, n }) => h('p', { class: 'url-problem' }, t('similarity.link.mismatch', { param: `similarity.${key}`, n }))),
    h('p', { class: 'lead' }, t('similarity.lead')),
    h('div', { class: 'panel-body' }, figure.element, results),
    tabs.element,
  );

  // "Use this table" is a deliberate change: its own history entry. The button goes with the repair it
  // offered, so focus goes to the table that now holds it.
  function useRepair(rows) {
    setTable(rows, labels, 'push');
    editor.focusCell(0, 0);
  }

  /** Replaces the whole table; c, X and the names follow its size. */
  function setTable(rows, names = labels, history = 'replace') {
    const n = rows.length;
    labels = labelsFor(n, names);
    const { c, x } = state();
    store.set({ m: rows.map((row) => [...row]), c: resizeList(c, n, 0), x: resizeVectors(x, n, x[0].length), labels }, { history });
    showTable();
  }

  // Everything that shows the table's size or names (after a new table, or Back to another one).
  function showTable() {
    editor.setMatrix(state().m, { labels });
    showInputs();
    vectors.clearMessage();
    refresh();
  }

  // The elliptope's point dragged or moved by keys: its three cosines become the table's off-diagonal cells.
  function setPoint(point) {
    const rows = correlationTable(point);
    editor.setMatrix(rows, { labels });
    update({ m: rows });
  }

  function rename(names) {
    labels = names;
    showInputs();
    update({ labels: names });
  }

  // The inputs that carry the table's size or names, besides the table itself.
  function showInputs() {
    quadratic.setC(state().c, labels);
    vectors.setVectors(state().x, labels);
    sizeRow.show(state().m.length);
  }

  // A typed cell or name replaces the current entry at once (a link copied right after typing carries it).
  function update(patch, history = 'replace') {
    store.set(patch, { history });
    refresh();
  }

  // The core's answers for the table on screen, computed here and handed to the views.
  function refresh() {
    const { m, c, x, view } = state();
    try {
      const model = { m, c, x, labels, detailIn, detailError, ...compute.analyseTable(gramlab, { m, c }, exact.answerFor(m), detailIn) };
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

  // The selected tab's view, with the numbers it needs from part "detail".
  function renderTab(view, model) {
    const { m, x, c } = model;
    if (view === 'repair') repair.render({ ...model, repairs: compute.repairs(gramlab, m) });
    else if (view === 'geometry') geometry.render({ ...model, geometry: geometryOf(t, m, model.decision) });
    else vectors.render({ ...model, vectors: vectorsFor(x, c) });
  }

  function showResults(on) {
    results.hidden = !on;
    tabs.element.hidden = !on;
  }

  function vectorsFor(x, c) {
    if (shownVectors?.x !== x || shownVectors.c !== c) shownVectors = { x, c, result: compute.vectors(gramlab, { x, c }) };
    return shownVectors.result;
  }

  // Back or Forward: the table, names, c, X and view the address holds.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    reconcileWithTable(store);
    labels = labelsFor(next.m.length, state().labels);
    figure.clearNote();
    tabs.select(state().view);
    showTable();
  });

  editor.setMatrix(state().m, { labels });
  showInputs();
  refresh();

  return {
    /** A table from another panel (Sylvester): shown if the editor could hold it, else a message. */
    receive(rows) {
      const problem = tableProblem(rows);
      if (problem) showError({ code: problem.code, message: t(`similarity.${problem.key}`, problem.params) });
      else setTable(rows, labels, 'push');
    },
  };
}

// The three views under the results, one tab each, in this order.
function viewTabs(t, views, selected, onSelect) {
  const tabs = Object.entries(views).map(([id, view]) => ({ id, title: t(`similarity.tab.${id}`), panel: view.element }));
  return createTabs({ label: t('similarity.views'), tabs, selected, onSelect });
}

// Part "detail" (the eigenvectors behind the three views, the figure of cᵀSc) comes after the first result:
// until then the views, which hold no numbers yet, are hidden under a line that says they are on their way (the
// tabs busy). Resolves once it is in (null) or cannot be (the error, and the line says so).
function waitForDetail({ t, tabs, laterParts }) {
  const waiting = h('p', { class: 'hint view-waiting' }, t('similarity.viewWaiting'));
  const views = [...tabs.element.querySelectorAll('[role="tabpanel"] > *')];
  const wait = (on) => {
    tabs.element.toggleAttribute('aria-busy', on);
    for (const view of views) view.hidden = on;
  };
  tabs.element.firstElementChild.after(waiting);
  wait(true);
  return laterParts.then(
    () => {
      waiting.remove();
      wait(false);
      return null;
    },
    (error) => {
      waiting.textContent = t('error.LOAD_FAILED');
      return error;
    },
  );
}

// The 3 × 3 correlation table whose off-diagonal cells are the cosines (ab, ac, bc).
const correlationTable = ([ab, ac, bc]) => [
  [1, ab, ac],
  [ab, 1, bc],
  [ac, bc, 1],
];

// c, X and the names must fit the table's n. A value from the link that does not fit falls back to its default
// (fitted to n) and is reported; a default that does not fit is fitted silently.
function reconcileWithTable(store) {
  const state = store.get();
  const n = state.m.length;
  const problems = [];
  const fitted = {};
  const fit = (key, fits, value) => {
    if (fits) return;
    if (isCustom(state, key)) problems.push({ key, n });
    fitted[key] = value;
  };
  fit('c', state.c.length === n, resizeList(STATE.c.default, n, 0));
  fit('x', state.x.length === n, resizeVectors(STATE.x.default, n, STATE.x.default[0].length));
  fit('labels', state.labels.length <= n, []);
  store.set(fitted, { history: 'none', silent: true });
  return problems;
}
