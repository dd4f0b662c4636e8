"""What an equivalence check answers: the verdict, what it proves, the renaming it
found, and a witness the validator confirmed (:mod:`.witness`)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.verify.equivalence.graphs import Renaming


class EquivalenceVerdict(enum.Enum):
    EQUIVALENT = "equivalent"
    NOT_EQUIVALENT = "not equivalent"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class CheckBudget:
    """How far a check may go: seconds in all, states explored (and pairs of states
    compared: a bound on memory, about 250 bytes a pair; the seconds decide first on
    most tasks), and renamings tried when the initial states have symmetries."""

    states: int = 2_000_000
    seconds: float = 30.0
    renamings: int = 64
    explore_seconds: float = 3.0  # of the seconds, at most these exploring each task
    witness_seconds: float = 5.0  # of the seconds, at most these looking for a witness plan


@dataclass(frozen=True)
class Witness:
    """Why two problems are not equivalent: what differs, and, where one was found, a
    plan (in the true task's names) that the validator judges differently on the two."""

    what: str
    plan: tuple[str, ...] | None = None
    true_outcome: str | None = None  # the validator on the true task
    written_outcome: str | None = None  # the validator on the written one (plan renamed)
    only_true: tuple[str, ...] = ()  # initial atoms only the true problem has
    only_written: tuple[str, ...] = ()  # and only the written one (renamed)

    def to_dict(self) -> dict[str, object]:
        return {
            "what": self.what,
            "plan": None if self.plan is None else list(self.plan),
            "true_outcome": self.true_outcome,
            "written_outcome": self.written_outcome,
            "only_true": list(self.only_true),
            "only_written": list(self.only_written),
        }


@dataclass(frozen=True)
class Equivalence:
    verdict: EquivalenceVerdict
    proves: str  # what the verdict proves, in words
    how: str  # the method that decided it
    renaming: Renaming | None = None  # written object -> true object
    witness: Witness | None = None
    seconds: float = 0.0
    # where the true and written metrics differ, what that means for costs ("" when they
    # agree): equivalence is about plans; a metric decides which of them is optimal
    metric: str = ""

    @property
    def equivalent(self) -> bool:
        return self.verdict is EquivalenceVerdict.EQUIVALENT

    def to_dict(self) -> dict[str, object]:
        return {
            "verdict": self.verdict.value,
            "proves": self.proves,
            "how": self.how,
            "renaming": self.renaming,
            "witness": None if self.witness is None else self.witness.to_dict(),
            "seconds": round(self.seconds, 3),
            "metric": self.metric or None,
        }
