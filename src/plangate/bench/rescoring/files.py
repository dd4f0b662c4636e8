"""``plangate rescore`` as a function: the inputs sorted out (each benchmark family's
answers to its items, the plans framework logs hold, read in memory, and PlanBench's
result files or JSON lines of plans), each scored, and what was done said line by line
through ``say``. The command line parses its flags into :class:`Rescore` and calls
:func:`rescore_files`."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.bench.families import FAMILIES
from plangate.bench.families.base import RescoresFiles, Rescoring
from plangate.bench.kinds import ItemKind
from plangate.bench.rescoring.planbench import Flags
from plangate.errors import PlangateError
from plangate.outside.reading import OutsideInputError
from plangate.verify.budgets import RESCORING, GroundTruth

if TYPE_CHECKING:
    from plangate.bench.rescoring.inputs import InputFile

Say = Callable[[str], None]


@dataclass(frozen=True)
class Rescore:
    """What a rescoring run is asked: where the records go, and how answers are read."""

    results: str = "rescored.jsonl"
    model: str | None = None
    items: str | None = None  # a family's items, for answers given by id
    nl: str | None = None
    root: str | None = None
    tasks: str | None = None  # the folder holding the task files framework logs name
    layout: Flags = field(default_factory=Flags)  # PlanBench's layout, as the flags name it
    truth: GroundTruth = RESCORING
    reading: str = "careful"
    jobs: int | None = None
    explain: bool = False
    traces: bool = True


def rescore_files(files: Sequence[str], how: Rescore, say: Say = print) -> int:
    """Score the answers ``files`` hold (module docstring); 0 when done."""
    taken: dict[str, list[Path]] = {}
    rest: list[str] = []
    logs: list[InputFile] = []  # the plans of framework logs, read in memory
    for name in files:
        p = Path(name)
        plans = sorted(p.rglob("samples_*planbench_t1*.jsonl")) if p.is_dir() else [p]
        converted = [x for x in plans if _lm_eval_plans(how, x, logs)]  # each one
        if p.is_file() and (converted or _inspect_plans(how, p, logs)):
            continue  # plangate's plan tasks in lm-eval or Inspect: scored as recorded plans
        readers = {f: r for f in FAMILIES if isinstance(r := FAMILIES[f], RescoresFiles)}
        claimed = {f: got for f, r in readers.items() if (got := r.rescore_inputs(p))}
        for f, got in claimed.items():
            taken.setdefault(f, []).extend(got)
        if not claimed and not converted:
            rest.append(name)
    results = Path(how.results)
    trace_dir = results.parent / (results.stem + "-traces") if how.traces else None
    for f, paths in taken.items():
        given = Rescoring(results, trace_dir, how.model, how.items, how.explain)
        reader = FAMILIES[f]
        assert isinstance(reader, RescoresFiles)  # it claimed the paths
        for line in reader.rescore(paths, given):
            say(line)
    if taken and not rest and not logs:
        side_files(results, trace_dir, say)
        return 0
    if rest or logs:
        _recorded(rest, how, logs, trace_dir, say)
    return 0


def _inspect_plans(how: Rescore, path: Path, logs: list[InputFile]) -> bool:
    """An Inspect log of plangate's plan tasks, its plans added to ``logs``; False for
    any other file."""
    from plangate.bench.rescoring.framework_logs import inspect_plan_rows

    if path.suffix not in (".eval", ".json"):
        return False

    try:
        rows = inspect_plan_rows(path, how.model)
    except OutsideInputError:
        raise  # an Inspect log that the bounded reader refuses: said, not read as another
    except PlangateError:
        return False  # not an Inspect log: read as the other inputs are
    return _found(how, str(path), rows, logs)


def _lm_eval_plans(how: Rescore, path: Path, logs: list[InputFile]) -> bool:
    """lm-eval samples of plangate's PlanBench task 1 (``samples_plangate_planbench_t1``)
    added to ``logs``; False for any other file."""
    from plangate.bench.rescoring.framework_logs import lm_eval_plan_rows

    if "planbench_t1" not in path.name or path.suffix != ".jsonl" or not path.is_file():
        return False
    return _found(how, str(path), lm_eval_plan_rows(path, how.model), logs)


def _found(
    how: Rescore, name: str, rows: list[tuple[str, dict[str, object]]], logs: list[InputFile]
) -> bool:
    """A log's plans as one input: the task files they name are found inside the folder
    the user gives (``tasks``), never opened where the log says."""
    from plangate.bench.rescoring.inputs import rows_file
    from plangate.outside.paths import Folder

    if not rows:
        return False
    if how.tasks is None:
        raise PlangateError(
            f"{name}: the log names the task files of its plans; a log may not choose "
            "which files are opened: give the folder that holds them with --tasks DIR"
        )
    logs.append(rows_file(name, rows, Folder(how.tasks), how.model, how.nl, find=True))
    return True


def _recorded(
    files: list[str], how: Rescore, logs: list[InputFile], trace_dir: Path | None, say: Say
) -> None:
    """Recorded plans and PlanBench's result files (its other tasks' items posed by
    their family), scored resumably."""
    from plangate.bench.rescoring import summary
    from plangate.bench.rescoring.inputs import read_inputs
    from plangate.bench.rescoring.scoring import ScoringSettings, rescore
    from plangate.bench.run.results import Results

    files_, left = read_inputs(files, how.layout, how.model, how.nl, how.reading,
                               root=how.root, given=logs)  # fmt: skip
    recorded = [a for f in files_ for a in f.answers]
    results = Results(how.results)
    jobs = how.jobs if how.jobs is not None else min(4, os.cpu_count() or 1)
    run = rescore(recorded, results, ScoringSettings(how.truth, trace_dir, max(1, jobs)))
    rate = f" ({run.total / run.wall:,.0f} answers/s)" if run.total and run.wall > 0 else ""
    say(f"{run.total} answers scored in {run.wall:.1f} s{rate}, {run.already} already in "
        f"{results.path}")  # fmt: skip
    records = results.typed()
    keys = {r.key for r in recorded}
    rows = [r for r in records if r.key in keys]
    lines = [summary.table(summary.rows(files_, records, run)), ""]
    lines += [f"not scored: {x.path}: {x.why}" for x in left if x.result]
    others = sum(1 for x in left if not x.result)
    if others:
        lines.append(f"{others} JSON files under the folders are not result files (left out)")
    lines += [f"PlanBench's verdicts disagree: {c}" for c in summary.contradictions(files_)]
    table = results.path.with_name(results.path.stem + "-summary.md")
    table.write_text("\n".join(lines) + "\n", encoding="utf-8")
    shown = lines if len(files_) > 1 or left or any(f.skipped for f in files_) else lines[2:]
    if shown:
        say("\n" + "\n".join(shown).strip())
    say(f"the summary, one row per input file: {table}")
    side_files(results.path, trace_dir, say)
    failed = [r for r in rows if not r.ok]
    for r in failed[:5]:
        say(f"not scored: {r.error}")
    if failed:
        say(f"{len(failed)} answers not scored (run again to retry); the others:")
    _verdicts(how, [r for r in rows if r.ok], say)


def side_files(results: Path, trace_dir: Path | None, say: Say) -> None:
    """Says where the files written beside the results are (the traces, the task files
    that items were scored against), and how many."""
    for folder, what in (
        (trace_dir, "the traces (--no-traces writes none)"),
        (results.parent / (results.stem + "-problems"), "the task files scored against"),
    ):
        if folder is not None and folder.is_dir():
            count = sum(1 for _ in folder.rglob("*") if _.is_file())
            say(f"{what}: {folder} ({count:,} files, beside the results)")


def _verdicts(how: Rescore, rows: list[Any], say: Say) -> None:  # records, typed loosely
    from plangate.bench.report.audit import verdict

    plans = [r for r in rows if not isinstance(r.kind, ItemKind)]
    if plans:
        valid = sum(1 for r in plans if r.success)
        say(f"plangate: {valid} of {len(plans)} answers are valid plans that reach the goal")
    items = [r for r in rows if isinstance(r.kind, ItemKind)]
    for name in dict.fromkeys(r.kind.family for r in items):
        mine = [r for r in items if r.kind.family == name]
        right = sum(1 for r in mine if verdict(r))
        title = FAMILIES[name].about.title if name in FAMILIES else name
        say(f"plangate: {right} of {len(mine)} answers to {title} are correct")
    if how.explain:  # how each answer of the input was read
        for r in rows:
            say(f"\n{r.dataset} {r.method} {r.instance}: {r.outcome}")
            say(r.explain or "(read as the verdict says; no explanation needed)")
    judged = [r for r in rows if r.recorded_verdict is not None]
    if judged:
        agree = sum(1 for r in judged if verdict(r) == r.recorded_verdict)
        say(f"the recorded verdicts: {agree} of {len(judged)} agree "
            f"({100 * agree / len(judged):.1f}%); see the audit table of "
            f"plangate report {how.results} --out DIR")  # fmt: skip


__all__ = ["Rescore", "rescore_files", "side_files"]
