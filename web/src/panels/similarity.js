// Panel: is a similarity table a Gram matrix? Edit S; its eigenvalues, the verdict, cᵀSc, the two repairs and
// the vectors behind a Gram matrix follow. This module is the controller: it changes the store, asks the core
// (through ./similarity/compute.js) and hands the results to the views in ./similarity/.
import { h } from '../dom.js';
import { ARTICLE_S, SYLVESTER_A, SYLVESTER_B } from '../article-matrices.js';
import { createMatrixEditor } from '../widgets/matrix-editor.js';
import { createPresets } from '../widgets/presets.js';
import { createSendButton } from '../widgets/send-button.js';
import { createSizeRow } from '../widgets/size-row.js';
import * as compute from './similarity/compute.js';
import { parseTable } from './similarity/paste.js';
import { identity } from './similarity/presets.js';
import { createQuadraticView } from './similarity/quadratic.js';
import { createRepairView } from './similarity/repair.js';
import { STATE, isCustom } from './similarity/state.js';
import { MAX_ITEMS, MIN_ITEMS, labelsFor, resizeList, resizeTable, resizeVectors, tableProblem } from './similarity/table.js';
import { createTabs } from './similarity/tabs.js';
import { createVectorsView } from './similarity/vectors.js';
import { createVerdictView } from './similarity/verdict.js';
import { numpy } from './similarity/numpy.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountSimilarity,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

function mountSimilarity(root, { t, uid, gramlab, store, showError, send, canSend }) {
  const state = store.get;
  const linkProblems = reconcileWithTable(store);
  let labels = labelsFor(state().m.length, state().labels);
  let shownVectors = null; // {x, c, result}: X's products are computed again only when X or c changed

  const editor = createMatrixEditor({
    t,
    name: 'S',
    labels,
    editableLabels: true,
    onChange: (rows) => {
      vectors.clearMessage();
      update({ m: rows });
    },
    onLabelsChange: (names) => rename(names),
    onPaste: (text) => pasteTable(text),
  });
  const verdict = createVerdictView({ t });
  const quadratic = createQuadraticView({
    t,
    labels,
    onC: (c) => update({ c }),
    onEigenvector: () => compute.lowestEigenvector(gramlab, state().m),
  });
  const repair = createRepairView({ t, onUse: useRepair });
  const vectors = createVectorsView({
    t,
    labels,
    onX: (x) => update({ x }),
    onUseTable: (rows) => setTable(rows, labels, 'push'),
    onReconstruct: () => compute.reconstruct(gramlab, state().m),
  });
  const tabs = createTabs({
    label: t('similarity.views'),
    tabs: [
      { id: 'repair', title: t('similarity.tab.repair'), panel: repair.element },
      { id: 'vectors', title: t('similarity.tab.vectors'), panel: vectors.element },
    ],
    selected: state().view,
    onSelect: (id) => update({ view: id }, 'push'),
  });

  const sizeRow = createSizeRow({
    className: 'table-size',
    addLabel: t('similarity.size.add'),
    removeLabel: t('similarity.size.remove'),
    min: MIN_ITEMS,
    max: MAX_ITEMS,
    onResize: resize,
  });
  // A preset is a table of its own: its items take their default names, not the reader's ones.
  const preset = (key, rows) => [
    t(key),
    () => {
      presets.note('');
      setTable(rows(), [], 'push');
    },
  ];
  const presets = createPresets({
    label: t('similarity.presets'),
    announce: true,
    buttons: [
      preset('similarity.preset.S', () => ARTICLE_S),
      preset('similarity.preset.A', () => SYLVESTER_A),
      preset('similarity.preset.B', () => SYLVESTER_B),
      preset('similarity.preset.identity', () => identity(state().m.length)),
      [t('similarity.preset.random'), () => randomGram()],
    ],
  });
  const sendButton = createSendButton({
    label: t('similarity.send'),
    target: 'sylvester',
    send,
    canSend,
    value: () => state().m.map((row) => [...row]),
  });
  const pasteBox = createPasteBox();
  const results = h('div', { class: 'results' }, verdict.element, quadratic.element);
  let shownOnce = false; // whether the result views hold a result yet

  root.append(
    ...linkProblems.map(({ key, n }) => h('p', { class: 'url-problem' }, t('similarity.link.mismatch', { param: `similarity.${key}`, n }))),
    h('p', { class: 'lead' }, t('similarity.lead')),
    h(
      'div',
      { class: 'panel-body' },
      h(
        'figure',
        { class: 'table-figure' },
        h('figcaption', {}, t('similarity.table')),
        ...presets.elements,
        editor.element,
        sizeRow.element,
        pasteBox,
        sendButton,
      ),
      results,
    ),
    tabs.element,
  );

  // Random vectors X (n × d, d from the vectors view) drawn in the core, and their Gram matrix XXᵀ.
  function randomGram() {
    const seed = state().seed + 1;
    const [n, d] = [state().m.length, state().x[0].length];
    try {
      const { x, rows } = compute.randomGram(gramlab, seed, n, d);
      store.set({ seed, x }, { history: 'none', silent: true }); // written with the table, as one entry
      presets.note(t('similarity.preset.randomNote', { seed, n, d }));
      setTable(rows, [], 'push');
    } catch (error) {
      showError(error);
    }
  }

  function createPasteBox() {
    const id = `${uid}-paste`;
    const area = h('textarea', { id, rows: 4, cols: 36, spellcheck: 'false', placeholder: '1\t0.9\t0.2\n0.9\t1\t0.9\n0.2\t0.9\t1' });
    const message = h('p', { class: 'paste-message', role: 'status' });
    const apply = () => {
      const problem = pasteTable(area.value);
      area.toggleAttribute('aria-invalid', Boolean(problem));
      message.classList.toggle('error', Boolean(problem));
      message.textContent = problem ?? t('similarity.paste.done', { n: state().m.length });
    };
    return h(
      'details',
      { class: 'paste-box' },
      h('summary', {}, t('similarity.paste.summary')),
      h('label', { for: id }, t('similarity.paste.label')),
      area,
      h('p', {}, h('button', { type: 'button', onclick: apply }, t('similarity.paste.apply'))),
      message,
    );
  }

  // A pasted table replaces S (names too, if it has them); anything else leaves S alone and says why.
  function pasteTable(text) {
    const parsed = parseTable(text);
    const problem = parsed.problem ?? tableProblem(parsed.rows);
    if (problem) return `${t(`similarity.${problem.key}`, problem.params)} ${t('similarity.paste.unchanged')}`;
    presets.note('');
    setTable(parsed.rows, parsed.labels ?? labels, 'push');
    return null;
  }

  // "Use this table" is a deliberate change: its own history entry. The button goes with the repair it
  // offered, so focus goes to the table that now holds it.
  function useRepair(rows) {
    setTable(rows, labels, 'push');
    editor.focusCell(0, 0);
  }

  function resize(step) {
    presets.note('');
    setTable(resizeTable(state().m, state().m.length + step), labels, 'push');
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
      const model = { m, c, x, labels, ...compute.analyseTable(gramlab, { m, c }) };
      verdict.render(model.check);
      quadratic.render(model);
      if (view === 'repair') repair.render({ ...model, repairs: compute.repairs(gramlab, m) });
      else vectors.render({ ...model, vectors: vectorsFor(x, c) });
      shownOnce = true;
      showResults(true);
      showError(null);
    } catch (error) {
      // The last valid result stays on screen, unless there is none yet or this table overflows: then the
      // notice is the panel's one message, not beside empty or stale cards that contradict it.
      if (!shownOnce || error.code === 'OVERFLOW') showResults(false);
      showError(error);
    }
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
    presets.note('');
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
