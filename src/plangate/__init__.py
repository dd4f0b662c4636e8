"""plangate: planning with language models under formal guarantees.

The public names are imported lazily so that ``import plangate`` stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from plangate.lazy import lazy_names

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
    "PLANNERS": "plangate.verify.planners",
    "Budget": "plangate.verify.budgets",
    "plan_metrics": "plangate.verify.metrics",
    "episode_metrics": "plangate.verify.metrics",
    "solve": "plangate.llm.run",
    "renderer_for": "plangate.llm.render",
    "reading_for": "plangate.llm.render",
    "MethodOptions": "plangate.llm.options",
    "METHODS": "plangate.llm.methods",
    "Sampling": "plangate.llm.clients.base",
    "OpenAIClient": "plangate.llm.clients.openai_client",
    "LlamaCppClient": "plangate.llm.clients.llama_client",
    "ScriptedClient": "plangate.llm.clients.scripted",
    "CachedClient": "plangate.llm.clients.cache",
    "from_up": "plangate.interop.up",
    "to_up": "plangate.interop.up",
    "plan_from_up": "plangate.interop.up",
    "plan_to_up": "plangate.interop.up",
}

if TYPE_CHECKING:
    from plangate.fsm.episode import Episode
    from plangate.fsm.explore import explore
    from plangate.fsm.machine import MealyMachine
    from plangate.interop.up import from_up, plan_from_up, plan_to_up, to_up
    from plangate.llm.clients.base import Sampling
    from plangate.llm.clients.cache import CachedClient
    from plangate.llm.clients.llama_client import LlamaCppClient
    from plangate.llm.clients.openai_client import OpenAIClient
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.methods import METHODS
    from plangate.llm.options import MethodOptions
    from plangate.llm.render import reading_for, renderer_for
    from plangate.llm.run import solve
    from plangate.pddl.loader import (
        load_domain,
        load_problem,
        load_task,
        parse_domain,
        parse_problem,
    )
    from plangate.pddl.plans import format_plan, parse_plan, read_plan, write_plan
    from plangate.pddl.task import Operator, Task
    from plangate.verify.budgets import Budget
    from plangate.verify.distance import DistanceOracle, distance
    from plangate.verify.metrics import EpisodeMetrics, episode_metrics, plan_metrics
    from plangate.verify.planners import PLANNERS, get_planner
    from plangate.verify.validate import validate


__getattr__ = lazy_names("plangate", _LAZY, globals())


__all__ = [
    "METHODS",
    "PLANNERS",
    "Budget",
    "CachedClient",
    "DistanceOracle",
    "Episode",
    "EpisodeMetrics",
    "GroundingError",
    "LlamaCppClient",
    "MealyMachine",
    "MethodOptions",
    "OpenAIClient",
    "Operator",
    "PddlError",
    "PddlSemanticError",
    "PddlSyntaxError",
    "PddlWarning",
    "PlanError",
    "PlangateError",
    "Sampling",
    "ScriptedClient",
    "StateLimitExceeded",
    "Task",
    "UnsupportedFeatureError",
    "distance",
    "episode_metrics",
    "explore",
    "format_plan",
    "from_up",
    "get_planner",
    "load_domain",
    "load_problem",
    "load_task",
    "parse_domain",
    "parse_plan",
    "parse_problem",
    "plan_from_up",
    "plan_metrics",
    "plan_to_up",
    "read_plan",
    "reading_for",
    "renderer_for",
    "solve",
    "to_up",
    "validate",
    "write_plan",
]
