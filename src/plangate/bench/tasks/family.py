"""PlanBench's other tasks as a benchmark family (:class:`PlanBenchTasks`): an item is a
dataset instance whose meta holds its task, prompt and exact answer
(:func:`plangate.bench.tasks.item_of`); the record's kind is ``planbench:TASK``. The
item is asked in PlanBench's wording after the session's system message, stopped at a
new ``[STATEMENT]``, read and scored against its exact answer (:mod:`.score`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.bench.families.base import FamilyAbout, Generated, Graded, Question, Rescoring
from plangate.bench.report.table import Table
from plangate.bench.rescoring.planbench_prompts import STOP
from plangate.bench.tasks import TASKS, item_of
from plangate.errors import PlangateError

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance
    from plangate.bench.families.base import TableBuilder
    from plangate.bench.records import EpisodeRecord, Record
    from plangate.bench.rescoring.inputs import Recorded
    from plangate.llm.grounded import Grounded
    from plangate.llm.request import RequestMeta
    from plangate.llm.session import Session


class PlanBenchTasks:
    """The family (module docstring)."""

    about = FamilyAbout(
        "planbench",
        "PlanBench's other tasks",
        generator="planbench-tasks",
        step="planbench",
        plan_items=frozenset(k.name for k in TASKS.values() if k.answer == "plan"),
    )

    def question(self, inst: Instance) -> Question | None:
        item = item_of(inst)
        if item is None:
            return None
        task, prompt, answer = item
        user = {"role": "user", "content": prompt}
        return Question(task, (user,), answer, stops=(STOP,), system=True, grounded=True)

    def request_meta(self, q: Question, s: Session) -> RequestMeta | None:
        """A plan task is a ``plan`` request about the judged problem; verification names
        the plan to judge, execution the action sequence (``verify``, ``execute``)."""
        kind = TASKS[q.item].answer
        if kind == "plan":
            return s.about("plan", s.r.task.initial, s.r.task.goal)
        what = "verify" if kind == "verdict" else "execute"
        meta = s.about(what, s.r.task.initial, s.r.task.goal)
        if meta is not None:
            steps = q.data.get("plan") if kind == "verdict" else q.data.get("sequence")
            meta["options"] = [str(a) for a in steps] if isinstance(steps, list) else []
        return meta

    def grade(self, q: Question, text: str, g: Grounded | None, strict: bool = False) -> Graded:
        from plangate.bench.tasks.score import score, strings
        from plangate.llm.render import reading_for

        assert g is not None  # the family's questions are grounded
        result = score(q.item, g.renderer, reading_for(g.renderer, strict=strict), text, q.data)
        plan = result.read.get("plan")
        return Graded(
            result.outcome,
            result.correct,
            result.measures,
            result.read,
            result.explain,
            plan=tuple(str(a) for a in plan) if isinstance(plan, list) else (),
            parsed=tuple(strings(plan)),
        )

    def correct(self, r: EpisodeRecord) -> bool:
        from plangate.bench.tasks.report import task_correct

        return task_correct(r)

    def tables(self) -> Mapping[str, TableBuilder]:
        return {f"planbench_{t.replace('-', '_')}": partial(_table, t) for t in TASKS}

    def rescore_inputs(self, path: Path) -> list[Path]:
        return []  # PlanBench's result files are read with the recorded plans (``pose``)

    def rescore(self, paths: Sequence[Path], how: Rescoring) -> list[str]:
        raise PlangateError("PlanBench's result files are rescored with the recorded plans")

    def pose(self, rec: Recorded, problems: Path, ground: Callable[..., Any]) -> Instance | None:
        from plangate.bench.datasets import Instance
        from plangate.bench.tasks.rescore import derive

        if rec.task is None:
            return None
        d = derive(rec.task, rec.query, rec.domain, rec.problem, rec.nl, problems, rec.ident,
                   rec.hint, ground)  # fmt: skip
        meta: dict[str, object] = {"task": rec.task, "prompt": rec.query, "answer": d.answer}
        return Instance(rec.ident, d.problem, d.optimal_length, meta)

    def add_flags(self, group: argparse._ArgumentGroup, taken: set[str]) -> None:
        group.description = (
            "--task: optimality, verification, execution, replanning, reuse, generalization, "
            "goal-shuffling, full-to-partial, partial-to-full, goal-reformulation (the last "
            "three); --count: instances asked about per task"
        )
        group.add_argument(
            "--mix",
            metavar="valid=N,step=N,goal=N",
            help="verification: the plans' kinds in proportion (default 1:1:1): valid, "
            "failing at a step, not reaching the goal",
        )

    def generate(self, args: argparse.Namespace, say: Callable[[str], None]) -> Generated:
        from plangate.bench.tasks import task_names
        from plangate.bench.tasks.generate import generate_tasks

        if len(args.inputs) < 2:
            raise PlangateError(
                "generate planbench-tasks DOMAIN INSTANCES...: give the domain file and the "
                "problem files (or a folder of them)"
            )
        names = task_names(args.task or ["all"])
        say(f"generating {', '.join(names)} in {args.out} ...")
        ds = generate_tasks(
            args.inputs[0], args.inputs[1:], names, args.out, nl=args.nl, seed=args.seed,
            limit=args.count, mix=args.mix, seconds=args.timeout,
            progress=lambda line: say(f"  {line}") if "skipped" in line else None,
        )  # fmt: skip
        per: dict[str, int] = {}
        kinds: dict[str, int] = {}
        for inst in ds.instances:
            t = str(inst.meta.get("task"))
            per[t] = per.get(t, 0) + 1
            answer = inst.meta.get("answer")
            if t == "verification" and isinstance(answer, dict):
                kinds[str(answer["kind"])] = kinds.get(str(answer["kind"]), 0) + 1
        shown = ", ".join(f"{t} {per.get(t, 0)}" for t in TASKS if t in names)
        if kinds:
            shown += " (verification plans: " + ", ".join(f"{k} {n}" for k, n in kinds.items())
            shown += ")"
        return Generated(ds, f"{len(ds.instances)} items written to {args.out} ({shown})")


def _table(task: str, records: Sequence[Record]) -> Table:
    from plangate.bench.tasks.report import task_table

    return Table(*task_table(task, records))


FAMILY = PlanBenchTasks()

__all__ = ["FAMILY", "STOP", "PlanBenchTasks"]
