"""lm-evaluation-harness hooks of the formalization task (loaded by lm-eval from this
file's path, in the folder :func:`plangate.interop.lmeval.tasks_dir` assembles): the
items of a dataset ``plangate generate formalize`` wrote (``PLANGATE_FORMALIZE=DIR``, or
``--metadata '{"dataset": "DIR"}'``), and each answer graded by plangate's equivalence
check against the item's true files (:mod:`plangate.bench.families.formalize.family`)."""

from __future__ import annotations

import os
from typing import Any


def load(**kwargs: Any) -> dict[str, object]:
    import datasets

    from plangate.bench.datasets import domain_of, load_dataset
    from plangate.errors import PlangateError

    where = kwargs.get("dataset") or os.environ.get("PLANGATE_FORMALIZE")
    if not where:
        raise PlangateError(
            "plangate's formalization task reads a dataset folder that plangate generate "
            "formalize wrote: set PLANGATE_FORMALIZE=DIR or pass --metadata "
            '\'{"dataset": "DIR"}\''
        )
    ds = load_dataset(str(where))
    rows = []
    for inst in ds.instances:
        item = inst.meta.get("formalize")
        if isinstance(item, dict) and isinstance(item.get("prompt"), str):
            write, domain = str(item.get("write", "problem")), str(domain_of(ds, inst))
            rows.append({"name": inst.name, "prompt": item["prompt"], "write": write,
                         "domain": domain, "problem": str(inst.problem)})  # fmt: skip
    if not rows:
        raise PlangateError(f"{where}: no formalization items")
    return {"test": datasets.Dataset.from_list(rows)}


def process_results(doc: dict[str, object], results: list[str]) -> dict[str, int]:
    """plangate's verdicts on the written files: equivalent, parses, solvable, and their
    plan valid on the true task."""
    from plangate.bench.families.base import Question
    from plangate.bench.families.formalize.family import FAMILY
    from plangate.llm.grounded import grounded

    g = grounded(str(doc["domain"]), str(doc["problem"]), None)
    graded = FAMILY.grade(Question(str(doc["write"]), ()), results[0] if results else "", g)
    m = graded.measures
    return {f"plangate_{k}": int(m.get(k) is True)
            for k in ("equivalent", "parses", "solvable", "plan_valid")}  # fmt: skip
