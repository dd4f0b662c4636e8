"""Reports from results alone: Markdown and CSV tables (and PNG plots, see ``plots``).

Rates carry 95% Wilson intervals; means carry normal-approximation 95%
intervals (mean +- 1.96 s / sqrt(n), cut to the range of the quantity: never below
0, and a relative plan length never below 1). Every number comes from the JSON-lines
results of ``plangate bench``.
"""

from __future__ import annotations

import csv
import dataclasses
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from plangate.bench.dry_run import counted
from plangate.bench.families import FAMILIES
from plangate.bench.kinds import ItemKind, declared_of
from plangate.bench.records import EpisodeRecord, PlannerRecord, Record
from plangate.bench.report import audit, compare, papers
from plangate.bench.report.frontier import frontier_table
from plangate.bench.report.programs import programs_table
from plangate.bench.report.stats import mean_ci, num, pct, wilson
from plangate.bench.report.table1 import POLICY, table1_columns, table1_row
from plangate.bench.run.results import read_lines
from plangate.bench.table import Table, csv_cell, md_text, write_latex
from plangate.errors import PlangateError, one_line
from plangate.llm.methods import METHODS

R = TypeVar("R", bound=Record)
K = TypeVar("K", bound=tuple[object, ...])


def load_results(paths: Iterable[str | Path]) -> list[Record]:
    """Typed records from JSON-lines files (any schema); the last record of each key wins
    (reruns); each gets its display label."""
    by_key: dict[str, Record] = {}
    for path in paths:
        p = Path(path)
        if not p.is_file():
            raise PlangateError(f"{p}: no such results file")
        lines = read_lines(p)  # never raises on a line: those that hold no record, warned
        lines.warn()
        for i, rec in lines.records:  # any schema, checked
            rec.label = rec.method  # the display label; the method stays as recorded
            by_key[rec.key or f"{p}:{i}"] = rec
    records = list(by_key.values())
    _label_variants(records)
    return records


def _shown(v: object) -> str:
    """An option value as a label shows it: true/false and none, not Python's words."""
    if isinstance(v, bool):
        return "true" if v else "false"
    return "none" if v is None else str(v)


def _flatten(d: dict[str, object], prefix: str = "") -> Iterable[tuple[str, str]]:
    for k, v in d.items():
        if isinstance(v, dict):
            yield from _flatten(v, f"{prefix}{k}.")
        else:
            yield prefix + k, ",".join(map(_shown, v)) if isinstance(v, list) else _shown(v)


def _label_variants(records: list[Record]) -> None:
    """Keep apart episodes that differ in more than the seed.

    Records of one dataset, model name and method whose options differ get
    the differing options in their method label (``interactive
    [history=compact]``); one name given to several model files gets the file in
    its label. A model is its name: the endpoints that served it (another port, a
    replica) are recorded but do not split its rows. Nothing is pooled silently.
    """
    llm = _llm(records)
    for rs in _group(llm, lambda r: (r.dataset, r.model_label)).values():
        files = {(r.model or {}).get("model_path") for r in rs}
        if len(files) > 1:
            for r in rs:
                path = (r.model or {}).get("model_path")
                r.model_label = f"{r.model_label} @ {path or 'default'}"
    for rs in _group(llm, lambda r: (r.dataset, r.model_label, r.method)).values():
        flat = [dict(_flatten(r.options or {})) for r in rs]
        keys = sorted({k for f in flat for k in f})
        varying = [k for k in keys if len({f.get(k) for f in flat}) > 1]
        if varying:
            for r, f in zip(rs, flat, strict=True):
                shown = ", ".join(f"{k}={f.get(k)}" for k in varying)
                r.label = f"{r.method} [{shown}]"


def _group(records: Sequence[R], key: Callable[[R], K]) -> dict[K, list[R]]:
    out: dict[K, list[R]] = {}
    for r in records:
        out.setdefault(key(r), []).append(r)
    return dict(sorted(out.items(), key=lambda kv: [str(x) for x in kv[0]]))


def _by_method(records: Sequence[R]) -> dict[tuple[str, str, str], list[R]]:
    """Records grouped by dataset, model and method (its display label)."""
    return _group(records, lambda r: (r.dataset, r.model_label, r.shown))


def _llm(records: Sequence[Record]) -> list[EpisodeRecord]:
    """The LLM episodes of methods (the items of PlanBench's other tasks have their own
    tables)."""
    return [r for r in records if isinstance(r, EpisodeRecord) and not r.is_task]


def table1(records: Sequence[Record]) -> Table:
    llm = _llm(records)
    costs = any(r.has_costs for r in llm)
    rows = [
        [ds, str(model), method, *table1_row(rs, costs)]
        for (ds, model, method), rs in _by_method(llm).items()
    ]
    return Table(
        "Table 1: success, optimality, plan length, tokens",
        ["dataset", "model", "method", *table1_columns(costs)],
        rows,
        "95% intervals in brackets (Wilson for rates). " + POLICY + " Truncated: episodes "
        "with an answer cut at the token limit.",
    )


def _checks(r: EpisodeRecord) -> bool:
    """Whether the record's method checks the model's actions: as recorded, else (a file
    written before it was) as the method declares (one this process does not know: yes)."""
    if r.checked is not None:
        return r.checked
    method = METHODS.get(r.spec.name)
    return method is None or method.about.validated


def table2(records: Sequence[Record]) -> Table:
    rows = []
    for (ds, model, method), rs in _by_method(_llm(records)).items():
        if any(_checks(r) for r in rs):
            continue  # Table 2 is about methods that let invalid actions through
        ok = [r for r in rs if r.ok]
        rows.append(
            [
                ds,
                str(model),
                method,
                str(len(ok)),
                pct(wilson(sum(1 for r in ok if r.measures.valid), len(ok))),
            ]
        )
    return Table(
        "Table 2: valid plans (methods without validation)",
        ["dataset", "model", "method", "episodes", "valid %"],
        rows,
    )


def by_length(records: Sequence[Record]) -> Table:
    """Success by optimal plan length; a dataset with action costs has no optimal length
    and is shown by its optimal cost (columns ``cost C``), so no row is left empty."""
    llm = [r for r in _llm(records) if r.ok]

    def key(r: Record) -> str | None:
        n = r.measures.optimal_length
        if n is not None:
            return f"{n:g}"
        c = r.measures.optimal_cost if r.has_costs else None
        return None if c is None else f"cost {c:g}"

    def order(k: str) -> tuple[int, float]:
        return (1, float(k[5:])) if k.startswith("cost ") else (0, float(k))

    columns = sorted({k for r in llm if (k := key(r)) is not None}, key=order)
    rows = []
    for (ds, model, method), rs in _by_method(llm).items():
        cells = []
        for k in columns:
            at = [r for r in rs if key(r) == k]
            ok = sum(1 for r in at if r.success)
            cells.append(f"{100 * ok / len(at):.0f} ({len(at)})" if at else "")
        if any(cells):
            rows.append([ds, str(model), method, *cells])
    return Table(
        "Success % by optimal plan length (episodes in parentheses)",
        ["dataset", "model", "method", *columns],
        rows,
        "Datasets with action costs have no optimal length: their columns are the optimal "
        "cost ('cost C')."
        if any(c.startswith("cost ") for c in columns)
        else "",
    )


def failures(records: Sequence[Record]) -> Table:
    rows = []
    llm = [r for r in _llm(records) if r.ok]
    for (ds, model, method), rs in _by_method(llm).items():
        failed = [r for r in rs if not r.success]
        dead = [r for r in failed if r.dead_end]
        unknown = [r for r in failed if r.dead_end is None]
        to_goal = [d for r in failed if (d := r.measures.distance_to_goal) is not None]
        to_init = [d for r in failed if (d := r.measures.distance_to_initial) is not None]
        revisits = [r.measures.revisited_states or 0.0 for r in rs]
        rows.append(
            [
                ds,
                str(model),
                method,
                str(len(failed)),
                str(len(dead)),
                str(len(unknown)),
                num(mean_ci(to_goal)),
                num(mean_ci(to_init)),
                num(mean_ci(revisits)),
            ]
        )
    return Table(
        "Failed plans: dead ends, distance of the final state to the goal and to the initial "
        "state; revisited states",
        [
            "dataset",
            "model",
            "method",
            "failed",
            "dead ends",
            "distance unknown",
            "distance to goal (the others)",
            "distance to initial",
            "revisited states (all episodes)",
        ],
        rows,
        "Every failed episode is in 'failed'. A dead end is a final state from which the goal "
        "cannot be reached: it has no distance and is counted, not averaged; 'distance "
        "unknown': the ground truth gave up (or the results predate the dead-end field); the "
        "distance to the goal is the mean over the other failed episodes (in steps, or in "
        "cost where the domain has action costs). Revisited states as in the FSM study: the "
        "occurrences of every state that appears more than once in an episode, summed (a state "
        "seen twice counts 2); results written before this definition counted the extra "
        "occurrences only.",
    )


def errors(records: Sequence[Record]) -> Table:
    """The episodes that ended in an error of the harness or the server (not in any
    denominator), by their error; they run again on the next ``bench``."""
    counts: dict[tuple[str, str, str, str], int] = {}
    for r in records:
        if not r.ok and not r.refused and not r.is_task:
            key = (r.dataset, str(r.model_label), r.shown, one_line(r.error or "unknown", 160))
            counts[key] = counts.get(key, 0) + 1
    rows = [[*k[:3], str(n), k[3].replace("|", "/")] for k, n in sorted(counts.items())]
    return Table(
        "Episodes that ended in an error",
        ["dataset", "model", "method", "episodes", "error"],
        rows,
        "Failures of the harness or the server (no answer after the retries, a refused "
        "request, a bug), kept out of the tables' denominators and run again by the next "
        "plangate bench on the same results.",
    )


def refused(records: Sequence[Record]) -> Table:
    """The problems whose task could not be loaded, with the reason: in no denominator,
    and not run again (the file itself is the cause)."""
    by: dict[tuple[str, str], set[str]] = {}
    jobs: dict[tuple[str, str], int] = {}
    for r in records:
        if r.refused:
            key = (r.dataset, one_line(r.error or "cannot be loaded", 200).replace("|", "/"))
            by.setdefault(key, set()).add(r.instance)
            jobs[key] = jobs.get(key, 0) + 1
    rows = [
        [ds, str(len(names)), ", ".join(sorted(names)[:5]) + (" ..." if len(names) > 5 else ""),
         str(jobs[(ds, why)]), why]
        for (ds, why), names in sorted(by.items())
    ]  # fmt: skip
    return Table(
        "Problems refused: the task cannot be loaded",
        ["dataset", "problems", "which", "episodes", "reason"],
        rows,
        "A feature plangate does not read or a mistake in the file: these episodes were "
        "not run, are in no table's denominator, and are not run again by the next plangate "
        "bench (fix the file and write to a new results file to run them).",
    )


def server_changes(records: Sequence[Record]) -> Table:
    """What the servers made plangate send otherwise than the experiment asked (temperature
    0 not honoured, another form of constrained decoding, ...), with how many episodes."""
    counts: dict[tuple[str, str], int] = {}
    totals: dict[str, int] = {}
    for r in _llm(records):
        model = str(r.model_label or r.model)
        totals[model] = totals.get(model, 0) + 1
        for change in r.changes:
            counts[(model, change)] = counts.get((model, change), 0) + 1
    rows = [
        [model, change.replace("|", "/"), f"{n} of {totals[model]}"]
        for (model, change), n in sorted(counts.items())
    ]
    return Table(
        "What the servers changed",
        ["model", "sent otherwise than asked", "episodes"],
        rows,
        "A server that refuses a parameter gets what it accepts (plangate.llm.clients."
        "server_rules); each change is recorded with the episodes it touched. A change of "
        "sampling (temperature 0 not honoured: answers sampled, not greedy) means those "
        "episodes do not follow the protocol as specified.",
    )


def counters(records: Sequence[Record]) -> Table:
    """Each method's own counters (its ``stats`` dataclass), averaged per episode: a
    method that declares them gets this row with no table of its own."""
    rows = []
    llm = [r for r in _llm(records) if r.ok]
    for (ds, model, method), rs in _by_method(llm).items():
        known = declared_of(rs[0].kind)
        kind = known.stats if known is not None else None
        if kind is None:
            continue
        cells = []
        stats = [r.stats(kind) for r in rs]
        for f in dataclasses.fields(kind):
            values = [getattr(st, f.name) for st in stats]
            if all(isinstance(v, (int, float)) for v in values):
                cells.append(f"{f.name} {sum(float(v) for v in values) / len(values):.2f}")
        rows.append([ds, str(model), method, str(len(rs)), "; ".join(cells)])
    return Table(
        "The methods' own counters",
        ["dataset", "model", "method", "episodes", "mean per episode"],
        rows,
        "What each method counts of itself (its declared stats), averaged over its episodes "
        "(a true/false counter: the fraction that were true).",
    )


def _paper(build: Callable[[Sequence[Record]], tuple[str, list[str], Any, str]]) -> Any:
    def table(records: Sequence[Record]) -> Table:
        title, columns, rows, note = build(records)
        return Table(title, columns, rows, note)

    return table


def planners(records: Sequence[Record]) -> Table:
    rows = []
    rs_all = [r for r in records if isinstance(r, PlannerRecord)]
    for (ds, _), rs in _group(rs_all, lambda r: (r.dataset, r.method)).items():
        secs = [s for r in rs if (s := r.measures.seconds) is not None]
        rows.append(
            [
                ds,
                rs[0].planner,
                str(len(rs)),
                pct(wilson(sum(1 for r in rs if r.success), len(rs))),
                pct(wilson(sum(1 for r in rs if r.measures.optimal), len(rs))),
                num(mean_ci(secs), 3),
            ]
        )
    return Table(
        "Classical planners",
        ["dataset", "planner", "problems", "solved %", "optimal %", "seconds"],
        rows,
    )


def costs(records: Sequence[Record]) -> Table:
    """What each method costs per instance: model calls, prompt, completion and reasoning
    tokens (the reasoning is within the completion; "not reported" where the server said
    none), with 95% intervals."""
    rows = []
    for (ds, model, method), rs in _by_method(_llm(records)).items():
        ok = [r for r in rs if r.ok]
        if not ok or all(r.measures.model_calls == 0 for r in ok):
            continue  # a baseline asks no model

        def cell(values: list[float], ok: list[EpisodeRecord] = ok) -> str:
            if len(values) < len(ok):
                return "not reported" if not values else num(mean_ci(values), 2) + " (some)"
            return num(mean_ci(values), 2)

        calls = [float(c) for r in ok if (c := r.measures.model_calls) is not None]
        prompt = [p / 1000 for r in ok if (p := r.measures.prompt_tokens) is not None]
        done = [c / 1000 for r in ok if (c := r.measures.completion_tokens) is not None]
        thought = [r.reasoning_tokens / 1000 for r in ok if r.reasoning_tokens is not None]
        rows.append([ds, str(model), method, str(len(ok)), num(mean_ci(calls), 1),
                     cell(prompt), cell(done), cell(thought)])  # fmt: skip
    return Table(
        "What each method costs",
        [
            "dataset",
            "model",
            "method",
            "episodes",
            "calls / instance",
            "k prompt tokens",
            "k completion tokens",
            "k reasoning tokens",
        ],
        rows,
        "Per instance, 95% intervals; reasoning tokens are part of the completion tokens "
        "(usage.completion_tokens_details); '(some)': not every episode's server reported "
        "them.",
    )


CORE: dict[str, Callable[[Sequence[Record]], Table]] = {  # the tables before the families'
    "table1": table1,
    "costs": costs,
    "table1_pooled": compare.pooled,
    "errors": errors,
    "refused": refused,
    "server_changes": server_changes,
    "table2": table2,
    "by_length": by_length,
    "failures": failures,
    "paired": compare.paired,
    "seeds": compare.seeds,
    "fsm_table1": _paper(papers.fsm_table1),
    "pfc": _paper(papers.pfc_tables),
    "lats": _paper(papers.lats_efficiency),
    "frontier": _paper(frontier_table),
    "programs": _paper(programs_table),
    "counters": counters,
    "planners": planners,
}
AUDIT: dict[str, Callable[[Sequence[Record]], Table]] = {  # and after them
    "audit": _paper(audit.agreement),
    "audit_disagreements": _paper(audit.disagreements),
    "reading_rules": _paper(audit.reading_rules),
}


def tables(records: Sequence[Record]) -> dict[str, Callable[[Sequence[Record]], Table]]:
    """Every table a report of ``records`` may show, by file name, in order: the methods'
    and planners', then each benchmark family's whose items the records hold (in the
    families' table order), then the audit of rescored answers."""
    present = {r.kind.family for r in records if isinstance(r.kind, ItemKind)}
    out = dict(CORE)
    for name in FAMILIES:
        if name in present:
            out.update(FAMILIES[name].tables())
    return {**out, **AUDIT}


EPISODE_COLUMNS = (
    "dataset", "instance", "model", "method", "label", "seed", "status", "outcome",
    "success", "valid", "optimal", "plan_length", "optimal_length", "relative_length",
    "action_costs", "plan_cost", "optimal_cost", "relative_cost",
    "generated_relative_length", "dead_end", "distance_to_goal", "revisited_states",
    "invalid_proposals", "proposals", "model_calls", "prompt_tokens", "completion_tokens",
    "reasoning_tokens", "truncated_answers", "empty_answers", "no_answer", "seconds",
    "wall_seconds", "error", "notes",
)  # fmt: skip
# columns read from the record's properties (the scoring policy), not the stored metric
_POLICY_COLUMNS = (
    "relative_length", "relative_cost", "generated_relative_length", "dead_end", "no_answer",
)  # fmt: skip


def write_episodes(records: Sequence[Record], path: Path) -> None:
    """A tidy CSV: one row per episode or planner row; booleans as 0/1, missing empty;
    relative length and cost by the scoring policy (successful, non-empty plans)."""
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(EPISODE_COLUMNS)
        for r in records:
            row = []
            for col in EPISODE_COLUMNS:
                special = {"model": r.model_label, "label": r.shown}
                if col in special:
                    value: Any = special[col]
                elif col == "optimal_length":
                    value = r.optimal_length
                elif col == "action_costs":
                    value = r.has_costs
                elif col in _POLICY_COLUMNS:
                    value = getattr(r, col, None)
                elif col == "notes":
                    value = "; ".join(getattr(r, "notes", []) or [])
                elif col in r.metrics:
                    value = r.metrics[col]
                else:
                    value = getattr(r, col, None)
                if isinstance(value, bool):
                    value = int(value)
                row.append("" if value is None else csv_cell(one_line(str(value), 300)))
            w.writerow(row)


def write_report(
    paths: Sequence[str | Path], out: str | Path, plots: bool = True, html: bool = False
) -> Path:
    """Write report.md, one CSV per table and (with matplotlib) PNG plots into ``out``;
    with ``html``, also the static episode browser (``index.html``)."""
    records = load_results(paths)
    if not records:
        raise PlangateError("the results hold no episodes")
    root = Path(out)
    root.mkdir(parents=True, exist_ok=True)
    rows = sum(1 for r in records if isinstance(r, PlannerRecord))
    size = counted(len(records) - rows, rows)
    parts = [f"# plangate report\n\n{size} from {md_text(', '.join(map(str, paths)))}.\n"]
    shown: list[Table] = []
    named: list[tuple[str, Table]] = []
    for name, build in tables(records).items():
        table = build(records)
        if not table.rows:
            continue
        shown.append(table)
        named.append((name, table))
        parts.append(table.markdown())
        table.write_csv(root / f"{name}.csv")
        (root / f"{name}.tex").write_text(table.latex(name), encoding="utf-8")
    write_latex(named, root / "tables.tex")
    made: list[Path] = []
    if plots:
        from plangate.bench.report.plots import write_plots

        made = write_plots(records, root)
    if made:
        parts.append("## Plots\n\n" + "\n".join(f"![{p.stem}]({p.name})" for p in made) + "\n")
    write_episodes(records, root / "episodes.csv")
    parts.append(
        "Every episode, one row each with numeric columns: `episodes.csv` "
        "(`pandas.read_csv`); each table's numbers split into value, low and high: "
        "`TABLE_numeric.csv`; each table in LaTeX (booktabs): `TABLE.tex`, all of them in "
        "`tables.tex`.\n"
    )
    if html:
        from plangate.bench.report.html import write_site

        write_site(records, shown, made, root, Path(paths[0]).resolve().parent)
        parts.append("The episode browser: `index.html` (open it from disk).\n")
    report = root / "report.md"
    report.write_text("\n".join(parts))
    return report
