"""Tree of Thoughts and RAP over the machine, and the one search they share with LATS
and LLM-PFC (plangate.llm.search)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from plangate.llm.clients.base import Message
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import MethodSpec
from plangate.llm.methods.rap import RAPOptions, RAPStats
from plangate.llm.methods.tot import ToTOptions, ToTStats
from plangate.llm.options import MethodOptions
from plangate.llm.render import renderer_for
from plangate.llm.request import meta_of
from plangate.llm.run import solve
from plangate.llm.search import MCTS, Found, Lookahead, Node, beam
from plangate.pddl.loader import load_task
from plangate.pddl.task import Condition, Operator, Task
from plangate.testing.oracle import PlannerOracle

from .conftest import BENCHMARKS, EXAMPLES

PROBLEMS = [
    (EXAMPLES / "blocksworld" / "domain.pddl", EXAMPLES / "blocksworld" / "problem-2steps.pddl"),
    (EXAMPLES / "hanoi" / "domain.pddl", EXAMPLES / "hanoi" / "problem-3-bac.pddl"),
    (
        BENCHMARKS / "depots-strips-automatic-2002" / "domain.pddl",
        BENCHMARKS / "depots-strips-automatic-2002" / "instances" / "instance-1.pddl",
    ),
]


def _run(domain: Path, problem: Path, method: str, reply: object = None, **own: object) -> tuple:
    task = load_task(domain, problem)
    r = renderer_for(task, None)
    spec = MethodSpec.parse(method)
    opts = spec.options(MethodOptions().having(*own.values()))
    client = ScriptedClient([reply or PlannerOracle(r)] * 10_000)
    run = solve(task, client, spec.name, options=opts, renderer=r, problem_path=problem)
    return task, run, client


@pytest.mark.parametrize("method", ["tot", "tot/greedy", "rap", "rap/model-world"])
@pytest.mark.parametrize(("domain", "problem"), PROBLEMS, ids=["blocksworld", "hanoi", "depots"])
def test_a_correct_model_solves_optimally(method: str, domain: Path, problem: Path) -> None:
    _, run, client = _run(domain, problem, method)
    assert run.metrics.success and run.metrics.optimal and run.metrics.valid
    assert run.trace.outcome == "goal reached"
    assert run.metrics.model_calls == len(client.requests) > 0
    kinds = {meta_of(q.messages)["kind"] for q in client.requests}  # type: ignore[index]
    if method.startswith("tot"):
        assert kinds <= {"propose", "judge"} and "propose" in kinds
        assert run.trace.stats["invalid_proposals"] == 0
    else:
        assert kinds <= {"expand", "predictor", "evaluate"} and "predictor" in kinds
        assert run.trace.stats["world_errors"] == 0


def test_tot_records_invalid_proposals_and_never_expands_them() -> None:
    domain, problem = PROBLEMS[0]
    task = load_task(domain, problem)
    r = renderer_for(task, None)
    oracle = PlannerOracle(r)

    def reply(messages: list[Message]) -> str:
        meta = meta_of(messages) or {}
        if meta.get("kind") == "propose":  # an invalid action, then the oracle's list
            return "(stack a d)\n(fly a)\n" + oracle(messages)
        return oracle(messages)

    _, run, _ = _run(domain, problem, "tot", reply)
    assert run.metrics.success and run.metrics.valid
    stats = ToTStats(**run.trace.stats)
    assert stats.invalid_proposals >= 2 and run.metrics.invalid_proposals == stats.invalid_proposals


def test_tot_keeps_b_states_a_depth() -> None:
    domain, problem = PROBLEMS[2]
    wide = _run(domain, problem, "tot")[1]
    narrow = _run(domain, problem, "tot", tot=ToTOptions(breadth=1))[1]
    assert wide.metrics.success and narrow.metrics.success
    assert narrow.trace.model_calls < wide.trace.model_calls  # fewer states to expand


def test_rap_counts_a_world_model_that_is_wrong() -> None:
    """The world model predicts nothing changed: each prediction is wrong. Checked, the
    search goes on from the true state and solves; trusting the model, it plans on
    states that are not there, and the machine catches the first invalid step."""
    domain, problem = PROBLEMS[1]
    task = load_task(domain, problem)
    r = renderer_for(task, None)
    oracle = PlannerOracle(r)

    def lazy_world(messages: list[Message]) -> str:
        meta = meta_of(messages) or {}
        if meta.get("kind") == "predictor":  # "nothing changed": the state before
            return r.state(task.state_of(meta["state"]))
        return oracle(messages)

    _, checked, _ = _run(domain, problem, "rap", lazy_world)
    stats = RAPStats(**checked.trace.stats)
    assert checked.metrics.success and stats.world_errors == stats.predictions > 0

    _, trusted, _ = _run(domain, problem, "rap/model-world", lazy_world)
    assert not trusted.metrics.success
    assert RAPStats(**trusted.trace.stats).world_errors > 0
    # the plan kept is what the machine accepts; a hallucinated step is named in a note
    assert trusted.metrics.valid is False or trusted.trace.outcome != "goal reached"


def test_rap_options_are_checked() -> None:
    with pytest.raises(ValueError, match="world"):
        RAPOptions(world="dream")
    with pytest.raises(ValueError, match="alpha"):
        RAPOptions(alpha=2.0)


# ------------------------------------------------------------------ the search itself
class _Line:
    """A toy world: states 0..9 on a line, the goal at 9; actions move +1 or +2 (valued
    by how far they go), a dead end at 4."""

    def __init__(self, ops: Callable[[int], list[tuple[Operator, int]]]) -> None:
        self.ops = ops
        self.stopped = False
        self.expanded = 0
        self.failures = 0

    def is_goal(self, node: Node) -> bool:
        return node.state == 9

    def expand(self, node: Node) -> None:
        node.expanded = True
        self.expanded += 1
        for op, nxt in self.ops(node.state):
            node.child(op, nxt, value=nxt / 10)

    def children(self, node: Node) -> list[Node]:
        self.expand(node)
        return node.children

    def reward(self, node: Node) -> float:
        return node.state / 10

    def failed(self, leaf: Node) -> None:
        self.failures += 1


def _moves(task: Task) -> Callable[[int], list[tuple[Operator, int]]]:
    op = task.operators[0]  # any operator: the toy world only carries it along
    return lambda s: [] if s in (4, 9) else [(op, s + 1), (op, min(9, s + 2))]


def test_the_three_algorithms_find_the_goal_on_a_toy_world() -> None:
    task = load_task(*PROBLEMS[0])
    world = _Line(_moves(task))
    found: Found = beam(world, Node(0), size=2, steps=10)
    assert found.goal and found.node.state == 9 and len(found.node.path()) == 5
    mcts = MCTS(rollouts=20, depth=10)
    assert mcts.run(_Line(_moves(task)), Node(0)).goal
    dead = _Line(lambda s: [])
    out = mcts.run(dead, Node(0))
    assert not out.goal and dead.failures == 20  # every rollout ends at the root
    assert mcts.dfs(_Line(_moves(task)), Node(0)).goal


def test_lookahead_breaks_ties_with_its_seeded_rng() -> None:
    task = load_task(*PROBLEMS[0])
    ops = list(task.operators[:3])

    class Flat:
        def propose(self, state: int, goal: Condition, count: int) -> list[Operator]:
            return ops[:count]

        def predict(self, state: int, op: Operator) -> int:
            return state + op.index + 1

        def done(self, state: int, goal: Condition) -> bool:
            return False

        def estimate(self, state: int, goal: Condition) -> float:
            return 1.0  # every state alike: a tie

    picks = {
        Lookahead(Flat(), 3, 2, lambda g: 0, random.Random(seed)).choose(0, task.goal)
        for seed in range(20)
    }
    assert len(picks) > 1 and picks <= set(ops)
    again = Lookahead(Flat(), 3, 2, lambda g: 0, random.Random(5)).choose(0, task.goal)
    assert again == Lookahead(Flat(), 3, 2, lambda g: 0, random.Random(5)).choose(0, task.goal)
