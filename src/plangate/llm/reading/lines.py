"""The lines of a model's answer, as a reader of whole plans sees them: list items and
their numbers, markup, tables, code fences, headings and ``[PLAN]`` markers, and the
reasoning a ``<think>`` section hides."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from plangate.llm.reading.step import Step

THINK = re.compile(r"<think>.*?(?:</think>|\Z)", re.IGNORECASE | re.DOTALL)
ITEM = re.compile(
    r"^(?P<indent>\s*)(?:(?P<num>\(?(?:step\s*)?(?P<n>\d+)\s*[.):\]]|step\s+(?P<n2>\d+)\s*[-–:.)]?)"
    r"|(?P<bullet>[-*•+>]))\s+",
    re.IGNORECASE,
)
TABLE = re.compile(r"^\s*\|")
TABLE_RULE = re.compile(r"^\s*\|?[\s:|-]+\|?\s*$")
MARKUP = re.compile(r"\*\*|__|`+|^#+\s*|^\s*>\s*")
FENCE = re.compile(r"^\s*```")
TITLE = re.compile(r"(\*\*|__)(?!\s)[^*_]+?(?<![\s:])\1")  # a bold title opening a line
PLAN_END = re.compile(r"\[\s*(?:plan[\s_-]*end|end[\s_-]*(?:of[\s_-]*)?plan)\s*\]")


@dataclass
class Row:
    number: int
    text: str
    content: str  # without list marker and markup
    offset: int  # where content starts in text
    indent: int = 0
    item: bool = False
    n: int | None = None  # the item's number
    heading: str | None = None
    hidden: str = ""  # "reasoning" (inside <think>)
    title: int | None = None  # where a bold title opening the content ends
    steps: tuple[Step, ...] = ()
    fence: bool = False
    aside: str = ""  # why the layout makes the row commentary (a step's gloss, a comment)


@functools.lru_cache(maxsize=16384)  # pure, and answers repeat their lines
def strip_markup(text: str) -> tuple[str, int]:
    """Markup removed (bold, code, heading marks) with the offset of what is left."""
    lead = len(text) - len(text.lstrip())
    body = MARKUP.sub(lambda m: " " * len(m.group(0)), text[lead:])
    return body, lead


@functools.lru_cache(maxsize=16384)
def title_end(text: str) -> int | None:
    """Where a bold title that opens ``text`` ends ("**Feast b from a** uses ..."), when
    text follows it."""
    lead = len(text) - len(text.lstrip())
    m = TITLE.match(text, lead)
    return m.end() if m and text[m.end() :].strip() else None


def answer_rows(text: str) -> list[Row]:
    hidden = [False] * (text.count("\n") + 1)
    for m in THINK.finditer(text):
        a, b = text.count("\n", 0, m.start()), text.count("\n", 0, m.end())
        for i in range(a, b + 1):
            hidden[i] = True
    close = text.lower().rfind("</think>")
    if close >= 0 and "<think>" not in text.lower():  # the opening tag was in the prompt
        for i in range(text.count("\n", 0, close) + 1):
            hidden[i] = True
    rows = []
    for i, raw in enumerate(text.splitlines()):
        row = Row(i + 1, raw, raw, 0, hidden="reasoning" if hidden[i] else "")
        if i < len(hidden) and hidden[i] and "</think>" in raw.lower():
            tail = raw.lower().rindex("</think>") + len("</think>")
            if raw[tail:].strip():
                row = Row(i + 1, raw, raw[tail:], tail)  # what follows the tag is visible
        rows.append(row)
    return rows


@functools.lru_cache(maxsize=16384)
def heading_of(content: str, item: bool) -> str | None:
    """The heading a line is, if any: markdown, a bold line, or a short line ending with
    a colon."""
    s = content.strip()
    low = s.lower()
    if PLAN_END.match(low):
        return "[PLAN END]"
    if low.startswith("[plan]"):
        return "[PLAN]"
    if item or not s:
        return None
    if s.endswith(":") and len(s) <= 80:
        return s[:-1]
    return None


def visible_text(text: str) -> str:
    """The answer without its reasoning (``<think>`` sections, or all before ``</think>``)."""
    visible = THINK.sub("", text)
    close = visible.lower().rfind("</think>")
    return visible[close + len("</think>") :] if close >= 0 else visible
