// The RBF γ-sweep panel.
export default {
  'gammaSweep.lead':
    'The article’s experiment, run again. The article took 300 points (Z = default_rng(4).normal(size=(300, 5))), built the RBF Gram matrix K = exp(−γ‖x − y‖²) and found its eigenvalues for each γ. The table below was just computed by this page for the current settings; with the defaults (seed 4, 300 points, 5 dimensions) it matches the article’s to the last printed digit. Change the seed, the number of points, the dimension or the γ list, or paste points of your own.',

  'gammaSweep.seed': 'Seed',
  'gammaSweep.n': 'Points n',
  'gammaSweep.d': 'Dimension d',
  'gammaSweep.gammas': 'γ values',
  'gammaSweep.gammasHint': 'separated by commas or spaces, at most {max}',
  'gammaSweep.invalid.seed': 'The seed is a whole number from 0 to 18446744073709551615 (2⁶⁴ − 1).',
  'gammaSweep.invalid.n': 'n is a whole number from 1 to {max}.',
  'gammaSweep.invalid.d': 'd is a whole number from 1 to {max}.',
  'gammaSweep.invalid.gammas': 'Enter 1 to {max} numbers greater than 0, separated by commas or spaces. Example: 0.05, 0.3, 1, 3',
  'gammaSweep.kept': 'Showing the last valid result.',
  'gammaSweep.source.seed': 'Points: default_rng({seed}).normal(size=({n}, {d}))',
  'gammaSweep.source.points': 'Points: the {n} you pasted ({d} dimensions)',

  'gammaSweep.table.caption': 'Eigenvalues of the Gram matrix for each γ',
  'gammaSweep.col.gamma': 'γ',
  'gammaSweep.col.max': 'Largest eigenvalue',
  'gammaSweep.col.min': 'Smallest eigenvalue',
  'gammaSweep.col.k95': 'Axes for 95%',
  'gammaSweep.col.rank': 'Effective rank',
  'gammaSweep.pending': '…',
  'gammaSweep.showGamma': 'Show this γ in the plots below',

  'gammaSweep.progress': 'Computing — table {table}, curve {curve}',
  'gammaSweep.progressLabel': 'Progress',
  'gammaSweep.cancel': 'Cancel',
  'gammaSweep.cancelled': 'Cancelled. The results computed so far stay on screen.',
  'gammaSweep.notComputed': 'not computed',
  'gammaSweep.rankDefinition':
    'Effective rank (the participation ratio) = (Σλ)² / Σλ² over K’s eigenvalues λ: n when all n are equal, 1 when one eigenvalue holds everything.',
  'gammaSweep.waiting': 'waiting',
  'gammaSweep.recompute': 'Recompute',
  'gammaSweep.stoppedLink': 'This sweep was stopped before it finished. Recompute runs it (large n takes a while).',

  'gammaSweep.live': 'Move γ',
  'gammaSweep.slider': 'γ (log scale, 10⁻³ … 10²)',
  'gammaSweep.sliderValue': 'γ = {gamma}',
  'gammaSweep.scree.title': 'Eigenvalues, largest first (log scale)',
  'gammaSweep.scree.x': 'Order',
  'gammaSweep.scree.y': 'Eigenvalue',
  'gammaSweep.scree.alt':
    'γ = {gamma}: largest eigenvalue {max}, smallest {min}, {k95} axes for 95%, effective rank {rank}. Eigenvalues at or below 0 (rounding) are left off the log scale.',
  'gammaSweep.scree.note':
    'At γ = {gamma} the largest eigenvalue is {max} and the effective rank {rank}: the faster the curve falls, the fewer of the {n} directions K really uses.',
  'gammaSweep.curve.title': 'Effective rank against γ',
  'gammaSweep.curve.y': 'Effective rank',
  'gammaSweep.curve.low': 'rank 1',
  'gammaSweep.curve.high': 'rank {n} (= n)',
  'gammaSweep.curve.now': 'γ now',
  'gammaSweep.curve.alt':
    'The effective rank at {count} values of γ from 10⁻³ to 10². As γ approaches 0 every entry of K approaches 1 and the effective rank falls to 1; as γ grows K approaches the identity and the rank rises to n = {n}. The red dashed line is the current γ.',
  'gammaSweep.curve.note':
    'The rank rises from near 1 (small γ: every entry of K near 1) toward n = {n} (large γ: K near I); at the red line, γ = {gamma}, it is {rank}.',
  'gammaSweep.heatmap.title': 'The Gram matrix K',
  'gammaSweep.heatmap.block': 'With {n} points only the first {m} are drawn (K’s top-left {m}×{m} block).',
  'gammaSweep.heatmap.alt': 'Heat map of K at γ = {gamma}: dark is 0, bright is 1.',
  'gammaSweep.heatmap.axis': 'point, sorted along the points’ leading direction',
  'gammaSweep.heatmap.note':
    'The points are sorted along their leading direction, so near points sit near the diagonal: as γ grows every entry off the diagonal shrinks and K tends to I.',
  'gammaSweep.heatmap.scale': '0 (dark) … 1 (bright)',

  'gammaSweep.ridge.title': 'K + λI: adding λ to the diagonal',
  'gammaSweep.ridge.slider': 'λ (0, or 10⁻⁸ … 10 on a log scale)',
  'gammaSweep.ridge.value': 'λ = {lambda}',
  'gammaSweep.ridge.caption': 'K and K + λI at γ = {gamma}',
  'gammaSweep.ridge.min': 'Smallest eigenvalue',
  'gammaSweep.ridge.condition': 'Condition number (largest ÷ smallest)',
  'gammaSweep.ridge.infinite': '∞ (smallest eigenvalue ≤ 0)',
  'gammaSweep.ridge.why':
    'Kernel regression solves Kα = y. At γ = {gamma} the smallest eigenvalue of K is {min} and the condition number {condition}: solving with K as it is can amplify the noise in y by up to that factor. K + λI lifts every eigenvalue by λ, so none stays below λ; the eigenvectors do not change, so nothing needs decomposing again.',
  'gammaSweep.ridge.whySingular':
    'Kernel regression solves Kα = y. At γ = {gamma} the smallest eigenvalue of K is {min}, at or below 0 in rounding: K cannot be inverted as it is. K + λI lifts every eigenvalue by λ, so none stays below λ; the eigenvectors do not change, so nothing needs decomposing again.',
  'gammaSweep.ridge.jitter':
    'The 10⁻⁶ “jitter” a library adds without a word does exactly the same. It lets the computation through, but it hides that K is numerically singular (for the article’s 300 points at γ = 0.05, dozens of eigenvalues are below 10⁻⁶), and it hides that ridge regression with λ = 10⁻⁶ has just been chosen for you. λ is a choice, not a detail.',
  // The heat map's hover readout
  'gammaSweep.heatmap.keys': 'Heat map of K: focus it and the arrow keys read one entry at a time',
  'gammaSweep.heatmap.readout': 'K[{i}, {j}] = {value} (point {i} and point {j})',
  // γ, seen in predictions: kernel ridge regression on eight points on a line, and K's leading eigenvectors
  'gammaSweep.fit.title': 'γ, seen in predictions',
  'gammaSweep.fit.lead':
    'Kernel ridge regression on {n} points on a line (λ = {lambda}) at this slider’s γ, the same γ as above. At small γ every point resembles every other and the fit is nearly a straight line; at large γ each training point resembles only itself.',
  'gammaSweep.fit.caption': 'The prediction f(x) = Σ αᵢ k(x, xᵢ) and the training points',
  'gammaSweep.fit.axis': 'f(x)',
  'gammaSweep.fit.curve': 'prediction',
  'gammaSweep.fit.points': 'training points',
  'gammaSweep.fit.sentence':
    'At γ = {gamma}, midway between neighbouring training points the prediction is at most {mid} in size; the targets reach {target}.',
  'gammaSweep.fit.falls': 'Between them it falls to nearly 0: a new point there resembles no training point.',
  'gammaSweep.fit.carries': 'It has not fallen to 0 there: that would be a tenth of the largest target or less.',
  'gammaSweep.modes.caption': 'K’s eigenvectors with the largest eigenvalues, over the training points',
  'gammaSweep.modes.axis': 'entry',
  'gammaSweep.modes.series': 'eigenvector {k}',
  'gammaSweep.modes.sentence':
    'At γ = {gamma} the {count} largest of K’s {n} eigenvalues are {values}; all {n} add up to {n}, K’s trace (every diagonal entry of an RBF K is 1).',
};
