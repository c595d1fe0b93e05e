// Pieces of the "copy as numpy" snippets: Python literals that read back the same doubles, and the article's
// seeded point set. Each panel's recipe (panels/<id>/numpy.js) builds its snippet from these.

/** A finite double as Python reads it back exactly (JavaScript's shortest round trip: 0.9, 1e-7, 1e+300). */
export const pyNumber = (x) => String(x);

/** np.array([[…], …]) of a matrix given as rows of numbers. */
export const pyMatrix = (rows) => `np.array([${rows.map((row) => `[${row.map(pyNumber).join(', ')}]`).join(', ')}], dtype=float)`;

/** The article's point set: numpy's default_rng(seed).normal(size=(n, d)); the page draws the same stream. */
export const seededPoints = ({ seed, n, d }) => `Z = np.random.default_rng(${BigInt(seed)}).normal(size=(${n}, ${d}))`;
