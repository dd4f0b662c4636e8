"""Tables that compare: the methods pooled over datasets, paired comparisons of two
methods on the same problems (McNemar's exact test), and the spread over seeds.

A *system* is a model with a method (its display label); a classical-free baseline
(``random-valid``, ``first-valid``) has no model and is a system of its own. Every
table here reads the same records as Table 1 and follows its policy: episodes that
ended in an error are left out (and counted in Table 1 and the errors table); every
other episode counts, a failure being any episode that did not reach the goal.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.stats import mcnemar_exact, pct, spread, wilson
from plangate.bench.report.table1 import POLICY, table1_columns, table1_row
from plangate.bench.table import Table

System = tuple[str, str]  # (model label, method label)


def _episodes(records: Sequence[Record]) -> list[EpisodeRecord]:
    return [r for r in records if isinstance(r, EpisodeRecord) and not r.is_task and r.ok]


def system_name(system: System) -> str:
    model, method = system
    return method if model in ("-", "", "None") else f"{model} / {method}"


def _system(r: EpisodeRecord) -> System:
    return (str(r.model_label), r.shown)


def pooled(records: Sequence[Record]) -> Table:
    """Table 1 pooled over the datasets (only when there are several): every episode of a
    system in one rate, beside the mean of its per-dataset rates (each domain weighing
    the same)."""
    every = [r for r in records if isinstance(r, EpisodeRecord) and not r.is_task]
    datasets = sorted({r.dataset for r in every})
    if len(datasets) < 2:
        return Table("Table 1 pooled over the datasets", [], [])
    costs = any(r.has_costs for r in every)
    by: dict[System, list[EpisodeRecord]] = {}
    for r in every:
        by.setdefault(_system(r), []).append(r)
    rows = []
    for system, rs in sorted(by.items()):
        rates = []
        for ds in datasets:
            at = [r for r in rs if r.dataset == ds and r.ok]
            if at:
                rates.append(sum(r.success for r in at) / len(at))
        covered = sorted({r.dataset for r in rs})
        macro = f"{100 * sum(rates) / len(rates):.1f}" if rates else "n/a"
        cells = table1_row(rs, costs)
        covers = f"{len(covered)} of {len(datasets)}"
        rows.append([system[0], system[1], covers, *cells[:2], macro, *cells[2:]])
    columns = table1_columns(costs)
    return Table(
        "Table 1 pooled over the datasets",
        ["model", "method", "datasets", *columns[:2], "success % (mean of datasets)", *columns[2:]],
        rows,
        f"Datasets: {', '.join(datasets)}. The success rate pools every episode (95% Wilson "
        "interval); the mean of datasets weighs each dataset the same. " + POLICY,
    )


def paired(records: Sequence[Record]) -> Table:
    """Every two systems that ran the same problems (dataset, instance and seed), per
    dataset and over all of them: the pairs, the discordant ones (solved by one only)
    and McNemar's exact two-sided p-value."""
    eps = _episodes(records)
    outcome: dict[System, dict[tuple[str, str, int], bool]] = {}
    for r in eps:
        outcome.setdefault(_system(r), {})[(r.dataset, r.instance, r.seed)] = r.success
    datasets = sorted({r.dataset for r in eps})
    scopes: list[str | None] = [*datasets, *([None] if len(datasets) > 1 else [])]
    rows = []
    for scope in scopes:
        for a, b in combinations(sorted(outcome), 2):
            common = [k for k in outcome[a] if k in outcome[b] and (scope is None or k[0] == scope)]
            if not common:
                continue
            only_a = sum(1 for k in common if outcome[a][k] and not outcome[b][k])
            only_b = sum(1 for k in common if outcome[b][k] and not outcome[a][k])
            both = sum(1 for k in common if outcome[a][k] and outcome[b][k])
            p = mcnemar_exact(only_a, only_b)
            rows.append(
                [
                    scope or "all",
                    system_name(a),
                    system_name(b),
                    str(len(common)),
                    str(both),
                    str(only_a),
                    str(only_b),
                    f"{p:.3g}",
                ]
            )
    return Table(
        "Paired comparisons on the same problems (McNemar's exact test)",
        ["dataset", "A", "B", "pairs", "both solved", "A only", "B only", "p"],
        rows,
        "A pair is one problem (dataset, instance, seed) that both systems ran; only the "
        "discordant pairs (solved by one of the two) inform the test: the p-value is the "
        "exact two-sided binomial probability of a split at least as uneven as 'A only' "
        "against 'B only' if both were equally good (1 when there is no discordant pair). "
        "Several comparisons are shown: correct for them (Bonferroni: multiply p by the "
        "number of rows of a dataset) before calling one significant.",
    )


def seeds(records: Sequence[Record]) -> Table:
    """Success over seeds, for systems run with more than one: each seed's rate, then
    their mean, standard deviation and range."""
    eps = _episodes(records)
    by: dict[tuple[str, System], dict[int, list[bool]]] = {}
    for r in eps:
        by.setdefault((r.dataset, _system(r)), {}).setdefault(r.seed, []).append(r.success)
    rows = []
    for (ds, system), per_seed in sorted(by.items()):
        if len(per_seed) < 2:
            continue
        rates = [100 * sum(v) / len(v) for v in per_seed.values()]
        m, sd, lo, hi = spread(rates)
        pooled_rate = wilson(
            sum(sum(v) for v in per_seed.values()), sum(map(len, per_seed.values()))
        )
        rows.append(
            [
                ds,
                system_name(system),
                str(len(per_seed)),
                ", ".join(f"{x:.1f}" for x in rates),
                f"{m:.1f}",
                f"{sd:.1f}",
                f"{lo:.1f}-{hi:.1f}",
                pct(pooled_rate),
            ]
        )
    return Table(
        "Success over seeds",
        [
            "dataset",
            "system",
            "seeds",
            "success % per seed",
            "mean",
            "sd",
            "range",
            "pooled success %",
        ],
        rows,
        "One success rate per seed (its episodes), in seed order; their mean, sample "
        "standard deviation and range; and the rate over every episode with its 95% Wilson "
        "interval.",
    )
