"""PDDL front end: text -> syntax tree -> grounded Task (no LLM, no planner)."""

from plangate.pddl.loader import load_domain, load_problem, load_task, parse_domain, parse_problem
from plangate.pddl.task import Condition, Operator, State, Task

__all__ = [
    "Condition",
    "Operator",
    "State",
    "Task",
    "load_domain",
    "load_problem",
    "load_task",
    "parse_domain",
    "parse_problem",
]
