// English: the app shell, errors, cell messages and the shared matrix editor. Same keys as ko/common.js.
export default {
  'app.title': 'Gram Lab',
  'app.subtitle': 'Kernels and Gram matrices: what changes when you change the inner product',
  'app.language': 'Language',
  'app.loading': 'Loading the compute module…',
  'app.loadFailed': 'Could not load the compute module: {message}',
  'app.nav': 'Experiments',
  'app.urlProblem': 'Ignored the link’s {param}: {message}',

  'error.EMPTY': 'The matrix is empty.',
  'error.NOT_SQUARE': 'The matrix is not square.',
  'error.NOT_FINITE': 'A cell is not a finite number.',
  'error.TOO_LARGE': 'Past the size limit.',
  'error.NOT_SYMMETRIC': 'The matrix is not symmetric.',
  'error.NOT_PSD': 'The matrix is not positive semi-definite.',
  'error.DIMENSION_MISMATCH': 'The sizes do not fit together.',
  'error.BAD_ARGUMENT': 'The input is not valid.',
  'error.RAGGED': 'Rows have different numbers of cells.',
  'error.NOT_A_NUMBER': 'A cell is not a number.',
  'error.OVERFLOW': 'The result is too large to represent as a number.',
  'error.OUT_OF_MEMORY': 'Not enough memory to compute this size.',
  'error.LOAD_FAILED': 'The computation module could not be loaded.',
  'error.WORKER_FAILED': 'The compute worker stopped.',
  'error.CANCELLED': 'The computation was cancelled.',
  'error.INTERNAL': 'An unexpected error occurred in the computation.',
  'error.BAD_EXPRESSION': 'The expression cannot be read.',
  'error.detail': '{summary} ({message})',

  'cell.empty': 'Empty cell: enter a number.',
  'cell.not-a-number': 'Not a number. Examples: 0.9, −1, 2e-3',
  'cell.not-finite': 'Too large (outside the finite double range).',
  'cell.kept': 'Showing the last valid result.',

  'matrix.labelName': 'Name of item {index}',
  'matrix.label.empty': 'The name is empty.',
  'matrix.label.bad': 'Names have at most 16 characters and no comma (,) or semicolon (;).',

  // Failures the page recovers from: Retry after a failed load.
  'app.retry': 'Retry',
  // A panel id that names no panel
  'app.unknownPanel': 'There is no panel “{ids}”. The panels are: {known}.',
  // The page's own words for an error (widgets/error-text.js): English adds the core's message.
  'error.shown': '{summary} ({message})',
  'error.at': 'at cell ({row}, {col})',
  'app.linkDetail': '{message}',
  'app.documentTitle': 'Gram Lab — kernels and Gram matrices',
  'app.panelTitle': '{panel} — Gram Lab',
};
