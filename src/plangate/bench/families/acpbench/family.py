"""ACPBench as a benchmark family (:class:`AcpBench`): an item is a dataset instance
whose ``meta["acp"]`` holds an :class:`plangate.bench.families.acpbench.AcpQuestion`; the record's
kind is ``acp:TASK/FORMAT``. The item is asked as lm-eval sends it (its solved
examples as turns before it), stopped at a new question, and graded
(:mod:`.grade`): ``success`` and ``correct`` are plangate's verdict, ``readable`` and
``dataset_correct`` (ACPBench's own items: the verdict of its dataset's answer)
beside them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.bench.families.acpbench import FORMATS, acp_of
from plangate.bench.families.base import FamilyAbout, Generated, Graded, Making, Question, Rescoring
from plangate.bench.table import Table
from plangate.errors import PlangateError
from plangate.llm.options import opt
from plangate.verify.budgets import QUESTION_SCORING
from plangate.verify.metrics import Measures

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance, MadeDataset
    from plangate.bench.families.acpbench.grade import AcpGraded
    from plangate.bench.families.base import TableBuilder
    from plangate.bench.records import EpisodeRecord, Record
    from plangate.llm.grounded import Grounded
    from plangate.llm.request import RequestMeta
    from plangate.llm.session import Session

# what scoring one answer may spend: a bounded search, then planner queries
SCORING = QUESTION_SCORING
# ACPBench's stop sequences (its lm-eval task files): a new question is not the answer
STOPS = ("**Question**:", "**Question:**", "\n\n\n\n")


def measures(g: AcpGraded) -> Measures:
    out: Measures = {
        "success": g.correct is True,
        "correct": g.correct,
        "readable": g.readable,
    }
    if g.dataset is not None:
        out["dataset_correct"] = g.dataset
    return out


@dataclass(frozen=True)
class AcpOptions:
    """The generator's own settings (``plangate generate acpbench``)."""

    format: frozenset[str] = opt(
        frozenset(), "the formats (default all): yes/no, multiple choice, generative",
        choices=FORMATS,
    )  # fmt: skip
    checkout: str | None = opt(
        None, "read ACPBench's own items from a checkout (dataset/TASK/SPLIT.FORMAT.json) "
        "instead of generating them", flag="--from", metavar="DIR",
    )  # fmt: skip
    split: str = opt("test", "--from: the split to read")
    prompts: str = opt(
        "plangate", "plangate: the question with an instruction, zero-shot; acpbench: "
        "ACPBench's own templates and two examples from its task files (needs --shots or "
        "--from)", choices=("plangate", "acpbench"),
    )  # fmt: skip
    shots: str | None = opt(
        None, "the ACPBench checkout whose task files give examples", metavar="DIR"
    )

    def __post_init__(self) -> None:
        if wrong := sorted(self.format - set(FORMATS)):
            raise ValueError(f"format {wrong[0]!r} is not one of {', '.join(FORMATS)}")
        if self.prompts not in ("plangate", "acpbench"):
            raise ValueError(f"prompts {self.prompts!r} is not plangate or acpbench")


class AcpBench:
    """The family (module docstring)."""

    about = FamilyAbout(
        "acp",
        "ACPBench",
        generator="acpbench",
        step="acpbench",
        scores=("correct", "readable", "dataset_correct"),
        lm_eval=Path(__file__).resolve().parent / "lm_eval",
        making="--task: app, prog, val, just, reach, areach, land, nexta; --count: states "
        "asked about, and items per task and format (default 10; --from: the first N items "
        "of each file, default all)",
    )
    options = AcpOptions

    def question(self, inst: Instance) -> Question | None:
        item = acp_of(inst)
        if item is None:
            return None
        turns: list[dict[str, str]] = []
        for question, answer in item.examples:  # solved examples, as lm-eval sends them
            turns += [{"role": "user", "content": question},
                      {"role": "assistant", "content": answer}]  # fmt: skip
        turns.append({"role": "user", "content": item.prompt})
        return Question(f"{item.task}/{item.format}", tuple(turns), item, stops=STOPS,
                        grounded=bool(inst.problem), task_name=item.id)  # fmt: skip

    def request_meta(self, q: Question, s: Session) -> RequestMeta | None:
        return None

    def grade(self, q: Question, text: str, g: Grounded | None, strict: bool = False) -> Graded:
        from plangate.bench.families.acpbench.grade import grade

        task, oracle = (g.task, g.oracle) if g is not None else (None, None)
        a = grade(q.data, text, task, oracle, SCORING)
        return Graded(
            a.outcome,
            a.correct,
            measures(a),
            {"read": a.read, "why": a.why, "id": q.data.id},
            (f"read: {a.read}" if a.read is not None else "nothing readable") + f"; {a.why}",
            parsed=(a.read or "",),
        )

    def correct(self, r: EpisodeRecord) -> bool:
        return r.metrics.get("correct") is True

    def tables(self) -> Mapping[str, TableBuilder]:
        return {f"acpbench_{f}": partial(_table, f) for f in FORMATS}

    def rescore_inputs(self, path: Path) -> list[Path]:
        from plangate.bench.families.acpbench.rescore import is_acp_input

        if path.is_dir():
            return sorted(path.rglob("samples_*acp_*.jsonl"))
        return [path] if path.is_file() and is_acp_input(path) else []

    def rescore(self, paths: Sequence[Path], how: Rescoring) -> list[str]:
        from plangate.bench.families.acpbench.rescore import rescore_files

        return rescore_files(paths, how)

    def make(
        self, making: Making, own: AcpOptions, say: Callable[[str], None] = lambda _line: None
    ) -> MadeDataset:
        """A checkout's items in memory (``own.checkout``; made from PDDL files, items are
        written as they are made: :meth:`generate`)."""
        from plangate.bench.families.acpbench.checkout import checkout_items

        m = making
        if not own.checkout:
            raise PlangateError("ACPBench's items are held in memory from a checkout only")
        if m.inputs:
            raise PlangateError("generate acpbench --from DIR takes no PDDL files")
        return checkout_items(
            own.checkout, Path(m.out).name, split=own.split, tasks=list(m.tasks) or None,
            formats=sorted(own.format) or None, style=own.prompts, limit=m.count,
            progress=lambda line: say(f"  {line}"),
        )  # fmt: skip

    def generate(self, making: Making, own: AcpOptions, say: Callable[[str], None]) -> Generated:
        m = making
        if own.checkout:
            from plangate.bench.datasets import write_made

            ds = write_made(Path(m.out), self.make(m, own, say))
        else:
            from plangate.bench.families.acpbench.generate import generate_acp

            if len(m.inputs) < 2:
                raise PlangateError(
                    "generate acpbench DOMAIN INSTANCES...: give the domain file and the "
                    "problem files (or a folder of them), or --from an ACPBench checkout"
                )
            count = m.count if m.count is not None else 10
            say(f"generating ACPBench items ({count} states) in {m.out} ...")
            ds = generate_acp(
                m.inputs[0], list(m.inputs[1:]), m.out, tasks=list(m.tasks) or None,
                formats=sorted(own.format) or None, count=count, seed=m.seed, nl=m.nl,
                style=own.prompts, shots=own.shots, seconds=m.timeout,
                progress=lambda line: say(f"  {line}") if line[:5] == "state" else None,
            )  # fmt: skip
        per = Counter(f"{q.task}/{q.format}" for i in ds.instances if (q := acp_of(i)) is not None)
        skipped = ds.generator.get("skipped")
        if isinstance(skipped, list) and skipped:
            say(f"  {len(skipped)} items not made (no exact item at the state; dataset.json "
                "says why)")  # fmt: skip
        shown = ", ".join(f"{k} {n}" for k, n in per.items())
        return Generated(ds, f"{len(ds.instances)} items written to {m.out} ({shown})")


def _table(fmt: str, records: Sequence[Record]) -> Table:
    from plangate.bench.families.acpbench.report import acp_table

    return Table(*acp_table(fmt, records))


FAMILY = AcpBench()

__all__ = ["FAMILY", "SCORING", "STOPS", "AcpBench", "AcpOptions", "measures"]
