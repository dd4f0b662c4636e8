"""A heuristic over the facts a program sees (docs/programmers.md): the goal facts a state
leaves unmet, offered through the entry point group plangate.heuristics."""

from __future__ import annotations


def unmet(state: frozenset[tuple[object, ...]], goal: frozenset[tuple[object, ...]]) -> float:
    missing = 0
    for fact in goal:
        if fact[0] == "not":
            missing += tuple(fact[1:]) in state
        else:
            missing += fact not in state
    return float(missing)
