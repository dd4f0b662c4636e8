"""The one search core (issue 71): breadth-first, greedy best-first, A* and enforced
hill-climbing over any successor function, each bounded by one Budget; and the PDDL
searches built on it give the answers they gave before."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from plangate.pddl.loader import load_task
from plangate.verify.budgets import Budget
from plangate.verify.questions import explored, greedy_plan, reachable_fact, solvable
from plangate.verify.search import search
from plangate.verify.space import (
    Reach,
    Space,
    a_star,
    breadth_first,
    greedy_best_first,
    hill_climbing,
)
from plangate.verify.validate import validate

from .conftest import BENCHMARKS

BIG = Budget(None, 60.0)


def line(n: int) -> object:
    """States 0..n on a line; steps +1 (cost 1) and +2 (cost 3)."""

    def successors(s: int) -> Iterator[tuple[str, int]]:
        if s + 1 <= n:
            yield "+1", s + 1
        if s + 2 <= n:
            yield "+2", s + 2

    return successors


def test_space_reads_a_plan_back_along_its_links() -> None:
    space: Space[int, str] = Space(0)
    space.reach(1, 0, "a")
    space.reach(2, 1, "b")
    assert space.plan(2) == ["a", "b"] and space.plan(0) == [] and len(space) == 3


def test_breadth_first_finds_the_fewest_steps_and_proves_absence() -> None:
    found = breadth_first(Reach(0, line(10), lambda s: s == 10), BIG)
    assert found.plan == ["+2"] * 5 and found.state == 10
    nowhere = breadth_first(Reach(0, line(10), lambda s: s == 11), BIG)
    assert nowhere.plan is None and nowhere.exhausted and nowhere.states == 11


def test_a_star_counts_costs_and_a_heuristic_keeps_it_optimal() -> None:
    cost = {"+1": 1.0, "+2": 3.0}.__getitem__
    blind = a_star(Reach(0, line(10), lambda s: s == 10), cost, BIG)
    guided = a_star(Reach(0, line(10), lambda s: s == 10), cost, BIG, h=lambda s: float(10 - s))
    assert blind.cost == guided.cost == 10.0 and guided.plan == ["+1"] * 10
    assert guided.expanded <= blind.expanded
    dead = a_star(Reach(0, line(10), lambda s: s == 10), cost, BIG, h=lambda s: math.inf)
    assert dead.exhausted and dead.plan is None


def test_greedy_follows_its_heuristic_and_skips_infinite_states() -> None:
    found = greedy_best_first(Reach(0, line(10), lambda s: s == 10), lambda s: float(10 - s), BIG)
    assert found.state == 10 and found.plan is not None
    walled = greedy_best_first(
        Reach(0, line(10), lambda s: s == 10), lambda s: math.inf if s in (4, 5) else 0.0, BIG
    )
    assert walled.exhausted  # 4 and 5 are never entered: 10 cannot be reached


def test_hill_climbing_climbs_and_says_where_it_stuck() -> None:
    found = hill_climbing(Reach(0, line(10), lambda s: s == 10), lambda s: float(10 - s), BIG)
    assert found.state == 10 and found.plan is not None
    # a heuristic with no better state anywhere: a plateau it cannot leave
    stuck = hill_climbing(Reach(0, line(3), lambda s: s == 99), lambda s: 1.0, BIG)
    assert stuck.plan is None and not stuck.exhausted and stuck.gave_up


def test_every_search_gives_up_at_its_state_bound() -> None:
    n = 10_000
    tiny = Budget(states=5, seconds=None)
    assert (
        breadth_first(Reach(0, line(n), lambda s: s == n), tiny).gave_up == "node limit of 5 states"
    )
    assert greedy_best_first(Reach(0, line(n), lambda s: s == n), lambda s: 0.0, tiny).gave_up
    assert a_star(
        Reach(0, line(n), lambda s: s == n), lambda _l: 1.0, tiny, h=lambda s: 0.0
    ).gave_up


def test_a_stop_ends_a_search_as_its_time_limit_does() -> None:
    stopped = breadth_first(
        Reach(0, line(10**6), lambda s: False), Budget(None, None, stop=lambda: True)
    )
    assert stopped.gave_up == "stopped: another planner answered first"


def test_budget_refuses_nonsense() -> None:
    with pytest.raises(ValueError, match="states"):
        Budget(states=0)
    with pytest.raises(ValueError, match="seconds"):
        Budget(seconds=0)
    assert Budget(10, 5.0).within(1.0).seconds == 1.0 and Budget(10, 5.0).within(9.0).seconds == 5.0


def test_the_pddl_searches_on_the_core_agree_with_the_validator() -> None:
    folder = BENCHMARKS / "gripper-round-1-strips-1998"
    task = load_task(folder / "domain.pddl", folder / "instances" / "instance-1.pddl")
    exact = search(task)
    assert exact.solved and exact.cost == 11
    for heuristic in ("hmax", "lmcut"):
        assert search(task, heuristic=heuristic).cost == 11
    plan = greedy_plan(task, task.initial)
    assert plan is not None and validate(task, plan).valid
    assert solvable(task, task.initial).value is True
    facts, ops, complete = explored(task, task.initial)
    assert complete and facts & task.goal.pos == task.goal.pos  # the goal facts are reached
    assert ops == set(range(len(task.operators)))  # every gripper action applies somewhere
    assert reachable_fact(task, task.initial, task.facts.index(task.atoms(task.initial)[0])).value
