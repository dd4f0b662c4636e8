"""A Gymnasium environment over the Mealy machine of PDDL problems (the ``gym`` extra).

Agents from other frameworks (reinforcement learning, LLM agents written for
Gymnasium) run on any PDDL task through it, as PDDLGym users know, but with the
machine's guarantees at every step: valid-action masks, the machine's verdict on an
invalid action, text or fact observations, goal or exact-distance rewards
(:mod:`plangate.interop.gymenv.env`). A folder of problems is one environment with train and
test splits by instance (:mod:`plangate.interop.gymenv.problems`), and
:func:`make_vec` runs a batch of problems or of seeds as one ``gymnasium.vector``
environment, in this process or in one process per environment
(:mod:`plangate.interop.gymenv.vector`).

    import gymnasium, plangate.interop.gymenv
    env = gymnasium.make("plangate/Planning-v0", domain="d.pddl", problem="p.pddl")
    envs = plangate.interop.gymenv.make_vec("d.pddl", problems=["p1.pddl", "p2.pddl"])
"""

from __future__ import annotations

import gymnasium

from plangate.interop.gymenv.env import Observation, PlanningEnv, Reward
from plangate.interop.gymenv.problems import Problems, folder_problems
from plangate.interop.gymenv.vector import make_vec

ENV_ID = "plangate/Planning-v0"


def register() -> None:
    """Register :data:`ENV_ID` with Gymnasium (done on import; again is harmless)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="plangate.interop.gymenv:PlanningEnv")


register()

__all__ = [
    "ENV_ID",
    "Observation",
    "PlanningEnv",
    "Problems",
    "Reward",
    "folder_problems",
    "make_vec",
    "register",
]
