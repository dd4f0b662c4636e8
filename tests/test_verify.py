"""Validator, planners, distances and metrics with hand-checked values."""

from __future__ import annotations

import json
import math
import random

import pytest

from plangate.cli import main
from plangate.fsm import Episode, MealyMachine
from plangate.pddl.loader import load_task
from plangate.pddl.plans import PlanStep
from plangate.verify import (
    PLANNERS,
    Budget,
    DistanceOracle,
    EpisodeMetrics,
    PlannerStatus,
    ValidationStatus,
    distance,
    episode_metrics,
    plan_metrics,
    search,
    validate,
)

from .conftest import BENCHMARKS, DOMAINS, EXAMPLES

BW = EXAMPLES / "blocksworld"


@pytest.fixture(scope="module")
def task():  # type: ignore[no-untyped-def]
    return load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")


def test_validate_success_and_failures(task) -> None:  # type: ignore[no-untyped-def]
    ok = validate(task, "(unstack b c)\n(put-down b)\n")
    assert ok.status is ValidationStatus.VALID and ok.success and ok.cost == 2
    assert ok.length == ok.applied == 2 and len(ok.states) == 3
    short = validate(task, [PlanStep("unstack", ("b", "c"))])
    assert short.status is ValidationStatus.GOAL_NOT_REACHED and short.valid and not short.success
    assert short.unmet_goal == ("(ontable b)",)
    bad = validate(task, ["unstack b c", "pick-up a", "put-down b"])
    assert bad.status is ValidationStatus.INVALID_STEP
    assert bad.failed_step == 2 and bad.failed_action == "(pick-up a)"
    assert bad.unmet_preconditions == ("(handempty)",)
    assert bad.applied == 1 and task.atoms(bad.final_state) == task.atoms(short.final_state)
    described = validate(task, ["pick-up c"], describe=lambda a: f"<{a}>")
    assert described.unmet_preconditions_text == ("<(clear c)>",)
    junk = validate(task, ["unstack b c", "fly to the moon"])
    assert junk.status is ValidationStatus.UNPARSABLE_STEP and junk.failed_step == 2
    ops = [task.operator("unstack", ("b", "c")), task.operator("put-down", ("b",))]
    assert validate(task, ops).success  # type: ignore[arg-type]


def test_validate_cli_exit_codes(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    d, p = str(BW / "domain.pddl"), str(BW / "problem-2steps.pddl")
    assert main(["validate", d, p, str(BW / "plan-2steps.txt")]) == 0
    bad = tmp_path / "bad.txt"
    bad.write_text("(unstack b c)\n(stack b a)\n(pick-up b)\n")
    capsys.readouterr()
    assert main(["validate", d, p, str(bad), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "invalid-step" and out["failed_step"] == 3
    assert out["unmet_preconditions"] == ["(ontable b)"]
    garbage = tmp_path / "garbage.txt"
    garbage.write_text("unstack b c\n")
    assert main(["validate", d, p, str(garbage)]) == 2
    assert "expected a plan step" in capsys.readouterr().err


def test_builtin_search_and_limits() -> None:
    tower = load_task(BW / "domain.pddl", BW / "problem-tower.pddl")
    res = search(tower)
    assert res.status is PlannerStatus.SOLVED_OPTIMALLY and res.length == 8 and res.optimal
    assert validate(tower, res.plan or []).success
    gave_up = search(tower, budget=Budget(states=10))
    assert gave_up.status is PlannerStatus.GAVE_UP and "node limit" in gave_up.message


def test_unsolvable_is_proved(task) -> None:  # type: ignore[no-untyped-def]
    from plangate.pddl.loader import parse_problem

    prob = parse_problem(
        "(define (problem x) (:domain blocksworld-4ops) (:objects a b)"
        " (:init (handempty) (ontable a) (ontable b) (clear a) (clear b))"
        " (:goal (and (on a b) (on b a))))",
        task.domain,
    )
    t = load_task(task.domain, prob)
    res = search(t)
    assert res.status is PlannerStatus.UNSOLVABLE
    assert math.isinf(distance(t, t.initial))


def test_costs_use_uniform_cost_search() -> None:
    d = BENCHMARKS / "elevator-sequential-optimal-strips-2008"
    t = load_task(d / "domain.pddl", d / "instances/instance-1.pddl")
    res = search(t, budget=Budget(states=500_000, seconds=60))
    assert res.solved and res.cost is not None
    assert validate(t, res.plan or []).cost == res.cost


def test_distances_match_search_from_random_states() -> None:
    tower = load_task(BW / "domain.pddl", BW / "problem-tower.pddl")
    oracle = DistanceOracle(tower)
    assert oracle.space is not None and oracle.space.num_states == 125
    rnd = random.Random(3)
    states = rnd.sample(oracle.space.states, 15)
    for s in states:
        res = search(tower, start=s)
        assert oracle.distance(s) == res.cost
        back = oracle.distance(s, tower.initial)
        fallback = DistanceOracle(tower, max_states=10)  # forces the per-query search
        assert fallback.space is None
        assert fallback.distance(s, tower.initial) == back
        assert fallback.distance(s) == oracle.distance(s)
    assert oracle.distance(tower.initial) == 8


def test_metrics_hand_checked(task) -> None:  # type: ignore[no-untyped-def]
    m = plan_metrics(task, "(unstack b c)\n(put-down b)\n")
    assert (m.success, m.valid, m.optimal, m.plan_length, m.optimal_length) == (
        True,
        True,
        True,
        2,
        2,
    )
    assert m.relative_length == 1.0 and m.distance_to_goal == 0 and m.revisited_states == 0
    assert m.distance_to_initial == 2  # (pick-up b) (stack b c)
    detour = plan_metrics(task, ["pick-up a", "put-down a", "unstack b c", "put-down b"])
    assert detour.success and not detour.optimal and detour.plan_length == 4
    # the initial state is seen twice: the study counts both occurrences
    assert detour.relative_length == 2.0 and detour.revisited_states == 2
    assert detour.relative_length_success == 2.0
    wrong = plan_metrics(task, ["unstack b c", "stack b a", "pick-up b"])
    assert not wrong.success and not wrong.valid and wrong.relative_length_success is None
    assert wrong.relative_length == 1.5  # the study's: every generated plan, 3 actions / 2
    # the replay stops before (pick-up b): b is on a, c is clear
    assert wrong.distance_to_goal == 2 and wrong.best_distance_to_goal == 1
    assert wrong.invalid_proposals == 1 and wrong.invalid_fraction == pytest.approx(1 / 3)
    back = EpisodeMetrics.from_json(wrong.to_json())
    assert back == wrong
    assert set(json.loads(wrong.to_json())) >= {
        "success",
        "valid",
        "optimal",
        "plan_length",
        "optimal_length",
        "relative_length",
        "distance_to_goal",
        "distance_to_initial",
        "best_distance_to_goal",
        "revisited_states",
        "invalid_proposals",
        "invalid_fraction",
        "model_calls",
        "prompt_tokens",
        "completion_tokens",
        "seconds",
    }


def test_episode_metrics(task) -> None:  # type: ignore[no-untyped-def]
    ep = Episode(MealyMachine(task))
    for text in ["pick-up c", "unstack b c", "fly", "put-down b"]:
        ep.propose(text)
    m = episode_metrics(ep, model_calls=4, prompt_tokens=100, completion_tokens=20, seconds=1.5)
    assert m.success and m.valid and m.optimal and m.plan_length == 2
    assert m.invalid_proposals == 2 and m.invalid_fraction == 0.5
    assert (m.model_calls, m.prompt_tokens, m.completion_tokens) == (4, 100, 20)


@pytest.mark.parametrize("name", sorted(PLANNERS))
def test_every_planner_solves_the_example_optimally_or_says_it_is_not_proved(name: str) -> None:
    tower = load_task(BW / "domain.pddl", BW / "problem-tower.pddl")
    planner = PLANNERS[name]
    res = planner.plan(tower, Budget(seconds=60))
    if res.status is PlannerStatus.NOT_INSTALLED:
        pytest.skip(res.message)
    if not getattr(planner, "optimal", True):  # the satisficing searches (gbfs-*)
        assert res.status is PlannerStatus.SOLVED and not res.optimal, res.message
        assert validate(tower, res.plan or []).success and res.length >= 8
        return
    assert res.status is PlannerStatus.SOLVED_OPTIMALLY, res.message
    assert res.length == 8 and res.cost == 8 and validate(tower, res.plan or []).success


def test_pyperplan_says_what_it_lacks() -> None:
    d = BENCHMARKS / "assembly-round-1-adl-1998"
    t = load_task(d / "domain.pddl", d / "instances/instance-1.pddl")
    res = PLANNERS["pyperplan"].plan(t)
    assert res.status is PlannerStatus.UNSUPPORTED
    assert ":universal-preconditions" in res.message


def test_optimal_cli(capsys) -> None:  # type: ignore[no-untyped-def]
    d, p = str(BW / "domain.pddl"), str(BW / "problem-tower.pddl")
    assert main(["optimal", d, p, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"plan", "length", "cost", "planner", "seconds"} <= set(out)
    assert out["length"] == 8 and out["planner"] == "auto: builtin-lmcut" and len(out["plan"]) == 8
    assert main(["optimal", d, p]) == 0
    assert "; cost = 8 (unit cost)" in capsys.readouterr().out


@pytest.mark.parametrize("heuristic", ["hmax", "lmcut"])
def test_astar_matches_uniform_cost(heuristic: str) -> None:
    d = BENCHMARKS / "elevator-sequential-optimal-strips-2008"
    t = load_task(d / "domain.pddl", d / "instances/instance-1.pddl")
    plain = search(t, budget=Budget(states=500_000, seconds=60))
    astar = search(t, budget=Budget(states=500_000, seconds=60), heuristic=heuristic)
    assert plain.solved and astar.solved and plain.cost == astar.cost
    assert (astar.expanded or 0) <= (plain.expanded or 0)
    with pytest.raises(ValueError, match="unknown heuristic"):
        search(t, heuristic="magic")


@pytest.mark.parametrize("domain_dir", DOMAINS, ids=[d.name for d in DOMAINS])
def test_optimal_and_validate_cli_on_every_domain(domain_dir, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    d = str(domain_dir / "domain.pddl")
    p = str(min((domain_dir / "instances").glob("*.pddl"), key=lambda f: f.stat().st_size))
    code = main(["optimal", d, p, "--timeout", "5", "--max-nodes", "100000", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code in (0, 1), out
    if code == 1:
        assert out["status"] in ("gave-up", "unsolvable") and out["message"]
        return
    plan = tmp_path / "plan.txt"
    plan.write_text("\n".join(out["plan"]) + "\n")
    assert main(["validate", d, p, str(plan), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["cost"] == out["cost"]


LMCUT_CASES = [
    ("blocks-strips-typed-2000", "instance-2.pddl"),
    ("gripper-round-1-strips-1998", "instance-1.pddl"),
    ("sokoban-sequential-optimal-strips-2008", "instance-3.pddl"),  # action costs
    ("transport-sequential-optimal-strips-2008", "instance-1.pddl"),  # action costs
    ("movie-round-1-strips-1998", "instance-1.pddl"),
]


@pytest.mark.parametrize("name,problem", LMCUT_CASES, ids=[c[0] for c in LMCUT_CASES])
def test_lmcut_is_admissible_and_dominates_hmax(name: str, problem: str) -> None:
    """On every state of an explicit space: h^max <= LM-cut <= the exact distance."""
    from plangate.verify.heuristics import HMax, LMCut

    d = BENCHMARKS / name
    t = load_task(d / "domain.pddl", d / "instances" / problem)
    oracle = DistanceOracle(t, max_states=100_000)
    assert oracle.space is not None
    lm, hm = LMCut(t), HMax(t)
    states = oracle.space.states
    sample = random.Random(5).sample(states, min(300, len(states)))
    tight = 0
    for s in sample:
        exact, h_lm, h_max = oracle.distance(s), lm(s), hm(s)
        assert h_max <= h_lm + 1e-9
        assert h_lm <= exact + 1e-9, (t.atoms(s), h_lm, exact)
        assert (h_lm == math.inf) == (exact == math.inf) or exact == math.inf
        tight += h_lm == exact
    assert tight > 0  # the heuristic is informative, not identically zero


def test_builtin_lmcut_planner_is_registered_and_optimal() -> None:
    d = BENCHMARKS / "logistics-strips-typed-2000"
    t = load_task(d / "domain.pddl", d / "instances/instance-1.pddl")
    res = PLANNERS["builtin-lmcut"].plan(t, Budget(states=200_000, seconds=60))
    assert res.planner == "builtin-lmcut" and res.solved and res.cost == 20
    assert validate(t, res.plan or []).status is ValidationStatus.VALID


def test_a_planner_time_limit_bounds_the_whole_call_and_kills_the_planner() -> None:
    """Fast Downward's reading and translation count too; its processes are gone after."""
    import subprocess
    import time

    d = BENCHMARKS / "tetris-sequential-optimal-2014"
    task = load_task(d / "domain.pddl", d / "instances" / "instance-4.pddl")
    planner = PLANNERS["fast-downward"]
    t0 = time.monotonic()
    res = planner.plan(task, Budget(seconds=0.5))
    elapsed = time.monotonic() - t0
    if res.status is PlannerStatus.NOT_INSTALLED:
        pytest.skip(res.message)
    assert res.status is PlannerStatus.GAVE_UP and "time limit of 0.5 s" in res.message
    assert elapsed < 30.0  # bounded (unbounded, the search runs for minutes), with room for load
    time.sleep(0.2)
    ps = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    assert "fast-downward" not in ps and "downward/builds" not in ps


def test_optimal_follows_from_the_status() -> None:
    from plangate.verify.results import PlanResult

    assert PlanResult("x", PlannerStatus.SOLVED_OPTIMALLY).optimal
    satisficing = PlanResult("x", PlannerStatus.SOLVED)
    assert satisficing.solved and not satisficing.optimal


def test_the_time_a_planner_takes_to_load_counts_against_its_limit(task) -> None:  # type: ignore[no-untyped-def]
    """Importing a planner's package (unified-planning's engines: seconds) happens before
    the search; the search gets what is left of the limit, so the call keeps its promise."""
    import time

    from plangate.verify.budgets import Budget
    from plangate.verify.planners import PlannerBase
    from plangate.verify.results import PlannerStatus

    given: list[float | None] = []

    class SlowToLoad(PlannerBase):
        name = "slow-to-load"

        def missing(self) -> str | None:
            time.sleep(0.3)
            return None

        def solve(self, task, budget):  # type: ignore[no-untyped-def]
            given.append(budget.seconds)
            return None

    result = SlowToLoad().plan(task, Budget(seconds=1.0))
    assert result.status is PlannerStatus.UNSOLVABLE
    assert given[0] is not None and given[0] <= 0.75  # 1 s asked, 0.3 s spent loading
    SlowToLoad().plan(task, Budget(seconds=None))
    assert given[1] is None  # no limit: none is made up
