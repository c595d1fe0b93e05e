// A similarity expression of the core's language as Python source: the language already reads as Python but
// for ^, −, ·, × and its function names, so the text is rewritten token by token, never evaluated.

const FUNCTIONS = {
  dot: 'np.dot',
  norm: 'np.linalg.norm',
  sum: 'np.sum',
  abs: 'np.abs',
  exp: 'np.exp',
  log: 'np.log',
  sqrt: 'np.sqrt',
  tanh: 'np.tanh',
  cos: 'np.cos',
  sin: 'np.sin',
  min: 'np.minimum',
  max: 'np.maximum',
};
const SYMBOLS = { '^': '**', '\u2212': '-', '\u00b7': '*', '\u00d7': '*' };
// Names Python or this snippet already uses: a parameter so named gets a trailing "_" (lambda → lambda_).
const TAKEN = new Set(
  'np Z K S ev tolerance kernel False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);
// Numbers first, so the exponent of 1e5 is not read as a name.
const TOKEN = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[A-Za-z_][A-Za-z0-9_]*|[^A-Za-z_]/gu;

export const pyName = (name) => (TAKEN.has(name) ? `${name}_` : name);

/**
 * The expression as Python, and the parameter names it uses in order of first use. `dotProducts`: the positions
 * (in characters) of the "·" that are dot products of two vectors, as compileExpression reports them: those
 * become Python's @ (the same precedence as *), every other "·" a product.
 */
export function translate(expression, dotProducts = []) {
  const names = [];
  let position = 0;
  const source = (expression.match(TOKEN) ?? [])
    .map((token) => {
      const at = position;
      position += [...token].length;
      if (token === '\u00b7' && dotProducts.includes(at)) return '@';
      if (Object.hasOwn(FUNCTIONS, token)) return FUNCTIONS[token];
      if (Object.hasOwn(SYMBOLS, token)) return SYMBOLS[token];
      if (!/^[A-Za-z_]/.test(token) || token === 'x' || token === 'y') return token;
      if (!names.includes(token)) names.push(token);
      return pyName(token);
    })
    .join('');
  return { source, names };
}

/** Where the core reads "·" as a dot product in `expression` (compileExpression), or none when it does not compile. */
export function dotProductsOf(gramlab, expression) {
  try {
    return gramlab.compileExpression(expression).dotProducts;
  } catch {
    return [];
  }
}
