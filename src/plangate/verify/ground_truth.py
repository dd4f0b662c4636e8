"""The ground truth's settings as one value, passed down with the work: which exact
planner answers the distances an explored state space cannot give (None: ``auto``,
:func:`plangate.verify.planners.truth_chain`), the limit of each of its searches, and
the largest state space explored whole (:meth:`plangate.verify.distance.DistanceOracle.of`
makes the oracle that follows them). The defaults are written here only."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GroundTruth:
    """How an episode is scored (module docstring)."""

    planner: str | None = None  # the exact planner (None: auto)
    seconds: float = 60.0  # the limit of each of its searches
    states: int = 50_000  # state spaces this large are explored whole (larger: searched)


DEFAULT = GroundTruth()
# rescoring recorded answers: the built-in search only (an external planner costs more
# to start than the budget), 0.01 s for all of an answer's searches, and spaces up to
# 10,000 states explored (PlanBench's 5 blocks: 866; a larger Logistics space would cost
# a failed exploration per problem)
RESCORING = GroundTruth("builtin", 0.01, 10_000)

__all__ = ["DEFAULT", "RESCORING", "GroundTruth"]
