"""Mealy machine over a grounded task, explicit exploration, episode protocol.

The episode's names are imported on first use: its state machine library costs a cold
``plangate validate`` nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from plangate.fsm.explore import StateSpace, explore
from plangate.fsm.machine import (
    BEGIN,
    END,
    FINISH,
    INVALID,
    START,
    MealyMachine,
    Output,
    Parsed,
    Verdict,
)
from plangate.lazy import lazy_names

if TYPE_CHECKING:
    from plangate.fsm.episode import Episode, Event

_LAZY = dict.fromkeys(("Episode", "Event"), "plangate.fsm.episode")
__getattr__ = lazy_names("plangate.fsm", _LAZY, globals())

__all__ = [
    "BEGIN",
    "END",
    "FINISH",
    "INVALID",
    "START",
    "Episode",
    "Event",
    "MealyMachine",
    "Output",
    "Parsed",
    "StateSpace",
    "Verdict",
    "explore",
]
