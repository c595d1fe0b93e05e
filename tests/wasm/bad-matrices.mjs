// The malformed matrices every matrix-taking facade function must reject with a coded error, declared once.
// Each entry is [input, expected error code].

/** Any table, rectangular or square: not numbers, empty, ragged, non-finite. */
export const badTables = [
  [
    [
      [1, 'a'],
      ['a', 1],
    ],
    'NOT_A_NUMBER',
  ],
  [[], 'EMPTY'],
  [[[1, 2], [3]], 'RAGGED'],
  [
    [
      [1, NaN],
      [NaN, 1],
    ],
    'NOT_FINITE',
  ],
  [
    [
      [1, 1e400],
      [1e400, 1],
    ],
    'NOT_FINITE',
  ],
  // Objects that are no matrix (a typed array has the entries but not the shape), and a string of 9·10⁷
  // characters, refused from its length (issue 37).
  [new Date(0), 'BAD_ARGUMENT'],
  [new Map([[0, [1]]]), 'BAD_ARGUMENT'],
  [new Float64Array([1, 0, 0, 1]), 'BAD_ARGUMENT'],
  [`${'1'.repeat(45e6)}${'2'.repeat(45e6)}`, 'BAD_ARGUMENT'],
];

/** What a function that needs a symmetric matrix rejects besides the bad tables. */
export const badSymmetricMatrices = [
  ...badTables,
  [
    [
      [1, 2, 3],
      [4, 5, 6],
    ],
    'NOT_SQUARE',
  ],
  [
    [
      [1, 0.5],
      [0.4, 1],
    ],
    'NOT_SYMMETRIC',
  ],
  [null, 'BAD_ARGUMENT'],
];

/** Point sets (one point per row) that no point-taking function accepts. */
export const badPointSets = [
  [[[1, 2], [3]], 'RAGGED'],
  [
    [
      [1, NaN],
      [3, 4],
    ],
    'NOT_FINITE',
  ],
  [
    [
      [1, 1e400],
      [3, 4],
    ],
    'NOT_FINITE',
  ],
  [
    [
      [1, 'x'],
      [3, 4],
    ],
    'NOT_A_NUMBER',
  ],
  [[], 'EMPTY'],
];
