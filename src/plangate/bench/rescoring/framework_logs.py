"""What evaluation frameworks record, read without them: Inspect AI's logs (``.eval``,
a zip of ``header.json`` and ``samples/*.json``, or ``.json``) and the JSON-lines
samples files of lm-evaluation-harness, bounded like every input (a zip member larger
than the input limit is refused, not inflated).

plangate's own plan tasks leave samples whose metadata or ``doc`` names the domain and
problem files (Inspect's ``plangate/plan`` and ``plangate/machine``, lm-eval's
``plangate_planbench_t1``): :func:`inspect_plan_rows` and :func:`lm_eval_plan_rows`
turn them into the rows ``plangate rescore`` scores (domain, problem, answer,
rendering, model, id), in memory, so the runs reach ``plangate report``. A log is
outside input: the files it names are never opened as named; the rescoring finds them
inside the folder the user gives (``--tasks``) by their trailing parts.

An ``.eval`` is read member by member through :class:`plangate.outside.Archive`:
``header.json`` and the ``samples/*.json`` members only, each one's declared size and
its inflated bytes bounded, all of them within one budget (``--max-bytes``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.errors import PlangateError
from plangate.outside import load_json
from plangate.pddl.limits import read_text_bounded

if TYPE_CHECKING:
    from plangate.outside.reading import Archive


def inspect_log(path: Path) -> tuple[dict[str, object], Iterator[Any]]:
    """The log's header and its samples (read one at a time)."""
    if path.suffix == ".eval":
        from plangate.outside.reading import Archive

        archive = Archive(path, "Inspect log")
        try:
            names = archive.names()
            header = _member(archive, "header.json") if "header.json" in names else {}
        except BaseException:
            archive.close()
            raise

        def samples() -> Iterator[Any]:
            with archive:
                for n in names:
                    if n.startswith("samples/") and n.endswith(".json"):
                        yield _member(archive, n)

        return (header if isinstance(header, dict) else {}), samples()
    try:
        data = load_json(read_text_bounded(path, "Inspect log"), str(path))
    except json.JSONDecodeError as err:
        raise PlangateError(f"{path}:{err.lineno}:{err.colno}: not JSON ({err.msg})") from None
    if not isinstance(data, dict) or not isinstance(data.get("samples"), list):
        raise PlangateError(f"{path}: expected an Inspect log with samples")
    return data, iter(data["samples"])


def _member(archive: Archive, name: str) -> Any:
    where = f"{archive.shown}: member {name!r}"
    try:
        return load_json(archive.read(name), where)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise PlangateError(f"{where}: not JSON") from None


def model_of(header: dict[str, object], given: str | None) -> str:
    ev = header.get("eval")
    return given or (
        str(ev.get("model")) if isinstance(ev, dict) and ev.get("model") else "recorded"
    )


def inspect_plan_rows(path: Path, model: str | None) -> list[tuple[str, dict[str, object]]]:
    """The plans of plangate's plan tasks in the log (none for other samples), each with
    where it was read: the model's text (a whole plan) or the actions the machine's
    tools applied."""
    header, samples = inspect_log(path)
    label = model_of(header, model)
    ev = header.get("eval")
    machine = isinstance(ev, dict) and str(ev.get("task", "")).endswith("machine")
    rows: list[tuple[str, dict[str, object]]] = []
    for i, s in enumerate(samples):
        meta = s.get("metadata") if isinstance(s, dict) else None
        if not isinstance(meta, dict) or "acp" in meta or not {"domain", "problem"} <= set(meta):
            continue
        output = s.get("output")
        answer = output.get("completion") if isinstance(output, dict) else None
        scores = s.get("scores")
        if machine and isinstance(scores, dict):  # the plan the machine's tools applied
            got = [sc.get("answer") for sc in scores.values() if isinstance(sc, dict)]
            answer = next((a for a in got if isinstance(a, str)), None)
        rows.append((f"{path}: sample {i + 1}",
                     {"domain": str(meta["domain"]), "problem": str(meta["problem"]),
                      "answer": str(answer or ""), "model": label,
                      "id": str(s.get("id", i))}))  # fmt: skip
    return rows


def json_lines(path: Path, what: str = "answers file") -> Iterator[tuple[int, object]]:
    """The JSON value of each non-blank line, with its number; a line that is not JSON
    is an error naming the file, line and column."""
    text = read_text_bounded(path, what=what)
    for n, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            try:
                yield n, load_json(line, f"{path}:{n}")
            except json.JSONDecodeError as err:
                raise PlangateError(
                    f"{path}:{n}:{err.colno}: not a JSON line ({err.msg})"
                ) from None


def lm_eval_plan_rows(path: Path, model: str | None) -> list[tuple[str, dict[str, object]]]:
    """The plans of an lm-eval samples file of ``plangate_planbench_t1`` (the model: the
    file's folder, as lm-eval names it, unless given), each with where it was read; a
    line repeated (the same document and answer) is read once."""
    rows: list[tuple[str, dict[str, object]]] = []
    seen: set[str] = set()
    for n, row in json_lines(path, "samples file"):
        doc = row.get("doc") if isinstance(row, dict) else None
        resps = row.get("resps") if isinstance(row, dict) else None
        if not isinstance(doc, dict) or not isinstance(resps, list):
            continue
        answer = resps[0][0] if resps and isinstance(resps[0], list) and resps[0] else ""
        got = {"domain": doc.get("domain"), "problem": doc.get("problem"),
               "answer": str(answer), "nl": doc.get("nl") or None,
               "model": model or path.parent.name, "id": str(doc.get("instance_id"))}  # fmt: skip
        same = json.dumps(got, sort_keys=True, default=str)
        if same not in seen:
            seen.add(same)
            rows.append((f"{path}:{n}", got))
    return rows
