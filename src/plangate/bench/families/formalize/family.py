"""``formalize``: the model writes PDDL from words; graded by the written files' meaning.

An item is a dataset instance whose ``meta["formalize"]`` holds the prompt and what to
write (``problem``: the problem file over the true domain; ``domain``: both files). Its
answer is graded as the formalizing methods judge their last files
(:mod:`plangate.llm.methods.formalize.written`): parses (with the parser's error),
solvable (the exact planners find a plan), equivalent to the true files
(:mod:`plangate.verify.equivalence`, with the witness) and its plan valid on the true
task. ``plangate generate formalize DOMAIN INSTANCES`` makes the items; ``plangate
rescore FOLDER`` scores folders of written files (:mod:`.layouts`); ``plangate report``
prints a table per model with 95% intervals.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.bench.families.base import (
    FamilyAbout,
    Generated,
    Graded,
    Making,
    NoOptions,
    Question,
    Rescoring,
)
from plangate.bench.families.formalize.report import MEASURES
from plangate.errors import PlangateError
from plangate.verify.metrics import Measures

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance
    from plangate.bench.records import EpisodeRecord, Record
    from plangate.bench.table import Table
    from plangate.llm.grounded import Grounded

WRITES = ("problem", "domain")  # the items: write the problem, or the domain and problem


class Formalization:
    about = FamilyAbout("formalize", "Formalization: the model writes the PDDL",
                        generator="formalize", step="formalize", scores=MEASURES,
                        lm_eval=Path(__file__).resolve().parent / "lm_eval",
                        making="--task: problem (write the problem file over the true "
                        "domain) and/or domain (write both files from the actions in "
                        "words); default problem. --nl: the wording of the problem (default: "
                        "the domain's shipped one, else the generic)")  # fmt: skip
    options = NoOptions

    def question(self, inst: Instance) -> Question | None:
        item = inst.meta.get("formalize")
        if not isinstance(item, dict) or not isinstance(item.get("prompt"), str):
            return None
        writes = item.get("write", "problem")
        if writes not in WRITES:
            return None
        return Question(str(writes), ({"role": "user", "content": item["prompt"]},), item)

    def request_meta(self, q: Question, s: Any) -> None:
        return None

    def grade(self, q: Question, text: str, g: Grounded | None, strict: bool = False) -> Graded:
        from plangate.llm.methods.formalize.written import attempt, judge

        if g is None:
            raise PlangateError("a formalization item is graded against its true task")
        task = g.task
        j = judge(attempt(text, task.domain, q.item == "domain"), task)
        verdict = j.equivalent or j.attempt.status
        measures: Measures = {
            "success": j.equivalent == "equivalent", "parses": j.parses,
            "solvable": j.solvable, "equivalent": j.equivalent == "equivalent",
            "plan_valid": j.plan_valid, "verdict": verdict,
        }  # fmt: skip
        a = j.attempt
        validation: dict[str, object] = {"status": a.status, "error": a.error[:1000],
                                         "witness": j.witness}  # fmt: skip
        correct = None if j.equivalent in ("", "unknown") else j.equivalent == "equivalent"
        explain = j.attempt.error or j.witness or verdict
        return Graded(verdict, correct, measures, validation, explain, j.steps, (verdict,))

    def correct(self, r: EpisodeRecord) -> bool:
        return r.metrics.get("equivalent") is True

    def tables(self) -> Mapping[str, Callable[[Sequence[Record]], Table]]:
        from plangate.bench.families.formalize.report import table

        return {"formalize": table}

    def rescore_inputs(self, path: Path) -> list[Path]:
        from plangate.bench.families.formalize.layouts import find_written

        return [path] if find_written(path) else []

    def rescore(self, paths: Sequence[Path], how: Rescoring) -> list[str]:
        from plangate.bench.families.formalize.rescore import rescore_folders

        return rescore_folders(paths, how)

    def generate(self, making: Making, own: NoOptions, say: Callable[[str], None]) -> Generated:
        from plangate.bench.datasets import write_manifest
        from plangate.bench.datasets.items import problem_files
        from plangate.bench.families.formalize.items import item_of

        m = making
        if len(m.inputs) < 2:
            raise PlangateError("generate formalize DOMAIN INSTANCES...: give the domain "
                                "file, then problem files or folders")  # fmt: skip
        writes = list(m.tasks) or ["problem"]
        wrong = [t for t in writes if t not in WRITES]
        if wrong:
            raise PlangateError(f"generate formalize --task: {wrong[0]!r} is not one of "
                                f"{', '.join(WRITES)}")  # fmt: skip
        root = Path(m.out)
        (root / "problems").mkdir(parents=True, exist_ok=True)
        shutil.copyfile(m.inputs[0], root / "domain.pddl")
        instances = []
        files = problem_files(list(m.inputs[1:]))
        if m.count is not None:
            files = files[: m.count]
        for path in files:
            shutil.copyfile(path, root / "problems" / path.name)
            for w in writes:
                instances.append(item_of(root / "domain.pddl", root / "problems" / path.name, w,
                                      m.nl, f"problems/{path.name}"))  # fmt: skip
        ds = write_manifest(root, root.name, "domain.pddl", {"kind": "formalize"}, instances)
        return Generated(ds, f"{len(ds.instances)} formalization items written to {root}")


FAMILY = Formalization()
