"""LLM-PFC and LATS: symbolic modules solve Hanoi; scripted LLM modules are caught and counted."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from plangate.bench.datasets.generators import HANOI_DOMAIN, hanoi_problem, hanoi_starts
from plangate.cli import main
from plangate.llm.clients.base import Message
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import METHODS
from plangate.llm.methods.lats import LATSOptions
from plangate.llm.methods.pfc import MODULES, PFCOptions
from plangate.llm.options import MethodOptions
from plangate.llm.render import Renderer, builtin_nl, reading_for
from plangate.llm.run import run_episode
from plangate.pddl.grounding import ground
from plangate.pddl.loader import load_domain, parse_problem
from plangate.pddl.task import Task
from plangate.testing.oracle import PlannerOracle
from plangate.verify.distance import DistanceOracle
from plangate.verify.search import search

from .conftest import BENCHMARKS, EXAMPLES

DOMAIN = load_domain(HANOI_DOMAIN)
ALL = frozenset(MODULES)


def hanoi(start: tuple[int, ...]) -> Task:
    return ground(DOMAIN, parse_problem(hanoi_problem(start), DOMAIN))


def renderer(task: Task) -> Renderer:
    return Renderer(task, builtin_nl(task.domain_name))


def run(task: Task, method: str, client: ScriptedClient, **opts: object) -> object:
    """``pfc=PFCOptions(...)``: a method's own options; the rest are shared options."""
    own = [v for k, v in opts.items() if k in ("pfc", "lats")]
    shared = {k: v for k, v in opts.items() if k not in ("pfc", "lats")}
    options = MethodOptions(**shared).having(*own)  # type: ignore[arg-type]
    return run_episode(METHODS[method], renderer(task), client, options)


@pytest.mark.parametrize("start", hanoi_starts(3), ids=lambda s: "".join("abc"[p] for p in s))
def test_symbolic_pfc_and_lats_solve_every_3_disk_hanoi(start: tuple[int, ...]) -> None:
    task = hanoi(start)
    pfc = run(task, "pfc", ScriptedClient([]), pfc=PFCOptions(symbolic=ALL))
    assert pfc.metrics.success and pfc.metrics.optimal  # type: ignore[attr-defined]
    lats = run(task, "lats", ScriptedClient([]), lats=LATSOptions(proposer="valid", value="exact"))
    assert lats.metrics.success and lats.metrics.valid  # type: ignore[attr-defined]


# ---------------------------------------------------------------- scripted LLM modules
def scripted(oracle: Callable[[list[Message]], str], n: int = 2000) -> ScriptedClient:
    return ScriptedClient([oracle] * n)


def test_pfc_with_every_module_an_llm() -> None:
    task = hanoi((0, 0, 0))
    oracle = PlannerOracle(renderer(task))
    client = scripted(oracle)
    result = run(task, "pfc", client)
    assert result.metrics.success and result.metrics.invalid_proposals == 0  # type: ignore[attr-defined]
    assert set(oracle.kinds) == set(MODULES)
    # caching: the same question (at the same temperature) is never asked twice
    asked = [(r.messages[-1]["content"], r.sampling.temperature) for r in client.requests]
    assert len(asked) == len(set(asked))
    assert result.trace.stats["solved_without_invalid_proposal"]  # type: ignore[attr-defined]


def test_pfc_actor_mistakes_are_caught_and_counted() -> None:
    task = hanoi((0, 0, 0))
    symbolic = frozenset({"monitor", "predictor", "evaluator", "coordinator", "decomposer"})
    result = run(task, "pfc", scripted(PlannerOracle(renderer(task), bad_actor=True)),
                 pfc=PFCOptions(symbolic=symbolic))  # fmt: skip
    stats = result.trace.stats  # type: ignore[attr-defined]
    assert result.metrics.success  # type: ignore[attr-defined]
    assert stats["invalid_proposals"] > 0 and stats["monitor_rejections"] > 0
    # the paper's count: the Monitor gated the bad proposals, so the emitted plan has none
    assert stats["emitted_invalid"] == 0 and stats["solved_without_invalid_proposal"]
    assert result.metrics.invalid_fraction > 0  # type: ignore[attr-defined]


def test_pfc_lying_monitor_lets_an_invalid_action_through_to_execution() -> None:
    task = hanoi((0, 0, 0))
    oracle = PlannerOracle(renderer(task), bad_actor=True, lying_monitor=True)
    symbolic = frozenset({"predictor", "evaluator", "coordinator", "decomposer"})
    opts = PFCOptions(symbolic=symbolic, search=False, max_length=3)
    result = run(task, "pfc", scripted(oracle), pfc=opts)
    assert not result.metrics.valid and not result.metrics.success  # type: ignore[attr-defined]
    assert any("invalid in the true state" in n for n in result.trace.notes)  # type: ignore[attr-defined]


def test_ablations_switch_modules_off() -> None:
    task = hanoi((0, 0, 0))
    oracle = PlannerOracle(renderer(task), bad_actor=True)
    opts = PFCOptions(decomposer=False, search=False, monitor=False, max_length=2)
    result = run(task, "pfc", scripted(oracle), pfc=opts)
    assert "decomposer" not in oracle.kinds and "monitor" not in oracle.kinds
    assert "evaluator" not in oracle.kinds  # no tree search, no leaf evaluation
    assert not result.metrics.valid  # type: ignore[attr-defined]


def test_actor_repeating_itself_gets_hotter_then_falls_back() -> None:
    """Section A.2.2: fewer than B = 2 distinct actions raise the Actor's temperature by
    0.1 per attempt, "for a maximum of 10 attempts", after which "we then used only a
    single action"; A.2.3: the loop ends after 10 interactions with the Monitor, and with
    an empty buffer the Actor's actions at the last attempt are used (this one is invalid
    in the true state)."""
    task = hanoi((0, 0, 0))
    bad = next(op for op in task.operators if not op.applicable(task.initial))
    r = renderer(task)
    client = ScriptedClient([r.op(bad)] * 200)
    symbolic = frozenset({"monitor", "predictor", "evaluator", "coordinator", "decomposer"})
    opts = PFCOptions(symbolic=symbolic, depth=1, max_length=1)
    result = run(task, "pfc", client, pfc=opts)
    temps = [req.sampling.temperature for req in client.requests]
    # one proposal: the first call and its 10 raised attempts; then one action will do, and
    # the Actor is asked again (at the session's temperature) after each of the Monitor's
    # rejections, until 10 interactions with the Monitor
    assert temps == pytest.approx([0.0] + [0.1 * k for k in range(1, 11)] + [0.0] * 9)
    stats = result.trace.stats  # type: ignore[attr-defined]
    assert stats["monitor_rejections"] == 10
    assert stats["emitted_actions"] == 1 and stats["emitted_invalid"] == 1
    assert result.plan == [] and not result.metrics.valid  # type: ignore[attr-defined]


def test_proposal_loop_asks_a_rejecting_monitor_at_most_10_times() -> None:
    """A.2.3 at the level of requests: an LLM Monitor that rejects every action is asked
    about each new action the Actor proposes, and the proposal loop ends after 10
    interactions with it; an Actor that keeps giving two new distinct actions never gets a
    raised temperature."""
    task = hanoi((0, 0, 0))
    r = renderer(task)
    oracle = PlannerOracle(r)
    reading = reading_for(r)
    words = {r.op(op) for op in task.operators}  # actions the Actor can name, each once
    ops = [w for w in sorted(words) if reading.parse(w, task.initial).action is not None]
    given = [0]

    def model(messages: list[Message]) -> str:
        text = oracle(messages)
        kind = oracle.kinds[-1]
        if kind == "monitor":
            return "invalid: the rules forbid it"
        if kind == "actor":  # two actions it has not proposed before, each time
            pair = [ops[(given[0] + k) % len(ops)] for k in range(2)]
            given[0] += 2
            return "\n".join(f"{i}. {op}" for i, op in enumerate(pair, start=1))
        return text

    client = scripted(model)
    symbolic = frozenset({"predictor", "evaluator", "coordinator", "decomposer"})
    opts = PFCOptions(symbolic=symbolic, search=False, max_length=1)
    run(task, "pfc", client, pfc=opts)
    assert len(ops) >= 20
    kinds = oracle.kinds
    assert kinds.count("monitor") == 10  # one proposal: 10 interactions with the Monitor
    assert kinds.count("actor") == 5  # two new actions judged per Actor answer
    assert {req.sampling.temperature for req in client.requests} == {0.0}


def test_a_rejected_move_proposed_again_goes_back_to_the_monitor() -> None:
    """Algorithm 1 sends the Actor's actions to the Monitor on every pass: an Actor that
    always proposes the same move and a Monitor that always rejects it make 10 Monitor
    requests in one proposal (A.2.3's bound), not one judgement reused."""
    task = hanoi((0, 0, 0))
    r = renderer(task)
    oracle = PlannerOracle(r)
    reading = reading_for(r)
    move = next(
        w for w in sorted(r.op(op) for op in task.operators)
        if reading.parse(w, task.initial).action is not None
    )  # fmt: skip

    def model(messages: list[Message]) -> str:
        text = oracle(messages)
        kind = oracle.kinds[-1]
        if kind == "monitor":
            return "invalid: the rules forbid it"
        if kind == "actor":
            return f"1. {move}"
        return text

    client = scripted(model)
    symbolic = frozenset({"predictor", "evaluator", "coordinator", "decomposer"})
    opts = PFCOptions(symbolic=symbolic, search=False, max_length=1)
    run(task, "pfc", client, pfc=opts)
    assert oracle.kinds.count("monitor") == 10
    monitor_prompts = [
        m for m, k in zip(client.requests, oracle.kinds, strict=True) if k == "monitor"
    ]
    assert all(move in str(req.messages[-1]) for req in monitor_prompts)


def test_options_are_validated(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ValueError, match="unknown module"):
        PFCOptions(symbolic=frozenset({"planner"}))
    with pytest.raises(ValueError, match="lambda"):
        LATSOptions(lam=2.0)
    hanoi_dir = EXAMPLES / "hanoi"
    args = [str(hanoi_dir / "domain.pddl"), str(hanoi_dir / "problem-3-bac.pddl")]
    assert main(["solve", *args, "--method", "pfc", "--symbolic", "oracle"]) == 2
    assert "unknown module" in capsys.readouterr().err


# ---------------------------------------------------------------- LATS
def test_lats_never_expands_an_invalid_action() -> None:
    task = hanoi((0, 0, 0))
    r = renderer(task)
    oracle = DistanceOracle(task)

    def answer(messages: list[Message]) -> str:
        text = messages[-1]["content"]
        if "How promising" in text:
            return "5"
        if "did not reach the goal" in text:
            return "Move the small disk less."
        now = re.findall(r"Now I have that, (.*)", text)
        state = reading_for(r).parse_facts(now[-1])[0] if now else task.initial
        plan = search(task, start=state).plan or []
        bad = next(op for op in task.operators if not op.applicable(state))
        # of every five samples: two optimal, one inapplicable, one prose, one unknown action
        return [r.op(plan[0]), r.op(bad), "no idea", r.op(plan[0]), "(fly d1)"][next(turn) % 5]

    turn = itertools.count()
    client = ScriptedClient([answer] * 5000)
    result = run(task, "lats", client, lats=LATSOptions(rollouts=10))
    stats = result.trace.stats  # type: ignore[attr-defined]
    assert stats["invalid_samples"] > 0
    assert result.metrics.valid and result.metrics.success  # type: ignore[attr-defined]
    assert oracle.distance(task.initial) == 7
    values = [req for req in client.requests if "How promising" in req.messages[-1]["content"]]
    states = {req.messages[-1]["content"].split("Now I have that, ")[-1] for req in values}
    assert len(values) == len(states)  # one value call per state: cached


def test_lats_reflections_reach_later_prompts() -> None:
    task = hanoi((0, 0, 0))
    r = renderer(task)

    def answer(messages: list[Message]) -> str:
        text = messages[-1]["content"]
        if "How promising" in text:
            return "3"
        if "did not reach the goal" in text:
            return "I kept moving disk 1 back and forth."
        now = re.findall(r"Now I have that, (.*)", text)
        state = reading_for(r).parse_facts(now[-1])[0] if now else task.initial
        ops = [op for op in task.operators if op.applicable(state) and op.args[0] == "d1"]
        return r.op(ops[0])

    client = ScriptedClient([answer] * 5000)
    result = run(task, "lats", client, lats=LATSOptions(rollouts=3, depth=2, samples=2))
    assert not result.metrics.success  # type: ignore[attr-defined]
    assert result.trace.stats["reflections"] >= 1  # type: ignore[attr-defined]
    later = [q.messages[-1]["content"] for q in client.requests][-1]
    assert "Lessons from earlier failed attempts" in later and "back and forth" in later


def test_cli_strategies_on_a_benchmark_domain(capsys: pytest.CaptureFixture[str]) -> None:
    d = BENCHMARKS / "blocks-strips-typed-2000"
    args = [str(d / "domain.pddl"), str(d / "instances" / "instance-2.pddl"), "--no-cache"]
    fake_model = ["--model", "unused", "--base-url", "http://127.0.0.1:9/v1"]
    assert main(["solve", *args, *fake_model, "--method", "pfc", "--symbolic", "all"]) == 0
    # the depth limit is LATS' own option (twice this instance's optimal length of 10)
    assert main(["solve", *args, *fake_model, "--method", "lats", "--proposer", "valid",
                 "--value", "exact", "--lats-depth", "20", "--json"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert '"success": true' in out and '"nodes_expanded"' in out
    assert '"ground_truth": [\n      "value = exact distance"' in out  # declared


def test_every_domain_renders_for_the_modules(tmp_path: Path) -> None:
    task = hanoi((1, 0, 2))
    r = renderer(task)
    state, unknown = reading_for(r).parse_facts(r.state(task.initial))
    assert state == task.initial and unknown == []


# ---------------------------------------------------------------- the papers' Hanoi renderings
def test_hanoi_starts_and_generator() -> None:
    assert len(hanoi_starts(3)) == 26 and len(hanoi_starts(4)) == 80
    lengths = sorted(len(search(hanoi(s)).plan or []) for s in hanoi_starts(3))
    assert lengths[0] == 1 and lengths[-1] == 7
    assert len(search(hanoi((0, 0, 0, 0))).plan or []) == 15


@pytest.mark.parametrize("config", ["nl.yaml", "nl-lists.yaml"])
def test_both_hanoi_renderings_round_trip(config: str) -> None:
    from plangate.llm.render import load_nl

    task = hanoi((0, 0, 1))
    r = Renderer(task, load_nl(HANOI_DOMAIN.parent / config))
    state = task.initial
    for op in search(task).plan or []:
        assert reading_for(r).parse_facts(r.state(state))[0] == state
        parsed = reading_for(r).parse(r.op(op), state)  # the rendering names pegs only
        assert parsed.valid and parsed.action == op, (r.op(op), parsed.reason)
        state = op.apply(state)
    assert task.is_goal(state)
    if config == "nl-lists.yaml":
        assert r.state(task.initial) == "A = [1, 2], B = [0], C = []"
        assert r.goal() == "C = [0, 1, 2]"
        assert r.op(task.applicable(task.initial)[0]).startswith("move the last number of list")
        assert "disk" not in r.intro().lower()  # the disguise never mentions disks
    else:
        assert (
            r.state(task.initial)
            == "peg A: disk 2, disk 1 (top); peg B: disk 3 (top); peg C: empty"
        )


def test_disguised_hanoi_solved_by_pfc_and_lats_with_llm_modules() -> None:
    from plangate.llm.render import load_nl

    task = hanoi((0, 0, 0))
    r = Renderer(task, load_nl(HANOI_DOMAIN.parent / "nl-lists.yaml"))
    for method in ("pfc", "lats"):
        client = ScriptedClient([PlannerOracle(r)] * 3000)
        result = run_episode(METHODS[method], r, client, MethodOptions())
        assert result.metrics.success, method
        assert "A = [0, 1, 2]" in client.requests[0].messages[-1]["content"]


# ---------------------------------------------------------------- graph traversal (CogEval)
def test_steppath_and_valuepath_problems() -> None:
    from plangate.bench.datasets.generators import (
        ROOMS_DOMAIN,
        community_graph,
        steppath_problems,
        valuepath_problems,
    )
    from plangate.llm.render import load_nl

    edges = community_graph(3, 5, seed=0)
    rooms = load_domain(ROOMS_DOMAIN)
    config = load_nl(ROOMS_DOMAIN.parent / "nl.yaml")
    steps = [ground(rooms, parse_problem(p, rooms)) for p in steppath_problems(edges)]
    lengths = [len(search(t).plan or []) for t in steps]
    assert lengths == [2] * 20 + [3] * 20 + [4] * 20
    values = [
        ground(rooms, parse_problem(p, rooms)) for p in valuepath_problems(edges, large=3, small=13)
    ]
    assert len(values) == 13
    for t in (steps[0], steps[-1], values[0]):
        r = Renderer(t, config)
        sym = run_episode(
            METHODS["pfc"], r, ScriptedClient([]), MethodOptions().having(PFCOptions(symbolic=ALL))
        )
        assert sym.metrics.success and sym.metrics.optimal
        llm = run_episode(
            METHODS["lats"], r, ScriptedClient([PlannerOracle(r)] * 2000), MethodOptions()
        )
        assert llm.metrics.success
    r = Renderer(values[0], config)
    client = ScriptedClient([PlannerOracle(r)] * 50)
    run_ = run_episode(METHODS["interactive-validated"], r, client, MethodOptions())
    assert run_.metrics.success
    first = client.requests[0].messages[-1]["content"]
    assert "room 3 holds a chest with 50 dollars" in first and "is connected to" in first
    assert "My goal is to have that I have the largest reward." in first


def test_lats_never_sees_the_ground_truth_unless_it_declares_a_symbolic_part() -> None:
    from plangate.llm.methods.lats import run_lats
    from plangate.llm.session import Session

    task = hanoi((0, 0, 0))
    r = renderer(task)
    client = ScriptedClient([PlannerOracle(r)] * 400)
    s = Session("lats", r, client, MethodOptions())
    out = run_lats(s, LATSOptions(samples=2, rollouts=3, depth=9), None)  # no oracle at all
    assert out.plan and task.is_goal(out.states[-1])
    with pytest.raises(ValueError, match="need the distance oracle"):
        run_lats(s, LATSOptions(value="exact"), None)
    run = run_episode(METHODS["lats"], r, ScriptedClient([PlannerOracle(r)] * 400), MethodOptions())
    assert "ground_truth" not in run.trace.stats


def test_lats_with_no_reflections_puts_none_in_its_prompts() -> None:
    task = hanoi((0, 0, 0))
    r = renderer(task)
    client = ScriptedClient(["move the last number of list A to list A"] * 400)
    opts = MethodOptions().having(LATSOptions(samples=2, rollouts=4, depth=3, reflections=0))
    run = run_episode(METHODS["lats"], r, client, opts)
    assert run.trace.stats["reflections"] == 0  # none asked for (none paid for)...
    prompts = [t.messages[-1]["content"] for t in run.trace.turns]
    assert not any("Lessons from earlier" in p for p in prompts)  # ...and none shown


@pytest.mark.parametrize(
    ("variant", "ablated"), [("no-reflection", "reflect"), ("no-lm-value", "value")]
)
def test_lats_ablations_make_none_of_the_calls_they_ablate(variant: str, ablated: str) -> None:
    """An ablation must not pay for what it switches off: no reflection call without
    reflections, no value call with lambda 0."""
    from plangate.llm.methods import MethodSpec
    from plangate.llm.request import meta_of

    task = hanoi((0, 0, 0))
    r = renderer(task)
    bad = next(op for op in task.operators if not op.applicable(task.initial))
    good = task.applicable(task.initial)[0]
    # valid moves that never reach the goal in the depth allowed, and an invalid one
    client = ScriptedClient([f"{r.op(good)}", r.op(bad), "7"] * 300)
    base = MethodOptions().having(LATSOptions(rollouts=3, depth=2, samples=2))
    opts = MethodSpec.parse(f"lats/{variant}").options(base)
    full = ScriptedClient([f"{r.op(good)}", r.op(bad), "7"] * 300)
    run_episode(METHODS["lats"], r, full, base)
    run_episode(METHODS["lats"], r, client, opts)
    kinds = [str((meta_of(q.messages) or {}).get("kind")) for q in client.requests]
    assert ablated in {str((meta_of(q.messages) or {}).get("kind")) for q in full.requests}
    assert ablated not in kinds, kinds
