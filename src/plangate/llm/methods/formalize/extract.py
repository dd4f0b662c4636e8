"""The PDDL files in a model's answer: each ``(define (domain ...))`` and
``(define (problem ...))`` form, found by its balanced parentheses (comments and code
fences around it are left out). A form never closed runs to the end of the answer, so
the parser says where it is unbalanced."""

from __future__ import annotations

import re

_DEFINE = re.compile(r"\(\s*define\s*\(\s*(domain|problem)\b", re.IGNORECASE)


def _end(text: str, start: int) -> int:
    """Where the form opening at ``start`` closes (past its last parenthesis), or the end
    of the text; ``;`` comments do not count."""
    depth = 0
    i = start
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == ";":
            nl = text.find("\n", i)
            i = n if nl < 0 else nl
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def pddl_forms(text: str) -> dict[str, str]:
    """The last domain form and the last problem form of ``text`` (a model that corrects
    itself in one answer means its last), by kind."""
    out: dict[str, str] = {}
    at = 0
    while True:
        m = _DEFINE.search(text, at)
        if m is None:
            return out
        end = _end(text, m.start())
        out[m.group(1).lower()] = text[m.start() : end].strip() + "\n"
        at = max(end, m.end())
