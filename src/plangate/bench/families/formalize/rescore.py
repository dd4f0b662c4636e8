"""Scoring folders of model-written PDDL (:mod:`.layouts`) as the ``formalize`` family
grades a live answer: each written file becomes the recorded answer of its item (the
written domain before the problem, when there is one), run through the same job as a
live run, and appended to the results file (files already scored are skipped)."""

from __future__ import annotations

import os
import re
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.errors import PddlWarning, PlangateError, one_line
from plangate.outside.paths import Folder

MAX_SAID = 20  # refused files named one by one in the summary (the rest counted)

if TYPE_CHECKING:
    from plangate.bench.families.base import Rescoring
    from plangate.bench.families.formalize.layouts import Written
    from plangate.bench.records import EpisodeRecord


def _text(folder: Folder, path: Path, what: str) -> str:
    """A file the layout found, read through the door: inside the folder the user named
    (a link out, a dotfile, a FIFO or a device refused), bounded, decoded as PDDL."""
    from plangate.pddl.loader import decode_pddl

    data, real = folder.read(os.path.abspath(path), what)  # (its links resolved there)
    return decode_pddl(data, real, what)


def _answer(folder: Folder, w: Written) -> tuple[str, dict[str, int]]:
    """The recorded answer the written files make (the written domain before the
    problem), and the line in each file where its definition starts (an error's line is
    counted from there)."""
    from plangate.llm.methods.formalize.extract import form_line

    problem = _text(folder, w.written_problem, "written problem")
    starts = {"problem": form_line(problem, "problem")}
    if w.written_domain is None:
        return problem, starts
    domain = _text(folder, w.written_domain, "written domain")
    starts["domain"] = form_line(domain, "domain")
    return domain + "\n" + problem, starts


_NAMED = re.compile(r"\b(domain|problem)\.pddl(?::(\d+):(\d+))?")


def relocated(text: str, w: Written, starts: dict[str, int]) -> str:
    """A message about the answer, naming the written files and their lines (its
    ``problem.pddl:L:C`` counts lines from where the file's definition starts)."""

    def name(m: re.Match[str]) -> str:
        written = w.written_domain if m[1] == "domain" else w.written_problem
        if written is None:
            return m[0]
        if m[2] is None:
            return written.name
        return f"{written.name}:{int(m[2]) + starts.get(m[1], 1) - 1}:{m[3]}"

    return _NAMED.sub(name, text)


def rescore_folders(paths: Sequence[Path], how: Rescoring) -> list[str]:
    from plangate.bench.datasets import Dataset
    from plangate.bench.families.formalize.items import item_of, key_of
    from plangate.bench.families.formalize.layouts import find_written
    from plangate.bench.jobs import Job, run_job
    from plangate.bench.kinds import ItemKind
    from plangate.bench.records import EpisodeRecord
    from plangate.bench.run.results import Results
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.options import MethodOptions

    results = Results(how.results)
    finished = results.finished()
    mine: list[EpisodeRecord] = []
    problems: set[tuple[str, str]] = set()  # (its folder, its name): the problems read
    refused: list[str] = []  # a file the door or the reader refused, with why: its error
    already = 0
    with results.writer():
        for root in paths:
            folder = Folder(root)
            for w in find_written(root):
                problems.add((str(w.true_problem.parent), w.problem))
                writes = "domain" if w.written_domain is not None else "problem"
                try:
                    answer, starts = _answer(folder, w)
                    true_domain = folder.resolve(os.path.abspath(w.domain), "domain")
                    true_problem = folder.resolve(os.path.abspath(w.true_problem), "problem")
                    said = (_text(folder, w.description, "description")
                            if w.description else None)  # fmt: skip
                except PlangateError as err:  # this file's error; the others are scored
                    refused.append(one_line(str(err))[:300])
                    continue
                model = how.model or w.model
                key = key_of(str(w.true_problem), model, writes, answer)
                if key in finished:
                    already += 1
                    continue
                try:
                    with warnings.catch_warnings():  # the prompt is a reconstruction no
                        warnings.simplefilter("ignore", PddlWarning)  # model read
                        inst = item_of(true_domain, true_problem, writes, None, said=said,
                                       name=f"{w.problem}-{writes}")  # fmt: skip
                except PlangateError as err:  # the true files: said, the others scored
                    refused.append(one_line(str(err))[:300])
                    continue
                ds = Dataset(root.name, str(w.domain), (inst,))
                job = Job(ds, inst, ItemKind("formalize", writes), ClientSpec(model=model), 0,
                          MethodOptions())  # fmt: skip
                client = ScriptedClient([answer], model=model)
                client.wants_meta = False
                record = run_job(job, client, how.trace_dir)
                assert isinstance(record, EpisodeRecord)
                record.key, record.options, record.source = key, {}, str(w.written_problem)
                if record.explain:
                    record.explain = relocated(record.explain, w, starts)
                if isinstance(record.validation, dict) and record.validation.get("error"):
                    error = str(record.validation["error"])
                    record.validation = {**record.validation,
                                         "error": relocated(error, w, starts)}  # fmt: skip
                if record.metrics:  # the answer was recorded: no tokens were spent here
                    record.metrics.update(prompt_tokens=None, completion_tokens=None)
                results.append(record)
                mine.append(record)
    from plangate.bench.families.formalize.report import table as formalize_table

    table = formalize_table(mine)
    files = len(mine) + already + len(refused)
    gone = f", {len(refused)} refused" if refused else ""
    said_refused = [f"refused: {why}" for why in refused[:MAX_SAID]]
    if len(refused) > MAX_SAID:
        said_refused.append(f"refused: and {len(refused) - MAX_SAID} more")
    return [f"{_count(files, 'written file')} for {_count(len(problems), 'problem')} under "
            f"{_count(len(paths), 'folder')}: {len(mine)} scored now, {already} already in "
            f"{results.path}{gone}",
            *said_refused,
            *table.markdown().splitlines(),
            f"the tables with intervals: plangate report {how.results} --out DIR"]  # fmt: skip


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"
