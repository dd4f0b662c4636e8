"""The answer in exactly the form the questions ask for, read without the layout work.

A whole-plan question asks for "one action per line, between [PLAN] and [PLAN END], and
nothing else". An answer that does exactly that (the markers as the first and last
lines, every line between them one action that the step reader reads whole, no blank
line, no markup, numbering, label, comment or reasoning, no abbreviation defined) reads
the same under the careful reading (:func:`plangate.llm.reading.answer.read_plan`): its
one block, each line one step. :func:`formatted_steps` reads such an answer directly
and returns None for any other, which the careful reading then reads; the tests hold
the two equal on every answer they give both. A policy being trained soon answers in
the asked form, so this is the reward's common case.
"""

from __future__ import annotations

from collections.abc import Iterable

from plangate.llm.reading.clauses import shift
from plangate.llm.reading.step import Step, StepReader

_OUTSIDE = frozenset("*#`|<>[]:;")  # markup, headings, labels, tables, comments, tags
# what str.splitlines ends a line at besides "\n" (the careful reading's rows)
_BREAKS = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")
_OPENERS = frozenset("-+•>(0123456789")  # list items ("(1)" too) and numbering


def plan_block(actions: Iterable[object]) -> str:
    """The asked form: ``[PLAN]``, one action a line, ``[PLAN END]`` (the one place
    plangate writes it)."""
    return "[PLAN]\n" + "".join(f"{a}\n" for a in actions) + "[PLAN END]"


def formatted_steps(text: str, reader: StepReader) -> list[Step] | None:
    """The steps of an answer in the asked form (see the module's text), else None."""
    if any(b in text for b in _BREAKS):
        return None
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    first = 0
    while first < len(lines) and not lines[first].strip():
        first += 1
    if len(lines) - first < 2 or lines[first] != "[PLAN]" or lines[-1] != "[PLAN END]":
        return None
    if reader.defined(text) is not reader:
        return None  # "the red block (R)": names the careful reading learns first
    pos = sum(len(line) + 1 for line in lines[: first + 1])
    steps: list[Step] = []
    for line in lines[first + 1 : -1]:
        if not line or line != line.strip() or _OUTSIDE.intersection(line) or "__" in line:
            return None
        if line[0] in _OPENERS and not (line[0] == "(" and line[1:2].isalpha()):
            return None
        step = reader.find(line)
        if step is None or not step.readable or step.start != 0 or step.end != len(line):
            return None
        steps.append(shift(step, pos, pos + len(line)))
        pos += len(line) + 1
    return steps
