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
questions everywhere). A problem whose ground truth is unknown within ``truth_seconds``
(or that has nothing to ask) is left out when the dataset is made, and counted in
``data.left_out`` (name, why); the dataset never raises inside a training loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reasoning_gym.dataset import ProceduralDataset
from reasoning_gym.factory import DATASETS, register_dataset

from plangate.errors import PlangateError
from plangate.reward.items import Items, RewardItem, problems_of, score_item
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

    def validate(self) -> None:
        if self.kind not in ("plan", "action"):
            raise ValueError(f"kind: {self.kind!r}; expected 'plan' or 'action'")
        if self.walk < 0 or self.size < 1:
            raise ValueError("walk must be 0 or more and size 1 or more")
        if not self.truth_seconds > 0:
            raise ValueError("truth_seconds must be positive")
        if (self.domain is None) != (self.problems is None):
            raise ValueError("give both domain and problems, or neither (Blocksworld)")


class PlangateDataset(ProceduralDataset):
    """Planning questions whose answers plangate's reward scores."""

    def __init__(self, config: PlangateConfig) -> None:
        super().__init__(config=config, seed=config.seed, size=config.size)
        try:
            found = problems_of(config.domain, config.problems)
        except PlangateError as err:
            raise ValueError(str(err)) from None
        kind: Kind = "action" if config.kind == "action" else "plan"  # validated
        try:
            self.items = Items(found, kind=kind, walk=config.walk, seed=self.seed,
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


if NAME not in DATASETS:
    register_dataset(NAME, PlangateDataset, PlangateConfig)
