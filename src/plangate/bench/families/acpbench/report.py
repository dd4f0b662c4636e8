"""The report's ACPBench tables: one per format (yes/no, multiple choice, generative),
a row per dataset, model and task, as the ACPBench papers lay out their results:
accuracy with its 95% Wilson interval. An unreadable answer counts as wrong (the
benchmark's rule); an answer the budget could not decide is left out of the rate and
counted apart. For ACPBench's own items, the accuracy its dataset's answers give is
shown beside plangate's."""

from __future__ import annotations

from collections.abc import Sequence

from plangate.bench.families.acpbench import TASKS
from plangate.bench.kinds import ItemKind
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.stats import pct, wilson

Built = tuple[str, list[str], list[list[str]], str]
TITLES = {"bool": "yes/no", "mcq": "multiple choice", "gen": "generative (ACPBench-Hard)"}


def acp_records(records: Sequence[Record], fmt: str) -> list[EpisodeRecord]:
    """The answered items of the format (model errors are run again, not scored)."""
    return [
        r
        for r in records
        if isinstance(r, EpisodeRecord)
        and isinstance(r.kind, ItemKind)
        and r.kind.family == "acp"
        and r.kind.item.partition("/")[2] == fmt
        and r.ok
    ]


def acp_table(fmt: str, records: Sequence[Record]) -> Built:
    groups: dict[tuple[str, str, str], list[EpisodeRecord]] = {}
    for r in acp_records(records, fmt):
        assert isinstance(r.kind, ItemKind)
        task = r.kind.item.partition("/")[0]
        groups.setdefault((r.dataset, r.model_label, task), []).append(r)
    order = {t: i for i, t in enumerate(TASKS)}
    columns = ["dataset", "model", "task", "items", "correct", "accuracy %", "unreadable",
               "undecided", "by the dataset's answers %"]  # fmt: skip
    rows = []
    for (dataset, model, task), rs in sorted(
        groups.items(), key=lambda kv: (kv[0][0], kv[0][1], order.get(kv[0][2], 99))
    ):
        decided = [r for r in rs if r.outcome != "undecided"]
        correct = sum(1 for r in decided if r.metrics.get("correct") is True)
        theirs = [v for r in rs if isinstance(v := r.metrics.get("dataset_correct"), bool)]
        rows.append([
            dataset, model, task, str(len(rs)), str(correct), pct(wilson(correct, len(decided))),
            str(sum(1 for r in rs if r.outcome == "unreadable")),
            str(len(rs) - len(decided)),
            pct(wilson(sum(theirs), len(theirs))) if theirs else "-",
        ])  # fmt: skip
    note = (
        "Accuracy: correct over the items with a verdict (an unreadable answer counts as "
        "wrong); undecided: right answers the ground truth's budget could not confirm. "
        + ("Generative answers are checked symbolically against the task: any right "
           "answer counts (any landmark, any never-reachable fact, any next action on an "
           "optimal plan, any simplification that is still a plan). " if fmt == "gen" else "")
        + "By the dataset's answers: ACPBench's own items scored by the answer its dataset "
        "gives ('-': plangate's generated items, whose answer is plangate's)."
    )  # fmt: skip
    return f"ACPBench {TITLES[fmt]}", columns, rows, note
