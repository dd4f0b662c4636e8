"""What the generators of a benchmark family's items share: the problem files named
(:func:`problem_files`), an input instance with its optimal plan (:class:`Source`),
and the domain, rendering, seed and planner they use (:class:`Generator`), which
solves a problem optimally and derives a problem from a state or a goal."""

from __future__ import annotations

import dataclasses
import random
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import PlangateError
from plangate.llm.render import Renderer, renderer_for
from plangate.pddl import syntax as s
from plangate.pddl.loader import task_from_text
from plangate.pddl.task import Operator, Task
from plangate.verify.budgets import SEARCH
from plangate.verify.pddl_export import atom_of, problem_from_state
from plangate.verify.planners import get_planner, truth_chain
from plangate.verify.search import search


def problem_files(paths: Sequence[str | Path]) -> list[Path]:
    """Problem files named, or the problem files of named folders (sorted)."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            sub = p / "instances" if (p / "instances").is_dir() else p
            out += sorted(f for f in sub.glob("*.pddl") if "domain" not in f.name.lower())
        elif p.is_file():
            out.append(p)
        else:
            raise PlangateError(f"{p}: no such problem file or folder")
    if not out:
        raise PlangateError(f"no problem files (*.pddl) in {', '.join(map(str, paths))}")
    return out


@dataclass
class Source:
    """One input instance: its task, rendering and an optimal plan."""

    name: str
    task: Task
    r: Renderer
    plan: tuple[Operator, ...]


@dataclass
class Generator:
    """What the generators share: the domain, the rendering, the seed and the planner."""

    domain: s.Domain
    nl: str | None
    rnd: random.Random
    seconds: float = 60.0

    def solve(self, task: Task, start: int | None = None) -> tuple[Operator, ...] | None:
        """An optimal plan from ``start``, by the ground truth's chain of exact planners
        (the built-in A* with LM-cut, then Fast Downward and SymK where installed)."""
        if start is not None and start != task.initial:
            problem = problem_from_state(task, start)
            task = dataclasses.replace(task, problem=problem, initial=start)
        for name, seconds in truth_chain(task, None, self.seconds):
            budget = dataclasses.replace(SEARCH, seconds=seconds)
            if name == "builtin":
                result = search(task, budget=budget, heuristic="lmcut")
            else:
                result = get_planner(name).plan(task, budget)
            if result.solved and result.plan is not None:
                return tuple(result.plan)
        return None

    def derived(
        self, src: Source, name: str, state: int | None = None, goal: Sequence[str] | None = None
    ) -> tuple[str, Task, Renderer]:
        """``src``'s problem from ``state`` and/or with ``goal`` (atoms, in this order)."""
        problem = src.task.problem
        if state is not None:
            problem = problem_from_state(src.task, state)
        if goal is not None:
            atoms = tuple(atom_of(a) for a in goal)
            problem = dataclasses.replace(
                problem, goal=s.And(atoms) if len(atoms) != 1 else atoms[0]
            )
        problem = dataclasses.replace(problem, name=name)
        text = str(problem) + "\n"
        with warnings.catch_warnings():  # the original's warnings, said when it was read
            warnings.simplefilter("ignore")
            task = task_from_text(self.domain, text, problem_name=f"<{name}>")
        return text, task, renderer_for(task, self.nl)


__all__ = ["Generator", "Source", "problem_files"]
