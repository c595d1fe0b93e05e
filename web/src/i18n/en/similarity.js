// The similarity-table panel.
export default {
  'similarity.title': 'Is a similarity table a Gram matrix?',
  'similarity.lead': 'A hand-made similarity table for documents A, B and C. Symmetric with ones on the diagonal, it looks plausible — its eigenvalues decide.',
  'similarity.table': 'Similarity table S',
  'similarity.eigenvalues': 'Eigenvalues (ascending)',
  'similarity.verdict.psd': 'Positive semi-definite — some vectors have exactly this table of inner products.',
  'similarity.verdict.notPsd': 'Not positive semi-definite — no vectors reproduce this table.',
};
