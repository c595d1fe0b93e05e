// The facade's members as web/src/gramlab.d.ts declares them (its `GramLab` interface), each with the
// `@example` calls of its doc comment: interface.test.mjs compares the names with the facade's,
// declared-results.test.mjs runs the calls and compares what they return with the declared types.

/** [{name, examples: [code]}] in declaration order; a member's doc comment is the one right above it. */
export function declaredMembers(dts) {
  const start = dts.indexOf('export interface GramLab {');
  if (start < 0) throw new Error('gramlab.d.ts has no GramLab interface');
  const lines = dts.slice(start, dts.indexOf('\n}', start)).split('\n').slice(1);
  const members = [];
  let comment = [];
  let inComment = false;
  for (const line of lines) {
    if (line.trim().startsWith('/**')) inComment = true;
    if (inComment) {
      comment.push(line);
      if (line.includes('*/')) inComment = false;
      continue;
    }
    const name = line.match(/^ {2}(?:readonly )?(\w+)[(:]/)?.[1];
    if (name) members.push({ name, examples: examplesOf(comment) });
    comment = [];
  }
  return members;
}

/** The code of each `@example` tag of a doc comment's lines: up to the next tag or the comment's end. */
function examplesOf(comment) {
  const text = comment
    .join('\n')
    .replace(/\/\*\*|\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  return text
    .split('@example')
    .slice(1)
    .map((tag) => tag.split(/\n\s*@/)[0].trim());
}
