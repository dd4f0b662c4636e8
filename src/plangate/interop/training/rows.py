"""Items as chat rows, the dataset both TRL's trainer (:mod:`plangate.interop.training.trl`)
and verl's data file (:mod:`plangate.interop.training.verl`) are made of: ``prompt`` (chat
messages, or the question's text), ``answer`` (an optimal one), ``data_source`` and
``plangate`` (the item's metadata as JSON: what scores any answer)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from plangate.bench.datasets.difficulty import Difficulty, draw_tasks
from plangate.reward.items import SOURCE, ItemProblem, Items, problems_of
from plangate.reward.score import Kind


def drawn_problems(
    domain: str | Path | None,
    problems: str | Path | Sequence[str | Path] | None,
    difficulty: Difficulty | None,
    *,
    tasks: int = 16,
    seed: int = 0,
    seconds: float = 120.0,
) -> tuple[list[ItemProblem], bool]:
    """The problems items are drawn from: those named (or the shipped Blocksworld), or,
    with a ``difficulty``, tasks drawn to it from them (or from its generator's). The
    flag says whether the tasks' own starts are the questions' (a length band asked:
    the item's optimal length is the task's)."""
    if difficulty is None:
        return problems_of(domain, problems), False
    found = [] if difficulty.generator is not None else problems_of(domain, problems)
    drawn = draw_tasks(difficulty, [(p.name, p.domain, p.problem) for p in found], tasks, seed,
                       seconds)  # fmt: skip
    return [ItemProblem(t.name, t.domain, t.problem) for t in drawn], difficulty.lengths is not None


def rows(
    domain: str | Path | None = None,
    problems: str | Path | Sequence[str | Path] | None = None,
    *,
    size: int = 100,
    seed: int = 0,
    kind: Kind = "plan",
    walk: int = 8,
    wording: str | None = None,
    conversational: bool = True,
    system: str | None = None,
    difficulty: Difficulty | None = None,
    tasks: int = 16,
) -> list[dict[str, object]]:
    """The dataset's rows as dicts (see the module's text); with a ``difficulty``, of
    ``tasks`` tasks drawn to it (:mod:`plangate.bench.datasets.difficulty`)."""
    found, own_start = drawn_problems(domain, problems, difficulty, tasks=tasks, seed=seed)
    items = Items(found, kind=kind, walk=0 if own_start else walk, seed=seed,
                  wording=wording)  # fmt: skip
    out = []
    for i in range(size):
        item = items[i]
        prompt: Any = item["question"]
        if conversational:
            prompt = [{"role": "system", "content": system}] if system else []
            prompt.append({"role": "user", "content": item["question"]})
        out.append({"prompt": prompt, "answer": item["answer"], "data_source": SOURCE,
                    "plangate": json.dumps(item["metadata"])})  # fmt: skip
    return out
