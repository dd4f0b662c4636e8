"""The statistics the report and its plots share: rates with Wilson intervals, means
with normal intervals kept inside the range of what they bound (a count, a distance,
tokens, seconds: never below 0; a relative plan length: never below 1)."""

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


def mean_ci(
    values: Sequence[float], low: float = 0.0, high: float = math.inf
) -> tuple[float, float, float]:
    """The mean and its 95% normal interval, cut to ``[low, high]``, the range of the
    quantity (default: not negative), so that no end says what cannot be: ``4.3 [-2.1,
    10.7]`` for a count is ``4.3 [0.0, 10.7]``."""
    if not values:
        return (math.nan, math.nan, math.nan)
    m = sum(values) / len(values)
    if len(values) < 2:
        return (m, math.nan, math.nan)
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))
    half = Z * sd / math.sqrt(len(values))
    return (m, min(max(low, m - half), high), max(min(high, m + half), low))


def pct(r: tuple[float, float, float]) -> str:
    """A rate and its interval (:func:`wilson`) as percentages: ``62.5 [30.6, 86.3]``."""
    v, lo, hi = r
    return "n/a" if v != v else f"{100 * v:.1f} [{100 * lo:.1f}, {100 * hi:.1f}]"


def mcnemar_exact(b: int, c: int) -> float:
    """McNemar's exact test of paired outcomes: the two-sided binomial p-value of ``b``
    pairs that only the first solved against ``c`` that only the second solved (1 when
    there is no discordant pair)."""
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def spread(values: Sequence[float]) -> tuple[float, float, float, float]:
    """Mean, sample standard deviation (nan for one value), minimum and maximum."""
    if not values:
        return (math.nan, math.nan, math.nan, math.nan)
    m = sum(values) / len(values)
    sd = (
        math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))
        if len(values) > 1
        else math.nan
    )
    return (m, sd, min(values), max(values))


def num(r: tuple[float, float, float], digits: int = 2) -> str:
    """A mean and its interval (:func:`mean_ci`): ``1.25 [1.02, 1.48]``; ``n/a`` for none."""
    if math.isnan(r[0]):
        return "n/a"
    if math.isnan(r[1]):
        return f"{r[0]:.{digits}f}"
    return f"{r[0]:.{digits}f} [{r[1]:.{digits}f}, {r[2]:.{digits}f}]"
