"""IPC plan files: ``(action arg ...)`` lines, ``;`` comments, ``; cost = N`` footer."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from plangate.errors import PlanError
from plangate.pddl.syntax import number_str
from plangate.pddl.task import Operator

_STEP = re.compile(
    r"^\s*(?:\d+(?:\.\d+)?\s*:\s*)?\(\s*([^\s()]+)((?:\s+[^\s()]+)*)\s*\)\s*(?:\[[^\]]*\])?\s*$"
)


@dataclass(frozen=True, slots=True)
class PlanStep:
    """One line of a plan file: an action name and its arguments (lower case)."""

    name: str
    args: tuple[str, ...]
    line: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"({self.name}{' ' if self.args else ''}{' '.join(self.args)})"


MAX_LINE = 64 * 1024  # characters in one plan line (a real step has well under 1,000)


def iter_plan(lines: Iterable[str], file: str = "<plan>") -> Iterator[PlanStep]:
    """The steps of IPC plan lines, one at a time (a plan is a stream: a million steps
    need not be in memory at once); every non-comment line must be ``(name arg ...)``."""
    for lineno, raw in enumerate(lines, start=1):
        if len(raw) > MAX_LINE:  # read no further than that (stream_plan)
            raise PlanError(
                f"{file}:{lineno}: a line of more than {MAX_LINE:,} characters; a plan step "
                "is one (name arg ...) per line"
            )
        line = raw.split(";", 1)[0].strip()
        if not line:
            continue
        m = _STEP.match(line)
        if m is None:
            raise PlanError(
                f"{file}:{lineno}: expected a plan step such as (pick-up a), got {line!r}"
            )
        yield PlanStep(m.group(1).lower(), tuple(m.group(2).lower().split()), lineno)


def parse_plan(text: str, file: str = "<plan>") -> list[PlanStep]:
    """Parse IPC plan text; every non-comment line must be ``(name arg ...)``."""
    return list(iter_plan(text.splitlines(), file))


def stream_plan(path: str | Path) -> Iterator[PlanStep]:
    """The steps of a plan file, read line by line (errors name the file and line)."""
    from plangate.pddl.limits import open_bounded

    p = Path(path)
    try:
        fh = open_bounded(p, "plan", PlanError)
    except FileNotFoundError:
        raise PlanError(f"{p}: plan file not found") from None
    except OSError as err:
        raise PlanError(f"{p}: cannot read plan file: {err.strerror}") from None
    with fh:
        try:
            # no line is read past MAX_LINE characters: a one-line file of 60 MB is
            # refused after 64 KB, not read whole
            lines = iter(lambda: fh.readline(MAX_LINE + 1), "")
            yield from iter_plan(lines, str(p))
        except UnicodeDecodeError:
            raise PlanError(f"{p}: the plan file is not valid UTF-8 text") from None


def read_plan(path: str | Path) -> list[PlanStep]:
    return list(stream_plan(path))


def format_plan(
    plan: Sequence[Operator | PlanStep], cost: int | float | Fraction | None = None
) -> str:
    """IPC plan text with a ``; cost = N (unit cost|general cost)`` footer."""
    lines = [str(step) for step in plan]
    if cost is None:
        cost = (  # exact: an operator's cost is an int or a Fraction
            sum(op.cost for op in plan if isinstance(op, Operator))
            if all(isinstance(op, Operator) for op in plan)
            else len(plan)
        )
    unit = all(isinstance(op, Operator) and op.cost == 1 for op in plan)
    lines.append(f"; cost = {number_str(cost)} ({'unit cost' if unit else 'general cost'})")
    return "\n".join(lines) + "\n"


def write_plan(
    path: str | Path,
    plan: Sequence[Operator | PlanStep],
    cost: int | float | Fraction | None = None,
) -> None:
    Path(path).write_text(format_plan(plan, cost), encoding="utf-8")
