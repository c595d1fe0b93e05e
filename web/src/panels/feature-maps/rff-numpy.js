// "Copy as numpy" for "Building φ anyway": the article's points, K, both finite φ on the curve's grid of D
// and at the current D, their Gram errors, the spectra's effective ranks, and the features each needs for 5 %;
// the exact polynomial φ's error at its full feature count. numpy alone (no scikit-learn).
import { pyNumber } from '../../reader/numpy.js';
import { LIMITS } from '../../wasm/limits.js';
import { RFF_POINTS, TARGET_ERROR, featureGrid } from './rff-grid.js';

export const rffNumpy = ({ rffGamma, rffD, rffSeed }) =>
  [
    "# RBF phi built anyway, two ways (Rahimi-Recht Fourier features, Nystrom) on the article's 300 points",
    `X = np.random.default_rng(${RFF_POINTS.seed}).normal(size=(${RFF_POINTS.n}, ${RFF_POINTS.d}))`,
    `gamma, D, feature_seed = ${pyNumber(rffGamma)}, ${rffD}, ${BigInt(rffSeed)}`,
    'sq = np.sum((X[:, None, :] - X[None, :, :]) ** 2, axis=-1)',
    'K = np.exp(-gamma * sq)',
    'def fourier(D):',
    '    rng = np.random.default_rng(feature_seed)',
    '    W = rng.normal(0, np.sqrt(2 * gamma), size=(X.shape[1], D))',
    '    b = rng.uniform(0, 2 * np.pi, size=D)',
    '    return np.sqrt(2 / D) * np.cos(X @ W + b)',
    'def nystrom(m):',
    '    lam, U = np.linalg.eigh(K[:m, :m])',
    '    keep = lam > m * np.finfo(float).eps * np.abs(lam).max()',
    '    return K[:, :m] @ U[:, keep] / np.sqrt(lam[keep])',
    'def error(Phi, K=K):',
    '    return np.linalg.norm(Phi @ Phi.T - K) / np.linalg.norm(K)',
    'def effective_rank(lam):',
    '    return lam.sum() ** 2 / (lam ** 2).sum()',
    `grid = ${JSON.stringify(featureGrid(LIMITS.maxRbfFeatures))}`,
    'curves = {"fourier": {d: error(fourier(d)) for d in grid},',
    `          "nystrom": {d: error(nystrom(d)) for d in grid if d <= len(X)} | {len(X): error(nystrom(len(X)))}}`,
    `need = {name: min([d for d, e in curve.items() if e <= ${TARGET_ERROR}], default=None) for name, curve in curves.items()}`,
    'print("effective rank of K", effective_rank(np.linalg.eigvalsh(K)), "features for 5 %", need)',
    'for name, Phi in (("fourier", fourier(D)), ("nystrom", nystrom(min(D, len(X))))):',
    '    print(name, "D", D, "error", error(Phi), "effective rank", effective_rank(np.linalg.eigvalsh(Phi @ Phi.T)))',
    '# the third route: the exact phi of (c + x.y)^p above, on the same points (c = 0: only the degree-p features)',
    'slots = list(combinations_with_replacement(range(X.shape[1] + 1), p))',
    `if len(slots) <= ${LIMITS.maxRbfFeatures}:`,
    '    Phi_poly = np.array([phi(x) for x in X])[:, [c != 0 or 0 not in s for s in slots]]',
    '    print("exact polynomial phi", Phi_poly.shape[1], "features, error", error(Phi_poly, (c + X @ X.T) ** p))',
  ].join('\n');
