"""Exact answers to ACPBench's questions (plangate.verify.questions), checked against
the answers IBM's tools computed for ACPBench's development split, and where they
differ, against an exhaustive search."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest

from plangate.pddl.grounding import ground
from plangate.pddl.loader import parse_domain, parse_problem
from plangate.pddl.task import Operator, Task
from plangate.verify import questions as q

from .conftest import ACPBENCH, NO_ACPBENCH

pytestmark = pytest.mark.skipif(not (ACPBENCH / "dataset").is_dir(), reason=NO_ACPBENCH)
ATOM = re.compile(r"\([^()]*\)")


@cache
def items(task: str) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(
        (ACPBENCH / "dataset" / task / "dev.gen.json").read_text()
    )
    return data


def load(item: dict[str, Any]) -> Task:
    dom = parse_domain(item["PDDL_domain"])
    return ground(dom, parse_problem(item["PDDL_problem"], dom))


def op(task: Task, text: str) -> Operator | None:
    name, *args = text.lower().strip("()").split()
    return task.operator(name, tuple(args))


def fact(task: Task, text: str) -> int | None:
    name, *args = text.lower().strip("()").split()
    return task.fact_id(name, tuple(args))


def test_applicable_actions_equal_acpbenchs() -> None:
    for item in items("app"):
        task = load(item)
        mine = sorted(str(o) for o in q.applicable(task, task.initial))
        assert mine == sorted(a.lower() for a in item["answer"]), item["id"]


def test_progression_of_some_applicable_action_equals_acpbenchs() -> None:
    """The question names the action in words; one applicable action has exactly the
    positive and negative effects ACPBench gives."""
    for item in items("prog"):
        task = load(item)
        want = (sorted(item["answer"]["pos"]), sorted(item["answer"]["neg"]))
        got = [
            tuple(map(sorted, q.progression(task, task.initial, o)))
            for o in task.applicable(task.initial)
        ]
        assert want in got, item["id"]


def test_first_inapplicable_action_equals_acpbenchs() -> None:
    for item in items("val"):
        task = load(item)
        texts = ATOM.findall(item["question"].split('"')[1])
        ops = [op(task, t) for t in texts]
        cut = next((i for i, o in enumerate(ops) if o is None), len(ops))  # pruned: never applies
        first = q.first_inapplicable(task, task.initial, ops[:cut])  # type: ignore[arg-type]
        assert (cut if first is None else first) == int(item["answer"]), item["id"]


def test_every_simplification_acpbench_gives_is_one() -> None:
    for item in items("just"):
        task = load(item)
        texts = ATOM.findall(item["question"].split('"')[1])
        plan = [op(task, t) for t in texts]
        assert all(o is not None for o in plan)
        assert q.is_plan(task, task.initial, plan)  # type: ignore[arg-type]
        removed = set()
        for i in range(len(plan)):
            for width in (1, 2):
                shorter = plan[:i] + plan[i + width :]
                if i + width <= len(plan) and q.is_plan(task, task.initial, shorter):  # type: ignore[arg-type]
                    removed.add(tuple(texts[i : i + width]))
        assert {tuple(x[:-1]) for x in item["answer"]} <= removed, item["id"]


def test_never_reachable_facts_include_acpbenchs() -> None:
    budget = q.Budget(states=50_000, seconds=10)
    for item in items("reach")[:12]:
        task = load(item)
        for text in item["answer"]:
            f = fact(task, text if text.startswith("(") else f"({text})")
            if f is None:
                continue  # not even reachable in the relaxation: plangate never grounded it
            assert q.reachable_fact(task, task.initial, f, budget).value is False, (
                item["id"],
                text,
            )


def test_landmarks_acpbench_finds_are_landmarks_and_its_misses_are_proved() -> None:
    """Every fact ACPBench calls a landmark is one. ACPBench's 'no' lists hold facts
    that are landmarks (in a Blocksworld state holding block_2, with block_3 on block_1
    and block_1 wanted on block_3, (holding block_3) and (clear block_2) must both come
    true on every plan): each is proved by an exhaustive search that finds no plan
    avoiding it, not by the relaxation alone."""
    budget = q.Budget(states=200_000, seconds=20)
    for item in items("land")[:20]:
        task = load(item)
        for text in item["answer"]["yes"]:
            f = fact(task, text)
            assert f is not None and q.landmark(task, task.initial, f, budget).value is True
    item = next(x for x in items("land") if x["id"] == -7241724153464317212)
    task = load(item)
    for text in ("(holding block_3)", "(clear block_2)"):
        assert text in item["answer"]["no"]
        f = fact(task, text)
        assert f is not None
        said = q.landmark(task, task.initial, f, budget)
        assert said.value is True and "relaxation" in said.how
        found = q.avoiding(task, task.initial, f, budget)
        assert found.value is False and "every state" in found.how
    # and a fact with a plan around it is no landmark
    f = fact(task, "(ontable block_4)")
    assert f is not None and q.landmark(task, task.initial, f, budget).value is False


def test_never_applicable_actions_and_the_budget() -> None:
    item = items("areach")[0]
    task = load(item)
    sail = [o for o in task.operators if o.name == "sail"]
    assert all(q.reachable_action(task, task.initial, o).value is True for o in sail)
    assert op(task, item["answer"][0]) is None  # (sail l0 l0): grounding pruned it
    # a budget too small to decide says unknown, never a guess
    far = next(
        o for o in task.operators
        if not o.applicable(task.initial)
        and q.reachable_action(task, task.initial, o, q.Budget(states=1)).value is None
    )  # fmt: skip
    assert q.reachable_action(task, task.initial, far).value is True


def test_next_actions_and_optimal_costs_equal_acpbenchs() -> None:
    """ACPBench-Hard's next action: its 'yes' actions start an optimal plan and its 'no'
    actions do not, and 'opt' is the optimal cost (its 'maybe' actions it left
    undecided; plangate decides them too)."""
    from plangate.verify.distance import DistanceOracle

    for item in items("nexta")[:12]:
        task = load(item)
        oracle = DistanceOracle(task)
        answer = item["answer"]
        assert oracle.distance(task.initial) == float(answer["opt"]), item["id"]
        for key, want in (("yes", True), ("no", False)):
            for text in answer[key]:
                o = op(task, text)
                assert o is not None and q.next_action(oracle, task.initial, o).value is want
