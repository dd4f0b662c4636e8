"""The ground truth never lies: a planner's "no plan exists" is the truth only where its
search proves it; ENHSP's are claims, raced by the built-in search, refuted by a
validated plan (the disagreement kept) and otherwise reported as unverified, never as a
dead end. ENHSP's output is read by its words; an external planner asked about a state
gets that state's values."""

from __future__ import annotations

import json
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.errors import PlangateError
from plangate.pddl.loader import load_task, parse_domain, parse_problem
from plangate.pddl.task import Task
from plangate.verify import enhsp
from plangate.verify.budgets import Budget
from plangate.verify.distance import DistanceOracle
from plangate.verify.pddl_export import problem_from_state
from plangate.verify.planners import ProcessPlanner, as_claim, get_planner, truth_chain
from plangate.verify.processes import Pending
from plangate.verify.racing import Answers, race
from plangate.verify.results import PlannerStatus, PlanResult
from plangate.verify.search import search
from plangate.verify.validate import validate

CLAIMS = Path(__file__).parent / "data" / "claims"
HARD = CLAIMS / "driverlog-numeric-hard-automatic-2002"
needs_enhsp = pytest.mark.skipif(enhsp.missing() is not None, reason=str(enhsp.missing()))

# a counter that can only go up once p holds: (p) and x = 0 together are unreachable, and
# the reachable space is finite (x stays within 0..3), so the built-in search proves it
STUCK = """(define (domain stuck) (:requirements :numeric-fluents :negative-preconditions)
 (:predicates (p)) (:functions (x))
 (:action inc :precondition (and (< (x) 3)) :effect (increase (x) 1))
 (:action dec :precondition (and (> (x) 0) (not (p))) :effect (decrease (x) 1))
 (:action flip :precondition (and (>= (x) 2)) :effect (p)))"""
STUCK_PROBLEM = "(define (problem s) (:domain stuck) (:init (= (x) 0)) (:goal (and (p) (= (x) 0))))"

# the distance from a state depends on its value of (x)
COUNT = """(define (domain count) (:requirements :numeric-fluents)
 (:predicates (p)) (:functions (x))
 (:action inc :precondition (and (< (x) 100)) :effect (increase (x) 1)))"""
COUNT_PROBLEM = "(define (problem c) (:domain count) (:init (= (x) 0)) (:goal (>= (x) 16)))"


def _hard() -> Task:
    return load_task(HARD / "domain.pddl", HARD / "instances" / "instance-1.pddl")


def _text(domain: str, problem: str) -> Task:
    d = parse_domain(domain)
    return load_task(d, parse_problem(problem, d))


# ------------------------------------------------------------------ ENHSP's words
AIBR_OUT = """Domain parsed
Problem parsed
Grounding..
Aibr Preprocessing
Problem Detected as Unsolvable by AIBR during preprocessing
UFX:false
Unsolvable Problem
"""
EXHAUSTED_OUT = """Problem parsed
f(n) = 6.0 (Expanded Nodes: 4, Evaluated States: 4, Time: 0.017) Frontier Size: 0
Problem unsolvable
Metric (Search):-1.0
Expanded Nodes:4
"""
OOM_OUT = """f(n) = 1122.0 (Expanded Nodes: 63125) Frontier Size: 501
Exception in thread "main" java.lang.OutOfMemoryError: Java heap space
\tat com.hstairs.ppmajal.search.WAStar.search(WAStar.java:139)
"""
CRASH_OUT = """Problem parsed
Exception in thread "main" java.lang.NullPointerException: Unsolvable state
\tat planners.ENHSP.search(ENHSP.java:545)
"""


@pytest.mark.parametrize(
    ("out", "code", "kind", "says"),
    [
        (AIBR_OUT, 0, enhsp.AIBR, "AIBR"),
        (EXHAUSTED_OUT, 0, enhsp.EXHAUSTED, "search ended without a plan"),
        (OOM_OUT, 1, enhsp.MEMORY, "out of memory"),
        (CRASH_OUT, 1, enhsp.ERROR, "(exit 1): Exception in thread"),
        ("", 0, enhsp.ERROR, "(exit 0): no output"),
        ("Problem parsed\nsomething new\n", 0, enhsp.ERROR, "something new"),
    ],
)
def test_enhsps_endings_are_read_by_its_words(out: str, code: int, kind: str, says: str) -> None:
    got, message = enhsp.reading(out, code, wrote_plan=False)
    assert got == kind
    assert says in message
    assert enhsp.reading(out, code, wrote_plan=True)[0] == enhsp.PLAN


def test_no_unknown_ending_is_read_as_unsolvable() -> None:
    """Only ENHSP's two sentences of unsolvability make a claim, and a claim is never the
    truth: every other ending is an error or a limit."""
    planner = get_planner("enhsp")
    task = _text(STUCK, STUCK_PROBLEM)
    claimed = as_claim(planner, task, PlanResult("enhsp", PlannerStatus.UNSOLVABLE))
    assert claimed.status is PlannerStatus.CLAIMED_UNSOLVABLE
    assert "enhsp claims no plan exists" in claimed.message and "unverified" in claimed.message
    for proved in ("builtin", "builtin-lmcut", "fast-downward", "symk", "pyperplan"):
        result = PlanResult(proved, PlannerStatus.UNSOLVABLE)
        assert as_claim(get_planner(proved), task, result) is result


def test_a_plug_in_planner_that_does_not_say_makes_claims() -> None:
    class Plugin:
        name = "plug"

        def plan(self, task: Task, budget: Budget | None = None) -> PlanResult:
            return PlanResult("plug", PlannerStatus.UNSOLVABLE)

    task = _text(STUCK, STUCK_PROBLEM)
    result = as_claim(Plugin(), task, Plugin().plan(task))  # type: ignore[arg-type]
    assert result.status is PlannerStatus.CLAIMED_UNSOLVABLE


# ------------------------------------------------------------------ the answers
def _plan_result(task: Task, planner: str) -> PlanResult:
    found = search(task, budget=Budget(seconds=30))
    assert found.status is PlannerStatus.SOLVED_OPTIMALLY
    return replace(found, planner=planner)


def test_a_validated_plan_refutes_a_claim_and_the_disagreement_is_kept() -> None:
    task = _hard()
    answers = Answers()
    claim = PlanResult("enhsp", PlannerStatus.CLAIMED_UNSOLVABLE, message="enhsp claims ...")
    assert answers.add(claim) is None
    found = answers.add(_plan_result(task, "builtin-lmcut"))
    assert found is not None and found.status is PlannerStatus.SOLVED_OPTIMALLY
    assert found.disagreements == (
        "enhsp claimed that no plan exists; builtin-lmcut found a plan of 7 steps that the "
        "validator accepts",
    )
    assert json.loads(json.dumps(found.to_dict()))["disagreements"] == list(found.disagreements)


def test_a_claim_nobody_proves_is_unknown_and_a_proof_agrees_with_it() -> None:
    answers = Answers()
    answers.add(PlanResult("enhsp", PlannerStatus.CLAIMED_UNSOLVABLE, message="enhsp claims x"))
    answers.add(PlanResult("builtin-lmcut", PlannerStatus.GAVE_UP, message="gave up: time"))
    ending = answers.ending("auto")
    assert ending.status is PlannerStatus.CLAIMED_UNSOLVABLE
    assert ending.message.startswith("enhsp claims x; no sound search confirmed it")
    assert "builtin-lmcut: gave up: time" in ending.message
    proved = Answers()
    proved.add(PlanResult("enhsp", PlannerStatus.CLAIMED_UNSOLVABLE, message="enhsp claims x"))
    out = proved.add(PlanResult("builtin", PlannerStatus.UNSOLVABLE, message="exhausted"))
    assert out is not None and out.status is PlannerStatus.UNSOLVABLE
    assert "enhsp claimed it too" in out.message
    assert Answers().ending("auto").status is PlannerStatus.GAVE_UP


class _Claimer(ProcessPlanner):
    """A planner in the planner process that prints ENHSP's "Problem unsolvable" at once
    (whatever the task): its claim is in before the built-in search starts."""

    name = "claimer"
    reads_numeric = True

    def proves_unsolvable(self, task: Task) -> bool:
        return False

    def begin(self, task: Task, seconds: float | None) -> Pending:
        said = "print('Problem parsed'); print('Problem unsolvable')"
        self.pending = Pending("program", ([sys.executable, "-c", said], "", "", seconds), seconds)
        return self.pending

    def answer(self, pending: Pending) -> PlanResult | None:
        kind, why = enhsp.answer(pending.result(), pending.seconds)
        assert kind == enhsp.EXHAUSTED
        return PlanResult(self.name, PlannerStatus.UNSOLVABLE, message=str(why))


def test_the_built_in_search_races_a_claim_and_its_plan_wins() -> None:
    """The racer's claim comes first (the built-in search waits for it), does not stop
    the built-in search, and the plan it then finds wins with the disagreement."""
    task = _hard()
    claimer = _Claimer()
    answers = Answers()

    def ours(seconds: float, stop: object) -> PlanResult:
        while not claimer.pending.ready():  # the claim is in first, whatever the load
            time.sleep(0.01)
        assert callable(stop) and stop() is False  # a claim does not stop the search
        return replace(search(task, budget=Budget(seconds=30)), planner="builtin-lmcut")

    found = race(task, claimer, 30, ours, 30, answers)
    assert found is not None and found.status is PlannerStatus.SOLVED_OPTIMALLY
    assert found.length == 7
    assert found.disagreements and found.disagreements[0].startswith(
        "claimer claimed that no plan exists; builtin-lmcut found a plan of 7 steps"
    )


# ------------------------------------------------------------------ real runs of ENHSP
@needs_enhsp
def test_enhsps_aibr_claim_on_driverlog_hard_is_refuted_by_a_plan() -> None:
    task = _hard()
    theirs = get_planner("enhsp").plan(task, Budget(seconds=120))
    assert theirs.status is PlannerStatus.CLAIMED_UNSOLVABLE, theirs
    assert "AIBR" in theirs.message and "unverified" in theirs.message
    ours = get_planner("auto").plan(task, Budget(seconds=120))
    assert ours.status is PlannerStatus.SOLVED_OPTIMALLY and ours.length == 7
    assert validate(task, ours.plan or []).success
    answers = Answers()  # the two, asked in turn: the plan wins, the claim is on record
    answers.add(theirs)
    found = answers.add(ours)
    assert found is not None and "enhsp claimed that no plan exists" in found.disagreements[0]


@needs_enhsp
def test_enhsps_exhausted_search_is_a_claim_the_built_in_search_proves() -> None:
    task = _text(STUCK, STUCK_PROBLEM)
    theirs = get_planner("enhsp").plan(task, Budget(seconds=120))
    assert theirs.status is PlannerStatus.CLAIMED_UNSOLVABLE, theirs
    assert "its search ended without a plan" in theirs.message
    ours = get_planner("auto").plan(task, Budget(seconds=120))
    assert ours.status is PlannerStatus.UNSOLVABLE  # the reachable space, exhausted
    assert ours.planner == "auto: builtin-lmcut"


@needs_enhsp
def test_enhsps_time_limit_is_a_time_limit() -> None:
    result = get_planner("enhsp").plan(_text(COUNT, COUNT_PROBLEM), Budget(seconds=0.05))
    assert result.status is PlannerStatus.GAVE_UP, result


@needs_enhsp
def test_a_claim_nobody_proves_leaves_the_distance_unknown_not_infinite() -> None:
    """The built-in search gives up at its node limit, ENHSP claims: the oracle says the
    distance is unknown and who claims what; it never answers infinity (a dead end)."""
    task = _hard()
    assert [n for n, _ in truth_chain(task, "auto", 60)] == ["builtin", "enhsp"]
    oracle = DistanceOracle(task, max_states=1, search_budget=Budget(states=3, seconds=60))
    with pytest.raises(PlangateError, match="distance unknown: enhsp claims no plan exists"):
        oracle.distance(task.initial)
    assert oracle.known(task.initial) is None


@needs_enhsp
def test_the_cli_reports_the_plan_and_names_an_unverified_claim(
    capsys: pytest.CaptureFixture[str],
) -> None:
    files = [str(HARD / "domain.pddl"), str(HARD / "instances" / "instance-1.pddl")]
    assert main(["optimal", *files, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "solved-optimally" and out["length"] == 7
    assert main(["optimal", *files, "--json", "--planner", "enhsp"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "claimed-unsolvable" and out["plan"] is None
    assert "unverified" in out["message"]


# ------------------------------------------------------------------ from the state
def test_a_state_is_exported_with_its_own_values() -> None:
    task = _text(COUNT, COUNT_PROBLEM)
    state = task.initial
    for _ in range(3):
        state = next(iter(task.applicable(state))).apply(state)
    text = str(problem_from_state(task, state))
    assert "(= (x) 3)" in text and "(= (x) 0)" not in text


@needs_enhsp
def test_an_external_planner_asked_about_a_state_plans_from_its_values() -> None:
    task = _text(COUNT, COUNT_PROBLEM)
    state = task.initial
    for _ in range(3):
        state = next(iter(task.applicable(state))).apply(state)
    start = replace(task, problem=problem_from_state(task, state), initial=state)
    result = get_planner("enhsp").plan(start, Budget(seconds=120))
    assert result.status is PlannerStatus.SOLVED_OPTIMALLY, result
    assert result.length == 13  # from x = 3, not from the initial x = 0


def test_the_progress_line_names_what_runs() -> None:
    """What ``plangate optimal``'s progress line says runs: on a numeric task, the
    built-in search racing ENHSP (never a suggestion to try ENHSP while it runs)."""
    from plangate.verify.planners import running

    task = _hard()
    said = running(task, "auto")
    if enhsp.missing() is None:
        assert said == "the built-in A* with LM-cut racing enhsp"
    else:
        assert said == "the built-in A* with LM-cut"
    assert running(task, "builtin") == "the built-in A* with LM-cut"
