"""unified-planning both ways (plangate.from_up / plangate.to_up), and plangate as a UP
one-shot planner registered through UP's engine factory (a scripted model)."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

pytest.importorskip("unified_planning")

import plangate
from plangate.interop import up_engine
from plangate.llm.clients.scripted import ScriptedClient
from plangate.pddl.loader import load_task

from .conftest import BENCHMARKS as BENCH

FOLDERS = [
    "blocks-strips-typed-2000",
    "gripper-round-1-adl-1998",
    "elevator-adl-simple-typed-2000",
    "logistics-strips-typed-2000",
    "schedule-adl-typed-2000",
    "barman-sequential-optimal-2011",
]


def _first(folder: str) -> tuple[Path, Path]:
    root = BENCH / folder
    return root / "domain.pddl", sorted((root / "instances").glob("*.pddl"))[0]


@pytest.mark.parametrize("folder", FOLDERS)
def test_a_task_crosses_to_unified_planning_and_back_unchanged(folder: str) -> None:
    domain, problem = _first(folder)
    task = load_task(domain, problem)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        up_problem = plangate.to_up(task)
        back = plangate.from_up(up_problem)
    assert len(up_problem.actions) == len(task.domain.actions)
    assert len(back.operators) == len(task.operators)
    assert len(back.facts) == len(task.facts)
    assert sorted(str(op) for op in back.operators) == sorted(str(op) for op in task.operators)


def _built_in_up() -> object:
    """A problem written in UP's Python API: a robot moving along three rooms."""
    from unified_planning.shortcuts import (
        BoolType,
        Fluent,
        InstantaneousAction,
        Not,
        Object,
        Problem,
        UserType,
    )

    room = UserType("room")
    at = Fluent("at", BoolType(), r=room)
    link = Fluent("link", BoolType(), a=room, b=room)
    move = InstantaneousAction("move", a=room, b=room)
    a, b = move.parameters
    move.add_precondition(at(a))
    move.add_precondition(link(a, b))
    move.add_effect(at(b), True)
    move.add_effect(at(a), False)
    problem = Problem("rooms")
    for f in (at, link):
        problem.add_fluent(f, default_initial_value=False)
    problem.add_action(move)
    rooms = [Object(f"r{i}", room) for i in range(3)]
    problem.add_objects(rooms)
    for x, y in ((0, 1), (1, 2), (1, 0), (2, 1)):
        problem.set_initial_value(link(rooms[x], rooms[y]), True)
    problem.set_initial_value(at(rooms[0]), True)
    problem.add_goal(at(rooms[2]))
    problem.add_goal(Not(at(rooms[0])))
    return problem


def test_a_problem_built_in_ups_api_runs_every_plangate_method() -> None:
    from plangate.llm.run import solve

    task = plangate.from_up(_built_in_up())
    assert len(task.operators) == 4
    run = solve(task, ScriptedClient(["1"] * 20), "interactive-guided")
    assert run.success and [str(op) for op in run.plan] == ["(move r0 r1)", "(move r1 r2)"]


def test_plangate_is_a_oneshot_planner_with_an_honest_status() -> None:
    from unified_planning.engines import PlanGenerationResultStatus as St
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import OneshotPlanner, PlanValidator, get_environment

    up_engine.register()
    up_engine.register()  # twice is once
    get_environment().credits_stream = None
    domain, problem = _first("blocks-strips-typed-2000")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        up_problem = PDDLReader().parse_problem(str(domain), str(problem))
        params = {"method": "interactive-guided", "client": ScriptedClient(["1"] * 200)}
        with OneshotPlanner(name="plangate", params=params) as planner:
            result = planner.solve(up_problem)
        assert result.status is St.SOLVED_SATISFICING and result.plan is not None
        with PlanValidator(problem_kind=up_problem.kind) as validator:
            assert validator.validate(up_problem, result.plan).status.name == "VALID"
        # a model that wanders: the plan does not reach the goal, and is not called solved
        params = {"method": "interactive-restricted", "client": ScriptedClient(["1"] * 200),
                  "options": {"max_steps": 2}}  # fmt: skip
        with OneshotPlanner(name="plangate", params=params) as planner:
            result = planner.solve(up_problem)
        assert result.status is St.UNSOLVABLE_INCOMPLETELY and result.plan is None
        assert "reaches the goal: False" in result.log_messages[0].message
        with pytest.raises(Exception, match="unknown parameter"):
            OneshotPlanner(name="plangate", params={"modle": "x"})
