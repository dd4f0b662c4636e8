"""The frontier protocol's table (Correa, Pereira, Seipp 2025): solved tasks of each model
and of the LAMA row, on the standard tasks and on the same tasks obfuscated, each with a
95% Wilson interval, and the drop under obfuscation with a 95% interval (Newcombe's
hybrid score interval for a difference of two proportions, from the two Wilson
intervals; it treats the two variants as independent samples, which is conservative for
the same tasks renamed).

Datasets pair by name: ``frontier-DOMAIN`` and ``frontier-DOMAIN-random`` (any dataset
``NAME`` and ``NAME-STYLE`` with STYLE an obfuscation style); a row per model and
method, or planner, per domain and in total."""

from __future__ import annotations

import math
from collections.abc import Sequence

from plangate.bench.records import EpisodeRecord, PlannerRecord, Record
from plangate.bench.report.stats import wilson

STYLES = ("mystery", "random", "deceptive")


def _variant(dataset: str) -> tuple[str, str]:
    """(the standard dataset's name, the style or "standard")."""
    for style in STYLES:
        if dataset.endswith(f"-{style}"):
            return dataset[: -len(style) - 1], style
    return dataset, "standard"


def _who(r: Record) -> str:
    if isinstance(r, PlannerRecord):
        return f"{r.planner} (planner)"
    assert isinstance(r, EpisodeRecord)
    return f"{r.model_label}: {r.shown}"


def _cell(k: int, n: int) -> str:
    if n == 0:
        return ""
    p, lo, hi = wilson(k, n)
    return f"{k}/{n} ({100 * p:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}])"


def drop(k1: int, n1: int, k2: int, n2: int) -> tuple[float, float, float]:
    """The difference of two proportions (first minus second) and its 95% interval by
    Newcombe's hybrid score method (his method 10), as fractions."""
    p1, l1, u1 = wilson(k1, n1)
    p2, l2, u2 = wilson(k2, n2)
    d = p1 - p2
    return (d, d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
            d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2))  # fmt: skip


def frontier_table(records: Sequence[Record]) -> tuple[str, list[str], list[list[str]], str]:
    ok = [r for r in records
          if (isinstance(r, PlannerRecord) or (isinstance(r, EpisodeRecord) and r.ok))]  # fmt: skip
    variants = {_variant(r.dataset) for r in ok}
    paired = {base for base, style in variants if style != "standard"} & {
        base for base, style in variants if style == "standard"
    }
    counts: dict[tuple[str, str, str], list[int]] = {}  # (who, domain, style) -> [k, n]
    for r in ok:
        base, style = _variant(r.dataset)
        if base not in paired:
            continue
        for domain in (base, "total"):
            kn = counts.setdefault((_who(r), domain, style), [0, 0])
            kn[0] += bool(r.success)
            kn[1] += 1
    rows = []
    for who, domain, style in sorted(k for k in counts if k[2] != "standard"):
        k1, n1 = counts.get((who, domain, "standard"), [0, 0])
        k2, n2 = counts[(who, domain, style)]
        if n1 == 0:
            continue
        d, lo, hi = drop(k1, n1, k2, n2)
        fell = f"{k1 - k2:+d} tasks, {100 * d:+.1f} pp [{100 * lo:+.1f}, {100 * hi:+.1f}]"
        rows.append([who, domain, style, _cell(k1, n1), _cell(k2, n2), fell])
    note = (
        "Solved: the plan validated on its own task (the obfuscated task's plan on the "
        "obfuscated files). Intervals 95%: Wilson for each count; Newcombe's hybrid score "
        "interval for the drop (standard minus obfuscated), which treats the two variants "
        "as independent samples (conservative for the same tasks renamed)."
    )
    columns = ["who", "domain", "obfuscation", "standard solved", "obfuscated solved", "drop"]
    return "Standard against obfuscated tasks (the frontier protocol)", columns, rows, note


__all__ = ["drop", "frontier_table"]
