"""``parity``: a benchmark family of one question per problem, "is the number of objects
even?", answered yes or no. Small on purpose: it shows every part a family declares
(plangate.bench.families.base.Family) and nothing else.

An item is a dataset instance whose ``meta["parity"]`` holds the prompt and the
answer; its record's kind is ``parity:even``."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from plangate.bench.datasets import Dataset, Instance, write_manifest
from plangate.bench.datasets.items import problem_files
from plangate.bench.families.base import FamilyAbout, Generated, Graded, Making, Question
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.stats import pct, wilson
from plangate.bench.table import Table
from plangate.errors import PlangateError
from plangate.llm.options import opt
from plangate.pddl.loader import load_task

ANSWER = re.compile(r"\b(yes|no)\b", re.IGNORECASE)


@dataclass(frozen=True)
class ParityOptions:
    """The generator's own setting: a field of plangate's ``opt`` is a flag of
    ``plangate generate parity``."""

    parity_wording: str = opt("short", "parity: how the question is worded",
                              choices=("short", "long"))  # fmt: skip


class Parity:
    about = FamilyAbout("parity", "Parity of objects", generator="parity", step="parity")
    options = ParityOptions

    def question(self, inst: Instance) -> Question | None:
        item = inst.meta.get("parity")
        if not isinstance(item, dict) or not isinstance(item.get("prompt"), str):
            return None
        user = {"role": "user", "content": item["prompt"]}
        return Question("even", (user,), item, stops=("\n\n",), grounded=False)

    def request_meta(self, q: Question, s: Any) -> None:
        return None

    def grade(self, q: Question, text: str, g: Any, strict: bool = False) -> Graded:
        said = ANSWER.search(text)
        read = said.group(1).lower() if said else None
        correct = read == q.data["answer"] if read is not None else None
        outcome = "unreadable" if read is None else ("correct" if correct else "wrong")
        measures: dict[str, object] = {"success": correct is True, "correct": correct,
                                       "readable": read is not None}  # fmt: skip
        return Graded(outcome, correct, measures, {"read": read}, f"read: {read}",
                      parsed=(read or "",))  # fmt: skip

    def correct(self, r: EpisodeRecord) -> bool:
        return r.metrics.get("correct") is True

    def tables(self) -> Mapping[str, Callable[[Sequence[Record]], Table]]:
        return {"parity": _table}

    def generate(self, making: Making, own: ParityOptions, say: Callable[[str], None]) -> Generated:
        m = making
        if len(m.inputs) < 2:
            raise PlangateError("generate parity DOMAIN INSTANCES...: give the files")
        root = Path(m.out)
        (root / "problems").mkdir(parents=True, exist_ok=True)
        shutil.copyfile(m.inputs[0], root / "domain.pddl")
        instances = []
        for path in problem_files(list(m.inputs[1:]))[: m.count]:
            task = load_task(m.inputs[0], path)
            n = len(task.problem.objects)
            ask = "Is the number of objects even? Answer yes or no."
            if own.parity_wording == "long":
                ask = "Count the objects of this problem. " + ask
            prompt = f"The objects are: {', '.join(o.name for o in task.problem.objects)}. {ask}"
            shutil.copyfile(path, root / "problems" / path.name)
            meta: dict[str, object] = {
                "parity": {"prompt": prompt, "answer": "yes" if n % 2 == 0 else "no"}
            }
            instances.append(Instance(path.stem, f"problems/{path.name}", None, meta))
        ds: Dataset = write_manifest(root, root.name, "domain.pddl", {"kind": "parity"},
                                     instances)  # fmt: skip
        return Generated(ds, f"{len(ds.instances)} items written to {root}")


def _table(records: Sequence[Record]) -> Table:
    groups: dict[tuple[str, str], list[EpisodeRecord]] = {}
    for r in records:
        if isinstance(r, EpisodeRecord) and r.ok and r.method == "parity:even":
            groups.setdefault((r.dataset, str(r.model_label)), []).append(r)
    rows = []
    for (dataset, model), rs in sorted(groups.items()):
        right = sum(1 for r in rs if r.metrics.get("correct") is True)
        rows.append([dataset, model, str(len(rs)), str(right), pct(wilson(right, len(rs)))])
    return Table(
        "Parity of objects",
        ["dataset", "model", "items", "correct", "correct %"],
        rows,
        "Correct: the answer read (yes or no) is the parity of the objects.",
    )


FAMILY = Parity()
