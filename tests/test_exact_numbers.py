"""Exact numbers printed exactly: action costs are exact (a sum of 0.1 and 0.2 is 0.3,
not 0.30000000000000004), the same figure in ``validate``, ``optimal``, the ground
truth's distances, the reward, the environment's info and ``solve``; "optimal cost" and
"optimal length" never swapped."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.pddl.loader import load_task
from plangate.pddl.values import show_number
from plangate.verify.budgets import Budget
from plangate.verify.distance import DistanceOracle
from plangate.verify.planners import get_planner
from plangate.verify.validate import validate

DOMAIN = """(define (domain slew) (:requirements :typing :numeric-fluents)
 (:types direction)
 (:predicates (pointing ?d - direction))
 (:functions (slew-time ?a ?b - direction) (fuel-used))
 (:action turn :parameters (?from ?to - direction)
  :precondition (and (pointing ?from) (>= (slew-time ?from ?to) 0))
  :effect (and (not (pointing ?from)) (pointing ?to)
               (increase (fuel-used) (slew-time ?from ?to)))))"""
PROBLEM = """(define (problem p) (:domain slew)
 (:objects a b c - direction)
 (:init (pointing a) (= (fuel-used) 0)
   (= (slew-time a b) 0.1) (= (slew-time b c) 0.2) (= (slew-time a c) 0.35)
   (= (slew-time b a) 0.1) (= (slew-time c b) 0.2) (= (slew-time c a) 0.35))
 (:goal (pointing c))
 (:metric minimize (fuel-used)))"""
PLAN = "(turn a b)\n(turn b c)\n"


@pytest.fixture
def files(tmp_path: Path) -> list[str]:
    (tmp_path / "domain.pddl").write_text(DOMAIN)
    (tmp_path / "problem.pddl").write_text(PROBLEM)
    (tmp_path / "plan.txt").write_text(PLAN)
    return [str(tmp_path / n) for n in ("domain.pddl", "problem.pddl", "plan.txt")]


def test_costs_are_exact_and_sum_exactly(files: list[str]) -> None:
    task = load_task(*files[:2])
    assert {op.cost for op in task.operators} >= {Fraction(1, 10), Fraction(1, 5)}
    assert task.cost_scale() == 20
    result = validate(task, PLAN)
    assert result.success and result.cost == Fraction(3, 10)
    assert json.dumps(result.to_dict()["cost"]) == "0.3"


def test_validate_and_optimal_print_the_exact_cost(
    files: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["validate", *files]) == 0
    assert "cost 0.3, reaches the goal" in capsys.readouterr().out
    assert main(["validate", *files, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["cost"] == 0.3
    assert main(["optimal", *files[:2], "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["cost"] == 0.3 and out["length"] == 2
    assert main(["optimal", *files[:2]]) == 0
    assert "; cost = 0.3 (general cost)" in capsys.readouterr().out


def test_the_ground_truth_gives_the_same_figure(files: list[str]) -> None:
    task = load_task(*files[:2])
    explored = DistanceOracle(task)  # the explored space, one backward pass
    searched = DistanceOracle(task, max_states=1, planner="builtin")  # a search
    for oracle in (explored, searched):
        d = oracle.distance(task.initial)
        assert d == 0.3 and repr(d) == "0.3" and oracle.exact(d) == Fraction(3, 10)
        after = next(op for op in task.operators if str(op) == "(turn a b)")
        assert oracle.steps_down(d, oracle.distance(after.apply(task.initial)), after.cost)
    planned = get_planner("builtin").plan(task, Budget(seconds=30))
    assert planned.cost == Fraction(3, 10) and show_number(planned.cost or 0) == "0.3"


def test_the_reward_finds_the_optimal_first_action(files: list[str]) -> None:
    from plangate.reward import Verifier

    v = Verifier.from_files(*files[:2])
    assert v.score_action("(turn a b)").score == 1.0  # 0.1 + 0.2 == 0.3, exactly
    assert v.score_action("(turn a c)").score < 1.0
    assert v.score("[PLAN]\n(turn a b)\n(turn b c)\n[PLAN END]").score == 1.0


def test_the_environment_names_a_cost_a_cost(files: list[str]) -> None:
    pytest.importorskip("gymnasium")
    from plangate.interop.gymenv.env import PlanningEnv

    env = PlanningEnv(domain=files[0], problem=files[1])
    _, info = env.reset(seed=0)
    assert info["optimal_cost"] == 0.3 and info["optimal_length"] is None
    assert env.optimal_cost == 0.3 and env.optimal_length is None


def test_solve_prints_the_optimal_cost(
    files: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["solve", *files[:2], "--method", "random-valid", "--seed", "3"])
    assert code in (0, 1)
    out = capsys.readouterr().out
    assert "optimal cost: 0.3;" in out and "optimal length" not in out
    assert "0.30000000000000004" not in out and "0.30000000000000004" not in out
    assert "optimal 0.3)" in out
