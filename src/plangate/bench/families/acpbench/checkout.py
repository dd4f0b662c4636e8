"""ACPBench's own items, read from a checkout in its layout
(``dataset/TASK/SPLIT.FORMAT.json``, or ``.json.gz``), as plangate items: the context
and question as given, the dataset's answer kept beside the exact one plangate scores
with. Generative items carry their PDDL (``PDDL_domain``, ``PDDL_problem``, whose
``:init`` is the state asked about); yes/no and multiple-choice items do not, and are
scored against the dataset's answer.

Every file and item is read as untrusted: a file that is not a list of items, or an
item without the fields its format needs, is an error naming the file and the item.
"""

from __future__ import annotations

import ast
import gzip
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from plangate.bench.datasets import Dataset, Instance, MadeDataset, write_made
from plangate.bench.families.acpbench import (
    KIND,
    LETTERS,
    TASKS,
    AcpQuestion,
    format_names,
    task_names,
)
from plangate.bench.families.acpbench import wording as w
from plangate.errors import PlangateError
from plangate.outside.paths import Folder
from plangate.paths import safe_name

_QUOTED = re.compile(r'"([^"]*)"')
_ATOM = re.compile(r"\([^()]*\)")


def dataset_root(path: str | Path) -> Path:
    """The ``dataset`` folder of a checkout (or the folder itself when it is one)."""
    p = Path(path)
    for root in (p / "dataset", p):
        if root.is_dir() and any((root / t).is_dir() for t in TASKS):
            return root
    raise PlangateError(
        f"{p}: not an ACPBench checkout (expected dataset/TASK/SPLIT.FORMAT.json, with TASK "
        f"one of {', '.join(TASKS)})"
    )


def files(
    root: Path, split: str, tasks: list[str], formats: list[str]
) -> Iterator[tuple[str, str, Path]]:
    for t in tasks:
        for fmt in formats:
            for name in (f"{split}.{fmt}.json", f"{split}.{fmt}.json.gz"):
                path = root / t / name
                if path.is_file():
                    yield t, fmt, path
                    break


def read_items(path: Path, folder: Folder | None = None) -> list[dict[str, object]]:
    """The items of one dataset file (a JSON list, plain or gzipped), read through the
    bounded reader: the file, and its inflated bytes, at most ``--max-bytes``, checked
    before they are held; nesting bounded; inside ``folder`` when given (no link out)."""
    from plangate.outside import Folder, OutsideInputError, load_json, read_handle

    folder = folder or Folder(path.parent)
    shown = str(path)
    raw, _real = folder.read(path, "ACPBench dataset file")
    if path.suffix == ".gz":
        import io

        try:
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as g:
                what = "ACPBench dataset file, decompressed"
                raw = read_handle(g, what, shown)  # type: ignore[arg-type]
        except (OSError, EOFError, gzip.BadGzipFile) as err:
            raise PlangateError(f"{path}: cannot be read ({type(err).__name__})") from None
    try:
        data = load_json(raw, shown)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        at = f":{err.lineno}:{err.colno}" if isinstance(err, json.JSONDecodeError) else ""
        raise OutsideInputError(f"{path}{at}: not JSON ({type(err).__name__})") from None
    if isinstance(data, dict) and isinstance(data.get("data"), list):
        data = data["data"]
    if not isinstance(data, list):
        raise PlangateError(f"{path}: expected a JSON list of ACPBench items")
    return data


def literal(value: object) -> object:
    """A dataset answer: ACPBench writes lists and dicts as Python literals in strings."""
    if isinstance(value, str) and value[:1] in "[{":
        try:
            return ast.literal_eval(value)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return value
    return value


def sequence_of(question: str) -> tuple[str, ...]:
    """The PDDL actions of the quoted plan in a generative ``val``/``just`` question."""
    for part in _QUOTED.findall(question):
        atoms = _ATOM.findall(part)
        if atoms:
            return tuple(" ".join(a.split()) for a in atoms)
    return ()


def item_of(
    t: str, fmt: str, path: Path, i: int, raw: object, style: str, shots: Path | None
) -> AcpQuestion:
    where = f"{path}: item {i}"
    if not isinstance(raw, dict):
        raise PlangateError(f"{where}: expected an object with id, context, question, answer")
    need = ["id", "context", "question", "answer"] + (
        ["PDDL_domain", "PDDL_problem"] if fmt == "gen" else []
    )
    missing = [k for k in need if k not in raw]
    if missing:
        raise PlangateError(f"{where}: missing {', '.join(missing)}")
    ctx, question = str(raw["context"]), str(raw["question"])
    given = literal(raw["answer"])
    if fmt == "bool":
        said = str(given).strip().lower()
        if said not in ("yes", "no"):
            raise PlangateError(f"{where}: answer {given!r}: expected yes or no")
        answer: dict[str, object] = {"answer": said}
    elif fmt == "mcq":
        said = str(given).strip().upper()
        if said not in LETTERS:
            raise PlangateError(f"{where}: answer {given!r}: expected a letter A-D")
        answer = {"answer": said}
    else:
        answer = {"acpbench": given}
    choices: tuple[str, ...] = ()
    got = literal(raw.get("choices"))
    if isinstance(got, dict) and isinstance(got.get("text"), list):
        choices = tuple(str(c) for c in got["text"])
    seq = sequence_of(question) if t in ("val", "just") and fmt == "gen" else ()
    return AcpQuestion(
        t, fmt, str(raw["id"]), ctx, question,
        w.prompt(style, t, fmt, ctx, question, shots),
        answer, "acpbench", seq, choices, {"group": str(raw.get("group", ""))},
        w.examples(style, t, fmt, shots),
    )  # fmt: skip


def import_checkout(
    checkout: str | Path, out: str | Path, *, split: str = "test",
    tasks: list[str] | None = None, formats: list[str] | None = None,
) -> Dataset:  # fmt: skip
    """Write the checkout's items of ``split`` as a dataset folder ``out``, in plangate's
    prompts (:func:`checkout_items` says more)."""
    target = Path(out)
    return write_made(target, checkout_items(checkout, target.name, split=split, tasks=tasks,
                                             formats=formats))  # fmt: skip


def checkout_items(
    checkout: str | Path,
    name: str,
    *,
    split: str = "test",
    tasks: list[str] | None = None,
    formats: list[str] | None = None,
    style: str = "plangate",
    limit: int | None = None,
    progress: Callable[[str], None] = lambda _line: None,
) -> MadeDataset:
    """The checkout's items of ``split`` as a dataset ``name`` in memory; ``limit``: the
    first N items of each file. The acpbench prompt style takes its examples from the
    checkout's own task files."""
    root = dataset_root(checkout)
    names, fmts = task_names(tasks), format_names(formats)
    shots = root.parent if style == "acpbench" else None
    found = list(files(root, split, names, fmts))
    if not found:
        raise PlangateError(f"{root}: no {split} files of {', '.join(names)} ({', '.join(fmts)})")
    instances: list[Instance] = []
    domains: dict[str, str] = {}
    texts: dict[str, str] = {}
    folder = Folder(root)
    for t, fmt, path in found:
        raws = read_items(path, folder)[:limit]
        seen: dict[str, int] = {}
        for i, raw in enumerate(raws):
            item = item_of(t, fmt, path, i, raw, style, shots)
            if (earlier := seen.setdefault(item.id, i)) != i:
                raise PlangateError(
                    f"{path}: item {i}: its id is the id of item {earlier} too; ids must be "
                    "unique (one problem file and one record per item)"
                )
            name = f"{t}.{fmt}-{safe_name(item.id)}"  # ids that differ stay apart
            problem, domain = "", None
            if fmt == "gen":
                assert isinstance(raw, dict)
                dtext = str(raw["PDDL_domain"])
                key = domains.setdefault(dtext, f"problems/domain-{len(domains)}.pddl")
                texts.setdefault(key, dtext)
                problem, domain = f"problems/{name}.pddl", key
                texts[problem] = str(raw["PDDL_problem"])
            instances.append(Instance(name, problem, None, {"acp": item.to_json()}, domain))
        progress(f"{t} {fmt}: {len(raws)} items from {path.name}")
    generator = {"kind": KIND, "from": str(root), "split": split, "tasks": names,
                 "formats": fmts, "prompts": style}  # fmt: skip
    first = next(iter(domains.values()), "")
    return MadeDataset(name, first, generator, tuple(instances), texts)
