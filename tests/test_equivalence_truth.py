"""Every "equivalent" sound, every "not equivalent" witnessed, on the classes that fooled
the checker: numeric goals compared on states with their values, a state value a
written file leaves undefined, a written domain that is the true one renamed (decided
at the schema level, objects declared in any order), a written domain that is not, a
metric that differs; and the mutation tier's new classes over the shipped IPC domains,
each expectation justified without the checker (:mod:`plangate.testing.domain_mutations`)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.pddl import syntax as s
from plangate.pddl.loader import load_domain, load_problem, parse_domain, parse_problem
from plangate.testing.domain_mutations import metric_changes, numeric_or_goal, renamed_domain
from plangate.verify.equivalence import CheckBudget, EquivalenceVerdict, check
from plangate.verify.equivalence.schemas import match

from .conftest import BENCHMARKS

DATA = Path(__file__).parent / "data"

TANK = """(define (domain tank) (:requirements :typing :numeric-fluents)
 (:types place)
 (:predicates (at ?p - place) (road ?a ?b - place))
 (:functions (fuel))
 (:action refuel :parameters () :precondition (and (< (fuel) 30))
  :effect (and (increase (fuel) 10)))
 (:action drive :parameters (?a ?b - place)
  :precondition (and (at ?a) (road ?a ?b) (>= (fuel) 5))
  :effect (and (not (at ?a)) (at ?b) (decrease (fuel) 5))))"""
TANK_PROBLEM = """(define (problem trip) (:domain tank) (:objects c0 c1 c2 - place)
 (:init (at c0) (road c0 c1) (road c1 c2) (= (fuel) 10))
 (:goal (and (at c2) (>= (fuel) 0))))"""


def _pair(domain: str, true: str, written: str) -> tuple[s.Domain, s.Problem, s.Problem]:
    d = parse_domain(domain)
    return d, parse_problem(true, d, "<true>"), parse_problem(written, d, "<written>")


def test_a_numeric_disjunct_is_judged_on_states_with_their_values() -> None:
    """``(or (at c2) (>= (fuel) 20))`` against ``(at c2)``: one refuel reaches the first and
    not the second; the states compared carry their values."""
    written = TANK_PROBLEM.replace("(:goal (and (at c2) (>= (fuel) 0)))",
                                   "(:goal (or (at c2) (>= (fuel) 20)))")  # fmt: skip
    d, tp, wp = _pair(TANK, TANK_PROBLEM, written)
    answer = check(d, tp, wp)
    assert answer.verdict is EquivalenceVerdict.NOT_EQUIVALENT, answer
    w = answer.witness
    assert w is not None and w.plan == ("(refuel)",)
    assert w.written_outcome and "reaches the goal" in w.written_outcome


def test_identical_files_with_a_numeric_goal_are_equivalent() -> None:
    d, tp, wp = _pair(TANK, TANK_PROBLEM, TANK_PROBLEM)
    assert check(d, tp, wp).verdict is EquivalenceVerdict.EQUIVALENT
    # and written in another order: the explored states, values included, decide it
    shuffled = TANK_PROBLEM.replace("(road c0 c1) (road c1 c2) (= (fuel) 10)",
                                    "(= (fuel) 10) (road c1 c2) (road c0 c1)")  # fmt: skip
    d, tp, wp = _pair(TANK, TANK_PROBLEM, shuffled)
    assert check(d, tp, wp).verdict is EquivalenceVerdict.EQUIVALENT


PAID = """(define (domain paid) (:requirements :numeric-fluents :action-costs)
 (:predicates (done) (started))
 (:functions (total-cost))
 (:action start :parameters () :precondition (and (<= (total-cost) 10))
  :effect (and (started) (increase (total-cost) 1)))
 (:action finish :parameters () :precondition (and (started))
  :effect (and (done) (increase (total-cost) 1))))"""
PAID_PROBLEM = """(define (problem p) (:domain paid)
 (:init (= (total-cost) 0)) (:goal (done)) (:metric minimize (total-cost)))"""


def test_a_cost_value_a_precondition_reads_is_not_assumed_zero() -> None:
    """Where a precondition reads ``(total-cost)``, a written file that leaves its initial
    value unsaid leaves it undefined: no action that reads it applies."""
    unsaid = PAID_PROBLEM.replace("(:init (= (total-cost) 0))", "(:init)")
    d, tp, wp = _pair(PAID, PAID_PROBLEM, unsaid)
    answer = check(d, tp, wp)
    assert answer.verdict is EquivalenceVerdict.NOT_EQUIVALENT, answer
    w = answer.witness
    assert w is not None and w.plan is not None
    assert w.true_outcome and w.written_outcome and w.true_outcome != w.written_outcome


def test_a_metric_that_differs_is_named_with_what_it_means_for_costs() -> None:
    folder = BENCHMARKS / "elevator-sequential-optimal-strips-2008"
    domain = load_domain(folder / "domain.pddl")
    true = load_problem(folder / "instances" / "instance-1.pddl", domain)
    for mutated in metric_changes(true):
        answer = check(domain, true, mutated.problem)
        assert answer.verdict is EquivalenceVerdict.EQUIVALENT  # the same plans
        assert answer.metric.startswith("the metrics differ: the true problem's metric is to "
                                        "minimize (total-cost)")  # fmt: skip
        assert "need not be optimal for the true task" in answer.metric
    assert check(domain, true, true).metric == ""


def test_a_renamed_written_domain_is_decided_at_the_schema_level() -> None:
    """Blocksworld with every predicate, parameter, type and object renamed, arguments
    reversed, objects declared in another order: equivalent, without exploring, and the
    output says how the objects were paired."""
    folder = BENCHMARKS / "blocks-strips-typed-2000"
    domain = load_domain(folder / "domain.pddl")
    true = load_problem(folder / "instances" / "instance-1.pddl", domain)
    made = renamed_domain(domain, true, random.Random(3))
    assert made.domain is not None
    wd = parse_domain(str(made.domain))
    wp = parse_problem(str(made.problem), wd)
    found = match(domain, wd)
    assert found is not None and "predicates" in found.words()
    answer = check(domain, true, wp, written_domain=wd, budget=CheckBudget(states=1))
    assert answer.verdict is EquivalenceVerdict.EQUIVALENT, answer
    assert answer.how.startswith("schemas matched by structure, then")
    assert "the same domain for every problem" in answer.proves
    assert answer.renaming and set(answer.renaming) == {o.name for o in wp.objects}


def test_a_written_domain_that_differs_is_witnessed_under_every_pairing() -> None:
    """A written domain whose stack action forgets to clear the hand (not a renaming of
    the true one), its objects named by colour: not equivalent with a witness under
    each pairing of objects that agrees on the first two steps, never by declaration
    order; the output says how the objects were paired."""
    folder = BENCHMARKS / "blocks-strips-typed-2000"
    domain = load_domain(folder / "domain.pddl")
    true = load_problem(folder / "instances" / "instance-1.pddl", domain)
    made = renamed_domain(domain, true, random.Random(5))
    assert made.domain is not None
    text = str(made.domain)
    stack = next(a for a in made.domain.actions if a.name == "stack")
    broken = str(stack).replace(str(stack.effect), "(and)") if stack.effect else str(stack)
    wd = parse_domain(text.replace(str(stack), broken))
    wp = parse_problem(str(made.problem), wd)
    answer = check(domain, true, wp, written_domain=wd)
    assert answer.verdict in (EquivalenceVerdict.NOT_EQUIVALENT, EquivalenceVerdict.UNKNOWN), answer
    if answer.verdict is EquivalenceVerdict.NOT_EQUIVALENT:
        assert answer.witness is not None
        assert "roles" in answer.how or "every renaming" in answer.proves


def test_the_cli_prints_the_metric(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = BENCHMARKS / "elevator-sequential-optimal-strips-2008"
    domain = load_domain(folder / "domain.pddl")
    true = load_problem(folder / "instances" / "instance-1.pddl", domain)
    written = tmp_path / "written.pddl"
    written.write_text(str(metric_changes(true)[0].problem))
    code = main(["equivalent", str(folder / "domain.pddl"),
                 str(folder / "instances" / "instance-1.pddl"), str(written)])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0 and "  metric: the metrics differ" in out


# ------------------------------------------------------------------ the mutation tier
def _ipc(limit: int = 1) -> list[tuple[str, s.Domain, s.Problem]]:
    out = []
    for folder in sorted(p for p in BENCHMARKS.iterdir() if p.is_dir()):
        domain = load_domain(folder / "domain.pddl")
        if domain.derived:
            continue
        for inst in sorted((folder / "instances").glob("*.pddl"))[:limit]:
            out.append((folder.name, domain, load_problem(inst, domain)))
    return out


@pytest.mark.filterwarnings("ignore")
def test_renamed_written_domains_declared_in_any_order_are_equivalent() -> None:
    """Every shipped IPC domain, renamed by construction (a bijection of states that maps
    each action to itself): equivalent, decided at the schema level."""
    wrong = []
    for seed, (name, domain, true) in enumerate(_ipc()):
        made = renamed_domain(domain, true, random.Random(seed))
        assert made.domain is not None
        wd = parse_domain(str(made.domain))
        wp = parse_problem(str(made.problem), wd)
        answer = check(domain, true, wp, written_domain=wd, budget=CheckBudget(seconds=20))
        if answer.verdict is not EquivalenceVerdict.EQUIVALENT or not answer.how.startswith(
            "schemas"
        ):
            wrong.append(f"{name}: {answer.verdict.value} ({answer.how})")
    assert wrong == []


@pytest.mark.filterwarnings("ignore")
def test_dropped_and_changed_metrics_are_equivalent_and_named() -> None:
    seen = 0
    for name, domain, true in _ipc():
        for mutated in metric_changes(true):
            seen += 1
            answer = check(domain, true, mutated.problem, budget=CheckBudget(seconds=20))
            assert answer.verdict is EquivalenceVerdict.EQUIVALENT, (name, mutated.kind, answer.how)
            assert answer.metric.startswith("the metrics differ"), (name, mutated.kind)
    assert seen >= 10


def test_numeric_or_goals_on_the_ipc_numeric_tasks_are_not_equivalent() -> None:
    """``(or G (>= (f) v))`` with ``v`` an initial value: the empty plan reaches the
    written goal and not the true one (which does not hold at first)."""
    from plangate.pddl.loader import load_task

    seen = 0
    for folder in sorted(p for p in (DATA / "numeric").iterdir() if p.is_dir()):
        domain = load_domain(folder / "domain.pddl")
        for i in (1, 2):
            path = folder / "instances" / f"instance-{i}.pddl"
            true = load_problem(path, domain)
            task = load_task(folder / "domain.pddl", path)
            values = {k: v for k, v in task.values(task.initial).items() if v is not None}
            made = numeric_or_goal(true, values, task.is_goal(task.initial))
            if made is None:
                continue
            seen += 1
            answer = check(domain, true, made.problem, budget=CheckBudget(seconds=20))
            assert answer.verdict is EquivalenceVerdict.NOT_EQUIVALENT, (folder.name, i, answer.how)
            w = answer.witness
            assert w is not None and w.plan == (), (folder.name, i, w)
    assert seen >= 3
