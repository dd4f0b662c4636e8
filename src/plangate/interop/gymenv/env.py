"""The environment: PDDL problems of one domain as a Gymnasium environment.

* **actions**: ``Discrete(n)`` over the problem's ground actions in their fixed order
  (``env.actions[i]``); the valid ones at the current state are in
  ``info["action_mask"]`` (and :meth:`PlanningEnv.action_masks`, the method maskable
  agents look for) and, worded, in ``info["valid_actions"]``. An invalid action leaves
  the state as it is, gives ``invalid_reward`` and says why in ``info["reason"]`` (the
  machine's verdict). :meth:`PlanningEnv.step_text` takes an action written as text
  (a model's answer) and reads it with the problem's reading.
* **observations**: the state in the problem's rendering (``"text"``, PlanBench's
  wording where plangate ships one that fits the domain), its facts as bits
  (``"facts"``: an ``int8`` array, ``env.facts[i]`` is fact i, unpacked from the
  state in one NumPy call; each step's array is new and the environment keeps no
  reference to it, so an agent may store it without copying), or both (a ``Dict``).
  A numeric task's observation is a ``Dict`` with ``"values"`` beside (a ``float64``
  array in the order of ``env.values``, NaN where a value is undefined); its text
  states the values as ``(= (fuel plane1) 3956)``.
* **reward and termination**: ``"goal"`` gives 1 on reaching the goal, ``"distance"``
  the steps the action brought the state closer to the goal (the exact distance
  before minus after: -1 for a step away); the episode terminates at the goal and,
  unless ``end_at_dead_end`` is off, at a state from which the goal cannot be
  reached; ``max_steps`` truncates it.
* **info**: ``optimal_cost`` (the ground truth's, from the initial state: the number
  of steps of an optimal plan under unit costs, its cost otherwise) and
  ``optimal_length`` (the same number under unit costs; None when actions cost
  differently, where optimal plans need not share a length), ``distance`` (exact, to
  the goal, after each step), ``goal`` (worded), ``valid``, ``reason``,
  ``action_mask``, ``valid_actions``, ``problem`` (its name). A distance the ground
  truth cannot give (its searches gave up, or a planner's claim that no plan exists
  stands unproved) is None, never an error in the loop: ``info["truth"]`` says why, the
  distance reward of that step is 0 and no dead end is declared. With
  ``distances=False`` (tasks too large for an exact distance at every step) none is
  computed: ``distance``, ``optimal_cost`` and ``optimal_length`` are None, the reward
  is the goal's, and a dead end is a state with no valid action. ``planner`` and
  ``planner_seconds`` choose the ground truth's exact planners and the limit of each
  search (the settings of :class:`plangate.verify.budgets.GroundTruth`). A task
  whose reachable states number
  at most ``truth_states`` (:data:`TRUTH_STATES`, two million) is explored once, when
  the first distance is asked, and one backward pass gives every state's distance; the
  graph is then released and the distances kept in a compact table (16 bytes a state),
  so every step is a lookup. Exploring takes a few seconds a million states and about
  0.7 GB a million states while it lasts; a larger task is searched from each new state
  (lower ``truth_states`` to search at once instead of exploring first).
* **many problems** (``problems=[...]``, or ``folder=`` with a ``split``, PDDLGym's
  convention: :mod:`plangate.interop.gymenv.problems`): every problem is grounded when the
  environment is made, and each reset draws one with the environment's random
  generator (seeded by ``reset(seed=...)``), unless ``problem_index`` fixes one or
  ``reset(options={"problem": k})`` names one (an index or a file's stem). The
  ``keep`` problems used last stay grounded, fewer when their estimated memory passes
  the grounding's memory budget; a problem let go is grounded again when drawn. The spaces
  are those of the largest problem: ``Discrete(most actions)`` and
  ``MultiBinary(most facts)``; ``env.actions`` and ``env.facts`` are the current
  problem's, the rest of the mask and of the bits is 0, and an action number past the
  current problem's actions is an invalid step.
"""

from __future__ import annotations

import copy
import functools
import math
import string
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import gymnasium
import numpy as np
from gymnasium import spaces

from plangate.errors import PlangateError
from plangate.fsm.machine import MealyMachine
from plangate.interop.gymenv.problems import Split, folder_problems, names_of
from plangate.llm.reading import Reading
from plangate.llm.render import Renderer, reading_for, renderer_for
from plangate.llm.surface import Applied, MachineSurface
from plangate.pddl.limits import FACT_BYTES, OP_BYTES, current_limits
from plangate.pddl.loader import load_task
from plangate.pddl.task import Operator, Task
from plangate.verify.budgets import DEFAULT, ENV_TRUTH_STATES
from plangate.verify.distance import DistanceOracle

TRUTH_STATES = ENV_TRUTH_STATES  # the default truth_states (verify.budgets)

Observation = Literal["text", "facts", "both"]
Reward = Literal["goal", "distance"]
Obs = str | np.ndarray | dict[str, object]
"""An observation: the state's text, its facts as bits, or both (with a numeric task's
values) by name."""
Step = tuple[Obs, float, bool, bool, dict[str, object]]
"""What :meth:`PlanningEnv.step` gives: observation, reward, terminated, truncated, info."""
_TEXTS = 1 << 16  # states whose text a problem keeps before it starts again


def _bytes(p: _Problem) -> float:
    """A grounded problem's memory, estimated as the grounder estimates it."""
    n = len(p.task.facts)
    return len(p.task.operators) * (OP_BYTES + 3 * (n / 16 + 28)) + n * FACT_BYTES


@dataclass(eq=False)
class _Problem:
    """One problem of the environment, with everything a step asks of it."""

    name: str
    task: Task
    machine: MealyMachine
    renderer: Renderer
    reading: Reading
    oracle: DistanceOracle
    words: list[str]  # each action as the rendering words it
    goal_text: str
    optimal: float | None = None
    texts: dict[int, str] = field(default_factory=dict)

    @functools.cached_property
    def surface(self) -> MachineSurface:
        """The machine's one surface (text actions read as every bridge reads them)."""
        return MachineSurface.of(self.task, self.renderer, reading=self.reading)

    @classmethod
    def of(
        cls,
        name: str,
        task: Task,
        nl: str | None,
        planner: str | None,
        seconds: float,
        states: int = DEFAULT.states,
    ) -> _Problem:
        machine = MealyMachine(task)
        renderer = renderer_for(task, nl)
        return cls(
            name,
            task,
            machine,
            renderer,
            reading_for(renderer, machine),
            DistanceOracle(
                task,
                states,
                planner=planner,
                planner_seconds=seconds,
                explore_seconds=None,
                keep_graph=False,
            ),
            [renderer.op(op) for op in task.operators],
            renderer.goal(),
        )

    def text(self, state: int) -> str:
        out = self.texts.get(state)
        if out is None:
            if len(self.texts) >= _TEXTS:
                self.texts.clear()
            out = self.texts[state] = self.renderer.state(state)
        return out

    def charset(self) -> set[str]:
        """Every character a rendering of this problem can hold."""
        r = self.renderer
        words = [*r.action_templates.values(), *r.predicate_templates.values()]
        words += [*r.objects.values(), *self.task.facts, r.facts(self.task.facts), r.state(0)]
        return set(string.printable) | {c for w in words for c in w}

    def longest(self) -> int:
        """A bound on the length of a state's text: every fact true, worded, four times
        over (whole-state formats lay facts out otherwise), and at least 10,000."""
        return max(10_000, 4 * len(self.renderer.facts(self.task.facts)))


class PlanningEnv(gymnasium.Env[Obs, np.int64]):
    """PDDL problems of one domain as a Gymnasium environment (see the module)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        domain: str | None = None,
        problem: str | None = None,
        *,
        problems: Sequence[str | Path] | None = None,
        folder: str | Path | None = None,
        split: Split = "train",
        test_fraction: float = 0.2,
        split_seed: int = 0,
        task: Task | None = None,
        tasks: Sequence[Task | tuple[str, Task]] | None = None,
        problem_index: int | None = None,
        keep: int = 8,
        nl: str | None = None,
        observation: Observation = "both",
        reward: Reward = "goal",
        invalid_reward: float = -1.0,
        end_at_dead_end: bool = True,
        max_steps: int | None = None,
        distances: bool = True,
        planner: str | None = "auto",
        planner_seconds: float = DEFAULT.seconds,
        render_mode: str | None = None,
        truth_states: int = TRUTH_STATES,
    ) -> None:
        if observation not in ("text", "facts", "both"):
            raise PlangateError(f"observation: {observation!r}; expected text, facts or both")
        if reward not in ("goal", "distance"):
            raise PlangateError(f"reward: {reward!r}; expected goal or distance")
        if reward == "distance" and not distances:
            raise PlangateError("reward='distance' needs the exact distances (distances=True)")
        if render_mode not in (None, "ansi"):
            raise PlangateError(f"render_mode: {render_mode!r}; the only mode is ansi")
        named = _sources(domain, problem, problems, folder, split, test_fraction, split_seed, task)
        named += [t if isinstance(t, tuple) else (t.name, t) for t in tasks or ()]
        if not named:
            raise PlangateError(
                "PlanningEnv needs a domain and a problem file (or problems=[...]), a folder, "
                "or a task"
            )
        if len({n for n, _t in named}) != len(named):  # two folders' problem1, say
            named = [(f"{k}:{n}", t) for k, (n, t) in enumerate(named)]
        self.problem_names = [n for n, _t in named]
        self._sources = [src for _n, src in named]
        self._made = (nl, planner, planner_seconds, truth_states)
        self._keep = max(1, keep)
        self._cache: OrderedDict[int, _Problem] = OrderedDict()
        self._current = -1  # the problem being played, never let go
        sizes = []
        values = 0
        for k in range(len(named)):  # every problem once: the spaces are the largest's
            p = self._problem(k)
            sizes.append((len(p.task.operators), len(p.task.facts), p.charset(), p.longest()))
            values = max(values, len(p.task.value_names()))
        self.observation, self.reward_kind = observation, reward
        self.invalid_reward, self.end_at_dead_end = invalid_reward, end_at_dead_end
        self.max_steps, self.render_mode = max_steps, render_mode
        self.distances = distances
        self._n_actions = max(n for n, _f, _c, _l in sizes)
        self._n_facts = max(f for _n, f, _c, _l in sizes)
        self._n_bytes = max(1, (self._n_facts + 7) // 8)
        self._n_values = values
        self.action_space = spaces.Discrete(self._n_actions)
        charset = set().union(*(c for _n, _f, c, _l in sizes))
        longest = max(length for _n, _f, _c, length in sizes)
        text = spaces.Text(longest, min_length=0, charset="".join(sorted(charset)))
        bits = spaces.MultiBinary(self._n_facts)
        parts: dict[str, spaces.Space[Any]] = {"text": text, "facts": bits}
        if self._n_values:  # numeric tasks: the values beside the facts (NaN: undefined)
            parts["values"] = spaces.Box(-np.inf, np.inf, (self._n_values,), np.float64)
        if observation == "facts" and self._n_values:
            del parts["text"]
        self.observation_space: spaces.Space[Any] = (
            text
            if observation == "text"
            else bits
            if observation == "facts" and not self._n_values
            else spaces.Dict(parts)
        )
        self._fixed: int | None = None
        if problem_index is not None:
            self.fix_problem(problem_index)
        self._select(self._fixed or 0)

    # ------------------------------------------------------------ the problem
    def _problem(self, k: int) -> _Problem:
        """Problem ``k``, grounded: the ``keep`` problems used last stay grounded."""
        p = self._cache.get(k)
        if p is not None:
            self._cache.move_to_end(k)
            return p
        src = self._sources[k]
        task = src if isinstance(src, Task) else load_task(*src)
        p = self._cache[k] = _Problem.of(self.problem_names[k], task, *self._made)
        while len(self._cache) > 1 and (
            len(self._cache) > self._keep
            or sum(map(_bytes, self._cache.values())) > current_limits().max_memory
        ):
            oldest = next(iter(self._cache))
            if oldest == self._current:
                self._cache.move_to_end(oldest)
                oldest = next(iter(self._cache))
            del self._cache[oldest]
        return p

    def _select(self, k: int) -> None:
        self._current = k
        p = self._p = self._problem(k)
        self.problem_index = k
        self.task, self.machine, self.renderer = p.task, p.machine, p.renderer
        self.reading, self.oracle = p.reading, p.oracle
        self.actions: tuple[str, ...] = tuple(str(op) for op in p.task.operators)
        self.facts: tuple[str, ...] = p.task.facts
        self.goal_text = p.goal_text
        self.state = p.task.initial
        self.steps = 0
        self.truth = ""  # why the ground truth could not give a distance, when it could not
        self._valid = p.task.applicable_indices(self.state)
        self._dist = self._distance(self.state) if self.distances else None

    def spawn(self) -> PlanningEnv:
        """A new environment over the same grounded problems (their machines, readings,
        texts and distances shared, nothing grounded or explored again), with an episode
        and random numbers of its own, at the start of the current problem. The two share
        memos: use them from one thread at a time (a server of many sessions spawns one
        per session from a prototype and steps them all on one thread)."""
        twin = copy.copy(self)
        twin._np_random = None  # drawn afresh (or from the seed) at its first reset
        twin._np_random_seed = None
        twin._select(self._current)
        return twin

    def fix_problem(self, k: int | None) -> None:
        """Every reset from now on starts problem ``k`` (None: draw one again), as
        PDDLGym's ``fix_problem_index``."""
        if k is not None and not 0 <= k < len(self.problem_names):
            n = len(self.problem_names)
            raise PlangateError(f"problem index {k}: there are {n} problems")
        self._fixed = k

    def _index(self, chosen: object) -> int:
        if isinstance(chosen, str):
            names = self.problem_names
            if chosen not in names:
                raise PlangateError(f"problem {chosen!r}: not one of {', '.join(names)}")
            return names.index(chosen)
        k = _integer(chosen, "problem")
        if not 0 <= k < len(self.problem_names):
            n = len(self.problem_names)
            raise PlangateError(f"problem index {k}: there are {n} problems")
        return k

    # ------------------------------------------------------------ observations
    def _bits(self, state: int) -> np.ndarray:
        state = self._p.task.fact_bits(state)
        raw = np.frombuffer(state.to_bytes(self._n_bytes, "little"), dtype=np.uint8)
        return np.unpackbits(raw, count=self._n_facts, bitorder="little").view(np.int8)

    def _values(self, state: int) -> np.ndarray:
        """A numeric task's values in the order of ``env.values`` (NaN: undefined)."""
        out = np.zeros(self._n_values, dtype=np.float64)
        for i, v in enumerate(self._p.task.values(state).values()):
            out[i] = math.nan if v is None else float(v)
        return out

    @property
    def values(self) -> list[str]:
        """The current problem's numeric fluents, in the order of the ``values``
        observation (empty for a task without them)."""
        return self._p.task.value_names()

    def _text(self, state: int) -> str:
        return self._p.text(state)

    def _obs(self) -> Obs:
        if self.observation == "text":
            return self._p.text(self.state)
        if self.observation == "facts" and not self._n_values:
            return self._bits(self.state)
        out: dict[str, object] = {"facts": self._bits(self.state)}
        if self.observation == "both":
            out["text"] = self._p.text(self.state)
        if self._n_values:
            out["values"] = self._values(self.state)
        return out

    # ------------------------------------------------------------ queries
    def action_masks(self, ops: list[Operator] | None = None) -> np.ndarray:
        """1 for each action valid at the current state (or for ``ops``), 0 for the
        others."""
        mask = np.zeros(self._n_actions, dtype=np.int8)
        mask[self._valid if ops is None else [op.index for op in ops]] = 1
        return mask

    def _distance(self, state: int) -> float | None:
        """The exact distance, or None when the ground truth cannot give it (why, in
        ``self.truth``: the environment's loop never stops on it)."""
        try:
            return float(self._p.oracle.distance(state))
        except PlangateError as err:
            self.truth = (
                f"{err} (for a task this large: more planner_seconds, more truth_states, "
                "or distances=False)"
            )
            return None

    def distance(self, state: int | None = None) -> float | None:
        """The exact distance (steps, or cost) from the current state (or ``state``) to the
        goal; None with ``distances=False`` or when the ground truth cannot give it."""
        if not self.distances:
            return None
        if state is None or state == self.state:
            return self._dist
        return self._distance(state)

    @property
    def optimal_cost(self) -> float | None:
        """The optimal cost from the current problem's initial state (its length under
        unit costs); None with ``distances=False`` or when the ground truth cannot give
        it."""
        p = self._p
        if p.optimal is None and self.distances:
            p.optimal = self._distance(p.task.initial)
        return p.optimal

    @property
    def optimal_length(self) -> float | None:
        """The optimal plan's length from the current problem's initial state, under unit
        costs (None where actions cost differently: optimal plans need not share a
        length; :attr:`optimal_cost` is then the figure)."""
        return self.optimal_cost if self._p.oracle.unit else None

    def _info(
        self, valid: bool = True, reason: str = "", goal: bool | None = None
    ) -> dict[str, object]:
        p, idx = self._p, self._valid
        mask = np.zeros(self._n_actions, dtype=np.int8)
        mask[idx] = 1
        words = p.words
        cost = p.optimal if p.optimal is not None else self.optimal_cost
        out = {
            "action_mask": mask,
            "valid_actions": [words[k] for k in idx],
            "distance": self._dist,
            "optimal_cost": cost,
            "optimal_length": cost if p.oracle.unit else None,
            "goal": p.goal_text,
            "goal_reached": p.task.is_goal(self.state) if goal is None else goal,
            "valid": valid,
            "reason": reason,
            "problem": p.name,
        }
        if self.distances and (self._dist is None or cost is None):
            out["truth"] = self.truth
        return out

    # ------------------------------------------------------------ the API
    def reset(
        self, *, seed: int | None = None, options: dict[str, object] | None = None
    ) -> tuple[Obs, dict[str, object]]:
        """A problem's initial state: ``options["problem"]`` (an index or a name), else
        the fixed one, else one drawn with ``np_random`` (seeded by ``seed``)."""
        super().reset(seed=seed)
        if options and options.get("problem") is not None:
            k = self._index(options["problem"])
        elif self._fixed is not None:
            k = self._fixed
        elif len(self.problem_names) > 1:
            k = int(self.np_random.integers(len(self.problem_names)))
        else:
            k = 0
        self._select(k)
        return self._obs(), self._info()

    def step(self, action: object) -> Step:
        i = action if type(action) is int else _integer(action, "action")
        if not 0 <= i < self._n_actions:
            raise PlangateError(f"action {i} is not in the action space 0..{self._n_actions - 1}")
        ops = self._p.task.operators
        if i >= len(ops):
            return self._stay(f"action {i} is not an action of problem {self._p.name}")
        op = ops[i]
        if op.applicable(self.state):
            return self._move(op)
        return self._stay(self._p.machine.resolve(op.name, op.args, self.state).reason)

    def step_text(self, text: str) -> Step:
        """A step given as text (an action in the problem's wording or in PDDL), read with
        its reading; text that names no valid action is an invalid step."""
        return self.step_read(self.read(text))

    def read(self, text: str) -> Applied:
        """What ``text`` names at the current state, read by the machine's one surface
        (nothing is applied)."""
        return self._p.surface.read(text, self.state)

    def step_read(self, got: Applied) -> Step:
        """The step :meth:`read` read (a caller that wants the reading itself, the
        OpenEnv environment, reads once)."""
        if got.valid and got.operator is not None:
            return self._move(got.operator)
        return self._stay(got.reason)

    @property
    def problem_name(self) -> str:
        return self._p.name

    def state_text(self) -> str:
        """The current state in the problem's rendering."""
        return self._p.text(self.state)

    def _truncated(self) -> bool:
        self.steps += 1
        return self.max_steps is not None and self.steps >= self.max_steps

    def _stay(self, reason: str) -> Step:
        truncated = self._truncated()
        return self._obs(), float(self.invalid_reward), False, truncated, self._info(False, reason)

    def _move(self, op: Operator) -> Step:
        truncated = self._truncated()
        task = self._p.task
        before = self._dist
        self.state = state = op.apply(self.state)
        self._valid = task.applicable_indices(state)
        goal = task.is_goal(state)
        if self.distances:
            after = self._dist = self._distance(state)
            dead = after is not None and math.isinf(after)
        else:
            dead = not goal and not self._valid
        if self.reward_kind == "goal":
            reward = 1.0 if goal else 0.0
        elif dead:
            reward = -1.0
        elif before is None or self._dist is None or math.isinf(before):
            reward = 0.0  # a distance the ground truth could not give: nothing is known
        else:
            reward = float(before - self._dist)
        terminated = goal or (dead and self.end_at_dead_end)
        info = self._info(True, "", goal)
        info["action"] = str(op)  # the action applied (a text action: as it was read)
        return self._obs(), reward, terminated, truncated and not terminated, info

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return f"{self._p.text(self.state)}\nGoal: {self.goal_text}"


Source = Task | tuple[str, Path]  # a grounded task, or its domain and problem files


def _integer(value: object, what: str) -> int:
    """An index given as an int or a NumPy integer (a 0-d array of one too); 1.7, True,
    "2" or 0.9 are refused by name, not read as an index."""
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if isinstance(value, bool | np.bool_) or not isinstance(value, int | np.integer):
        raise PlangateError(
            f"{what} {value!r}: expected an integer index, not a {type(value).__name__}"
        )
    return int(value)


def _sources(
    domain: str | None,
    problem: str | None,
    problems: Sequence[str | Path] | None,
    folder: str | Path | None,
    split: Split,
    test_fraction: float,
    split_seed: int,
    task: Task | None,
) -> list[tuple[str, Source]]:
    """The problems an environment is made of, with their names."""
    out: list[tuple[str, Source]] = [(task.name, task)] if task is not None else []
    files: list[Path] = []
    if folder is not None:
        found = folder_problems(folder, split, test_fraction, split_seed)
        domain, files = str(found.domain), list(found.problems)
    if problem is not None:
        files.append(Path(problem))
    files += [Path(p) for p in problems or ()]
    if files and domain is None:
        raise PlangateError("PlanningEnv: problem files need their domain (domain=...)")
    return out + [(n, (str(domain), p)) for n, p in zip(names_of(files), files, strict=True)]
