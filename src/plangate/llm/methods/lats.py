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

The search itself is :class:`plangate.llm.search.MCTS` (and its DFS
ablation); this module is its expander. Values are cached by state, so
repeated states cost no new calls. The
``proposer`` and ``value`` options swap the model for the machine (uniform
samples of valid actions; a score from the exact distance) to measure what
each LLM part contributes.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from plangate.llm.clients.base import Completion, Sampling
from plangate.llm.methods.base import About, Context, Ending, Examples, Outcome, Plain, Variant
from plangate.llm.options import MethodOptions, Part, opt
from plangate.llm.prompts import action_format, ask_at, say
from plangate.llm.search import MCTS, Node, tree_of
from plangate.llm.session import Session
from plangate.pddl.task import Operator
from plangate.verify.distance import DistanceOracle

_INT = re.compile(r"\d+")


@dataclass(frozen=True)
class LATSOptions:
    """The paper's defaults for its reasoning tasks."""

    samples: int = opt(5, "n: actions sampled per expansion", metavar="N")
    rollouts: int = opt(30, "k: rollouts", metavar="K")
    lam: float = opt(0.5, "lambda: weight of the LM score against self-consistency", metavar="L")
    w: float = opt(1.0, "UCT exploration weight", flag="--exploration", metavar="W")
    depth: int = opt(15, "depth limit of a trajectory", flag="--lats-depth", metavar="D")
    graded: bool = opt(False, "reward graded by the exact distance gained")
    temperature: float = opt(
        1.0, "sampling temperature of expansions", flag="--lats-temperature", metavar="T"
    )
    proposer: str = opt("llm", "who proposes actions", choices=("llm", "valid"))
    value: str = opt(
        "llm", "the value: the model's or 1/(1+exact distance)", choices=("llm", "exact")
    )
    reflections: int = opt(3, "the most recent reflections put into prompts", metavar="N")
    search: str = opt(
        "mcts",
        "the search: MCTS, or the paper's DFS ablation",
        flag="--lats-search",
        choices=("mcts", "dfs"),
        later=True,
    )
    prune: float = opt(
        0.0, "DFS: children valued below this are cut", flag="--lats-prune", metavar="V", later=True
    )
    seed: int = opt(0, "random choices of the search (set from --seed)", cli=False)

    def __post_init__(self) -> None:
        if self.samples < 1 or self.rollouts < 1 or self.depth < 1:
            raise ValueError("samples, rollouts and depth must be positive")
        if not 0.0 <= self.lam <= 1.0:
            raise ValueError("lambda must be in [0, 1]")
        if self.search not in ("mcts", "dfs"):
            raise ValueError("search is 'mcts' or 'dfs'")
        if self.proposer not in ("llm", "valid") or self.value not in ("llm", "exact"):
            raise ValueError("proposer is 'llm' or 'valid'; value is 'llm' or 'exact'")

    def ground_truth(self) -> list[str]:
        """The symbolic parts that read the ground truth (the exact distance)."""
        uses = ["value = exact distance"] if self.value == "exact" else []
        return uses + (["reward graded by the exact distance"] if self.graded else [])


@dataclass(frozen=True)
class LATSStats:
    """LATS' counters for one episode."""

    nodes_expanded: int = 0
    samples: int = 0
    invalid_samples: int = 0
    reflections: int = 0
    depth_limit: int = 0


PART = Part("lats", LATSOptions, "lats", keyed=True)


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
    def _ask(
        self, kind: str, node: Node, request: str, sampling: Sampling | None = None
    ) -> Completion | None:
        """One model call about ``node``, recorded; None (search stopped) on a model error."""
        recent = self.reflections[-self.opts.reflections :] if self.opts.reflections else []
        c = ask_at(
            self.s, kind, node, request, goal=self.task.goal, sampling=sampling, lessons=recent
        )
        self.stopped = self.stopped or c is None
        return c

    def sample(self, node: Node) -> list[str]:
        n = self.opts.samples
        self.samples += n
        if self.opts.proposer == "valid":
            ops = self.s.machine.valid_actions(node.state)
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

    # ------------------------------------------------------------ Expander (MCTS)
    def expand(self, node: Node) -> None:
        node.expanded = True
        self.expanded += 1
        texts = self.sample(node)
        counts: Counter[int] = Counter()
        ops: dict[int, Operator] = {}
        for text in texts:
            parsed = self.s.reading.parse(text, node.state)
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
            child = node.child(op, op.apply(node.state))
            sc = k / max(1, len(texts))
            lm = self.lm_score(child) if self.opts.lam > 0 else 0.0  # lambda 0: no LM value
            child.value = self.opts.lam * lm + (1 - self.opts.lam) * sc

    def reward(self, node: Node) -> float:
        if self.task.is_goal(node.state):
            return 1.0
        if self.opts.graded and self.oracle is not None and self.d0 and math.isfinite(self.d0):
            d = self.oracle.distance(node.state)
            return max(0.0, (self.d0 - d) / self.d0) if math.isfinite(d) else 0.0
        return 0.0

    # ------------------------------------------------------------ Expander
    def is_goal(self, node: Node) -> bool:
        return self.task.is_goal(node.state)

    def failed(self, leaf: Node) -> None:
        self.reflect(leaf)

    def run(self) -> tuple[list[Operator], Ending]:
        mcts = MCTS(self.opts.rollouts, self.depth, self.opts.w)
        root = Node(self.task.initial)
        if self.opts.search == "dfs":  # the paper's DFS ablation
            found = mcts.dfs(self, root, self.opts.prune)
        else:
            found = mcts.run(self, root)
        self.s.trace.tree = tree_of(root, found.node, self.r.op)
        if found.goal:
            return found.node.path(), Ending.GOAL_REACHED
        return found.node.path(), Ending.MODEL_ERROR if self.stopped else Ending.ROLLOUTS_EXHAUSTED


def run_lats(s: Session, opts: LATSOptions, oracle: DistanceOracle | None = None) -> Outcome:
    """LATS on the session's task; ``oracle`` only for ``value = "exact"`` or ``graded``."""
    search = _Search(s, opts, oracle)
    plan, why = search.run()
    task = s.r.task
    states = [task.initial]
    for op in plan:
        states.append(op.apply(states[-1]))
    stats = LATSStats(
        nodes_expanded=search.expanded,
        samples=search.samples,
        invalid_samples=search.invalid,
        reflections=len(search.reflections),
        depth_limit=search.depth,
    )
    return Outcome(
        plan=plan, states=states, valid=True, invalid=search.invalid,
        proposals=max(search.samples, 1), ending=why, stats=stats,
    )  # fmt: skip


def _lats(**changes: Any) -> Variant:
    return lambda opts: opts.having(replace(opts.of(LATSOptions), **changes))


@dataclass(frozen=True)
class LATS(Plain):
    """LATS as a method."""

    about: ClassVar[About] = About(
        name="lats",
        description="LATS: Monte Carlo tree search over machine states; the model samples n "
        "actions per expansion (invalid ones are recorded, never expanded), V = lambda LM + "
        "(1 - lambda) SC, UCT, a depth limit, k rollouts, reflections on failed rollouts",
        ends="the first trajectory that reaches the goal, or k rollouts",
        validated=True,  # invalid samples are never expanded
        sampled=True,  # it samples its expansions: it needs no greedy decoding
        part=PART,
        stats=LATSStats,
        budgets=("lats.rollouts", "lats.depth"),
        paper="lats",
        variants={  # the paper's ablations (section 5.4, its HotPotQA table)
            "no-reflection": _lats(reflections=0),
            "dfs": _lats(search="dfs"),
            "no-sc": _lats(lam=1.0),  # lambda = 1: no self-consistency
            "no-lm-value": _lats(lam=0.0),  # self-consistency only, no LM value
            "w0.5": _lats(w=0.5),
            "w2": _lats(w=2.0),
        },
    )

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        lats = opts.of(LATSOptions)
        return lats.ground_truth()

    def run(self, ctx: Context) -> Outcome:
        return run_lats(ctx.session, ctx.opts.of(LATSOptions), ctx.oracle)


METHOD = LATS()
METHODS = [METHOD]  # what the registry reads
