"""Rescoring answers to ACPBench items recorded elsewhere, in the shapes researchers
have them:

* lm-evaluation-harness's ``--log_samples`` files (``samples_acp_TASK_FORMAT_*.jsonl``:
  one line per item with its ``doc``, the raw ``resps`` and the ``filtered_resps``);
* Inspect AI's logs (``.json``, or the ``.eval`` zip): each sample's output
  completion, its item from the sample's metadata or, by id, from ``--items``;
* JSON lines of ``id`` and ``answer`` (``response``, ``completion`` and ``output`` are
  read too), optionally ``model``, ``task`` and ``format``, resolved by id against
  ``--items`` (an ACPBench checkout, or a dataset folder ``generate acpbench`` wrote).

Each answer is scored as a live run scores it (the same job, with the recorded answer
as the model's), appended to the results file (answers already there are skipped),
and compared with the dataset's own answer where the item has one and with the
framework's own reading where the input records it.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from plangate.bench.datasets import Dataset, Instance, load_dataset
from plangate.bench.families.acpbench import TASKS, AcpQuestion, acp_of
from plangate.bench.families.acpbench.checkout import item_of, literal
from plangate.bench.kinds import ItemKind
from plangate.bench.records import EpisodeRecord
from plangate.bench.rescoring.framework_logs import inspect_log, json_lines, model_of
from plangate.bench.run.results import Results
from plangate.errors import PlangateError

if TYPE_CHECKING:
    from plangate.bench.families.base import Rescoring

GROUPS = {
    f"{t.group}_{suffix}": (t.name, fmt)
    for t in TASKS.values()
    for suffix, fmt in (("bool", "bool"), ("mcq", "mcq"), ("mc", "mcq"), ("gen", "gen"))
}
_LMEVAL_NAME = re.compile(r"acp_([a-z]+)_(bool|mcq|gen)")
ANSWER_KEYS = ("answer", "response", "completion", "output")


@dataclass(frozen=True)
class AcpAnswer:
    """One recorded answer and its item."""

    item: AcpQuestion
    instance: Instance
    dataset: str
    model: str
    text: str
    theirs: str | None  # the framework's own reading (lm-eval's filtered response)
    source: str  # the file and line

    @property
    def key(self) -> str:
        blob = json.dumps([self.dataset, self.item.task, self.item.format, self.item.id,
                           self.model, self.text], sort_keys=True)  # fmt: skip
        return hashlib.sha256(blob.encode()).hexdigest()[:24]


class AcpItems:
    """ACPBench items by id (``--items``), for inputs that name items by id only."""

    def __init__(self, path: str | Path | None, work: Path) -> None:
        self.by_id: dict[str, tuple[AcpQuestion, Instance]] = {}
        self.where = str(path or "")
        if path is None:
            return
        p = Path(path)
        if (p / "dataset.json").is_file():
            ds = load_dataset(p)
        else:
            from plangate.bench.families.acpbench.checkout import import_checkout

            split = (
                "dev"
                if any(p.glob("dataset/*/dev.*")) and not any(p.glob("dataset/*/test.*"))
                else "test"
            )
            ds = import_checkout(p, work / "items", split=split)
        for inst in ds.instances:
            q = acp_of(inst)
            if q is not None:
                self.by_id[q.id] = (q, inst)

    def get(self, ident: str, where: str) -> tuple[AcpQuestion, Instance]:
        if ident not in self.by_id:
            hint = f"in {self.where}" if self.where else "(give the items with --items DIR)"
            raise PlangateError(f"{where}: item {ident!r} is not known {hint}")
        return self.by_id[ident]


def _doc_item(
    doc: dict[str, object], task: str, fmt: str, where: str, work: Path
) -> tuple[AcpQuestion, Instance]:
    """An item from a row of ACPBench's dataset (lm-eval's ``doc``), its PDDL written."""
    item = item_of(task, fmt, Path(where), 0, doc, "plangate", None)
    problem = domain = ""
    if fmt == "gen":
        folder = work / "problems"
        folder.mkdir(parents=True, exist_ok=True)
        d = str(doc["PDDL_domain"])
        domain = str(folder / f"domain-{hashlib.sha256(d.encode()).hexdigest()[:16]}.pddl")
        Path(domain).write_text(d)
        p = str(doc["PDDL_problem"])
        problem = str(folder / f"problem-{hashlib.sha256(p.encode()).hexdigest()[:16]}.pddl")
        Path(problem).write_text(p)
    return item, Instance(item.id, problem, None, {"acp": item.to_json()}, domain or None)


def _task_of(doc: dict[str, object], name: str) -> tuple[str, str] | None:
    group = doc.get("group")
    if isinstance(group, str) and group in GROUPS:
        return GROUPS[group]
    m = _LMEVAL_NAME.search(name)
    if m and m.group(1) in TASKS:
        return m.group(1), m.group(2)
    return None


def _text(value: object) -> str | None:
    """An answer's text: a string, or the first string of (nested) lists."""
    while isinstance(value, list) and value:
        value = value[0]
    return value if isinstance(value, str) else None


def is_acp_input(path: Path) -> bool:
    """Whether a file holds answers to ACPBench items (the shapes above)."""
    if path.suffix == ".eval":
        return True
    try:
        with path.open(encoding="utf-8", errors="replace") as fh:
            head = fh.read(4096)
    except OSError:
        return False
    if path.suffix == ".jsonl":
        lm_eval = '"doc"' in head and ("resps" in head or "acp_" in path.name)
        by_id = '"id"' in head and '"domain"' not in head and '"problem"' not in head
        return lm_eval or by_id
    return '"samples"' in head and '"eval"' in head


def read_answers(path: Path, items: AcpItems, model: str | None, work: Path) -> list[AcpAnswer]:
    """The recorded answers of one input file."""
    if path.suffix == ".eval" or (path.suffix == ".json"):
        return _inspect(path, items, model, work)
    out: list[AcpAnswer] = []
    for n, row in json_lines(path):
        where = f"{path}:{n}"
        if not isinstance(row, dict):
            raise PlangateError(f"{where}: expected a JSON object")
        doc = row.get("doc")
        if isinstance(doc, dict):  # lm-evaluation-harness
            kind = _task_of(doc, path.name)
            if kind is None:
                raise PlangateError(
                    f"{where}: not an ACPBench item (no group, and the file is not named "
                    "samples_acp_TASK_FORMAT)"
                )
            item, inst = _doc_item(doc, *kind, where, work)
            text = _text(row.get("resps"))
            if text is None:
                raise PlangateError(f"{where}: resps: expected the model's answer")
            label = model or path.parent.name
            theirs = _text(row.get("filtered_resps"))
            out.append(AcpAnswer(item, inst, "acpbench", label, text, theirs, where))
            continue
        ident = row.get("id")
        text = next((t for k in ANSWER_KEYS if (t := _text(row.get(k))) is not None), None)
        if ident is None or text is None:
            raise PlangateError(f"{where}: expected an id and an answer ({', '.join(ANSWER_KEYS)})")
        item, inst = items.get(str(ident), where)
        label = str(row.get("model") or model or "recorded")
        out.append(AcpAnswer(item, inst, _dataset(items), label, text, None, where))
    return out


def _dataset(items: AcpItems) -> str:
    return Path(items.where).name or "acpbench"


def _inspect(path: Path, items: AcpItems, model: str | None, work: Path) -> list[AcpAnswer]:
    """An Inspect AI log: ``.json``, or ``.eval`` (a zip of ``header.json`` and
    ``samples/*.json``)."""

    header, samples = inspect_log(path)
    ev = header.get("eval")
    label = model_of(header, model)
    task_name = str(ev.get("task", "")) if isinstance(ev, dict) else ""
    out = []
    for i, sample in enumerate(samples):
        where = f"{path}: sample {i}"
        if not isinstance(sample, dict):
            raise PlangateError(f"{where}: expected an object")
        output = sample.get("output")
        text = output.get("completion") if isinstance(output, dict) else None
        if not isinstance(text, str):
            raise PlangateError(f"{where}: output.completion: expected the model's answer")
        meta = sample.get("metadata")
        kind = _task_of(meta, task_name) if isinstance(meta, dict) else None
        if isinstance(meta, dict) and kind is not None and "context" in meta:
            doc = {"id": sample.get("id"), "answer": literal(sample.get("target")), **meta}
            item, inst = _doc_item(doc, *kind, where, work)
            out.append(AcpAnswer(item, inst, "acpbench", label, text, None, where))
        else:
            item, inst = items.get(str(sample.get("id")), where)
            out.append(AcpAnswer(item, inst, _dataset(items), label, text, None, where))
    return out


def score_answers(
    answers: list[AcpAnswer], results: Results, trace_dir: Path | None
) -> tuple[list[EpisodeRecord], int]:
    """Score each answer not in ``results`` yet as a live run would (the same job, the
    recorded answer as the model's), appending its record; the records of ``answers``
    (new and earlier) and how many were there already."""
    from plangate.bench.jobs import Job, run_job
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.options import MethodOptions

    finished = results.finished()
    already = 0
    with results.writer():
        for a in answers:
            if a.key in finished:
                already += 1
                continue
            ds = Dataset(a.dataset, a.instance.domain or "", (a.instance,))
            kind = ItemKind("acp", f"{a.item.task}/{a.item.format}")
            job = Job(ds, a.instance, kind, ClientSpec(model=a.model), 0, MethodOptions())
            client = ScriptedClient([a.text], model=a.model)
            client.wants_meta = False
            record = run_job(job, client, trace_dir)
            assert isinstance(record, EpisodeRecord)
            record.key, record.options, record.source = a.key, {}, a.source
            if record.metrics:  # no tokens were spent here: the answer was recorded
                record.metrics.update(prompt_tokens=None, completion_tokens=None)
            if a.theirs is not None:
                record.validation = {**record.validation, "framework_read": a.theirs}
            results.append(record)
    keys = {a.key for a in answers}
    mine = [r for r in results.typed() if r.key in keys and isinstance(r, EpisodeRecord)]
    return mine, already


_PUNCT = re.compile(r"[^a-z0-9]")
INVALID = "[invalid]"  # lm-evaluation-harness's filters: nothing matched


def _same_reading(r: EpisodeRecord) -> bool:
    """Whether plangate read the answer as the framework's filter did (both reading
    nothing counts as the same)."""
    theirs = str(r.validation.get("framework_read"))
    mine = r.validation.get("read")
    if theirs == INVALID or not theirs.strip():
        return mine is None
    return _PUNCT.sub("", theirs.lower()) == _PUNCT.sub("", str(mine or "").lower())


def summary(records: list[EpisodeRecord]) -> list[str]:
    """A table per task and format: plangate's verdicts, the dataset's where it has
    answers, how often the two agree, and how often plangate read a yes/no or letter
    answer as the framework's own filter did."""
    groups: dict[tuple[str, str], list[EpisodeRecord]] = {}
    for r in records:
        if isinstance(r.kind, ItemKind) and r.kind.family == "acp":
            task, _, fmt = r.kind.item.partition("/")
            groups.setdefault((task, fmt), []).append(r)
    lines = [
        "| task | format | answers | plangate correct | by the dataset's answer | verdicts "
        "agree | unreadable | read as the framework read |",
        "|---|---|---|---|---|---|---|---|",
    ]
    order = {t: i for i, t in enumerate(TASKS)}
    for (task, fmt), rs in sorted(
        groups.items(), key=lambda kv: (order.get(kv[0][0], 99), kv[0][1])
    ):
        ok = [r for r in rs if r.ok]
        mine = sum(1 for r in ok if r.metrics.get("correct") is True)
        theirs_v = [r for r in ok if isinstance(r.metrics.get("dataset_correct"), bool)]
        theirs = sum(1 for r in theirs_v if r.metrics["dataset_correct"])
        both = [r for r in theirs_v if r.outcome != "undecided"]
        agree = sum(
            1 for r in both if r.metrics["dataset_correct"] == (r.metrics.get("correct") is True)
        )
        framed = [r for r in ok if isinstance(r.validation.get("framework_read"), str)]
        same = sum(1 for r in framed if _same_reading(r))
        lines.append(
            f"| {task} | {fmt} | {len(rs)} | {mine} of {len(ok)} | "
            + (f"{theirs} of {len(theirs_v)}" if theirs_v else "-") + " | "
            + (f"{agree} of {len(both)}" if both else "-") + " | "
            + f"{sum(1 for r in ok if r.outcome == 'unreadable')} | "
            + (f"{same} of {len(framed)}" if framed and fmt != "gen" else "-") + " |"
        )  # fmt: skip
    return lines


def rescore_files(paths: Sequence[Path], how: Rescoring) -> list[str]:
    """Score the answers to ACPBench items that ``paths`` hold, append their records, and
    say what was done (the summary table is written beside the results)."""
    from plangate.bench.run.results import Results

    results = Results(how.results)
    work = results.path.parent / (results.path.stem + "-acp")
    items = AcpItems(how.items, work)
    read = [a for p in paths for a in read_answers(p, items, how.model, work)]
    answers = list({a.key: a for a in reversed(read)}.values())[::-1]  # the first of each
    again = len(read) - len(answers)
    records, already = score_answers(answers, results, how.trace_dir)
    repeated = f" ({again} repeated answers read once)" if again else ""
    lines = summary(records)
    table = results.path.with_name(results.path.stem + "-acp-summary.md")
    table.write_text("\n".join(lines) + "\n", encoding="utf-8")
    said = [f"{len(answers)} ACPBench answers from {len(paths)} files{repeated}: "
            f"{len(answers) - already} scored now, {already} already in {results.path}",
            *lines,
            f"the summary: {table}; the tables with intervals: plangate report "
            f"{how.results} --out DIR"]  # fmt: skip
    if work.is_dir():
        count = sum(1 for f in work.rglob("*") if f.is_file())
        said.append(f"ACPBench's items as PDDL files: {work} ({count:,} files, beside the "
                    "results)")  # fmt: skip
    if how.explain:
        said += [f"\n{r.dataset} {r.method} {r.instance}: {r.outcome}\n{r.explain}"
                 for r in records]  # fmt: skip
    return said
