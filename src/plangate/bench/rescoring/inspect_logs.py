"""Inspect AI's logs read without Inspect: ``.eval`` (a zip of ``header.json`` and
``samples/*.json``) or ``.json``, bounded like every input (a member larger than the
input limit is refused, not inflated).

plangate's own plan tasks (``plangate/plan``, ``plangate/machine``) leave samples whose
metadata names the domain and problem files: :func:`plan_rows` turns them into the
JSON lines ``plangate rescore`` scores (domain, problem, answer, model, id), so the
runs reach ``plangate report``."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError
from plangate.outside import load_json
from plangate.pddl.limits import LIMITS, read_text_bounded


def inspect_log(path: Path) -> tuple[dict[str, Any], list[Any]]:
    """The log's header and its samples."""
    if path.suffix == ".eval":
        try:
            with zipfile.ZipFile(path) as z:
                infos = {i.filename: i for i in z.infolist()}
                big = [n for n, i in infos.items() if i.file_size > LIMITS.max_bytes]
                if big:
                    raise PlangateError(
                        f"{path}: {big[0]} is larger than {LIMITS.max_bytes:,} bytes"
                    )
                header = json.loads(z.read("header.json")) if "header.json" in infos else {}
                samples = [
                    json.loads(z.read(n))
                    for n in sorted(infos)
                    if n.startswith("samples/") and n.endswith(".json")
                ]
        except (zipfile.BadZipFile, KeyError, json.JSONDecodeError, OSError) as err:
            raise PlangateError(f"{path}: not a readable Inspect log ({err})") from None
        return (header if isinstance(header, dict) else {}), samples
    try:
        data = load_json(read_text_bounded(path, "Inspect log"), str(path))
    except json.JSONDecodeError as err:
        raise PlangateError(f"{path}:{err.lineno}:{err.colno}: not JSON ({err.msg})") from None
    if not isinstance(data, dict) or not isinstance(data.get("samples"), list):
        raise PlangateError(f"{path}: expected an Inspect log with samples")
    return data, data["samples"]


def model_of(header: dict[str, Any], given: str | None) -> str:
    ev = header.get("eval")
    return given or (
        str(ev.get("model")) if isinstance(ev, dict) and ev.get("model") else "recorded"
    )


def plan_rows(path: Path, model: str | None) -> list[dict[str, object]]:
    """The plans of plangate's plan tasks in the log (none for other samples): the
    model's text (a whole plan) or the actions the machine's tools applied."""
    header, samples = inspect_log(path)
    label = model_of(header, model)
    ev = header.get("eval")
    machine = isinstance(ev, dict) and str(ev.get("task", "")).endswith("machine")
    rows: list[dict[str, object]] = []
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
        rows.append({"domain": str(meta["domain"]), "problem": str(meta["problem"]),
                     "answer": str(answer or ""), "model": label,
                     "id": str(s.get("id", i))})  # fmt: skip
    return rows
