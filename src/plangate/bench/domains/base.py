"""What every domain generator is made of: its size parameters, its presets, and the
helpers that write a problem's PDDL text."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from plangate.errors import PlangateError

DOMAINS = Path(__file__).resolve().parents[2] / "data" / "domains"
LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Param:
    name: str
    low: int  # the least value that makes a task
    help: str


Sizes = dict[str, int]
Make = Callable[[Sizes, random.Random, str], str]


@dataclass(frozen=True)
class DomainGenerator:
    """Problems of one domain: ``make(sizes, rnd, name)`` returns PDDL text."""

    name: str
    about: str
    params: tuple[Param, ...]
    make: Make
    presets: dict[str, dict[str, tuple[int, int]]] = field(default_factory=dict)
    fit: Callable[[Sizes], Sizes] = lambda sizes: sizes  # sizes made consistent (said)
    domain: str = ""  # the domain file's name under plangate/data/domains (default NAME)

    @property
    def domain_file(self) -> Path:
        return DOMAINS / f"{self.domain or self.name}.pddl"

    def sizes(self, given: dict[str, int]) -> Sizes:
        """``given`` with every parameter, checked and made consistent."""
        names = [p.name for p in self.params]
        unknown = sorted(set(given) - set(names))
        if unknown:
            raise PlangateError(f"{self.name} has no size {unknown[0]!r} (its sizes: "
                                f"{', '.join(names)})")  # fmt: skip
        missing = [n for n in names if n not in given]
        if missing:
            raise PlangateError(f"{self.name} needs the size {missing[0]} "
                                f"(--size {missing[0]}=N; or a preset: "
                                f"{', '.join(LEVELS)})")  # fmt: skip
        for p in self.params:
            if given[p.name] < p.low:
                raise PlangateError(f"{self.name}: {p.name} must be at least {p.low} "
                                    f"(got {given[p.name]})")  # fmt: skip
        return self.fit(dict(given))

    def problem(self, sizes: dict[str, int], seed: int = 0, name: str | None = None) -> str:
        """A problem of these sizes, whose goal does not hold at the start (drawn again, on
        the same seeded stream, while it does)."""
        full = self.sizes(sizes)
        label = "-".join(f"{k}{v}" for k, v in full.items())
        rnd = random.Random(f"plangate-generate:{self.name}:{label}:{seed}")
        for _ in range(TRIES):
            text = self.make(full, rnd, name or f"{self.name}-{label}-s{seed}")
            if not _trivial(text):
                return text
        raise PlangateError(f"{self.name}: no task of sizes {label} whose goal does not hold "
                            f"from the start in {TRIES} draws (too small to move in?)")  # fmt: skip

    def preset(self, level: str, count: int) -> list[Sizes]:
        """``count`` sizes spread evenly over the ranges of ``level``."""
        if level not in self.presets:
            raise PlangateError(f"{self.name} has no preset {level!r} (it has: "
                                f"{', '.join(self.presets) or 'none'})")  # fmt: skip
        ranges = self.presets[level]
        out = []
        for k in range(count):
            t = k / (count - 1) if count > 1 else 0.0
            out.append(self.fit({n: round(lo + (hi - lo) * t) for n, (lo, hi) in ranges.items()}))
        return out


TRIES = 50


def _trivial(text: str) -> bool:
    """Whether every goal atom of a generated problem is in its initial state."""
    import re

    init, _, goal = text.partition("(:goal")
    atoms = set(re.findall(r"\([^()]*\)", init.partition("(:init")[2]))
    wanted = set(re.findall(r"\([^()]*\)", goal)) - {"(and )", "(and)"}
    return wanted <= atoms


# ------------------------------------------------------------------ PDDL text
def pddl_problem(name: str, domain: str, objects: Iterable[tuple[Sequence[str], str]],
                 init: Iterable[str], goal: Iterable[str]) -> str:  # fmt: skip
    """A problem's text: objects as (names, type) groups (type "" untyped)."""
    objs = "\n".join(
        f"    {' '.join(names)}{' - ' + kind if kind else ''}" for names, kind in objects if names
    )
    body = "\n".join(f"    {a}" for a in init)
    wanted = " ".join(goal)
    return (f"(define (problem {name})\n  (:domain {domain})\n  (:objects\n{objs})\n"
            f"  (:init\n{body})\n  (:goal (and {wanted})))\n")  # fmt: skip


def numbered(prefix: str, n: int, start: int = 1) -> list[str]:
    return [f"{prefix}{i}" for i in range(start, start + n)]


def connected_graph(
    nodes: Sequence[str], rnd: random.Random, extra: float = 0.3
) -> list[tuple[str, str]]:
    """A random connected undirected graph: a random spanning tree, then each other pair
    with probability ``extra`` (edges as ordered pairs, one per edge)."""
    order = list(nodes)
    rnd.shuffle(order)
    edges = {tuple(sorted((order[i], order[rnd.randrange(i)]))) for i in range(1, len(order))}
    for i, a in enumerate(order):
        for b in order[i + 1 :]:
            if rnd.random() < extra:
                edges.add(tuple(sorted((a, b))))
    return sorted(edges)  # type: ignore[arg-type]


__all__ = ["DOMAINS", "LEVELS", "DomainGenerator", "Param", "Sizes", "connected_graph", "numbered",
           "pddl_problem"]  # fmt: skip
