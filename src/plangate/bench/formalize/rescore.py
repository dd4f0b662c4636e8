"""Scoring folders of model-written PDDL (:mod:`.layouts`) as the ``formalize`` family
grades a live answer: each written file becomes the recorded answer of its item (the
written domain before the problem, when there is one), run through the same job as a
live run, and appended to the results file (files already scored are skipped)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.errors import PddlError

if TYPE_CHECKING:
    from plangate.bench.families.base import Rescoring
    from plangate.bench.formalize.layouts import Written
    from plangate.bench.records import EpisodeRecord


def _text(path: Path, what: str) -> str:
    from plangate.pddl.limits import read_bounded
    from plangate.pddl.loader import decode_pddl

    return decode_pddl(read_bounded(path, what, PddlError), path, what)


def _answer(w: Written) -> str:
    problem = _text(w.written_problem, "written problem")
    if w.written_domain is None:
        return problem
    return _text(w.written_domain, "written domain") + "\n" + problem


def rescore_folders(paths: Sequence[Path], how: Rescoring) -> list[str]:
    from plangate.bench.datasets import Dataset
    from plangate.bench.formalize.items import item_of, key_of
    from plangate.bench.formalize.layouts import find_written
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
    already = 0
    with results.writer():
        for root in paths:
            for w in find_written(root):
                writes = "domain" if w.written_domain is not None else "problem"
                answer = _answer(w)
                model = how.model or w.model
                key = key_of(str(w.true_problem), model, writes, answer)
                if key in finished:
                    already += 1
                    continue
                said = _text(w.description, "description") if w.description else None
                inst = item_of(w.domain, w.true_problem, writes, None, said=said,
                            name=f"{w.problem}-{writes}")  # fmt: skip
                ds = Dataset(root.name, str(w.domain), (inst,))
                job = Job(ds, inst, ItemKind("formalize", writes), ClientSpec(model=model), 0,
                          MethodOptions())  # fmt: skip
                client = ScriptedClient([answer], model=model)
                client.wants_meta = False
                record = run_job(job, client, how.trace_dir)
                assert isinstance(record, EpisodeRecord)
                record.key, record.options, record.source = key, {}, str(w.written_problem)
                if record.metrics:  # the answer was recorded: no tokens were spent here
                    record.metrics.update(prompt_tokens=None, completion_tokens=None)
                results.append(record)
                mine.append(record)
    from plangate.bench.formalize.report import table as formalize_table

    table = formalize_table(mine)
    return [f"{len(mine) + already} written files under {len(paths)} folders: {len(mine)} "
            f"scored now, {already} already in {results.path}",
            *table.markdown().splitlines(),
            f"the tables with intervals: plangate report {how.results} --out DIR"]  # fmt: skip
