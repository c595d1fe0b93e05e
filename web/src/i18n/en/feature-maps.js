// The feature-maps panel. Same keys as ko/feature-maps.js.
export default {
  'featureMaps.lead':
    'A kernel is an inner product in a space we never build. Here you build it while it is small, count it when it is huge, time the shortcut, and watch the infinite one converge.',
  'featureMaps.kept': 'Showing the last valid result.',

  'featureMaps.d': 'Dimension d',
  'featureMaps.p': 'Degree p',
  'featureMaps.c': 'Constant c',
  'featureMaps.a': 'Vector a',
  'featureMaps.b': 'Vector b',
  'featureMaps.sizeD': 'Your d',
  'featureMaps.sizeP': 'Your p',
  'featureMaps.x': 'x',
  'featureMaps.y': 'y',
  'featureMaps.gamma': 'γ',
  'featureMaps.terms': 'Terms',
  'featureMaps.termsSlider': 'Terms of the series (1 … {max})',
  'featureMaps.invalid.d': 'd is a whole number from 1 to {max}.',
  'featureMaps.invalid.p': 'p is a whole number from 1 to {max}.',
  'featureMaps.invalid.c': 'c is a finite number ≥ 0 (with c < 0 no real φ exists).',
  'featureMaps.invalid.a': 'a is a list of finite numbers separated by commas, e.g. 1, 2 (at most {max}).',
  'featureMaps.invalid.b': 'b is a list of finite numbers separated by commas, e.g. 3, −1 (at most {max}).',
  'featureMaps.invalid.sizeD': 'd is a whole number from 1 to {max}.',
  'featureMaps.invalid.sizeP': 'p is a whole number from 1 to {max}.',
  'featureMaps.invalid.x': 'x must be a finite number, e.g. 0.5.',
  'featureMaps.invalid.y': 'y must be a finite number, e.g. −0.3.',
  'featureMaps.invalid.gamma': 'γ must be a finite number greater than 0.',
  'featureMaps.invalid.terms': 'The number of terms is a whole number from 1 to {max}.',

  'featureMaps.phi.title': 'The polynomial φ, every feature',
  'featureMaps.phi.intro':
    'Expanding (c + x·y)^p gives one feature per monomial; each coefficient is split evenly between the x side and the y side, so φ(x)·φ(y) = (c + x·y)^p.',
  'featureMaps.phi.listLabel': 'The features of φ',
  'featureMaps.phi.all': '{count} features for d = {d}, p = {p}, c = {c}:',
  'featureMaps.phi.first': '{count} features for d = {d}, p = {p}, c = {c}; the first {shown}:',

  'featureMaps.pair.title': 'The two routes for a and b',
  'featureMaps.pair.caption': 'φ(a) and φ(b), feature by feature, and their products',
  'featureMaps.pair.feature': 'Feature',
  'featureMaps.pair.phiA': 'φ(a)',
  'featureMaps.pair.phiB': 'φ(b)',
  'featureMaps.pair.product': 'Product',
  'featureMaps.pair.kernelRoute': 'Kernel:',
  'featureMaps.pair.featureRoute': 'Features:',
  'featureMaps.pair.longSum': 'the sum of {count} products = {value}',
  'featureMaps.pair.agree': 'The two routes agree to rounding: the core bounds their difference by {bound}.',
  'featureMaps.pair.partial': 'Only the first {shown} of {count} products are listed, so their sum is not yet k(a, b).',

  'featureMaps.size.title': 'How big feature space gets',
  'featureMaps.size.intro':
    'In d dimensions the degree-p polynomial kernel has C(d + p, p) features. The counts below are exact, computed by the core.',
  'featureMaps.size.caption': 'Feature dimension C(d + p, p) and the memory of one feature vector in float32 (4 bytes a feature)',
  'featureMaps.size.d': 'Input dimension d',
  'featureMaps.size.p': 'Degree p',
  'featureMaps.size.count': 'Feature dimension',
  'featureMaps.size.bytes': 'One vector, float32',
  'featureMaps.size.yours': '(yours)',
  'featureMaps.size.own': 'For d = {d}, p = {p}: {count} features, {bytes} for one feature vector in float32.',
  'featureMaps.size.kernel': 'The kernel still needs one dot product of length {d} and one power.',

  'featureMaps.timing.title': 'Both routes timed in the core for d = {d}, p = {p} (two random vectors):',
  'featureMaps.timing.running': 'Timing both routes…',
  'featureMaps.timing.kernel': 'Kernel (c + a·b)^p: {time} per evaluation (median of {samples} batches of {runs}; range {low}–{high}).',
  'featureMaps.timing.coarse':
    'A batch lasts {batch}, under twenty steps of the page’s timer ({step}): the figure may be off by a twentieth or more.',
  'featureMaps.timing.growth.d': 'How both routes grow with d at the current p (log–log axes; one batch per d)',
  'featureMaps.timing.growth.p': 'How both routes grow with p at the current d (log–log axes; one batch per p)',
  'featureMaps.timing.gaps':
    'Where φ would pass the core’s cap (the size the page may allocate) it is not built and its time is not measured: a gap in the line, not a zero. Its memory, on the chart below, is computed from the exact count at every p.',
  'featureMaps.memory.caption':
    'Memory of one feature vector φ(x) in float32 against p, at d = {d} and at the article’s d = {articleD} (log–log axes; computed from the exact count, never built)',
  'featureMaps.memory.axis': 'bytes of one vector (float32)',
  'featureMaps.memory.yours': 'your d',
  'featureMaps.memory.article': 'the article’s d',
  'featureMaps.memory.mark': '{d}/{p}: {bytes}',
  'featureMaps.timing.axis': 'seconds per evaluation',
  'featureMaps.timing.kernelSeries': 'kernel (c + a·b)^p',
  'featureMaps.timing.featureSeries': 'φ(a)·φ(b) (where it can be built)',
  'featureMaps.timing.features':
    'Building φ(a), φ(b) ({count} features each) and their dot product: {time} (median of {samples} batches of {runs}; range {low}–{high}).',
  'featureMaps.timing.unbuilt':
    'φ has {count} features. The core builds φ(a) and φ(b) in float64, 8 bytes a feature: the two vectors together would need {bytes} (the table’s {one} is one vector in float32), past the {cap} the page allows for the two, so only the kernel ran.',
  'featureMaps.timing.tooWide': 'The timing runs for d up to {max} and p up to 10; the count above is still exact.',

  'featureMaps.rbf.title': 'RBF: an infinite series, truncated',
  'featureMaps.rbf.intro': 'The RBF kernel is an endless sum of products of features:',
  'featureMaps.rbf.introRest': 'The sum of the first terms climbs to the kernel; the error falls off factorially once m passes 2γ|xy|.',
  'featureMaps.rbf.axisTerms': 'terms',
  'featureMaps.rbf.axisSum': 'partial sum',
  'featureMaps.rbf.axisError': 'error',
  'featureMaps.rbf.sum': 'partial sum',
  'featureMaps.rbf.error': '|kernel − partial sum|',
  'featureMaps.rbf.kernelMark': 'kernel',
  'featureMaps.rbf.sumCaption': 'The partial sum against the number of terms (dashed: the kernel)',
  'featureMaps.rbf.errorCaption': 'The error on a log scale',
  'featureMaps.rbf.summary': 'x = {x}, y = {y}, γ = {gamma}: with {terms} terms the sum is {sum}, the kernel {kernel}, the error {error}.',

  'featureMaps.rffGamma': 'γ (300 points)',
  'featureMaps.rffD': 'Features D',
  'featureMaps.rffSeed': 'Seed of the Fourier draw',
  'featureMaps.invalid.rffGamma': 'γ is a number from {min} to {max}.',
  'featureMaps.invalid.rffD': 'D is a whole number from 1 to {max}.',
  'featureMaps.invalid.rffSeed': 'The seed is a whole number from 0 to 2^64 − 1.',
  'featureMaps.rff.title': 'Building φ anyway',
  'featureMaps.rff.intro':
    "RBF's φ is infinite, yet a finite Φ with ΦΦᵀ ≈ K can be built for the article's 300 points (default_rng(4), d = 5). Random Fourier features draw D frequencies w and phases b and take φ(x) = √(2/D)·cos(wᵀx + b); Nyström takes the first D points as landmarks (at most the 300 there are) and maps every x through K's eigenvectors on them. How many features each needs follows the effective rank that γ sets.",
  'featureMaps.rff.gammaSlider': 'γ (log scale)',
  'featureMaps.rff.featureSlider': 'Features D, 1 to {max} (log scale)',
  'featureMaps.rff.presets': "The article's four γ",
  'featureMaps.rff.follows': "γ follows the γ panel's slider on this page; the buttons, this slider and the field set it here too.",
  'featureMaps.rff.ownGamma': 'The γ panel is not on this page: γ is set here.',
  'featureMaps.rff.progress': 'Error curves computed',
  'featureMaps.rff.cancel': 'Cancel',
  'featureMaps.rff.axisFeatures': 'features D',
  'featureMaps.rff.axisError': '‖ΦΦᵀ − K_RBF‖_F / ‖K_RBF‖_F',
  'featureMaps.rff.axisPolynomialError': '‖ΦΦᵀ − K_poly‖_F / ‖K_poly‖_F',
  'featureMaps.rff.axisIndex': 'eigenvalue number',
  'featureMaps.rff.axisEigenvalue': 'eigenvalue',
  'featureMaps.rff.fourier': 'random Fourier features',
  'featureMaps.rff.nystrom': 'Nyström (D landmarks)',
  'featureMaps.rff.polynomial': 'exact φ of (c + x·y)^p',
  'featureMaps.rff.exact': 'exact K',
  'featureMaps.rff.errorCaption':
    'RBF: relative Gram error against D, measured against K_RBF, the RBF kernel matrix at γ (both axes logarithmic; red dashed line: the current D; grey: 5 %)',
  'featureMaps.rff.polynomialCaption':
    'The exact φ of (c + x·y)^p: relative error of ΦΦᵀ from its first D features, measured against its own kernel matrix K_poly = (c + x_i·x_j)^p on the same points, not against K_RBF (both axes logarithmic)',
  'featureMaps.rff.spectrumCaption':
    "Eigenvalues of K and of both ΦΦᵀ at the current D, largest first (values below 10⁻¹⁶ of K's largest are not drawn)",
  'featureMaps.rff.sentence':
    'At γ = {gamma} the exact K has effective rank {rank}. Features needed for a Gram error of at most 5 % (the first D of the plotted grid at or below it): Nyström {nystrom}, random Fourier features {fourier}.',
  'featureMaps.rff.beyond': 'more than {max}',
  'featureMaps.rff.polynomialSentence':
    'The third route, the exact φ of (c + x·y)^p with p = {p}, c = {c}, has {count} features on these points; with all of them ΦΦᵀ equals its own kernel matrix K_poly (not K_RBF) to a relative {error}.',
  'featureMaps.rff.polynomialTooMany': 'The exact φ of (c + x·y)^p with p = {p} has more than {max} features on these points: not drawn.',
  'featureMaps.rff.stopped':
    'The error curves for γ = {gamma} were cancelled: the plot shows what was done; change γ, D or the seed to compute again.',
  'featureMaps.rff.computing': 'Computing the error curves for γ = {gamma}…',
  'featureMaps.rff.point':
    'At D = {D}: random Fourier features are off by {fourierError} (ΦΦᵀ has effective rank {fourierRank}), Nyström with {landmarks} landmarks by {nystromError} (effective rank {nystromRank}); the exact K has {rank}.',
  'featureMaps.rff.pointDropped':
    "At D = {D}: random Fourier features are off by {fourierError} (ΦΦᵀ has effective rank {fourierRank}), Nyström with {landmarks} landmarks by {nystromError} (effective rank {nystromRank}); the exact K has {rank}. {dropped} of the landmarks' eigenvalues were at or below rounding and were dropped.",

  'featureMaps.lift.title': 'The 1-D lift: x ↦ (x, x²)',
  'featureMaps.lift.intro': 'On a line, no threshold may split the colours; add the axis x² and a single line in the plane can.',
  'featureMaps.lift.help': 'Drag a point along the line, or focus it with Tab and move it with ← and →; Delete removes it.',
  'featureMaps.lift.add0': 'Add a blue point',
  'featureMaps.lift.add1': 'Add an orange point',
  'featureMaps.lift.lineCaption': 'The points on the line',
  'featureMaps.lift.planeCaption': 'Lifted to (x, x²), with the separating line',
  'featureMaps.lift.lineLabel': 'Points on the line; each can be moved',
  'featureMaps.lift.planeLabel': 'The points lifted onto the parabola v = x², with the separating line when there is one',
  'featureMaps.lift.point0': 'Blue point {index}',
  'featureMaps.lift.point1': 'Orange point {index}',
  'featureMaps.lift.colour0': 'blue',
  'featureMaps.lift.colour1': 'orange',
  'featureMaps.lift.oneColour': 'Only one colour is on the line: there is nothing to separate.',
  'featureMaps.lift.threshold':
    'The threshold x = {t} separates them on the line itself: {left} on the left, {right} on the right. The lift is not needed.',
  'featureMaps.lift.line':
    'No threshold separates them on the line. After x ↦ (x, x²) the line v = {line} does: the {inside} points, between x = {low} and x = {high}, lie below it, the others above.',
  'featureMaps.lift.none':
    'No threshold separates them, and no line does after the lift either: each colour has a point of the other colour somewhere between its own points.',
  'featureMaps.lift.coordinate':
    'The x² axis is exactly a coordinate of the degree-2 φ: for d = 1, feature {index} of φ is x₁² with coefficient {coefficient}.',
  // What to notice in each figure (widgets/figure-note.js)
  'featureMaps.timing.note':
    'φ(x) has C(d + p, p) entries to compute, the kernel trick one dot product of length d: compare how steeply the two lines rise with {axis}.',
  'featureMaps.timing.noteGap': 'Where the dashed line stops, φ(x) was too large to build at all; the kernel trick’s line goes on.',
  'featureMaps.memory.note': 'One φ(x) in float32 takes 4 bytes per entry, 4·C(d + p, p): at the article’s d = {d}, p = {p}, {bytes}.',
  'featureMaps.rbf.sumNote': 'The sum climbs toward the dashed kernel: after {terms} terms it is {sum}, the kernel {kernel}.',
  'featureMaps.rbf.errorNote':
    'After {terms} terms the error is {error}; on the log scale its fall keeps steepening, the m! under each term outgrowing its power.',
  'featureMaps.rff.errorNote':
    'Each line falls as D grows; where one drops below the grey 5 % line, that many features rebuild K to within 5 %.',
  'featureMaps.rff.polynomialNote':
    'Only with all its features does ΦΦᵀ equal K_poly, its error down to rounding; with fewer, the terms of those left out are missing.',
  'featureMaps.rff.spectrumNote':
    'ΦΦᵀ is built from D features, so at most D of its eigenvalues are nonzero: compare where its curves end with K’s.',
  'featureMaps.lift.lineNote': 'One threshold on the line splits the colours: no lift is needed.',
  'featureMaps.lift.lineNoteNone': 'No threshold on the line splits the colours: one colour has points on both sides of the other.',
  'featureMaps.lift.planeNote': 'On the parabola one straight line splits the colours.',
  'featureMaps.lift.planeNoteNone': 'Not even a straight line in the plane splits the colours here.',
};
