"""PlanBench's other tasks as a benchmark family (:class:`PlanBenchTasks`): an item is a
dataset instance whose meta holds its task, prompt and exact answer
(:func:`plangate.bench.families.planbench.item_of`); the record's kind is ``planbench:TASK``. The
item is asked in PlanBench's wording after the session's system message, stopped at a
new ``[STATEMENT]``, read and scored against its exact answer (:mod:`.score`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.bench.families.base import FamilyAbout, Generated, Graded, Making, Question
from plangate.bench.families.planbench import TASKS, item_of
from plangate.bench.rescoring.planbench_prompts import STOP
from plangate.bench.table import Table
from plangate.errors import PlangateError
from plangate.llm.options import opt

if TYPE_CHECKING:
    from plangate.bench.datasets import Instance
    from plangate.bench.families.base import TableBuilder
    from plangate.bench.recorded import Recorded
    from plangate.bench.records import EpisodeRecord, Record
    from plangate.llm.grounded import Grounded
    from plangate.llm.request import RequestMeta
    from plangate.llm.session import Session


@dataclass(frozen=True)
class PlanBenchOptions:
    """The generator's own setting (``plangate generate planbench-tasks``)."""

    mix: str | None = opt(
        None,
        "verification: the plans' kinds in proportion (default 1:1:1): valid, failing at a "
        "step, not reaching the goal",
        metavar="valid=N,step=N,goal=N",
    )


class PlanBenchTasks:
    """The family (module docstring)."""

    about = FamilyAbout(
        "planbench",
        "PlanBench's other tasks",
        generator="planbench-tasks",
        step="planbench",
        plan_items=frozenset(k.name for k in TASKS.values() if k.answer == "plan"),
        making="--task: optimality, verification, execution, replanning, reuse, "
        "generalization, goal-shuffling, full-to-partial, partial-to-full, "
        "goal-reformulation (the last three); --count: instances asked about per task",
    )
    options = PlanBenchOptions

    def question(self, inst: Instance) -> Question | None:
        if (item := item_of(inst)) is None:
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
        from plangate.bench.families.planbench.score import score, strings
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
        from plangate.bench.families.planbench.report import task_correct

        return task_correct(r)

    def tables(self) -> Mapping[str, TableBuilder]:
        return {f"planbench_{t.replace('-', '_')}": partial(_table, t) for t in TASKS}

    def pose(self, rec: Recorded, problems: Path, ground: Callable[..., Any]) -> Instance | None:
        from plangate.bench.datasets import Instance
        from plangate.bench.families.planbench.rescore import derive

        if rec.task is None:
            return None
        d = derive(rec.task, rec.query, rec.domain, rec.problem, rec.nl, problems, rec.ident,
                   rec.hint, ground)  # fmt: skip
        meta: dict[str, object] = {"task": rec.task, "prompt": rec.query, "answer": d.answer}
        return Instance(rec.ident, d.problem, d.optimal_length, meta)

    def generate(
        self, making: Making, own: PlanBenchOptions, say: Callable[[str], None]
    ) -> Generated:
        from plangate.bench.families.planbench import task_names
        from plangate.bench.families.planbench.generate import generate_tasks

        m = making
        if len(m.inputs) < 2:
            raise PlangateError(
                "generate planbench-tasks DOMAIN INSTANCES...: give the domain file and the "
                "problem files (or a folder of them)"
            )
        names = task_names(list(m.tasks) or ["all"])
        say(f"generating {', '.join(names)} in {m.out} ...")
        ds = generate_tasks(
            m.inputs[0], list(m.inputs[1:]), names, m.out, nl=m.nl, seed=m.seed,
            limit=m.count, mix=own.mix, seconds=m.timeout,
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
        return Generated(ds, f"{len(ds.instances)} items written to {m.out} ({shown})")


def _table(task: str, records: Sequence[Record]) -> Table:
    from plangate.bench.families.planbench.report import task_table

    return Table(*task_table(task, records))


FAMILY = PlanBenchTasks()

__all__ = ["FAMILY", "STOP", "PlanBenchOptions", "PlanBenchTasks"]
