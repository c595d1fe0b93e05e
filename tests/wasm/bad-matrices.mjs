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
