"""One scoring of a plan answer (issue 71): the bench's PlanBench scorer, lm-eval's
hook, Inspect's scorer and the shared check give the same answer the same verdict, on a
task with unit costs and on one with action costs (where the ratio is of costs)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from plangate.bench.families.planbench.score import score
from plangate.interop.lmeval.tasks.utils import process_plan
from plangate.llm.grounded import grounded
from plangate.llm.reading.checked import plan_check
from plangate.llm.render import reading_for

from .conftest import BENCHMARKS

SHIPPED = Path(__file__).resolve().parents[1] / "src" / "plangate" / "data" / "blocksworld"
CASES = [
    (SHIPPED / "domain.pddl", SHIPPED / "problems" / "blocks-4-a.pddl"),
    (BENCHMARKS / "elevator-sequential-optimal-strips-2008" / "domain.pddl",
     BENCHMARKS / "elevator-sequential-optimal-strips-2008" / "instances" / "instance-1.pddl"),
]  # fmt: skip


def _inspect(domain: Path, problem: Path, optimal: float, text: str) -> dict[str, object]:
    """Inspect's scorer on ``text`` as a sample's completion."""
    from inspect_ai.model import ModelName, ModelOutput
    from inspect_ai.scorer import Target
    from inspect_ai.solver import TaskState

    from plangate.interop.inspect_eval import plan_scorer

    meta = {"domain": str(domain), "problem": str(problem), "optimal": optimal}
    state = TaskState(ModelName("none/none"), "s", 0, "", [], metadata=meta,
                      output=ModelOutput.from_content("none", text))  # fmt: skip
    scored = asyncio.run(plan_scorer()(state, Target("")))
    assert isinstance(scored.value, dict)
    return scored.value


@pytest.mark.parametrize(("domain", "problem"), CASES, ids=["unit", "costs"])
def test_every_scorer_gives_an_answer_the_same_verdict(domain: Path, problem: Path) -> None:
    g = grounded(str(domain), str(problem))
    task, reading = g.task, reading_for(g.renderer)
    optimal = g.oracle.distance(task.initial)
    from plangate.verify.search import search

    plan = search(task).plan or []
    best = "\n".join(str(op) for op in plan)
    detour = "\n".join(str(op) for op in [plan[0], *plan]) if plan else ""
    answers = [best, detour, best.rsplit("\n", 1)[0], "(no-such-action a)", ""]
    length = len(plan)
    row = {"optimal_length": length, "optimal_cost": optimal if task.uses_costs else None}
    doc = {"domain": str(domain), "problem": str(problem)}
    for text in answers:
        c = plan_check(g.renderer, reading, text, optimal)
        bench = score("optimality", g.renderer, reading, text, row)
        lm = process_plan(doc, [text])
        assert bench.measures["success"] == c.reached == bool(lm["plangate_valid_plan"])
        assert (c.result.failed_step is None) == bool(lm["plangate_executable"])
        assert bench.measures["relative_length"] == c.relative
        assert bench.correct == c.optimal
        said = _inspect(domain, problem, optimal, text)
        assert said["goal"] == c.reached and said["valid"] == (c.result.failed_step is None)
        assert said["relative_length"] == (c.relative or 0.0)
    assert plan_check(g.renderer, reading, best, optimal).optimal
    assert plan_check(g.renderer, reading, best, optimal).relative == 1.0
