"""Ground truth: plan validation, classical planners, exact distances, episode metrics.

The names below are imported from their modules on first use (a cold ``plangate
validate`` imports the validator, not the planners or the distances)."""

from typing import TYPE_CHECKING

from plangate.lazy import lazy_names, shadowing

if TYPE_CHECKING:
    from plangate.verify.budgets import Budget
    from plangate.verify.distance import DistanceOracle, distance
    from plangate.verify.metrics import (
        EpisodeMetrics,
        compute_metrics,
        episode_metrics,
        plan_metrics,
    )
    from plangate.verify.planners import PLANNERS, Planner, get_planner
    from plangate.verify.results import PlannerStatus, PlanResult
    from plangate.verify.search import search
    from plangate.verify.validate import ValidationResult, ValidationStatus, validate

_LAZY = {
    "Budget": "plangate.verify.budgets",
    "DistanceOracle": "plangate.verify.distance",
    "distance": "plangate.verify.distance",
    "EpisodeMetrics": "plangate.verify.metrics",
    "compute_metrics": "plangate.verify.metrics",
    "episode_metrics": "plangate.verify.metrics",
    "plan_metrics": "plangate.verify.metrics",
    "PLANNERS": "plangate.verify.planners",
    "Planner": "plangate.verify.planners",
    "get_planner": "plangate.verify.planners",
    "PlannerStatus": "plangate.verify.results",
    "PlanResult": "plangate.verify.results",
    "search": "plangate.verify.search",
    "ValidationResult": "plangate.verify.validate",
    "ValidationStatus": "plangate.verify.validate",
    "validate": "plangate.verify.validate",
}
__getattr__ = lazy_names("plangate.verify", _LAZY, globals())
shadowing("plangate.verify", ("distance", "search", "validate"))

__all__ = [
    "PLANNERS",
    "Budget",
    "DistanceOracle",
    "EpisodeMetrics",
    "PlanResult",
    "Planner",
    "PlannerStatus",
    "ValidationResult",
    "ValidationStatus",
    "compute_metrics",
    "distance",
    "episode_metrics",
    "get_planner",
    "plan_metrics",
    "search",
    "validate",
]
