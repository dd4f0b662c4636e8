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


# ------------------------------------------------------------------ issue 47
def _solve(problem: object, **params: object) -> object:
    from unified_planning.shortcuts import OneshotPlanner, get_environment

    up_engine.register()
    get_environment().credits_stream = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        timeout = params.pop("timeout", None)
        with OneshotPlanner(name="plangate", params=params) as planner:
            return planner.solve(problem, timeout=timeout)


def _toggle_up() -> object:
    from unified_planning.io import PDDLReader

    from .test_differential import TOGGLE_DOMAIN, TOGGLE_PROBLEM

    return PDDLReader().parse_problem_string(TOGGLE_DOMAIN, TOGGLE_PROBLEM)


def test_the_engine_never_calls_a_toggle_plan_solved() -> None:
    """Issue 47: through the engine, (tog) was SOLVED_SATISFICING for a plan UP's own
    validator rejects. The machine now knows (tog) does not reach the goal."""
    from unified_planning.engines import PlanGenerationResultStatus as St
    from unified_planning.shortcuts import PlanValidator

    problem = _toggle_up()
    result = _solve(problem, method="interactive-restricted", client=ScriptedClient(["1"] * 50))
    assert result.status is St.UNSOLVABLE_INCOMPLETELY and result.plan is None  # type: ignore[attr-defined]
    task = plangate.from_up(problem)
    plan = plangate.plan_to_up(["(tog)"], problem)
    with PlanValidator(problem_kind=problem.kind) as validator:  # type: ignore[attr-defined]
        assert validator.validate(problem, plan).status.name == "INVALID"
    assert not plangate.validate(task, "(tog)").success


def test_plans_cross_with_the_names_ups_writer_gave() -> None:
    """A UP problem whose names PDDL cannot keep (a keyword as an object, an action
    with a dash): its plans cross to plangate and back as the same UP plan."""
    from unified_planning.plans import ActionInstance, SequentialPlan
    from unified_planning.shortcuts import BoolType, Fluent, InstantaneousAction, Object, UserType
    from unified_planning.shortcuts import Problem as UpProblem

    from plangate.interop.up import plan_from_up, plan_to_up

    place = UserType("place")
    at = Fluent("at", BoolType(), p=place)
    go = InstantaneousAction("go-to", a=place, b=place)
    a, b = go.parameters
    go.add_precondition(at(a))
    go.add_effect(at(b), True)
    go.add_effect(at(a), False)
    problem = UpProblem("names")
    problem.add_fluent(at, default_initial_value=False)
    problem.add_action(go)
    places = [Object("domain", place), Object("and", place), Object("x", place)]
    problem.add_objects(places)
    problem.set_initial_value(at(places[0]), True)
    problem.add_goal(at(places[2]))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        task = plangate.from_up(problem)
    up_plan = SequentialPlan(
        [ActionInstance(go, (places[0], places[1])), ActionInstance(go, (places[1], places[2]))]
    )
    steps = plan_from_up(task, up_plan, problem)
    assert all(task.operator(s.name, s.args) is not None for s in steps)
    assert "domain" not in str(steps[0]).split()  # the writer renamed the keyword
    assert plangate.validate(task, steps).success
    back = plan_to_up(steps, problem)
    assert [str(ai) for ai in back.actions] == [str(ai) for ai in up_plan.actions]
    with pytest.raises(plangate.PlangateError, match="no action named 'fly'"):
        plan_to_up(["(fly x x)"], problem)


def test_undefined_initial_values_are_refused_by_name() -> None:
    from unified_planning.engines import PlanGenerationResultStatus as St
    from unified_planning.test.examples import get_example_problems

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        problem = get_example_problems()["basic_undef_bool"].problem
    with pytest.raises(plangate.PlangateError, match=r"initial value of \(fluent2\) undefined"):
        plangate.from_up(problem)
    result = _solve(problem, client=ScriptedClient(["1"] * 5))
    assert result.status is St.UNSUPPORTED_PROBLEM  # type: ignore[attr-defined]
    assert "(fluent2)" in result.log_messages[0].message  # type: ignore[attr-defined]


def test_a_problem_pddl_cannot_say_is_unsupported() -> None:
    """UP's own writer fails (a fluent over integers): UNSUPPORTED_PROBLEM, said."""
    from unified_planning.engines import PlanGenerationResultStatus as St
    from unified_planning.shortcuts import BoolType, Fluent, InstantaneousAction, IntType
    from unified_planning.shortcuts import Problem as UpProblem

    f = Fluent("f", BoolType(), n=IntType(0, 3))
    act = InstantaneousAction("act")
    act.add_effect(f(1), True)
    problem = UpProblem("ints")
    problem.add_fluent(f, default_initial_value=False)
    problem.add_action(act)
    problem.add_goal(f(1))
    result = _solve(problem, client=ScriptedClient(["1"] * 5))
    assert result.status is St.UNSUPPORTED_PROBLEM  # type: ignore[attr-defined]
    assert "cannot write" in result.log_messages[0].message  # type: ignore[attr-defined]


def test_time_budget_and_model_failure_have_their_own_statuses() -> None:
    import time

    from unified_planning.engines import PlanGenerationResultStatus as St

    from plangate.errors import ModelError

    problem = _built_in_up()

    def slow(_: object) -> str:
        time.sleep(0.2)
        return "1"

    result = _solve(
        problem, method="interactive-restricted", client=ScriptedClient([slow] * 50), timeout=0.3
    )
    assert result.status is St.TIMEOUT  # type: ignore[attr-defined]
    failing = ScriptedClient([ModelError("the server said 401: bad key")] * 5)
    result = _solve(problem, method="interactive-restricted", client=failing)
    assert result.status is St.INTERNAL_ERROR  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("params", "said"),
    [
        ({"method": "interactive-restrictd"}, "interactive-restrictd"),
        ({"options": {"max_stepz": 3}}, "max_stepz"),
        ({"options": {"max_steps": "three"}}, "max_steps"),
        ({"modle": "x"}, "unknown parameter"),
    ],
)
def test_a_bad_engine_parameter_is_refused_when_the_planner_is_made(
    params: dict[str, object], said: str
) -> None:
    from unified_planning.exceptions import UPUsageError
    from unified_planning.shortcuts import OneshotPlanner

    up_engine.register()
    for kind in (plangate.PlangateError, UPUsageError):
        with pytest.raises(kind, match=said):
            OneshotPlanner(name="plangate", params=params)


def test_real_action_costs_are_supported() -> None:
    from fractions import Fraction

    from unified_planning.model.metrics import MinimizeActionCosts

    problem = _built_in_up()
    move = problem.action("move")  # type: ignore[attr-defined]
    em = problem.environment.expression_manager  # type: ignore[attr-defined]
    problem.add_quality_metric(MinimizeActionCosts({move: em.Real(Fraction(5, 2))}))  # type: ignore[attr-defined]
    assert up_engine.PlangateEngine.supports(problem.kind)  # type: ignore[attr-defined]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        task = plangate.from_up(problem)
    assert {op.cost for op in task.operators} == {2.5}
    result = plangate.get_planner("builtin").plan(task)
    assert result.cost == 5.0
