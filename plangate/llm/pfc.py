"""LLM-PFC (Webb et al.): a modular agent over the Mealy machine.

The three algorithms of the paper:

* ProposeAction: the Actor proposes B distinct actions, the Monitor gates
  them and its feedback accumulates, for at most 10 Monitor rounds; when the
  Actor repeats itself its temperature rises step by step (at most 10
  times); if nothing passes, the Actor's first proposal is used.
* Search: depth L, B branches (values are action costs, one per step in
  unit-cost tasks); each proposal's next state comes from the
  Predictor, the TaskCoordinator says whether it achieves the (sub)goal,
  the Evaluator scores the leaves; values are backed up and cached.
* The subgoal loop: the TaskDecomposer proposes a subgoal, actions are
  chosen until the TaskCoordinator says it holds, and so on until the goal
  or the maximum plan length T.

The agent plans on its own (Predictor) states. Its plan is then executed on
the real machine, where hallucinated states and invalid actions are caught
and counted: ``invalid`` is the number of Actor proposals that were invalid
in the true state, as the paper counts them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from plangate.llm.method import Context, Examples, Variant
from plangate.llm.modules import ModelStop, Modules, goal_key
from plangate.llm.options import MethodOptions, PFCOptions, ground_truth_uses
from plangate.llm.prompts import Example
from plangate.llm.session import Outcome, Session
from plangate.pddl.task import Condition, Operator
from plangate.verify.distance import DistanceOracle

STEP = 1e-6  # added per action, so zero-cost actions still count as steps


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
        self._values: dict[tuple[int, tuple[int, int], int], float] = {}

    # ------------------------------------------------------------ ProposeAction
    def propose(self, state: int, goal: Condition, count: int) -> list[Operator]:
        key = (state, goal_key(goal))
        if self.m.symbolic("actor"):
            count = len(self.s.r.machine.valid_actions(state))  # B bounds an LLM Actor only
        if key in self._proposed:
            return self._proposed[key][:count]
        accepted: list[Operator] = []
        seen: set[int] = set()
        feedback: list[str] = []
        first: Operator | None = None
        temperature = self.s.opts.sampling.temperature
        raises = 0
        asked: tuple[int, float] | None = None
        for _ in range(self.opts.monitor_rounds):
            if asked == (len(feedback), temperature):
                # nothing new to tell the Actor: the same request would get the same answer
                if raises >= self.opts.temperature_attempts:
                    break
                raises += 1
                temperature += self.opts.temperature_step
            asked = (len(feedback), temperature)
            texts = self.m.actor(state, goal, feedback, temperature if raises else -1)
            fresh: list[Operator] = []
            for text in texts:
                parsed = self.s.r.parse(text, state)
                op = parsed.action
                if op is None:  # not a ground action of this task: rejected by perception
                    self._count(None, state)
                    feedback.append(f"{text.strip()}: {parsed.reason}")
                    continue
                if op.index in seen:
                    continue
                seen.add(op.index)
                self._count(op, state)
                fresh.append(op)
                first = first or op
            if not fresh:  # the Actor repeated itself: raise its temperature
                if raises >= self.opts.temperature_attempts:
                    break
                raises += 1
                temperature += self.opts.temperature_step
                continue
            for op in fresh:
                if not self.opts.monitor:
                    accepted.append(op)
                else:
                    ok, why = self.m.monitor(state, op)
                    if ok:
                        accepted.append(op)
                    else:
                        self.monitor_rejections += 1
                        feedback.append(why)
                if len(accepted) >= count:
                    break
            if len(accepted) >= count or self.m.symbolic("actor") or not self.opts.monitor:
                break
        if not accepted and first is not None:
            accepted = [first]  # the paper's fallback: the Actor's first proposal
        self._proposed[key] = accepted
        return accepted[:count]

    def _count(self, op: Operator | None, state: int) -> None:
        """An Actor proposal, invalid when the rules forbid it in the state it was made for."""
        self.proposals += 1
        if op is None or not op.applicable(state):
            self.invalid += 1

    # ------------------------------------------------------------ Search
    def value(self, state: int, goal: Condition, depth: int) -> float:
        """Estimated steps from ``state`` to ``goal``, searching ``depth`` levels."""
        key = (state, goal_key(goal), depth)
        if key not in self._values:
            if self.m.coordinator(state, goal):
                v = 0.0
            elif depth == 0:
                v = self.m.evaluator(state, goal)
            else:
                ops = self.propose(state, goal, self.opts.branches)
                v = min(
                    (
                        op.cost + STEP + self.value(self.m.predictor(state, op), goal, depth - 1)
                        for op in ops
                    ),
                    default=float("inf"),
                )
            self._values[key] = v
        return self._values[key]

    def choose(self, state: int, goal: Condition, visited: set[int]) -> Operator | None:
        """The proposal with the lowest estimated cost to ``goal``; among equals, one that
        leads to a state the plan has not visited (zero-cost moves would cycle)."""
        if not self.opts.search:
            ops = self.propose(state, goal, 1)
            return ops[0] if ops else None
        ops = self.propose(state, goal, self.opts.branches)
        best: Operator | None = None
        best_key = (float("inf"), True)
        for op in ops:
            nxt = self.m.predictor(state, op)
            key = (op.cost + STEP + self.value(nxt, goal, self.opts.depth - 1), nxt in visited)
            if best is None or key < best_key:
                best, best_key = op, key
        return best

    # ------------------------------------------------------------ subgoal loop
    def run(self) -> tuple[list[Operator], str]:
        goal = self.task.goal
        state = self.task.initial
        plan: list[Operator] = []
        visited = {state}
        while len(plan) < self.opts.max_length:
            if self.m.coordinator(state, goal):
                return plan, "goal reached (by the agent's account)"
            sub = self.m.decomposer(state, goal) if self.opts.decomposer else goal
            while len(plan) < self.opts.max_length:
                if self.m.coordinator(state, sub) or (
                    sub != goal and self.m.coordinator(state, goal)
                ):
                    break
                op = self.choose(state, sub, visited)
                if op is None:
                    return plan, "no action proposed"
                plan.append(op)
                state = self.m.predictor(state, op)
                visited.add(state)
        return plan, "plan length limit T reached"


def run_pfc(
    s: Session, opts: PFCOptions, oracle: DistanceOracle | None, examples: Sequence[Example]
) -> Outcome:
    agent = _Agent(s, opts, oracle, examples)
    try:
        plan, why = agent.run()
    except ModelStop:
        plan, why = [], "model error"
    # execute the agent's plan on the real machine
    task = s.r.task
    states = [task.initial]
    executed: list[Operator] = []
    valid = True
    for op in plan:
        if not op.applicable(states[-1]):
            valid = False
            s.trace.notes.append(
                f"step {len(executed) + 1} of the agent's plan, {op}, is invalid in the true state"
            )
            break
        executed.append(op)
        states.append(op.apply(states[-1]))
    if not s.trace.outcome:
        reached = valid and task.is_goal(states[-1])
        s.trace.outcome = "goal reached" if reached else why
    s.trace.stats.update(
        {
            "actor_proposals": agent.proposals,
            "invalid_proposals": agent.invalid,
            "monitor_rejections": agent.monitor_rejections,
            "solved_without_invalid_proposal": valid
            and task.is_goal(states[-1])
            and agent.invalid == 0,
            "agent_plan_length": len(plan),
        }
    )
    return Outcome(executed, states, valid, agent.invalid, max(agent.proposals, 1))


def _without(module: str) -> Variant:
    """The ablation without the TaskDecomposer, the tree search or the Monitor."""

    def apply(opts: MethodOptions) -> MethodOptions:
        pfc = opts.pfc
        return replace(
            opts,
            pfc=replace(
                pfc,
                decomposer=pfc.decomposer and module != "decomposer",
                search=pfc.search and module != "search",
                monitor=pfc.monitor and module != "monitor",
            ),
        )

    return apply


@dataclass(frozen=True)
class PFC:
    """LLM-PFC as a method: the paper's ablations are its variants."""

    name: str = "pfc"
    description: str = (
        "LLM-PFC: Actor, Monitor, Predictor, Evaluator, TaskCoordinator, TaskDecomposer "
        "with tree search"
    )
    validated: bool = False  # the agent's own Monitor gates actions; the machine does not

    @property
    def variants(self) -> Mapping[str, Variant]:
        return {
            "no-decomposer": _without("decomposer"),
            "no-search": _without("search"),
            "no-monitor": _without("monitor"),
        }

    def examples(self, opts: MethodOptions) -> Examples:
        llm_modules = opts.pfc.shots > 0 and len(opts.pfc.symbolic) < 6
        return Examples(int(llm_modules), required=False)  # demonstrations, when one exists

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return ground_truth_uses("pfc", opts)

    def run(self, ctx: Context) -> Outcome:
        return run_pfc(ctx.session, ctx.opts.pfc, ctx.oracle, ctx.examples)


METHOD = PFC()
