"""The report's tables in the papers' layouts and with their definitions.

* :func:`fsm_table1`: the FSM study's Table 1, one column group per model.
* :func:`pfc_tables`: LLM-PFC's Tables 1-4 (Figures 4-5): the fraction of
  problems solved without an invalid action, the fraction of invalid actions
  among the emitted ones, plan steps over solved problems; LLM-PFC's runs as
  the mean over seeds with the standard error of the mean, single runs with a
  95% binomial (Wilson) interval.
* :func:`lats_efficiency`: LATS' efficiency table, nodes expanded and tokens
  on success.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from plangate.bench.kinds import paper_of
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.stats import mean_ci, wilson
from plangate.llm.methods import paper_methods

Rows = Sequence[Record]


def _label(r: EpisodeRecord) -> str:
    return r.shown


def _ok(records: Rows) -> list[EpisodeRecord]:
    return [r for r in records if isinstance(r, EpisodeRecord) and r.ok]


def _group(
    records: Sequence[EpisodeRecord], key: Callable[[EpisodeRecord], Any]
) -> dict[Any, list[EpisodeRecord]]:
    out: dict[Any, list[EpisodeRecord]] = {}
    for r in records:
        out.setdefault(key(r), []).append(r)
    return out


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else math.nan


def fsm_table1(records: Rows) -> tuple[str, list[str], list[list[str]], str]:
    """Rows: the study's methods; a column group per model: accuracy %, optimal % of
    successes, k tokens per instance, relative length over every generated plan."""
    study = paper_methods("fsm")
    ok = [r for r in _ok(records) if paper_of(r.kind) == "fsm"]
    models = sorted({str(r.model_label) for r in ok})
    columns = ["dataset", "method"]
    for m in models:
        columns += [f"{m}: accuracy %", f"{m}: optimal %", f"{m}: k tokens", f"{m}: rel. length"]
    rows = []
    order = {m: i for i, m in enumerate(study)}
    groups = _group(ok, lambda r: (r.dataset, _label(r)))
    keys = sorted(groups, key=lambda k: (k[0], order.get(groups[k][0].spec.name, 99), k[1]))
    cells = _group(ok, lambda r: (r.dataset, _label(r), str(r.model_label)))
    for ds, label in keys:
        row = [ds, label]
        for m in models:
            rs = cells.get((ds, label, m), [])
            succ = [r for r in rs if r.success]
            tokens = [t for t in (r.tokens for r in rs) if t is not None]
            rel = [x for r in rs if (x := r.generated_relative_length) is not None]
            row += [
                f"{100 * len(succ) / len(rs):.1f}" if rs else "",
                f"{100 * sum(1 for r in succ if r.measures.optimal) / len(succ):.1f}"
                if succ
                else "",
                f"{_mean(tokens) / 1000:.1f}" if tokens else "",
                f"{_mean(rel):.2f}" if rel else "",
            ]
        rows.append(row)
    note = (
        "The FSM study's Table 1 layout: accuracy is the percentage of problems solved; "
        "the optimal plan percentage is over successful plans only; tokens are prompt plus "
        "completion tokens per instance; relative length is, as the study defines it, the "
        "number of actions of every generated plan divided by the optimal plan length (a "
        "preplanned plan's steps after an invalid one count too), over non-empty plans only: "
        "an episode that produced no plan has no relative length (Table 1 above gives the "
        "successful plans' value)."
    )
    return "Table 1 (FSM study layout): one column group per model", columns, rows, note


def rate(per_seed: dict[int, tuple[int, int]]) -> tuple[float, float, float, int]:
    """A fraction over runs (seed: (count, of)): the mean over runs with its standard
    error (mean - SEM, mean + SEM) when several runs counted something, else the
    pooled fraction with its 95% Wilson interval; and the number of runs used."""
    used = {seed: kn for seed, kn in per_seed.items() if kn[1]}
    if len(used) < 2:
        k = sum(kn[0] for kn in used.values())
        n = sum(kn[1] for kn in used.values())
        p, lo, hi = wilson(k, n)
        return p, lo, hi, len(used)
    fractions = [k / n for k, n in used.values()]
    m = _mean(fractions)
    sem = math.sqrt(sum((f - m) ** 2 for f in fractions) / (len(fractions) - 1)) / math.sqrt(
        len(fractions)
    )
    return m, m - sem, m + sem, len(used)


def _rate(per_seed: dict[int, tuple[int, int]]) -> str:
    """:func:`rate` as the paper prints it: mean ± SEM over runs, or [95% Wilson]."""
    m, lo, hi, runs = rate(per_seed)
    if math.isnan(m):
        return ""
    if runs >= 2:
        return f"{m:.2f} ± {hi - m:.2f}"
    return f"{m:.2f} [{lo:.2f}, {hi:.2f}]" + (" (1 run)" if len(per_seed) > 1 else "")


def pfc_counts(
    rs: Sequence[EpisodeRecord],
) -> tuple[dict[int, tuple[int, int]], dict[int, tuple[int, int]]]:
    """Per run (seed): problems solved without an invalid action, and invalid emitted
    actions, each as (count, of)."""
    solved: dict[int, tuple[int, int]] = {}
    invalid: dict[int, tuple[int, int]] = {}
    for r in rs:
        st = r.stats()  # the method's own counters (LLM-PFC's and its baselines')
        seed = r.seed
        k, n = solved.get(seed, (0, 0))
        solved[seed] = (k + int(st.solved_without_invalid_proposal), n + 1)
        k, n = invalid.get(seed, (0, 0))
        invalid[seed] = (k + st.emitted_invalid, n + st.emitted_actions)
    return solved, invalid


def _pfc_cells(rs: Sequence[EpisodeRecord]) -> tuple[str, str, str, str]:
    """Solved, invalid actions, plan steps over solved problems, raw proposals invalid."""
    solved, invalid = pfc_counts(rs)
    raw = [0, 0]
    steps = []
    for r in rs:
        st = r.stats()  # the method's own counters (LLM-PFC's and its baselines')
        raw[0] += st.invalid_proposals
        raw[1] += st.actor_proposals
        if st.solved_without_invalid_proposal:
            steps.append(r.measures.plan_length or 0.0)
    return (
        _rate(solved),
        _rate(invalid),
        f"{_mean(steps):.2f}" if steps else "",
        f"{raw[0] / raw[1]:.2f}" if raw[1] else "",
    )


def pfc_tables(records: Rows) -> tuple[str, list[str], list[list[str]], str]:
    """One row per task, model and method; the graph tasks (at most 4 optimal lengths)
    get a column group per optimal length, as in the paper's Tables 1-2."""
    pfc = [r for r in _ok(records) if paper_of(r.kind) == "pfc"]
    columns = [
        "dataset",
        "model",
        "method",
        "runs",
        "optimal length",
        "problems",
        "solved",
        "invalid actions",
        "plan steps (solved)",
        "raw Actor proposals invalid",
    ]
    rows = []
    for (ds, model, label), rs in sorted(
        _group(pfc, lambda r: (r.dataset, str(r.model_label), _label(r))).items()
    ):
        runs = len({r.seed for r in rs})
        lengths = sorted({float(r.optimal_length_meta) for r in rs if r.optimal_length_meta})
        groups: list[tuple[str, list[EpisodeRecord]]] = [("all", rs)]
        if 1 < len(lengths) <= 4:
            groups = [(f"{n:g}", [r for r in rs if r.optimal_length_meta == n]) for n in lengths]
        for name, part in groups:
            problems = len({r.instance for r in part})
            rows.append([ds, model, label, str(runs), name, str(problems), *_pfc_cells(part)])
    note = (
        "LLM-PFC's definitions: solved = the plan reaches the goal without proposing any "
        "invalid action; invalid actions = the emitted actions (after the Monitor's gating) "
        "that the rules forbid, over all emitted actions; plan steps are averaged over solved "
        "problems only. Several runs (seeds): mean ± standard error of the mean over runs; "
        "one run: 95% binomial (Wilson) interval in brackets. The last column counts every raw "
        "Actor proposal, including those the Monitor rejected and those made in the search. "
        "Valuepath plans end with take-large: their optimal length and steps are the paper's "
        "plus one."
    )
    if any(r.dataset.startswith("valuepath") for r in pfc):
        note += (
            " Valuepath, as the paper specifies it: the two reward rooms fixed and one problem "
            "per other start room, 13 problems. The paper's Table 1 shows groups of 1, 2 and 4 "
            "steps, which these 13 starts cannot all give on this graph: their distances are "
            "1 to 4 moves, and every length found is shown (the optimal length column counts "
            "take-large: 2 to 5)."
        )
    return "LLM-PFC (the paper's Tables 1-4)", columns, rows, note


def lats_efficiency(records: Rows) -> tuple[str, list[str], list[list[str]], str]:
    """LATS' efficiency table: nodes expanded and tokens, averaged over successes."""
    lats = [r for r in _ok(records) if paper_of(r.kind) == "lats"]
    rows = []
    for (ds, model, label), rs in sorted(
        _group(lats, lambda r: (r.dataset, str(r.model_label), _label(r))).items()
    ):
        succ = [r for r in rs if r.success]
        nodes = [float(r.stats().nodes_expanded) for r in succ]  # LATS' counters
        tokens = [t for t in (r.tokens for r in succ) if t is not None]
        p, lo, hi = wilson(len(succ), len(rs))
        rows.append(
            [
                ds,
                model,
                label,
                str(len(rs)),
                f"{100 * p:.1f} [{100 * lo:.1f}, {100 * hi:.1f}]",
                f"{mean_ci(nodes)[0]:.2f}" if nodes else "",
                f"{_mean(tokens):,.0f}" if tokens else "",
            ]
        )
    note = (
        "LATS' efficiency table: nodes expanded and tokens (prompt plus completion) per "
        "episode, averaged over the successful episodes only."
    )
    columns = ["dataset", "model", "method", "episodes", "success %", "nodes expanded", "tokens"]
    return "LATS: nodes expanded and tokens on success", columns, rows, note
