"""Seeded mutations of real PDDL files: bytes, tokens and structure.

:func:`run_case` mutates one domain or problem of a source pair and runs it
through what a user's file meets (decoding, parsing, checks, grounding with a
small action limit, the Mealy machine's first valid actions, a plan file
replayed against it); the only exceptions allowed out are plangate's own.
:func:`sweep` runs many cases and counts them by outcome.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import PlangateError

NOISE = (
    "(", ")", "-", "and", "not", "=", ":action", ":effect", "either", "?x", "a", "1",
    ":requirements", "(either", "when", "increase", ";", "\u00a0", "forall", ":parameters",
    "(:types object - object)", ":domain-axioms", "(in-package :x)", "exists", "or",
    "(:functions (total-cost) - number)", "(= (total-cost) 0)", "-1e309", "\r",
    "\u212a", "\u017f", "\ufeff", "\u0130", "\u00e9", "K",  # confusables, a BOM
)  # fmt: skip


@dataclass(frozen=True)
class FuzzSource:
    name: str
    domain: str
    problem: str


def sources(root: Path, limit: int = 12) -> list[FuzzSource]:
    """Domain and problem pairs from a benchmark folder (``domain.pddl`` with
    ``instances/instance-1.pddl``), the smallest first."""
    out = []
    for d in sorted(root.glob("*/domain.pddl")):
        inst = d.parent / "instances" / "instance-1.pddl"
        if inst.is_file():
            out.append(FuzzSource(d.parent.name, d.read_text(), inst.read_text()))
    out.sort(key=lambda s: len(s.domain) + len(s.problem))
    return out[:limit]


def _balanced(text: str, rnd: random.Random) -> tuple[int, int] | None:
    """A random balanced ``( ... )`` span of ``text``."""
    opens = [i for i, c in enumerate(text) if c == "("]
    if not opens:
        return None
    start = rnd.choice(opens)
    depth = 0
    for j in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            return start, j + 1
    return None


def mutate(data: bytes, rnd: random.Random) -> bytes:
    """One to three byte, token or structural edits."""
    for _ in range(rnd.randint(1, 3)):
        kind = rnd.choice(
            ("flip", "insert", "delete", "dup", "token", "drop", "copy", "nest", "huge", "cr")
        )
        n = max(1, len(data))
        i = rnd.randrange(n)
        if kind == "flip" and data:
            data = data[:i] + bytes([rnd.randrange(256)]) + data[i + 1 :]
        elif kind == "insert":
            data = data[:i] + bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 8))) + data[i:]
        elif kind == "delete":
            data = data[:i] + data[i + rnd.randint(1, 64) :]
        elif kind == "dup":
            data = data[:i] + data[i : i + rnd.randint(1, 200)] + data[i:]
        elif kind == "token":
            data = data[:i] + f" {rnd.choice(NOISE)} ".encode() + data[i:]
        elif kind in ("drop", "copy", "nest"):
            text = data.decode("utf-8", "replace")
            span = _balanced(text, rnd)
            if span is None:
                continue
            a, b = span
            part = text[a:b]
            if kind == "drop":
                text = text[:a] + text[b:]
            elif kind == "copy":
                text = text[:b] + " " + part + text[b:]
            else:
                depth = rnd.choice((2, 50, 127, 129, 1000))
                text = text[:a] + "(and " * depth + part + ")" * depth + text[b:]
            data = text.encode()
        elif kind == "huge":
            data = data[:i] + b"x" * rnd.choice((100, 10_000, 200_000)) + data[i:]
        elif kind == "cr":
            data = data.replace(b"\n", b"\r")
    return data


def run_case(src: FuzzSource, rnd: random.Random) -> str:
    """Mutate the domain or the problem and run it through; returns ``"ok"`` or the
    name of the plangate error. Anything else escapes (a bug)."""
    from plangate.pddl.grounding import ground
    from plangate.pddl.limits import InputLimits, applying
    from plangate.pddl.loader import parse_domain, parse_problem
    from plangate.pddl.plans import parse_plan
    from plangate.verify.validate import validate

    which = rnd.random() < 0.5
    domain, problem = src.domain.encode(), src.problem.encode()
    if which:
        domain = mutate(domain, rnd)
    else:
        problem = mutate(problem, rnd)
    # a mutation may widen a grounding: keep cases quick
    try:
        with warnings.catch_warnings(), applying(InputLimits(max_actions=20_000)):
            warnings.simplefilter("ignore")  # mutated files warn a lot; not the point here
            dom = parse_domain(_decode(domain, "domain"), "domain.pddl")
            task = ground(dom, parse_problem(_decode(problem, "problem"), dom, "problem.pddl"))
            ops = task.operators[: rnd.randint(0, 5)]
            plan_text = "\n".join(f"({op.name} {' '.join(op.args)})" for op in ops)
            mutated = mutate(plan_text.encode(), rnd).decode("utf-8", "replace")
            validate(task, parse_plan(mutated, "plan.txt"))
        return "ok"
    except PlangateError as err:
        return type(err).__name__


def _decode(data: bytes, what: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise PlangateError(f"{what} file is not valid UTF-8 text") from None


def sweep(srcs: Sequence[FuzzSource], cases: int, seed: int = 0) -> Counter[str]:
    """``cases`` mutations, seeded; the outcome of each, counted."""
    rnd = random.Random(f"fuzz-{seed}")
    counts: Counter[str] = Counter()
    for _ in range(cases):
        counts[run_case(rnd.choice(srcs), rnd)] += 1
    return counts


def hostile_case(rnd: random.Random) -> str:
    """One input of :mod:`plangate.testing.hostile` at random sizes (rejected bindings,
    quantifiers, type chains), parsed and ground under small limits; returns ``"ok"``
    or the name of the plangate error. Anything else escapes (a bug)."""
    from plangate.pddl.grounding import ground
    from plangate.pddl.limits import InputLimits, applying
    from plangate.pddl.loader import parse_domain, parse_problem
    from plangate.testing import hostile

    kind = rnd.choice(("rejected", "quantifier", "types"))
    if kind == "rejected":
        domain, problem = hostile.rejected_bindings(rnd.randint(1, 24), rnd.randint(1, 40))
    elif kind == "quantifier":
        domain, problem = hostile.quantifier(rnd.randint(1, 8), rnd.randint(1, 40))
    else:
        domain, problem = hostile.type_chain(rnd.choice((1, 10, 64, 65, 2000)), rnd.randint(0, 50))
    try:
        with applying(InputLimits(max_actions=20_000)):
            dom = parse_domain(domain, "domain.pddl")
            ground(dom, parse_problem(problem, dom, "problem.pddl"))
        return "ok"
    except PlangateError as err:
        return type(err).__name__


def hostile_sweep(cases: int, seed: int = 0) -> Counter[str]:
    rnd = random.Random(f"hostile-{seed}")
    return Counter(hostile_case(rnd) for _ in range(cases))
