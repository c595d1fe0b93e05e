// The Sylvester panel. Same keys as ko/sylvester.js.
export default {
  'sylvester.lead':
    'Work out the determinants of the top-left k×k blocks — the leading principal minors D₁, D₂, … — one at a time. If every one is positive the matrix is {@positiveDefinite}; the first one that is not stops the test. The eigenvalues of the same matrix sit alongside, so you can compare the two verdicts.',
  'sylvester.matrix': 'Matrix G',
  'sylvester.presets': 'Example matrices',
  'sylvester.preset.A': 'The article’s A',
  'sylvester.preset.B': 'The article’s B',
  'sylvester.preset.S': 'The article’s similarity table S',
  'sylvester.preset.caveat': 'The catch: leading minors ≥ 0',
  'sylvester.note.A': 'From the article: the leading minors 2, 3, 4 are all positive, and so are the eigenvalues 0.586, 2, 3.414.',
  'sylvester.note.B':
    'From the article: leading minors 1, −3, −9 and eigenvalues −1, 3, 3. It already fails at the second minor, so the −9 never needs computing.',
  'sylvester.note.S': 'The article’s similarity table. Its eigenvalues are −0.177, 0.800, 2.377, so it is not PSD.',
  'sylvester.note.caveat':
    'Rows 1 and 2 are equal, so the leading minors are 1, 0, 0 — all ≥ 0 — and yet the matrix is not PSD. Find the negative minor in the “All principal minors” view.',
  'sylvester.size.add': 'Add a row and column',
  'sylvester.size.remove': 'Remove the last row and column',
  'sylvester.size.problem': 'Cannot take a {n}×{n} matrix: this panel handles {min}×{min} to {max}×{max}.',
  'sylvester.send': 'Send this matrix to the similarity table',
  'sylvester.block.leading': 'Shaded: the top-left {k}×{k} block',
  'sylvester.block.minor': 'Shaded: rows and columns {indices} (a negative principal minor)',
  'sylvester.link.step':
    'Ignored the link’s sylvester.k: the test ends at k = {last} for this matrix, so there is no step k = {k}. Showing k = {last}.',

  'sylvester.mode': 'View',
  'sylvester.mode.leading': 'Leading minors (Sylvester’s test)',
  'sylvester.mode.all': 'All principal minors',

  'sylvester.stepper': 'Sylvester steps (← / → to move)',
  'sylvester.step.previous': '← Previous step',
  'sylvester.step.next': 'Next step →',
  'sylvester.step.positionStopped': '{k} / {count} (the test stops at k = {count}; n = {n})',
  'sylvester.step.block': 'Determinant of the top-left {k}×{k} block',
  'sylvester.working': 'Working',
  'sylvester.working.pivots':
    'From k = 4 on, the determinant is the product of the pivots instead of a cofactor expansion (dₖ in the table below).',
  'sylvester.mark.positive': '> 0',
  'sylvester.mark.zero': 'not positive',
  'sylvester.mark.negative': '< 0',
  'sylvester.mark.zeroWithinRounding': '0 within rounding',
  'sylvester.mark.undecided': 'cannot decide',
  'sylvester.status.positive': 'passes',
  'sylvester.status.pd': 'all positive: {@positiveDefinite}',
  'sylvester.status.zero': 'stop: PSD undecided',
  'sylvester.status.negative': 'stop: not PSD',
  'sylvester.status.zeroWithinRounding': 'stop: zero within rounding',
  'sylvester.status.undecided': 'stop: cannot decide',
  'sylvester.verdict.positive': '{D} > 0, so this step passes. Go on to the next block.',
  'sylvester.verdict.pd':
    'All {n} leading minors are positive. So G is {@positiveDefinite} (every eigenvalue is greater than 0), and in particular PSD.',
  'sylvester.verdict.negative':
    '{D} < 0, so the test stops here. G is not {@positiveDefinite}, and not PSD either: a determinant is the product of the eigenvalues, so the top-left {k}×{k} block has a negative eigenvalue, and its eigenvector padded with zeros is a c with cᵀGc < 0.',
  'sylvester.verdict.zero':
    '{D} = 0, so the test stops here. G is not {@positiveDefinite} (that needs every Dₖ > 0), but Sylvester’s criterion cannot say whether it is PSD: it may be a PSD matrix with a zero eigenvalue, or not PSD at all. Even if the remaining leading minors were all ≥ 0 that would prove nothing — look at the eigenvalues, or at every principal minor.',
  'sylvester.verdict.zeroWithinRounding':
    '{D} is zero within rounding: computed in floating point, it is smaller than the bound on its own rounding error, so its sign cannot be told — most likely the matrix is singular (a Gram matrix of fewer vectors than rows). The test stops: G is not shown to be {@positiveDefinite}, and whether it is PSD needs the eigenvalues or every principal minor.',
  'sylvester.verdict.undecided':
    'Cannot decide: the computation of {D} did not give a finite number, so no sign can be claimed. The test stops without a verdict; read the eigenvalues instead.',
  'sylvester.verdict.showAll': 'Check all principal minors',
  'sylvester.inexact':
    '≈: the entries are not short decimals (at most six digits after the point), so this value was computed in floating point. Near 0 its sign cannot be trusted; read it together with the eigenvalue verdict.',

  'sylvester.pivots.title': 'Pivots: the bridge to LDLᵀ and Cholesky',
  'sylvester.pivots.pivot': 'pivot dₖ',
  'sylvester.pivots.sign': 'sign',
  'sylvester.pivots.note':
    'Gaussian elimination without row swaps produces the pivots dₖ = Dₖ / Dₖ₋₁ (with D₀ = 1): they are the diagonal of D = diag(d₁, …, dₙ) in G = LDLᵀ. Every Dₖ > 0 is the same as every dₖ > 0, and then the Cholesky factorisation G = RᵀR exists, with √dₖ on R’s diagonal.',

  'sylvester.eigen.title': 'Eigenvalues (ascending)',
  'sylvester.eigen.psd': 'Eigenvalue verdict: PSD (smallest eigenvalue {min}).',
  'sylvester.eigen.notPsd': 'Eigenvalue verdict: not PSD (negative eigenvalues: {count}; the smallest {min}).',
  'sylvester.eigen.overflow':
    'No eigenvalue verdict: an eigenvalue of this matrix is beyond the range of a double (about ±1.8 × 10³⁰⁸), so it cannot be computed. Sylvester’s minors are exact (or scaled) at any size, so their verdict stands.',
  'sylvester.compare.agreePd': 'The two verdicts agree: every leading minor is positive, and no eigenvalue is negative.',
  'sylvester.compare.agreeNot': 'The two verdicts agree: Sylvester’s test stopped at {D} < 0, and there is a negative eigenvalue.',
  'sylvester.compare.zeroPsd':
    'Sylvester’s test could not decide at {D} = 0, but the eigenvalues say PSD: a singular matrix with a zero eigenvalue.',
  'sylvester.compare.zeroNot':
    'Sylvester’s test could not decide at {D} = 0, and the eigenvalues say it is not PSD. Leading minors alone cannot tell you this — exactly the article’s caveat.',
  'sylvester.compare.undecided':
    'Sylvester’s test could not decide at {D} (no finite value), so there is nothing to compare with the eigenvalues.',
  'sylvester.compare.rounding':
    'The two verdicts disagree: a matrix at the edge, where one side rounds a value to 0 and the other does not.',

  'sylvester.all.title': 'All principal minors: 2ⁿ − 1 = {count}',
  'sylvester.all.intro':
    'A principal minor is the determinant of the square submatrix on the same chosen rows and columns. Only n of them are leading (chosen from the top left), but a symmetric matrix is PSD exactly when all 2ⁿ − 1 of them are ≥ 0.',
  'sylvester.all.leadingLine': 'Among them the leading minors D₁, …, Dₙ (dashed) are {values}.',
  'sylvester.all.busy': 'Computing the principal minors…',
  'sylvester.all.tooLarge':
    'At n = {n} there are {count} principal minors, too many to list (this page lists up to n = {limit}, {limitCount} of them). At this size read the eigenvalue verdict — which is why in practice one looks at the smallest eigenvalue.',
  'sylvester.all.negative': 'The principal minor on rows and columns {indices} is {value}, negative. So G is not PSD.',
  'sylvester.all.none': 'No principal minor is negative: all {count} are ≥ 0, so G is PSD.',
  'sylvester.all.certificate':
    'The proof, a vector c: the unit eigenvector of the smallest eigenvalue of the submatrix on rows and columns {indices}, placed on those coordinates, with zeros elsewhere.',
  'sylvester.all.value': 'cᵀGc = {value} < 0. This one c proves that G is not PSD.',
  'sylvester.all.group': '{size}×{size}: {count}',
  'sylvester.all.groupNegative': ', {count} negative',
  'sylvester.all.leading': 'leading',
  'sylvester.all.negativeTag': 'negative',
  'sylvester.all.sourceTag': 'gives c',
  'sylvester.all.inexact':
    'Values marked ≈ were computed in floating point. A negative value very close to 0 may be a rounded 0; the verdict above does not count such values as negative.',
  'sylvester.counts.caption': 'How the number of principal minors, 2ⁿ − 1, grows with n (this page lists them up to n = {limit})',
};
