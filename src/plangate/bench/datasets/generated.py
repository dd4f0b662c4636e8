"""A generated problem, as the dataset writers take it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class GeneratedProblem:
    """A generated problem: its name, PDDL text, optimal plan length and other facts
    the manifest keeps (``meta``)."""

    name: str
    text: str
    optimal_length: float
    meta: dict[str, object] = field(default_factory=dict)


__all__ = ["GeneratedProblem"]
