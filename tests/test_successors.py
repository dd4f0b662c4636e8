"""The successor generator (plangate.pddl.successors) answers exactly what trying every
operator answers, in the same order, on every IPC benchmark domain, derived predicates
and PDDLGym-shaped files included."""

from __future__ import annotations

import pickle
import random
import warnings
from pathlib import Path

import pytest

from plangate.pddl import successors
from plangate.pddl.loader import load_task
from plangate.pddl.task import WARM_UP, Task
from tests.conftest import benchmark_domains

DATA = Path(__file__).resolve().parent / "data"


def _first(domain: Path) -> tuple[Path, Path]:
    return domain / "domain.pddl", sorted((domain / "instances").glob("*.pddl"))[0]


def _cases() -> list[tuple[str, Path, Path]]:
    out = [(d.name, *_first(d)) for d in benchmark_domains()]
    maze = DATA / "derived-quantified"
    out.append(("derived-quantified", maze / "domain.pddl", sorted(maze.glob("p*.pddl"))[0]))
    gym = DATA / "pddlgym"
    out.append(("pddlgym-blocks", gym / "blocks.pddl", gym / "blocks_test" / "problem1.pddl"))
    return out


def _walk(task: Task, steps: int, seed: int) -> list[int]:
    """States of random walks, found by trying every operator (not by the generator)."""
    rng = random.Random(seed)
    out, state = [task.initial], task.initial
    for _ in range(steps):
        ops = [op for op in task.operators if op.applicable(state)]
        state = task.initial if not ops or rng.random() < 0.05 else rng.choice(ops).apply(state)
        out.append(state)
    return out


def _load(domain: Path, problem: Path) -> Task:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return load_task(domain, problem)


@pytest.mark.parametrize(("name", "domain", "problem"), _cases(), ids=lambda c: str(c))
def test_the_generator_answers_what_trying_every_operator_answers(
    name: str, domain: Path, problem: Path
) -> None:
    task = _load(domain, problem)
    indices, listing = successors.compile_applicable(task.operators)
    for state in _walk(task, 300, seed=len(name)):
        want = [k for k, op in enumerate(task.operators) if op.applicable(state)]
        assert indices(state) == want
        assert [op.index for op in listing(state)] == want
        assert task.applicable_indices(state) == want  # warm-up first, then the generator
    assert task._generator is not None


def test_deep_and_long_trees_are_cut_into_functions(monkeypatch: pytest.MonkeyPatch) -> None:
    domain, problem = _first(next(d for d in benchmark_domains() if d.name.startswith("depots")))
    task = _load(domain, problem)
    monkeypatch.setattr(successors, "_LINES", 6)
    monkeypatch.setattr(successors, "_DEPTH", 2)
    code = successors._Code()
    rows = [
        (k, op.precondition.pos, op.precondition.neg, False) for k, op in enumerate(task.operators)
    ]
    code.function(code.node(rows, 0))
    assert len(code.functions) > 3  # subtrees became functions of their own
    indices, _listing = successors.compile_applicable(task.operators)
    for state in _walk(task, 200, seed=1):
        assert indices(state) == [k for k, op in enumerate(task.operators) if op.applicable(state)]


def test_a_task_asked_a_few_times_does_not_build_it_and_pickles_after() -> None:
    task = _load(*_first(benchmark_domains()[0]))
    for _ in range(WARM_UP - 1):
        task.applicable(task.initial)
    assert task._generator is None  # plangate parse asks once: nothing is compiled
    first = task.applicable(task.initial)
    assert task._generator is not None
    again = pickle.loads(pickle.dumps(task))  # generated code is dropped, built again
    assert again._generator is None
    assert [op.index for op in again.applicable(again.initial)] == [op.index for op in first]
