"""Programs written elsewhere, judged again: each through the same sandbox and the same
verdict as a live run (:func:`plangate.programs.runs.judged`) on a domain's test
problems.

Two layouts are read, under any folder given:

* **one file per program** (``*.py``, or a text file whose last fenced block is the
  program): its kind is the function it defines (``successor_states``, ``heuristic``,
  ``get_plan``);
* **chat logs**: a folder of turns, a prompt and a response file per turn (names holding
  ``prompt`` or ``response`` and the turn's number: ``prompt_1.txt``, ``response_1.txt``,
  ``turn-02-response.md``); the program is the last response's, its rounds the number of
  responses. Silver et al. publish theirs as one folder per domain and seed.

A program's domain is the dataset given when it is one domain folder (``domain.pddl``
and ``testing/LEVEL/*.pddl``: the IPC 2023 Learning Track's layout, or any dataset
folder); when it is a folder of such domains, the first folder of the program's path
that names one of them. The records (one JSON line per program and problem) say the
verdict, and the summary per domain and kind gives the coverage, the share of programs
that crash on every problem, and the rounds, with 95% Wilson intervals.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from plangate.errors import PlangateError
from plangate.programs.code import extract_code
from plangate.programs.runs import judged, kind_of

TURN = re.compile(r"(prompt|response)\D*?(\d+)|(\d+)\D*?(prompt|response)", re.I)
SUFFIXES = (".py", ".txt", ".md")


@dataclass(frozen=True)
class RecordedProgram:
    """One program as recorded: where (relative to the folder given), its layout, its
    domain's folder name, its text, and the turns it took (1 for a single file)."""

    name: str
    layout: str  # "file" or "chat"
    domain: str
    code: str | None
    rounds: int


def _text(path: Path) -> str:
    """A recorded file through the input door (bounded by ``--max-bytes``; links are
    not followed)."""
    from plangate.pddl.limits import read_text_bounded

    if path.is_symlink() or not path.is_file():
        raise PlangateError(f"{path}: not a regular file (links are not followed)")
    return read_text_bounded(path, "recorded program")


def _program(text: str, suffix: str) -> str | None:
    code = extract_code(text)
    if code is None and suffix == ".py":
        code = text
    return code


def _turns(folder: Path) -> list[tuple[int, str, Path]]:
    out = []
    for p in folder.iterdir():
        m = TURN.search(p.name)
        if m and p.is_file() and not p.is_symlink():
            word = (m.group(1) or m.group(4)).lower()
            out.append((int(m.group(2) or m.group(3)), word, p))
    return sorted(out)


def _domain(rel: Path, domains: list[str]) -> str:
    for part in rel.parts:
        if part in domains:
            return part
    return domains[0] if len(domains) == 1 else ""


def recorded(source: Path, domains: list[str]) -> Iterator[RecordedProgram]:
    """The programs under ``source`` (a file or a folder), each with its domain's name
    ("" when none of ``domains`` is named on its path)."""
    base = source if source.is_dir() else source.parent
    folders = [source] if source.is_dir() else []
    if source.is_file():
        yield RecordedProgram(source.name, "file", _domain(Path(source.name), domains),
                       _program(_text(source), source.suffix), 1)  # fmt: skip
    while folders:
        folder = folders.pop(0)
        turns = _turns(folder)
        rel = folder.relative_to(base)
        if any(w == "response" for _, w, _ in turns):
            responses = [p for _, w, p in turns if w == "response"]
            code = None
            for p in reversed(responses):
                code = extract_code(_text(p))
                if code is not None:
                    break
            yield RecordedProgram(str(rel) or source.name, "chat", _domain(rel, domains), code,
                           len(responses))  # fmt: skip
            continue
        for p in sorted(folder.iterdir()):
            if p.is_symlink() or p.name.startswith("."):
                continue
            if p.is_dir():
                folders.append(p)
            elif p.suffix in SUFFIXES:
                r = p.relative_to(base)
                yield RecordedProgram(str(r), "file", _domain(r, domains),
                               _program(_text(p), p.suffix), 1)  # fmt: skip


@dataclass
class ProgramRow:
    """One program on one problem, as the records hold it."""

    program: str
    layout: str
    domain: str
    kind: str
    rounds: int
    problem: str
    status: str
    said: str
    expanded: int | None
    plan_length: int


def rescore_programs(dataset: Path, sources: list[Path], results: Path, first: int | None,
                     say: Callable[[str], None]) -> int:  # fmt: skip
    """Judge every program under ``sources`` on its domain's test problems of ``dataset``
    (the first ``first`` of each), write the records to ``results`` and say the summary."""
    from plangate.bench.datasets import load_dataset
    from plangate.pddl.loader import load_task
    from plangate.programs.states import View

    single = (dataset / "domain.pddl").is_file()
    folders = [dataset] if single else sorted(
        d for d in dataset.iterdir() if d.is_dir() and (d / "domain.pddl").is_file())  # fmt: skip
    if not folders:
        raise PlangateError(f"{dataset}: no domain.pddl, nor domain folders holding one")
    names = [d.name for d in folders]
    by_name = dict(zip(names, folders, strict=True))
    problems: dict[str, list[tuple[str, View]]] = {}  # a domain's, read and grounded once

    def problems_of(domain: str) -> list[tuple[str, View]]:
        if domain not in problems:
            data = load_dataset(by_name[domain])
            problems[domain] = [(i.name, View.of(load_task(i.domain or data.domain, i.problem)))
                                for i in data.instances[:first]]  # fmt: skip
        return problems[domain]

    rows: list[ProgramRow] = []
    with results.open("w", encoding="utf-8") as out:
        for source in sources:
            for prog in recorded(source, names):
                kind = kind_of(prog.code) if prog.code is not None else None
                if not prog.domain or kind is None or prog.code is None:
                    why = _unread(prog, kind)
                    v = ProgramRow(prog.name, prog.layout, prog.domain, kind or "", prog.rounds,
                                "", "unread", why, None, 0)  # fmt: skip
                    rows.append(v)
                    out.write(json.dumps(asdict(v)) + "\n")
                    continue
                for name, view in problems_of(prog.domain):
                    j = judged(view, kind, prog.code)
                    v = ProgramRow(prog.name, prog.layout, prog.domain, kind, prog.rounds,
                                   name, j.status, j.said, j.expanded, len(j.plan))  # fmt: skip
                    rows.append(v)
                    out.write(json.dumps(asdict(v)) + "\n")
                    out.flush()
    for line in summary(rows):
        say(line)
    return 0


def _unread(prog: RecordedProgram, kind: str | None) -> str:
    if not prog.domain:
        return "no domain of the dataset on its path"
    return "no program" if prog.code is None else "defines no function judged"


def summary(rows: list[ProgramRow]) -> list[str]:
    """Per domain and kind: programs, coverage over program x problem, programs that
    crash on every problem, rounds, each share with its 95% Wilson interval."""
    from plangate.bench.report.stats import wilson

    def share(k: int, n: int) -> str:
        if not n:
            return "-"
        p, lo, hi = wilson(k, n)
        return f"{100 * p:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] ({k}/{n})"

    groups: dict[tuple[str, str], list[ProgramRow]] = {}
    for v in rows:
        groups.setdefault((v.domain or "?", v.kind or "?"), []).append(v)
    lines = ["domain | kind | programs | coverage | programs crashing on every problem | "
             "mean rounds"]  # fmt: skip
    for (domain, kind), vs in sorted(groups.items()):
        programs: dict[str, list[ProgramRow]] = {}
        for v in vs:
            programs.setdefault(v.program, []).append(v)
        judged_rows = [v for v in vs if v.status not in ("unread", "refused")]
        solved = sum(v.status == "solved" for v in judged_rows)
        crash = sum(all(v.status in ("crashed", "timeout") for v in p) for p in programs.values())
        rounds = [p[0].rounds for p in programs.values()]
        cells = [domain, kind, str(len(programs)), share(solved, len(judged_rows)),
                 share(crash, len(programs)), f"{sum(rounds) / len(rounds):.2f}"]  # fmt: skip
        lines.append(" | ".join(cells))
    return lines


__all__ = ["ProgramRow", "RecordedProgram", "recorded", "rescore_programs", "summary"]
