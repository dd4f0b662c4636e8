"""Tree of Thoughts (Yao et al., 2023) over the Mealy machine: BFS with LLM proposals
and LLM values.

ToT's breadth-first search, one of the baselines LATS compares against, with
the machine as its environment:

* *Thought generation* ("propose"): at each state of the frontier the model
  is asked, in one request, for up to ``proposals`` next actions, one per
  line. Each line is read by the machine: an invalid or unreadable action is
  recorded (never expanded), repeats are dropped, and each valid action's
  next state is the machine's (the machine is the world).
* *State evaluation* ("value"): each new state is valued by the model,
  ``value_samples`` answers of sure / likely / impossible at
  ``value_temperature``, summed with ToT's weights (20, 1, 0.001); the value
  of a state is asked once.
* *Search*: the ``breadth`` best states of each depth are kept
  (:func:`plangate.llm.search.beam`), for at most ``steps`` depths; the first
  goal state found ends it. Otherwise the plan is the path to the best state
  of the last depth.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import ClassVar

from plangate.llm.methods.base import About, Context, Ending, Examples, Outcome, Plain
from plangate.llm.options import MethodOptions, Part, opt
from plangate.llm.prompts import action_format, ask_at, say
from plangate.llm.request import Asks
from plangate.llm.search import Node, beam, tree_of
from plangate.llm.session import Session

VALUES = {"sure": 20.0, "likely": 1.0, "impossible": 0.001}  # ToT's weights
_VALUE_WORD = re.compile(r"\b(sure|likely|impossible)\b", re.IGNORECASE)


@dataclass(frozen=True)
class ToTOptions:
    """ToT's BFS: the paper's Game of 24 used b = 5, 3 value samples."""

    breadth: int = opt(5, "b: states kept per depth", flag="--tot-breadth", metavar="B")
    proposals: int = opt(
        5, "actions asked for per state (one request)", flag="--tot-proposals", metavar="K"
    )
    steps: int = opt(15, "T: the deepest the search goes", flag="--tot-steps", metavar="T")
    value_samples: int = opt(
        3, "value answers per state, summed", flag="--tot-value-samples", metavar="N"
    )
    value_temperature: float = opt(
        0.7, "temperature of the value answers", flag="--tot-value-temperature", metavar="T"
    )

    def __post_init__(self) -> None:
        if min(self.breadth, self.proposals, self.steps, self.value_samples) < 1:
            raise ValueError("breadth, proposals, steps and value_samples must be positive")
        if not 0.0 <= self.value_temperature <= 2.0:
            raise ValueError("value_temperature must be in [0, 2]")


@dataclass(frozen=True)
class ToTStats:
    """ToT's counters for one episode."""

    states_valued: int = 0
    proposals: int = 0  # actions the model proposed, read one by one
    invalid_proposals: int = 0
    depth: int = 0  # the deepest depth reached


PART = Part("tot", ToTOptions, "tot (Tree of Thoughts)")


class _BFS:
    """ToT's generator and evaluator as a :class:`plangate.llm.search.Stepper`."""

    def __init__(self, s: Session, opts: ToTOptions) -> None:
        self.s, self.opts = s, opts
        self.r, self.task = s.r, s.r.task
        self.stopped = False
        self.values: dict[int, float] = {}
        self.proposals = self.invalid = 0
        self.depth = 0

    def _ask(
        self,
        kind: str,
        node: Node,
        request: str,
        n: int = 1,
        t: float | None = None,
        asks: Asks | None = None,
    ) -> list[str] | None:
        """``n`` answers (at temperature ``t``) about ``node``; None when the model failed."""
        sampling = self.s.opts.sampling
        if n > 1 or t is not None:
            sampling = replace(sampling, n=n, temperature=sampling.temperature if t is None else t)
        c = ask_at(self.s, kind, node, request, sampling=sampling, asks=asks)
        self.stopped = self.stopped or c is None
        return c.texts if c is not None else None

    def is_goal(self, node: Node) -> bool:
        return self.task.is_goal(node.state)

    def value(self, node: Node) -> float:
        if node.state not in self.values:
            texts = self._ask(
                "judge",
                node,
                say("tot.value"),
                self.opts.value_samples,
                self.opts.value_temperature,
            )
            words = [m[-1].lower() for m in (_VALUE_WORD.findall(t) for t in texts or []) if m]
            self.values[node.state] = sum(VALUES[w] for w in words)
        return self.values[node.state]

    def children(self, node: Node) -> list[Node]:
        request = say("tot.propose", count=self.opts.proposals, format=action_format(self.r))
        texts = self._ask("propose", node, request, asks={"count": self.opts.proposals})
        if texts is None:
            return []
        lines = [x.strip() for x in (texts[0] if texts else "").splitlines() if x.strip()]
        seen: set[int] = set()
        for line in lines[: self.opts.proposals]:
            self.proposals += 1
            parsed = self.s.reading.parse(line, node.state)
            if not parsed.valid or parsed.action is None:
                self.invalid += 1
                continue
            if parsed.action.index in seen:
                continue
            seen.add(parsed.action.index)
            op = parsed.action
            node.child(op, op.apply(node.state))
        self.depth = max(self.depth, node.depth + 1)
        if any(self.is_goal(c) for c in node.children):
            return node.children  # the search ends there: nothing more to value
        for child in node.children:
            if self.stopped:
                break
            child.value = self.value(child)
        return node.children


def run_tot(s: Session, opts: ToTOptions) -> Outcome:
    bfs = _BFS(s, opts)
    root = Node(s.r.task.initial)
    found = beam(bfs, root, opts.breadth, opts.steps)
    s.trace.tree = tree_of(root, found.node, s.r.op)
    plan = found.node.path()
    states = [s.r.task.initial]
    for op in plan:
        states.append(op.apply(states[-1]))
    ending = (
        Ending.GOAL_REACHED
        if found.goal
        else Ending.MODEL_ERROR
        if found.stopped
        else Ending.LENGTH_LIMIT
        if bfs.depth >= opts.steps
        else Ending.DEAD_END
    )
    stats = ToTStats(len(bfs.values), bfs.proposals, bfs.invalid, bfs.depth)
    return Outcome(
        plan=plan, states=states, valid=True, invalid=bfs.invalid,
        proposals=max(bfs.proposals, 1), ending=ending, stats=stats,
    )  # fmt: skip


@dataclass(frozen=True)
class ToT(Plain):
    """Tree of Thoughts as a method."""

    about: ClassVar[About] = About(
        name="tot",
        description="Tree of Thoughts (BFS): at each state of the frontier the model lists up "
        "to k next actions in one answer (the machine reads each; invalid ones are never "
        "expanded), each new state is valued by the model (sure / likely / impossible, "
        "sampled), the b best states of each depth are kept; the variant `greedy` keeps one",
        ends="a goal state, or depth T (`tot.steps`)",
        validated=True,  # invalid proposals are never expanded
        sampled=True,  # its values are sampled
        part=PART,
        stats=ToTStats,
        budgets=("tot.steps", "tot.breadth"),
        # greedy ToT (b = 1): the search without its breadth
        variants={"greedy": lambda o: o.having(replace(o.of(ToTOptions), breadth=1))},
    )

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    def run(self, ctx: Context) -> Outcome:
        return run_tot(ctx.session, ctx.opts.of(ToTOptions))


METHOD = ToT()
METHODS = [METHOD]  # what the registry reads
