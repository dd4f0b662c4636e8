"""The report's tables of PlanBench's other tasks: one per task, in PlanBench's layout
(per dataset and model: instances, correct, %), rates with 95% Wilson intervals."""

from __future__ import annotations

import math
from collections.abc import Sequence

from plangate.bench.families.planbench import TASKS
from plangate.bench.kinds import ItemKind
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.stats import mean_ci, pct, wilson

Built = tuple[str, list[str], list[list[str]], str]


def _mean(values: Sequence[float]) -> str:
    m, lo, hi = mean_ci(values)
    if math.isnan(m):
        return "n/a"
    return f"{m:.2f}" if math.isnan(lo) else f"{m:.2f} [{lo:.2f}, {hi:.2f}]"


def task_records(records: Sequence[Record], task: str) -> list[EpisodeRecord]:
    """The answered items of ``task`` (model errors are run again, not scored)."""
    item = ItemKind("planbench", task)
    return [r for r in records if isinstance(r, EpisodeRecord) and r.kind == item and r.ok]


def task_correct(r: EpisodeRecord) -> bool:
    """The task's own verdict on the answer (records before ``correct`` was kept: success,
    which is that verdict for every task but optimality)."""
    value = r.metrics.get("correct")
    if isinstance(value, bool):
        return value
    return r.measures.optimal if r.kind == ItemKind("planbench", "optimality") else r.success


def _rate(rs: Sequence[EpisodeRecord], name: str) -> str:
    return pct(wilson(sum(1 for r in rs if r.flag(name)), len(rs)))


def task_table(task: str, records: Sequence[Record]) -> Built:
    kind = TASKS[task]
    groups: dict[tuple[str, str], list[EpisodeRecord]] = {}
    for r in task_records(records, task):
        groups.setdefault((r.dataset, r.model_label), []).append(r)
    columns = ["dataset", "model", "instances", "correct", "correct %"]
    if kind.answer == "plan":
        columns += ["valid plans %", "optimal %", "length / optimal (correct)", "unreadable"]
    elif kind.answer == "verdict":
        columns += ["with the kind %", "with the explanation %", "unreadable"]
    else:
        columns += ["precision", "recall", "unreadable"]
    rows = []
    for (dataset, model), rs in sorted(groups.items()):
        correct = sum(1 for r in rs if task_correct(r))
        row = [dataset, model, str(len(rs)), str(correct), pct(wilson(correct, len(rs)))]
        unreadable = str(sum(1 for r in rs if r.outcome == "unreadable"))
        if kind.answer == "plan":
            ratios = [x for r in rs if r.success and (x := r.measures.relative_length) is not None]
            row += [_rate(rs, "valid"), _rate(rs, "optimal"), _mean(ratios), unreadable]
        elif kind.answer == "verdict":
            row += [_rate(rs, "type_correct"), _rate(rs, "explanation_correct"), unreadable]
        else:
            prec = [x for r in rs if (x := r.number("precision")) is not None]
            rec = [x for r in rs if (x := r.number("recall")) is not None]
            row += [_mean(prec), _mean(rec), unreadable]
        rows.append(row)
    notes = {
        "plan": "Correct: a valid plan that reaches the goal"
        + (" and is optimal." if task == "optimality" else ".")
        + " Valid plans: every step executable (reaching the goal or not). Length over "
        "optimal: of the correct plans (with action costs, their cost over the optimal).",
        "verdict": "Correct: the verdict (valid or not), PlanBench's binary score. With the "
        "kind: also whether a step fails or the goal is unmet. With the explanation: also "
        "the failing step and its action, and at least one of the unmet facts.",
        "facts": "Correct: exactly the facts that hold after the sequence. Precision and "
        "recall are per item, over the facts the rendering states.",
    }
    title = f"PlanBench {task} ({kind.planbench})"
    return title, columns, rows, notes[kind.answer]
