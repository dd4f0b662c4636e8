"""The steps one line of an answer names: its first action (after fillers such as
"First," or "Then I will"), the actions joined to it by "then", "and" or ";", a bold
title that is a whole step, and a step that corrects itself."""

from __future__ import annotations

import dataclasses
import functools
import re

from plangate.llm.reading.lines import Row
from plangate.llm.reading.names import normal
from plangate.llm.reading.step import FOUND_CHARS, FOUND_KEPT, Step, StepReader

FILLERS = frozenset(
    [
        "first",
        "firstly",
        "then",
        "next",
        "finally",
        "after",
        "that",
        "afterwards",
        "now",
        "and",
        "lastly",
        "second",
        "secondly",
        "third",
        "thirdly",
        "fourth",
        "so",
        "we",
        "i",
        "you",
        "will",
        "would",
        "should",
        "can",
        "could",
        "need",
        "to",
        "must",
        "let",
        "s",
        "lets",
        "let",
        "us",
        "perform",
        "do",
        "execute",
        "apply",
        "the",
        "action",
        "step",
        "ll",
        "me",
        "please",
        "start",
        "by",
        "begin",
        "with",
        "my",
        "is",
        "answer",
        "plan",
        "it",
        "i'll",
        "we'll",
        "also",
        "again",
        "simply",
        "just",
    ]
)
_CORRECTION = re.compile(
    r"\b(?:is\s+not\s+possible|isn'?t\s+possible|not\s+possible|cannot|can'?t|can\s+not|"
    r"impossible|not\s+allowed|invalid|wait|correction|oops)\b",
    re.IGNORECASE,
)
_SEPARATORS = frozenset({",", ";", ".", "and", "then"})


@functools.lru_cache(maxsize=16384)
def _clause_ok(before: str) -> bool:
    """Whether the words before an action are only fillers ("First,", "Then I will")."""
    words = re.findall(r"[a-z0-9']+", normal(before))
    return all(w in FILLERS or w.isdigit() for w in words)


def read_line_steps(reader: StepReader, content: str, anywhere: bool = False) -> list[Step]:
    """The steps of one line: its first action (which must open the line, after fillers,
    unless ``anywhere``), then any further actions joined to it by "then", "and", ";"."""
    key = (content, anywhere)
    hit = reader.lines.get(key)
    if hit is not None:
        return list(hit)
    steps = _read_line_steps(reader, content, anywhere)
    if len(content) <= FOUND_CHARS:
        if len(reader.lines) >= FOUND_KEPT:
            reader.lines.clear()
        reader.lines[key] = tuple(steps)
    return steps


def _read_line_steps(reader: StepReader, content: str, anywhere: bool) -> list[Step]:
    steps: list[Step] = []
    pos = 0
    while pos < len(content):
        it = steps[-1].args[0] if steps and steps[-1].args else None
        step = reader.find(content[pos:], it)
        if step is None:
            break
        start, end = pos + step.start, pos + step.end
        gap = content[pos:start]
        if steps:
            words = re.findall(r"[a-z0-9']+|[,;.]", normal(gap))
            if not words or not any(w in _SEPARATORS for w in words) or not _clause_ok(gap):
                break
        elif not anywhere and not _clause_ok(gap):
            break
        steps.append(shift(step, start, end))
        pos = end
    return steps


def line_steps(reader: StepReader, r: Row) -> list[Step]:
    """A row's steps; a bold title that reads as a whole step ends it ("**Feast b from a**
    uses the initial 'b craves a'": what follows the title is commentary)."""
    if r.title is not None and r.title >= 2:
        cut = r.content[: r.title - 2] + " |" + r.content[r.title :]
        steps = read_line_steps(reader, cut)
        if steps and all(s.readable for s in steps):
            return steps
    return read_line_steps(reader, r.content)


def corrected(reader: StepReader, content: str, steps: list[Step]) -> list[Step]:
    """A step that corrects itself ("Pick up the blue block ... is not possible, so
    unstack the yellow block from the blue block"): the action it ends on."""
    if not steps:
        return steps
    cues = list(_CORRECTION.finditer(content, steps[0].end))
    if not cues:
        return steps
    at = cues[-1].end()
    later = read_line_steps(reader, content[at:], anywhere=True)
    if not later or not all(s.readable for s in later):
        return steps
    gap = re.findall(r"[a-z']+|,", normal(content[at : at + later[0].start]))
    turns = {"so", "instead", "therefore", "thus", "rather", ","}
    if not turns & set(gap) or not all(w in FILLERS or w in turns for w in gap):
        return steps  # "(we cannot pick up orange first)": what cannot be done is no step
    note = "the step corrects itself: read as the action it ends on"
    return [
        dataclasses.replace(
            shift(s, s.start + at, s.end + at),
            note=note,
            rules=tuple(sorted({*s.rules, "self-correction"})),
        )
        for s in later
    ]


def shift(step: Step, start: int, end: int) -> Step:
    """``step`` placed at ``start:end`` (built directly: a reading shifts every step)."""
    if start == step.start and end == step.end:
        return step
    s = step
    return Step(s.text, start, end, s.name, s.args, s.how, s.reason, s.note, s.alternatives,
                s.rules)  # fmt: skip
