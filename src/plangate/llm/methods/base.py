"""What a method is: what it declares (:class:`About`, one frozen value), the protocol
it implements (:class:`Method`), what it gets for an episode (:class:`Context`) and
what it gives back (:class:`Outcome`, with its :class:`Ending`).

A method is one object with

* ``about``: its declaration: name, description, paper (the paper whose tables
  it appears in), whether it checks the model's actions, what it needs of a server
  (a model at all, sampling, constrained decoding), its own options (a
  :class:`plangate.llm.options.Part`: flags, experiment keys, job keys and seeding
  follow from it), the dataclass of its counters, the option keys that bound it,
  its named variants (ablations: functions of the options) and when it ends;
* ``examples(opts)`` and ``ground_truth(opts)``: the solved examples it wants and
  the symbolic parts of it that read the ground truth, under these options;
* ``unsupported(task)``: why it cannot run on the task, in one line, or None (checked
  by ``solve`` and ``bench --dry-run`` before any work, as a planner's is);
* ``run(context) -> Outcome``.

Most methods take one action per turn and are configurations of one loop
(:mod:`plangate.llm.methods.steps`). The registry (:mod:`plangate.llm.methods`)
is built from the modules that define them; :func:`plangate.llm.run.run_episode`
runs one and scores what it produced against the classical ground truth, outside
the method.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, TypeVar, runtime_checkable

from plangate.fsm.machine import MealyMachine
from plangate.llm.options import MethodOptions, Part
from plangate.llm.prompts import Example
from plangate.llm.reading import Reading
from plangate.llm.render import Renderer
from plangate.llm.session import Session
from plangate.pddl.task import Operator, Task
from plangate.verify.distance import DistanceOracle
from plangate.verify.validate import ValidationStatus

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")


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


@dataclass(kw_only=True)
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
    stats: object = None  # the method's counters, of its declared stats dataclass
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


@dataclass(frozen=True, kw_only=True)
class About:
    """What a method declares (the module's text). ``paper`` (the paper whose tables it
    belongs in) defaults to its name (no paper table); ``stats`` must be a dataclass."""

    name: str
    description: str
    validated: bool  # it checks the model's actions (feedback, retries, choice from a list)
    paper: str = ""
    uses_model: bool = True  # False: the no-model baselines (run once, not per model)
    sampled: bool = False  # it samples (no greedy decoding needed)
    constrained: bool = False  # it forces answers by constrained decoding
    part: Part | None = None
    stats: type | None = None
    budgets: tuple[str, ...] = ()
    variants: Mapping[str, Variant] = field(default_factory=dict)
    ends: str = ""

    def __post_init__(self) -> None:
        if not self.paper:
            object.__setattr__(self, "paper", self.name)
        kind = self.stats
        if kind is not None and not (isinstance(kind, type) and dataclasses.is_dataclass(kind)):
            raise TypeError(f"the stats of {self.name} must be a dataclass")


@runtime_checkable
class Method(Protocol):
    @property
    def about(self) -> About: ...

    def examples(self, opts: MethodOptions) -> Examples: ...

    def ground_truth(self, opts: MethodOptions) -> list[str]: ...

    def unsupported(self, task: Task) -> str | None: ...

    def run(self, ctx: Context) -> Outcome: ...


def stats_dict(method: Method, stats: object) -> dict[str, object]:
    """The method's counters as JSON values (checked against its declared type)."""
    kind = method.about.stats
    if stats is None:
        return {}
    if kind is None or not isinstance(stats, kind):
        want = kind.__name__ if kind is not None else "nothing (it declares no stats)"
        got = type(stats).__name__
        raise TypeError(f"{method.about.name} returned {got} stats; it declares {want}")
    return dataclasses.asdict(stats)  # type: ignore[call-overload]  # checked: of `kind`


def read_stats(kind: type[T], data: Mapping[str, object] | None) -> T:
    """A method's counters from a record's ``search``: the fields of ``kind`` it holds
    (a record written before a field existed has its default); other keys are the
    episode's, not the method's (``ground_truth``)."""
    names = {f.name for f in dataclasses.fields(kind)}
    return kind(**{k: v for k, v in (data or {}).items() if k in names})


class Plain:
    """Defaults for a method that reads no ground truth and runs on any task."""

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return []

    def unsupported(self, task: Task) -> str | None:
        return None
