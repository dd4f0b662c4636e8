"""Reading a model's whole answer: which plan it commits to, and each line's role.

The answer is cut into sections at headings (``### Plan``, ``**Final plan**``,
``Corrected plan:``), ``[PLAN]``/``[PLAN END]`` markers and code fences, and
at a numbered list that starts again from 1. Reasoning in ``<think>`` tags
is never read as the plan. The plan is the block the model commits to:

1. the last ``[PLAN] ... [PLAN END]`` block, when there is one;
2. else the last section that reads as a plan under a plan heading (plan,
   answer, solution, summary, final, corrected, ...);
3. else the last section that reads as a plan, unless it sits under an
   explanation heading (explanation, verification, reasoning, ...) and
   another candidate does not.

A section reads as a plan when at least half of its top-level items (or any
unlisted line) name an action. In the chosen block every top-level item and
every line that starts with an action (after words such as "First," or
"Then I will") is a step; a step that names no action, or an action whose
objects cannot be read, is *unreadable* and the plan fails there. Sub-items,
prose and text after a step's objects are commentary. A prose line may hold
several steps joined by "then", "and" or ";".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from plangate.llm.reading.clauses import corrected, line_steps, read_line_steps, shift
from plangate.llm.reading.lines import (
    FENCE,
    ITEM,
    TABLE,
    TABLE_RULE,
    Row,
    answer_rows,
    heading_of,
    strip_markup,
    title_end,
)
from plangate.llm.reading.plan import AnswerLine, PlanReading, short
from plangate.llm.reading.step import Step, StepReader

# "Explanation: ...", "**Verification:** ..." opening a line: a heading with text after it
# the characters of a line the heuristics read (a remark, a label, a heading is short):
# a line of 100,000 characters costs its steps' reading, not the regexes' backtracking
LOOK = 400
_BARE_HEADING = re.compile(r"(#+\s*.+|\*\*[^*]+\*\*:?)")
_LABEL_HEAD = re.compile(r"^\s*([A-Za-z][\w ]{0,40}?)\s*:(?!\S)")
_PLAN_WORDS = re.compile(
    r"\b(plan|answer|solution|summary|final|corrected|revised|updated|sequence|actions?|steps?)\b",
    re.IGNORECASE,
)
_OTHER_WORDS = re.compile(
    r"\b(explanation|explain|verification|verify|verifying|check|checking|reasoning|why|"
    r"analysis|state|trace|tracking|observations?|notes?|key|initial|goal|rules?)\b",
    re.IGNORECASE,
)
# a list item that is a remark, not an attempted action: the plan's end, the goal reached,
# a state
# (``(?=(\W*))\1`` takes the leading punctuation atomically: never given back, so a
# run of thousands of ``(`` is read once, not once per split of it)
_REMARK = re.compile(
    r"^(?=(\W*))\1(?:(?:and\s+|we\s+are\s+|i\s+am\s+|that'?s\s+|now\s+)*(?:done|finished|"
    r"complete[d]?|the\s+end|end(?:\s+of\s+(?:the\s+)?plan)?)\b(?!\s+(?:the|it|with)\b)"
    r"|.*\bgoals?\b.*\b(?:reached|achieved|satisfied|met|accomplished|complete[d]?)\b"
    r"|.*\b(?:is|are)\s+now\b|(?:now\s+)?(?:the\s+)?(?:final\s+)?state\b)",
    re.IGNORECASE,
)
_CONTINUATIONS = frozenset(
    ["next", "then", "and then", "after that", "afterwards", "finally", "lastly", "now",
     "first", "second", "third", "next step", "next steps", "continuing", "continue"]
)  # fmt: skip
_CORRECTED = re.compile(r"\b(corrected|revised|updated|final|fixed)\b", re.IGNORECASE)
_STATEMENT = re.compile(r"^\s*\[STATEMENT\]", re.IGNORECASE)
INVENTED = "after a new [STATEMENT]"
_EXPLAIN = re.compile(
    r"\b(explanation|explain|verification|verify|verifying|reasoning|why|analysis|"
    r"justification|checking)\b",
    re.IGNORECASE,
)
# a step's gloss on the line under it: "_(PickUp(O))_", "*(Remove blue from orange ...)*"
_GLOSS = re.compile(r"^\s*(?:[*_]+\s*\(.*\)\s*[*_]+|[*_](?![*_\s]).*[^*_\s][*_]|\(.*\))\s*$")
# PlanBench's state-tracking layout (t1_cot): "Action: ..." lines are the plan's steps
_LABEL_AT = r"^\W*(?:\d+\s*[.):]\s*)?(?:\*\*|__)?"  # a label opening a line, maybe numbered
_ACTION_LABEL = re.compile(
    _LABEL_AT + r"action(?:\*\*|__)?\s*\d*\s*:\s*(?:\*\*|__)?\s*", re.IGNORECASE
)
_STATE_LABEL = re.compile(
    _LABEL_AT + r"(?:current|resulting|final|initial|new)?\s*state(?:\*\*|__)?\s*:",
    re.IGNORECASE,
)


def _is_plan_heading(h: str) -> bool:
    return bool(_PLAN_WORDS.search(h[:LOOK])) and not _OTHER_WORDS.search(h[:LOOK])


def read_plan(
    text: str, reader: StepReader, fits: Callable[[Step], bool] | None = None
) -> PlanReading:
    """The plan an answer commits to, with the role of every line. ``fits`` says whether
    a step is valid in the problem's initial state: an answer that first re-solves the
    prompt's worked example is read from the block whose first step fits."""
    reader = reader.defined(text)  # abbreviations the answer defines ("Let R = red block")
    rows = answer_rows(text)
    sections: list[tuple[str, list[Row]]] = []  # (heading, rows)
    current: list[Row] = []
    heading = ""
    in_plan_marker = False
    marker_blocks: list[int] = []  # indices of sections opened by [PLAN]
    in_fence = False
    ended = False  # a [PLAN END] was seen
    last_n: int | None = None
    list_indent: int | None = None  # the indent of the numbered list being read

    def close(new_heading: str) -> None:
        nonlocal current, heading, last_n, list_indent
        sections.append((heading, current))
        current, heading, last_n, list_indent = [], new_heading, None, None

    invented = False  # after a new [STATEMENT]: a problem the model made up
    tracking = _state_tracking(rows)
    actions = 0  # the state-tracking layout's Action lines so far
    under_item = False  # the last non-blank row was an item (or its explanation)
    for row in rows:
        if row.hidden:
            continue
        if invented:
            current.append(row)
            continue
        if _STATEMENT.match(row.content) and (marker_blocks or ended):
            close(INVENTED)  # a completion model going on with a problem of its own
            invented = True
            current.append(row)
            continue
        if FENCE.match(row.content):
            row.fence = True
            in_fence = not in_fence
            if in_fence:
                close("code block")
            current.append(row)
            continue
        marks = heading_of(row.content, False) in ("[PLAN]", "[PLAN END]")
        if tracking and not marks:
            label = _ACTION_LABEL.match(row.content[:LOOK])
            if label is None:
                row.aside = "the state-tracking layout: its Action lines are the steps"
                current.append(row)
                continue
            actions += 1
            row.item, row.n, row.indent = True, actions, 0
            body, lead = strip_markup(row.content[label.end() :])
            row.offset, row.content = label.end() + lead, body
            last_n = row.n
            current.append(row)
            continue
        if row.content.lstrip().startswith(";") and not in_fence:
            row.aside = "a PDDL comment"
            current.append(row)
            continue
        if not marks and not in_fence and row.content.strip() and not ITEM.match(row.content):
            indent = len(row.content) - len(row.content.lstrip())
            if last_n is not None and list_indent is not None and indent > list_indent:
                row.aside = "under a numbered step: that step's explanation"
            elif under_item and last_n is not None and _GLOSS.match(row.content[:LOOK]):
                row.aside = "under a numbered step: that step's gloss"
            if row.aside:
                current.append(row)
                continue
        if TABLE.match(row.content):
            if TABLE_RULE.match(row.content):
                current.append(row)
                continue
            cells = [c.strip() for c in row.content.strip().strip("|").split("|")]
            if cells and cells[0].strip("*. ").isdigit():
                row.item, row.n = True, int(cells[0].strip("*. "))
                cells = cells[1:]
            body = " | ".join(cells)
            row.offset = row.content.find(cells[0]) if cells and cells[0] else 0
            row.content = body
        else:
            m = ITEM.match(row.content)
            if m:
                row.item = True
                row.indent = len(m.group("indent").expandtabs(4))
                num = m.group("n") or m.group("n2")
                row.n = int(num) if num is not None else None
                row.offset = m.end()
                row.content = row.content[m.end() :]
            else:
                row.indent = len(row.content) - len(row.content.lstrip())
            title = title_end(row.content)
            body, lead = strip_markup(row.content)
            row.offset += lead
            row.title = title - lead if title is not None else None
            row.content = body
        h = heading_of(row.content, row.item) if not in_fence else None
        if h is None and not row.item and not in_fence and not in_plan_marker:
            label = _LABEL_HEAD.match(row.content[:LOOK])
            if label and _EXPLAIN.search(label.group(1)) and len(label.group(1).split()) <= 4:
                h = label.group(1)  # "Explanation: the plan works because ..."
        if h is not None and h.strip(" *").lower() in _CONTINUATIONS:
            h = None  # "Next:" on its own line continues the plan, it does not end it
        if h is None and not row.item and not in_fence:
            bare = row.text.strip()
            if len(bare) <= LOOK and _BARE_HEADING.fullmatch(bare) and not reader.find(row.content):
                h = row.content.strip().rstrip(":")
        if h == "[PLAN]":
            close("[PLAN]")
            in_plan_marker = True
            marker_blocks.append(len(sections))
            row.heading = h
            current.append(row)
            rest = row.content.strip()[len("[plan]") :]
            if rest.strip():
                row.steps = tuple(read_line_steps(reader, rest))
            continue
        if h == "[PLAN END]":
            if not in_plan_marker and not marker_blocks and not ended:
                # the prompt ended in [PLAN]: what came before is the plan block
                marker_blocks.append(len(sections))
                heading = "[PLAN]"
            ended = True
            row.heading = h
            current.append(row)
            close("after [PLAN END]")
            in_plan_marker = False
            continue
        if h is not None and not in_plan_marker:
            row.heading = h
            close(h)
            current.append(row)
            continue
        if row.item and row.n == 1 and last_n is not None and not in_plan_marker:
            close(heading if heading else "")  # a list that starts again: a new block
        if row.item and row.n is not None:
            last_n = row.n
            list_indent = row.indent
        if row.content.strip():
            under_item = row.item
        current.append(row)
    close("")
    return _choose(sections, marker_blocks, reader, text, fits)


def _read_section(rows: list[Row], reader: StepReader, marker: bool) -> tuple[int, int]:
    """Read the steps of a section's rows; returns (items naming an action, top items)."""
    items = [r for r in rows if r.item and not r.heading]
    top = min((r.indent for r in items), default=0)
    # numbered steps with bullets beside them: the bullets restate or explain them
    numbered = any(r.n is not None and r.indent == top for r in items)
    named = 0
    tops = 0
    for r in rows:
        if r.heading or r.fence or r.aside or not r.content.strip():
            continue
        if r.item and (r.indent > top or (numbered and r.n is None)):
            r.steps = ()
            continue  # a sub-item, or a bullet beside numbered steps: commentary
        steps = corrected(reader, r.content, line_steps(reader, r))
        if not steps and _REMARK.match(r.content[:LOOK]):
            r.steps = ()
            continue  # "3. Done", "7. Now the goal is reached": commentary, not a step
        if r.item:
            tops += 1
            named += bool(steps)
        if not steps and (r.item or marker):
            lowered = r.content.strip().lower()
            if marker and not r.item and (lowered.endswith(":") or not lowered):
                continue
            steps = [Step(r.content.strip(), 0, len(r.content), reason="no action named")]
        r.steps = tuple(shift(s, s.start + r.offset, s.end + r.offset) for s in steps)
    if marker:  # a closing sentence after the last step ("This plan ensures that ...")
        last = max((n for n, r in enumerate(rows) if any(s.readable for s in r.steps)), default=-1)
        for r in rows[last + 1 :]:
            if not r.item and r.steps and not any(s.readable for s in r.steps):
                r.steps = ()
    return named, tops


def _state_tracking(rows: list[Row]) -> bool:
    """PlanBench's state-tracking layout: ``Action:`` lines beside ``State:`` lines."""
    seen = [r.content for r in rows if not r.hidden]
    return any(_ACTION_LABEL.match(c[:LOOK]) for c in seen) and any(
        _STATE_LABEL.match(c[:LOOK]) for c in seen
    )


def _first(rows: list[Row]) -> Step | None:
    return next((s for r in rows for s in r.steps), None)


def _fitting_block(
    sections: list[tuple[str, list[Row]]],
    candidates: list[tuple[int, str]],
    chosen: int,
    fits: Callable[[Step], bool],
) -> int | None:
    """Another block to read when the chosen one's first step does not fit the initial
    state and an earlier block's does (an answer that re-solved the prompt's example
    first); never over a block the model calls corrected or final."""
    head, rows = sections[chosen]
    first = _first(rows)
    if first is None or not first.readable or fits(first) or _CORRECTED.search(head or ""):
        return None
    for i, _h in reversed(candidates):
        step = _first(sections[i][1])
        if i != chosen and step is not None and step.readable and fits(step):
            return i
    return None


def _choose(
    sections: list[tuple[str, list[Row]]],
    markers: list[int],
    reader: StepReader,
    text: str,
    fits: Callable[[Step], bool] | None = None,
) -> PlanReading:
    candidates: list[tuple[int, str]] = []  # (section index, why)
    weak: list[tuple[int, str]] = []
    for i, (head, rows) in enumerate(sections):
        if head == INVENTED:
            continue
        marker = head == "[PLAN]"
        named, tops = _read_section(rows, reader, marker)
        lines_with_steps = sum(1 for r in rows if any(s.readable for s in r.steps))
        if marker or (tops and named * 2 >= tops) or (not tops and lines_with_steps):
            candidates.append((i, head))
        elif named and not (head and _OTHER_WORDS.search(head[:LOOK])):
            weak.append((i, head))  # a list in which only some items name an action
    if not candidates and weak:  # no list reads as a plan: the last that names an action
        candidates = weak[-1:]  # is one whose other steps are unreadable, not "no plan"
    kept = {i for i, _ in candidates}
    for i, (_head, rows) in enumerate(sections):
        if i not in kept:
            for r in rows:  # not a plan: whatever actions it names are commentary
                r.steps = ()
    chosen: int | None = None
    why = "no block names an action"
    filled = [i for i in markers if any(r.steps for r in sections[i][1])]
    if markers:
        chosen = (filled or markers)[-1]
        why = "the last [PLAN] ... [PLAN END] block" + (" with a step" if filled != markers else "")
    else:
        headed = [(i, h) for i, h in candidates if h and _is_plan_heading(h)]
        plain = [(i, h) for i, h in candidates if not (h and _OTHER_WORDS.search(h[:LOOK]))]
        if headed:
            chosen, h = headed[-1]
            why = f"the last plan under a plan heading ('{short(h, 40)}')"
        elif plain:
            chosen, h = plain[-1]
            why = "the last list of actions" + (f" (under '{short(h, 40)}')" if h else "")
        elif candidates:
            chosen, h = candidates[-1]
            why = f"the last list of actions (under '{short(h, 40)}')"
    pool = [(i, "[PLAN]") for i in filled] if markers else candidates
    if chosen is not None and fits is not None:
        other = _fitting_block(sections, pool, chosen, fits)
        if other is not None:
            chosen = other
            why = (
                "the last block whose first step fits the initial state (the block chosen "
                "first starts with a step that does not: the prompt's example re-solved?)"
            )
    lines: list[AnswerLine] = []
    first = last = 0
    starts = [0]
    for raw in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(raw))
    visible = {r.number for _, rows in sections for r in rows}
    by_number = {r.number: (i, r) for i, (_, rows) in enumerate(sections) for r in rows}
    for number, raw in enumerate(text.splitlines(), start=1):
        if number not in visible:
            lines.append(AnswerLine(number, raw, "reasoning"))
            continue
        i, r = by_number[number]
        if i != chosen:
            lines.append(AnswerLine(number, raw, "outside" if raw.strip() else "blank"))
            continue
        first = first or number
        last = number
        if r.heading:
            lines.append(AnswerLine(number, raw, "heading"))
        elif r.steps:
            role = "step" if all(s.readable for s in r.steps) else "unreadable"
            at = starts[number - 1]  # spans in the whole answer
            steps = tuple(shift(s, s.start + at, s.end + at) for s in r.steps)
            lines.append(AnswerLine(number, raw, role, steps))
        else:
            lines.append(AnswerLine(number, raw, "commentary" if raw.strip() else "blank"))
    return PlanReading(why, first, last, tuple(lines))
