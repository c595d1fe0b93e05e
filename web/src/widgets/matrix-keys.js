// The matrix editor's keyboard navigation, like a spreadsheet's: ↑/↓ and Enter (Shift+Enter up) move between
// rows; ←/→ edit the text and move to the next cell only from the text's edge; Home/End do the same for the
// row's first and last cell, and Ctrl+Home/End go to the table's corners.

/** Moves focus from cell (i, j) as `event`'s key says; `inputs`: the table's cells, row by row. */
export function moveByKey(event, inputs, i, j) {
  if (event.altKey || event.metaKey || event.isComposing) return;
  const input = event.target;
  // A cell entered by these keys has its text selected: then the next key moves on at once.
  const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
  const caret = input.selectionStart === input.selectionEnd ? input.selectionStart : null;
  const atStart = whole || caret === 0;
  const atEnd = whole || caret === input.value.length;
  const last = inputs[i].length - 1;
  const ctrl = event.ctrlKey;
  const target = {
    ArrowUp: !ctrl && [i - 1, j],
    ArrowDown: !ctrl && [i + 1, j],
    Enter: !ctrl && [event.shiftKey ? i - 1 : i + 1, j],
    ArrowLeft: !ctrl && atStart && [i, j - 1],
    ArrowRight: !ctrl && atEnd && [i, j + 1],
    Home: ctrl ? [0, 0] : atStart && [i, 0],
    End: ctrl ? [inputs.length - 1, inputs.at(-1).length - 1] : atEnd && [i, last],
  }[event.key];
  const cell = target && inputs[target[0]]?.[target[1]];
  if (!cell || cell === input) return;
  event.preventDefault();
  cell.focus();
  cell.select();
}
