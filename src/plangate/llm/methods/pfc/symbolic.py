"""The LLM-PFC modules computed exactly, from the Mealy machine and the planner: the
symbolic implementation of :class:`plangate.llm.methods.pfc.modules.ModuleSet`."""

from __future__ import annotations

from collections.abc import Sequence

from plangate.llm.methods.pfc.options import PFCOptions
from plangate.llm.render import Renderer
from plangate.llm.session import Session
from plangate.pddl.task import Condition, Operator
from plangate.verify.budgets import PFC_SYMBOLIC
from plangate.verify.distance import DistanceOracle
from plangate.verify.search import search


def goal_text(r: Renderer, goal: Condition) -> str:
    """The task's goal, or a subgoal (a partial state), in the renderer's wording."""
    return r.goal() if goal == r.task.goal else r.condition(goal.pos)


class SymbolicModules:
    """Every valid action (Actor), the validity check (Monitor), the transition
    (Predictor), the exact distance or LM-cut (Evaluator), the goal test
    (TaskCoordinator) and the state halfway along an optimal plan (TaskDecomposer)."""

    def __init__(self, s: Session, opts: PFCOptions, oracle: DistanceOracle | None) -> None:
        self.s, self.r, self.opts, self.oracle = s, s.r, opts, oracle
        self.task = s.r.task
        self._values: dict[tuple[int, str], float] = {}

    def actor(
        self, state: int, goal: Condition, feedback: Sequence[str], temperature: float = -1
    ) -> list[str]:
        return [str(op) for op in self.s.machine.valid_actions(state)]

    def monitor(self, state: int, op: Operator) -> tuple[bool, str]:
        if op.applicable(state):
            return True, ""
        unmet = op.precondition.unmet(state, self.task.facts)
        return False, f"{self.r.op(op)} breaks a rule: {self.r.facts(unmet)} must hold"

    def predictor(self, state: int, op: Operator) -> int:
        return op.apply(state)

    def evaluator(self, state: int, goal: Condition) -> float:
        key = (state, goal_text(self.r, goal))  # as the LLM's: one value per question
        if key not in self._values:
            self._values[key] = self._distance(state, goal)
        return self._values[key]

    def _distance(self, state: int, goal: Condition) -> float:
        costs = self.task.uses_costs
        exact = self.opts.evaluator == "exact" and not costs
        if goal == self.task.goal and exact and self.oracle is not None:
            return self.oracle.distance(state)
        if self.opts.evaluator == "lmcut" and self.task.axioms is None:  # LM-cut reads
            from plangate.verify.heuristics import LMCut  # no derived predicates

            return LMCut(self.task, goal)(state)
        result = search(self.task, start=state, goal=goal, budget=PFC_SYMBOLIC)
        if result.cost is None or result.plan is None:
            return float("inf")
        # with action costs, a cheapest plan's length breaks ties (zero-cost moves count too)
        return float(result.cost) + (1e-6 * len(result.plan) if costs else 0.0)

    def coordinator(self, state: int, goal: Condition) -> bool:
        return goal.holds(state)

    def decomposer(self, state: int, goal: Condition) -> Condition:
        result = search(self.task, start=state, goal=goal, budget=PFC_SYMBOLIC)
        if not result.plan:
            return goal
        mid = state
        for op in result.plan[: (len(result.plan) + 1) // 2]:
            mid = op.apply(mid)
        return Condition(pos=mid) if mid != state else goal
