// The example panel's strings. Same keys as ko.js. A panel of the page has them in i18n/en/<id>.js, and its
// title and claim in i18n/en/titles.js (its section shows them before its code is in); the example, kept off
// the page, has all of them here.
export default {
  'example.title': 'Example: a matrix’s eigenvalues',
  'claim.example': 'A symmetric matrix is {@psd} exactly when none of its eigenvalues is negative.',
  'example.matrix': 'Matrix (rows separated by ;, entries by ,)',
  'example.invalid': 'Not a square matrix of numbers (e.g. 2,1;1,2). Showing the last valid result.',
  'example.eigenvalues': 'Eigenvalues',
  'example.psd': 'No eigenvalue is negative: {@psd}.',
  'example.notPsd': 'An eigenvalue is negative: not {@psd}.',
};
