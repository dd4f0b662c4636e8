"""``breadth-first``: plangate's built-in exact search with no heuristic, under its own
name (a plug-in planner only needs a name, ``optimal``, ``missing``, ``unsupported``
and ``plan``)."""

from __future__ import annotations

import dataclasses
import time

from plangate.pddl.task import Task
from plangate.verify.budgets import Budget
from plangate.verify.results import PlanResult
from plangate.verify.search import search


class BreadthFirst:
    name = "breadth-first"
    optimal = True  # uniform-cost search with no heuristic: optimal

    def missing(self) -> str | None:
        return None

    def unsupported(self, task: Task) -> str | None:
        return None

    def plan(self, task: Task, budget: Budget | None = None) -> PlanResult:
        t0 = time.perf_counter()
        found = search(task, budget=budget or Budget())
        return dataclasses.replace(found, planner=self.name, seconds=time.perf_counter() - t0)


PLANNER = BreadthFirst()
