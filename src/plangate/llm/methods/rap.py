"""RAP (Hao et al., 2023), Reasoning via Planning, over the Mealy machine: MCTS with
the language model as the world model, its predictions checked against the machine.

One of the baselines LATS compares against. The model plays two roles:

* *Agent*: at a node it proposes actions (``samples`` answers, as LATS
  samples them); the machine reads each, and invalid ones are recorded and
  never expanded.
* *World model*: for each valid action it predicts the next state ("predict",
  the facts that hold after it). The machine checks the prediction: a
  prediction that differs from the true next state is counted
  (``world_errors``). With ``world = "checked"`` (the default) the search goes
  on from the true state, so the plan stays valid; with ``world = "model"``
  it goes on from the predicted state, as in the paper, and the plan is then
  executed on the machine, where a hallucinated state's invalid action ends it.

A child's reward is RAP's combination of the model's self-evaluation ("is
this a good step towards the goal?", yes = 1) and the goal progress (the
fraction of goal facts that hold), weighted by ``alpha``; a leaf's reward is
its goal progress (1 at the goal). The MCTS is
:class:`plangate.llm.search.MCTS`, the one LATS runs on.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import ClassVar

from plangate.llm.methods.base import About, Context, Ending, Examples, Outcome, Plain
from plangate.llm.options import MethodOptions, Part, opt
from plangate.llm.prompts import action_format, ask_at, say
from plangate.llm.request import Asks
from plangate.llm.search import MCTS, Node, tree_of
from plangate.llm.session import Session
from plangate.pddl.task import Operator

WORLDS = ("checked", "model")
_YES = re.compile(r"\b(yes|no)\b", re.IGNORECASE)


@dataclass(frozen=True)
class RAPOptions:
    """RAP's MCTS (the paper's Blocksworld runs used 10 iterations)."""

    rollouts: int = opt(10, "MCTS iterations", flag="--rap-rollouts", metavar="K")
    depth: int = opt(15, "depth limit of a trajectory", flag="--rap-depth", metavar="D")
    samples: int = opt(
        3, "actions the agent proposes per expansion", flag="--rap-samples", metavar="N"
    )
    temperature: float = opt(
        0.8, "temperature of the agent's proposals", flag="--rap-temperature", metavar="T"
    )
    w: float = opt(1.0, "UCT exploration weight", flag="--rap-exploration", metavar="W")
    alpha: float = opt(0.5, "weight of the self-evaluation against goal progress", metavar="A")
    world: str = opt(
        "checked",
        "the world model: 'checked' (the model predicts, the machine's true state is kept) "
        "or 'model' (the search goes on from the model's prediction, as in the paper)",
        choices=WORLDS,
    )

    def __post_init__(self) -> None:
        if min(self.rollouts, self.depth, self.samples) < 1:
            raise ValueError("rollouts, depth and samples must be positive")
        if not 0.0 <= self.alpha <= 1.0:
            raise ValueError("alpha must be in [0, 1]")
        if self.world not in WORLDS:
            raise ValueError(f"world must be one of {', '.join(WORLDS)}")


@dataclass(frozen=True)
class RAPStats:
    """RAP's counters for one episode."""

    nodes_expanded: int = 0
    samples: int = 0
    invalid_samples: int = 0
    predictions: int = 0  # world-model calls
    world_errors: int = 0  # predictions that differ from the machine's next state
    unread_facts: int = 0  # statements of predictions that name no fact of the task


PART = Part("rap", RAPOptions, "rap (Reasoning via Planning)")


class _RAP:
    """RAP's agent, world model and reward as a :class:`plangate.llm.search.Expander`."""

    def __init__(self, s: Session, opts: RAPOptions) -> None:
        self.s, self.opts = s, opts
        self.r, self.task = s.r, s.r.task
        self.stopped = False
        self.expanded = self.samples = self.invalid = 0
        self.predictions = self.world_errors = self.unread = 0
        self._predicted: dict[tuple[int, int], int] = {}
        self._judged: dict[tuple[int, int], float] = {}

    def _ask(
        self, kind: str, node: Node, request: str, op: Operator | None = None, n: int = 1
    ) -> list[str] | None:
        """Answers about ``node`` (and ``op``); None when the model failed."""
        sampling = None
        if n > 1:  # the agent's proposals, sampled
            sampling = replace(self.s.opts.sampling, n=n, temperature=self.opts.temperature)
        asks: Asks = {"action": str(op)} if op is not None else {}
        c = ask_at(self.s, kind, node, request, sampling=sampling, asks=asks)
        self.stopped = self.stopped or c is None
        return c.texts if c is not None else None

    def progress(self, state: int) -> float:
        """The fraction of the goal's facts that hold in ``state``."""
        goal = self.task.goal
        want = bin(goal.pos).count("1") + bin(goal.neg).count("1")
        if want == 0:
            return 1.0
        have = bin(state & goal.pos).count("1") + bin(~state & goal.neg).count("1")
        return have / want

    def predict(self, node: Node, op: Operator) -> int:
        """The world model's next state (``checked``: the machine's, the prediction counted)."""
        key = (node.state, op.index)
        if key not in self._predicted:
            request = say("rap.predict", action=self.r.op(op))
            texts = self._ask("predictor", node, request, op)
            true = op.apply(node.state)
            if texts is None:
                return true
            self.predictions += 1
            predicted, unknown = self.s.reading.parse_state(texts[0] if texts else "")
            self.unread += len(unknown)
            if predicted != true:
                self.world_errors += 1
            self._predicted[key] = true if self.opts.world == "checked" else predicted
        return self._predicted[key]

    def judge(self, node: Node, op: Operator) -> float:
        """The agent's self-evaluation of taking ``op`` at ``node``: 1 for yes, 0 for no."""
        key = (node.state, op.index)
        if key not in self._judged:
            texts = self._ask("evaluate", node, say("rap.evaluate", action=self.r.op(op)), op)
            if texts is None:
                return 0.0
            m = _YES.search(texts[0] if texts else "")
            self._judged[key] = 1.0 if m and m.group(1).lower() == "yes" else 0.0
        return self._judged[key]

    # ------------------------------------------------------------ Expander
    def expand(self, node: Node) -> None:
        node.expanded = True
        self.expanded += 1
        n = self.opts.samples
        self.samples += n
        request = say("lats.expand", format=action_format(self.r))
        texts = self._ask("expand", node, request, n=n) or []
        counts: Counter[int] = Counter()
        ops: dict[int, Operator] = {}
        for text in texts:
            parsed = self.s.reading.parse(text, node.state)
            if not parsed.valid or parsed.action is None:
                self.invalid += 1
                continue
            counts[parsed.action.index] += 1
            ops[parsed.action.index] = parsed.action
        have = {c.op.index for c in node.children if c.op is not None}
        for index, _ in counts.most_common():
            if index in have or self.stopped:
                continue
            op = ops[index]
            state = self.predict(node, op)
            a = self.opts.alpha
            judged = self.judge(node, op) if a > 0 else 0.0
            node.child(op, state, value=a * judged + (1 - a) * self.progress(state))

    def is_goal(self, node: Node) -> bool:
        return self.task.is_goal(node.state)

    def reward(self, node: Node) -> float:
        return self.progress(node.state)

    def failed(self, leaf: Node) -> None:
        return None


def run_rap(s: Session, opts: RAPOptions) -> Outcome:
    rap = _RAP(s, opts)
    root = Node(s.r.task.initial)
    found = MCTS(opts.rollouts, opts.depth, opts.w).run(rap, root)
    s.trace.tree = tree_of(root, found.node, s.r.op)
    task = s.r.task
    plan: list[Operator] = []
    states, valid, notes = [task.initial], True, []
    for op in found.node.path():  # on the machine: a predicted state may have misled it
        if not op.applicable(states[-1]):
            valid = False
            notes.append(f"step {len(plan) + 1}, {op}, is invalid in the true state")
            break
        plan.append(op)
        states.append(op.apply(states[-1]))
    reached = valid and task.is_goal(states[-1])
    ending = (
        Ending.GOAL_REACHED
        if reached
        else Ending.MODEL_ERROR
        if found.stopped
        else Ending.INVALID_ACTION
        if not valid
        else Ending.ROLLOUTS_EXHAUSTED
    )
    stats = RAPStats(
        rap.expanded, rap.samples, rap.invalid, rap.predictions, rap.world_errors, rap.unread
    )
    return Outcome(
        plan=plan,
        states=states,
        valid=valid,
        invalid=rap.invalid + (0 if valid else 1),
        proposals=max(rap.samples, 1),
        ending=ending,
        stats=stats,
        notes=notes,
    )


@dataclass(frozen=True)
class RAP(Plain):
    """RAP as a method."""

    about: ClassVar[About] = About(
        name="rap",
        description="RAP: MCTS where the model proposes actions and, as the world model, "
        "predicts each next state; the machine checks every prediction (a wrong one is "
        "counted) and the search goes on from the true state (the variant `model-world`: from "
        "the predicted one, as in the paper); reward from self-evaluation and goal progress",
        ends="the first trajectory that reaches the goal, or k rollouts (`rap.rollouts`)",
        validated=True,  # invalid proposals are never expanded
        sampled=True,  # the agent's proposals are sampled
        part=PART,
        stats=RAPStats,
        budgets=("rap.rollouts", "rap.depth"),
        # the paper's world: the search goes on from the model's predicted states
        variants={"model-world": lambda o: o.having(replace(o.of(RAPOptions), world="model"))},
    )

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    def run(self, ctx: Context) -> Outcome:
        return run_rap(ctx.session, ctx.opts.of(RAPOptions))


METHOD = RAP()
METHODS = [METHOD]  # what the registry reads
