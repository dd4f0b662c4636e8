"""Rewards never stop a training loop on the ground truth: a problem whose truth is
unknown within the per-item budget is left out when the items are made (and counted);
an answer about such a task is scored on the goal alone, its truth marked unknown."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from plangate.errors import PlangateError
from plangate.pddl.loader import load_task, parse_domain, parse_problem
from plangate.pddl.task import Task
from plangate.reward.items import ItemProblem, Items, score_item
from plangate.reward.verifier import TRUTH, Verifier

# three counters up to 500: 125 million states, too many to exhaust in the budget
DOMAIN = """(define (domain counters) (:requirements :numeric-fluents)
 (:predicates (g))
 (:functions (a) (b) (c))
 (:action ia :parameters () :precondition (and (< (a) 500)) :effect (and (increase (a) 1)))
 (:action ib :parameters () :precondition (and (< (b) 500)) :effect (and (increase (b) 1)))
 (:action ic :parameters () :precondition (and (< (c) 500)) :effect (and (increase (c) 1)))
 (:action fin :parameters () :precondition (and (>= (b) 2)) :effect (and (g))))"""
INIT = "(:init (= (a) 0) (= (b) 0) (= (c) 0))"
# the same actions with counters up to 3: 64 states, explored at once whatever the load
SMALL = DOMAIN.replace("500", "3")
OK = f"(define (problem ok) (:domain counters) {INIT} (:goal (and (g))))"
# b at least 2 and at most 1: no plan, and no search can exhaust the space in seconds
HARD = f"(define (problem hard) (:domain counters) {INIT} (:goal (and (>= (b) 2) (<= (b) 1))))"


def test_the_verifier_asks_the_clis_ground_truth_chain() -> None:
    assert TRUTH.planner is None  # auto: ENHSP raced by the built-in search on numeric tasks


def test_a_problem_whose_truth_is_unknown_is_left_out_and_counted() -> None:
    problems = [ItemProblem("ok", SMALL, OK), ItemProblem("hard", DOMAIN, HARD)]
    items = Items(problems, walk=2, seed=0, seconds=2.0)
    assert [p.name for p in items.problems] == ["ok"]
    assert len(items.left_out) == 1
    name, why = items.left_out[0]
    assert name == "hard" and why.startswith("the ground truth is unknown within 2 s")
    for i in range(3):  # every item is the usable problem's, with its optimal answer
        item = items[i]
        assert item["metadata"]["name"] == "ok"
        assert score_item(item["answer"], item["metadata"]).score == 1.0
    with pytest.raises(PlangateError, match="every one is left out"):
        Items([ItemProblem("hard", DOMAIN, HARD)], seconds=1.0)


def test_an_answer_about_a_task_of_unknown_truth_is_scored_on_the_goal() -> None:
    v = Verifier(_task(HARD), seconds=1.5)
    plan = v.score("[PLAN]\n(ib)\n(ib)\n[PLAN END]")
    assert plan.score == 0.0 and plan.valid and not plan.goal
    assert plan.truth.startswith("unknown: ")
    assert math.isnan(plan.optimal) and math.isnan(plan.optimality)
    out = json.loads(json.dumps(plan.to_dict()))  # JSON-ready: the unknown figures None
    assert out["optimal"] is None and out["truth"] == plan.truth
    action = v.score_action("(ib)")
    assert action.score == 0.0 and action.valid and action.truth.startswith("unknown: ")
    wrong = v.score_action("(fin)")
    assert wrong.score == 0.0 and not wrong.valid


def test_on_the_goal_alone_a_plan_that_reaches_the_goal_scores_one() -> None:
    v = Verifier(_task(OK, SMALL), seconds=5.0)
    known = v.score("[PLAN]\n(ib)\n(ib)\n(fin)\n[PLAN END]")
    assert known.score == 1.0 and known.truth == ""
    alone = v._on_goal_alone("plan", "[PLAN]\n(ib)\n(ib)\n(fin)\n[PLAN END]", None, "x")
    assert alone.score == 1.0 and alone.goal and alone.truth == "unknown: x"


def test_reasoning_gym_counts_what_it_left_out(tmp_path: Path) -> None:
    reasoning_gym = pytest.importorskip("reasoning_gym")
    import plangate.interop.training.reasoning_gym  # noqa: F401  registers "plangate"

    (tmp_path / "domain.pddl").write_text(DOMAIN)
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "hard.pddl").write_text(HARD)
    # the usable problem: at the goal's doorstep (b = 2 already), solved at once
    (tmp_path / "p" / "ok.pddl").write_text(OK.replace("(= (b) 0)", "(= (b) 2)"))
    data = reasoning_gym.create_dataset(
        "plangate", domain=str(tmp_path / "domain.pddl"), problems=str(tmp_path / "p"),
        size=4, seed=0, truth_seconds=6.0,
    )  # fmt: skip
    assert [name for name, _ in data.left_out] == ["hard"]
    entries = [data[i] for i in range(4)]
    assert all(e["metadata"]["name"] == "ok" for e in entries)
    assert data.score_answer(entries[0]["answer"], entries[0]) == 1.0


def _task(problem: str, domain: str = DOMAIN) -> Task:
    d = parse_domain(domain)
    return load_task(d, parse_problem(problem, d))
