"""One answer recorded elsewhere (a shared result file, PlanBench's, a log) as
``plangate rescore`` reads it: the answer, where its task is, and what the file said
of it. Read by :mod:`plangate.bench.rescoring.inputs`; a family that poses items from
such answers (:class:`plangate.bench.families.base.PosesRecorded`) is handed one."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass


@dataclass(frozen=True)
class Recorded:
    """One recorded answer and where its task is."""

    domain: str
    problem: str
    answer: str
    model: str
    ident: str  # the instance, as the input names it
    dataset: str
    verdict: bool | None = None
    nl: str | None = None
    source: str = ""  # the file and place it came from
    task: str | None = None  # one of PlanBench's other tasks, or None
    query: str = ""  # the prompt the answer answers (PlanBench's other tasks: it poses them)
    recorded: dict[str, object] | None = None  # the input's finer verdicts (verification)
    file: str = ""  # the input file (the summary's row)
    known_plan: tuple[str, ...] | None = None  # a plan the input holds (PlanBench's)
    verdict_field: str | None = None  # the input's field ``verdict`` was read from
    hint: str | None = None  # the file's recorded answer of a task item (a plan's text)
    reading: str = "careful"  # how plan answers are read (careful or strict)

    @property
    def key(self) -> str:
        fields: list[object] = [self.dataset, self.ident, self.model, self.problem, self.nl]
        if self.task is not None:
            fields += [self.task, self.query]
        if self.reading != "careful":
            fields.append(self.reading)
        blob = json.dumps([*fields, self.answer]).encode()
        return "r" + hashlib.sha256(blob).hexdigest()[:23]


__all__ = ["Recorded"]
