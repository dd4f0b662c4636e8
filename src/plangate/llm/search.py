"""One tree search over machine states, for every method that searches.

In the manner of llm-reasoners, a search is split in three: the *world*
(how an action changes a state: the machine's transition, or a model's
prediction checked against it), the *search config* (which actions to try
at a node and how good a node is: the method's model calls) and the
*algorithm*, written once here:

* :class:`MCTS`: Monte Carlo tree search with UCT selection, greedy
  simulation to a depth limit, running-average backpropagation, and the
  depth-first ablation; LATS and RAP are configs of it.
* :func:`beam`: breadth-first search keeping the ``size`` best states of
  each depth (Tree of Thoughts' BFS).
* :class:`Lookahead`: depth-limited lookahead, the minimum over proposals of
  the cost plus the value of the predicted state (LLM-PFC's tree search).

A config implements :class:`Expander` (MCTS), :class:`Stepper` (beam) or
:class:`LookaheadModel` (lookahead); it owns its model calls and its counters, and
sets ``stopped`` when the model failed, which ends any search.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from plangate.llm.trace import TreeNode
from plangate.pddl.task import Condition, Operator

TREE_LIMIT = 1000  # nodes a trace keeps of a search tree (breadth first)


@dataclass(eq=False)
class Node:
    """A node of a search tree: a state, the action that led to it, its statistics."""

    state: int
    parent: Node | None = None
    op: Operator | None = None
    depth: int = 0
    children: list[Node] = field(default_factory=list)
    visits: int = 1  # N, initialised to 1 (LATS)
    value: float = 0.0  # V: the heuristic value, then its running average with rewards
    expanded: bool = False

    def path(self) -> list[Operator]:
        ops: list[Operator] = []
        node: Node | None = self
        while node is not None and node.op is not None:
            ops.append(node.op)
            node = node.parent
        return ops[::-1]

    def child(self, op: Operator, state: int, value: float = 0.0) -> Node:
        node = Node(state, self, op, self.depth + 1, value=value)
        self.children.append(node)
        return node


def _number(x: float) -> float | None:
    return round(x, 4) if math.isfinite(x) else None


def tree_of(root: Node, end: Node | None, word: Callable[[Operator], str]) -> list[TreeNode]:
    """The tree under ``root`` as the trace keeps it (breadth first, at most
    :data:`TREE_LIMIT` nodes), the path to ``end`` marked chosen."""
    chosen: set[int] = set()
    node = end
    while node is not None:
        chosen.add(id(node))
        node = node.parent
    out: list[TreeNode] = []
    queue: list[tuple[Node, int | None]] = [(root, None)]
    while queue and len(out) < TREE_LIMIT:
        nxt: list[tuple[Node, int | None]] = []
        for n, parent in queue:
            if len(out) >= TREE_LIMIT:
                break
            me = len(out)
            out.append(
                TreeNode(
                    me,
                    parent,
                    word(n.op) if n.op is not None else "",
                    _number(n.value),
                    n.visits,
                    n.depth,
                    id(n) in chosen,
                )
            )
            nxt += [(c, me) for c in n.children]
        queue = nxt
    return out


class TreeLog:
    """A tree written as a method walks it: at each step the candidates it weighed, with
    their values, and the one it took (LLM-PFC's lookahead, which keeps no tree)."""

    def __init__(self) -> None:
        self.nodes = [TreeNode(0, None, chosen=True)]
        self.at = 0

    def step(self, weighed: Sequence[tuple[str, float]], taken: str | None) -> None:
        depth = self.nodes[self.at].depth + 1
        nxt = None
        for action, value in weighed:
            if len(self.nodes) >= TREE_LIMIT:
                return
            node = TreeNode(len(self.nodes), self.at, action, _number(value), None, depth)
            self.nodes.append(node)
            if action == taken and nxt is None:
                node.chosen, nxt = True, node.id
        if nxt is not None:
            self.at = nxt


# ------------------------------------------------------------------ MCTS
class Expander(Protocol):
    """What MCTS asks of a method."""

    stopped: bool

    def expand(self, node: Node) -> None:
        """Mark ``node`` expanded and add its children, each with its heuristic value."""
        ...

    def is_goal(self, node: Node) -> bool: ...

    def reward(self, node: Node) -> float:
        """The reward of a leaf that is not the goal (the goal's is 1)."""
        ...

    def failed(self, leaf: Node) -> None:
        """A rollout ended at ``leaf`` without the goal (LATS reflects on it)."""
        ...


@dataclass
class Found:
    """The end of a search: the goal's node, or the best node when none was found."""

    node: Node
    goal: bool
    stopped: bool = False


@dataclass
class MCTS:
    """UCT(s) = V(s) + w * sqrt(ln N(parent) / N(s)); ``rollouts`` iterations of
    selection, expansion, greedy simulation to ``depth`` and backpropagation."""

    rollouts: int
    depth: int
    w: float = 1.0

    def uct(self, child: Node, parent_visits: int) -> float:
        return child.value + self.w * math.sqrt(math.log(parent_visits) / child.visits)

    def select(self, root: Node) -> Node:
        node = root
        while node.expanded and node.children:
            node = max(node.children, key=lambda c: self.uct(c, node.visits))
        return node

    @staticmethod
    def backpropagate(leaf: Node, r: float) -> None:
        """N(s) <- N(s) + 1; V(s) <- (V(s) (N(s) - 1) + r) / N(s), from the leaf up."""
        n: Node | None = leaf
        while n is not None:
            n.visits += 1
            n.value = (n.value * (n.visits - 1) + r) / n.visits
            n = n.parent

    def simulate(self, x: Expander, node: Node) -> Node:
        """Greedy: the best child, expanding as needed, to the goal or the depth limit."""
        while not x.is_goal(node) and node.depth < self.depth and not x.stopped:
            if not node.expanded:
                x.expand(node)
            if not node.children:
                break
            node = max(node.children, key=lambda c: c.value)
        return node

    def run(self, x: Expander, root: Node) -> Found:
        if x.is_goal(root):
            return Found(root, True)
        best: Node = root
        best_value = -math.inf  # the best leaf's value when it was a new leaf
        for _ in range(self.rollouts):
            node = self.select(root)
            # a leaf whose children were all invalid is expanded again: what the method
            # learnt since (LATS' reflections) is in its prompt now
            if not node.children and node.depth < self.depth:
                x.expand(node)
                if node.children:
                    node = max(node.children, key=lambda c: c.value)
            leaf = self.simulate(x, node)
            if x.stopped:
                break
            if x.is_goal(leaf):
                return Found(leaf, True)
            if best is root or leaf.value > best_value:
                best, best_value = leaf, leaf.value
            self.backpropagate(leaf, x.reward(leaf))
            x.failed(leaf)
            if x.stopped:
                break
        return Found(best, False, x.stopped)

    def dfs(self, x: Expander, root: Node, prune: float = 0.0) -> Found:
        """Depth-first, the children in order of value, those below ``prune`` cut; every
        dead end or trajectory at the depth limit is one of the rollouts."""
        stack, best, rollouts = [root], root, 0
        while stack and rollouts < self.rollouts and not x.stopped:
            node = stack.pop()
            if x.is_goal(node):
                return Found(node, True)
            kept: list[Node] = []
            if node.depth < self.depth:
                x.expand(node)
                kept = [c for c in node.children if c.value >= prune]
            if not kept:
                rollouts += 1
                if best is root or node.value > best.value:
                    best = node
                x.failed(node)
                continue
            stack += sorted(kept, key=lambda c: c.value)  # the best on top
        return Found(best, False, x.stopped)


# ------------------------------------------------------------------ beam (BFS)
class Stepper(Protocol):
    """What :func:`beam` asks of a method."""

    stopped: bool

    def children(self, node: Node) -> list[Node]:
        """The next nodes of ``node`` (added to it), each with its value."""
        ...

    def is_goal(self, node: Node) -> bool: ...


def beam(x: Stepper, root: Node, size: int, steps: int) -> Found:
    """Keep the ``size`` best nodes of each depth, for at most ``steps`` depths; the first
    goal found ends the search (ties keep the order the nodes were proposed in)."""
    if x.is_goal(root):
        return Found(root, True)
    frontier, best = [root], root
    for _ in range(steps):
        candidates: list[Node] = []
        for node in frontier:
            for child in x.children(node):
                if x.is_goal(child):
                    return Found(child, True)
                candidates.append(child)
            if x.stopped:
                return Found(best, False, True)
        if not candidates:
            break
        frontier = sorted(candidates, key=lambda c: -c.value)[:size]
        if best is root or frontier[0].value >= best.value:
            best = frontier[0]
    return Found(best, False, x.stopped)


# ------------------------------------------------------------------ lookahead
S = TypeVar("S")
STEP = 1e-6  # added per action, so zero-cost actions still count as steps


class LookaheadModel(Protocol):
    """What :class:`Lookahead` asks of a method (LLM-PFC's modules)."""

    def propose(self, state: int, goal: Condition, count: int) -> list[Operator]: ...

    def predict(self, state: int, op: Operator) -> int: ...

    def done(self, state: int, goal: Condition) -> bool: ...

    def estimate(self, state: int, goal: Condition) -> float: ...


class Lookahead(Generic[S]):
    """Estimated cost to a goal by a search ``depth`` levels deep over ``branches``
    proposals per node, each value computed once (per state, goal and depth)."""

    def __init__(
        self,
        x: LookaheadModel,
        branches: int,
        depth: int,
        goal_key: Callable[[Condition], S],
        rng: random.Random,
    ) -> None:
        self.x, self.branches, self.depth = x, branches, depth
        self.goal_key, self.rng = goal_key, rng
        self._values: dict[tuple[int, S, int], float] = {}
        self.weighed: list[tuple[Operator, float]] = []  # the last choice's candidates

    def value(self, state: int, goal: Condition, depth: int) -> float:
        key = (state, self.goal_key(goal), depth)
        if key not in self._values:
            if self.x.done(state, goal):
                v = 0.0
            elif depth == 0:
                v = self.x.estimate(state, goal)
            else:
                ops = self.x.propose(state, goal, self.branches)
                v = min(
                    (
                        op.cost + STEP + self.value(self.x.predict(state, op), goal, depth - 1)
                        for op in ops
                    ),
                    default=float("inf"),
                )
            self._values[key] = v
        return self._values[key]

    def choose(
        self, state: int, goal: Condition, avoid: Callable[[int], bool] = lambda s: False
    ) -> Operator | None:
        """The proposal with the lowest estimated cost; states ``avoid`` says to avoid come
        after the others at an equal value; equal values are broken at random."""
        scored: list[tuple[tuple[float, bool], Operator]] = []
        for op in self.x.propose(state, goal, self.branches):
            nxt = self.x.predict(state, op)
            value = round(op.cost + STEP + self.value(nxt, goal, self.depth - 1), 9)
            scored.append(((value, avoid(nxt)), op))
        self.weighed = [(op, key[0]) for key, op in scored]  # for the trace's tree
        return pick_best(scored, self.rng)


def pick_best(
    scored: Sequence[tuple[tuple[float, bool], Operator]], rng: random.Random
) -> Operator | None:
    """The lowest-scored operator; ties broken with ``rng`` (seeded by the method)."""
    if not scored:
        return None
    best = min(k for k, _ in scored)
    tied = [op for k, op in scored if k == best]
    return tied[0] if len(tied) == 1 else rng.choice(tied)
