"""A formalization item: the prompt asking for a problem's PDDL (or its domain's too)
in words, and the true files as its answer."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance


def item_of(domain: Path, problem: Path, writes: str, nl: str | None, rel: str | None = None,
            said: str | None = None, name: str | None = None) -> Instance:  # fmt: skip
    """The item asking to write ``problem`` (``writes``: the problem, or the domain too)
    from words: ``said`` (a dataset's own description), else plangate's wording (``nl``).
    The answer is the true file itself."""
    from plangate.bench.datasets import Instance
    from plangate.llm.methods.formalize.written import prompt
    from plangate.llm.render import renderer_for
    from plangate.pddl.loader import load_task

    task = load_task(domain, problem)
    r = renderer_for(task, nl)
    text = prompt(r, writes == "domain", said)
    meta: dict[str, object] = {"formalize": {"prompt": text, "write": writes}}
    label = name or f"{problem.stem}-{writes}"
    return Instance(label, rel or str(problem), None, meta, None if rel else str(domain))


def key_of(*parts: str) -> str:
    """A record's key from what identifies a rescored answer."""
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:24]
