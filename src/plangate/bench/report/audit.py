"""The audit of rescored answers (``plangate rescore``): plangate's verdicts against the
verdicts the input carried, task by task and on the field that holds each (PlanBench's
``llm_correct`` or ``correct`` for plans, the task's own verdict for its other tasks:
optimality for task 2, the three levels ``llm_correct_binary``, ``llm_correct_w_type``
and ``llm_correct_w_expl`` for verification; a JSONL ``verdict``)."""

from __future__ import annotations

from collections.abc import Sequence

from plangate.bench.families import FAMILIES, answers_plan
from plangate.bench.kinds import ItemKind
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.stats import pct, wilson

MAX_LISTED = 200  # disagreements listed one by one; the rest are counted
# verification's finer levels: the input's field -> plangate's measure
FINER = {"llm_correct_w_type": "type_correct", "llm_correct_w_expl": "explanation_correct"}


def task_of(r: EpisodeRecord) -> str:
    """The record's task: a family's item (PlanBench's task), else plan generation."""
    kind = r.kind
    return kind.item if isinstance(kind, ItemKind) else "plan"


def verdict(r: EpisodeRecord) -> bool:
    """plangate's verdict in the sense of the task: plans, a valid plan reaching the goal
    (a problem with no plan: the answer says so); a family's items, the family's own
    (PlanBench's tasks: optimal, the verdict, the exact facts)."""
    kind = r.kind
    if isinstance(kind, ItemKind) and kind.family in FAMILIES:
        return FAMILIES[kind.family].correct(r)
    said = r.metrics.get("correct")
    return said if isinstance(said, bool) else r.success


def _judged(records: Sequence[Record]) -> list[EpisodeRecord]:
    return [
        r
        for r in records
        if isinstance(r, EpisodeRecord) and r.recorded_verdict is not None and r.ok
    ]


def _levels(r: EpisodeRecord) -> list[tuple[str, bool, bool]]:
    """(field, plangate's, the input's) for each verdict the record can be compared on."""
    assert r.recorded_verdict is not None
    out = [(r.recorded_field or "verdict", verdict(r), r.recorded_verdict)]
    finer = r.validation.get("recorded")
    if isinstance(finer, dict):
        for name, measure in FINER.items():
            theirs = finer.get(name)
            if isinstance(theirs, bool):
                out.append((name, r.flag(measure), theirs))
    return out


def agreement(records: Sequence[Record]) -> tuple[str, list[str], list[list[str]], str]:
    groups: dict[tuple[str, str, str, str], list[tuple[bool, bool]]] = {}
    for r in _judged(records):
        for name, ours, theirs in _levels(r):
            key = (r.dataset, str(r.model_label), task_of(r), name)
            groups.setdefault(key, []).append((ours, theirs))
    rows = []
    for (dataset, model, task, name), pairs in sorted(groups.items()):
        agree = sum(1 for a, b in pairs if a == b)
        mine = sum(1 for a, b in pairs if a and not b)
        other = sum(1 for a, b in pairs if b and not a)
        rows.append(
            [dataset, model, task, name, str(len(pairs)), str(agree),
             pct(wilson(agree, len(pairs))), str(mine), str(other)]
        )  # fmt: skip
    return (
        "Audit: plangate's verdicts against the recorded ones",
        ["dataset", "model", "task", "field compared", "answers", "agree", "agreement %",
         "correct for plangate only", "correct for the input only"],
        rows,
        "Each task is compared on its own verdict: plan generation and the plan tasks, a "
        "plan whose every step is valid and which reaches the goal; optimality, such a plan "
        "that is also optimal; verification, the verdict (llm_correct_binary) and "
        "PlanBench's two finer levels (with the kind, with the explanation); execution, "
        "exactly the facts that hold. Where they disagree, the next table lists the "
        "answers with plangate's reason; the episode browser shows how each was read.",
    )  # fmt: skip


def disagreements(records: Sequence[Record]) -> tuple[str, list[str], list[list[str]], str]:
    differ = [r for r in _judged(records) if verdict(r) != r.recorded_verdict]
    rows = []
    for r in differ[:MAX_LISTED]:
        why = r.validation.get("reason") or r.outcome or ""
        rows.append(
            [str(r.model_label), r.instance, task_of(r),
             "correct" if r.recorded_verdict else "wrong",
             "correct" if verdict(r) else "wrong",
             str(why).replace("|", "/")[:160]]
        )  # fmt: skip
    more = len(differ) - len(rows)
    return (
        "Audit: the answers on which the verdicts differ",
        ["model", "instance", "task", "recorded", "plangate", "plangate's reason"],
        rows,
        f"{more} more are not listed here (episodes.csv has every answer)." if more > 0 else "",
    )


def reading_rules(records: Sequence[Record]) -> tuple[str, list[str], list[list[str]], str]:
    """Per dataset and model: the plan answers read, those that needed a lenient rule,
    and how many answers each rule read a step of."""
    from plangate.llm.reading.step import RULES, STRICT_RULES

    groups: dict[tuple[str, str], list[EpisodeRecord]] = {}
    for r in records:
        if isinstance(r, EpisodeRecord) and r.ok and r.source and answers_plan(r.kind):
            groups.setdefault((r.dataset, str(r.model_label)), []).append(r)
    used = [k for k in RULES if any(k in r.reading_rules for rs in groups.values() for r in rs)]
    rows = []
    for (dataset, model), rs in sorted(groups.items()):
        beyond = sum(1 for r in rs if set(r.reading_rules) - STRICT_RULES)
        rows.append(
            [dataset, model, str(len(rs)), str(beyond)]
            + [str(sum(1 for r in rs if k in r.reading_rules)) for k in used]
        )
    if not used:
        rows = []
    return (
        "Reading: the lenient rules of the careful reading",
        ["dataset", "model", "plan answers", "beyond PlanBench's extraction", *used],
        rows,
        "Answers (not steps) each rule read at least one step of. Beyond PlanBench's "
        "extraction: the answers that need a rule its own text-to-plan does not have "
        "(everything but loose wording); rescore --reading strict reads those steps as "
        "unreadable. The rules: " + "; ".join(f"{k}: {RULES[k]}" for k in used) + ".",
    )
