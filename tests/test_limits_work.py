"""Limits that count work, not only size: bindings a static precondition rejects,
quantifiers, deep type hierarchies, large flat files and long plan lines. Each hostile
input is run in a fresh process whose CPU time and peak memory are bounded generously
(``benchmarks/bench_hardening.py`` measures them precisely); before these limits, each
took minutes or gigabytes."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from plangate.errors import GroundingError, PddlSemanticError, PlanError
from plangate.pddl import limits
from plangate.pddl.grounding import _Grounder, ground
from plangate.pddl.loader import parse_domain, parse_problem
from plangate.pddl.plans import MAX_LINE, parse_plan
from plangate.testing import hostile

CHILD = r"""
import json, sys, time
from plangate.errors import PlangateError
t0 = time.process_time()
try:
    if sys.argv[1] == "task":
        from plangate.pddl.loader import load_task
        load_task(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "domain":
        from plangate.pddl.loader import load_domain
        load_domain(sys.argv[2])
    else:
        from plangate.pddl.loader import load_task
        from plangate.pddl.plans import stream_plan
        from plangate.verify.validate import validate
        validate(load_task(sys.argv[2], sys.argv[3]), stream_plan(sys.argv[4]))
    out = "ok"
except PlangateError as err:
    out = type(err).__name__ + ": " + str(err)
# VmHWM is this process image's own peak (ru_maxrss keeps the forking parent's)
status = open("/proc/self/status").read()
peak = int(status.split("VmHWM:")[1].split()[0]) / 1024
print(json.dumps({"cpu": time.process_time() - t0, "peak_mb": peak, "out": out}))
"""


def run(*args: str | Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *map(str, args)],
        capture_output=True,
        text=True,
        timeout=120,  # before the limits: minutes, and gigabytes
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def files(tmp_path: Path, domain: str, problem: str) -> tuple[Path, Path]:
    d, p = tmp_path / "d.pddl", tmp_path / "p.pddl"
    d.write_text(domain)
    p.write_text(problem)
    return d, p


def test_a_static_literal_rejects_bindings_inside_the_join(tmp_path: Path) -> None:
    """``(not (obj ?x0))`` over 24 joined parameters is tested when ``?x0`` is bound: no
    2^24 bindings are enumerated to be rejected one by one (they were, until the work
    limit refused the task after seconds); the same with a disjunction of static
    literals and equalities."""
    for pair in (hostile.rejected_bindings(24, 2), hostile.rejected_bindings(6, 40)):
        r = run("task", *files(tmp_path, *pair))
        assert r["out"] == "ok" and float(str(r["cpu"])) < 2
    domain, problem = hostile.rejected_bindings(24, 2)
    either = domain.replace("(not (obj ?x0))", "(or (not (obj ?x0)) (not (obj ?x1)))")
    dom = parse_domain(either)
    task = ground(dom, parse_problem(problem, dom))
    assert [op.name for op in task.operators] == []
    # a disjunction still admits what it should: ?x1 = ?x2, whatever ?x0 is
    small, small_p = hostile.rejected_bindings(3, 2)
    dom = parse_domain(small.replace("(not (obj ?x0))", "(or (not (obj ?x0)) (= ?x1 ?x2))"))
    task = ground(dom, parse_problem(small_p, dom))
    assert sorted(str(op) for op in task.operators) == [
        f"(a {x0} {x1} {x1})" for x0 in ("o0", "o1") for x1 in ("o0", "o1")
    ]


def test_bindings_a_quantified_static_precondition_rejects_count_as_work(
    tmp_path: Path,
) -> None:
    # 2^24 bindings join and every one is rejected after the join: refused at the floor
    r = run("task", *files(tmp_path, *hostile.rejected_late(24, 2)))
    assert str(r["out"]).startswith("GroundingError: grounding did 2,000,00")
    assert "for 0 ground actions (action 'a')" in str(r["out"])
    assert "InputLimits(max_actions=...)" in str(r["out"])  # a Python caller: its name
    assert float(str(r["cpu"])) < 20 and float(str(r["peak_mb"])) < 300
    # 6 parameters over 40 objects (4.1e9 bindings): the same
    r = run("task", *files(tmp_path, *hostile.rejected_late(6, 40)))
    assert "steps of work" in str(r["out"]) and float(str(r["peak_mb"])) < 300


def test_work_allowed_grows_with_the_actions_kept() -> None:
    """A task that keeps its ground actions may do 100 steps of work per action; the
    same work with nothing kept is refused."""
    lim = limits.work_limits()
    assert (lim.floor, lim.total, lim.quantifier) == (2_000_000, 20_000_000, 100_000)
    domain, problem = hostile.rejected_late(3, 20)  # 8,000 bindings, all rejected
    dom = parse_domain(domain)
    # floor 8,000: the 8,000 bindings and more
    with (
        limits.applying(limits.InputLimits(max_actions=8_000)),
        pytest.raises(GroundingError, match="for 0 ground actions"),
    ):
        ground(dom, parse_problem(problem, dom))
    # floor 240,000: the bindings and the quantifier's instances they test pass
    with limits.applying(limits.InputLimits(max_actions=8_000 * 30)):
        task = ground(dom, parse_problem(problem, dom))
    assert task.operators == ()


def test_a_chain_of_derived_predicates_visits_each_rule_a_bounded_number_of_times() -> None:
    """The fixpoint visits a schema only when a fluent it reads gained facts: a chain of
    3,000 derived predicates takes 3,000 rounds of one rule each (it visited every rule
    in every round, 9 million visits: 87 s), and its plan is still found."""
    domain, problem = hostile.derived_chain(3_000)
    dom = parse_domain(domain)
    grounder = _Grounder(dom, parse_problem(problem, dom))
    task = grounder.build()
    assert grounder.visits <= 2 * 3_002
    assert [str(op) for op in task.operators] == ["(a)"]
    assert task.operators[0].applicable(task.initial)


def test_a_quantifier_is_refused_before_it_is_expanded() -> None:
    domain, problem = hostile.quantifier(6, 40)
    dom = parse_domain(domain)
    with pytest.raises(
        GroundingError,
        match=r"a quantifier over \(\?v0 \?v1 \?v2 \?v3 \?v4 \?v5\) has 40 x 40 x 40 x 40 x 40 "
        r"x 40 = 4.1e\+09 instances, more than the limit of 100,000 .*InputLimits\(max_actions=",
    ):
        ground(dom, parse_problem(problem, dom))
    domain, problem = hostile.quantifier(3, 40)  # 64,000 instances: within the limit
    dom = parse_domain(domain)
    task = ground(dom, parse_problem(problem, dom))
    assert len(task.operators) == 1


def test_a_deep_type_hierarchy_is_refused_by_name(tmp_path: Path) -> None:
    with pytest.raises(PddlSemanticError, match=r":2:\d+: type 't65' is 65 levels below object"):
        parse_domain(hostile.type_chain(20_000, 1)[0], "d.pddl")
    r = run("task", *files(tmp_path, *hostile.type_chain(20_000, 3_000)))
    assert "65 levels below object, more than the limit of 64" in str(r["out"])
    assert float(str(r["cpu"])) < 20
    # 64 levels with 3,000 objects of the deepest type: accepted, objects listed per type
    domain, problem = hostile.type_chain(64, 3_000)
    dom = parse_domain(domain)
    task = ground(dom, parse_problem(problem, dom))
    assert len(task.operators) == 1 and task.world is not None
    assert len(task.world.objects_of_type["t1"]) == len(task.world.objects_of_type["t64"]) == 3000
    # a cycle is still named, however long
    cyclic = domain.replace("t1 - object", "t1 - t64")
    with pytest.raises(PddlSemanticError, match="type 't1' is its own ancestor"):
        parse_domain(cyclic)


def test_large_shallow_input_costs_a_small_multiple_of_its_size(tmp_path: Path) -> None:
    big = tmp_path / "lists.pddl"
    big.write_text(hostile.shallow_lists(20_000_000))
    r = run("domain", big)
    assert r["out"] == f"PddlSyntaxError: {big}:1:2: unexpected 'x'; expected 'define'"
    assert float(str(r["peak_mb"])) < 300 and float(str(r["cpu"])) < 20


def test_the_vectorised_depth_check_agrees_with_the_plain_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rnd = random.Random(5)
    for _ in range(2000):
        text = "".join(rnd.choice("((((()))) ;\n\nab") for _ in range(rnd.randint(0, 300)))
        monkeypatch.setattr(limits, "CHUNK", rnd.choice([1, 2, 3, 7, 64, 1 << 20]))
        limit = rnd.randint(0, 8)
        assert limits._too_deep(text, limit) == limits._too_deep_small(text, limit), text


def test_a_plan_line_longer_than_the_limit_is_refused_unread(tmp_path: Path) -> None:
    plan = tmp_path / "plan.txt"
    plan.write_text(hostile.long_plan_line(60_000_000))
    bw = Path(__file__).parent.parent / "examples" / "blocksworld"
    r = run("plan", bw / "domain.pddl", bw / "problem-2steps.pddl", plan)
    assert r["out"] == (
        f"PlanError: {plan}:1: a line of more than 65,536 characters; a plan step is one "
        "(name arg ...) per line"
    )
    assert float(str(r["peak_mb"])) < 150  # the 60 MB line is never read whole
    with pytest.raises(PlanError, match="<plan>:2: a line of more than"):
        parse_plan("(a)\n" + "(" + "b" * MAX_LINE + ")\n")
