"""Grounding and successor generation cross-checked against pyperplan and unified-planning."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plangate.fsm.explore import explore
from plangate.pddl.loader import load_domain

from .conftest import INSTANCES, instance_id
from .crosscheck_helpers import (
    norm,
    plangate_task,
    pyperplan_task,
    strips_expressible,
    up_problem,
)

warnings.filterwarnings("ignore", module="unified_planning")


def _classify() -> tuple[list[tuple[Path, Path]], list[tuple[Path, Path]]]:
    strips, adl = [], []
    for pair in INSTANCES:
        (strips if strips_expressible(load_domain(pair[0])) else adl).append(pair)
    return strips, adl


STRIPS, ADL = _classify()
# pyperplan grounds without reachability: bound its work on the largest instances
PYPERPLAN_MAX_OPS = 30_000
SMALL_STATES = 20_000


def _pp_applicable(pp: Any, state: frozenset[str]) -> list[str]:
    return sorted(norm(op.name) for op in pp.operators if op.applicable(state))


@pytest.mark.parametrize("pair", STRIPS, ids=[instance_id(p) for p in STRIPS])
@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_random_walks_match_pyperplan(pair: tuple[Path, Path], data: st.DataObject) -> None:
    task = plangate_task(*pair)
    pp = pyperplan_task(*pair)
    statics = set(task.static_atoms())
    state = task.initial
    pstate = pp.initial_state
    assert {norm(f) for f in set(task.atoms(state)) | statics} == {norm(f) for f in pstate}
    for _ in range(12):
        ours = task.applicable(state)
        theirs = _pp_applicable(pp, pstate)
        assert sorted(norm(str(op)) for op in ours) == theirs
        if not ours:
            break
        op = ours[data.draw(st.integers(0, len(ours) - 1))]
        state = op.apply(state)
        pp_op = next(o for o in pp.operators if norm(o.name) == norm(str(op)))
        pstate = pp_op.apply(pstate)
        assert {norm(f) for f in set(task.atoms(state)) | statics} == {norm(f) for f in pstate}


def _pp_count(pp: Any, limit: int) -> int | None:
    seen = {pp.initial_state}
    frontier = [pp.initial_state]
    while frontier:
        nxt = []
        for st_ in frontier:
            for op in pp.operators:
                if op.applicable(st_):
                    t = op.apply(st_)
                    if t not in seen:
                        seen.add(t)
                        if len(seen) > limit:
                            return None
                        nxt.append(t)
        frontier = nxt
    return len(seen)


@pytest.mark.parametrize("pair", STRIPS, ids=[instance_id(p) for p in STRIPS])
def test_reachable_state_count_matches_pyperplan(pair: tuple[Path, Path]) -> None:
    task = plangate_task(*pair)
    space = explore(task, SMALL_STATES, truncate=True)
    if not space.complete:
        pytest.skip(f"more than {SMALL_STATES} reachable states: compared by random walks only")
    pp = pyperplan_task(*pair)
    assert _pp_count(pp, SMALL_STATES) == space.num_states
    # the per-state path and the vectorised path agree edge for edge
    slow = explore(task, SMALL_STATES, vectorised=False)
    assert slow.num_states == space.num_states and slow.num_edges == space.num_edges
    assert set(slow.states) == set(space.states)


def _up_state_matches(task: Any, state: int, problem: Any, up_state: Any) -> None:
    em = problem.environment.expression_manager
    true_atoms = set(task.atoms(state))
    for key, text in zip(task.fact_keys, task.facts, strict=True):
        fluent = problem.fluent(key[0])
        args = [problem.object(a) for a in key[1]]
        value = up_state.get_value(em.FluentExp(fluent, args)).bool_constant_value()
        assert value == (text in true_atoms), text


def _smallest_per_domain(pairs: list[tuple[Path, Path]]) -> list[tuple[Path, Path]]:
    best: dict[Path, tuple[Path, Path]] = {}
    for pair in pairs:
        cur = best.get(pair[0])
        if cur is None or pair[1].stat().st_size < cur[1].stat().st_size:
            best[pair[0]] = pair
    return list(best.values())


ADL_DEFAULT = _smallest_per_domain(ADL)
UP_MAX_OPS = 2_000  # unified-planning's simulator takes many minutes on tetris (2,648)


def _adl_walk(pair: tuple[Path, Path], data: st.DataObject, steps: int) -> None:
    from unified_planning.shortcuts import SequentialSimulator

    task = plangate_task(*pair)
    if len(task.operators) > UP_MAX_OPS:
        pytest.skip(
            f"{len(task.operators)} ground actions: too slow for unified-planning's simulator"
        )
    problem = up_problem(*pair)
    sim = SequentialSimulator(problem)
    state = task.initial
    up_state = sim.get_initial_state()
    for _ in range(steps):
        ours = task.applicable(state)
        theirs = {
            norm(f"({a.name} {' '.join(str(p) for p in ps)})"): (a, ps)
            for a, ps in sim.get_applicable_actions(up_state)
        }
        assert sorted(norm(str(op)) for op in ours) == sorted(theirs)
        if not ours:
            break
        op = ours[data.draw(st.integers(0, len(ours) - 1))]
        state = op.apply(state)
        up_state = sim.apply(up_state, *theirs[norm(str(op))])
        _up_state_matches(task, state, problem, up_state)


@pytest.mark.parametrize("pair", ADL_DEFAULT, ids=[instance_id(p) for p in ADL_DEFAULT])
@settings(max_examples=2, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_adl_random_walks_match_unified_planning(
    pair: tuple[Path, Path], data: st.DataObject
) -> None:
    _adl_walk(pair, data, steps=6)


@pytest.mark.slow
@pytest.mark.parametrize("pair", ADL, ids=[instance_id(p) for p in ADL])
@settings(max_examples=4, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_adl_random_walks_match_unified_planning_all(
    pair: tuple[Path, Path], data: st.DataObject
) -> None:
    _adl_walk(pair, data, steps=10)
