"""TRL: GRPO reward functions and the dataset they score.

::

    from trl import GRPOConfig, GRPOTrainer
    from plangate.interop.training.trl import dataset, reward_funcs

    train = dataset("domain.pddl", "instances/", size=1000, seed=0)  # prompt, plangate, ...
    trainer = GRPOTrainer(model=..., reward_funcs=reward_funcs(), train_dataset=train, ...)

Each row holds ``prompt`` (a chat message list, or the question text with
``conversational=False``), ``answer`` (an optimal one), ``data_source`` and ``plangate``:
the item's metadata as JSON (:mod:`plangate.reward.items`), which GRPO passes to every
reward function beside the completions. :func:`reward_funcs` gives the score, or any of
its components, each a function named for what it returns (TRL logs them by name).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from plangate.errors import PlangateError
from plangate.interop.training.rows import rows
from plangate.interop.training.verl import read_truth
from plangate.reward.items import score_item
from plangate.reward.score import Reward

COMPONENTS = ("score", "valid", "goal", "readable", "progress", "efficiency", "prefix",
              "optimality")  # fmt: skip
RewardFunc = Callable[..., list[float]]


def dataset(*args: Any, **kwargs: Any) -> Any:
    """A ``datasets.Dataset`` of :func:`rows` (the same arguments)."""
    from datasets import Dataset

    return Dataset.from_list(rows(*args, **kwargs))


def text_of(completion: Any) -> str:
    """A completion's text: a string, or the last message's content of a conversation."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list) and completion and isinstance(completion[-1], dict):
        content = completion[-1].get("content")
        return content if isinstance(content, str) else ""
    return ""


def rewards(
    completions: Sequence[Any], plangate: Sequence[Any], wording: str | None = None
) -> list[Reward]:
    """The reward of each completion against its row's item (``wording``: the wording
    file the rows were made with, when one was: a row never names a file itself)."""
    if len(completions) != len(plangate):
        raise PlangateError(f"{len(completions)} completions for {len(plangate)} items")
    return [score_item(text_of(c), read_truth(md), wording)
            for c, md in zip(completions, plangate, strict=True)]  # fmt: skip


def reward_funcs(
    components: Sequence[str] = ("score",), wording: str | None = None
) -> list[RewardFunc]:
    """GRPO reward functions, one per component (``score``: plangate's reward);
    ``wording``: as :func:`rewards`."""
    for c in components:
        if c not in COMPONENTS:
            raise PlangateError(f"component {c!r}; expected one of {', '.join(COMPONENTS)}")
    return [_func(c, wording) for c in components]


def _func(component: str, wording: str | None = None) -> RewardFunc:
    def reward(prompts: Any = None, completions: Sequence[Any] = (),
               plangate: Sequence[Any] = (), **_kwargs: Any) -> list[float]:  # fmt: skip
        return [float(getattr(r, component)) for r in rewards(completions, plangate, wording)]

    reward.__name__ = reward.__qualname__ = f"plangate_{component}"
    return reward


plangate_reward = _func("score")
