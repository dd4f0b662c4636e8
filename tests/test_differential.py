"""The differential tier: plangate against references nobody here wrote.

Seeded random domains and problems over the whole fragment plangate reads
(:mod:`plangate.testing.random_tasks`) are compared with unified-planning's simulator
and validator, Fast Downward's translator and search, and SymK
(:mod:`plangate.testing.references`): applicable actions and successors along random
walks, plan verdicts with the first failing step, ground actions, optimal costs. The
default tier runs :data:`DEFAULT_CASES` seeds; ``-m slow`` runs :data:`SLOW_CASES`.
Every disagreement the tier found is a named regression test below.
"""

from __future__ import annotations

import warnings
from collections import Counter

import pytest

pytest.importorskip("unified_planning")
pytest.importorskip("fast_downward.translate")
pytest.importorskip("up_symk")

from plangate.testing.random_tasks import FEATURES, Case, random_case
from plangate.testing.references import Report, differences, load

DEFAULT_CASES = 200
SLOW_CASES = 3000
SYMK_EVERY = 10  # every tenth case is also solved by SymK


def _run(case: Case, symk: bool = False) -> Report:
    ref = (case.reference_domain, case.reference_problem) if case.reference_domain else None
    assert ref is None or None not in ref
    return differences(
        case.domain,
        case.problem,
        case.name,
        case.seed,
        reference=ref,  # type: ignore[arg-type]
        symk=symk,
    )


@pytest.mark.parametrize("seed", range(DEFAULT_CASES))
def test_generated_case_agrees_with_the_references(seed: int) -> None:
    report = _run(random_case(seed), symk=seed % SYMK_EVERY == 0)
    assert report.disagreements == []
    assert report.checks > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(DEFAULT_CASES, SLOW_CASES))
def test_generated_case_agrees_with_the_references_slow(seed: int) -> None:
    report = _run(random_case(seed), symk=seed % SYMK_EVERY == 0)
    assert report.disagreements == []


def test_the_default_tier_covers_the_fragment_and_reaches_the_references() -> None:
    """The tier cannot turn vacuous: every feature occurs, and most cases are compared
    with unified-planning (the rest use either or derived predicates, or quantify over
    an empty type: Fast Downward alone)."""
    cases = [random_case(seed) for seed in range(DEFAULT_CASES)]
    used = Counter(f for c in cases for f in c.features)
    assert set(FEATURES) <= set(used), set(FEATURES) - set(used)
    assert all(used[f] >= 5 for f in FEATURES), used
    # the same seed, the same text
    assert random_case(17) == random_case(17)
    read = 0
    for case in cases[:40]:
        report = _run(case)
        read += not any("unified-planning" in s for s in report.skipped)
    assert read >= 20


# ------------------------------------------------------------------ regressions
TOGGLE_DOMAIN = """(define (domain tog)
 (:requirements :strips :negative-preconditions :conditional-effects)
 (:predicates (c) (d))
 (:action tog :parameters () :precondition (not (d))
  :effect (and (when (c) (not (c))) (when (not (c)) (c)) (d))))"""
TOGGLE_PROBLEM = "(define (problem t1) (:domain tog) (:init (c)) (:goal (and (c) (d))))"


def test_a_toggle_flips_its_fact() -> None:
    """Issue 47: ``(when (c) (not (c)))`` beside ``(when (not (c)) (c))`` was grounded
    as an unconditional delete and add (the add won): the plan (tog) was called valid and
    optimal. Conditions are read in the state before the action."""
    from plangate.verify.planners import get_planner
    from plangate.verify.validate import validate

    task = load(TOGGLE_DOMAIN, TOGGLE_PROBLEM)
    result = validate(task, "(tog)")
    assert not result.success and result.unmet_goal == ("(c)",)
    assert get_planner("builtin").plan(task).status.value == "unsolvable"
    assert differences(TOGGLE_DOMAIN, TOGGLE_PROBLEM, "toggle").disagreements == []


def test_an_add_under_a_false_condition_loses_to_a_delete() -> None:
    """``(when (not (c)) (c))`` is an unconditional add only when the action deletes no
    fact of its predicate: here ``(not (c))`` fires too, so (c) flips either way."""
    domain = TOGGLE_DOMAIN.replace("(when (c) (not (c)))", "(not (c))")
    task = load(domain, TOGGLE_PROBLEM)
    (op,) = task.applicable(task.initial)
    c = task.fact_id("c", ())
    assert c is not None and not op.apply(task.initial) >> c & 1
    assert differences(domain, TOGGLE_PROBLEM, "delete-and-add").disagreements == []


def test_schedule_clean_ups_still_ground_as_plain_effects() -> None:
    """The rewrites that stay sound keep old IPC domains fast: Schedule's
    ``(when (not (objscheduled)) (objscheduled))`` (nothing deletes it) and its
    ``(when (surface-condition ?x ?s) (not (surface-condition ?x ?s)))`` clean-ups."""
    from plangate.pddl.loader import load_domain
    from plangate.pddl.schemas import plain_effect
    from plangate.pddl.syntax import When, effect_nodes

    from .conftest import BENCHMARKS

    domain = load_domain(BENCHMARKS / "schedule-adl-typed-2000" / "domain.pddl")
    for action in domain.actions:
        assert action.effect is not None
        plain = plain_effect(action.effect)
        assert not any(isinstance(e, When) for e in effect_nodes(plain)), action.name


def test_a_quantifier_over_a_type_without_objects() -> None:
    """Found by the tier (case 5): unified-planning reads ``(forall (?y - a) (p ?x))``
    as ``(p ?x)`` when no object has type a; PDDL and Fast Downward read it as true.
    plangate agrees with Fast Downward, and the tier leaves unified-planning out there."""
    from plangate.testing.fd_reference import fd_optimal
    from plangate.testing.references import up_blind_spot

    domain = """(define (domain e) (:requirements :adl) (:types a b)
     (:predicates (p ?x - b) (g))
     (:action act :parameters (?x - b) :precondition (forall (?y - a) (p ?x))
      :effect (g)))"""
    problem = "(define (problem e1) (:domain e) (:objects o - b) (:init) (:goal (g)))"
    task = load(domain, problem)
    assert [str(op) for op in task.applicable(task.initial)] == ["(act o)"]
    kind, value = fd_optimal(domain, problem)
    assert kind == "plan" and value[0] == ["( act o )"]
    assert "no objects" in (up_blind_spot(task) or "")


# ------------------------------------------------------------------ UP's examples
def _up_examples() -> dict[str, object]:
    from unified_planning.test.examples import get_example_problems

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return dict(get_example_problems())


def _classical(examples: dict[str, object]) -> list[str]:
    from plangate.errors import PlangateError
    from plangate.interop.up import from_up

    out = []
    for name, example in sorted(examples.items()):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                from_up(example.problem)  # type: ignore[attr-defined]
        except PlangateError:
            continue
        out.append(name)
    return out


EXAMPLES = _up_examples()
# the examples whose "valid" plans unified-planning's own data gets wrong, each with why
UP_EXAMPLE_ERRORS = {
    "basic_undef_numeric": (
        "its valid plan [increase_one(o1)] takes (value o1) from 1 to 2, and the goal is "
        "(= (value o1) 1): the goal is not reached (the empty plan solves it)"
    ),
}
CLASSICAL = _classical(EXAMPLES)


def test_ups_classical_examples_are_read() -> None:
    assert len(CLASSICAL) >= 20 and "complex_conditional" in CLASSICAL


@pytest.mark.parametrize("name", CLASSICAL)
def test_ups_own_example_agrees(name: str) -> None:
    """unified-planning's own example problems (written by its authors, read through
    its PDDL writer): the differential comparison, every valid and invalid plan they
    list judged as UP judges it, and the optimum they give."""
    from plangate.interop.up import from_up, plan_from_up, up_pddl
    from plangate.verify.planners import get_planner
    from plangate.verify.validate import validate

    example = EXAMPLES[name]
    problem = example.problem  # type: ignore[attr-defined]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        task = from_up(problem)
        domain_text, problem_text = up_pddl(problem)
    report = differences(domain_text, problem_text, name, task=task)
    assert report.disagreements == []
    for plan in example.valid_plans:  # type: ignore[attr-defined]
        result = validate(task, plan_from_up(task, plan, problem))
        if name in UP_EXAMPLE_ERRORS:
            assert result.status.value == "goal-not-reached", UP_EXAMPLE_ERRORS[name]
            continue
        assert result.success, plan
    for plan in example.invalid_plans:  # type: ignore[attr-defined]
        assert not validate(task, plan_from_up(task, plan, problem)).success, plan
    optimum = example.optimum  # type: ignore[attr-defined]
    result = get_planner("builtin").plan(task)
    if example.solvable:  # type: ignore[attr-defined]
        assert result.solved
        if optimum is not None:
            assert result.cost == optimum
    else:
        assert result.status.value == "unsolvable"


def test_complex_conditional_is_solved_in_four_steps() -> None:
    """Issue 47: plangate called UP's complex_conditional unsolvable and rejected its
    known plan; SymK and UP's search find 4 steps."""
    from plangate.interop.up import from_up
    from plangate.verify.planners import get_planner

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        task = from_up(EXAMPLES["complex_conditional"].problem)  # type: ignore[attr-defined]
    result = get_planner("builtin").plan(task)
    assert result.solved and result.length == 4


# ------------------------------------------------------------------ claims of unsolvability
@pytest.mark.parametrize("first", range(0, 60, 30))
def test_no_planner_says_unsolvable_on_tasks_solvable_by_construction(first: int) -> None:
    """Each generated case's goal replaced by where a random walk ends: Fast Downward
    (SymK on every tenth case) and plangate's ground truth each find a plan, and none
    says "unsolvable"; most cases are compared (the tier cannot be vacuous)."""
    from plangate.testing.references import fd_on_solvable

    reports = [
        fd_on_solvable(c.domain, c.problem, c.name, seed, symk=seed % 10 == 0)
        for seed in range(first, first + 30)
        for c in [random_case(seed)]
    ]
    wrong = [d for r in reports for d in r.disagreements]
    assert wrong == [], "\n".join(wrong[:10])
    assert sum(r.checks > 0 for r in reports) >= 20
