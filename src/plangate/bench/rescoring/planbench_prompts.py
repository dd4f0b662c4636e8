"""PlanBench's plan-generation prompts (task 1) as a checkout holds them: in its result
files, the same for every model, each with the domain, problem and rendering (the
PlanBench configuration) its answer is judged against. Read by plangate's
lm-evaluation-harness and Inspect tasks."""

from __future__ import annotations

import os
from pathlib import Path

from plangate.errors import PlangateError

STOP = "[STATEMENT]"  # PlanBench's stop statement: a new problem is not the answer


def task1_rows(checkout: object, config: str = "blocksworld") -> list[dict[str, str]]:
    """One row per prompt: instance_id, query, domain, problem, nl (``checkout``: the
    PlanBench folder, else ``PLANGATE_PLANBENCH``)."""
    from plangate.bench.rescoring.planbench import Flags, locate
    from plangate.outside import load_json
    from plangate.pddl.limits import read_text_bounded

    where = checkout or os.environ.get("PLANGATE_PLANBENCH")
    if not where:
        raise PlangateError(
            "PlanBench's prompts are read from a PlanBench checkout: set PLANGATE_PLANBENCH=DIR "
            "or name the folder"
        )
    results = Path(str(where)) / "plan-bench" / "results" / config
    files = sorted(results.glob("*/task_1_plan_generation.json"))
    if not files:
        raise PlangateError(f"{results}: no task_1_plan_generation.json under a model folder")
    data = load_json(read_text_bounded(files[0], "PlanBench result file"), str(files[0]))
    if not isinstance(data, dict) or not isinstance(data.get("instances"), list):
        raise PlangateError(f"{files[0]}: expected PlanBench's result file with instances")
    located = locate(files[0], data, Flags(None, None, None, None, None))
    rows = []
    for row in data["instances"]:
        if not isinstance(row, dict):
            continue
        ident = str(row.get("instance_id"))
        problem = Path(located.instances) / located.template.format(ident)
        rows.append({"instance_id": ident, "query": str(row.get("query", "")),
                     "domain": located.domain, "problem": str(problem),
                     "nl": located.config_path or ""})  # fmt: skip
    return rows
