#!/usr/bin/env python3
"""Write tests/fixtures/rng.json: numpy.random.default_rng draws that the C++ core (native and WASM)
must reproduce bit for bit. Run with Debian's numpy: /usr/bin/python3 scripts/gen_rng_fixtures.py

Format (plain JSON; every draw comes from a fresh default_rng(seed) / PCG64(seed)):
{
  "numpy_version": "1.24.2",
  "seeds": [                              # short vectors, one entry per seed
    { "seed": "12345",                    # decimal string: seeds reach 2^64-1, past JS's 2^53
      "seed_sequence_state": ["...", x4], # SeedSequence(seed).generate_state(4, uint64), decimal
      "raw_uint64": ["...", x4],          # PCG64(seed).random_raw(4), decimal strings
      "normal": [16 numbers],             # default_rng(seed).normal(size=16)
      "uniform": [8 numbers] },           # default_rng(seed).random(8)
    ...],
  "long_runs": [                          # default_rng(seed).normal(size=n), summarized
    { "seed": "4", "n": 1000000,
      "fnv1a64": "16 hex digits",         # FNV-1a 64 over each draw's 8 little-endian IEEE bytes
      "sum": number,                      # plain left-to-right double sum, s += x
      "stride": 10000,
      "strided": [numbers],               # draws 0, stride, 2*stride, ...
      "tail_threshold": 3.6541528853610088,
      "tail": [[index, value], ...] },    # every draw with |x| > tail_threshold (the tail path)
    ...]
}
Numbers are written as Python's repr (shortest round-trip), so strtod / JSON.parse give back the
exact doubles. The file stays small (~60 KB) so it can be committed.
"""
import json
import os
import struct

import numpy as np

SHORT_SEEDS = [0, 1, 2, 3, 4, 9, 42, 12345, 123456789, 0xDEADBEEF, 2**32 - 1, 2**32, 2**32 + 1,
               2**48, 2**53 + 1, 987654321987654321, 2**63, 2**63 + 12345, 2**64 - 2, 2**64 - 1]
LONG_SEEDS = [4, 12345, 2**64 - 1]
LONG_N = 1_000_000
STRIDE = 10_000
TAIL = 3.6541528853610088

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures",
                   "rng.json")


def fnv1a64(values) -> str:
    h = 0xCBF29CE484222325
    for byte in struct.pack(f"<{len(values)}d", *values):
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def short_entry(seed: int) -> dict:
    state = np.random.SeedSequence(seed).generate_state(4, np.uint64)
    return {
        "seed": str(seed),
        "seed_sequence_state": [str(int(w)) for w in state],
        "raw_uint64": [str(int(w)) for w in np.random.PCG64(seed).random_raw(4)],
        "normal": np.random.default_rng(seed).normal(size=16).tolist(),
        "uniform": np.random.default_rng(seed).random(8).tolist(),
    }


def long_entry(seed: int) -> dict:
    z = np.random.default_rng(seed).normal(size=LONG_N).tolist()
    total = 0.0
    for x in z:
        total += x
    return {
        "seed": str(seed),
        "n": LONG_N,
        "fnv1a64": fnv1a64(z),
        "sum": total,
        "stride": STRIDE,
        "strided": z[::STRIDE],
        "tail_threshold": TAIL,
        "tail": [[i, x] for i, x in enumerate(z) if abs(x) > TAIL],
    }


def main():
    doc = {
        "numpy_version": np.__version__,
        "seeds": [short_entry(s) for s in SHORT_SEEDS],
        "long_runs": [long_entry(s) for s in LONG_SEEDS],
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as fh:
        json.dump(doc, fh, indent=1)
        fh.write("\n")
    print(f"wrote {os.path.normpath(OUT)} ({os.path.getsize(OUT)} bytes)")


if __name__ == "__main__":
    main()
