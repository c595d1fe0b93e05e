// The matrix editor's message under the table: every bad cell and label is marked (aria-invalid, described by the
// message), the first one is said there, or else what a multi-value paste could not do, until the next edit.
import { h } from '../dom.js';
import { parseCell } from '../format.js';
import { labelProblem } from './matrix-labels.js';

/** @param {{t: Function, id: string}} options id: the message's, which the bad cells point to. */
export function createCellProblems({ t, id }) {
  const message = h('p', { class: 'cell-message', id, role: 'alert', hidden: true });
  let pasteProblem = null; // {input, text}: shown until the next edit

  /**
   * Marks every bad cell and label, says what is wrong with the first one, and returns the cell problems
   * ({i, j, text}); `typing`: cells with a half-typed number, not reported yet; `nameOf(i, j)`: a cell's name.
   */
  function show({ labelInputs, inputs, nameOf, typing = [] }) {
    const problems = [];
    const mark = (input, problem) => {
      input.toggleAttribute('aria-invalid', Boolean(problem));
      if (problem || input === pasteProblem?.input) input.setAttribute('aria-describedby', message.id);
      else input.removeAttribute('aria-describedby');
    };
    labelInputs.forEach((input, i) => {
      const error = labelProblem(input.value);
      mark(input, error);
      if (error) problems.push({ text: `${t('matrix.labelName', { index: i + 1 })}: ${t(`matrix.label.${error}`)}` });
    });
    inputs.forEach((row, i) =>
      row.forEach((input, j) => {
        const { error } = typing.includes(input) ? {} : parseCell(input.value);
        mark(input, error);
        if (error) problems.push({ i, j, text: `${nameOf(i, j)}: ${t(`cell.${error}`)} ${t('cell.kept')}` });
      }),
    );
    const shown = problems[0]?.text ?? pasteProblem?.text;
    message.hidden = !shown;
    message.textContent = shown ?? '';
    return problems.filter((problem) => problem.i !== undefined);
  }

  return {
    element: message,
    show,
    /** What a paste into `input` could not do: said until the next edit (show() says it). */
    pasteFailed: (input, text) => (pasteProblem = { input, text }),
    /** An edit: the paste's message is no longer about the table. */
    forgetPaste: () => (pasteProblem = null),
  };
}
