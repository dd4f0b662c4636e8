"""lm-evaluation-harness hooks of plangate's own task files (loaded by lm-eval from this
file's path): PlanBench's task 1 prompts, each plan read and replayed on the machine."""

from __future__ import annotations

from typing import Any


def planbench_t1(**kwargs: Any) -> dict[str, Any]:
    """PlanBench's plan-generation prompts of one configuration (``config``), with the
    domain, problem and rendering each is judged against."""
    import datasets

    from plangate.bench.rescoring.planbench_prompts import task1_rows

    rows = task1_rows(kwargs.get("planbench"), str(kwargs.get("config", "blocksworld")))
    return {"test": datasets.Dataset.from_list(rows)}


def process_plan(doc: dict[str, Any], results: list[str]) -> dict[str, int]:
    """A plan read as plangate reads PlanBench answers, replayed on the machine."""
    from plangate.llm.reading.checked import check_plan
    from plangate.llm.render import reading_for, renderer_for
    from plangate.pddl.loader import load_task

    task = load_task(doc["domain"], doc["problem"])
    r = renderer_for(task, doc.get("nl") or None)
    reading = reading_for(r)
    _steps, result = check_plan(r, reading, reading.machine, results[0] if results else "")
    return {
        "plangate_valid_plan": int(result.status.value == "valid"),
        "plangate_executable": int(result.failed_step is None),
    }
