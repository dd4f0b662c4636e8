"""Table 1's cells (success, optimality, relative length and cost, tokens, empty answers,
errors) and the scoring policy its note states: one definition for the per-dataset and
the pooled tables."""

from __future__ import annotations

from collections.abc import Sequence

from plangate.bench.records import EpisodeRecord
from plangate.bench.report.stats import mean_ci, num, pct, wilson

POLICY = (
    "Every episode that ran is in the denominator: an episode whose model answered "
    "nothing usable (every answer empty) is a failure of the method (column 'no answer'), "
    "never an error; errors are failures of the harness or the server, counted apart and "
    "listed in their own table. Relative length and relative cost are over successful, "
    "non-empty plans only (plan length / optimal length, plan cost / optimal cost); a "
    "domain with action costs has no optimal length, and its cost is the measure."
)


def _relative_cell(values: list[float], wanted: bool) -> str:
    if not wanted:
        return "unit costs"
    return num(mean_ci(values, low=1.0)) if values else "n/a"  # never below the optimum


def table1_row(rs: Sequence[EpisodeRecord], costs: bool) -> list[str]:
    """One row of Table 1 (after the columns that name it)."""
    ok = [r for r in rs if r.ok]
    succ = [r for r in ok if r.success]
    tokens = [t for t in (r.tokens for r in ok) if t is not None]
    rel = [x for r in succ if (x := r.relative_length) is not None]
    cost = [x for r in succ if (x := r.relative_cost) is not None]
    row = [
        str(len(ok)),
        pct(wilson(len(succ), len(ok))),
        pct(wilson(sum(1 for r in succ if r.measures.optimal), len(succ))),
        num(mean_ci(rel, low=1.0)) if rel else "n/a",  # a plan is never shorter than optimal
    ]
    if costs:
        row.append(_relative_cell(cost, any(r.has_costs for r in ok)))
    row += [
        _tokens_cell(ok, tokens),
        str(sum(1 for r in ok if r.no_answer)),
        str(sum(1 for r in ok if r.truncated_answers)),
        str(sum(1 for r in rs if r.status == "error")),  # a refused task is no error
    ]
    return row


def table1_columns(costs: bool) -> list[str]:
    return [
        "episodes",
        "success %",
        "optimal % of successes",
        "relative length",
        *(["relative cost"] if costs else []),
        "k tokens / instance",
        "no answer",
        "truncated",
        "errors",
    ]


def _tokens_cell(ok: Sequence[EpisodeRecord], tokens: list[float]) -> str:
    if ok and all(r.measures.model_calls == 0 for r in ok):
        return "no model"  # a baseline: no call, no token
    return num(mean_ci([t / 1000 for t in tokens]), 1) if tokens else "not reported"
