// A paste into a matrix editor's cell: a single value is pasted by the browser as usual; a block of values
// (split by spaces, tabs, newlines, commas or semicolons) is the panel's to read as a table.

/** The text of a pasted block of values, with the browser's own paste prevented; null for a single value. */
export function pastedBlock(event) {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (!/[\s,;]/.test(text.trim())) return null;
  event.preventDefault();
  return text;
}
