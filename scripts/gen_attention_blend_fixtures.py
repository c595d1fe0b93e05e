#!/usr/bin/python3
"""Writes tests/fixtures/attention-blend.txt: the attention scores with W_K blended into W_Q.

    /usr/bin/python3 scripts/gen_attention_blend_fixtures.py

The article's recipe (scripts/gen_attention_fixtures.py draws X, W_Q, W_K the same way), then for each t
W_K(t) = (1 − t)·W_K + t·W_Q and S(t) = X W_Q W_K(t)ᵀ Xᵀ / √dk. Per case and t: S(t), its eigenvalues
(np.linalg.eigvals in np.sort_complex order; at t = 1, where S is symmetric, np.linalg.eigvalsh of its
symmetric part, so imaginary parts are exactly 0), how many are complex (|im| > 1e-9 · max|λ|) and the
asymmetry ratio mean|S − Sᵀ| / mean|S|. The path keys hold the same at t = k/20, k = 0…20.

One quantity per line, `key v1 v2 ...`, matrices row-major, '#' starts a comment.
"""
from pathlib import Path

import numpy as np

# The cases (the article's experiment and a small other one), how they are drawn, printed and measured: the
# attention fixtures' own.
from gen_attention_fixtures import CASES, asymmetry, draw, fmt, write_fixture

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "fixtures" / "attention-blend.txt"

BLENDS = (0.0, 0.25, 0.5, 0.75, 0.9, 1.0)
PATH_STEPS = 20


def scores(X, WQ, WK, t):
    WKt = (1 - t) * WK + t * WQ
    return X @ WQ @ WKt.T @ X.T / np.sqrt(WQ.shape[1])


def eigenvalues(S, t):
    if t == 1.0:
        return np.linalg.eigvalsh((S + S.T) / 2).astype(complex)
    return np.sort_complex(np.linalg.eigvals(S))


def blend_lines(prefix, S, t):
    ev = eigenvalues(S, t)
    yield prefix + ".eig.re", ev.real
    yield prefix + ".eig.im", ev.imag
    yield prefix + ".complex_count", [int((np.abs(ev.imag) > 1e-9 * np.abs(ev).max()).sum())]
    yield prefix + ".asymmetry", [asymmetry(S)]


def case_lines(name, seed, n, d, dk, scale):
    X, WQ, WK = draw(seed, n, d, dk, scale)
    yield name + ".recipe", [seed, n, d, dk, scale]
    yield name + ".blends", BLENDS
    for k, t in enumerate(BLENDS):
        S = scores(X, WQ, WK, t)
        yield f"{name}.t{k}.S", S.ravel()
        yield from blend_lines(f"{name}.t{k}", S, t)
    for k in range(PATH_STEPS + 1):
        t = k / PATH_STEPS
        yield from blend_lines(f"{name}.path{k}", scores(X, WQ, WK, t), t)


def main():
    lines = [kv for case in CASES for kv in case_lines(*case)]
    values = dict(lines)
    # t = 0 is the article's experiment: its figures (gen_attention_fixtures.py checks the same).
    assert abs(values["article.t0.asymmetry"][0] - 1.1126885813410021) < 1e-14
    assert values["article.t0.complex_count"][0] == 6
    assert values["article.t5.complex_count"][0] == 0
    legend = ".recipe is seed n d dk scale; tK is .blends[K]; pathK is t = K/20."
    write_fixture(OUT, "gen_attention_blend_fixtures.py", legend, lines)


if __name__ == "__main__":
    main()
