"""The audit of rescored answers (``plangate rescore``): plangate's verdicts against the
verdicts the input carried (PlanBench's ``llm_correct``, a JSONL ``verdict``)."""

from __future__ import annotations

from collections.abc import Sequence

from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.stats import wilson

MAX_LISTED = 200  # disagreements listed one by one; the rest are counted


def _pct(r: tuple[float, float, float]) -> str:
    v, lo, hi = r
    return "n/a" if v != v else f"{100 * v:.1f} [{100 * lo:.1f}, {100 * hi:.1f}]"


def _judged(records: Sequence[Record]) -> list[EpisodeRecord]:
    return [
        r
        for r in records
        if isinstance(r, EpisodeRecord) and r.recorded_verdict is not None and r.ok
    ]


def agreement(records: Sequence[Record]) -> tuple[str, list[str], list[list[str]], str]:
    groups: dict[tuple[str, str], list[EpisodeRecord]] = {}
    for r in _judged(records):
        groups.setdefault((r.dataset, str(r.model_label)), []).append(r)
    rows = []
    for (dataset, model), rs in sorted(groups.items()):
        agree = sum(1 for r in rs if r.success == r.recorded_verdict)
        ours = sum(1 for r in rs if r.success and not r.recorded_verdict)
        theirs = sum(1 for r in rs if not r.success and r.recorded_verdict)
        rows.append(
            [dataset, model, str(len(rs)), str(agree), _pct(wilson(agree, len(rs))),
             str(ours), str(theirs)]
        )  # fmt: skip
    return (
        "Audit: plangate's verdicts against the recorded ones",
        ["dataset", "model", "answers", "agree", "agreement %", "valid for plangate only",
         "valid for the input only"],
        rows,
        "A verdict is 'valid': the answer is a plan whose every step is valid and which "
        "reaches the goal. Where the two disagree, the next table lists the answers with "
        "plangate's reason; the episode browser shows how each answer was read.",
    )  # fmt: skip


def disagreements(records: Sequence[Record]) -> tuple[str, list[str], list[list[str]], str]:
    differ = [r for r in _judged(records) if r.success != r.recorded_verdict]
    rows = []
    for r in differ[:MAX_LISTED]:
        why = r.validation.get("reason") or r.outcome or ""
        rows.append(
            [str(r.model_label), r.instance,
             "valid" if r.recorded_verdict else "invalid",
             "valid" if r.success else "invalid",
             str(why).replace("|", "/")[:160]]
        )  # fmt: skip
    more = len(differ) - len(rows)
    return (
        "Audit: the answers on which the verdicts differ",
        ["model", "instance", "recorded", "plangate", "plangate's reason"],
        rows,
        f"{more} more are not listed here (episodes.csv has every answer)." if more > 0 else "",
    )
