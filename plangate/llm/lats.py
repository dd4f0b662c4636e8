"""LATS (Zhou et al.): Monte Carlo tree search over machine states with an LLM.

* Expansion samples ``n`` actions from the model at a node and parses each
  with the machine's validation function: invalid ones are recorded, never
  expanded; distinct valid ones become children.
* A child's value is V = lambda * LM(s) + (1 - lambda) * SC(s): LM(s) is the
  model's score of the trajectory from 1 to 10 scaled to [0.1, 1], SC(s) the
  frequency of the child's action among the ``n`` samples.
* Selection by UCT with exploration weight ``w``; simulation greedily expands
  the best child down to the depth limit; the reward is 1 at the goal
  (optionally graded by the exact distance gained), backed up to the root.
* A failed simulation yields a verbal reflection, kept and injected into
  later prompts.

Values are cached by state, so repeated states cost no new calls. The
``proposer`` and ``value`` options swap the model for the machine (uniform
samples of valid actions; a score from the exact distance) to measure what
each LLM part contributes.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from plangate.llm.clients.base import Completion, Sampling
from plangate.llm.method import Context, Examples, Variant
from plangate.llm.options import LATSOptions, MethodOptions, ground_truth_uses
from plangate.llm.prompts import action_format, say
from plangate.llm.session import Outcome, Session
from plangate.pddl.task import Operator
from plangate.verify.distance import DistanceOracle

_INT = re.compile(r"\d+")


@dataclass(eq=False)
class Node:
    state: int
    parent: Node | None = None
    op: Operator | None = None
    depth: int = 0
    children: list[Node] = field(default_factory=list)
    visits: int = 1  # the paper's N, initialised to 1
    value: float = 0.0  # the paper's V: the heuristic, then its running average with rewards
    expanded: bool = False

    def path(self) -> list[Operator]:
        ops: list[Operator] = []
        node: Node | None = self
        while node is not None and node.op is not None:
            ops.append(node.op)
            node = node.parent
        return ops[::-1]


class _Search:
    def __init__(self, s: Session, opts: LATSOptions, oracle: DistanceOracle | None) -> None:
        if oracle is None and (opts.value == "exact" or opts.graded):
            raise ValueError("LATS' exact value and graded reward need the distance oracle")
        self.s, self.opts, self.oracle = s, opts, oracle
        self.r = s.r
        self.task = s.r.task
        self.rnd = random.Random(opts.seed)
        self.reflections: list[str] = []
        self.lm_cache: dict[int, float] = {}
        self.expanded = 0
        self.invalid = 0
        self.samples = 0
        # only the symbolic parts a run asks for read the ground truth
        self.d0 = oracle.distance(self.task.initial) if oracle is not None and opts.graded else 0.0
        self.depth = opts.depth
        self.stopped = False

    # ------------------------------------------------------------ model parts
    def _prompt(self, node: Node, request: str) -> list[dict[str, str]]:
        r = self.r
        lines = [
            r.intro(),
            say("lats.statement", state=r.state(self.task.initial)),
            say("lats.goal", goal=r.goal()),
        ]
        path = node.path()
        if path:
            lines.append(say("lats.so_far", actions="\n".join(r.op(op) for op in path)))
            lines.append(say("lats.now", state=r.state(node.state)))
        recent = self.reflections[-self.opts.reflections :] if self.opts.reflections else []
        if recent:
            lines.append(say("lats.lessons", lessons="\n".join(f"- {x}" for x in recent)))
        lines.append(request)
        return [*self.s.base(), {"role": "user", "content": "\n\n".join(lines)}]

    def _ask(
        self, kind: str, node: Node, request: str, sampling: Sampling | None = None
    ) -> Completion | None:
        """One model call about ``node``, recorded; None (search stopped) on a model error."""
        messages = self._prompt(node, request)
        meta = self.s.about(kind, node.state, self.task.goal)
        c = self.s.call(messages, sampling=sampling, meta=meta)
        if c is None:
            self.stopped = True
            return None
        self.s.trace.record(kind, messages, c)
        return c

    def sample(self, node: Node) -> list[str]:
        n = self.opts.samples
        self.samples += n
        if self.opts.proposer == "valid":
            ops = self.r.machine.valid_actions(node.state)
            return [str(self.rnd.choice(ops)) for _ in range(n)] if ops else []
        sampling = replace(self.s.opts.sampling, n=n, temperature=self.opts.temperature)
        request = say("lats.expand", format=action_format(self.r))
        c = self._ask("expand", node, request, sampling)
        return c.texts if c is not None else []

    def lm_score(self, node: Node) -> float:
        if self.opts.value == "exact" and self.oracle is not None:
            d = self.oracle.distance(node.state)
            return max(0.1, 1.0 / (1.0 + d)) if math.isfinite(d) else 0.1
        if node.state not in self.lm_cache:
            c = self._ask(
                "value",
                node,
                say("lats.value"),
            )
            if c is None:
                return 0.1
            m = _INT.search(c.text)
            score = min(10, max(1, int(m.group()))) if m else 1
            self.lm_cache[node.state] = score / 10
        return self.lm_cache[node.state]

    def reflect(self, leaf: Node) -> None:
        if self.opts.reflections == 0:
            return  # the no-reflection ablation: no reflection is asked for, nor paid
        if self.opts.proposer == "valid" and self.opts.value == "exact":
            return  # nothing reads reflections
        c = self._ask(
            "reflect",
            leaf,
            say("lats.reflect"),
        )
        if c is not None and c.text.strip():
            self.reflections.append(" ".join(c.text.split())[:500])

    # ------------------------------------------------------------ MCTS
    def expand(self, node: Node) -> None:
        node.expanded = True
        self.expanded += 1
        texts = self.sample(node)
        counts: Counter[int] = Counter()
        ops: dict[int, Operator] = {}
        for text in texts:
            parsed = self.r.parse(text, node.state)
            if not parsed.valid or parsed.action is None:
                self.invalid += 1  # recorded, never expanded
                continue
            counts[parsed.action.index] += 1
            ops[parsed.action.index] = parsed.action
        have = {c.op.index for c in node.children if c.op is not None}
        for index, k in counts.most_common():
            op = ops[index]
            if index in have:  # a re-expansion found it again
                continue
            child = Node(op.apply(node.state), node, op, node.depth + 1)
            sc = k / max(1, len(texts))
            lm = self.lm_score(child) if self.opts.lam > 0 else 0.0  # lambda 0: no LM value
            child.value = self.opts.lam * lm + (1 - self.opts.lam) * sc
            node.children.append(child)

    def uct(self, child: Node, parent_visits: int) -> float:
        """UCT(s) = V(s) + w * sqrt(ln N(p) / N(s))."""
        return child.value + self.opts.w * math.sqrt(math.log(parent_visits) / child.visits)

    def select(self, root: Node) -> Node:
        node = root
        while node.expanded and node.children:
            node = max(node.children, key=lambda c: self.uct(c, node.visits))
        return node

    @staticmethod
    def backpropagate(leaf: Node, r: float) -> None:
        """N(s) <- N(s) + 1; V(s) <- (V(s) (N(s) - 1) + r) / N(s), from the leaf to the root:
        V starts as the heuristic value and becomes its running average with the rewards."""
        n: Node | None = leaf
        while n is not None:
            n.visits += 1
            n.value = (n.value * (n.visits - 1) + r) / n.visits
            n = n.parent

    def dfs(self, root: Node) -> tuple[list[Operator], str]:
        return _dfs(self, root)

    def reward(self, node: Node) -> float:
        if self.task.is_goal(node.state):
            return 1.0
        if self.opts.graded and self.oracle is not None and self.d0 and math.isfinite(self.d0):
            d = self.oracle.distance(node.state)
            return max(0.0, (self.d0 - d) / self.d0) if math.isfinite(d) else 0.0
        return 0.0

    def simulate(self, node: Node) -> Node:
        while not self.task.is_goal(node.state) and node.depth < self.depth and not self.stopped:
            if not node.expanded:
                self.expand(node)
            if not node.children:
                break
            node = max(node.children, key=lambda c: c.value)
        return node

    def run(self) -> tuple[list[Operator], str]:
        root = Node(self.task.initial)
        if self.task.is_goal(root.state):
            return [], "goal reached"
        if self.opts.search == "dfs":
            return self.dfs(root)
        best: Node = root
        best_value = -math.inf  # the best leaf's value when it was a new leaf, like a new one
        for _ in range(self.opts.rollouts):
            node = self.select(root)
            # a leaf whose samples were all invalid is sampled again: the reflections
            # gathered since then are in its prompt now
            if not node.children and node.depth < self.depth:
                self.expand(node)
                if node.children:
                    node = max(node.children, key=lambda c: c.value)
            leaf = self.simulate(node)
            if self.stopped:
                break
            if self.task.is_goal(leaf.state):
                return leaf.path(), "goal reached"
            if best is root or leaf.value > best_value:
                best, best_value = leaf, leaf.value  # no rollout succeeds: the trajectory
            self.backpropagate(leaf, self.reward(leaf))
            self.reflect(leaf)
            if self.stopped:
                break
        return best.path(), "model error" if self.stopped else "rollouts exhausted"


def _dfs(search: _Search, root: Node) -> tuple[list[Operator], str]:
    """The paper's DFS ablation: depth-first, the children in order of value, those below
    ``prune`` cut; every dead end or trajectory at the depth limit is one of the K
    rollouts (and reflected on)."""
    stack, best, rollouts = [root], root, 0
    while stack and rollouts < search.opts.rollouts and not search.stopped:
        node = stack.pop()
        if search.task.is_goal(node.state):
            return node.path(), "goal reached"
        kept: list[Node] = []
        if node.depth < search.depth:
            search.expand(node)
            kept = [c for c in node.children if c.value >= search.opts.prune]
        if not kept:
            rollouts += 1
            if best is root or node.value > best.value:
                best = node
            search.reflect(node)
            continue
        stack += sorted(kept, key=lambda c: c.value)  # the best on top
    return best.path(), "model error" if search.stopped else "rollouts exhausted"


def run_lats(s: Session, opts: LATSOptions, oracle: DistanceOracle | None = None) -> Outcome:
    """LATS on the session's task; ``oracle`` only for ``value = "exact"`` or ``graded``."""
    search = _Search(s, opts, oracle)
    plan, why = search.run()
    task = s.r.task
    states = [task.initial]
    for op in plan:
        states.append(op.apply(states[-1]))
    if not s.trace.outcome:
        s.trace.outcome = why
    s.trace.stats.update(
        {
            "nodes_expanded": search.expanded,
            "samples": search.samples,
            "invalid_samples": search.invalid,
            "reflections": len(search.reflections),
            "depth_limit": search.depth,
        }
    )
    return Outcome(plan, states, True, search.invalid, max(search.samples, 1))


@dataclass(frozen=True)
class LATS:
    """LATS as a method."""

    name: str = "lats"
    description: str = (
        "LATS: Monte Carlo tree search with LLM value, self-consistency and reflection"
    )
    validated: bool = True  # invalid samples are never expanded
    sampled: bool = True  # it samples its expansions: it needs no greedy decoding

    @property
    def variants(self) -> Mapping[str, Variant]:
        """The paper's ablations (section 5.4, its HotPotQA table)."""

        def lats(**changes: Any) -> Variant:
            return lambda opts: replace(opts, lats=replace(opts.lats, **changes))

        return {
            "no-reflection": lats(reflections=0),
            "dfs": lats(search="dfs"),
            "no-sc": lats(lam=1.0),  # lambda = 1: no self-consistency
            "no-lm-value": lats(lam=0.0),  # self-consistency only, no LM value
            "w0.5": lats(w=0.5),
            "w2": lats(w=2.0),
        }

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return ground_truth_uses("lats", opts)

    def run(self, ctx: Context) -> Outcome:
        return run_lats(ctx.session, ctx.opts.lats, ctx.oracle)


METHOD = LATS()
