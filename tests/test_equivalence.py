"""The equivalence checker (plangate.verify.equivalence) and ``plangate equivalent``.

The mutation tier: every shipped benchmark instance, mutated in each way
:mod:`plangate.testing.mutations` knows, must get the verdict the mutation fixes (or, for
a change that makes the written file unusable, an error naming it); every witness plan
is replayed here by the validator on both tasks, which must judge it differently.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.errors import PlangateError
from plangate.pddl.loader import load_domain, load_problem, parse_problem
from plangate.testing.mutations import GOAL_KINDS, mutations
from plangate.verify.equivalence import CheckBudget, EquivalenceVerdict, check, check_files
from plangate.verify.equivalence.graphs import rename_atom
from plangate.verify.validate import validate
from tests.conftest import BENCHMARKS, INSTANCES, instance_id

HERE = Path(__file__).parent / "data" / "equivalence"
BLOCKS = BENCHMARKS / "blocks-strips-typed-2000"
DOMAIN, TRUE = BLOCKS / "domain.pddl", BLOCKS / "instances" / "instance-1.pddl"
# the tier's budget: a tenth of the default state count, a fifteenth of its seconds
TIER = CheckBudget(states=10_000, seconds=2.0, explore_seconds=0.5, witness_seconds=0.3)


def _replayed(answer, true, written) -> None:  # type: ignore[no-untyped-def]
    """The witness plan, replayed on both tasks, is judged differently."""
    w = answer.witness
    assert w is not None and w.what
    if w.plan is None:
        return
    r = answer.renaming or {}
    back = {t: x for x, t in r.items()}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        on_true = validate(true, list(w.plan))
        on_written = validate(written, [rename_atom(a, back) for a in w.plan])
    assert (on_true.status, on_true.applied) != (on_written.status, on_written.applied)


def _two_smallest() -> list[tuple[Path, Path]]:
    """Each domain's two smallest instances: the default tier (the slow one: every)."""
    by: dict[Path, list[tuple[Path, Path]]] = {}
    for pair in INSTANCES:
        by.setdefault(pair[0], []).append(pair)
    return [p for pairs in by.values()
            for p in sorted(pairs, key=lambda p: (p[1].stat().st_size, p[1].name))[:2]]  # fmt: skip


DEFAULT_TIER = _two_smallest()
REST = [p for p in INSTANCES if p not in DEFAULT_TIER]


@pytest.mark.parametrize("pair", DEFAULT_TIER, ids=instance_id)
def test_mutation_tier(pair: tuple[Path, Path]) -> None:
    _mutation_tier(pair)


@pytest.mark.slow
@pytest.mark.parametrize("pair", REST, ids=instance_id)
def test_mutation_tier_rest(pair: tuple[Path, Path]) -> None:
    _mutation_tier(pair)


def _mutation_tier(pair: tuple[Path, Path]) -> None:
    from plangate.pddl.grounding import ground

    warnings.simplefilter("ignore")
    domain = load_domain(pair[0])
    true = load_problem(pair[1], domain)
    assert check(domain, true, true, budget=TIER).verdict is EquivalenceVerdict.EQUIVALENT
    seen = set()
    for m in mutations(domain, true, seed=1):
        try:
            written = parse_problem(str(m.problem), domain, "<written>")
            answer = check(domain, true, written, budget=TIER)
        except PlangateError as err:  # unusable written file: refused, naming it
            assert m.expected == "not equivalent" and "<written>" in str(err), (m.change, err)
            continue
        seen.add(m.kind)
        if m.kind in GOAL_KINDS and answer.verdict is not EquivalenceVerdict.NOT_EQUIVALENT:
            # the rest of the goal may imply the dropped literal (a parking task whose
            # other cars fill every curb): equivalent only with a proof, else unknown
            assert answer.verdict is EquivalenceVerdict.UNKNOWN or "explored" in answer.how or (
                "proved" in answer.how), m.change  # fmt: skip
            continue
        assert answer.verdict.value == m.expected, (m.kind, m.change, answer.how)
        if answer.verdict is EquivalenceVerdict.NOT_EQUIVALENT:
            assert answer.witness is not None and answer.witness.what
            if answer.witness.plan is not None:
                _replayed(answer, ground(domain, true), ground(domain, written))
    assert {"renamed", "reordered", "dropped-atom"} <= seen


def test_goal_implied_on_reachable_states_is_equivalent() -> None:
    answer = check_files(DOMAIN, TRUE, HERE / "implied-goal.pddl")
    assert answer.verdict is EquivalenceVerdict.EQUIVALENT
    assert answer.renaming == {"red": "d", "green": "b", "blue": "a", "yellow": "c"}
    assert "explored" in answer.how  # not literal for literal: the goals' closures


def test_goal_implied_beyond_exploration_is_proved_by_planner_queries() -> None:
    answer = check_files(DOMAIN, TRUE, HERE / "implied-goal.pddl", budget=CheckBudget(states=5))
    assert answer.verdict is EquivalenceVerdict.EQUIVALENT
    assert "planner queries" in answer.how


def test_goal_dropped_beyond_exploration_has_a_planner_witness() -> None:
    domain = load_domain(DOMAIN)
    true = load_problem(TRUE, domain)
    text = str(true).replace("(on b a)", "")
    assert text != str(true)
    written = parse_problem(text, domain, "<written>")
    answer = check(domain, true, written, budget=CheckBudget(states=5))
    assert answer.verdict is EquivalenceVerdict.NOT_EQUIVALENT
    assert answer.witness is not None and answer.witness.plan
    assert answer.witness.true_outcome and "ends before the goal" in answer.witness.true_outcome
    assert answer.witness.written_outcome and "reaches the goal" in answer.witness.written_outcome


def test_written_domain_with_other_words_is_equivalent() -> None:
    answer = check_files(DOMAIN, TRUE, HERE / "renamed-domain-problem.pddl",
                         written_domain=HERE / "renamed-domain.pddl")  # fmt: skip
    assert answer.verdict is EquivalenceVerdict.EQUIVALENT
    assert answer.how.startswith("schemas matched by structure")  # no exploring at all


def test_written_domain_with_a_wrong_effect_has_a_witness() -> None:
    answer = check_files(DOMAIN, TRUE, TRUE, written_domain=HERE / "no-clear-domain.pddl")
    assert answer.verdict is EquivalenceVerdict.NOT_EQUIVALENT
    assert answer.renaming == {n: n for n in "dbac"}  # the names as written, not a symmetry
    w = answer.witness
    assert w is not None and w.plan and "applicable in the written task" in w.what


def _cli(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main(["equivalent", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _cli(capsys, DOMAIN, TRUE, HERE / "implied-goal.pddl")
    assert (code, out.splitlines()[0]) == (0, "equivalent")
    code, out, _ = _cli(capsys, DOMAIN, TRUE, BLOCKS / "instances" / "instance-2.pddl")
    assert (code, out.splitlines()[0]) == (1, "not equivalent")
    assert "witness:" in out and "on the true task:" in out
    code, out, err = _cli(capsys, DOMAIN, TRUE, HERE / "broken.pddl")
    assert code == 2 and out == ""
    assert "broken.pddl:6:3" in err and "Traceback" not in err
    code, out, err = _cli(capsys, DOMAIN, TRUE, HERE / "missing.pddl")
    assert code == 2 and "missing.pddl" in err


def test_cli_unknown_within_a_budget(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # the same goal written as a disjunction: decided on the explored states, unknown when
    # the exploration may not finish (no planner query compares disjunctive goals)
    goal = "(AND (ON D C) (ON C B) (ON B A))"
    written = tmp_path / "disjunctive.pddl"
    written.write_text(TRUE.read_text().replace(goal, f"(or {goal} {goal.lower()})"))
    code, out, _ = _cli(capsys, DOMAIN, TRUE, written, "--states", 1, "--json")
    answer = json.loads(out)
    assert (code, answer["verdict"]) == (3, "unknown")
    assert "too large to explore" in answer["how"]
    code, out, _ = _cli(capsys, DOMAIN, TRUE, written, "--json")
    assert (code, json.loads(out)["verdict"]) == (0, "equivalent")


def test_graphs_refinement_cannot_tell_apart(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """One ring of 120 places and two rings of 60 look alike to colour refinement (every
    place has two neighbours): their components tell them apart, at once. A prism and a
    Moebius ladder of 150 rungs (both connected, three neighbours each) keep the graph
    matcher busy for minutes: the budget bounds it (the matcher runs in the planner
    process, stopped when the time is up), the verdict unknown and why."""
    from plangate.testing.hostile import LINKS, ladders, rings

    domain = tmp_path / "domain.pddl"
    domain.write_text(LINKS)
    one, two, prism, ladder = (tmp_path / f"{n}.pddl" for n in ("one", "two", "prism", "ladder"))
    for path, text in zip((one, two, prism, ladder), (*rings(120), *ladders(150)), strict=True):
        path.write_text(text)
    code, out, _ = _cli(capsys, domain, one, two, "--json")
    answer = json.loads(out)
    assert (code, answer["verdict"]) == (1, "not equivalent")
    assert "not isomorphic" in answer["proves"]
    code, out, _ = _cli(capsys, domain, prism, ladder, "--seconds", 2, "--json")
    answer = json.loads(out)
    assert (code, answer["verdict"]) == (3, "unknown")
    assert "not decided within 2 s" in answer["proves"]
    assert "time budget ran out" in answer["how"]


def test_the_fallback_greedy_search_finds_plans_and_proves_none() -> None:
    from plangate.pddl.grounding import ground
    from plangate.verify.greedy import greedy

    domain = load_domain(DOMAIN)
    task = ground(domain, load_problem(TRUE, domain))
    found = greedy(task, task.goal)
    assert found.plan and validate(task, found.plan).success
    never = ground(domain, parse_problem(str(load_problem(TRUE, domain)).replace(
        "(on c b)", "(on a b)"), domain, "<never>"))  # fmt: skip
    assert greedy(never, never.goal) == type(found)(None, True)  # every state visited


def test_a_plan_cost_left_at_zero_unsaid_is_the_same_task() -> None:
    folder = BENCHMARKS / "elevator-sequential-optimal-strips-2008"
    domain = load_domain(folder / "domain.pddl")
    true = load_problem(folder / "instances" / "instance-1.pddl", domain)
    text = str(true)
    assert "(= (total-cost) 0)" in text
    unsaid = parse_problem(text.replace("(= (total-cost) 0)", ""), domain, "<written>")
    assert check(domain, true, unsaid).verdict is EquivalenceVerdict.EQUIVALENT
    other = parse_problem(text.replace("(= (total-cost) 0)", "(= (total-cost) 5)"), domain, "<w>")
    assert check(domain, true, other).verdict is EquivalenceVerdict.NOT_EQUIVALENT
