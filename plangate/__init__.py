"""plangate: planning with language models under formal guarantees.

The public names are imported lazily so that ``import plangate`` stays light.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from plangate.errors import (
    GroundingError,
    PddlError,
    PddlSemanticError,
    PddlSyntaxError,
    PddlWarning,
    PlanError,
    PlangateError,
    StateLimitExceeded,
    UnsupportedFeatureError,
)

__version__ = "0.1.0"

_LAZY = {
    "load_task": "plangate.pddl.loader",
    "load_domain": "plangate.pddl.loader",
    "load_problem": "plangate.pddl.loader",
    "parse_domain": "plangate.pddl.loader",
    "parse_problem": "plangate.pddl.loader",
    "Task": "plangate.pddl.task",
    "Operator": "plangate.pddl.task",
    "MealyMachine": "plangate.fsm.machine",
    "Episode": "plangate.fsm.episode",
    "explore": "plangate.fsm.explore",
    "read_plan": "plangate.pddl.plans",
    "parse_plan": "plangate.pddl.plans",
    "format_plan": "plangate.pddl.plans",
    "write_plan": "plangate.pddl.plans",
    "validate": "plangate.verify.validate",
    "distance": "plangate.verify.distance",
    "DistanceOracle": "plangate.verify.distance",
    "EpisodeMetrics": "plangate.verify.metrics",
    "get_planner": "plangate.verify.planners",
}

if TYPE_CHECKING:
    from plangate.fsm.episode import Episode
    from plangate.fsm.explore import explore
    from plangate.fsm.machine import MealyMachine
    from plangate.pddl.loader import (
        load_domain,
        load_problem,
        load_task,
        parse_domain,
        parse_problem,
    )
    from plangate.pddl.plans import format_plan, parse_plan, read_plan, write_plan
    from plangate.pddl.task import Operator, Task
    from plangate.verify.distance import DistanceOracle, distance
    from plangate.verify.metrics import EpisodeMetrics
    from plangate.verify.planners import get_planner
    from plangate.verify.validate import validate


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'plangate' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "DistanceOracle",
    "Episode",
    "EpisodeMetrics",
    "GroundingError",
    "MealyMachine",
    "Operator",
    "PddlError",
    "PddlSemanticError",
    "PddlSyntaxError",
    "PddlWarning",
    "PlanError",
    "PlangateError",
    "StateLimitExceeded",
    "Task",
    "UnsupportedFeatureError",
    "distance",
    "explore",
    "format_plan",
    "get_planner",
    "load_domain",
    "load_problem",
    "load_task",
    "parse_domain",
    "parse_plan",
    "parse_problem",
    "read_plan",
    "validate",
    "write_plan",
]
