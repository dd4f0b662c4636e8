"""Fast Downward through its own driver, for the tasks unified-planning's optimal
configuration refuses: conditional effects (A* with h^max, admissible, reads them) and
axioms (A* blind, in test_derived); and what the driver's exit says when it fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from plangate.pddl.loader import load_task, parse_domain, parse_problem
from plangate.pddl.task import Task
from plangate.verify.budgets import Budget
from plangate.verify.drivers import fd_ending
from plangate.verify.planners import get_planner
from plangate.verify.results import PlannerStatus

from .conftest import BENCHMARKS

FD = get_planner("fast-downward")
needs_fd = pytest.mark.skipif(FD.missing() is not None, reason="Fast Downward not installed")

# IPC domains whose actions have conditional effects (forall ... when), smallest instances
CONDITIONAL = [
    ("elevator-adl-simple-typed-2000", "instance-1.pddl"),
    ("elevator-adl-simple-typed-2000", "instance-4.pddl"),
    ("schedule-adl-typed-2000", "instance-2.pddl"),
    ("schedule-adl-typed-2000", "instance-1.pddl"),
]


def _ipc(folder: str, instance: str) -> Task:
    root = BENCHMARKS / folder
    if not root.is_dir():
        pytest.skip(f"{root} is not here")
    return load_task(root / "domain.pddl", root / "instances" / instance)


@needs_fd
@pytest.mark.parametrize(("folder", "instance"), CONDITIONAL)
def test_conditional_effects_are_solved_optimally_by_fast_downward(
    folder: str, instance: str
) -> None:
    task = _ipc(folder, instance)
    assert "(when" in str(task.domain).lower(), "the domain must have conditional effects"
    fd = FD.plan(task, Budget(seconds=120))
    ours = get_planner("builtin-lmcut").plan(task, Budget(seconds=120))
    assert fd.status is PlannerStatus.SOLVED_OPTIMALLY, fd.message
    assert ours.status is PlannerStatus.SOLVED_OPTIMALLY
    assert fd.cost == ours.cost


@needs_fd
def test_an_unsolvable_task_with_conditional_effects_is_proven_so() -> None:
    domain = parse_domain(
        "(define (domain d) (:requirements :conditional-effects)\n"
        " (:predicates (p) (q) (g))\n"
        " (:action a :effect (and (p) (when (q) (g)))))"
    )
    task = load_task(domain, parse_problem("(define (problem x) (:domain d) (:goal (g)))", domain))
    assert FD.plan(task, Budget(seconds=60)).status is PlannerStatus.UNSOLVABLE


@needs_fd
def test_the_translators_refusal_is_named() -> None:
    # IPC 2004's Promela domains declare a type 'number', which Fast Downward reserves
    text = (
        "(define (domain d) (:requirements :typing :derived-predicates)\n"
        " (:types number) (:predicates (at ?n - number) (ok ?n - number) (done))\n"
        " (:derived (done) (exists (?n - number) (ok ?n)))\n"
        " (:action a :parameters (?n - number) :precondition (at ?n) :effect (ok ?n)))"
    )
    domain = parse_domain(text)
    problem = parse_problem(
        "(define (problem x) (:domain d) (:objects one - number) (:init (at one)) (:goal (done)))",
        domain,
    )
    task = load_task(domain, problem)
    assert get_planner("builtin").plan(task).cost == 1  # plangate reads it
    result = FD.plan(task, Budget(seconds=60))
    assert result.status is PlannerStatus.UNSUPPORTED
    assert 'declaration of type "number"' in (result.message or "")
    assert "translator refused the task (exit 31)" in (result.message or "")


DRIVER_OUTPUT = """INFO     Running translator.
INFO     translator command line string: python -m translate d.pddl p.pddl
Parsing...
Parsing domain
\t->Parsing types
Encountered declaration of type "number", which is a reserved type.
translate exit code: 31

Driver aborting after translate
INFO     Planner time: 0.12s
"""


@pytest.mark.parametrize(
    ("code", "status", "says"),
    [
        (31, "unsupported", "the translator refused the task (exit 31): Encountered declaration"),
        (11, "unsolvable", ""),
        (10, "unsolvable", ""),
        (23, "gave-up", "the search ran out of time (exit 23)"),
        (32, "error", "the search failed (exit 32)"),
        (99, "error", "the planner failed (exit 99)"),
    ],
)
def test_the_drivers_exit_is_read_with_the_line_that_says_why(
    code: int, status: str, says: str
) -> None:
    got, message = fd_ending(code, DRIVER_OUTPUT)
    assert got == status
    assert says in message
    assert "Planner time" not in message


# a binary counter of 30 bits counted up from 0: its goal (every bit set) is a plan of
# 2^30 - 1 steps away along one chain of states, which no search shortens: an exact
# search runs out of any second and any few megabytes first, whatever the machine
BITS = 30


def _increment(i: int) -> str:
    lower = [f"(b{j})" for j in range(i)]
    pre = " ".join([*lower, f"(not (b{i}))"])
    eff = " ".join([f"(b{i})", *(f"(not {x})" for x in lower)])
    return f" (:action inc{i} :precondition (and {pre}) :effect (and {eff}))"


HUGE_DOMAIN = "\n".join(
    [
        "(define (domain counter) (:requirements :negative-preconditions) (:predicates "
        + " ".join(f"(b{i})" for i in range(BITS))
        + ")",
        *(_increment(i) for i in range(BITS)),
        ")",
    ]
)
HUGE_PROBLEM = (
    "(define (problem x) (:domain counter) (:init) (:goal (and "
    + " ".join(f"(b{i})" for i in range(BITS))
    + ")))"
)


@needs_fd
@pytest.mark.parametrize(
    ("limit", "code", "says"),
    [
        (["--search-memory-limit", "20M"], 22, "the search ran out of memory (exit 22)"),
        (["--search-time-limit", "1"], 23, "the search ran out of time (exit 23)"),
    ],
)
def test_the_drivers_own_limits_end_as_gave_up_on_real_runs(
    limit: list[str], code: int, says: str, tmp_path: Path
) -> None:
    """Fast Downward's driver run for real with a memory or time limit of its own, on a
    task whose plan (2^30 - 1 steps) no machine finds within them: its exit code is read
    as "gave up", with the reason, never as "unsolvable"."""
    import subprocess
    import sys

    from plangate.verify.drivers import driver_path

    (tmp_path / "domain.pddl").write_text(HUGE_DOMAIN)
    (tmp_path / "problem.pddl").write_text(HUGE_PROBLEM)
    # (the translator's invariant synthesis, no help on a counter, is skipped: seconds)
    command = [sys.executable, str(driver_path("fast-downward")), "--plan-file",
               str(tmp_path / "plan"), *limit, str(tmp_path / "domain.pddl"),
               str(tmp_path / "problem.pddl"), "--translate-options",
               "--invariant-generation-max-candidates", "0", "--search-options", "--search",
               "astar(blind(), verbosity=silent)"]  # fmt: skip
    out = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert out.returncode == code, out.stdout[-2000:]
    status, message = fd_ending(out.returncode, out.stdout + out.stderr)
    assert status == "gave-up" and says in message


SYMK = get_planner("symk")


@pytest.mark.skipif(SYMK.missing() is not None, reason="SymK not installed")
def test_symks_search_without_a_plan_is_no_proof() -> None:
    """SymK ends its search on a task with no plan with exit code 12 ("stopped without
    finding a solution", the code of an incomplete search): read by its words as gave
    up, never as unsolvable; Fast Downward proves the same task unsolvable (exit 11)."""
    domain = parse_domain(
        "(define (domain d) (:predicates (p) (q) (g))\n (:action a :precondition (p) :effect (q)))"
    )
    task = load_task(domain, parse_problem("(define (problem x) (:domain d) (:goal (g)))", domain))
    result = SYMK.plan(task, Budget(seconds=60))
    assert result.status is PlannerStatus.GAVE_UP, result.message
    assert "(exit 12)" in result.message and "does not prove" in result.message
    if FD.missing() is None:
        assert FD.plan(task, Budget(seconds=60)).status is PlannerStatus.UNSOLVABLE
