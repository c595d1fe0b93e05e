#!/usr/bin/python3
"""Writes the elliptope fixture, computed independently of the core by numpy.

    /usr/bin/python3 scripts/gen_elliptope_fixtures.py

tests/fixtures/elliptope.txt, one line per case, `key v1 v2 ...`:
  p<k>  x y z λ_min θ_AB θ_AC θ_BC  a point (s_AB, s_AC, s_BC) of the table [[1, x, y], [x, 1, z], [y, z, 1]], the
        smallest eigenvalue of that table (numpy.linalg.eigvalsh) and its angles arccos s in degrees (nan outside
        the cube |s| ≤ 1). Points: uniform in the cube [−1.1, 1.1]³, the Gram matrices of random unit vectors (inside),
        and points 1e−5 above and below the surface z = xy ± √((1 − x²)(1 − y²)).
  r<k>  x y z ρ_AB ρ_AC ρ_BC  a table that is not PSD and its clip repair (eigenvalues clipped at 0, numpy.linalg.eigh)
        rescaled to a unit diagonal: D^−½ C D^−½.
"""
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "fixtures" / "elliptope.txt"
SEED = 25


def table(x, y, z):
    return np.array([[1.0, x, y], [x, 1.0, z], [y, z, 1.0]])


def angles(p):
    return [float(np.degrees(np.arccos(s))) if abs(s) <= 1 else float("nan") for s in p]


def rescaled_clip(m):
    w, v = np.linalg.eigh(m)
    c = (v * np.maximum(w, 0)) @ v.T
    d = np.sqrt(np.diag(c))
    c = c / np.outer(d, d)
    return [c[0, 1], c[0, 2], c[1, 2]]


def points(rng):
    cube = rng.uniform(-1.1, 1.1, size=(150, 3))
    vectors = rng.normal(size=(50, 3, 3))
    vectors /= np.linalg.norm(vectors, axis=2, keepdims=True)
    grams = [v @ v.T for v in vectors]
    inside = np.array([[g[0, 1], g[0, 2], g[1, 2]] for g in grams])
    xy = rng.uniform(-0.95, 0.95, size=(50, 2))
    r = np.sqrt((1 - xy[:, 0] ** 2) * (1 - xy[:, 1] ** 2))
    centre = xy[:, 0] * xy[:, 1]
    near = []
    for (x, y), c, h in zip(xy, centre, r):
        for z in (c + h + 1e-5, c + h - 1e-5, c - h + 1e-5, c - h - 1e-5):
            near.append([x, y, z])
    return np.vstack([cube, inside, np.array(near)])


def main():
    rng = np.random.default_rng(SEED)
    lines = [f"# written by scripts/gen_elliptope_fixtures.py (numpy {np.__version__}, default_rng({SEED}))"]
    pts = points(rng)
    for k, p in enumerate(pts):
        smallest = float(np.linalg.eigvalsh(table(*p))[0])
        lines.append(f"p{k} " + " ".join(repr(float(v)) for v in [*p, smallest, *angles(p)]))
    outside = [p for p in pts if np.abs(p).max() <= 1 and np.linalg.eigvalsh(table(*p))[0] < -1e-3][:30]
    outside.append(np.array([0.9, 0.2, 0.9]))  # the article's S
    for k, p in enumerate(outside):
        lines.append(f"r{k} " + " ".join(repr(float(v)) for v in [*p, *rescaled_clip(table(*p))]))
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
