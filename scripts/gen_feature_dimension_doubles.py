#!/usr/bin/python3
"""Writes tests/fixtures/feature_dimension_doubles.json: featureDimension's approximate doubles, from exact integers.

    /usr/bin/python3 scripts/gen_feature_dimension_doubles.py

Each case is [d, p, float(C(d + p, p)), float(4 · C(d + p, p))]: Python converts an int to float correctly
rounded (to nearest, ties to even), and json writes each float's shortest repr, which JSON.parse reads back
as the same double. The grid covers every p from 1 to 50 at dimensions from 1 to the limit 10⁶, so most
counts are past 2⁵³, where a double cannot hold them and the rounding decides the last bit.
"""
import json
from math import comb
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIMENSIONS = [1, 2, 3, 5, 10, 31, 100, 768, 1000, 4097, 65536, 999999, 1000000]
DEGREES = range(1, 51)

cases = [[d, p, float(comb(d + p, p)), float(4 * comb(d + p, p))] for d in DIMENSIONS for p in DEGREES]
out = ROOT / "tests" / "fixtures" / "feature_dimension_doubles.json"
out.write_text(json.dumps({"generatedBy": "scripts/gen_feature_dimension_doubles.py", "cases": cases}) + "\n")
print(f"{len(cases)} cases → {out.relative_to(ROOT)}")
