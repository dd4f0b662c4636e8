"""Reports from results alone: Markdown and CSV tables (and PNG plots, see ``plots``).

Rates carry 95% Wilson intervals; means carry normal-approximation 95%
intervals (mean +- 1.96 s / sqrt(n)). Every number comes from the JSON-lines
results of ``plangate bench``.
"""

from __future__ import annotations

import csv
import dataclasses
import functools
import json
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from plangate.bench import report_audit, report_papers
from plangate.bench.dry_run import counted
from plangate.bench.records import EpisodeRecord, PlannerRecord, Record, record_from_json
from plangate.bench.stats import mean_ci, pct, wilson
from plangate.bench.tasks import TASKS
from plangate.bench.tasks.report import task_table
from plangate.errors import PlangateError, one_line
from plangate.llm.method import declared
from plangate.llm.methods import METHODS

R = TypeVar("R", bound=Record)
# methods that do not check the model's actions (records before "checked" was written)
UNCHECKED = ("preplanned", "preplanned-cot", "interactive")


def _num(r: tuple[float, float, float], digits: int = 2) -> str:
    if math.isnan(r[0]):
        return "n/a"
    if math.isnan(r[1]):
        return f"{r[0]:.{digits}f}"
    return f"{r[0]:.{digits}f} [{r[1]:.{digits}f}, {r[2]:.{digits}f}]"


def _nonnegative(r: tuple[float, float, float]) -> tuple[float, float, float]:
    """An interval of a quantity that cannot be negative (seconds, tokens) clipped at 0."""
    return (r[0], max(0.0, r[1]) if r[1] == r[1] else r[1], r[2])


def load_results(paths: Iterable[str | Path]) -> list[Record]:
    """Typed records from JSON-lines files (any schema); the last record of each key wins
    (reruns); each gets its display label."""
    by_key: dict[str, Record] = {}
    for path in paths:
        p = Path(path)
        if not p.is_file():
            raise PlangateError(f"{p}: no such results file")
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except ValueError:
                continue  # a torn line from a crash
            rec = record_from_json(data, f"{p}:{i}")  # any schema, checked
            rec.label = rec.method  # the display label; the method stays as recorded
            by_key[rec.key or f"{p}:{i}"] = rec
    records = list(by_key.values())
    _label_variants(records)
    return records


def _shown(v: Any) -> str:
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


@dataclass
class Table:
    title: str
    columns: list[str]
    rows: list[list[str]]
    note: str = ""

    def markdown(self) -> str:
        out = [f"## {self.title}", ""]
        if self.note:
            out += [self.note, ""]
        out.append("| " + " | ".join(self.columns) + " |")
        out.append("|" + "---|" * len(self.columns))
        out += ["| " + " | ".join(r) + " |" for r in self.rows]
        return "\n".join(out) + "\n"

    def write_csv(self, path: Path) -> None:
        """The table as shown, and beside it ``NAME_numeric.csv``: every "v [lo, hi]" or
        "v ± e" cell split into value, low and high columns of numbers (pandas-ready)."""
        with path.open("w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(self.columns)
            w.writerows(self.rows)
        split = [
            any(_INTERVAL.fullmatch(row[i].strip()) for row in self.rows)
            for i in range(len(self.columns))
        ]
        header: list[str] = []
        for name, wide in zip(self.columns, split, strict=True):
            header += [name, f"{name} low", f"{name} high"] if wide else [name]
        with path.with_name(f"{path.stem}_numeric.csv").open("w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(header)
            for row in self.rows:
                out: list[str] = []
                for cell, wide in zip(row, split, strict=True):
                    out += _numbers(cell) if wide else [_number(cell)]
                w.writerow(out)


_INTERVAL = re.compile(
    r"(-?[\d.]+)\s*(?:\[(-?[\d.]+),\s*(-?[\d.]+)\]|±\s*([\d.]+))(?:\s*\(1 run\))?"
)


def _numbers(cell: str) -> list[str]:
    m = _INTERVAL.fullmatch(cell.strip())
    if m is None:
        return [_number(cell), "", ""]
    value = float(m.group(1))
    if m.group(4) is not None:
        e = float(m.group(4))
        return [f"{value:g}", f"{value - e:g}", f"{value + e:g}"]
    return [f"{value:g}", m.group(2), m.group(3)]


def _number(cell: str) -> str:
    """A plain number stays; "n/a", "not reported" and the like become empty."""
    text = cell.strip()
    try:
        float(text)
        return text
    except ValueError:
        return "" if text in ("n/a", "not reported", "") else text


def _group(
    records: Sequence[R], key: Callable[[R], tuple[Any, ...]]
) -> dict[tuple[Any, ...], list[R]]:
    out: dict[tuple[Any, ...], list[R]] = {}
    for r in records:
        out.setdefault(key(r), []).append(r)
    return dict(sorted(out.items(), key=lambda kv: [str(x) for x in kv[0]]))


def _by_method(records: Sequence[R]) -> dict[tuple[Any, ...], list[R]]:
    """Records grouped by dataset, model and method (its display label)."""
    return _group(records, lambda r: (r.dataset, r.model_label, r.shown))


def _llm(records: Sequence[Record]) -> list[EpisodeRecord]:
    """The LLM episodes of methods (the items of PlanBench's other tasks have their own
    tables)."""
    return [r for r in records if isinstance(r, EpisodeRecord) and not r.is_task]


def table1(records: Sequence[Record]) -> Table:
    rows = []
    for (ds, model, method), rs in _by_method(_llm(records)).items():
        ok = [r for r in rs if r.ok]
        succ = [r for r in ok if r.success]
        tokens = [t for t in (r.tokens for r in ok) if t is not None]
        rel_all, rel_succ = _relative_lengths(ok, succ)
        rows.append(
            [
                ds,
                str(model),
                method,
                str(len(ok)),
                pct(wilson(len(succ), len(ok))),
                pct(wilson(sum(1 for r in succ if r.flag("optimal")), len(succ))),
                _num(mean_ci(rel_all)) if rel_all else "n/a",
                _num(mean_ci(rel_succ)),
                _num(mean_ci([t / 1000 for t in tokens]), 1) if tokens else "not reported",
                str(sum(1 for r in ok if r.truncated_answers)),
                str(len(rs) - len(ok)),
            ]
        )
    return Table(
        "Table 1: success, optimality, plan length, tokens",
        [
            "dataset",
            "model",
            "method",
            "episodes",
            "success %",
            "optimal % of successes",
            "relative length",
            "relative length (successes)",
            "k tokens / instance",
            "truncated",
            "errors",
        ],
        rows,
        "95% intervals in brackets (Wilson for rates). Episodes that ended in an error are "
        "counted apart. Relative length, as in the FSM study's Table 1: the actions of every "
        "generated plan divided by the optimal plan length (a preplanned plan's steps after "
        "an invalid one count too); the next column takes successful plans only. Truncated: "
        "episodes with an answer cut at the token limit.",
    )


def _relative_lengths(
    ok: Sequence[Record], succ: Sequence[Record]
) -> tuple[list[float], list[float]]:
    """Relative lengths over every plan and over successes. Records written before both
    were kept (no ``relative_length_success``) hold the successes' value only."""
    every, good = [], []
    for r in ok:
        value = r.number("relative_length")
        if "relative_length_success" in r.metrics and value is not None:
            every.append(value)
    for r in succ:
        new = "relative_length_success" in r.metrics
        value = r.number("relative_length_success" if new else "relative_length")
        if value is not None:
            good.append(value)
    return every, good


def table2(records: Sequence[Record]) -> Table:
    rows = []
    for (ds, model, method), rs in _by_method(_llm(records)).items():
        unchecked = rs[0].spec.name in UNCHECKED
        checked = [r.checked for r in rs]  # None: written before it was recorded
        if any((not unchecked) if c is None else c for c in checked):
            continue  # Table 2 is about methods that let invalid actions through
        ok = [r for r in rs if r.ok]
        rows.append(
            [
                ds,
                str(model),
                method,
                str(len(ok)),
                pct(wilson(sum(1 for r in ok if r.flag("valid")), len(ok))),
            ]
        )
    return Table(
        "Table 2: valid plans (methods without validation)",
        ["dataset", "model", "method", "episodes", "valid %"],
        rows,
    )


def by_length(records: Sequence[Record]) -> Table:
    llm = [r for r in _llm(records) if r.ok]
    lengths = sorted({n for r in llm if (n := r.number("optimal_length")) is not None})
    rows = []
    for (ds, model, method), rs in _by_method(llm).items():
        row = [ds, str(model), method]
        for n in lengths:
            at = [r for r in rs if r.number("optimal_length") == n]
            ok = sum(1 for r in at if r.success)
            row.append(f"{100 * ok / len(at):.0f} ({len(at)})" if at else "")
        rows.append(row)
    return Table(
        "Success % by optimal plan length (episodes in parentheses)",
        ["dataset", "model", "method", *[f"{n:g}" for n in lengths]],
        rows,
    )


def failures(records: Sequence[Record]) -> Table:
    rows = []
    llm = [r for r in _llm(records) if r.ok]
    for (ds, model, method), rs in _by_method(llm).items():
        failed = [r for r in rs if not r.success]
        to_goal = [d for r in failed if (d := r.number("distance_to_goal")) is not None]
        to_init = [d for r in failed if (d := r.number("distance_to_initial")) is not None]
        revisits = [r.number("revisited_states") or 0.0 for r in rs]
        rows.append(
            [
                ds,
                str(model),
                method,
                str(len(failed)),
                _num(mean_ci(to_goal)),
                _num(mean_ci(to_init)),
                _num(mean_ci(revisits)),
            ]
        )
    return Table(
        "Failed plans: distance of the final state to the goal and to the initial state; "
        "revisited states",
        [
            "dataset",
            "model",
            "method",
            "failed",
            "distance to goal",
            "distance to initial",
            "revisited states (all episodes)",
        ],
        rows,
        "Revisited states as in the FSM study: the occurrences of every state that appears "
        "more than once in an episode, summed (a state seen twice counts 2); results written "
        "before this definition counted the extra occurrences only.",
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
        known = METHODS.get(rs[0].spec.name)
        kind = declared(known).stats if known is not None else None
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
        secs = [s for r in rs if (s := r.number("seconds")) is not None]
        rows.append(
            [
                ds,
                rs[0].planner,
                str(len(rs)),
                pct(wilson(sum(1 for r in rs if r.success), len(rs))),
                pct(wilson(sum(1 for r in rs if r.flag("optimal")), len(rs))),
                _num(_nonnegative(mean_ci(secs)), 3),
            ]
        )
    return Table(
        "Classical planners",
        ["dataset", "planner", "problems", "solved %", "optimal %", "seconds"],
        rows,
    )


TABLES: dict[str, Callable[[Sequence[Record]], Table]] = {
    "table1": table1,
    "server_changes": server_changes,
    "table2": table2,
    "by_length": by_length,
    "failures": failures,
    "fsm_table1": _paper(report_papers.fsm_table1),
    "pfc": _paper(report_papers.pfc_tables),
    "lats": _paper(report_papers.lats_efficiency),
    "counters": counters,
    "planners": planners,
    **{f"planbench_{t.replace('-', '_')}": _paper(functools.partial(task_table, t)) for t in TASKS},
    "audit": _paper(report_audit.agreement),
    "audit_disagreements": _paper(report_audit.disagreements),
    "reading_rules": _paper(report_audit.reading_rules),
}


EPISODE_COLUMNS = (
    "dataset", "instance", "model", "method", "label", "seed", "status", "outcome",
    "success", "valid", "optimal", "plan_length", "optimal_length", "relative_length",
    "distance_to_goal", "revisited_states", "invalid_proposals", "proposals", "model_calls",
    "prompt_tokens", "completion_tokens", "truncated_answers", "empty_answers", "seconds",
    "wall_seconds", "error",
)  # fmt: skip


def write_episodes(records: Sequence[Record], path: Path) -> None:
    """A tidy CSV: one row per episode or planner row; booleans as 0/1, missing empty."""
    with path.open("w", newline="") as fh:
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
                elif col in r.metrics:
                    value = r.metrics[col]
                else:
                    value = getattr(r, col, None)
                if isinstance(value, bool):
                    value = int(value)
                row.append("" if value is None else one_line(str(value), 300))
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
    parts = [f"# plangate report\n\n{size} from {', '.join(map(str, paths))}.\n"]
    shown: list[Table] = []
    for name, build in TABLES.items():
        table = build(records)
        if not table.rows:
            continue
        shown.append(table)
        parts.append(table.markdown())
        table.write_csv(root / f"{name}.csv")
    made: list[Path] = []
    if plots:
        from plangate.bench.plots import write_plots

        made = write_plots(records, root)
    if made:
        parts.append("## Plots\n\n" + "\n".join(f"![{p.stem}]({p.name})" for p in made) + "\n")
    write_episodes(records, root / "episodes.csv")
    parts.append(
        "Every episode, one row each with numeric columns: `episodes.csv` "
        "(`pandas.read_csv`); each table's numbers split into value, low and high: "
        "`TABLE_numeric.csv`.\n"
    )
    if html:
        from plangate.bench.html import write_site

        write_site(records, shown, made, root, Path(paths[0]).resolve().parent)
        parts.append("The episode browser: `index.html` (open it from disk).\n")
    report = root / "report.md"
    report.write_text("\n".join(parts))
    return report
