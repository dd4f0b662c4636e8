"""State formats: renderings of a whole state that per-fact templates cannot express.

A configuration selects one with ``state_format:``. Each renders a state
(and a goal) as text and reads such text back into a state, so the
Predictor and TaskDecomposer modules can answer in the same format.

* ``hanoi-pegs``: ``peg A: disk 3, disk 2 (top); peg B: empty; ...``
* ``hanoi-lists``: LLM-PFC's disguised Tower of Hanoi, three lists of
  numbers ``A = [0, 1], B = [], C = [2]`` where the largest disk is 0 and a
  number may only follow a smaller one.
* ``hanoi-lists-lines``: the same lists one per line, the goal as a whole
  configuration: the layout of LLM-PFC's Appendix A.2 prompts.
"""

from __future__ import annotations

import re
from typing import Protocol

from plangate.pddl.task import Task


class StateFormat(Protocol):
    def render(self, task: Task, state: int) -> str: ...

    def goal(self, task: Task, pos: int) -> str: ...

    def parse(self, task: Task, text: str) -> int | None: ...


def _pegs_and_disks(task: Task) -> tuple[list[str], list[str]]:
    """Pegs, and disks from the largest to the smallest (fewest things larger than it first)."""
    larger = task.world.static_facts.get("larger", set())
    pegs = sorted(task.world.objects(("peg",)))
    disks = sorted(task.world.objects(("disk",)))
    disks.sort(key=lambda d: sum(1 for _, y in larger if y == d))
    return pegs, disks


def _stacks(task: Task, state: int, pegs: list[str]) -> dict[str, list[str]]:
    """Peg -> its disks from bottom to top, read from the ``on`` facts."""
    on: dict[str, str] = {}
    for atom in task.atoms(state):
        parts = atom.strip("()").split()
        if parts[0] == "on" and len(parts) == 3:
            on[parts[2]] = parts[1]  # what sits on parts[2]
    out = {}
    for p in pegs:
        stack: list[str] = []
        below = p
        while below in on and len(stack) <= len(on):
            below = on[below]
            stack.append(below)
        out[p] = stack
    return out


def _facts(task: Task, stacks: dict[str, list[str]]) -> int:
    state = 0
    for peg, stack in stacks.items():
        below = peg
        for d in stack:
            fid = task.fact_id("on", (d, below))
            if fid is not None:
                state |= 1 << fid
            below = d
        fid = task.fact_id("top", (below, peg))
        if fid is not None:
            state |= 1 << fid
    return state


class HanoiFormat:
    def __init__(self, lists: bool, lines: bool = False) -> None:
        self.lists = lists
        self.lines = lines  # LLM-PFC's prompts: one line per list, the goal's too

    def _parts(self, stacks: dict[str, list[str]], disks: list[str]) -> list[str]:
        """One text per peg: its list of numbers (the largest disk is 0) or its disks."""
        if self.lists:
            number = {d: i for i, d in enumerate(disks)}
            return [
                f"{p.upper()} = [{', '.join(str(number[d]) for d in s)}]" for p, s in stacks.items()
            ]
        return [
            f"peg {p.upper()}: "
            + (", ".join(f"disk {d[1:]}" for d in s) + " (top)" if s else "empty")
            for p, s in stacks.items()
        ]

    def render(self, task: Task, state: int) -> str:
        pegs, disks = _pegs_and_disks(task)
        parts = self._parts(_stacks(task, state, pegs), disks)
        return ("\n" if self.lines else ", " if self.lists else "; ").join(parts)

    def goal(self, task: Task, pos: int) -> str:
        """Only the pegs the goal puts disks on."""
        pegs, disks = _pegs_and_disks(task)
        if self.lines:
            return self.render(task, pos)
        stacks = {p: s for p, s in _stacks(task, pos, pegs).items() if s}
        return (" and " if self.lists else "; ").join(self._parts(stacks, disks))

    def parse(self, task: Task, text: str) -> int | None:
        pegs, disks = _pegs_and_disks(task)
        stacks: dict[str, list[str]] = {}
        if self.lists:
            for name, body in re.findall(r"\b([A-Za-z])\s*[=:]\s*\[([^\]]*)\]", text):
                peg = name.lower()
                nums = [int(x) for x in re.findall(r"\d+", body)]
                if peg in pegs:
                    stacks[peg] = [disks[k] for k in nums if 0 <= k < len(disks)]
        else:
            found = re.findall(r"peg\s+([A-Za-z])\s*:\s*([^;\n]*)", text, re.IGNORECASE)
            for name, body in found:
                peg = name.lower()
                if peg in pegs:
                    named = (f"d{k}" for k in re.findall(r"disk\s+(\d+)", body))
                    stacks[peg] = [d for d in named if d in disks]
        if not stacks:
            return None
        for p in pegs:
            stacks.setdefault(p, [])
        return _facts(task, stacks)


STATE_FORMATS: dict[str, StateFormat] = {
    "hanoi-pegs": HanoiFormat(lists=False),
    "hanoi-lists": HanoiFormat(lists=True),
    "hanoi-lists-lines": HanoiFormat(lists=True, lines=True),
}
