"""lm-evaluation-harness hooks of ACPBench's task files (loaded by lm-eval from this
file's path, in the folder :func:`plangate.interop.lmeval.tasks_dir` assembles):
ACPBench's items from a checkout, its two solved examples, and each answer scored by
plangate (``plangate.bench.families.acpbench.grade``)."""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any

_STATE: dict[str, str] = {}  # the checkout and split the dataset was loaded from


def _checkout(given: object = None) -> Path:
    from plangate.errors import PlangateError

    where = given or _STATE.get("acpbench") or os.environ.get("PLANGATE_ACPBENCH")
    if not where:
        raise PlangateError(
            "plangate's ACPBench tasks read an ACPBench checkout: set PLANGATE_ACPBENCH=DIR "
            'or pass --metadata \'{"acpbench": "DIR"}\''
        )
    return Path(str(where))


def _load(task: str, **kwargs: Any) -> dict[str, object]:
    import datasets

    from plangate.bench.families.acpbench.checkout import dataset_root, files, read_items
    from plangate.errors import PlangateError

    root = dataset_root(_checkout(kwargs.get("acpbench")))
    _STATE["acpbench"] = str(root.parent)
    split = str(kwargs.get("split", "test"))
    found = list(files(root, split, [task], ["gen"]))
    if not found:
        raise PlangateError(f"{root}: no {split} split of {task} (gen)")
    rows = []
    for raw in read_items(found[0][2]):
        if isinstance(raw, dict):
            rows.append({k: v if isinstance(v, str) else repr(v) for k, v in raw.items()})
    return {"test": datasets.Dataset.from_list(rows)}


def _shots(task: str) -> list[dict[str, str]]:
    from plangate.bench.families.acpbench.wording import task_file

    return task_file(_checkout(), task, "gen")[1]


def _task(domain: str, problem: str) -> Any:
    from plangate.llm.grounded import grounded_text

    return grounded_text(domain, problem).task


def process_results(doc: dict[str, object], results: list[str]) -> dict[str, int]:
    """plangate's verdict on the model's answer, and the dataset answer's verdict."""
    from plangate.bench.families.acpbench.checkout import item_of
    from plangate.bench.families.acpbench.family import SCORING
    from plangate.bench.families.acpbench.grade import grade
    from plangate.bench.families.acpbench.rescore import GROUPS

    task, fmt = GROUPS[str(doc["group"])]
    item = item_of(task, fmt, Path("lm-eval"), 0, doc, "plangate", None)
    text = results[0] if results else ""
    g = grade(item, text, _task(str(doc["PDDL_domain"]), str(doc["PDDL_problem"])), None, SCORING)
    return {
        "plangate_correct": int(g.correct is True),
        "plangate_readable": int(g.readable),
        "acpbench_correct": int(g.dataset is True),
    }


# each task's dataset and solved examples, as the task files name them (utils.app,
# utils.app_shots, ...): lm-eval calls them with the task's metadata, and with nothing
app, prog, val, just, reach, areach, land, nexta = (
    functools.partial(_load, t)
    for t in ("app", "prog", "val", "just", "reach", "areach", "land", "nexta")
)
app_shots, prog_shots, val_shots, just_shots, reach_shots, areach_shots, land_shots, nexta_shots = (
    functools.partial(_shots, t)
    for t in ("app", "prog", "val", "just", "reach", "areach", "land", "nexta")
)
