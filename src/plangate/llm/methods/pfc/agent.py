"""LLM-PFC (Webb et al.): a modular agent over the Mealy machine.

The three algorithms of the paper:

* ProposeAction: the Actor proposes B distinct actions (when it gives fewer,
  its temperature rises by 0.1, at most 10 times per proposal, after which
  fewer will do), the Monitor gates them into a buffer and its feedback
  accumulates, for at most 10 interactions with the Monitor; with an empty
  buffer the Actor's actions at the last attempt are used.
* Search: depth L, B branches (values are action costs, one per step in
  unit-cost tasks); each proposal's next state comes from the
  Predictor, the TaskCoordinator says whether it achieves the (sub)goal,
  the Evaluator scores the leaves; values are backed up and cached.
* The subgoal loop: the TaskDecomposer proposes a subgoal (the paper: a
  single one per problem, ``subgoals = 1``), actions are chosen until the
  TaskCoordinator says it holds, then towards the goal, until the goal or
  the maximum plan length T.

The agent plans on its own (Predictor) states. Its plan is then executed on
the real machine, where hallucinated states and invalid actions are caught.
Two counts are kept: the paper's "invalid actions", the actions of the
emitted plan (after the Monitor's gating) that are invalid in the true
state (``emitted_invalid`` of ``emitted_actions``), and every raw Actor
proposal, including those the Monitor rejected and those made inside the
search (``invalid_proposals`` of ``actor_proposals``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from plangate.llm.methods.base import About, Context, Ending, Examples, Outcome, Plain, Variant
from plangate.llm.methods.pfc.modules import ModelStop, Modules, goal_key
from plangate.llm.methods.pfc.options import PART, PFCOptions, PFCStats
from plangate.llm.options import MethodOptions
from plangate.llm.prompts import Example
from plangate.llm.search import Lookahead, TreeLog
from plangate.llm.session import Session
from plangate.pddl.task import Condition, Operator, Task
from plangate.verify.distance import DistanceOracle


class _Agent:
    def __init__(
        self,
        s: Session,
        opts: PFCOptions,
        oracle: DistanceOracle | None,
        examples: Sequence[Example],
    ) -> None:
        self.s, self.opts = s, opts
        self.task = s.r.task
        self.m = Modules(s, opts, oracle, examples)
        self.proposals = 0  # Actor proposals, each checked against the true state
        self.invalid = 0
        self.monitor_rejections = 0
        self._proposed: dict[tuple[int, tuple[int, int]], list[Operator]] = {}
        self.rng = random.Random(f"pfc-{opts.seed}-{self.task.problem.name}")
        self.search = Lookahead(self, opts.branches, opts.depth, goal_key, self.rng)
        self.subgoals = 0  # TaskDecomposer calls
        self.tree = TreeLog()  # the candidates weighed at each step, for the trace

    # ------------------------------------------------------------ ProposeAction
    def _ask_actor(
        self, state: int, goal: Condition, feedback: list[str], count: int, attempts: int
    ) -> tuple[list[Operator], int]:
        """The Actor's distinct proposals (section A.2.2): while it gives fewer than
        ``count`` distinct actions its temperature rises by ``temperature_step``, for at
        most ``attempts`` more calls; then what it gave is used. Returns the actions and
        the raised attempts spent."""
        temperature = -1.0  # the session's (0 in the paper)
        ops: list[Operator] = []
        spent = 0
        while True:
            ops = []
            for text in self.m.actor(state, goal, feedback, temperature):
                parsed = self.s.reading.parse(text, state)
                op = parsed.action
                if op is None:  # not a ground action of this task: rejected by perception
                    self._count(None, state)
                    if f"{text.strip()}: {parsed.reason}" not in feedback:
                        feedback.append(f"{text.strip()}: {parsed.reason}")
                    continue
                if any(o.index == op.index for o in ops):
                    continue
                self._count(op, state)
                ops.append(op)
            if len(ops) >= count or self.m.symbolic("actor") or spent >= attempts:
                return ops, spent
            spent += 1
            temperature = max(temperature, self.s.opts.sampling.temperature)
            temperature += self.opts.temperature_step

    def propose(self, state: int, goal: Condition, count: int) -> list[Operator]:
        """Algorithm 1 as section A.2 runs it. The Actor is asked for ``count`` (B)
        distinct actions; when it gives fewer, its temperature rises by 0.1 for at most
        ``temperature_attempts`` (10) attempts in this proposal, after which only the
        actions it gave are wanted ("we then used only a single action"). The actions the
        Monitor judges valid go into a buffer, its feedback accumulates, and the Actor is
        asked again until the buffer holds the wanted distinct actions or after
        ``monitor_rounds`` (10) interactions with the Monitor: one request per action
        judged (an action rejected before goes back to the Monitor when the Actor
        proposes it again, as Algorithm 1 sends every proposal), and one for a round
        that brings the Monitor no action at all (every action already in the buffer).
        An empty buffer falls back on the Actor's actions at the last attempt."""
        key = (state, goal_key(goal))
        if self.m.symbolic("actor"):
            count = len(self.s.machine.valid_actions(state))  # B bounds an LLM Actor only
        if key in self._proposed:
            return self._proposed[key][:count]
        buffer: list[Operator] = []
        feedback: list[str] = []
        last: list[Operator] = []
        attempts = self.opts.temperature_attempts
        interactions = 0
        want = count
        while True:
            last, spent = self._ask_actor(state, goal, feedback, want, attempts)
            attempts -= spent
            if len(last) < want and attempts <= 0:
                want = max(1, len(last))  # the raised attempts are spent: fewer will do
            if not self.opts.monitor or self.m.symbolic("actor"):
                buffer = last
                break
            fresh = [op for op in last if not any(o.index == op.index for o in buffer)]
            if not fresh:
                interactions += 1  # a round with nothing new for the Monitor
            for op in fresh:
                if interactions >= self.opts.monitor_rounds:
                    break
                interactions += 1
                ok, why = self.m.monitor(state, op)
                if ok:
                    buffer.append(op)
                else:
                    self.monitor_rejections += 1
                    if why not in feedback:
                        feedback.append(why)
                if len(buffer) >= want:
                    break
            if len(buffer) >= want or interactions >= self.opts.monitor_rounds:
                break
        chosen = buffer or last
        self._proposed[key] = chosen
        return chosen[:count]

    def _count(self, op: Operator | None, state: int) -> None:
        """An Actor proposal, invalid when the rules forbid it in the state it was made for."""
        self.proposals += 1
        if op is None or not op.applicable(state):
            self.invalid += 1

    # ------------------------------------------------------------ Search (Algorithm 2)
    # the modules as a plangate.llm.search.LookaheadModel: the search is the shared Lookahead
    def predict(self, state: int, op: Operator) -> int:
        return self.m.predictor(state, op)

    def done(self, state: int, goal: Condition) -> bool:
        return self.m.coordinator(state, goal)

    def estimate(self, state: int, goal: Condition) -> float:
        return self.m.evaluator(state, goal)

    def choose(self, state: int, goal: Condition, visited: set[int]) -> Operator | None:
        """The proposal with the lowest estimated cost to ``goal``; equal values are broken
        at random (Algorithm 2, seeded). With action costs, an unvisited next state is
        preferred first (zero-cost moves would cycle)."""
        r = self.s.r
        if not self.opts.search:
            ops = self.propose(state, goal, 1)
            self.tree.step([(r.op(op), math.nan) for op in ops[:1]], r.op(ops[0]) if ops else None)
            return ops[0] if ops else None
        costs = self.task.uses_costs
        op = self.search.choose(state, goal, avoid=lambda nxt: costs and nxt in visited)
        weighed = [(r.op(o), v) for o, v in self.search.weighed]
        self.tree.step(weighed, r.op(op) if op is not None else None)
        return op

    # ------------------------------------------------------------ subgoal loop
    def run(self) -> tuple[list[Operator], Ending]:
        goal = self.task.goal
        state = self.task.initial
        plan: list[Operator] = []
        visited = {state}
        while len(plan) < self.opts.max_length:
            if self.m.coordinator(state, goal):
                return plan, Ending.AGENT_GOAL
            sub = goal
            more = self.opts.subgoals == 0 or self.subgoals < self.opts.subgoals
            if self.opts.decomposer and more:
                sub = self.m.decomposer(state, goal)  # the paper: one subgoal per problem
                self.subgoals += 1
            while len(plan) < self.opts.max_length:
                if self.m.coordinator(state, sub) or (
                    sub != goal and self.m.coordinator(state, goal)
                ):
                    break
                op = self.choose(state, sub, visited)
                if op is None:
                    return plan, Ending.NO_PROPOSAL
                plan.append(op)
                state = self.m.predictor(state, op)
                visited.add(state)
        return plan, Ending.LENGTH_LIMIT


def count_emitted_invalid(
    task: Task,
    steps: Iterable[Any],
    read: Callable[[Any, int], Operator | None] = lambda step, state: step,
) -> int:
    """The paper's "invalid actions": the actions of the emitted plan that the rules
    forbid, each checked in the true state (``read`` turns a step into an action there;
    unreadable steps count as invalid); an invalid action changes nothing (the
    environment refuses it) and the next is checked in the same state."""
    state, invalid = task.initial, 0
    for step in steps:
        op = read(step, state)
        if op is not None and op.applicable(state):
            state = op.apply(state)
        else:
            invalid += 1
    return invalid


def run_pfc(
    s: Session, opts: PFCOptions, oracle: DistanceOracle | None, examples: Sequence[Example]
) -> Outcome:
    agent = _Agent(s, opts, oracle, examples)
    try:
        plan, why = agent.run()
    except ModelStop:
        plan, why = [], Ending.MODEL_ERROR
    s.trace.tree = agent.tree.nodes
    # execute the agent's plan on the real machine
    task = s.r.task
    states = [task.initial]
    executed: list[Operator] = []
    valid = True
    notes = []
    for op in plan:
        if not op.applicable(states[-1]):
            valid = False
            notes.append(
                f"step {len(executed) + 1} of the agent's plan, {op}, is invalid in the true state"
            )
            break
        executed.append(op)
        states.append(op.apply(states[-1]))
    reached = valid and task.is_goal(states[-1])
    emitted_invalid = count_emitted_invalid(task, plan)
    stats = PFCStats(
        actor_proposals=agent.proposals,
        invalid_proposals=agent.invalid,
        monitor_rejections=agent.monitor_rejections,
        emitted_actions=len(plan),
        emitted_invalid=emitted_invalid,
        solved_without_invalid_proposal=reached and emitted_invalid == 0,
        agent_plan_length=len(plan),
        subgoals=agent.subgoals,
    )
    return Outcome(
        plan=executed,
        states=states,
        valid=valid,
        invalid=agent.invalid,
        proposals=max(agent.proposals, 1),
        ending=Ending.GOAL_REACHED if reached else why,
        stats=stats,
        notes=notes,
    )


def _without(module: str) -> Variant:
    """The ablation without the TaskDecomposer, the tree search or the Monitor."""

    def apply(opts: MethodOptions) -> MethodOptions:
        pfc = opts.of(PFCOptions)
        return opts.having(
            replace(
                pfc,
                decomposer=pfc.decomposer and module != "decomposer",
                search=pfc.search and module != "search",
                monitor=pfc.monitor and module != "monitor",
            )
        )

    return apply


@dataclass(frozen=True)
class PFC(Plain):
    """LLM-PFC as a method: the paper's ablations are its variants."""

    about: ClassVar[About] = About(
        name="pfc",
        description="LLM-PFC: TaskDecomposer, Actor, Monitor, Predictor, Evaluator and "
        "TaskCoordinator plan on the agent's own predicted states (ProposeAction, tree search "
        "with B branches and depth L, subgoal loop up to length T); the plan is then executed "
        "on the machine, where hallucinated states and invalid actions are caught and counted",
        ends="the agent's goal claim, or `pfc.max_length`",
        validated=False,  # the agent's own Monitor gates actions; the machine does not
        part=PART,
        stats=PFCStats,
        budgets=("pfc.max_length",),
        paper="pfc",
        variants={
            "no-decomposer": _without("decomposer"),
            "no-search": _without("search"),
            "no-monitor": _without("monitor"),
        },
    )

    def examples(self, opts: MethodOptions) -> Examples:
        pfc = opts.of(PFCOptions)
        count = pfc.most_shots if len(pfc.symbolic) < 6 else 0  # some module is an LLM's
        return Examples(count, required=False)  # demonstrations, when they exist

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        pfc = opts.of(PFCOptions)
        return pfc.ground_truth()

    def run(self, ctx: Context) -> Outcome:
        return run_pfc(ctx.session, ctx.opts.of(PFCOptions), ctx.oracle, ctx.examples)


METHOD = PFC()
