"""How an answer was read: every line's role, the chosen block and the steps in order
(the result of :func:`plangate.llm.reading.answer.read_plan`), and its line-by-line account."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from plangate.llm.reading.step import Step


@dataclass(frozen=True)
class AnswerLine:
    """One line of the answer and its role in the reading."""

    number: int  # 1-based
    text: str
    role: str  # step, unreadable, commentary, heading, outside, reasoning, blank
    steps: tuple[Step, ...] = ()


@dataclass(frozen=True)
class PlanReading:
    """How an answer was read: the chosen block, every line's role, the steps in order."""

    block: str  # how the block was chosen
    first: int  # first and last line of the block (1-based; 0 when there is none)
    last: int
    lines: tuple[AnswerLine, ...] = field(repr=False)

    @property
    def steps(self) -> list[Step]:
        return [s for ln in self.lines for s in ln.steps]

    def explain(self, verdicts: Sequence[str] = ()) -> str:
        """A line-by-line account, for ``plangate validate --explain``; ``verdicts`` (one
        per step, e.g. the machine's, with the action it resolved to) are shown beside
        the steps."""
        out = [
            f"block: {self.block}" + (f" (lines {self.first}-{self.last})" if self.first else ""),
        ]
        n = 0
        for ln in self.lines:  # every line, those outside the block too
            if ln.role == "blank":
                continue
            shown = short(ln.text)
            if ln.role not in ("step", "unreadable"):
                out.append(f"  {ln.number:>4}  {ln.role}: {shown}")
                continue
            for s in ln.steps:
                verdict = f"  => {verdicts[n]}" if n < len(verdicts) else ""
                n += 1
                if s.readable:
                    how = f" [{s.how.value if s.how else '?'}]" + (f" ({s.note})" if s.note else "")
                    out.append(f"  {ln.number:>4}  step {n}: {s.pddl()}{how}{verdict}  <- {shown}")
                else:
                    out.append(f"  {ln.number:>4}  step {n}: unreadable: {s.reason}  <- {shown}")
        if not n:
            out.append("  no step found: the answer holds no plan")
        return "\n".join(out)

    def to_dict(self) -> dict[str, object]:
        return {
            "block": self.block,
            "lines": [self.first, self.last] if self.first else None,
            "steps": [s.to_dict() | {"line": ln.number} for ln in self.lines for s in ln.steps],
            "commentary": [ln.number for ln in self.lines if ln.role == "commentary"],
        }


def short(text: str, width: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"
