"""Solved examples of a task's domain, for few-shot and chain-of-thought prompts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from plangate.errors import PlangateError
from plangate.llm.prompts import Example
from plangate.llm.render import NLConfig, Renderer
from plangate.pddl.loader import load_task
from plangate.pddl.task import Task
from plangate.verify.budgets import EXAMPLE
from plangate.verify.search import search


def find_examples(
    task: Task,
    problem_path: str | Path | None,
    count: int,
    extra: Sequence[str | Path] = (),
    seconds: float = 10.0,
    config: NLConfig | None = None,
    required: bool = True,
) -> list[Example]:
    """Solved instances of the same domain for few-shot and chain-of-thought prompts.

    Taken from ``extra`` first, then from the other problem files next to the
    task's problem (smallest first), skipping any whose initial state and goal
    equal the task's; each is solved optimally by the built-in planner. Examples
    of different plan lengths come first (LLM-PFC's Steppath: one each for 2, 3
    and 4 steps); one of a length already shown is used only when short.
    """
    if count <= 0:
        return []
    candidates: list[Path] = [Path(p) for p in extra]
    if problem_path is not None:
        here = Path(problem_path).resolve()
        siblings = [
            p
            for p in here.parent.glob("*.pddl")
            if p.resolve() != here and "domain" not in p.name.lower()
        ]
        candidates += sorted(siblings, key=lambda p: (p.stat().st_size, p.name))
    out: list[Example] = []
    spare: list[Example] = []  # a plan length already shown: used only when short
    lengths: set[int] = set()
    for n, path in enumerate(candidates):
        if len(out) == count or (n >= 10 * count and len(out) + len(spare) >= count):
            break
        try:
            other = load_task(task.domain, path)
        except PlangateError:
            continue
        if other.facts == task.facts and other.initial == task.initial:
            continue
        result = search(other, budget=replace(EXAMPLE, seconds=seconds))
        if not result.solved or not result.plan:
            continue
        example = Example(Renderer(other, config), tuple(result.plan))
        if len(result.plan) in lengths and n >= len(extra):
            spare.append(example)
            continue
        lengths.add(len(result.plan))
        out.append(example)
    out += spare[: count - len(out)]
    if len(out) < count and required:
        raise PlangateError(
            f"this method needs {count} solved example{'s' if count != 1 else ''} of domain "
            f"'{task.domain_name}' but found {len(out)}: put other problem files next to the "
            "problem, or give them with --example FILE"
        )
    return out
