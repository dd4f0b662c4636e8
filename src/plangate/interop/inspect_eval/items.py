"""The items of any benchmark family in Inspect AI: ``plangate/items`` asks each item of a
dataset folder (``plangate generate`` wrote it) as ``plangate bench`` asks it (its
conversation and stop sequences, from its family), and :func:`item_scorer` grades the
answer by the family (:mod:`plangate.bench.families`), reporting the yes/no measures
the family declares (``scores``). ``plangate/planbench`` and ``plangate/acpbench`` are
two families' items under the names these tasks had before."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessageAssistant, ChatMessageSystem, ChatMessageUser
from inspect_ai.scorer import Metric, Score, Target, accuracy, scorer, stderr
from inspect_ai.solver import TaskState, generate

from plangate.errors import PlangateError

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance

ROLES = {"user": ChatMessageUser, "assistant": ChatMessageAssistant, "system": ChatMessageSystem}


def count_arg(value: object, name: str) -> int | None:
    """A task argument that counts (``-T limit=N``), as a whole number or None; any other
    value is an error naming the argument (Inspect passes ``-T`` values as it reads
    them: ``limit=abc`` arrives as a string)."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool) and value >= 0):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    raise PlangateError(f"-T {name}={value!r}: expected a whole number of items (0 or more)")


def _count(value: object) -> int | None:
    return count_arg(value, "limit")


def _instance(meta: dict[str, object]) -> Instance:
    from plangate.bench.datasets import Instance

    fields = meta.get("instance")
    if not isinstance(fields, dict):
        raise PlangateError("the sample's metadata holds no instance (not a plangate item)")
    return Instance(**fields)


def _graded(state: TaskState) -> Any:
    """The family's grading of the sample's answer."""
    from plangate.bench.families import FAMILIES
    from plangate.llm.grounded import grounded, grounded_text

    meta = state.metadata
    family = FAMILIES[meta["family"]]
    q = family.question(_instance(meta))
    if q is None:
        raise PlangateError(f"{meta['instance']['name']}: not an item of {meta['family']}")
    nl = meta.get("nl") or None
    texts = meta.get("texts")  # an item posed from memory carries its PDDL
    if not q.grounded:
        g = None
    elif isinstance(texts, dict):
        g = grounded_text(str(texts["domain"]), str(texts["problem"]), nl)
    else:
        g = grounded(meta["domain"], meta["instance"]["problem"], nl)
    return family.grade(q, state.output.completion, g)


def item_scorer(scores: tuple[str, ...] = ("correct",)) -> Any:
    """An answer graded by its item's family; ``scores``: the yes/no measures reported
    (each with its accuracy; ``correct`` with its standard error too)."""
    metrics: dict[str, list[Metric]] = {
        name: [accuracy(), stderr()] if name == "correct" else [accuracy()] for name in scores
    }

    @scorer(metrics=metrics, name="plangate_item")
    def make() -> Any:
        async def score(state: TaskState, target: Target) -> Score:
            graded = _graded(state)
            value = {name: graded.measures.get(name) is True for name in scores}
            value["correct"] = graded.correct is True
            shown = ", ".join(graded.parsed) or state.output.completion
            return Score(value=value, answer=shown, explanation=graded.explain or graded.outcome)

        return score

    return make()


@task
def items(dataset: str, limit: int | None = None, nl: str | None = None) -> Task:
    """The items of a dataset folder of any benchmark family."""
    from plangate.bench.datasets import domain_of, load_dataset

    ds = load_dataset(dataset)
    chosen = ds.instances[: _count(limit)]
    return _posed(dataset, [(inst, domain_of(ds, inst), None) for inst in chosen], nl)


def _posed(
    where: str, chosen: list[tuple[Instance, str, dict[str, str] | None]], nl: str | None
) -> Task:
    """The items (each instance with its domain file, and its PDDL when it is posed from
    memory) as an Inspect task whose scorer grades every answer by its family."""
    from plangate.bench.families import question_of

    samples = []
    stops: list[str] = []
    scores: dict[str, None] = {}
    for inst, domain, texts in chosen:
        found = question_of(inst)
        if found is None:
            raise PlangateError(f"{where}: {inst.name} is not an item of a benchmark family")
        family, q = found
        turns = [ROLES[m["role"]](content=m["content"]) for m in q.messages]
        stops += [s for s in q.stops if s not in stops]
        scores.update(dict.fromkeys(family.about.scores))
        meta = {"family": family.about.name, "instance": dataclasses.asdict(inst),
                "domain": domain, "nl": nl or ""}  # fmt: skip
        if texts is not None:
            meta["texts"] = texts
        samples.append(Sample(input=turns, id=q.task_name or inst.name, metadata=meta))
    return Task(dataset=MemoryDataset(samples), solver=generate(stop_seqs=stops or None),
                scorer=item_scorer(tuple(scores)))  # fmt: skip


@task
def planbench(dataset: str, limit: int | None = None, nl: str | None = None) -> Task:
    """PlanBench's other tasks: the items of a folder ``plangate generate
    planbench-tasks`` wrote (``plangate/items`` under its former name)."""
    return items(dataset, limit, nl)


@task
def formalize(dataset: str, limit: int | None = None, nl: str | None = None) -> Task:
    """Formalization: the items of a folder ``plangate generate formalize`` wrote, each
    answer (PDDL the model wrote) scored by plangate's equivalence check against the
    item's true files (``equivalent``), and whether it parses, is solvable and its plan
    is valid on the true task (``plangate/items`` under a name of its own)."""
    return items(dataset, limit, nl)


@task
def acpbench(
    checkout: str, task: str = "land", format: str = "gen", split: str = "test",
    limit: int | None = None,
) -> Task:  # fmt: skip
    """ACPBench's items of one task and format, with ACPBench's prompts and examples,
    read from a checkout as the family's generator reads them, and posed from memory
    (nothing is written)."""
    from pathlib import Path

    from plangate.bench.families import FAMILIES, generators
    from plangate.bench.families.base import MakesInMemory, Making

    family = FAMILIES[generators()["acpbench"]]
    try:
        own = family.options(checkout=checkout, split=split, format=frozenset({format}),
                             prompts="acpbench")  # fmt: skip
    except ValueError as err:
        raise PlangateError(f"plangate/acpbench: {err}") from None
    assert isinstance(family, MakesInMemory)
    made = family.make(Making(Path("acpbench"), tasks=(task,), count=_count(limit)), own)
    chosen = []
    for inst in made.instances:
        domain, problem = made.text(inst.domain or made.domain), made.text(inst.problem)
        texts = {"domain": domain, "problem": problem} if domain and problem else None
        chosen.append((inst, inst.domain or made.domain, texts))
    return _posed(f"ACPBench checkout {checkout}", chosen, None)


__all__ = ["acpbench", "count_arg", "formalize", "item_scorer", "items", "planbench"]
