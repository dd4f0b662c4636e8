"""Pairing a written domain's actions, constants and functions with the true domain's
when their names differ (an obfuscated domain, or a model's own names): by what no
renaming changes (arities and the places names occur in the schemas), every way within
a group that looks alike, a bounded number of ways. The schema search (:mod:`.schemas`)
then decides which pairing, if any, makes the written schemas the true ones."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TypeVar

from plangate.pddl import syntax as s
from plangate.verify.equivalence.occurrences import occurrences

MAX_PAIRINGS = 720  # pairings of the actions tried at most
MAX_VOCABULARIES = 24  # pairings of the constants and functions tried at most
T = TypeVar("T")


def _signature(action: s.Action) -> tuple[object, ...]:
    """What no renaming changes in an action: its arity and the places and arities of its
    predicate occurrences (and the shape of its numeric effects)."""
    occ = sorted((place, len(args)) for place, _, args in occurrences(action))
    numeric = sorted(
        (e.op, len(e.fluent.args))
        for e in (s.effect_nodes(action.effect) if action.effect is not None else ())
        if isinstance(e, s.NumericEffect)
    )
    return len(action.parameters), tuple(occ), tuple(numeric)


def _grouped(true: list[T], written: list[T], tkey: Callable[[T], object],
             wkey: Callable[[T], object], cap: int) -> list[list[tuple[T, T]]]:  # fmt: skip
    """Every pairing of ``true`` with ``written`` that pairs items of equal keys (at most
    ``cap``; none when the groups differ in size or there are more)."""
    groups: dict[object, tuple[list[T], list[T]]] = {}
    for x in true:
        groups.setdefault(tkey(x), ([], []))[0].append(x)
    for x in written:
        groups.setdefault(wkey(x), ([], []))[1].append(x)
    if any(len(ts) != len(ws) for ts, ws in groups.values()):
        return []
    out: list[list[tuple[T, T]]] = [[]]
    for ts, ws in groups.values():
        grown = []
        for base in out:
            for perm in itertools.permutations(ws):
                grown.append(base + list(zip(ts, perm, strict=True)))
                if len(grown) > cap:
                    return []
        out = grown
    return out


def pairings(true: s.Domain, written: s.Domain) -> list[list[tuple[s.Action, s.Action]]]:
    """The pairings of the true actions with the written ones to try: by name when every
    name pairs (case aside); else actions of the same signature paired every way, at
    most :data:`MAX_PAIRINGS` pairings, the named pairs first."""
    w_by = {a.name.lower(): a for a in written.actions}
    named = [(a, w_by.get(a.name.lower())) for a in true.actions]
    if all(w is not None for _, w in named):
        return [[(a, w) for a, w in named if w is not None]]
    out = _grouped(list(true.actions), list(written.actions), _signature, _signature, MAX_PAIRINGS)
    return sorted(out, key=lambda ps: sum(a.name.lower() != w.name.lower() for a, w in ps))


@dataclass(frozen=True)
class Vocabulary:
    """A pairing of the written constants and functions with the true ones (written ->
    true; empty where the names agree)."""

    constants: dict[str, str] = field(default_factory=dict)
    functions: dict[str, str] = field(default_factory=dict)


def _uses(domain: s.Domain) -> tuple[Counter[tuple[str, object]], Counter[tuple[str, object]]]:
    """Where each constant and each function occurs: (name, context) counts."""
    consts = {c.name.lower() for c in domain.constants}
    cs: Counter[tuple[str, object]] = Counter()
    fs: Counter[tuple[str, object]] = Counter()
    for a in domain.actions:
        sign = _signature(a)  # which kind of action it occurs in tells constants apart
        for place, _, args in occurrences(a):
            for k, arg in enumerate(args):
                if arg[0] == "c" and arg[1] in consts:
                    cs[(arg[1], (sign, place, len(args), k))] += 1
        nodes: list[tuple[str, s.FluentTerm]] = []
        if a.precondition is not None:
            nodes += [("if", t) for f in s.subformulas(a.precondition)
                      if isinstance(f, s.Comparison) for t in (*s.num_terms(f.left),
                                                               *s.num_terms(f.right))]  # fmt: skip
        if a.effect is not None:
            for e in s.effect_nodes(a.effect):
                if isinstance(e, s.NumericEffect):
                    nodes.append((e.op, e.fluent))
                    nodes += [("by", t) for t in s.num_terms(e.amount)]
        for where, term in nodes:
            fs[(term.name.lower(), (sign, where, len(term.args)))] += 1
    return cs, fs


def _profiles(names: list[str], uses: Counter[tuple[str, object]]) -> dict[str, object]:
    return {n: tuple(sorted((ctx, k) for (m, ctx), k in uses.items() if m == n)) for n in names}


def _maps(true: list[str], written: list[str], tp: dict[str, object], wp: dict[str, object],
          extra: dict[str, object]) -> list[dict[str, str]]:  # fmt: skip
    if sorted(true) == sorted(written):
        return [{}]
    found = _grouped(
        true,
        written,
        lambda n: (extra.get(n), n == "total-cost", tp[n]),
        lambda n: (extra.get(n), n == "total-cost", wp[n]),
        MAX_VOCABULARIES,
    )
    return [{w: t for t, w in pairs if w != t} for pairs in found]


def vocabularies(true: s.Domain, written: s.Domain) -> Iterator[Vocabulary]:
    """The pairings of constants and functions to try (the names as written first)."""
    tc = [c.name.lower() for c in true.constants]
    wc = [c.name.lower() for c in written.constants]
    tf = [f.name.lower() for f in true.functions]
    wf = [f.name.lower() for f in written.functions]
    if len(tc) != len(wc) or len(tf) != len(wf):
        return
    (tcu, tfu), (wcu, wfu) = _uses(true), _uses(written)
    arity = {f.name.lower(): len(f.parameters) for f in (*true.functions, *written.functions)}
    cmaps = _maps(tc, wc, _profiles(tc, tcu), _profiles(wc, wcu), {})
    fmaps = _maps(tf, wf, _profiles(tf, tfu), _profiles(wf, wfu), dict(arity))
    for cm, fm in itertools.islice(itertools.product(cmaps, fmaps), MAX_VOCABULARIES):
        yield Vocabulary(cm, fm)


__all__ = ["MAX_PAIRINGS", "Vocabulary", "pairings", "vocabularies"]
