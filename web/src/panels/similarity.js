// @ts-check
// Panel: is a similarity table a Gram matrix? Edit S; its eigenvalues, the verdict, cᵀSc, the two repairs and
// the vectors behind a Gram matrix follow. This module is the controller: it changes the store and wires its
// parts in ./similarity/ to the views there — the core's answers for the table on screen (analysis-run.js, which
// asks through compute.js), the table and its controls (editor, presets, size, paste, send: table-figure.js).
import { h } from '../dom.js';
import { createAnalysisRun } from './similarity/analysis-run.js';
import { createResultViews } from './similarity/result-views.js';
import { createTableFigure } from './similarity/table-figure.js';
import { STATE, isCustom } from './similarity/state.js';
import { labelsFor, resizeList, resizeVectors, tableProblem } from './similarity/table.js';
import { numpy } from './similarity/numpy.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
/** @type {import('./panel.js').PanelModule} */
export default {
  mount: mountSimilarity,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

/**
 * @param {HTMLElement} root
 * @param {import('./panel.js').PanelContext} context
 */
function mountSimilarity(root, { t, uid, gramlab, store, jobs, showError, send, canSend, answer, laterParts }) {
  const state = store.get;
  const linkProblems = reconcileWithTable(store);
  let labels = labelsFor(state().m.length, state().labels);

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
      run.update({ m: rows });
    },
    onRename: (names) => rename(names),
    onSetTable: (rows, names, history) => setTable(rows, names, history),
  });
  const { editor, sizeRow } = figure;
  const views = createResultViews({
    t,
    uid,
    labels,
    view: state().view,
    onC: (c) => run.update({ c }),
    onEigenvector: () => run.lowestEigenvector(),
    onUseRepair: (rows) => useRepair(rows),
    onMovePoint: (point) => setPoint(point),
    onX: (x) => run.update({ x }),
    onUseVectors: (rows) => setTable(rows, labels, 'push'),
    onReconstruct: () => run.reconstruct(),
    onView: (id) => run.update({ view: id }, 'push'),
  });
  const { quadratic, vectors, tabs } = views;
  const run = createAnalysisRun({ t, gramlab, store, jobs, labels: () => labels, laterParts, views, answer, showError });

  root.append(
    ...linkProblems.map(({ key, n }) => h('p', { class: 'url-problem' }, t('similarity.link.mismatch', { param: `similarity.${key}`, n }))),
    h('p', { class: 'lead' }, t('similarity.lead')),
    h('div', { class: 'panel-body' }, figure.element, views.results),
    tabs.element,
  );

  // "Use this table" is a deliberate change: its own history entry. The button goes with the repair it
  // offered, so focus goes to the table that now holds it.
  function useRepair(rows) {
    setTable(rows, labels, 'push');
    editor.focusCell(0, 0);
  }

  /**
   * Replaces the whole table; c, X and the names follow its size.
   * @param {number[][]} rows @param {string[]} [names] @param {import('./panel.js').HistoryMode} [history]
   */
  function setTable(rows, names = labels, history = 'debounce') {
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
    run.refresh();
  }

  // The elliptope's point dragged or moved by keys: its three cosines become the table's off-diagonal cells.
  function setPoint(point) {
    const rows = correlationTable(point);
    editor.setMatrix(rows, { labels });
    run.update({ m: rows });
  }

  function rename(names) {
    labels = names;
    showInputs();
    run.update({ labels: names });
  }

  // The inputs that carry the table's size or names, besides the table itself.
  function showInputs() {
    quadratic.setC(state().c, labels);
    vectors.setVectors(state().x, labels);
    sizeRow.show(state().m.length);
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
  run.refresh();

  return {
    /** A table from another panel (Sylvester): shown if the editor could hold it, else a message. */
    receive(rows) {
      const problem = tableProblem(rows);
      if (problem) showError({ code: problem.code, message: t(`similarity.${problem.key}`, problem.params) });
      else setTable(rows, labels, 'push');
    },
  };
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
