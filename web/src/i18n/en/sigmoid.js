// The sigmoid-kernel panel. Same keys as ko/sigmoid.js.
export default {
  // The lead while the predict question above is open: the count is the question's answer.
  'sigmoid.leadOpen':
    'The article’s counterexample, run live. On the same 300 points as the RBF experiment (Z = default_rng(4).normal(size=(300, 5))), the sigmoid kernel K = tanh(a·x·y + b) with a = 0.5, b = 0.1: how many of its 300 eigenvalues are negative is the question above. Move a and b to see how the negative eigenvalues change, and how much the table changes when it is forced to be PSD.',
  'sigmoid.lead':
    'The article’s counterexample, run live. On the same 300 points as the RBF experiment (Z = default_rng(4).normal(size=(300, 5))), the sigmoid kernel K = tanh(a·x·y + b) with a = 0.5, b = 0.1 has 142 negative eigenvalues out of 300, the smallest −12.72. Move a and b to see how the negative eigenvalues change, and how much the table changes when it is forced to be PSD.',

  'sigmoid.a': 'a (multiplies x·y)',
  'sigmoid.b': 'b (added)',
  'sigmoid.aSlider': 'a slider (−1 … 1)',
  'sigmoid.bSlider': 'b slider (−2 … 2)',
  'sigmoid.seed': 'Seed',
  'sigmoid.n': 'Points n',
  'sigmoid.d': 'Dimension d',
  'sigmoid.invalid.a': 'a must be a finite number, e.g. 0.5, −1, 2e-3.',
  'sigmoid.invalid.b': 'b must be a finite number, e.g. 0.1, −0.5, 1e-2.',
  'sigmoid.invalid.seed': 'The seed is a whole number from 0 to 18446744073709551615 (2⁶⁴ − 1).',
  'sigmoid.invalid.n': 'n is a whole number from 1 to {max}.',
  'sigmoid.invalid.d': 'd is a whole number from 1 to {max}.',
  'sigmoid.kept': 'Showing the last valid result.',
  'sigmoid.source': 'Points: default_rng({seed}).normal(size=({n}, {d})), K = tanh({a}·x·y {b})',
  'sigmoid.computing': 'Computing…',

  'sigmoid.result.caption': 'Eigenvalues of K at the current (a, b)',
  'sigmoid.result.negative': 'Negative eigenvalues',
  'sigmoid.result.min': 'Smallest eigenvalue',
  'sigmoid.result.max': 'Largest eigenvalue',
  'sigmoid.verdict.no':
    'Not PSD. With negative eigenvalues it fails {@mercer}’s condition, and no feature map φ makes this table an inner product.',
  'sigmoid.verdict.yes': 'No negative eigenvalues: at this (a, b) the Gram matrix of these points is PSD.',
  'sigmoid.tolerance':
    'An eigenvalue counts as negative only below −{tolerance}: that width (n·ε·max|λ|) is the rounding error of the eigenvalue computation.',

  'sigmoid.repair.title': 'Forcing it to be PSD: the two repairs',
  'sigmoid.repair.caption': 'Two ways to make the current K PSD, and how much each changes the table',
  'sigmoid.repair.method': 'Repair',
  'sigmoid.repair.frobenius': 'Change ‖ΔK‖_F',
  'sigmoid.repair.relative': 'relative to ‖K‖_F',
  'sigmoid.repair.max': 'Largest change to one entry',
  'sigmoid.repair.epsilon': 'ε',
  'sigmoid.repair.clip': 'Clip',
  'sigmoid.repair.clip.what': 'Sets the negative eigenvalues to 0: the nearest PSD matrix in the {@frobenius} norm.',
  'sigmoid.repair.shift': 'Shift',
  'sigmoid.repair.shift.what': 'Adds ε to the diagonal (K + εI), with ε just above the size of the smallest eigenvalue.',
  'sigmoid.repair.none': '—',
  'sigmoid.repair.moral': 'Either way you are using a different table.',
  'sigmoid.repair.detail':
    'Every entry of K lies between −1 and 1, yet clipping moves one entry by {clipMax}, and shifting raises all {n} diagonal entries by {epsilon}. An SVM trained on a repaired table answers for that changed table, not for the tanh similarity.',
  'sigmoid.repair.psd': 'At this (a, b) K is already PSD, so neither repair changes anything.',
  'sigmoid.repair.large':
    'With {n} points the repairs run when you ask: clipping needs every eigenvector, which takes seconds for this many points, and this panel’s other computations (a, b, the map) wait meanwhile; Cancel stops them.',
  'sigmoid.repair.tooMany':
    'With {n} points the repairs are not computed: clipping needs every eigenvector, and past {max} points that would hold the page for too long. Use at most {max} points to see them.',
  'sigmoid.repair.run': 'Compute the repairs',
  'sigmoid.repair.computing': 'Computing the repairs…',
  'sigmoid.repair.cancel': 'Cancel',
  'sigmoid.repair.cancelled': 'Cancelled: the repairs were not computed.',

  'sigmoid.map.title': 'A map of the (a, b) plane: where do negative eigenvalues appear?',
  'sigmoid.map.subset':
    'The map uses the first {m} points. Each cell is one eigen-decomposition of a {m}×{m} matrix, and the {cells} cells are computed one row per step and drawn row after row, top to bottom. With all the points a cell’s time grows as the cube of their number (27 times as long at 300), over ten seconds per map, so the counts in the map differ from the result above (n = {n}).',
  'sigmoid.map.all':
    'The map uses all {m} points. Each cell is one eigen-decomposition of a {m}×{m} matrix, and the {cells} cells are computed one row per step and drawn row after row, top to bottom.',
  'sigmoid.map.legend':
    'Colour is the fraction of eigenvalues that are negative. PSD cells have a colour of their own, the darkest; a cell with even one negative eigenvalue starts well up the scale, and brighter means more negative eigenvalues. The white line outlines the PSD cells, the red ○ is the current (a, b). Click a cell to move there.',
  'sigmoid.map.legendBoundary': 'the edge of the PSD cells',
  'sigmoid.map.legendMarker': 'the current (a, b) = ({a}, {b})',
  'sigmoid.map.legendPsd': '0 negative: PSD',
  'sigmoid.map.legendLow': '1 negative',
  'sigmoid.map.legendHigh': '{m} negative (all)',
  'sigmoid.map.summary': '{psd} of {cells} cells are PSD.',
  'sigmoid.map.note':
    'Only the {psd} PSD cells of {cells}, inside the drawn edge, give a K with no negative eigenvalue: elsewhere tanh(a·x·y + b) is no kernel on these {m} points.',
  'sigmoid.map.noteNone':
    'None of the {cells} cells gives a PSD K: for no (a, b) of the map is tanh(a·x·y + b) a kernel on these {m} points.',
  'sigmoid.map.constant':
    'On the column a = 0 every entry of K is tanh(b), a constant table: PSD for b ≥ 0 (eigenvalues n·tanh(b) and zeros), one negative eigenvalue for b < 0.',
  'sigmoid.map.alt':
    'Map of the (a, b) plane: a from −1 to 1 across, b from −2 (bottom) to 2 (top). {psd} of {cells} cells are PSD. Current (a, b) = ({a}, {b}).',
  'sigmoid.map.outside': 'The current (a, b) = ({a}, {b}) lies outside the map and is not marked.',
  'sigmoid.map.progress': 'Computing the map: {done} / {total} rows',
  'sigmoid.map.progressLabel': 'Map progress',
  'sigmoid.map.cell': 'Move to a = {a}, b = {b}',
  // The map's readout and keyboard cursor (sigmoid/map-cursor.js)
  'sigmoid.map.keyboard': '(a, b) map: arrow keys move, Enter picks the cell',
  'sigmoid.map.cellPending': 'a = {a}, b = {b}: not computed yet',
  'sigmoid.map.cellPsd': 'a = {a}, b = {b}: PSD (no negative eigenvalue)',
  'sigmoid.map.cellNegative': 'a = {a}, b = {b}: not PSD, {count} of {m} eigenvalues negative',
};
