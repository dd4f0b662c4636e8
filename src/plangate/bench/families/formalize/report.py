"""The formalization table: per dataset, model and item kind, the rates of written files
that parse, are solvable, are equivalent to the true ones and whose plan solves the true
task, with 95% Wilson intervals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.bench.records import EpisodeRecord, Record
    from plangate.bench.table import Table

MEASURES = ("parses", "solvable", "equivalent", "plan_valid")


def table(records: Sequence[Record]) -> Table:
    from plangate.bench.kinds import ItemKind
    from plangate.bench.records import EpisodeRecord
    from plangate.bench.report.stats import pct, wilson
    from plangate.bench.table import Table

    groups: dict[tuple[str, str, str], list[EpisodeRecord]] = {}
    for r in records:
        if isinstance(r, EpisodeRecord) and isinstance(r.kind, ItemKind) and (
                r.kind.family == "formalize"):  # fmt: skip
            groups.setdefault((r.dataset, str(r.model_label), r.kind.item), []).append(r)
    rows = []
    for (dataset, model, writes), rs in sorted(groups.items()):
        n = len(rs)
        cells = [pct(wilson(sum(1 for r in rs if r.metrics.get(m) is True), n)) for m in MEASURES]
        unknown = sum(1 for r in rs if r.metrics.get("verdict") == "unknown")
        rows.append([dataset, model, writes, str(n), *cells, str(unknown)])
    return Table(
        "Formalization: written PDDL against the true files",
        ["dataset", "model", "writes", "items", "parses %", "solvable %", "equivalent %",
         "plan valid %", "unknown"],
        rows,
        "Rates with 95% Wilson intervals. Parses: the written files parse and ground. "
        "Solvable: the exact planners find a plan for them. Equivalent: plangate "
        "equivalent proves they state the true task (unknown: not decided within its "
        "budget, counted as not equivalent). Plan valid: their plan, mapped to the true "
        "objects, reaches the true goal.",
    )  # fmt: skip
