"""An answer to an ACPBench item graded: plangate's verdict (the generative format
checked symbolically against the task, :mod:`.score`; yes/no and multiple choice read
(:mod:`.read`) and compared with the item's exact answer) and, for ACPBench's own
items, the verdict its dataset's answer gives, so the two can be compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from plangate.bench.families.acpbench import AcpQuestion
from plangate.bench.families.acpbench.read import read_bool, read_letter
from plangate.bench.families.acpbench.score import (
    INT,
    LISTS,
    NONE,
    AcpVerdict,
    QuestionFacts,
    atoms,
    bare,
    norm,
    score,
)

if TYPE_CHECKING:
    from plangate.pddl.task import Task
    from plangate.verify.budgets import Budget
    from plangate.verify.distance import DistanceOracle


@dataclass(frozen=True)
class AcpGraded:
    """``correct`` is None when the answer is unreadable or the budget could not decide
    it; ``dataset``: the verdict of the dataset's own answer (ACPBench's items; None
    where it defines none)."""

    correct: bool | None
    readable: bool
    read: str | None
    why: str
    dataset: bool | None = None

    @property
    def outcome(self) -> str:
        if not self.readable:
            return "unreadable"
        if self.correct is None:
            return "undecided"
        return "correct" if self.correct else "wrong"


def grade(
    item: AcpQuestion,
    text: str,
    task: Task | None,
    oracle: DistanceOracle | None = None,
    budget: Budget | None = None,
) -> AcpGraded:
    """Grade ``text``, a model's answer to ``item`` (``task``: the item's task at its
    state; None for items without PDDL)."""
    if item.format in ("bool", "mcq"):
        said = read_bool(text) if item.format == "bool" else read_letter(text)
        theirs = item.source == "acpbench"  # the dataset's answer: unreadable is wrong
        if said is None:
            what = "yes or no" if item.format == "bool" else "letter A-D"
            return AcpGraded(None, False, None, f"no {what}", False if theirs else None)
        right = str(item.answer.get("answer"))
        ok = said == right
        by = "the dataset's answer" if item.source == "acpbench" else "the exact answer"
        dataset = ok if item.source == "acpbench" else None
        return AcpGraded(ok, True, said, f"read {said}, {by} is {right}", dataset)
    if task is None:
        raise ValueError(f"{item.id}: a generative item is graded against its task")
    given = item.answer.get("acpbench")
    question = QuestionFacts(item.sequence, _effects(item.answer if given is None else given))
    v: AcpVerdict = score(item.task, task, text, question, budget, oracle)
    read = " ".join(atoms(text)) or text.strip()[:200]
    dataset = _dataset_verdict(item, given, text, task) if given is not None else None
    if given is not None and not v.readable:
        dataset = False  # by the dataset's answer too, nothing read is wrong
    return AcpGraded(v.correct, v.readable, read if v.readable else None, v.why, dataset)


def _effects(answer: object) -> tuple[frozenset[str], frozenset[str]] | None:
    if isinstance(answer, dict) and isinstance(answer.get("pos"), list):
        neg = answer.get("neg")
        return frozenset(map(str, answer["pos"])), frozenset(
            map(str, neg if isinstance(neg, list) else [])
        )
    return None


def _dataset_verdict(item: AcpQuestion, given: object, text: str, task: Task) -> bool | None:
    """Whether ``text`` is right by the dataset's answer alone (ACPBench's reference)."""
    said = atoms(text)
    none = bool(NONE.match(text.strip()))
    t = item.task
    if not said and not none and t in ("reach", "areach", "land", "nexta"):
        said = bare(t, task, text)

    def listed(x: object) -> set[str]:
        return (
            {norm(a if str(a).startswith("(") else f"({a})") for a in x}
            if isinstance(x, list)
            else set()
        )

    if t == "app":
        return set(said) == listed(given) if said or given == [] else None
    if t == "prog":
        if not isinstance(given, dict):
            return None
        lists = LISTS.findall(text)
        if len(lists) < 2:
            return None
        return set(atoms(lists[0])) == listed(given.get("pos")) and set(atoms(lists[1])) == listed(
            given.get("neg")
        )
    if t == "val":
        m = INT.search(text)
        return (
            int(m.group(0)) == int(str(given)) if m and str(given).lstrip("-").isdigit() else None
        )
    if t == "just":
        if not isinstance(given, list) or not said:
            return None
        seq = [norm(a) for a in item.sequence]
        for entry in given:
            if not isinstance(entry, list) or not entry:
                continue
            removed = [norm(a) for a in entry if str(a).startswith("(")]
            w = len(removed)
            for i in range(len(seq) - w + 1):
                if seq[i : i + w] == removed and seq[:i] + seq[i + w :] == said:
                    return True
        return False
    if t in ("reach", "areach"):
        if said:
            return said[0] in listed(given)
        return (given == [] or given is None) if none else None
    if t in ("land", "nexta"):
        yes = listed(given.get("yes")) if isinstance(given, dict) else set()
        if said:
            return said[0] in yes
        return (not yes) if none else None
    return None
