"""A reasoning-gym procedural dataset of planning questions on any PDDL domain.

Importing this module registers the dataset ``plangate`` with reasoning-gym, so that::

    import reasoning_gym
    import plangate.interop.training.reasoning_gym  # noqa: F401  registers "plangate"

    data = reasoning_gym.create_dataset(
        "plangate", domain="domain.pddl", problems="instances/", kind="plan", size=100, seed=0
    )
    entry = data[0]  # question, answer (an optimal one), metadata
    data.score_answer(model_answer, entry)  # plangate.reward's score, in [0, 1]

Without ``domain`` and ``problems``, the Blocksworld shipped with plangate. The items
and their scores are :mod:`plangate.reward.items`' (the same seed and size give the same
questions everywhere).

Difficulty (:mod:`plangate.bench.datasets.difficulty`, the setting the OpenEnv
environment takes too): ``min_length``/``max_length`` draw tasks whose optimal length
lies in the band (seeded walks; each item then asks for the plan from the task's own
start), ``min_objects``/``max_objects`` keep problems of that many objects (or, with a
``generator``, such as ``"ferry"``, problems it writes at those sizes; Blocksworld's
when neither a domain nor a generator is named), ``obfuscation`` renames every task
(``mystery``, ``random``, ``deceptive``). The curriculum (``reasoning_gym.factory.
create_curriculum("plangate")``) moves these three attributes through their levels.

A problem whose ground truth is unknown within ``truth_seconds`` (or that has nothing
to ask) is left out when the dataset is made, and counted in
``data.left_out`` (name, why); the dataset never raises inside a training loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reasoning_gym.coaching.base_curriculum import (
    BaseCurriculum,
    RangeAttributeDefinition,
    ScalarAttributeDefinition,
)
from reasoning_gym.dataset import ProceduralDataset
from reasoning_gym.factory import DATASETS, register_dataset

from plangate.bench.datasets.difficulty import OBFUSCATIONS, Difficulty
from plangate.errors import PlangateError
from plangate.interop.training.rows import drawn_problems
from plangate.reward.items import Items, RewardItem, score_item
from plangate.reward.score import Kind

NAME = "plangate"


@dataclass
class PlangateConfig:
    """The dataset's settings (``reasoning_gym.create_dataset("plangate", **these)``)."""

    domain: str | None = None  # a PDDL domain file (None: the shipped Blocksworld)
    problems: str | list[str] | None = None  # problem files, or a folder of them
    kind: str = "plan"  # "plan": the whole plan; "action": the next action at a state
    walk: int = 8  # a start state is reached by a random walk of 0 .. walk steps
    wording: str | None = None  # as plangate solve --nl (None: the domain's own)
    seed: int | None = None
    size: int = 500
    truth_seconds: float = 60.0  # the ground truth's budget for one item
    extra: dict[str, object] = field(default_factory=dict)
    # difficulty: any of these set draws tasks of it (plangate.bench.datasets.difficulty)
    min_length: int | None = None
    max_length: int | None = None
    min_objects: int | None = None
    max_objects: int | None = None
    obfuscation: str = "none"
    generator: str | None = None
    tasks: int = 16  # tasks drawn at that difficulty (the items cycle over them)
    draw_seconds: float = 120.0  # the draw's wall clock at most

    def difficulty(self) -> Difficulty | None:
        """The difficulty these settings ask for (None: the problems as they are)."""
        fields = (self.min_length, self.max_length, self.min_objects, self.max_objects,
                  self.generator)  # fmt: skip
        if all(f is None for f in fields) and self.obfuscation == "none":
            return None
        generator = self.generator
        if (
            generator is None
            and self.domain is None
            and (self.min_objects is not None or self.max_objects is not None)
        ):
            generator = "blocksworld"  # objects to choose from: Blocksworld's generator
        return Difficulty(self.min_length, self.max_length, self.min_objects,
                          self.max_objects, self.obfuscation, generator)  # fmt: skip

    def validate(self) -> None:
        if self.kind not in ("plan", "action"):
            raise ValueError(f"kind: {self.kind!r}; expected 'plan' or 'action'")
        if self.walk < 0 or self.size < 1:
            raise ValueError("walk must be 0 or more and size 1 or more")
        if not self.truth_seconds > 0:
            raise ValueError("truth_seconds must be positive")
        if (self.domain is None) != (self.problems is None):
            raise ValueError("give both domain and problems, or neither (Blocksworld)")
        if self.tasks < 1 or not self.draw_seconds > 0:
            raise ValueError("tasks must be 1 or more and draw_seconds positive")
        wanted = self.difficulty()
        if wanted is not None:
            try:
                wanted.check()
            except PlangateError as err:
                raise ValueError(str(err)) from None


class PlangateDataset(ProceduralDataset):
    """Planning questions whose answers plangate's reward scores."""

    def __init__(self, config: PlangateConfig) -> None:
        super().__init__(config=config, seed=config.seed, size=config.size)
        wanted = config.difficulty()
        try:
            found, own_start = drawn_problems(config.domain, config.problems, wanted,
                                              tasks=config.tasks, seed=self.seed or 0,
                                              seconds=config.draw_seconds)  # fmt: skip
        except PlangateError as err:
            raise ValueError(str(err)) from None
        walk = 0 if own_start else config.walk  # the task's own start: the band's length
        kind: Kind = "action" if config.kind == "action" else "plan"  # validated
        try:
            self.items = Items(found, kind=kind, walk=walk, seed=self.seed,
                               wording=config.wording, seconds=config.truth_seconds)  # fmt: skip
        except PlangateError as err:
            raise ValueError(str(err)) from None
        self.left_out = self.items.left_out  # (problem name, why), when the dataset was made

    def __getitem__(self, idx: int) -> RewardItem:
        item = self.items[idx]
        item["metadata"] |= {"source_dataset": NAME, "source_index": idx}
        return item

    def score_answer(self, answer: str | None, entry: dict[str, object]) -> float:
        metadata = entry.get("metadata")
        return score_item(
            answer, metadata if isinstance(metadata, dict) else {}, self.config.wording
        ).score


# the curriculum's levels: each a band (reasoning-gym returns an iterable level as is)
LENGTH_LEVELS = [[1, 2], [3, 4], [5, 8], [9, 16]]
OBJECT_LEVELS = [[1, 5], [6, 10], [11, 20], [21, 40]]


class PlangateCurriculum(BaseCurriculum):
    """reasoning-gym's curriculum of the dataset: the optimal length of the tasks, how many
    objects they have, and whether their names are hidden, each in levels a trainer moves
    through (``increment_attr_level``); ``generate_configuration`` gives the dataset's
    settings at the current levels."""

    def __init__(self) -> None:
        super().__init__(PlangateCurriculum.__name__, PlangateConfig)
        self._define_attributes(
            RangeAttributeDefinition(
                name="optimal_length", levels=LENGTH_LEVELS, lower_field_name="min_length",
                upper_field_name="max_length",
                description="the optimal plan length of the tasks (a band per level)"),
            RangeAttributeDefinition(
                name="objects", levels=OBJECT_LEVELS, lower_field_name="min_objects",
                upper_field_name="max_objects",
                description="the objects in a task (a band per level)"),
            ScalarAttributeDefinition(
                name="obfuscation", levels=list(OBFUSCATIONS), field_name="obfuscation",
                description="the names: as written, then mystery words, random strings, "
                "misleading planning words"),
        )  # fmt: skip


if NAME not in DATASETS:
    register_dataset(NAME, PlangateDataset, PlangateConfig, PlangateCurriculum)
