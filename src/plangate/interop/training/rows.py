"""Items as chat rows, the dataset both TRL's trainer (:mod:`plangate.interop.training.trl`)
and verl's data file (:mod:`plangate.interop.training.verl`) are made of: ``prompt`` (chat
messages, or the question's text), ``answer`` (an optimal one), ``data_source`` and
``plangate`` (the item's metadata as JSON: what scores any answer)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from plangate.reward.items import SOURCE, Items, problems_of
from plangate.reward.score import Kind


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
) -> list[dict[str, object]]:
    """The dataset's rows as dicts (see the module's text)."""
    items = Items(problems_of(domain, problems), kind=kind, walk=walk, seed=seed,
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
