"""The numeric tier: plangate's numeric semantics against references nobody here wrote.

Seeded random numeric domains and problems (:mod:`plangate.testing.random_numeric`) are
compared with unified-planning's simulator and validator, VAL and ENHSP
(:mod:`plangate.testing.numeric_references`): the applicable actions, facts and values
along random walks, plan verdicts with the first failing step, optimal costs. A
difference one reference makes where another settles it for plangate is named in
``Report.known`` (docs/numeric.md lists them); any other is a failure. The default tier
runs :data:`DEFAULT_CASES` seeds (ENHSP on every :data:`ENHSP_EVERY`-th of them in
its own test); ``-m slow`` runs :data:`SLOW_CASES`, ENHSP on every tenth.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("unified_planning")

from plangate.testing.numeric_references import (
    VAL_STRICT,
    ValJudge,
    compare_verdicts,
    numeric_differences,
    val_reading,
)
from plangate.testing.random_numeric import NUMERIC_FEATURES, numeric_case
from plangate.testing.references import Report, UpSide, load, plangate_verdict, up_read

NUMERIC = Path(__file__).parent / "data" / "numeric"
DEFAULT_CASES = 100
SLOW_CASES = 3000
ENHSP_EVERY = 20
CHUNK = 25


def _run(seed: int, enhsp: bool = False) -> Report:
    case = numeric_case(seed)
    return numeric_differences(case.domain, case.problem, case.name, seed, enhsp=enhsp)


def _chunk(first: int, enhsp_every: int = 0) -> list[Report]:
    every = enhsp_every or SLOW_CASES
    reports = [_run(seed, seed % every == 0) for seed in range(first, first + CHUNK)]
    wrong = [d for r in reports for d in r.disagreements]
    assert wrong == [], "\n".join(wrong[:10])
    return reports


@pytest.mark.parametrize("first", range(0, DEFAULT_CASES, CHUNK))
def test_generated_numeric_cases_agree_with_the_references(first: int) -> None:
    reports = _chunk(first)
    assert sum(r.checks for r in reports) >= 10 * CHUNK  # walks, values, verdicts


@pytest.mark.slow
@pytest.mark.parametrize("first", range(DEFAULT_CASES, SLOW_CASES, CHUNK))
def test_generated_numeric_cases_agree_with_the_references_slow(first: int) -> None:
    _chunk(first, enhsp_every=10)


def test_the_numeric_tier_covers_the_language_and_reaches_the_references() -> None:
    """The tier cannot turn vacuous: every feature occurs, and most cases are compared
    with unified-planning and VAL."""
    cases = [numeric_case(seed) for seed in range(DEFAULT_CASES)]
    used = Counter(f for c in cases for f in c.features)
    assert set(NUMERIC_FEATURES) <= set(used), set(NUMERIC_FEATURES) - set(used)
    assert all(used[f] >= 5 for f in NUMERIC_FEATURES), used
    assert numeric_case(17) == numeric_case(17)
    up = val = 0
    for seed in range(20):
        report = _run(seed)
        up += not any("unified-planning" in s for s in report.skipped)
        val += not any(s.startswith(("VAL", "val")) for s in report.skipped)
    assert up >= 10 and val >= 12, (up, val)


def test_enhsp_answers_the_optimal_cost_of_numeric_cases() -> None:
    """ENHSP's optimal cost is compared on at least a few generated cases (it skips
    what it does not read; without Java or up-enhsp the test skips)."""
    from plangate.verify import enhsp

    why = enhsp.missing()
    if why is not None:
        pytest.skip(why)
    compared = 0
    for seed in range(0, DEFAULT_CASES, ENHSP_EVERY):
        report = numeric_differences(
            *(lambda c: (c.domain, c.problem))(numeric_case(seed)), f"numeric-{seed}", seed,
            walks=1, steps=2, plans=1, enhsp=True,
        )  # fmt: skip
        assert report.disagreements == []
        compared += not any("optimal cost" in s or "enhsp" in s for s in report.skipped)
    assert compared >= 3, compared


# ------------------------------------------------------------------ regressions
STRICT = """(define (domain strict) (:requirements :numeric-fluents)
 (:predicates (done)) (:functions (g))
 (:action a :parameters () :precondition (and (> (g) 0)) :effect (and (done)))
 (:action b :parameters () :precondition (and (not (done))) :effect (and (increase (g) 1))))"""
STRICT_PROBLEM = "(define (problem p) (:domain strict) (:init (= (g) 0)) (:goal (done)))"


def test_a_strict_comparison_is_strict() -> None:
    """``(> (g) 0)`` at g = 0 does not hold (PDDL 2.1; unified-planning agrees). VAL
    accepts the step: it reads strict comparisons as non-strict, which the tier names
    instead of counting."""
    task = load(STRICT, STRICT_PROBLEM)
    assert plangate_verdict(task, ["(a)"]) == ("invalid", 1)
    as_val = val_reading(STRICT, STRICT_PROBLEM)
    assert as_val is not None and plangate_verdict(as_val, ["(a)"]) == ("valid", None)
    report = Report("strict")
    judge = ValJudge((STRICT, STRICT_PROBLEM), report)
    try:
        up = UpSide(up_read(STRICT, STRICT_PROBLEM))
        compare_verdicts(
            task, report, [["(a)"], ["(b)", "(a)"]], up, judge, (STRICT, STRICT_PROBLEM)
        )
    finally:
        judge.close()
    assert report.disagreements == []
    if judge.why is None:  # VAL is installed: its reading is named
        assert len(report.known) == 1 and VAL_STRICT not in report.known[0]
        assert "the other reference agrees" in report.known[0]


MUTEX = """(define (domain mutex) (:requirements :numeric-fluents :conditional-effects)
 (:predicates (done)) (:functions (g))
 (:action a :parameters () :precondition (and)
  :effect (and (increase (g) 1) (when (> (g) 1) (assign (g) 0)) (done))))"""
MUTEX_PROBLEM = "(define (problem p) (:domain mutex) (:init (= (g) {g})) (:goal (done)))"


@pytest.mark.parametrize(("g", "applicable"), [(0, True), (2, False)])
def test_mutex_effects_are_decided_in_the_state(g: int, applicable: bool) -> None:
    """Issue 60's tier: an increase and an assign of one value that both apply make the
    step fail (VAL: "both assigns to and updates"); where the conditional assign does not
    apply, the action is applicable."""
    task = load(MUTEX, MUTEX_PROBLEM.format(g=g))
    (op,) = task.operators
    assert op.applicable(task.initial) is applicable
    if not applicable:
        assert "both assign to and change (g)" in op.precondition.unmet(task.initial, task.facts)[0]
    report = numeric_differences(MUTEX, MUTEX_PROBLEM.format(g=g), "mutex", 0)
    assert report.disagreements == []


def _no_metric(text: str) -> str:
    """A problem without its metric (Mimir reads no (total-time); walks need none)."""
    at = text.find("(:metric")
    return text if at < 0 else text[:at] + ")"


def test_mimir_walks_agree_on_numeric_tasks(tmp_path: Path) -> None:
    """Mimir (pymimir) walks generated numeric cases and the shared IPC folders at
    random: the applicable actions (numeric preconditions decided) and every successor's
    facts, replayed on plangate's machine."""
    from plangate.testing.mimir_reference import available, compare, walks

    why = available()
    if why is not None:
        pytest.skip(why)
    pairs: list[tuple[str, Path, Path]] = []
    for seed in range(30):
        case = numeric_case(seed)
        (tmp_path / case.name).mkdir()
        domain, problem = tmp_path / case.name / "domain.pddl", tmp_path / case.name / "p.pddl"
        domain.write_text(case.domain)
        problem.write_text(case.problem)
        pairs.append((case.name, domain, problem))
    for folder in sorted(p for p in NUMERIC.iterdir() if p.is_dir()):
        problem = tmp_path / f"{folder.name}.pddl"
        problem.write_text(_no_metric((folder / "instances" / "instance-1.pddl").read_text()))
        pairs.append((folder.name, folder / "domain.pddl", problem))
    compared = states = 0
    for name, domain, problem in pairs:
        (walked,) = walks(domain, [problem], seed=0, count=2, steps=10)
        if walked.refused:
            continue
        task = load(domain.read_text(), problem.read_text(), name)
        diffs, n = compare(task, walked)
        assert diffs == [], (name, diffs[:3])
        compared += 1
        states += n
    assert compared >= 12 and states >= 100, (compared, states)


# ------------------------------------------------------------------ claims of unsolvability
CLAIM_CASES = 60


@pytest.mark.parametrize("first", range(0, CLAIM_CASES, 30))
def test_no_unsolvable_on_tasks_solvable_by_construction(first: int) -> None:
    """Each generated case's goal replaced by where a random walk ends (VAL accepts the
    walk): plangate's ground truth never says "unsolvable"; ENHSP's claims (on every
    fifth case) are compared, and one refuted by a plan VAL accepts is named as the
    reference's error. The tier cannot be vacuous: most cases are compared."""
    from plangate.testing.numeric_references import claims_on_solvable

    reports = [
        claims_on_solvable(c.domain, c.problem, c.name, seed, enhsp=seed % 5 == 0)
        for seed in range(first, first + 30)
        for c in [numeric_case(seed)]
    ]
    wrong = [d for r in reports for d in r.disagreements]
    assert wrong == [], "\n".join(wrong[:10])
    assert sum(r.checks > 0 for r in reports) >= 6


@pytest.mark.slow
def test_no_unsolvable_on_tasks_solvable_by_construction_slow() -> None:
    from plangate.testing.numeric_references import claims_on_solvable

    for seed in range(CLAIM_CASES, SLOW_CASES):
        c = numeric_case(seed)
        report = claims_on_solvable(c.domain, c.problem, c.name, seed, enhsp=seed % 2 == 0)
        assert report.disagreements == [], report.disagreements


def test_enhsps_claims_on_the_ipc_tasks_are_compared() -> None:
    """The shipped IPC numeric tasks (and driverlog-numeric-hard, on which ENHSP's AIBR
    claims unsolvability): ENHSP's answer against the built-in search's, claims
    included; driverlog-hard's claim is refuted by a plan VAL accepts."""
    from plangate.testing.numeric_references import ENHSP_WRONG, enhsp_optimal
    from plangate.verify import enhsp

    if enhsp.missing() is not None:
        pytest.skip(str(enhsp.missing()))
    hard = Path(__file__).parent / "data" / "claims" / "driverlog-numeric-hard-automatic-2002"
    domain = (hard / "domain.pddl").read_text()
    problem = (hard / "instances" / "instance-1.pddl").read_text()
    report = Report("driverlog-numeric-hard-1")
    judge = ValJudge((domain, problem), report)
    try:
        enhsp_optimal(load(domain, problem), report, judge)
    finally:
        judge.close()
    assert report.disagreements == []
    assert any(ENHSP_WRONG in k for k in report.known), (report.known, report.skipped)


# ------------------------------------------------------------------ long numeric plans
LONG = """(define (domain long) (:requirements :numeric-fluents)
 (:predicates (done))
 (:functions (x))
 (:action grow :parameters () :precondition (and (> (x) 0)) :effect (and (scale-up (x) 1.0001)))
 (:action shrink :parameters () :precondition (and (> (x) 0)) :effect (and (scale-down (x) 1.0001)))
 (:action third :parameters () :precondition (and (> (x) 0)) :effect (and (scale-down (x) 3)))
 (:action above :parameters () :precondition (and (>= (x) 1.1)) :effect (and (done)))
 (:action far-above :parameters () :precondition (and (>= (x) 1.12)) :effect (and (done)))
 (:action near-one :parameters ()
  :precondition (and (>= (x) 0.9999) (<= (x) 1.0001)) :effect (and (done)))
 (:action tiny :parameters ()
  :precondition (and (> (x) 0) (< (* (x) 1000000) 1)) :effect (and (done))))"""
LONG_PROBLEM = "(define (problem l) (:domain long) (:init (= (x) 1)) (:goal (done)))"
LONG_PLANS = {
    # 1.0001 to the 1000th is 1.10517...: past 83 steps its exact denominator passes 1,100
    # bits (the size cap that made step 84 of 90 undefined); the bounds are further from
    # it than VAL's tolerance of comparisons (0.01)
    "compound growth": ["(grow)"] * 1000 + ["(above)"],
    "compound growth, a bound it does not reach": ["(grow)"] * 1000 + ["(far-above)"],
    "alternating": ["(grow)", "(shrink)"] * 150 + ["(grow)", "(near-one)"],
    "a division chain": ["(third)"] * 300 + ["(tiny)"],
    "a division chain, not yet tiny": ["(third)"] * 10 + ["(tiny)"],
}


@pytest.mark.parametrize("name", sorted(LONG_PLANS))
def test_long_numeric_plans_agree_with_val(name: str) -> None:
    """Compound growth, alternating scale-up and scale-down, and division chains of up to
    300 steps: plangate's verdict (and failing step) is VAL's, and its values stay
    defined (a value's size is bounded by its magnitude and a precision far past the
    double's, not by a cap that ordinary growth reaches)."""
    task = load(LONG, LONG_PROBLEM)
    steps = LONG_PLANS[name]
    ours = plangate_verdict(task, steps)
    report = Report(name)
    judge = ValJudge((LONG, LONG_PROBLEM), report)
    try:
        theirs = judge(steps)
    finally:
        judge.close()
    expected = ("invalid", len(steps)) if "not" in name else ("valid", None)
    assert ours == expected
    if theirs is None:
        pytest.skip(f"VAL: {report.skipped}")
    assert theirs == ours
