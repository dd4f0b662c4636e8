"""ACPBench and ACPBench-Hard on any PDDL domain: its questions asked at states of a
task, answered exactly (:mod:`plangate.verify.questions`), generated from any domain
(:mod:`.generate`) or read from an ACPBench checkout (:mod:`.checkout`), worded
(:mod:`.wording`), a benchmark family (:mod:`.family`: its items run as ``bench``
jobs), scored as the benchmark defines it (:mod:`.score`, :mod:`.read`), reported
(:mod:`.report`) and rescored from recorded answers (:mod:`.rescore`).

An item is a dataset instance whose ``meta["acp"]`` holds its task, format, id,
context, question, prompt and exact answer (:class:`AcpQuestion`); its problem file
is the task at the state asked about (the state is its ``:init``), or none for
ACPBench's own yes/no and multiple-choice items, which come without PDDL.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance


@dataclass(frozen=True)
class AcpTask:
    name: str  # ACPBench's short name (its dataset folder and lm-eval task names)
    group: str  # ACPBench's group stem (``applicable_actions`` -> ``_bool``, ``_gen``)
    description: str
    formats: tuple[str, ...] = ("bool", "mcq", "gen")


TASKS: dict[str, AcpTask] = {
    t.name: t
    for t in (
        AcpTask("app", "applicable_actions", "which actions are applicable in the state"),
        AcpTask("prog", "progression", "what an action changes: its positive and negative effects"),
        AcpTask("val", "validation", "whether and where an action sequence fails"),
        AcpTask("just", "action_justification", "which actions a plan does not need"),
        AcpTask("reach", "reachable_atom", "which facts can never become true"),
        AcpTask("areach", "reachable_action", "which actions can never become applicable"),
        AcpTask("land", "landmarks", "which facts every plan passes through"),
        AcpTask("nexta", "goal_closer", "which next action starts an optimal plan"),
    )
}
FORMATS = ("bool", "mcq", "gen")
KIND = "acpbench"  # a dataset manifest's generator kind
LETTERS = "ABCD"


def task_names(names: list[str] | None) -> list[str]:
    """The tasks named (``all`` or none: every one), in ACPBench's order."""
    from plangate.errors import PlangateError

    if not names or "all" in names:
        return list(TASKS)
    for n in names:
        if n not in TASKS:
            raise PlangateError(f"unknown ACPBench task {n!r}; the tasks are {', '.join(TASKS)}")
    return [t for t in TASKS if t in names]


def format_names(names: list[str] | None) -> list[str]:
    from plangate.errors import PlangateError

    if not names:
        return list(FORMATS)
    for n in names:
        if n not in FORMATS:
            raise PlangateError(f"unknown ACPBench format {n!r}; the formats are bool, mcq, gen")
    return [f for f in FORMATS if f in names]


@dataclass(frozen=True)
class AcpQuestion:
    """One item: what is asked, and its exact answer with how it was obtained.

    ``answer`` by format: ``bool`` ``{"answer": "yes"|"no"}``; ``mcq`` ``{"answer":
    "A".."D"}``; ``gen`` what the task's definition gives (the applicable actions, the
    effects, the index, the simplifications, the facts or actions never reached, the
    landmarks, the next actions on an optimal plan), ACPBench's own where the item is
    its. ``sequence``: the actions a ``val``/``just`` question is about (PDDL atoms)."""

    task: str
    format: str
    id: str
    context: str
    question: str
    prompt: str
    answer: dict[str, object]
    source: str = "plangate"  # "plangate" (generated) or "acpbench" (ACPBench's item)
    sequence: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    meta: dict[str, object] = field(default_factory=dict)
    examples: tuple[tuple[str, str], ...] = ()  # solved (question, answer) turns before it

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "task": self.task,
            "format": self.format,
            "id": self.id,
            "source": self.source,
            "context": self.context,
            "question": self.question,
            "prompt": self.prompt,
            "answer": self.answer,
        }
        if self.sequence:
            out["sequence"] = list(self.sequence)
        if self.choices:
            out["choices"] = list(self.choices)
        if self.meta:
            out["meta"] = self.meta
        if self.examples:
            out["examples"] = [list(e) for e in self.examples]
        return out

    @staticmethod
    def from_json(data: object) -> AcpQuestion | None:
        if not isinstance(data, dict):
            return None
        task, fmt = data.get("task"), data.get("format")
        answer, prompt = data.get("answer"), data.get("prompt")
        if task not in TASKS or fmt not in FORMATS or not isinstance(answer, dict):
            return None
        if not isinstance(prompt, str):
            return None
        meta = data.get("meta")
        shown = data.get("examples") or ()
        turns = tuple((str(e[0]), str(e[1])) for e in shown if isinstance(e, list) and len(e) == 2)
        return AcpQuestion(
            str(task),
            str(fmt),
            str(data.get("id", "")),
            str(data.get("context", "")),
            str(data.get("question", "")),
            prompt,
            answer,
            str(data.get("source", "plangate")),
            tuple(str(a) for a in data.get("sequence") or ()),
            tuple(str(c) for c in data.get("choices") or ()),
            meta if isinstance(meta, dict) else {},
            turns,
        )


def acp_of(inst: Instance) -> AcpQuestion | None:
    """The ACPBench item an instance is, None for any other instance."""
    return AcpQuestion.from_json(inst.meta.get("acp"))
