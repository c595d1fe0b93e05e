// Panel: is a similarity table a Gram matrix? Edit S; its eigenvalues and the PSD verdict follow.
import { h } from '../dom.js';
import en from '../i18n/en/similarity.js';
import ko from '../i18n/ko/similarity.js';
import { fixed } from '../format.js';
import { fields } from '../state.js';
import { createMatrixEditor } from '../widgets/matrix-editor.js';

const ARTICLE_S = [
  [1, 0.9, 0.2],
  [0.9, 1, 0.9],
  [0.2, 0.9, 1],
];

export default {
  id: 'similarity',
  titleKey: 'similarity.title',
  strings: { ko, en },
  state: {
    m: fields.matrix({ default: ARTICLE_S, maxRows: 12, maxCols: 12, square: true }),
  },

  mount(root, { t, gramlab, state, commit, showError }) {
    const labels = 'ABCDEFGHIJKL'.split('');
    const editor = createMatrixEditor({
      t,
      name: 'S',
      labels,
      onChange: (rows) => {
        state.m = rows;
        commit(state);
        compute();
      },
    });
    const values = h('ol', { class: 'eigenvalues', 'aria-live': 'polite' });
    const verdict = h('p', { class: 'verdict', 'aria-live': 'polite' });

    root.append(
      h('p', { class: 'lead' }, t('similarity.lead')),
      h('div', { class: 'panel-body' },
        h('figure', {}, h('figcaption', {}, t('similarity.table')), editor.element),
        h('div', { class: 'results' }, h('h3', {}, t('similarity.eigenvalues')), values, verdict),
      ),
    );

    function compute() {
      try {
        render(gramlab.psdCheck(state.m));
        showError(null);
      } catch (error) {
        showError(error); // the last valid result stays on screen
      }
    }

    function render(check) {
      values.replaceChildren(
        ...Array.from(check.eigenvalues, (x, i) => h('li', { class: i < check.negativeCount ? 'negative' : null }, fixed(x, 3))),
      );
      verdict.className = `verdict ${check.isPSD ? 'yes' : 'no'}`;
      verdict.textContent = t(check.isPSD ? 'similarity.verdict.psd' : 'similarity.verdict.notPsd');
      verdict.dataset.psd = String(check.isPSD);
    }

    function show(rows) {
      state.m = rows;
      editor.setMatrix(rows);
      compute();
    }

    show(state.m);
    return {
      receive(rows) {
        show(rows);
        commit(state);
      },
    };
  },
};
