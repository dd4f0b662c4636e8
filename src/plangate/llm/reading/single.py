"""What an answer says as one thing: the single action it proposes (interactive
methods), or that no plan exists (PlanBench's unsolvable instances)."""

from __future__ import annotations

import re

from plangate.llm.reading.answer import read_plan
from plangate.llm.reading.clauses import read_line_steps, shift
from plangate.llm.reading.lines import visible_text
from plangate.llm.reading.step import Step, StepReader

_LABEL = re.compile(
    r"^\W*(?:final\s+|next\s+|my\s+)?(?:action|answer|move|choice)\s*(?:is)?\s*[:=]\s*(.+)$",
    re.IGNORECASE | re.MULTILINE,
)


def read_one(text: str, reader: StepReader, last: bool = False) -> Step | None:
    """The single action an answer proposes (interactive methods): the action after an
    ``Action:`` label (the last label), else the first step of the answer's plan block
    (the last with ``last``), else the first action named anywhere."""
    visible = visible_text(text)
    offset = text.find(visible) if visible else 0
    reader = reader.defined(visible)
    labels = list(_LABEL.finditer(visible))
    for m in reversed(labels):
        steps = read_line_steps(reader, m.group(1), anywhere=True)
        if steps:
            s = steps[0]
            return shift(s, s.start + m.start(1) + offset, s.end + m.start(1) + offset)
    steps = read_plan(visible, reader).steps
    if steps:
        s = steps[-1] if last else steps[0]
        return shift(s, s.start + offset, s.end + offset)
    found = read_line_steps(reader, visible, anywhere=True)
    if found:
        s = found[-1] if last else found[0]
        return shift(s, s.start + offset, s.end + offset)
    return None


_NO_PLAN = re.compile(
    r"\bno\s+(?:valid\s+|possible\s+|such\s+)?(?:plan|solution|sequence(?:\s+of\s+actions)?)"
    r"\s+(?:is\s+possible|exists|can\s+(?:be\s+found|achieve|reach))|"
    r"\bno\s+plan\s+possible\b|\bthere\s+is\s+no\s+(?:valid\s+|possible\s+)?(?:plan|solution)\b|"
    r"\b(?:goal|problem)\s+(?:is|are)\s+(?:impossible|unsolvable|unreachable|not\s+(?:achievable|"
    r"reachable|solvable))|\b(?:impossible|not\s+possible)\s+to\s+(?:achieve|reach|solve|satisfy)|"
    r"\bunsolvable\b|\bcannot\s+be\s+(?:achieved|reached|solved|satisfied)\b",
    re.IGNORECASE,
)


def says_no_plan(text: str, after: int = 0) -> bool:
    """Whether an answer states that no plan exists ("No plan is possible", "the goal is
    unreachable", "this problem is unsolvable") in its visible part, after offset
    ``after`` (the end of the last step it lists: reasoning that tries actions, then
    concludes)."""
    return _NO_PLAN.search(visible_text(text[after:])) is not None
