"""The audit of rescored answers (``plangate rescore``): plangate's verdicts against the
verdicts the input carried (PlanBench's ``llm_correct``, a JSONL ``verdict``)."""

from __future__ import annotations

from typing import Any

from plangate.bench.stats import wilson

MAX_LISTED = 200  # disagreements listed one by one; the rest are counted


def _pct(r: tuple[float, float, float]) -> str:
    v, lo, hi = r
    return "n/a" if v != v else f"{100 * v:.1f} [{100 * lo:.1f}, {100 * hi:.1f}]"


def _judged(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in records if r.get("recorded_verdict") is not None and r.get("status") == "ok"]


def agreement(records: list[dict[str, Any]]) -> tuple[str, list[str], list[list[str]], str]:
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in _judged(records):
        groups.setdefault((str(r.get("dataset")), str(r.get("model_label"))), []).append(r)
    rows = []
    for (dataset, model), rs in sorted(groups.items()):
        agree = sum(1 for r in rs if bool(r.get("success")) == r["recorded_verdict"])
        ours = sum(1 for r in rs if r.get("success") and not r["recorded_verdict"])
        theirs = sum(1 for r in rs if not r.get("success") and r["recorded_verdict"])
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


def disagreements(records: list[dict[str, Any]]) -> tuple[str, list[str], list[list[str]], str]:
    differ = [r for r in _judged(records) if bool(r.get("success")) != r["recorded_verdict"]]
    rows = []
    for r in differ[:MAX_LISTED]:
        why = (r.get("validation") or {}).get("reason") or r.get("outcome") or ""
        rows.append(
            [str(r.get("model_label")), str(r.get("instance")),
             "valid" if r["recorded_verdict"] else "invalid",
             "valid" if r.get("success") else "invalid",
             str(why).replace("|", "/")[:160]]
        )  # fmt: skip
    more = len(differ) - len(rows)
    return (
        "Audit: the answers on which the verdicts differ",
        ["model", "instance", "recorded", "plangate", "plangate's reason"],
        rows,
        f"{more} more are not listed here (episodes.csv has every answer)." if more > 0 else "",
    )
