"""A program read out of a model's answer, and a program's claims checked on the task."""

from __future__ import annotations

import re

from plangate.pddl.task import Operator
from plangate.programs.states import Facts, View

_FENCE = re.compile(r"```[ \t]*(\w*)[^\n]*\n(.*?)```", re.S)
MAX_CODE = 200_000  # characters of a program read from one answer


def extract_code(text: str, must_define: tuple[str, ...] = ()) -> str | None:
    """The program in a model's answer: its last fenced block marked ``python`` (else its
    last fenced block), else the whole answer when it defines ``must_define``; None when
    there is none, or it is longer than :data:`MAX_CODE`."""
    blocks = _FENCE.findall(text)
    python = [code for lang, code in blocks if lang.lower() in ("python", "py", "python3")]
    code = python[-1] if python else blocks[-1][1] if blocks else None
    if code is None and must_define and all(f"def {name}(" in text for name in must_define):
        code = text
    if code is None or len(code) > MAX_CODE:
        return None
    return code


def as_json(facts: Facts) -> list[list[object]]:
    """A state (or a goal) as the sandbox is sent it: its facts as lists, in order."""
    return sorted(([*f] for f in facts), key=lambda f: [str(x) for x in f])


def as_facts(claimed: object) -> Facts | None:
    """A state as the sandbox answered it (a list of facts, each a list), or None."""
    if not isinstance(claimed, list):
        return None
    out = set()
    for fact in claimed:
        if not isinstance(fact, list) or not fact:
            return None
        out.add(tuple(fact))
    return frozenset(out)


def path_plan(view: View, path: object) -> tuple[list[Operator], str]:
    """The actions that lead along a claimed path of states from the initial state, each
    found by the machine (the action whose successor is the next state), and why the
    path stops being one ("" when every step is an action). The plan is the caller's to
    validate on the task."""
    task = view.task
    if not isinstance(path, list) or not path:
        return [], "the search claimed no path"
    first = as_facts(path[0])
    if first is None or view.state(first) != task.initial:
        return [], "the path claimed does not start at the initial state"
    plan: list[Operator] = []
    state = task.initial
    for k, claimed in enumerate(path[1:], start=1):
        facts = as_facts(claimed)
        target = view.state(facts) if facts is not None else None
        step = next((op for op, nxt in task.successors(state) if nxt == target), None)
        if step is None:
            return plan, f"state {k} of the path claimed is no successor of state {k - 1}"
        plan.append(step)
        state = step.apply(state)
    return plan, ""


__all__ = ["MAX_CODE", "as_facts", "as_json", "extract_code", "path_plan"]
