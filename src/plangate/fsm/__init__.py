"""Mealy machine over a grounded task, explicit exploration, episode protocol."""

from plangate.fsm.episode import Episode, Event
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
