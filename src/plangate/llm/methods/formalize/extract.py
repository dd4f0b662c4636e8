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


_SECTION = re.compile(r"\(\s*:([a-z-]+)", re.IGNORECASE)


def form_line(text: str, kind: str) -> int:
    """The line (1-based) of ``text`` where its last ``(define (KIND ...))`` form starts
    (1 when there is none): the parser's lines are the form's, this far into the text."""
    line = 1
    at = 0
    while (m := _DEFINE.search(text, at)) is not None:
        end = _end(text, m.start())
        if m.group(1).lower() == kind:
            line = text.count("\n", 0, m.start()) + 1
        at = max(end, m.end())
    return line


def overclosed(text: str, kind: str) -> str | None:
    """Where the last ``(define (KIND ...))`` form of ``text`` closes too early, as
    ``LINE:COLUMN: what`` (the form's lines, as the parser counts them), when a section
    of it follows its closing parenthesis before any other form: one ``)`` too many
    before that section. None otherwise."""
    found = None
    at = 0
    while (m := _DEFINE.search(text, at)) is not None:
        end = _end(text, m.start())
        if m.group(1).lower() == kind:
            found = (m.start(), end)
        at = max(end, m.end())
    if found is None or found[1] >= len(text):
        return None
    close = found[1] - 1
    nxt = _DEFINE.search(text, found[1])
    rest = text[found[1] : nxt.start() if nxt else len(text)]
    section = _SECTION.search(rest)
    if section is None:
        return None
    line = text.count("\n", found[0], close) + 1
    column = close - (text.rfind("\n", 0, close) + 1) + 1
    return (
        f"{line}:{column}: the ({kind} ...) definition closes here, but its "
        f"(:{section.group(1).lower()} ...) section follows: one ')' too many before it"
    )
