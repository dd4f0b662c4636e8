"""Verifiable rewards: a score in [0, 1] for a model's answer about a PDDL task (a whole
plan, or the next action at a state), with every component beside it, from the reading
that scores PlanBench's answers and the Mealy machine's verdict on every step.

:class:`Verifier` holds one task; :mod:`plangate.reward.score` defines the reward. The
training libraries' entry points (reasoning-gym, verifiers, TRL, verl) are in
:mod:`plangate.interop`.
"""

from __future__ import annotations

from plangate.reward.score import MAX_CHARS, PARTIAL, Reward
from plangate.reward.verifier import Verifier

__all__ = ["MAX_CHARS", "PARTIAL", "Reward", "Verifier"]
