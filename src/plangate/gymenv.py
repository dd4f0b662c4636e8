"""A Gymnasium environment over the Mealy machine of a PDDL task (the ``gym`` extra).

Agents from other frameworks (reinforcement learning, LLM agents written for
Gymnasium) run on any PDDL task through it, as PDDLGym users know, but with the
machine's guarantees at every step:

* **actions**: ``Discrete(n)`` over the task's ground actions in their fixed order
  (``env.actions[i]``); the valid ones at the current state are in
  ``info["action_mask"]`` (and :meth:`PlanningEnv.action_masks`, the method
  maskable agents look for) and, worded, in ``info["valid_actions"]``. An invalid
  action leaves the state as it is, gives ``invalid_reward`` and says why in
  ``info["reason"]`` (the machine's verdict). :meth:`PlanningEnv.step_text` takes
  an action written as text (a model's answer) and reads it with the task's
  reading.
* **observations**: the state in the task's rendering (``"text"``, PlanBench's
  wording where plangate ships one), its facts as bits (``"facts"``,
  ``env.facts[i]`` is fact i), or both (a ``Dict``).
* **reward and termination**: ``"goal"`` gives 1 on reaching the goal, ``"distance"``
  the steps the action brought the state closer to the goal (the exact distance
  before minus after: -1 for a step away); the episode terminates at the goal and,
  unless ``end_at_dead_end`` is off, at a state from which the goal cannot be
  reached; ``max_steps`` truncates it.
* **info**: ``optimal_length`` (the classical planner's, from the initial state),
  ``distance`` (exact, to the goal, after each step), ``goal`` (worded), ``valid``,
  ``reason``, ``action_mask``, ``valid_actions``. With ``distances=False`` (tasks too
  large for an exact distance at every step) neither is computed: ``distance`` and
  ``optimal_length`` are None, the reward is the goal's, and a dead end is a state
  with no valid action. ``planner`` and ``planner_seconds`` choose the ground truth's
  exact planners and the limit of each search, as ``--truth-planner`` and
  ``--truth-timeout`` do (``auto``: the built-in search, then Fast Downward).

    import gymnasium, plangate.gymenv
    env = gymnasium.make("plangate/Planning-v0", domain="d.pddl", problem="p.pddl")
"""

from __future__ import annotations

import math
import string
from typing import Any, Literal

import gymnasium
import numpy as np
from gymnasium import spaces

from plangate.errors import PlangateError
from plangate.fsm.machine import MealyMachine
from plangate.llm.render import reading_for, renderer_for
from plangate.pddl.loader import load_task
from plangate.pddl.task import Operator, Task
from plangate.verify.distance import TRUTH_TIMEOUT, DistanceOracle

ENV_ID = "plangate/Planning-v0"
Observation = Literal["text", "facts", "both"]
Reward = Literal["goal", "distance"]


class PlanningEnv(gymnasium.Env[Any, np.int64]):
    """One PDDL task as a Gymnasium environment (see the module's documentation)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        domain: str | None = None,
        problem: str | None = None,
        *,
        task: Task | None = None,
        nl: str | None = None,
        observation: Observation = "both",
        reward: Reward = "goal",
        invalid_reward: float = -1.0,
        end_at_dead_end: bool = True,
        max_steps: int | None = None,
        distances: bool = True,
        planner: str | None = "auto",
        planner_seconds: float = TRUTH_TIMEOUT,
        render_mode: str | None = None,
    ) -> None:
        if task is None:
            if domain is None or problem is None:
                raise PlangateError("PlanningEnv needs a domain and a problem file, or a task")
            task = load_task(domain, problem)
        if observation not in ("text", "facts", "both"):
            raise PlangateError(f"observation: {observation!r}; expected text, facts or both")
        if reward not in ("goal", "distance"):
            raise PlangateError(f"reward: {reward!r}; expected goal or distance")
        if reward == "distance" and not distances:
            raise PlangateError("reward='distance' needs the exact distances (distances=True)")
        if render_mode not in (None, "ansi"):
            raise PlangateError(f"render_mode: {render_mode!r}; the only mode is ansi")
        self.task = task
        self.machine = MealyMachine(task)
        self.renderer = renderer_for(task, nl)
        self.reading = reading_for(self.renderer, self.machine)
        self.oracle = DistanceOracle(task, planner=planner, planner_seconds=planner_seconds)
        self.observation, self.reward_kind = observation, reward
        self.invalid_reward, self.end_at_dead_end = invalid_reward, end_at_dead_end
        self.max_steps, self.render_mode = max_steps, render_mode
        self.distances = distances
        self.actions: tuple[str, ...] = tuple(str(op) for op in task.operators)
        self.facts: tuple[str, ...] = task.facts
        self.goal_text = self.renderer.goal()
        self.action_space = spaces.Discrete(len(task.operators))
        text = spaces.Text(self._longest(), min_length=0, charset=self._charset())
        bits = spaces.MultiBinary(len(task.facts))
        self.observation_space: spaces.Space[Any] = (
            text
            if observation == "text"
            else bits
            if observation == "facts"
            else spaces.Dict({"text": text, "facts": bits})
        )
        self.state = task.initial
        self.steps = 0
        self._optimal: float | None = None

    # ------------------------------------------------------------ the space
    def _charset(self) -> str:
        """Every character a rendering of this task can hold."""
        r = self.renderer
        words = [*r.action_templates.values(), *r.predicate_templates.values()]
        words += [*r.objects.values(), *self.facts, r.facts(self.facts), r.state(0)]
        chars = set(string.printable) | {c for w in words for c in w}
        return "".join(sorted(chars))

    def _longest(self) -> int:
        """A bound on the length of a state's text: every fact true, worded, four times
        over (whole-state formats lay facts out otherwise), and at least 10,000."""
        return max(10_000, 4 * len(self.renderer.facts(self.facts)))

    def _text(self, state: int) -> str:
        return self.renderer.state(state)

    def _bits(self, state: int) -> np.ndarray:
        n = len(self.facts)
        return np.array([(state >> i) & 1 for i in range(n)], dtype=np.int8)

    def _obs(self) -> Any:
        if self.observation == "text":
            return self._text(self.state)
        if self.observation == "facts":
            return self._bits(self.state)
        return {"text": self._text(self.state), "facts": self._bits(self.state)}

    # ------------------------------------------------------------ queries
    def action_masks(self, ops: list[Operator] | None = None) -> np.ndarray:
        """1 for each action valid at the current state (``ops``, when known), 0 for the
        others."""
        mask = np.zeros(len(self.actions), dtype=np.int8)
        for op in self.task.applicable(self.state) if ops is None else ops:
            mask[op.index] = 1
        return mask

    def distance(self, state: int | None = None) -> float | None:
        """The exact distance (steps, or cost) from the current state (or ``state``) to the
        goal; None with ``distances=False``."""
        if not self.distances:
            return None
        try:
            return self.oracle.distance(self.state if state is None else state)
        except PlangateError as err:
            raise PlangateError(
                f"{err}; for a task this large, give PlanningEnv more planner_seconds "
                "or distances=False"
            ) from None

    @property
    def optimal_length(self) -> float | None:
        """The optimal plan's length (or cost) from the initial state (None with
        ``distances=False``)."""
        if self._optimal is None:
            self._optimal = self.distance(self.task.initial)
        return self._optimal

    def _info(
        self, valid: bool = True, reason: str = "", distance: float | None = None
    ) -> dict[str, Any]:
        ops = self.task.applicable(self.state)
        return {
            "action_mask": self.action_masks(ops),
            "valid_actions": [self.renderer.op(op) for op in ops],
            "distance": self.distance() if distance is None else distance,
            "optimal_length": self.optimal_length,
            "goal": self.goal_text,
            "goal_reached": self.task.is_goal(self.state),
            "valid": valid,
            "reason": reason,
        }

    # ------------------------------------------------------------ the API
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """The initial state (the task has one: ``seed`` seeds ``np_random`` only)."""
        super().reset(seed=seed)
        self.state, self.steps = self.task.initial, 0
        return self._obs(), self._info()

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        i = int(action)
        if not 0 <= i < len(self.actions):
            raise PlangateError(f"action {i} is not in the action space 0..{len(self.actions) - 1}")
        op = self.task.operators[i]
        return self._take(self.machine.resolve(op.name, op.args, self.state))

    def step_text(self, text: str) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """A step given as text (an action in the task's wording or in PDDL), read with
        the task's reading; text that names no valid action is an invalid step."""
        return self._take(self.reading.parse(text, self.state))

    def _take(self, parsed: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        self.steps += 1
        truncated = self.max_steps is not None and self.steps >= self.max_steps
        if not parsed.valid or parsed.action is None:
            info = self._info(valid=False, reason=parsed.reason)
            return self._obs(), float(self.invalid_reward), False, truncated, info
        before = self.distance()
        self.state = parsed.action.apply(self.state)
        after = self.distance()
        goal = self.task.is_goal(self.state)
        if after is None:  # no distances: a dead end is a state with no valid action
            dead = not goal and not self.task.applicable(self.state)
        else:
            dead = math.isinf(after)
        if self.reward_kind == "goal":
            reward = 1.0 if goal else 0.0
        else:
            assert before is not None and after is not None  # distances=True, checked
            reward = -1.0 if dead else float(before - after)
        terminated = goal or (dead and self.end_at_dead_end)
        return (
            self._obs(),
            reward,
            terminated,
            truncated and not terminated,
            self._info(distance=after),
        )

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return f"{self._text(self.state)}\nGoal: {self.goal_text}"


def register() -> None:
    """Register :data:`ENV_ID` with Gymnasium (done on import; again is harmless)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="plangate.gymenv:PlanningEnv")


register()
