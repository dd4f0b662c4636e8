"""Planner result types shared by every planner."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from fractions import Fraction

from plangate.pddl.task import Operator
from plangate.pddl.values import plain


class PlannerStatus(enum.Enum):
    """How a planner's call ended. A plan comes with SOLVED_OPTIMALLY (the planner
    proves it optimal) or SOLVED (a plan, no proof of optimality)."""

    SOLVED_OPTIMALLY = "solved-optimally"
    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"  # proved: the goal cannot be reached
    # a planner says no plan exists, but nothing plangate accepts as a proof backs it (a
    # planner whose reasoning is not sound on the task's fragment: ENHSP's AIBR, say);
    # what rests on it is unknown, and a plan found later wins
    CLAIMED_UNSOLVABLE = "claimed-unsolvable"
    GAVE_UP = "gave-up"  # a node or time limit was hit
    UNSUPPORTED = "unsupported"  # the planner cannot handle this task's features
    NOT_INSTALLED = "not-installed"
    ERROR = "error"


@dataclass(frozen=True)
class PlanResult:
    planner: str
    status: PlannerStatus
    plan: list[Operator] | None = None
    cost: int | float | Fraction | None = None  # exact (int or Fraction) from plangate
    seconds: float = 0.0
    expanded: int | None = None
    message: str = ""
    extra: dict[str, object] = field(default_factory=dict)
    # where planners contradicted each other on this task (one said no plan exists,
    # another's plan was validated), in words: recorded, never resolved by a vote
    disagreements: tuple[str, ...] = ()

    @property
    def solved(self) -> bool:
        return self.status in (PlannerStatus.SOLVED_OPTIMALLY, PlannerStatus.SOLVED)

    @property
    def optimal(self) -> bool:
        """Proved optimal: follows from the status, never set on its own."""
        return self.status is PlannerStatus.SOLVED_OPTIMALLY

    @property
    def length(self) -> int | None:
        return None if self.plan is None else len(self.plan)

    def to_dict(self) -> dict[str, object]:
        return {
            "planner": self.planner,
            "status": self.status.value,
            "plan": None if self.plan is None else [str(op) for op in self.plan],
            "length": self.length,
            "cost": None if self.cost is None else plain(self.cost),
            "optimal": self.optimal,
            "seconds": round(self.seconds, 6),
            "expanded": self.expanded,
            "message": self.message,
            **({"disagreements": list(self.disagreements)} if self.disagreements else {}),
        }
