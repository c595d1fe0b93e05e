// An editable table of numbers. Bad cells get a message beside them and are never passed on:
// onChange(rows) fires only when every cell parses, so the panel keeps its last valid result.
import { h } from '../dom.js';
import { parseCell } from '../format.js';

let editorCount = 0;

/**
 * @param {{t: Function, name: string, labels: string[], symmetric?: boolean, onChange: (rows: number[][]) => void}} options
 */
export function createMatrixEditor({ t, name, labels, symmetric = true, onChange }) {
  const uid = `matrix-${++editorCount}`;
  let inputs = [];
  const table = h('table', { class: 'matrix-editor' });
  const message = h('p', { class: 'cell-message', id: `${uid}-message`, role: 'alert', hidden: true });
  const element = h('div', { class: 'matrix-editor-wrap' }, table, message);

  function setMatrix(rows) {
    const n = rows.length;
    inputs = rows.map((row, i) =>
      row.map((x, j) =>
        h('input', {
          type: 'text',
          inputmode: 'decimal',
          autocomplete: 'off',
          spellcheck: 'false',
          value: String(x),
          'aria-label': `${name} (${labels[i] ?? i + 1}, ${labels[j] ?? j + 1})`,
          dataset: { row: i, col: j },
          oninput: (event) => edit(i, j, event.target),
        }),
      ),
    );
    table.replaceChildren(
      h('thead', {}, h('tr', {}, h('th', {}), ...labels.slice(0, n).map((label) => h('th', { scope: 'col' }, label)))),
      h('tbody', {}, ...inputs.map((row, i) => h('tr', {}, h('th', { scope: 'row' }, labels[i]), ...row.map((input) => h('td', {}, input))))),
    );
    showProblems();
  }

  function edit(i, j, input) {
    if (symmetric && i !== j) inputs[j][i].value = input.value;
    const problems = showProblems();
    if (!problems.length) onChange(getMatrix());
  }

  // Marks every bad cell, says what is wrong with the first one, and returns all problems.
  function showProblems() {
    const problems = [];
    inputs.forEach((row, i) =>
      row.forEach((input, j) => {
        const { error } = parseCell(input.value);
        input.toggleAttribute('aria-invalid', Boolean(error));
        if (error) {
          input.setAttribute('aria-describedby', message.id);
          problems.push({ i, j, error });
        } else input.removeAttribute('aria-describedby');
      }),
    );
    message.hidden = !problems.length;
    if (problems.length) {
      const { i, j, error } = problems[0];
      message.textContent = `${name}(${labels[i]}, ${labels[j]}): ${t(`cell.${error}`)} ${t('cell.kept')}`;
    }
    return problems;
  }

  const getMatrix = () => inputs.map((row) => row.map((input) => parseCell(input.value).value));

  return { element, setMatrix, getMatrix };
}
