// Panel: is a similarity table a Gram matrix? Edit S; its eigenvalues, the verdict, cᵀSc, the two repairs and
// the vectors behind a Gram matrix follow. The pieces live in ./similarity/; this module owns the state.
import { h } from '../dom.js';
import en from '../i18n/en/similarity.js';
import ko from '../i18n/ko/similarity.js';
import { toNested } from '../matrix.js';
import { createMatrixEditor } from '../widgets/matrix-editor.js';
import { parseTable } from './similarity/paste.js';
import { ARTICLE_S, SYLVESTER_A, SYLVESTER_B, identity } from './similarity/presets.js';
import { createQuadraticView } from './similarity/quadratic.js';
import { createRepairView } from './similarity/repair.js';
import { STATE, isCustom } from './similarity/state.js';
import { MAX_ITEMS, MIN_ITEMS, labelsFor, resizeList, resizeTable, resizeVectors, tableProblem } from './similarity/table.js';
import { createTabs } from './similarity/tabs.js';
import { createVectorsView } from './similarity/vectors.js';
import { createVerdictView } from './similarity/verdict.js';

let mountCount = 0; // ids stay unique when a page mounts the panel twice (two <gram-lab> elements)

export default {
  id: 'similarity',
  titleKey: 'similarity.title',
  strings: { ko, en },
  state: STATE,
  mount: mountSimilarity,
};

function mountSimilarity(root, { t, gramlab, state, commit, showError, send, canSend }) {
  const linkProblems = reconcileWithTable(state);
  let labels = labelsFor(state.m.length, state.labels);

  const editor = createMatrixEditor({
    t,
    name: 'S',
    labels,
    editableLabels: true,
    onChange: (rows) => {
      state.m = rows;
      vectors.clearMessage();
      update();
    },
    onLabelsChange: (names) => rename(names),
    onPaste: (text) => pasteTable(text),
  });
  const verdict = createVerdictView({ t });
  const quadratic = createQuadraticView({ t, gramlab, labels, onC: (c) => ((state.c = c), update()) });
  const repair = createRepairView({ t, gramlab, onUse: (rows) => setTable(rows) });
  const vectors = createVectorsView({ t, gramlab, labels, onX: (x) => ((state.x = x), update()), onUseTable: (rows) => setTable(rows) });
  const views = { repair, vectors };
  const tabs = createTabs({
    label: t('similarity.views'),
    tabs: [
      { id: 'repair', title: t('similarity.tab.repair'), panel: repair.element },
      { id: 'vectors', title: t('similarity.tab.vectors'), panel: vectors.element },
    ],
    selected: state.view,
    onSelect: (id) => ((state.view = id), update()),
  });

  const size = h('span', { class: 'table-size' });
  const addItem = h('button', { type: 'button', onclick: () => resize(1) }, t('similarity.size.add'));
  const removeItem = h('button', { type: 'button', onclick: () => resize(-1) }, t('similarity.size.remove'));
  const presetNote = h('p', { class: 'preset-note', role: 'status' });
  const sendButton = h('button', { type: 'button', class: 'send', hidden: true, onclick: () => sendToSylvester() }, t('similarity.send'));
  const pasteBox = createPasteBox();

  root.append(
    ...linkProblems.map(({ key, n }) => h('p', { class: 'url-problem' }, t('similarity.link.mismatch', { param: `similarity.${key}`, n }))),
    h('p', { class: 'lead' }, t('similarity.lead')),
    h('div', { class: 'panel-body' },
      h('figure', { class: 'table-figure' },
        h('figcaption', {}, t('similarity.table')),
        presetButtons(),
        presetNote,
        editor.element,
        h('div', { class: 'button-row' }, size, addItem, removeItem),
        pasteBox,
        h('p', {}, sendButton),
      ),
      h('div', { class: 'results' }, verdict.element, quadratic.element),
    ),
    tabs.element,
  );

  // Every panel is mounted once this task ends; only then can we ask whether Sylvester is on the page.
  queueMicrotask(() => (sendButton.hidden = !canSend('sylvester')));

  function presetButtons() {
    const preset = (key, rows) => h('button', { type: 'button', onclick: () => ((presetNote.textContent = ''), setTable(rows())) }, t(key));
    return h('div', { class: 'button-row presets', role: 'group', 'aria-label': t('similarity.presets') },
      preset('similarity.preset.S', () => ARTICLE_S),
      preset('similarity.preset.A', () => SYLVESTER_A),
      preset('similarity.preset.B', () => SYLVESTER_B),
      preset('similarity.preset.identity', () => identity(state.m.length)),
      h('button', { type: 'button', onclick: () => randomGram() }, t('similarity.preset.random')),
    );
  }

  // Random vectors X (n × d, d from the vectors view) drawn in the core, and their Gram matrix XXᵀ.
  function randomGram() {
    const seed = state.seed + 1;
    const [n, d] = [state.m.length, state.x[0].length];
    try {
      const x = gramlab.randomNormal(seed, n, d);
      const rows = toNested(gramlab.gramFromVectors(x).gram);
      state.seed = seed;
      state.x = toNested(x);
      presetNote.textContent = t('similarity.preset.randomNote', { seed, n, d });
      setTable(rows);
    } catch (error) {
      showError(error);
    }
  }

  function createPasteBox() {
    const id = `similarity-paste-${++mountCount}`;
    const area = h('textarea', { id, rows: 4, cols: 36, spellcheck: 'false', placeholder: '1\t0.9\t0.2\n0.9\t1\t0.9\n0.2\t0.9\t1' });
    const message = h('p', { class: 'paste-message', role: 'status' });
    const apply = () => {
      const problem = pasteTable(area.value);
      area.toggleAttribute('aria-invalid', Boolean(problem));
      message.classList.toggle('error', Boolean(problem));
      message.textContent = problem ?? t('similarity.paste.done', { n: state.m.length });
    };
    return h('details', { class: 'paste-box' },
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
    presetNote.textContent = '';
    setTable(parsed.rows, parsed.labels ?? labels);
    return null;
  }

  function resize(step) {
    presetNote.textContent = '';
    setTable(resizeTable(state.m, state.m.length + step));
  }

  /** Replaces the whole table; c, X and the names follow its size. */
  function setTable(rows, names = labels) {
    const n = rows.length;
    state.m = rows.map((row) => [...row]);
    state.c = resizeList(state.c, n, 0);
    state.x = resizeVectors(state.x, n, state.x[0].length);
    labels = labelsFor(n, names);
    state.labels = labels;
    editor.setMatrix(state.m, { labels });
    showInputs();
    vectors.clearMessage();
    update();
  }

  function rename(names) {
    labels = names;
    state.labels = names;
    showInputs();
    update();
  }

  // The inputs that carry the table's size or names, besides the table itself.
  function showInputs() {
    quadratic.setC(state.c, labels);
    vectors.setVectors(state.x, labels);
    const n = state.m.length;
    size.textContent = `n = ${n}`;
    addItem.disabled = n >= MAX_ITEMS;
    removeItem.disabled = n <= MIN_ITEMS;
  }

  function update() {
    commit(state);
    refresh();
  }

  function refresh() {
    try {
      const check = gramlab.psdCheck(state.m);
      verdict.render(check);
      const model = { m: state.m, c: state.c, x: state.x, labels, check };
      quadratic.render(model);
      views[state.view].render(model);
      showError(null);
    } catch (error) {
      showError(error); // the last valid result stays on screen
    }
  }

  function sendToSylvester() {
    if (canSend('sylvester')) send('sylvester', state.m.map((row) => [...row]));
    else sendButton.hidden = true;
  }

  editor.setMatrix(state.m, { labels });
  showInputs();
  refresh();

  return {
    /** A table from another panel (Sylvester): shown if the editor could hold it, else a message. */
    receive(rows) {
      const problem = tableProblem(rows);
      if (problem) showError({ code: problem.code, message: t(`similarity.${problem.key}`, problem.params) });
      else setTable(rows);
    },
  };
}

// c, X and the names must fit the table's n. A value from the link that does not fit falls back to its default
// (fitted to n) and is reported; a default that does not fit is fitted silently.
function reconcileWithTable(state) {
  const n = state.m.length;
  const problems = [];
  const fit = (key, fits, fitted) => {
    if (fits) return;
    if (isCustom(state, key)) problems.push({ key, n });
    state[key] = fitted;
  };
  fit('c', state.c.length === n, resizeList(STATE.c.default, n, 0));
  fit('x', state.x.length === n, resizeVectors(STATE.x.default, n, STATE.x.default[0].length));
  fit('labels', state.labels.length <= n, []);
  return problems;
}
