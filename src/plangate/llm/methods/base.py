"""What a method is: the protocol, what it declares, what it gets for an episode
(:class:`Context`) and what it gives back (:class:`Outcome`, with its :class:`Ending`).

A method is one object implementing :class:`Method`: its name and
description, its named variants (ablations: functions of the options),
how many solved examples it needs, which symbolic parts of it read the
ground truth, and ``run(context) -> Outcome``. It may also declare (see
:func:`declared`; each has a default):

* ``part``: its own options (a :class:`plangate.llm.options.Part`): flags,
  experiment keys, job keys and seeding follow from it;
* ``stats``: the dataclass of its own counters, returned in ``Outcome.stats``,
  kept with its results and averaged in the report;
* ``budgets``: the option keys that bound it (``"max_steps"``,
  ``"pfc.max_length"``), printed by ``bench --dry-run``;
* ``family``: the paper whose tables it appears in (``"pfc"``: LLM-PFC's
  Tables 1-4; default: its own name, no paper table);
* ``sampled`` and ``constrained``: what it needs of a server (``doctor``);
* ``uses_model``: ``False`` for a method that asks no model (the baselines);
* ``ends``: when an episode of it ends, in words (the documentation's method table).

The registry (:mod:`plangate.llm.methods`) is built from the modules that
define them; :func:`plangate.llm.run.run_episode` runs one and scores what it
produced against the classical ground truth, outside the method.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from plangate.fsm.machine import MealyMachine
from plangate.llm.options import MethodOptions, Part
from plangate.llm.prompts import Example
from plangate.llm.reading import Reading
from plangate.llm.render import Renderer
from plangate.llm.session import Session
from plangate.pddl.task import Operator
from plangate.verify.distance import DistanceOracle
from plangate.verify.validate import ValidationStatus


class Ending(enum.Enum):
    """Why an episode ended, as the results file and the report say it."""

    GOAL_REACHED = "goal reached"
    AGENT_GOAL = "goal reached (by the agent's account)"  # LLM-PFC's TaskCoordinator
    GOAL_CLAIMED = "goal claimed"
    FALSE_GOAL_CLAIM = "false goal claim"
    GOAL_NOT_REACHED = "goal not reached"
    INVALID_ACTION = "invalid action"
    INVALID_STEP = "invalid step"
    UNPARSABLE_STEP = "unparsable step"
    NO_PLAN = "no plan: the answer names no action"
    TRIES_EXHAUSTED = "tries exhausted"
    INVALID_BUDGET = "invalid budget exhausted"
    STEP_BUDGET = "step budget exhausted"
    DEAD_END = "no valid action: dead end"
    GAVE_UP = "gave up"
    NO_PROPOSAL = "no action proposed"
    LENGTH_LIMIT = "plan length limit T reached"
    ROLLOUTS_EXHAUSTED = "rollouts exhausted"
    MODEL_ERROR = "model error"
    TIME_BUDGET = "time budget exhausted"  # --max-seconds (the embedded model: 170 s)

    def __str__(self) -> str:
        return self.value


@dataclass
class Outcome:
    """What an episode produced, before scoring: the executed plan and the true states,
    why it ended, the method's own counters (an instance of its ``stats`` type) and
    notes. :func:`plangate.llm.run.run_episode` records them; a method reports
    nothing through the trace."""

    plan: list[Operator]
    states: list[int]
    valid: bool
    invalid: int
    proposals: int
    generated: int | None = None  # actions in the plan as generated (default: len(plan))
    ending: Ending | None = None  # None: goal reached or not, as the states say
    stats: Any = None
    notes: list[str] = field(default_factory=list)


def plan_ending(status: ValidationStatus) -> Ending:
    """A plan's verdict as the end of an episode ("goal not reached", "invalid step")."""
    return {
        ValidationStatus.VALID: Ending.GOAL_REACHED,
        ValidationStatus.GOAL_NOT_REACHED: Ending.GOAL_NOT_REACHED,
        ValidationStatus.INVALID_STEP: Ending.INVALID_STEP,
        ValidationStatus.UNPARSABLE_STEP: Ending.UNPARSABLE_STEP,
    }[status]


Variant = Callable[[MethodOptions], MethodOptions]


@dataclass(frozen=True)
class Examples:
    """The solved examples a method wants: how many, and whether it can do without."""

    count: int = 0
    required: bool = True


@dataclass(frozen=True)
class Context:
    """What a method gets for one episode: the session (client, options and trace), the
    wording (``renderer``) and the reading of answers (``reading``), its solved
    examples, and the distance oracle only when it declared a symbolic part that reads
    the ground truth (:meth:`Method.ground_truth`)."""

    session: Session
    examples: Sequence[Example] = ()
    oracle: DistanceOracle | None = None

    @property
    def renderer(self) -> Renderer:
        """The wording: states, goals and actions as text."""
        return self.session.r

    r = renderer  # the short name the strategies use

    @property
    def reading(self) -> Reading:
        """Text back into actions and facts, with the same wording."""
        return self.session.reading

    @property
    def machine(self) -> MealyMachine:
        """The Mealy machine: the valid actions at a state, and where they lead."""
        return self.session.machine

    @property
    def opts(self) -> MethodOptions:
        return self.session.opts


@runtime_checkable
class Method(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def description(self) -> str: ...

    @property
    def validated(self) -> bool:
        """Whether it checks the model's actions (feedback, retries, choice from a list)."""
        ...

    @property
    def variants(self) -> Mapping[str, Variant]: ...

    def examples(self, opts: MethodOptions) -> Examples: ...

    def ground_truth(self, opts: MethodOptions) -> list[str]: ...

    def run(self, ctx: Context) -> Outcome: ...


@dataclass(frozen=True)
class Declared:
    """What a method declares beyond :class:`Method`, with the defaults filled in."""

    part: Part | None = None
    stats: type | None = None
    budgets: tuple[str, ...] = ()
    family: str = ""
    sampled: bool = False
    constrained: bool = False
    uses_model: bool = True
    ends: str = ""


def declared(method: Method) -> Declared:
    """The method's optional declarations (module docstring), defaults filled in."""
    stats: Any = getattr(method, "stats", None)
    if stats is not None and not (isinstance(stats, type) and dataclasses.is_dataclass(stats)):
        raise TypeError(f"the stats of {method.name} must be a dataclass")
    return Declared(
        part=getattr(method, "part", None),
        stats=stats,
        budgets=tuple(getattr(method, "budgets", ())),
        family=str(getattr(method, "family", "") or method.name),
        sampled=bool(getattr(method, "sampled", False)),
        constrained=bool(getattr(method, "constrained", False)),
        uses_model=bool(getattr(method, "uses_model", True)),
        ends=str(getattr(method, "ends", "")),
    )


def stats_dict(method: Method, stats: Any) -> dict[str, object]:
    """The method's counters as JSON values (checked against its declared type)."""
    kind = declared(method).stats
    if stats is None:
        return {}
    if kind is None or not isinstance(stats, kind):
        want = kind.__name__ if kind is not None else "nothing (it declares no stats)"
        raise TypeError(f"{method.name} returned {type(stats).__name__} stats; it declares {want}")
    value: Any = stats
    out: dict[str, object] = dataclasses.asdict(value)
    return out


def read_stats(kind: type, data: Mapping[str, Any] | None) -> Any:
    """A method's counters from a record's ``search``: the fields of ``kind`` it holds
    (a record written before a field existed has its default); other keys are the
    episode's, not the method's (``ground_truth``)."""
    names = {f.name for f in dataclasses.fields(kind)}
    return kind(**{k: v for k, v in (data or {}).items() if k in names})


class Plain:
    """Defaults for a method with no named variants that reads no ground truth."""

    @property
    def variants(self) -> Mapping[str, Variant]:
        return {}

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return []
