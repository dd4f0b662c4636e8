"""Many plans in one process: each row's verdict, with each task grounded once.

A row names a domain and a problem (paths) and a plan: ``plan`` (its text) or
``plan_file`` (a path); ``id`` and any other key are copied to the answer. The
answer is the plan's verdict as ``plangate validate --json`` gives it (status,
validity, success, length, cost, the first failing step, its unmet
preconditions, the unmet goal), with the row's keys; a row that cannot be read
(a file missing, a task that does not parse, a plan that is not a plan) gets
``error`` with the message, and the others go on. Tasks are grounded once per
distinct (domain, problem) pair, the most recent :data:`KEPT` pairs kept.

The paths of rows from a batch are outside input: they go through the door of
:class:`plangate.outside.Folder` (resolved inside the folder the user named, links
included; only regular files, no dotfiles), and an error in a file a row names quotes
nothing of it (:func:`plangate.outside.sealed`); its warnings are counted, not shown.

:func:`rows_of_folder` makes the rows of a folder of plan files for one task;
:func:`rows_of_jsonl` reads rows from JSON lines (a file, or standard input); a line
that is not a JSON object is answered with ``error`` in its place.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from plangate.errors import PlangateError, one_line
from plangate.pddl.task import Task

if TYPE_CHECKING:
    from plangate.outside.paths import Folder
    from plangate.outside.tally import Tally
    from plangate.pddl.plans import PlanStep

KEPT = 64  # grounded tasks kept (rows usually come task by task)


class Tasks:
    """Tasks by (domain, problem) path, grounded on first use (a bad pair's error kept).
    With ``folder``, the paths are outside input: resolved through its door, errors
    sealed, warnings only counted (in ``warned``)."""

    def __init__(self, folder: Folder | None = None) -> None:
        from plangate.outside.tally import Tally

        self.kept: OrderedDict[tuple[str, str], Task | PlangateError] = OrderedDict()
        self.grounded = 0
        self.folder = folder
        self.warned: Tally = Tally()

    def get(self, domain: str, problem: str) -> Task:
        key = (domain, problem)
        if key in self.kept:
            self.kept.move_to_end(key)
        else:
            try:
                self.kept[key] = self._load(domain, problem)
            except PlangateError as err:  # a bad task is bad for each of its rows
                self.kept[key] = err
            self.grounded += 1
            if len(self.kept) > KEPT:
                self.kept.popitem(last=False)
        found = self.kept[key]
        if isinstance(found, PlangateError):
            raise found
        return found

    def _load(self, domain: str, problem: str) -> Task:
        from plangate.outside.messages import sealed
        from plangate.outside.tally import tallied
        from plangate.pddl.loader import load_task, read_in, task_from_text

        if self.folder is None:
            return load_task(domain, problem)
        with tallied(self.warned):
            try:
                dtext = read_in(self.folder, domain, "domain")
                ptext = read_in(self.folder, problem, "problem")
                return task_from_text(dtext, ptext, domain, problem)
            except PlangateError as err:
                raise PlangateError(sealed(err, "PDDL file")) from None


def _plan_of(row: dict[str, object], folder: Folder | None) -> list[PlanStep]:
    from plangate.pddl.plans import parse_plan, stream_plan

    plan, plan_file = row.get("plan"), row.get("plan_file")
    if isinstance(plan, str):
        return parse_plan(plan, str(row.get("id", "<plan>")))
    if isinstance(plan_file, str):
        if folder is None:
            return list(stream_plan(plan_file))
        from plangate.outside.messages import sealed

        text, _real = folder.read_text(plan_file, "plan file")
        try:
            return parse_plan(text, plan_file)
        except PlangateError as err:
            raise PlangateError(sealed(err, "plan file")) from None
    raise PlangateError("the row has neither 'plan' (text) nor 'plan_file' (a path)")


def validate_rows(rows: Iterable[dict[str, object]], tasks: Tasks | None = None) -> Iterator[dict]:
    """Each row's answer (the module's text), in the rows' order."""
    from plangate.verify.validate import validate

    tasks = tasks or Tasks()
    for row in rows:
        out: dict[str, object] = {k: v for k, v in row.items() if k != "plan"}
        if "error" in row and "domain" not in row:  # a line that was not a row
            out.update(status="error", valid=False, success=False)
            yield out
            continue
        try:
            domain, problem = row.get("domain"), row.get("problem")
            for key, path in (("domain", domain), ("problem", problem)):
                if not isinstance(path, str):
                    raise PlangateError(f"the row has no '{key}' (a path)")
            task = tasks.get(str(domain), str(problem))
            result = validate(task, _plan_of(row, tasks.folder), keep_states=False)
        except (PlangateError, OSError) as err:
            said = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
            where = f"{err.filename}: " if isinstance(err, OSError) and err.filename else ""
            out.update(status="error", valid=False, success=False,
                       error=one_line(where + said))  # fmt: skip
            yield out
            continue
        out.update(result.to_dict())
        yield out


PLAN_SUFFIXES = ("", ".txt", ".plan", ".pddl", ".soln", ".sol")


def rows_of_folder(domain: str, problem: str, folder: Path) -> list[dict[str, object]]:
    """A row per plan file of ``folder`` (sorted by name; hidden files skipped)."""
    files = sorted(
        p for p in folder.iterdir()
        if p.is_file() and not p.name.startswith(".") and p.suffix in PLAN_SUFFIXES
    )  # fmt: skip
    return [{"domain": domain, "problem": problem, "plan_file": str(p)} for p in files]


def rows_of_jsonl(fh: BinaryIO, name: str) -> Iterator[dict[str, object]]:
    """Rows from JSON lines of a binary stream, read a line at a time through the
    bounded reader (a line longer than ``--max-bytes``, not UTF-8, not JSON, nested too
    deep or not an object is a row with ``error``, answered in its place); blank lines
    are skipped."""
    from plangate.outside.data import load_json
    from plangate.outside.reading import bounded_lines

    for line in bounded_lines(fh, "batch", name):
        n = line.number
        if line.text is None:
            yield {"line": n, "error": line.error}
            continue
        if not line.text.strip():
            continue
        try:
            row = load_json(line.text, f"{name}:{n}")
        except json.JSONDecodeError as err:
            row = {"line": n, "error": f"{name}:{n}: not JSON ({err.msg})"}
        except PlangateError as err:
            row = {"line": n, "error": one_line(str(err))}
        if not isinstance(row, dict):
            row = {"line": n, "error": f"{name}:{n}: expected a JSON object"}
        yield row


def validate_batch(batch: str, root: str | None, tasks_out: list[Tasks]) -> Iterator[dict]:
    """The verdicts of a batch file's rows (``-``: standard input), their files read only
    inside ``root`` (default: the batch file's folder; for standard input, the current
    one); the rows' tasks are appended to ``tasks_out`` (their warnings, counted)."""
    import contextlib
    import sys

    from plangate.outside.paths import Folder

    here = "." if batch == "-" else str(Path(batch).parent)
    tasks = Tasks(Folder(root if root is not None else here))
    tasks_out.append(tasks)
    with contextlib.ExitStack() as stack:
        if batch == "-":
            rows = rows_of_jsonl(sys.stdin.buffer, "<stdin>")
        else:
            try:
                fh = stack.enter_context(open(batch, "rb"))
            except OSError as err:
                raise PlangateError(f"{batch}: cannot read the batch: {err.strerror}") from None
            rows = rows_of_jsonl(fh, batch)
        yield from validate_rows(rows, tasks)
