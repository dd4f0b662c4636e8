"""Any PDDL task as an OpenEnv environment, on OpenEnv's own server and types.

:class:`PlanEnvironment` is an ``openenv.core.env_server.Environment`` over plangate's
Gymnasium environment (:class:`plangate.interop.gymenv.PlanningEnv`), whose text
actions go through the machine's one surface (:mod:`plangate.llm.surface`): the same
action gets the same verdict here as through MCP, Inspect, verifiers and Gymnasium.

* ``reset(seed, episode_id, problem=...)``: the problem named (an index or a file's
  stem), else one drawn with the seed; the same seed gives the same problem, start and
  observations.
* ``step(PlanAction)``: ``action`` (PDDL or the task's words), ``index`` (into the
  valid actions of the last observation that listed them), or ``tool`` (the machine's
  tools as actions: ``list_valid_actions``, ``apply`` with ``action``).
* the observation: the state in words, the goal, the canonical state id (a hash of the
  state's facts and values, equal for equal states across problems' files and
  processes), the step's verdict and reason, the valid actions when asked (in every
  observation of an episode reset with ``valid_actions=True``, or once by the tool),
  the exact distance to the goal, and every component of the reward.
* the reward: a rubric tree (OpenEnv's :class:`~openenv.core.rubrics.WeightedSum`) of
  plangate's signals, each reported: ``readable`` (the action named an action of the
  task), ``valid`` (it was applicable), ``closer`` (the exact distance it removed: -1
  for a step away), ``reached`` (the goal holds), ``optimal`` (reached in an optimal
  number of steps).

OpenEnv 0.10 pins the MCP SDK below plangate's ``mcp`` extra: it lives in an
environment of its own (``pip install -e ".[openenv]"`` in a fresh venv), as verifiers
does (docs/training.md).
"""

from __future__ import annotations

import functools
import hashlib
import math
import os
import threading
from dataclasses import dataclass
from typing import Any, Literal

from openenv.core.env_server import Action, Environment, Observation, State, create_app
from openenv.core.rubrics import Rubric, WeightedSum
from pydantic import Field

from plangate.errors import PlangateError
from plangate.interop.socket_guard import SocketGuard

COMPONENTS = ("readable", "valid", "closer", "reached", "optimal")
WEIGHTS = {"readable": 0.05, "valid": 0.1, "closer": 0.15, "reached": 0.5, "optimal": 0.2}


class PlanAction(Action):
    """One step: an action's text, an index into the valid actions listed, or a tool."""

    action: str | None = Field(default=None, description="an action in PDDL or in words "
                               "(the surface reads at most 2,000 characters)")  # fmt: skip
    index: int | None = Field(default=None, ge=0, le=1_000_000,
                              description="an index into the valid actions listed")  # fmt: skip
    tool: Literal["apply", "list_valid_actions"] | None = Field(
        default=None, description="the machine's tools: apply (with action), list_valid_actions"
    )


class PlanObservation(Observation):
    """What the agent sees after a reset or a step."""

    text: str = Field(default="", description="the state in the task's words")
    goal: str = ""
    problem: str = ""
    state_id: str = Field(default="", description="a hash of the state's facts and values")
    valid: bool | None = Field(default=None, description="the step's verdict (None at reset)")
    reason: str = ""
    action: str | None = Field(default=None, description="the action as read (PDDL)")
    valid_actions: list[str] | None = None
    distance: float | None = Field(default=None, description="exact steps to the goal")
    optimal_length: float | None = None
    steps: int = 0
    components: dict[str, float] = Field(default_factory=dict)


class PlanState(State):
    """The episode as the server keeps it."""

    problem: str = ""
    state_id: str = ""
    goal_reached: bool = False
    applied: list[str] = Field(default_factory=list)


class _Component(Rubric):
    """One of plangate's signals, read off the observation's components."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name

    def forward(self, action: Any, observation: Any) -> float:
        return float(observation.components.get(self.name, 0.0))


def reward_rubric() -> WeightedSum:
    """plangate's reward as OpenEnv's rubric tree: a weighted sum of its components."""
    parts = [_Component(n) for n in COMPONENTS]
    return WeightedSum(parts, [WEIGHTS[n] for n in COMPONENTS])


@dataclass(frozen=True)
class EnvConfig:
    """What the server serves: a domain and problem files (or a folder of them)."""

    domain: str | None = None
    problems: tuple[str, ...] = ()
    folder: str | None = None
    max_steps: int = 100
    nl: str | None = None
    records: str | None = None  # a results file: every finished episode, as the bench's
    label: str = "openenv"  # the records' method (the agent trained or evaluated)


def state_id(task: Any, state: int) -> str:
    """The canonical id of a state: a hash of its facts and values as PDDL, sorted."""
    text = "\n".join(sorted(task.describe(state)))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


_LOCK = threading.RLock()  # the sessions' shared problems are used by one thread at a time
_MAX_IDS = 1 << 18


@dataclass
class _Shared:
    """What a config's sessions share: the grounded problems they spawn from, the
    canonical ids of the states seen, and the episode log (when records are kept)."""

    env: Any
    log: Any
    ids: dict[tuple[str, int], str]

    def state_id(self, name: str, task: Any, state: int) -> str:
        key = (name, state)
        out = self.ids.get(key)
        if out is None:
            if len(self.ids) >= _MAX_IDS:
                self.ids.clear()
            out = self.ids[key] = state_id(task, state)
        return out


_SHARED: dict[EnvConfig, _Shared] = {}


def shared(c: EnvConfig) -> _Shared:
    """The config's sessions' shared part, grounded once per process (a bad file is said
    here, before anything is served)."""
    from plangate.interop.env_records import EpisodeLog
    from plangate.interop.gymenv import PlanningEnv

    with _LOCK:
        made = _SHARED.get(c)
        if made is None:
            problems = list(c.problems) if len(c.problems) > 1 else None
            problem = c.problems[0] if len(c.problems) == 1 else None
            env = PlanningEnv(c.domain, problem, problems=problems, folder=c.folder,
                              observation="text", reward="distance", nl=c.nl,
                              max_steps=c.max_steps)  # fmt: skip
            log = EpisodeLog(c.records, c.label) if c.records is not None else None
            made = _SHARED[c] = _Shared(env, log, {})
        return made


class PlanEnvironment(Environment[PlanAction, PlanObservation, PlanState]):
    """A PDDL task (or a folder of problems) as an OpenEnv environment (module text).

    Sessions of one server share the grounded problems (machines, texts, exact
    distances: a session costs no parsing, grounding or search); their steps run on one
    thread (OpenEnv's single-thread executor) and under one lock (its HTTP handlers use
    a pool)."""

    SUPPORTS_CONCURRENT_SESSIONS = True
    REQUIRES_SINGLE_THREAD_EXECUTOR = True

    def __init__(self, config: EnvConfig | None = None) -> None:
        super().__init__(rubric=reward_rubric())
        self._shared = shared(config or config_from_environ())
        with _LOCK:
            self.gym = self._shared.env.spawn()
        self._trail: Any = None  # the episode being played, when episodes are recorded
        self._op: Any = None  # the operator the last step applied (None: not applied)
        self._state = PlanState()
        self._listed: list[str] = []
        self._always = False  # list the valid actions in every observation (reset's ask)

    # ------------------------------------------------------------------ the API
    def reset(self, seed: int | None = None, episode_id: str | None = None,
              **kwargs: Any) -> PlanObservation:  # fmt: skip
        problem = kwargs.get("problem")
        options = {"problem": problem} if problem is not None else None
        with _LOCK:
            self._finish("left at a reset")
            self.gym.reset(seed=seed, options=options)
            if self._shared.log is not None:
                from plangate.interop.env_records import Trail

                self._trail = Trail(self.gym.problem_name, seed, states=[self.gym.state])
            self._reset_rubric()
            self._state = PlanState(episode_id=episode_id, problem=self.gym.problem_name)
            self._always = bool(kwargs.get("valid_actions"))
            return self._observe(None, "", None, listed=self._always)

    def step(self, action: PlanAction, timeout_s: float | None = None,
             **kwargs: Any) -> PlanObservation:  # fmt: skip
        with _LOCK:
            self._op = None
            obs = self._step(action)
            if self._trail is not None and obs.valid is not None:  # a step, not a listing
                seen = {"action": obs.action, "valid": obs.valid, "reason": obs.reason,
                        "reward": obs.reward, "state_id": obs.state_id}  # fmt: skip
                self._trail.step(self._op, self.gym.state, seen)
                if obs.done:
                    goal = self.gym.task.is_goal(self.gym.state)
                    self._finish("goal reached" if goal else "steps ran out")
            return obs

    def close(self) -> None:
        """The session ends: an episode played and not yet recorded is recorded."""
        with _LOCK:
            self._finish("left when the session ended")

    def _finish(self, outcome: str) -> None:
        trail, self._trail = self._trail, None
        if trail is not None and trail.steps and self._shared.log is not None:
            self._shared.log.write(self.gym, trail, outcome)

    def _step(self, action: PlanAction) -> PlanObservation:
        if action.tool == "list_valid_actions":
            return self._observe(None, "", None, listed=True, counted=False)
        text = action.action
        if action.index is not None:
            if action.index >= len(self._listed):
                why = (f"index {action.index} is past the {len(self._listed)} valid actions "
                       "last listed (ask with tool list_valid_actions)")  # fmt: skip
                return self._invalid(None, why)
            text = self._listed[action.index]
        if not text:
            return self._invalid(None, "no action: give action, index or a tool")
        before = self.gym.distance()
        got = self.gym.read(text)  # read once: the step and the reward's "readable"
        _obs, _r, terminated, truncated, info = self.gym.step_read(got)
        valid = bool(info.get("valid"))
        read = str(info["action"]) if valid else got.action  # None: unreadable
        if valid:
            self._state.applied.append(str(read))
            self._op = got.operator
        obs = self._observe(valid, str(info.get("reason", "")), read,
                            done=terminated or truncated, before=before)  # fmt: skip
        obs.reward = self._apply_rubric(action, obs)
        return obs

    @property
    def state(self) -> PlanState:
        return self._state

    # ------------------------------------------------------------------ helpers
    def _invalid(self, read: str | None, reason: str) -> PlanObservation:
        obs = self._observe(False, reason, read, before=self.gym.distance())
        obs.reward = self._apply_rubric(PlanAction(), obs)
        return obs

    def _observe(self, valid: bool | None, reason: str, read: str | None, *,
                 listed: bool = False, counted: bool = True, done: bool = False,
                 before: float | None = None) -> PlanObservation:  # fmt: skip
        g = self.gym
        task, s = g.task, g.state
        goal = task.is_goal(s)
        if valid is not None and counted:
            self._state.step_count += 1
        sid = self._shared.state_id(g.problem_name, task, s)
        self._state.state_id, self._state.goal_reached = sid, goal
        valid_actions = None
        if listed or self._always:
            self._listed = [str(op) for op in task.applicable(s)]
            valid_actions = list(self._listed)
        dist = g.distance()
        components: dict[str, float] = {}
        if valid is not None:
            closer = 0.0
            if valid and before is not None and dist is not None and math.isfinite(before):
                closer = float(before - dist) if math.isfinite(dist) else -1.0
            optimal = g.optimal_length
            components = {
                "readable": float(read is not None),
                "valid": float(bool(valid)),
                "closer": closer,
                "reached": float(goal),
                "optimal": float(goal and optimal is not None
                                 and len(self._state.applied) <= optimal),
            }  # fmt: skip
        return PlanObservation(
            done=done or goal, text=g.state_text(), goal=g.goal_text, problem=g.problem_name,
            state_id=sid, valid=valid, reason=reason, action=read,
            valid_actions=valid_actions,
            distance=None if dist is None or not math.isfinite(dist) else float(dist),
            optimal_length=g.optimal_length, steps=self._state.step_count,
            components=components,
        )  # fmt: skip


def config_from_environ() -> EnvConfig:
    """The served task from ``PLANGATE_ENV_*`` (the server's command line sets them):
    ``DOMAIN``, ``PROBLEMS`` (paths joined by os.pathsep), ``FOLDER``, ``MAX_STEPS``."""
    get = os.environ.get
    problems = tuple(p for p in get("PLANGATE_ENV_PROBLEMS", "").split(os.pathsep) if p)
    folder = get("PLANGATE_ENV_FOLDER") or None
    domain = get("PLANGATE_ENV_DOMAIN") or None
    if not folder and not (domain and problems):
        raise PlangateError("no task to serve: a domain and problem files, or a folder")
    return EnvConfig(domain, problems, folder, int(get("PLANGATE_ENV_MAX_STEPS", "100")),
                     get("PLANGATE_ENV_NL") or None, get("PLANGATE_ENV_RECORDS") or None,
                     get("PLANGATE_ENV_LABEL") or "openenv")  # fmt: skip


def app(config: EnvConfig | None = None, max_sessions: int = 64, idle: float = 300.0) -> Any:
    """OpenEnv's FastAPI app serving the environment (HTTP and WebSocket): at most
    ``max_sessions`` sessions; one idle ``idle`` seconds ends (a WebSocket client that
    sends nothing, or reads nothing, that long is closed; an HTTP session is reaped)."""
    from openenv.core.env_server.types import ConcurrencyConfig

    if max_sessions < 1:
        raise PlangateError(f"max_sessions: {max_sessions}; expected 1 or more")
    shared(config or config_from_environ())  # grounded now, once
    limits = ConcurrencyConfig(max_concurrent_envs=max_sessions, session_timeout=idle)
    served = create_app(functools.partial(PlanEnvironment, config), PlanAction,
                        PlanObservation, env_name="plangate", concurrency_config=limits,
                        state_cls=PlanState)  # fmt: skip
    served.add_middleware(SocketGuard, idle=idle)
    return served


__all__ = ["EnvConfig", "PlanAction", "PlanEnvironment", "PlanObservation", "PlanState",
           "app", "config_from_environ", "reward_rubric", "shared", "state_id"]  # fmt: skip
