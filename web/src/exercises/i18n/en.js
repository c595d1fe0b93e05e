// The exercises' English strings: each exercise's title, goal, hint, worked solution and the sentences of its
// verdict (exercise.<id>.…, named by its check's keys, web/src/exercises/<panel>.js), then the exercise bar's and
// the sheet's (exercises.…). Beside the exercises, not in i18n/en/: they come with the exercises' code
// (exercise-page.js), not with the page's first download.
export default {
  'exercises.label': 'Exercise',
  'exercises.position': 'Exercise {k} of {total}',
  'exercises.previous': '← Previous exercise',
  'exercises.next': 'Next exercise →',
  'exercises.all': 'All exercises',
  'exercises.checking': 'Checking…',
  'exercises.solved': 'Solved',
  'exercises.notYet': 'Not yet',
  'exercises.verdict': '{verdict}. {reason}',
  'exercises.fromLink': 'This is the state the link holds, checked again on this page.',
  'exercises.failed': 'The check could not run: {error}',
  'exercises.hint': 'Hint',
  'exercises.worked': 'Worked solution',
  'exercises.workedLocked': 'The worked solution opens after your first try: change something in the panel below.',
  'exercises.workedLink': 'Open this solution in the panel',
  'exercises.progress': '{solved} of {total} solved in this browser.',
  'exercises.unknown': 'There is no exercise {id}.',
  'exercises.unknownId': 'There is no exercise {id}; the panels below work as usual.',
  'exercises.badState': 'The link’s {param} was not read: {detail}',
  'exercises.coreError': 'The core refused this state: {error}',
  'exercises.sheetTitle': 'Exercises',
  'exercises.sheetIntro':
    'Each exercise is a goal you reach by changing one panel of Gram Lab; the page checks it as you work and says “Solved” when you are there. Then press Share and send the link: it keeps the exercise and your state, and the page that opens it checks it again.',
  'exercises.name': 'Name',
  'exercises.solvedHere': 'solved in this browser',
  'exercises.documentTitle': 'Gram Lab — exercises',
  'exercises.exerciseTitle': 'Gram Lab — exercise: {title}',

  'exercise.far-apart.title': 'How far apart can A and C be?',
  'exercise.far-apart.goal':
    'The article’s table has A–B = 0.9, B–C = 0.9 and A–C = 0.2, and it is no Gram matrix. Keep A–B and B–C at 0.9 and the diagonal at 1, change only A–C, and find the smallest A–C that makes the table a Gram matrix.',
  'exercise.far-apart.hint':
    'If A is close to B and B is close to C, A cannot be far from C. Try values of A–C between 0.2 and 1 and watch the smallest eigenvalue: at the smallest A–C that works it is exactly 0.',
  'exercise.far-apart.worked':
    'A–C = 0.62. With the two 0.9s fixed, the determinant is 1 + 2·0.81·z − 0.81 − 0.81 − z² = −(z − 0.62)(z − 1), so the table is {@psd} exactly when 0.62 ≤ z ≤ 1. At 0.62 the determinant is 0: the three vectors lie in one plane and the angle from A to C is the two angles of 0.9 added, cos 2θ = 2·0.9² − 1 = 0.62.',
  'exercise.far-apart.size': 'Keep the table 3 × 3: A, B and C.',
  'exercise.far-apart.keep': 'Keep A–B and B–C at 0.9 and the diagonal at 1; change only A–C.',
  'exercise.far-apart.notExact': 'Type A–C as a short decimal (at most 6 places) so the table can be decided exactly.',
  'exercise.far-apart.notGram': 'Not a Gram matrix yet: c = ({c}) gives cᵀSc = {value}, below 0.',
  'exercise.far-apart.lower':
    'A–C = {z} makes a Gram matrix, but not with the smallest A–C: its three vectors still need three dimensions (rank 3), so A–C can go lower.',
  'exercise.far-apart.same': 'A–C = 1 makes A and C the same vector (rank 2): a Gram matrix, at the other end. Go lower.',
  'exercise.far-apart.solved': 'A–C = {z} makes a Gram matrix of rank 2, the three vectors in one plane; any smaller A–C makes none.',

  'exercise.equal-angles.title': 'Three items, equally unlike',
  'exercise.equal-angles.goal':
    'Make a 3 × 3 table with 1 on the diagonal and one and the same value s in all six other cells. Find the smallest s for which it is still a Gram matrix.',
  'exercise.equal-angles.hint':
    's = 1 is three copies of one vector, s = 0 three perpendicular ones. Go below 0: how far from each other can three unit vectors all be at once?',
  'exercise.equal-angles.worked':
    's = −0.5: three unit vectors in a plane at 120° from each other (cos 120° = −0.5). The eigenvalues of this table are 1 + 2s and 1 − s (twice), so it is {@psd} exactly when −0.5 ≤ s ≤ 1.',
  'exercise.equal-angles.size': 'Keep the table 3 × 3.',
  'exercise.equal-angles.diagonal': 'Keep 1 on the diagonal.',
  'exercise.equal-angles.equal': 'The six cells off the diagonal must all hold the same value s.',
  'exercise.equal-angles.notExact': 'Type s as a short decimal (at most 6 places) so the table can be decided exactly.',
  'exercise.equal-angles.notGram': 'Not a Gram matrix: c = ({c}) gives cᵀSc = {value}, below 0.',
  'exercise.equal-angles.lower': 's = {s} makes a Gram matrix of rank 3: s can go lower.',
  'exercise.equal-angles.same': 's = 1 is three copies of one vector (rank 1). Go the other way.',
  'exercise.equal-angles.solved':
    's = {s} makes a Gram matrix of rank 2: three vectors at equal angles in one plane. Any smaller s makes none.',

  'exercise.leading-minors-lie.title': 'Leading minors that lie',
  'exercise.leading-minors-lie.goal':
    'Make a 3 × 3 symmetric table whose leading principal minors D₁, D₂, D₃ are all ≥ 0 and which is nevertheless not {@psd}.',
  'exercise.leading-minors-lie.hint':
    'Sylvester’s criterion reads only the top-left corners. A negative number where no leading minor looks at it alone, behind a minor that is 0, goes unseen.',
  'exercise.leading-minors-lie.worked':
    '[[1, 1, 0], [1, 1, 0], [0, 0, −1]]: D₁ = 1, D₂ = 1·1 − 1·1 = 0 and D₃ = 0·(−1) = 0, all ≥ 0. Yet the −1 on the diagonal is itself a principal minor (row and column 3 alone), and c = (0, 0, 1) gives cᵀGc = −1. The article’s own example is the panel’s preset [[1, 1, 1], [1, 1, 1], [1, 1, 0]].',
  'exercise.leading-minors-lie.size': 'Make the table 3 × 3.',
  'exercise.leading-minors-lie.leadingNegative': '{minor} = {value} is negative: every leading minor must be ≥ 0.',
  'exercise.leading-minors-lie.leadingUnsure':
    '{minor} is 0 only within rounding: type short decimals (at most 6 places) so the minors are exact.',
  'exercise.leading-minors-lie.psd': 'The leading minors {minors} are all ≥ 0 and the table is {@psd}: here they tell the truth.',
  'exercise.leading-minors-lie.notExact':
    'The leading minors are ≥ 0, but no principal minor is certainly negative: type short decimals (at most 6 places) so the table is decided exactly.',
  'exercise.leading-minors-lie.solved': 'The leading minors {minors} are all ≥ 0, yet c = ({c}) gives cᵀGc = {value}: not {@psd}.',
  'exercise.leading-minors-lie.solvedMinor':
    'The leading minors {minors} are all ≥ 0, yet the principal minor of rows {rows} is {value}: not {@psd}.',

  'exercise.stop-at-two.title': 'Stop at k = 2',
  'exercise.stop-at-two.goal':
    'Make a table of order 3 or more whose first leading minor D₁ is positive and where Sylvester’s criterion stops at k = 2.',
  'exercise.stop-at-two.hint': 'D₂ = a₁₁a₂₂ − a₁₂². Make the top-left 2 × 2 block’s off-diagonal entry large against its diagonal.',
  'exercise.stop-at-two.worked':
    '[[2, 3, 0], [3, 2, 0], [0, 0, 1]]: D₁ = 2 > 0 and D₂ = 2·2 − 3·3 = −5, so the criterion stops at k = 2: not {@positiveDefinite}. The article’s B does the same with D₂ = −3.',
  'exercise.stop-at-two.order': 'The order must be 3 or more; this table is {n} × {n}.',
  'exercise.stop-at-two.firstNotPositive': 'D₁ = {value} is not positive: the criterion stops at k = 1.',
  'exercise.stop-at-two.never': 'Every leading minor is positive ({minors}): the criterion never stops, the table is {@positiveDefinite}.',
  'exercise.stop-at-two.later': 'The criterion stops at k = {k} (D = {value} there), not at k = 2.',
  'exercise.stop-at-two.solved': 'D₁ = {first} is positive and D₂ = {second} is not: the criterion stops at k = 2.',

  'exercise.one-gigabyte.title': 'One gigabyte',
  'exercise.one-gigabyte.goal':
    'In the size table, at degree p = 4: find the largest input dimension d for which one feature vector φ(x) still fits in 1 GB (10⁹ bytes) of float32.',
  'exercise.one-gigabyte.hint':
    'The article’s d = 768 takes 59 GB. The feature dimension C(d + 4, 4) grows about like d⁴ / 24, so halving d divides it by about 16.',
  'exercise.one-gigabyte.worked':
    'd = 275: C(279, 4) = 247,073,751 features, 988,295,004 bytes. At d = 276, C(280, 4) = 250,654,530 features take 1,002,618,120 bytes, just over 10⁹.',
  'exercise.one-gigabyte.degree': 'Set the degree p to 4 (the table has p = {p}).',
  'exercise.one-gigabyte.tooBig': 'd = {d} needs {bytes} bytes, more than 10⁹.',
  'exercise.one-gigabyte.larger': 'd = {d} fits ({bytes} bytes), but so does d = {next} ({nextBytes} bytes): go higher.',
  'exercise.one-gigabyte.solved': 'd = {d} fits ({bytes} bytes) and d = {next} does not ({nextBytes} bytes).',

  'exercise.lift-fails.title': 'When the lift is not enough',
  'exercise.lift-fails.goal':
    'In the 1-D lift, put points of both colours on the line so that neither one threshold on the line nor a straight line after the lift x ↦ (x, x²) separates them.',
  'exercise.lift-fails.hint':
    'After the lift, a straight line cuts the parabola at most twice: it separates only when one colour fills an interval with the other colour outside it. What if the colours alternate?',
  'exercise.lift-fails.worked':
    '−1.5 blue, −0.5 orange, 0.5 blue, 1.5 orange: the colours alternate, so no threshold works, and each colour’s interval holds a point of the other (orange from −0.5 to 1.5 has blue 0.5 inside), so no line after the lift works either. The feature x² adds one bend; this pattern needs more.',
  'exercise.lift-fails.oneColour': 'Only one colour is on the line: both are needed.',
  'exercise.lift-fails.threshold': 'One threshold on the line already separates the colours.',
  'exercise.lift-fails.lift': 'The lift separates them: a straight line in the (x, x²) plane runs between the colours.',
  'exercise.lift-fails.solved': 'Neither a threshold nor a line after the lift separates the colours.',

  'exercise.rank-band.title': 'An effective rank between 20 and 30',
  'exercise.rank-band.goal': 'For the article’s 300 points, choose a γ (the slider) that puts the effective rank of K between 20 and 30.',
  'exercise.rank-band.hint': 'In the article’s table γ = 0.05 gives 2.35 and γ = 1 gives 130.38; the effective rank grows with γ.',
  'exercise.rank-band.worked':
    'γ = 0.35 gives an effective rank of about 26. The article’s γ = 0.3 gives 20.24, just inside; γ = 0.4 is past 30.',
  'exercise.rank-band.points': 'Use the article’s 300 points: seed 4, n = 300, d = 5, nothing pasted.',
  'exercise.rank-band.below': 'At γ = {gamma} the effective rank is {rank}, below 20: raise γ.',
  'exercise.rank-band.above': 'At γ = {gamma} the effective rank is {rank}, above 30: lower γ.',
  'exercise.rank-band.solved': 'At γ = {gamma} the effective rank is {rank}, between 20 and 30.',

  'exercise.ridge-condition.title': 'A ridge that is just enough',
  'exercise.ridge-condition.goal':
    'At γ = 0.05 the article’s K is nearly singular (smallest eigenvalue 3.6 × 10⁻⁹). Choose the ridge λ so that the condition number of K + λI lies between 10⁵ and 10⁶.',
  'exercise.ridge-condition.hint':
    'The condition number of K + λI is (λ_max + λ) / (λ_min + λ), and λ_max is about 192: for a condition number near 10⁶, λ must be near 192 / 10⁶.',
  'exercise.ridge-condition.worked':
    'λ = 0.001: about 192 / 0.001 ≈ 1.9 × 10⁵. Any λ from about 1.92 × 10⁻⁴ to 1.92 × 10⁻³ works; smaller leaves K + λI near singular, larger changes K more than needed.',
  'exercise.ridge-condition.points': 'Use the article’s 300 points: seed 4, n = 300, d = 5, nothing pasted.',
  'exercise.ridge-condition.gamma': 'Set the slider’s γ to 0.05 (it is {gamma}).',
  'exercise.ridge-condition.tooLarge': 'With λ = {lambda} the condition number is {condition}, above 10⁶: raise λ.',
  'exercise.ridge-condition.tooSmall': 'With λ = {lambda} the condition number is {condition}, below 10⁵: λ changes K more than needed.',
  'exercise.ridge-condition.solved': 'With λ = {lambda} the condition number is {condition}, between 10⁵ and 10⁶.',

  'exercise.few-negatives.title': 'Nearly a kernel, still not one',
  'exercise.few-negatives.goal':
    'The article’s sigmoid (a = 0.5, b = 0.1) has 142 negative eigenvalues on its 300 points. Find a ≠ 0 and b for which it is still not {@psd} but has fewer than 20.',
  'exercise.few-negatives.hint':
    'For a small a, tanh(a·x·y + b) is nearly tanh(b) + a·(1 − tanh²b)·x·y: a constant plus a linear kernel. Make a small and watch the count.',
  'exercise.few-negatives.worked':
    'a = 0.001, b = 1. The next term of the expansion, −a²·tanh b·(1 − tanh²b)·(x·y)², is negative for b > 0: it is a multiple of the degree-2 kernel (x·y)², so the matrix is still not {@psd}, however small a is, until the negative eigenvalues drop below rounding.',
  'exercise.few-negatives.points': 'Use the article’s 300 points: seed 4, n = 300, d = 5.',
  'exercise.few-negatives.aZero': 'a = 0 leaves the constant tanh({b}), no function of x·y at all: take a ≠ 0.',
  'exercise.few-negatives.psd': 'a = {a}, b = {b}: no eigenvalue is negative beyond rounding, so the check finds it {@psd}.',
  'exercise.few-negatives.many': 'a = {a}, b = {b}: {count} of {n} eigenvalues are negative, 20 or more.',
  'exercise.few-negatives.solved': 'a = {a}, b = {b}: {count} of {n} eigenvalues are negative, fewer than 20 and more than 0.',

  'exercise.make-it-gram.title': 'Make the scores a Gram matrix',
  'exercise.make-it-gram.goal': 'Change the attention panel’s settings so that its score matrix S is a Gram matrix: symmetric and {@psd}.',
  'exercise.make-it-gram.hint': 'S = X·W_Q·W_Kᵀ·Xᵀ / √d_k. When is X·M·Xᵀ of the form A·Aᵀ?',
  'exercise.make-it-gram.worked':
    'Tie W_Q = W_K (or blend t = 1): S = (X W_Q)(X W_Q)ᵀ / √d_k, the Gram matrix of the rows of X W_Q / d_k^¼. Symmetric is not enough: with one token S is a single number, symmetric, and here negative.',
  'exercise.make-it-gram.asymmetric': 'S is not symmetric yet (asymmetry ratio {ratio}).',
  'exercise.make-it-gram.notPsd': 'S is symmetric, but its smallest eigenvalue is {min}: not {@psd}.',
  'exercise.make-it-gram.solved': 'S is symmetric and {@psd} (smallest eigenvalue {min}): a Gram matrix.',

  'exercise.real-before-tie.title': 'Real before the tie',
  'exercise.real-before-tie.goal':
    'Find a blend t at which every eigenvalue of S is real (the panel counts none complex) while S is still not symmetric.',
  'exercise.real-before-tie.hint':
    'At t = 0 six of the eight eigenvalues are complex, at t = 1 (the tie) none are. Drag t from 1 downwards.',
  'exercise.real-before-tie.worked':
    't = 0.9: no eigenvalue is complex, yet S is not symmetric (asymmetry ratio about 0.08). Real eigenvalues do not make a matrix symmetric, and S is still no Gram matrix.',
  'exercise.real-before-tie.symmetric': 'S is symmetric (tied), so its eigenvalues are real for that reason alone: find a t below the tie.',
  'exercise.real-before-tie.complex': 'At t = {t}, {count} of the {n} eigenvalues are complex.',
  'exercise.real-before-tie.solved': 'At t = {t} no eigenvalue is complex, and S is not symmetric (asymmetry ratio {ratio}).',

  'exercise.own-kernel.title': 'A kernel of your own',
  'exercise.own-kernel.goal': 'Write an expression that the kernel checker proves to be a kernel and that is none of its presets.',
  'exercise.own-kernel.hint':
    'Sums, products and positive multiples of kernels are kernels; so is exp of a kernel, and exp(−norm(x − y)^q) for 0 < q ≤ 2.',
  'exercise.own-kernel.worked':
    'exp(-norm(x-y)^1.5). The checker’s proof: ‖x − y‖^1.5 is conditionally negative (a power of at most 2 of a distance), its negative conditionally positive, and exp of that a kernel (Schoenberg). Another: exp(-0.5*norm(x-y)^2) + exp(-norm(x-y)), a sum of two kernels.',
  'exercise.own-kernel.preset': 'This is the checker’s preset {preset}, or that preset with other numbers or names.',
  'exercise.own-kernel.refuted': 'The checker refutes it with a witness: not a kernel.',
  'exercise.own-kernel.unknown': 'The checker’s rules reach no proof for it.',
  'exercise.own-kernel.solved': 'The checker proves it is a kernel, and it is none of the presets.',

  'exercise.look-alike.title': 'A look-alike that is no kernel',
  'exercise.look-alike.goal':
    'Write an expression with k(x, x) = 1 and |k(x, y)| ≤ 1 on the checker’s sample, like the RBF, which the checker refutes with a verified witness.',
  'exercise.look-alike.hint': 'Start from exp(-norm(x-y)^2) and change the power of the distance.',
  'exercise.look-alike.worked':
    'exp(-norm(x-y)^3): k(x, x) = e⁰ = 1 and 0 < k ≤ 1, yet exp(−‖x − y‖^q) is a kernel only for 0 < q ≤ 2 (Schoenberg). The checker finds a few sample points whose exact Gram matrix has a negative eigenvalue.',
  'exercise.look-alike.asymmetric': 'k(x, y) ≠ k(y, x) on the sample: make it symmetric first.',
  'exercise.look-alike.diagonal': 'k(x, x) is {value} at sample point {i}, not 1.',
  'exercise.look-alike.bounded': 'k(x, y) is {value} for sample points {i} and {j}: |k(x, y)| is above 1.',
  'exercise.look-alike.proved': 'It looks like the RBF, and the checker proves it is a kernel: it must be refuted.',
  'exercise.look-alike.unknown': 'It looks like the RBF, but the checker neither proves nor refutes it, even after its search.',
  'exercise.look-alike.solved': 'It looks like the RBF, and the checker refutes it with a verified witness of {size} sample points.',
  'exercise.look-alike.solvedSearch':
    'It looks like the RBF, and the checker’s search refutes it with a verified witness of {size} points.',

  'exercise.smallest-degree.title': 'The smallest degree for the rings',
  'exercise.smallest-degree.goal':
    'On the rings (as the panel draws them), with kernel ridge and the polynomial kernel: find the smallest degree p that gets at least 57 of the 60 test points right.',
  'exercise.smallest-degree.hint': 'The colour of a ring point depends on x² + y². Which degree has those features?',
  'exercise.smallest-degree.worked':
    'p = 2: the features of (1 + x·y)² include x₁² and x₂², so the prediction can use x₁² + x₂², the squared distance from the centre, which tells the rings apart; p = 1 is a linear kernel and cannot. The 1-D lift of the feature maps panel is the same idea.',
  'exercise.smallest-degree.data': 'Use the rings as the panel draws them: seed 0, 60 training and 60 test points, noise 0.1.',
  'exercise.smallest-degree.setup': 'Choose kernel ridge and the polynomial kernel.',
  'exercise.smallest-degree.few': 'Degree {p} gets {right} of {total} test points right, fewer than 57.',
  'exercise.smallest-degree.lower': 'Degree {p} gets {right} of {total} right, but degree {lower} already gets {lowerRight}: go lower.',
  'exercise.smallest-degree.solved': 'Degree {p} gets {right} of {total} right, and degree {lower} only {lowerRight}.',
  'exercise.smallest-degree.solvedFirst': 'Degree {p} gets {right} of {total} right, and no degree is smaller.',

  'exercise.starts-disagree.title': 'Starts that disagree',
  'exercise.starts-disagree.goal':
    'With the SVM and a kernel of your own (an expression), make the SVM’s four starts end at different answers.',
  'exercise.starts-disagree.hint':
    'On a {@psd} kernel the SVM’s problem has one best value and every start reaches it. The look-alike from the kernel checker is not {@psd}.',
  'exercise.starts-disagree.worked':
    'exp(-norm(x-y)^4): like the RBF on the diagonal, yet its matrix has negative eigenvalues, so the SVM’s problem is not concave and its starts stop at different objectives. Not every non-{@psd} kernel does this: tanh(dot(x,y)) is not {@psd} either, yet its starts agree.',
  'exercise.starts-disagree.method': 'Choose the SVM.',
  'exercise.starts-disagree.kernel': 'Choose the kernel “expression” and write your own.',
  'exercise.starts-disagree.psd': 'K is {@psd}: the starts agree, as a concave problem guarantees.',
  'exercise.starts-disagree.agree': 'K is not {@psd}, but the starts agree this time.',
  'exercise.starts-disagree.solved': 'K is not {@psd}, and the starts end at different answers.',
  'exercise.starts-disagree.solvedPsd': 'The starts do not agree, though K is {@psd}: a start stopped before it converged.',
};
