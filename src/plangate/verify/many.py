"""Many plans in one process: each row's verdict, with each task grounded once.

A row names a domain and a problem (paths) and a plan: ``plan`` (its text) or
``plan_file`` (a path); ``id`` and any other key are copied to the answer. The
answer is the plan's verdict as ``plangate validate --json`` gives it (status,
validity, success, length, cost, the first failing step, its unmet
preconditions, the unmet goal), with the row's keys; a row that cannot be read
(a file missing, a task that does not parse, a plan that is not a plan) gets
``error`` with the message, and the others go on. Tasks are grounded once per
distinct (domain, problem) pair, the most recent :data:`KEPT` pairs kept.

:func:`rows_of_folder` makes the rows of a folder of plan files for one task;
:func:`rows_of_jsonl` reads rows from JSON lines (a file, or standard input); a line
that is not a JSON object is answered with ``error`` in its place.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TextIO

from plangate.errors import PlangateError, one_line
from plangate.pddl.task import Task

KEPT = 64  # grounded tasks kept (rows usually come task by task)


class _Tasks:
    """Tasks by (domain, problem) path, grounded on first use (a bad pair's error kept)."""

    def __init__(self) -> None:
        self.kept: OrderedDict[tuple[str, str], Task | PlangateError] = OrderedDict()
        self.grounded = 0

    def get(self, domain: str, problem: str) -> Task:
        from plangate.pddl.loader import load_task

        key = (domain, problem)
        if key in self.kept:
            self.kept.move_to_end(key)
        else:
            try:
                self.kept[key] = load_task(domain, problem)
            except PlangateError as err:  # a bad task is bad for each of its rows
                self.kept[key] = err
            self.grounded += 1
            if len(self.kept) > KEPT:
                self.kept.popitem(last=False)
        found = self.kept[key]
        if isinstance(found, PlangateError):
            raise found
        return found


def _plan_of(row: dict[str, Any]) -> Any:
    from plangate.pddl.plans import parse_plan, stream_plan

    if isinstance(row.get("plan"), str):
        return parse_plan(row["plan"], str(row.get("id", "<plan>")))
    if isinstance(row.get("plan_file"), str):
        return list(stream_plan(row["plan_file"]))
    raise PlangateError("the row has neither 'plan' (text) nor 'plan_file' (a path)")


def validate_rows(rows: Iterable[dict[str, Any]], tasks: _Tasks | None = None) -> Iterator[dict]:
    """Each row's answer (the module's text), in the rows' order."""
    from plangate.verify.validate import validate

    tasks = tasks or _Tasks()
    for row in rows:
        out: dict[str, object] = {k: v for k, v in row.items() if k != "plan"}
        if "error" in row and "domain" not in row:  # a line that was not a row
            out.update(status="error", valid=False, success=False)
            yield out
            continue
        try:
            for key in ("domain", "problem"):
                if not isinstance(row.get(key), str):
                    raise PlangateError(f"the row has no '{key}' (a path)")
            task = tasks.get(row["domain"], row["problem"])
            result = validate(task, _plan_of(row), keep_states=False)
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


def rows_of_folder(domain: str, problem: str, folder: Path) -> list[dict[str, Any]]:
    """A row per plan file of ``folder`` (sorted by name; hidden files skipped)."""
    files = sorted(
        p for p in folder.iterdir()
        if p.is_file() and not p.name.startswith(".") and p.suffix in PLAN_SUFFIXES
    )  # fmt: skip
    return [{"domain": domain, "problem": problem, "plan_file": str(p)} for p in files]


def rows_of_jsonl(fh: TextIO, name: str) -> Iterator[dict[str, Any]]:
    """Rows from JSON lines; a line that is not a JSON object is a row with ``error``
    (answered in its place), blank lines are skipped."""
    for n, line in enumerate(fh, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as err:
            row = {"line": n, "error": f"{name}:{n}: not JSON ({err.msg})"}
        if not isinstance(row, dict):
            row = {"line": n, "error": f"{name}:{n}: expected a JSON object"}
        yield row
