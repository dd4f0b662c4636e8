"""lm-evaluation-harness hooks of plangate's own task files (loaded by lm-eval from this
file's path): PlanBench's task 1 prompts, each plan read and replayed on the machine."""

from __future__ import annotations

from typing import Any


def planbench_t1(**kwargs: Any) -> dict[str, object]:
    """PlanBench's plan-generation prompts of one configuration (``config``), with the
    domain, problem and rendering each is judged against."""
    import datasets

    from plangate.bench.rescoring.planbench_prompts import task1_rows

    rows = task1_rows(kwargs.get("planbench"), str(kwargs.get("config", "blocksworld")))
    return {"test": datasets.Dataset.from_list(rows)}


def process_plan(doc: dict[str, object], results: list[str]) -> dict[str, int]:
    """A plan read as plangate reads PlanBench answers, replayed on the machine."""
    from plangate.llm.grounded import grounded
    from plangate.llm.reading.checked import plan_check
    from plangate.llm.render import reading_for

    r = grounded(str(doc["domain"]), str(doc["problem"]), str(doc.get("nl") or "") or None).renderer
    c = plan_check(r, reading_for(r), results[0] if results else "")
    return {"plangate_valid_plan": int(c.reached), "plangate_executable": int(c.executable)}
