"""The recorded answers a rescoring run reads: PlanBench's result files (or folders of
them) as they are, and JSON lines of ``domain``, ``problem``, ``answer`` and optionally
``model``, ``verdict``, ``id`` and ``nl``.

Each input file becomes an :class:`InputFile`: its answers (:class:`Recorded`), the
rows it skipped and why, and how its verdicts are named, so that a run over a folder
ends with one line per file.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.bench.recorded import Recorded
from plangate.bench.rescoring.planbench import (
    VERIFICATION_LEVELS,
    Flags,
    answer_of,
    locate,
    recorded_plan,
    verdict_field,
)
from plangate.errors import PlangateError
from plangate.llm.clients.base import MAX_ANSWER_CHARS
from plangate.outside import load_json
from plangate.pddl.limits import read_text_bounded

if TYPE_CHECKING:
    from plangate.outside.paths import Folder


@dataclass
class InputFile:
    """One input file: its answers, the rows skipped and why, its verdict field."""

    path: str
    answers: list[Recorded] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)  # reason -> rows
    rows: int = 0
    task: str = "plan generation"
    verdict_field: str | None = None  # the field compared with plangate's verdict
    model: str = ""


@dataclass(frozen=True)
class LeftOut:
    """A file of a folder that was not scored: a result file that cannot be, and why, or
    JSON that is no result file (``result`` False)."""

    path: str
    why: str
    result: bool = True


def _bool(value: Any, where: str) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "valid", "invalid"):
        return value.lower() in ("true", "valid")
    raise PlangateError(f"{where}: a verdict must be true or false, not {value!r}")


def read_jsonl(
    path: Path, text: str, model: str | None = None, nl: str | None = None,
    root: Folder | None = None,
) -> InputFile:  # fmt: skip
    """The answers of a JSON-lines file (one object per line; ``text``: its content).
    The files its rows name are outside input: read only inside ``root`` (default: the
    file's own folder), through the door of :class:`plangate.outside.Folder`."""
    from plangate.outside.paths import Folder

    def rows() -> Iterator[tuple[str, object]]:
        for n, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            where = f"{path}:{n}"
            try:
                yield where, load_json(line, where)
            except json.JSONDecodeError as err:
                raise PlangateError(f"{where}: not JSON ({err.msg})") from None

    return rows_file(str(path), rows(), root or Folder(path.parent), model, nl,
                     base=path.parent)  # fmt: skip


def rows_file(
    name: str,
    rows: Iterable[tuple[str, object]],
    root: Folder,
    model: str | None = None,
    nl: str | None = None,
    find: bool = False,
    base: Path | None = None,
) -> InputFile:
    """The answers of rows of domain, problem, answer (and model, verdict, id, nl), each
    with where it was read; the files they name are found inside ``root`` only
    (``find``: a path recorded elsewhere, matched by its trailing parts, as a framework's
    log records them); a relative path is relative to ``base`` (the rows' file's
    folder), and must still lead inside ``root``."""
    out = InputFile(name, verdict_field="verdict")
    for where, row in rows:
        out.rows += 1
        if not isinstance(row, dict):
            raise PlangateError(f"{where}: expected an object with domain, problem, answer")
        missing = [k for k in ("domain", "problem", "answer") if row.get(k) is None]
        if missing:
            raise PlangateError(f"{where}: missing {', '.join(missing)}")
        for k in ("domain", "problem"):
            if not isinstance(row[k], str):
                raise PlangateError(f"{where}: '{k}' must be a file's path, not {row[k]!r}"[:300])
        rnl = row.get("nl")
        if rnl is not None and not isinstance(rnl, str):
            raise PlangateError(f"{where}: 'nl' must be the path of a rendering, not {rnl!r}"[:300])
        domain, problem = (_path(root, str(row[k]), where, find, base)
                           for k in ("domain", "problem"))  # fmt: skip
        out.answers.append(
            Recorded(
                domain,
                problem,
                str(row["answer"])[:MAX_ANSWER_CHARS],  # as a live answer is cut
                str(row.get("model") or model or "unknown"),
                str(row.get("id") or Path(problem).stem),
                Path(domain).parent.name,
                _bool(row.get("verdict"), where),
                _nl_path(root, rnl, find, base) if rnl else nl,  # the row's, or the command line's
                where,
                file=name,
                verdict_field="verdict",
            )
        )
    out.model = ", ".join(sorted({a.model for a in out.answers}))
    return out


def _path(root: Folder, name: str, where: str, find: bool = False,
          base: Path | None = None) -> str:  # fmt: skip
    from plangate.outside.files import OutsidePathError

    try:
        real = root.find(name, "task file") if find else root.resolve(name, "task file", base)
    except OutsidePathError as err:
        raise PlangateError(f"{where}: {err}") from None
    return str(real)


def _nl_path(root: Folder, nl: str, find: bool = False, base: Path | None = None) -> str:
    if nl in ("builtin", "pddl"):
        return nl
    return str(root.find(nl, "rendering") if find else root.resolve(nl, "rendering", base))


def read_planbench(
    path: Path, data: dict[str, object], flags: Flags, model: str | None = None
) -> InputFile:
    """The answers of one PlanBench result file (``data``: its JSON object)."""
    rows = data["instances"]
    if not isinstance(rows, list):
        raise PlangateError(f"{path}: 'instances' must be a list of answered instances")
    at = locate(path, data, flags)
    task = at.task
    field_name = verdict_field(task, rows)
    label = model or str(data.get("engine") or data.get("model") or path.parent.name)
    dataset = f"{at.dataset}/{path.stem}"  # the configuration's domain, and the file
    out = InputFile(
        str(path),
        rows=len(rows),
        task=task.label,
        verdict_field=field_name,
        model=label,
    )
    for n, row in enumerate(rows):
        where = f"{path}: instances[{n}]"
        if not isinstance(row, dict) or row.get("instance_id") is None:
            out.skipped["no instance_id"] += 1
            continue
        answer, why = answer_of(row, task)
        if answer is None:
            out.skipped[why] += 1
            continue
        problem = Path(at.instances) / at.template.format(row["instance_id"])
        if not problem.is_file():
            out.skipped[f"no problem file {problem.parent}/{at.template}"] += 1
            continue
        finer = {k: row[k] for k in VERIFICATION_LEVELS if isinstance(row.get(k), bool)}
        verdict = row.get(field_name) if field_name else None
        out.answers.append(
            Recorded(
                at.domain,
                str(problem),
                answer,
                label,
                str(row["instance_id"]),
                dataset,
                verdict if isinstance(verdict, bool) else None,
                at.config_path,  # PlanBench's wording reads the answer
                where,
                task.name,
                str(row.get("query") or ""),
                finer or None,
                str(path),
                recorded_plan(row) if task.name is None else None,
                field_name,
                _text(row.get("ground_truth_plan")) if task.name is not None else None,
            )
        )
    return out


def _text(value: object) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(x, str) for x in value):
        return "\n".join(value)
    return None


def result_files(paths: Sequence[str]) -> list[Path]:
    """The files named, with every ``.json``/``.jsonl`` file under each folder named
    (sorted; a folder's JSON files that are not result files are left out later)."""
    out: list[Path] = []
    for name in paths:
        p = Path(name)
        if p.is_dir():
            found = sorted(
                q for q in p.rglob("*") if q.suffix in (".json", ".jsonl") and q.is_file()
            )
            if not found:
                raise PlangateError(f"{p}: no .json or .jsonl files under this folder")
            out += found
        elif p.exists():  # a file, or a device, FIFO or process substitution: read bounded
            out.append(p)
        else:
            raise PlangateError(f"{p}: no such file or folder")
    return list(dict.fromkeys(out))


def read_inputs(
    paths: Sequence[str],
    flags: Flags,
    model: str | None = None,
    nl: str | None = None,
    reading: str = "careful",
    root: str | None = None,
    given: Sequence[InputFile] = (),
) -> tuple[list[InputFile], list[LeftOut]]:
    """Every input file's answers, and the files left out with why (in a folder: JSON
    that is not a result file; a file that cannot be scored is an error only when it
    was named alone, so one bad file does not stop a folder's run). ``root``: the
    folder the files JSON lines name are read from (default: each file's own);
    ``given``: inputs already read (a framework's log, read in memory)."""
    from plangate.outside.paths import Folder

    folder = Folder(root) if root is not None else None
    files = result_files(paths) if paths else []
    named = {Path(p) for p in paths if Path(p).exists() and not Path(p).is_dir()}
    out: list[InputFile] = list(given)
    left: list[LeftOut] = []
    for path in files:
        try:
            text = read_text_bounded(path, "answers")
            if text.lstrip().startswith("["):
                raise PlangateError(
                    f"{path}: a JSON array; a PlanBench result file is an object with a list "
                    "'instances', and a JSON-lines file has one object per line"
                )
            data = _planbench(text)
            if data is not None:
                out.append(read_planbench(path, data, flags, model))
            elif path in named or path.suffix == ".jsonl":
                out.append(read_jsonl(path, text, model, nl, folder))
            else:
                left.append(LeftOut(str(path), "not a PlanBench result file", result=False))
        except PlangateError as err:
            if path in named:
                raise
            left.append(LeftOut(str(path), str(err).removeprefix(f"{path}: ")))
    if not out:  # nothing to score: say why for each file, rather than score nothing
        why = [f"{x.path}: {x.why}" for x in left if x.result]
        shown = "; ".join(why[:5]) + (f"; and {len(why) - 5} more" if len(why) > 5 else "")
        raise PlangateError(
            f"no result file could be read under {', '.join(paths)}: {shown}"
            if why
            else f"{', '.join(paths)}: no PlanBench result file or JSON-lines answers here"
        )
    if reading != "careful":
        for f in out:
            f.answers = [
                dataclasses.replace(a, reading=reading, dataset=f"{a.dataset} [{reading}]")
                for a in f.answers
            ]
    return out, left


def _planbench(text: str) -> dict[str, object] | None:
    """The JSON object of a PlanBench result file (a list ``instances``), else None."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None  # JSON lines
    except RecursionError:
        raise PlangateError("a result file nested too deep to be PlanBench's") from None
    ok = isinstance(data, dict) and isinstance(data.get("instances"), list)
    return data if ok else None
