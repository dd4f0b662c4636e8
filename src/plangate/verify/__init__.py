"""Ground truth: plan validation, classical planners, exact distances, episode metrics."""

from plangate.verify.budgets import Budget
from plangate.verify.distance import DistanceOracle, distance
from plangate.verify.metrics import EpisodeMetrics, compute_metrics, episode_metrics, plan_metrics
from plangate.verify.planners import PLANNERS, Planner, get_planner
from plangate.verify.results import PlannerStatus, PlanResult
from plangate.verify.search import search
from plangate.verify.validate import ValidationResult, ValidationStatus, validate

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
