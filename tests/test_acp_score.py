"""Scoring generative answers to ACPBench-Hard's questions symbolically
(plangate.bench.families.acpbench.score): ACPBench's own answers, written as a model would, are
right; answers that are wrong in each task's own way are wrong; answers with nothing
to read are unreadable."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest

from plangate.bench.families.acpbench.score import QuestionFacts, score
from plangate.pddl.grounding import ground
from plangate.pddl.loader import parse_domain, parse_problem
from plangate.pddl.task import Task
from plangate.verify.questions import Budget

from .conftest import ACPBENCH, NO_ACPBENCH

pytestmark = pytest.mark.skipif(not (ACPBENCH / "dataset").is_dir(), reason=NO_ACPBENCH)
BUDGET = Budget(states=100_000, seconds=10)


@cache
def item(kind: str, n: int = 0) -> dict[str, Any]:
    data: list[dict[str, Any]] = json.loads(
        (ACPBENCH / "dataset" / kind / "dev.gen.json").read_text()
    )
    return data[n]


def load(it: dict[str, Any]) -> Task:
    dom = parse_domain(it["PDDL_domain"])
    return ground(dom, parse_problem(it["PDDL_problem"], dom))


def sequence(it: dict[str, Any]) -> tuple[str, ...]:
    return tuple(re.findall(r"\([^()]*\)", it["question"].split('"')[1]))


def test_applicable_actions_and_progression() -> None:
    it = item("app")
    task = load(it)
    right = "[" + ", ".join(a.upper() for a in it["answer"]) + "]"  # names in any case
    assert score("app", task, right).correct is True
    assert score("app", task, "[" + ", ".join(it["answer"][:-1]) + "]").correct is False
    assert not score("app", task, "I cannot tell.").readable
    it = item("prog")
    task = load(it)
    pos, neg = it["answer"]["pos"], it["answer"]["neg"]
    effects = QuestionFacts(effects=(frozenset(pos), frozenset(neg)))
    both = f"[{', '.join(pos)}] [{', '.join(neg)}]"
    assert score("prog", task, both, effects).correct is True
    swapped = f"[{', '.join(neg)}] [{', '.join(pos)}]"
    assert score("prog", task, swapped, effects).correct is False
    assert not score("prog", task, " ".join(pos), effects).readable


def test_validation_and_justification() -> None:
    it = item("val")
    task = load(it)
    asked = QuestionFacts(sequence=sequence(it))
    assert score("val", task, f"The index is {it['answer']}.", asked).correct is True
    assert score("val", task, str(int(it["answer"]) + 1), asked).correct is False
    it = item("just")
    task = load(it)
    plan = list(sequence(it))
    asked = QuestionFacts(sequence=tuple(plan))
    first, second, _ = it["answer"][0]
    at = next(i for i in range(len(plan) - 1) if plan[i : i + 2] == [first, second])
    shorter = plan[:at] + plan[at + 2 :]
    assert score("just", task, "[" + ", ".join(shorter) + "]", asked).correct is True
    assert score("just", task, "[" + ", ".join(plan[1:]) + "]", asked).correct is False
    assert score("just", task, "[" + ", ".join(plan) + "]", asked).correct is False  # unchanged


def test_one_fact_or_action_or_none() -> None:
    it = item("areach")
    task = load(it)
    assert score("areach", task, it["answer"][0], budget=BUDGET).correct is True
    sail = next(str(o) for o in task.operators if o.name == "sail")
    assert score("areach", task, sail, budget=BUDGET).correct is False
    it = item("reach")  # ACPBench: no proposition is unreachable here
    task = load(it)
    assert it["answer"] == []
    assert score("reach", task, "None", budget=BUDGET).correct is True
    fact = task.facts[0]
    assert score("reach", task, fact, budget=BUDGET).correct is False
    it = item("land")
    task = load(it)
    assert score("land", task, it["answer"]["yes"][0], budget=BUDGET).correct is True
    assert score("land", task, "None", budget=BUDGET).correct is False
    trivial = task.atoms(task.initial)[0]
    assert score("land", task, trivial, budget=BUDGET).correct is False
    assert not score("land", task, "a landmark", budget=BUDGET).readable


def test_next_action() -> None:
    it = item("nexta")
    task = load(it)
    assert score("nexta", task, f"Take {it['answer']['yes'][0]}.").correct is True
    assert score("nexta", task, it["answer"]["no"][0]).correct is False
    assert score("nexta", task, "(fly home)").correct is False
    assert not score("nexta", task, "").readable
