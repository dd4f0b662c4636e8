"""Obfuscation: a deterministic renaming of a domain and its problems, so a model meets a
task whose names it has never seen (Correa, Pereira, Seipp 2025; PlanBench's Mystery
Blocksworld).

Every name the files declare is renamed: the domain and problems, types, predicates
(derived ones too), functions (``total-cost`` is kept: planners give it meaning),
actions, constants and objects, and each action's variables (``?x1``.., quantified
``?y1``..); comments are dropped (the files are printed from their syntax). Styles:

* ``mystery``: unrelated real words (``craves``-like: ``lantern``, ``quill``, ...);
* ``random``: random strings of letters and digits (``k3v9qzt1``);
* ``deceptive``: words that mean something else in planning (``on`` may become
  ``holding``, a block ``truck3``): the names mislead.

The same ``(style, seed)`` renames a domain the same way for every problem of it;
objects are named in the order each problem declares them. :class:`Obfuscated` maps
plans both ways. That the renamed task is the original one up to names is checked by
:func:`plangate.verify.equivalence.check` (``plangate obfuscate --check``)."""

from __future__ import annotations

import dataclasses
import random
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from plangate.pddl import syntax as s
from plangate.pddl.renaming import KEPT, Names, rename_domain, rename_problem

STYLES = ("mystery", "random", "deceptive")
WORDS = Path(__file__).resolve().parents[1] / "data" / "words"
RESERVED = KEPT | {
    "and", "or", "not", "imply", "exists", "forall", "when", "either", "define", "domain",
    "problem", "increase", "decrease", "assign", "scale-up", "scale-down", "minimize",
    "maximize", "at", "over", "all", "start", "end", "total-time", "preference", "always",
    "sometime", "within", "at-most-once", "sometime-after", "sometime-before",
    "always-within", "hold-during", "hold-after", "at-end",
}  # fmt: skip


@cache
def words(style: str, kind: str = "") -> tuple[str, ...]:
    """The vocabulary of a word style (``mystery`` or ``deceptive``); ``kind``
    (``predicates``, ``actions`` or ``things``) picks a section where the file has them."""
    text = (WORDS / f"{style}.txt").read_text(encoding="utf-8")
    sections: dict[str, list[str]] = {"": []}
    current = ""
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        if line.startswith("["):
            current = line.strip("[] ")
            sections[current] = []
            continue
        sections[current].extend(w for w in line.split() if w not in RESERVED)
    chosen = sections.get(kind) or [w for ws in sections.values() for w in ws]
    return tuple(dict.fromkeys(chosen))


class _Draw:
    """Fresh names in one style: a seeded shuffle of the vocabulary (of one kind), then
    the words again with a number (``lantern2``); never a name already given or kept,
    never the name being replaced."""

    def __init__(self, style: str, rnd: random.Random, taken: set[str], kind: str = "",
                 own: Iterable[str] = ()) -> None:  # fmt: skip
        if style not in STYLES:
            raise ValueError(f"unknown obfuscation style {style!r} (one of {', '.join(STYLES)})")
        self.style, self.rnd, self.kind = style, rnd, kind
        self.taken = taken  # shared by the draws of one renaming: names stay one-one
        self.pool = [w.lower() for w in own if w.lower() not in RESERVED]
        if style != "random":
            self.pool += words(style, kind)
            self.rnd.shuffle(self.pool)
        self.round = 1

    def _word(self) -> str:
        if self.style == "random":
            first = self.rnd.choice(string.ascii_lowercase)
            return first + "".join(self.rnd.choices(string.ascii_lowercase + string.digits, k=7))
        if not self.pool:
            self.round += 1
            self.pool = list(words(self.style, self.kind))
            self.rnd.shuffle(self.pool)
        w = self.pool.pop()
        return w if self.round == 1 else f"{w}{self.round}"

    def name(self, original: str) -> str:
        while True:
            w = self._word()
            if w not in self.taken and w != original.lower():
                self.taken.add(w)
                return w


@dataclass(frozen=True)
class Obfuscated:
    """A renamed domain and problems, and the renaming (original -> obfuscated)."""

    style: str
    seed: int
    domain: s.Domain
    problems: tuple[s.Problem, ...]
    names: Names  # the domain's names and the objects of every problem

    def to_obfuscated(self, plan: Sequence[str]) -> list[str]:
        """A plan in the original names, in the obfuscated ones."""
        return self.names.plan(plan)

    def to_original(self, plan: Sequence[str]) -> list[str]:
        """A plan in the obfuscated names, in the original ones."""
        return self.names.inverse().plan(plan)

    def mapping(self) -> dict[str, object]:
        """The renaming as JSON-ready maps (original -> obfuscated)."""
        n = self.names
        return {"style": self.style, "seed": self.seed, "domain": n.domain,
                "types": n.types, "predicates": n.predicates, "functions": n.functions,
                "actions": n.actions, "objects": n.objects}  # fmt: skip


def domain_names(domain: s.Domain, style: str, seed: int) -> Names:
    """The renaming of a domain's own names (the same for every problem of it)."""
    # the domain's own name in the stream: two domains renamed alike never share names
    rnd = random.Random(f"plangate-obfuscate:{style}:{seed}:{domain.name.lower()}:domain")
    taken = set(RESERVED)
    deceptive = style == "deceptive"  # the domain's own names are misleading words too

    def each(kind: str, items: list[str]) -> dict[str, str]:
        draw = _Draw(style, rnd, taken, kind, items if deceptive else ())
        out: dict[str, str] = {}
        for name in items:
            key = name.lower()
            if key not in KEPT and key not in out:
                out[key] = draw.name(key)
        return out

    things = [*(t.name for t in domain.types), *(c.name for c in domain.constants)]
    kinds = each("things", things)
    return Names(
        types={t.name.lower(): kinds[t.name.lower()] for t in domain.types
               if t.name.lower() in kinds},
        predicates=each("predicates", [p.name for p in domain.predicates]),
        functions=each("predicates", [f.name for f in domain.functions]),
        actions=each("actions", [a.name for a in domain.actions]),
        objects={c.name.lower(): kinds[c.name.lower()] for c in domain.constants
                 if c.name.lower() in kinds},
        domain=_Draw(style, rnd, taken, "things").name(domain.name),
    )  # fmt: skip


def obfuscate(
    domain: s.Domain, problems: Sequence[s.Problem], style: str = "mystery", seed: int = 0
) -> Obfuscated:
    """The domain and problems renamed in ``style`` (deterministic in ``seed``)."""
    base = domain_names(domain, style, seed)
    given = {*base.types.values(), *base.predicates.values(), *base.functions.values(),
             *base.actions.values(), *base.objects.values(), base.domain or ""}  # fmt: skip
    rnd = random.Random(f"plangate-obfuscate:{style}:{seed}:{domain.name.lower()}:objects")
    draw = _Draw(style, rnd, set(RESERVED) | given, "things")
    objects = dict(base.objects)
    for problem in problems:  # one object, one name across the problems given together
        for o in problem.objects:
            if o.name.lower() not in objects:
                objects[o.name.lower()] = draw.name(o.name)
    everything = Names(base.predicates, base.functions, base.types, base.actions, objects,
                       base.domain)  # fmt: skip
    renamed = tuple(
        rename_problem(p, dataclasses.replace(everything, problem=f"{base.domain}-{k + 1}"))
        for k, p in enumerate(problems)
    )
    return Obfuscated(style, seed, rename_domain(domain, base), renamed, everything)


def obfuscate_texts(domain_text: str, problem_texts: Sequence[str], style: str,
                    seed: int = 0) -> tuple[str, list[str]]:  # fmt: skip
    """:func:`obfuscate` on PDDL text: the renamed domain's and problems' text."""
    from plangate.pddl.loader import parse_domain, parse_problem

    domain = parse_domain(domain_text)
    made = obfuscate(domain, [parse_problem(t, domain) for t in problem_texts], style, seed)
    return str(made.domain), [str(p) for p in made.problems]


__all__ = ["STYLES", "Obfuscated", "domain_names", "obfuscate", "obfuscate_texts", "words"]
