#!/usr/bin/python3
"""Writes the order the γ panel's heat map draws the article's points in.

    /usr/bin/python3 scripts/gen_heatmap_order_fixtures.py

tests/fixtures/heatmap_order.json  the 300 points of default_rng(4).normal(size=(300, 5)) sorted by their entry in the
                                   eigenvector of the largest eigenvalue of Z Zᵀ (each point's coordinate along Z's
                                   leading singular direction, up to one factor): 1-based point numbers, ascending
                                   for the sign numpy returns (the page may draw them reversed: an eigenvector's
                                   sign is arbitrary); and the mean of K at γ = 0.3 near the diagonal and far from it,
                                   in that order and in the points' own order.
"""
import json
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
Z = np.random.default_rng(4).normal(size=(300, 5))
values, vectors = np.linalg.eigh(Z @ Z.T)
lead = vectors[:, -1]
order = np.argsort(lead, kind="stable")
gaps = np.diff(lead[order])
# No two points so close along the direction that rounding could swap them.
assert gaps.min() > 1e-9, gaps.min()


def band(K):
    """Mean of K within 15 of the diagonal and at least 150 away from it."""
    i, j = np.indices(K.shape)
    return float(K[abs(i - j) <= 15].mean()), float(K[abs(i - j) >= 150].mean())


d2 = ((Z[:, None, :] - Z[None, :, :]) ** 2).sum(-1)
K = np.exp(-0.3 * d2)
near, far = band(K[np.ix_(order, order)])
near0, far0 = band(K)
out = {
    "seed": 4,
    "n": 300,
    "d": 5,
    "order": [int(k) + 1 for k in order],
    "smallestGap": float(gaps.min()),
    "gamma": 0.3,
    "sortedNear": near,
    "sortedFar": far,
    "unsortedNear": near0,
    "unsortedFar": far0,
}
(ROOT / "tests" / "fixtures" / "heatmap_order.json").write_text(json.dumps(out, indent=1) + "\n")
print(f"order starts {out['order'][:5]}, smallest gap {gaps.min():.3g}; K at γ = 0.3: sorted {near:.3f} near / {far:.3f} far, unsorted {near0:.3f} / {far0:.3f}")
