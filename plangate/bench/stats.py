"""The statistics the report and its plots share: rates with Wilson intervals, means
with normal intervals."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z = 1.96


def wilson(successes: int, n: int) -> tuple[float, float, float]:
    """Rate and 95% Wilson interval, as fractions."""
    if n == 0:
        return (math.nan, math.nan, math.nan)
    p = successes / n
    denom = 1 + Z * Z / n
    centre = (p + Z * Z / (2 * n)) / denom
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / denom
    return (p, max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    if not values:
        return (math.nan, math.nan, math.nan)
    m = sum(values) / len(values)
    if len(values) < 2:
        return (m, math.nan, math.nan)
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))
    half = Z * sd / math.sqrt(len(values))
    return (m, m - half, m + half)


def pct(r: tuple[float, float, float]) -> str:
    """A rate and its interval (:func:`wilson`) as percentages: ``62.5 [30.6, 86.3]``."""
    v, lo, hi = r
    return "n/a" if v != v else f"{100 * v:.1f} [{100 * lo:.1f}, {100 * hi:.1f}]"
