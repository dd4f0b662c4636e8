"""A ``plangate openenv`` server as TRL's environment: ``GRPOTrainer(environment_factory=...)``.

TRL makes one :class:`PlanToolEnv` per rollout (and reuses them): ``reset`` gets the
dataset row's columns (``seed``, ``problem``: what the server's ``reset`` takes) and
returns the task as text, which TRL appends to the row's prompt; the public methods
``apply`` and ``list_valid_actions`` are the model's tools (TRL reads their type hints
and docstrings); ``get_reward`` is the rollout's reward, the sum of the server's step
rewards (plangate's rubric: readable, valid, closer, reached, optimal). Every verdict is
the server's, so the machine's one surface decides here as for every other bridge::

    import functools
    from trl import GRPOConfig, GRPOTrainer
    from plangate.interop.openenv_trl import PlanToolEnv

    trainer = GRPOTrainer(model=..., args=GRPOConfig(...), train_dataset=rows,
                          environment_factory=functools.partial(PlanToolEnv,
                                                                "http://127.0.0.1:8000"))

It needs OpenEnv's client (the openenv extra, in its environment of its own) beside TRL
(docs/training.md).
"""

from __future__ import annotations

import contextlib
import os
import weakref
from typing import Any

from plangate.errors import PlangateError

URL_VARIABLE = "PLANGATE_OPENENV_URL"


def _close(client: Any) -> None:
    with contextlib.suppress(Exception):  # the socket is gone already: nothing to free
        client.close()


class PlanToolEnv:
    """One rollout's episode on a ``plangate openenv`` server (see the module)."""

    def __init__(self, base_url: str | None = None) -> None:
        url = base_url or os.environ.get(URL_VARIABLE)
        if not url:
            raise PlangateError(f"PlanToolEnv needs the server's URL (or {URL_VARIABLE})")
        self._url = url
        self._client: Any = None
        self._reward = 0.0
        self._done = False
        self.trail: list[dict[str, Any]] = []  # the episode: action, verdict, reward, state

    # -------------------------------------------------------------- TRL's hooks
    def reset(self, seed: int | None = None, problem: str | int | None = None,
              **_columns: Any) -> str:  # fmt: skip
        """The episode's start (TRL calls it with the dataset row's columns)."""
        if self._client is None:
            from openenv import GenericEnvClient

            self._client = GenericEnvClient(base_url=self._url).sync()
            self._client.connect()
            weakref.finalize(self, _close, self._client)
        asked: dict[str, Any] = {"valid_actions": True}
        if seed is not None:
            asked["seed"] = int(seed)
        if problem is not None:
            asked["problem"] = problem
        obs = self._client.reset(**asked).observation
        self._reward, self._done, self.trail = 0.0, False, []
        self.trail.append({"state_id": obs["state_id"], "problem": obs["problem"]})
        return (f"The state: {obs['text']}\nThe goal: {obs['goal']}\n"
                f"Valid actions: {', '.join(obs.get('valid_actions') or [])}")  # fmt: skip

    def get_reward(self) -> float:
        """The rollout's reward: the sum of its steps' rewards."""
        return self._reward

    # -------------------------------------------------------------- the tools
    def apply(self, action: str) -> str:
        """Apply one action to the current state.

        Args:
            action: The action, in PDDL such as (pick-up a) or in the task's words.

        Returns:
            The verdict with its reason, the state after it and the valid actions next.
        """
        if self._done:
            return "The episode is over: the goal was reached or the steps ran out."
        result = self._client.step({"action": str(action)[:2000]})
        obs = result.observation
        self._reward += float(result.reward or 0.0)
        self._done = bool(result.done)
        self.trail.append({"action": obs.get("action"), "valid": obs.get("valid"),
                           "reason": obs.get("reason"), "reward": result.reward,
                           "state_id": obs.get("state_id"),
                           "components": obs.get("components")})  # fmt: skip
        verdict = "Done." if obs.get("valid") else f"Not applied: {obs.get('reason')}."
        if obs.get("components", {}).get("reached"):
            return f"{verdict} The goal is reached."
        return (f"{verdict} The state: {obs['text']}\n"
                f"Valid actions: {', '.join(obs.get('valid_actions') or [])}")  # fmt: skip

    def list_valid_actions(self) -> str:
        """List the actions valid in the current state.

        Returns:
            The valid actions, in PDDL, separated by commas.
        """
        obs = self._client.step({"tool": "list_valid_actions"}).observation
        return ", ".join(obs.get("valid_actions") or [])


__all__ = ["URL_VARIABLE", "PlanToolEnv"]
