"""Re-scoring answers a researcher already has, without calling a model again.

Two inputs are read:

* PlanBench's result files as they are: a JSON object whose ``instances`` hold
  ``instance_id``, ``llm_raw_response`` and, optionally, ``llm_correct``. The
  domain and problem files come from the PlanBench configuration (``--config``,
  else ``configs/<domain>.yaml`` under the PlanBench root found above the result
  file): ``instances/<instance_dir>/<instances_template>`` and ``domain_file``;
  flags name them where the layout differs.
* JSON lines of ``domain``, ``problem``, ``answer`` and optionally ``model``,
  ``verdict`` (true: the answer is a valid plan reaching the goal), ``id`` and
  ``nl`` (a rendering; paths are relative to the file).

Every answer is replayed through the ``preplanned`` method with a scripted model
whose one answer is the recorded one: the reading, the validation (first failing
step and why), the metrics (plan length against the optimal one, the distance to
the goal after the valid prefix) are exactly those of a live run, and the records
are ordinary plangate records that ``plangate report`` reads. Where the input
carries a verdict, the record keeps it (``recorded_verdict``), and the report
has the audit table of agreements.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from plangate.bench.datasets import Dataset, Instance
from plangate.bench.jobs import Job, error_record, grounded, run_job
from plangate.bench.records import EpisodeRecord
from plangate.bench.runner import Results
from plangate.bench.tasks import METHOD_PREFIX as TASK_PREFIX
from plangate.bench.tasks.rescore import derive, task_of
from plangate.errors import PlangateError
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import MethodSpec
from plangate.llm.options import MethodOptions
from plangate.llm.preplanned import check_plan
from plangate.llm.render import reading_for
from plangate.llm.solve import ClientSpec

METHOD = "recorded"  # the records' method: answers recorded elsewhere
FINER = ("llm_correct_binary", "llm_correct_w_type", "llm_correct_w_expl")  # verification's
KEPT = ("status", "failed_step", "failed_action", "reason", "unmet_preconditions", "unmet_goal")


@dataclass(frozen=True)
class Recorded:
    """One recorded answer and where its task is."""

    domain: str
    problem: str
    answer: str
    model: str
    ident: str  # the instance, as the input names it
    dataset: str
    verdict: bool | None = None
    nl: str | None = None
    source: str = ""  # the file and place it came from
    task: str | None = None  # one of PlanBench's other tasks (plangate.bench.tasks), or None
    query: str = ""  # the prompt the answer answers (PlanBench's other tasks: it poses them)
    recorded: dict[str, object] | None = None  # the input's finer verdicts (verification)

    @property
    def key(self) -> str:
        fields: list[object] = [self.dataset, self.ident, self.model, self.problem, self.nl]
        if self.task is not None:
            fields += [self.task, self.query]
        blob = json.dumps([*fields, self.answer]).encode()
        return "r" + hashlib.sha256(blob).hexdigest()[:23]


def _bool(value: Any, where: str) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "valid", "invalid"):
        return value.lower() in ("true", "valid")
    raise PlangateError(f"{where}: a verdict must be true or false, not {value!r}")


def read_jsonl(
    path: Path, text: str, model: str | None = None, nl: str | None = None
) -> list[Recorded]:
    """The answers of a JSON-lines file (one object per line; ``text``: its content)."""
    out = []
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path}:{n}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as err:
            raise PlangateError(f"{where}: not JSON ({err.msg})") from None
        if not isinstance(row, dict):
            raise PlangateError(f"{where}: expected an object with domain, problem, answer")
        missing = [k for k in ("domain", "problem", "answer") if not row.get(k)]
        if missing:
            raise PlangateError(f"{where}: missing {', '.join(missing)}")
        domain, problem = (_path(path, str(row[k]), where) for k in ("domain", "problem"))
        rnl = row.get("nl") or nl
        out.append(
            Recorded(
                domain,
                problem,
                str(row["answer"]),
                str(row.get("model") or model or "unknown"),
                str(row.get("id") or Path(problem).stem),
                Path(domain).parent.name,
                _bool(row.get("verdict"), where),
                _nl_path(path, rnl) if rnl else None,
                where,
            )
        )
    return out


def _path(base: Path, name: str, where: str) -> str:
    p = Path(name)
    p = p if p.is_absolute() else base.parent / p
    if not p.is_file():
        raise PlangateError(f"{where}: no such file {p}")
    return str(p)


def _nl_path(base: Path, nl: str) -> str:
    if nl in ("builtin", "pddl"):
        return nl
    p = Path(nl)
    return str(p if p.is_absolute() or p.is_file() else base.parent / p)


@dataclass(frozen=True)
class PlanBenchLayout:
    """Where a PlanBench result file's tasks are (flags override the configuration)."""

    config: str | None = None
    root: str | None = None
    domain: str | None = None
    instances: str | None = None
    template: str | None = None


def read_planbench(
    path: Path, data: dict[str, object], layout: PlanBenchLayout, model: str | None = None
) -> list[Recorded]:
    """The answers of one PlanBench result file (``data``: its JSON object)."""
    rows = data["instances"]
    if not isinstance(rows, list):
        raise PlangateError(f"{path}: 'instances' must be a list of answered instances")
    domain_name = str(data.get("domain") or "")
    root = Path(layout.root) if layout.root else _planbench_root(path)
    config_path = layout.config or (
        str(root / "configs" / f"{domain_name}.yaml") if root and domain_name else None
    )
    config: dict[str, object] = {}
    if config_path:
        if not Path(config_path).is_file():
            raise PlangateError(
                f"{path}: no PlanBench configuration {config_path}; name it with --config"
            )
        loaded = yaml.safe_load(Path(config_path).read_text(encoding="utf-8")) or {}
        if not isinstance(loaded, dict):
            raise PlangateError(f"{config_path}: not a PlanBench configuration (a mapping)")
        config = loaded
    base = root or (Path(config_path).parent.parent if config_path else path.parent)
    task = task_of(data.get("task"))
    domain_file, instance_dir = config.get("domain_file"), config.get("instance_dir")
    if task == "generalization":  # PlanBench asks it about instances of their own
        instance_dir = config.get("generalized_instance_dir") or instance_dir
    domain = layout.domain or (str(base / str(domain_file)) if domain_file else "")
    instances = layout.instances or (
        str(base / "instances" / str(instance_dir)) if instance_dir else ""
    )
    template = layout.template or str(config.get("instances_template") or "instance-{}.pddl")
    if not domain or not Path(domain).is_file():
        raise PlangateError(
            f"{path}: the domain file {domain or '(not in the configuration)'} is missing; "
            "name it with --domain"
        )
    if not instances or not Path(instances).is_dir():
        raise PlangateError(
            f"{path}: the instance folder {instances or '(not in the configuration)'} is "
            "missing; name it with --instances"
        )
    label = model or str(data.get("engine") or data.get("model") or path.parent.name)
    out = []
    for n, row in enumerate(rows):
        where = f"{path}: instances[{n}]"
        if not isinstance(row, dict) or "instance_id" not in row:
            raise PlangateError(f"{where}: no instance_id")
        answer = row.get("llm_raw_response")
        if answer is None:
            continue  # not answered (PlanBench writes the prompt first)
        problem = Path(instances) / template.format(row["instance_id"])
        if not problem.is_file():
            raise PlangateError(f"{where}: no such problem file {problem}")
        finer = {k: row[k] for k in FINER if isinstance(row.get(k), bool)}
        verdict = row.get("llm_correct_binary" if task == "verification" else "llm_correct")
        out.append(
            Recorded(
                domain,
                str(problem),
                str(answer),
                label,
                str(row["instance_id"]),
                str(config.get("domain_name") or domain_name or Path(domain).parent.name),
                _bool(verdict, where),
                config_path,  # PlanBench's wording reads the answer
                where,
                task,
                str(row.get("query") or ""),
                finer or None,
            )
        )
    return out


def _planbench_root(path: Path) -> Path | None:
    """The PlanBench folder above a result file (the one holding ``configs/``)."""
    for parent in path.resolve().parents:
        if (parent / "configs").is_dir() and (parent / "instances").is_dir():
            return parent
    return None


def read_inputs(
    paths: Sequence[str], layout: PlanBenchLayout, model: str | None, nl: str | None
) -> list[Recorded]:
    out: list[Recorded] = []
    for name in paths:
        path = Path(name)
        if not path.is_file():
            raise PlangateError(f"{path}: no such file")
        text = path.read_text(encoding="utf-8", errors="replace")  # read once
        data = _planbench(text)
        out += (
            read_planbench(path, data, layout, model)
            if data is not None
            else read_jsonl(path, text, model, nl)
        )
    return out


def _planbench(text: str) -> dict[str, object] | None:
    """The JSON object of a PlanBench result file (a list ``instances``), else None."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None  # JSON lines
    ok = isinstance(data, dict) and isinstance(data.get("instances"), list)
    return data if ok else None


# ------------------------------------------------------------------ scoring
def _jobs(
    recorded: Iterable[Recorded], problems: Path
) -> Iterator[tuple[Recorded, Job, PlangateError | None]]:
    """Each answer's job; for PlanBench's other tasks, with the problem its query poses
    (a query that cannot be read: the job of the instance as it is, and why)."""
    options = MethodOptions()
    for rec in recorded:
        instance = Instance(rec.ident, rec.problem)
        spec = MethodSpec("preplanned")
        failed = None
        if rec.task is not None:  # the problem the query poses, and its exact answer
            spec = MethodSpec(TASK_PREFIX + rec.task)
            try:
                d = derive(
                    rec.task, rec.query, rec.domain, rec.problem, rec.nl, problems, rec.ident
                )
                meta: dict[str, object] = {
                    "task": rec.task,
                    "prompt": rec.query,
                    "answer": d.answer,
                }
                instance = Instance(rec.ident, d.problem, d.optimal_length, meta)
            except PlangateError as err:
                failed = PlangateError(f"{rec.source}: {err}")
        dataset = Dataset(rec.dataset, rec.domain, (instance,))
        model = ClientSpec(model=rec.model)
        yield rec, Job(dataset, instance, spec, model, 0, options, nl=rec.nl), failed


def score(rec: Recorded, job: Job, trace_dir: Path | None) -> EpisodeRecord:
    """The record of one recorded answer, as a live ``preplanned`` run (or a live item of
    one of PlanBench's other tasks) would have made it."""
    client = ScriptedClient([rec.answer])
    client.model = rec.model
    record = run_job(job, client, trace_dir)
    if not isinstance(record, EpisodeRecord):
        raise PlangateError("a recorded answer gave a planner row")  # never: method is LLM
    record.key = rec.key
    record.method = METHOD if rec.task is None else record.method
    record.recorded_verdict = rec.verdict
    record.source = rec.source
    if rec.task is not None or not record.ok:
        if rec.recorded:
            record.validation = {**record.validation, "recorded": rec.recorded}
        return record
    r = grounded(rec.domain, rec.problem, rec.nl).renderer
    reading = reading_for(r)
    _steps, result = check_plan(r, reading, reading.machine, rec.answer)  # past a failure too
    record.validation = {k: v for k, v in result.to_dict().items() if k in KEPT}
    if rec.verdict is not None and rec.verdict != record.success:
        why = result.reason or record.outcome
        record.explain = f"{reading.read_plan(rec.answer).explain()}\nplangate: {why}"
    return record


def rescore(
    recorded: Sequence[Recorded],
    results: Results,
    trace_dir: Path | None = None,
    batch: int = 500,
) -> tuple[int, int, float]:
    """Score every answer not yet in ``results``; returns (scored, skipped, seconds). The
    problems posed by the queries of PlanBench's other tasks are written beside the
    results (``RESULTS-problems/``)."""
    with results.writer():
        return _rescore(recorded, results, trace_dir, batch)


def _rescore(
    recorded: Sequence[Recorded], results: Results, trace_dir: Path | None, batch: int
) -> tuple[int, int, float]:
    problems = results.path.parent / (results.path.stem + "-problems")
    t0 = time.perf_counter()
    done = results.finished()
    todo = sorted(
        (r for r in recorded if r.key not in done), key=lambda r: (r.domain, r.problem)
    )  # problem by problem: each is grounded and solved once
    pending: list[EpisodeRecord] = []
    for rec, job, failed in _jobs(todo, problems):
        if failed is not None:  # recorded with why; the next run tries it again
            record = error_record(job, failed)
            assert isinstance(record, EpisodeRecord)
            record.key, record.recorded_verdict, record.source = rec.key, rec.verdict, rec.source
            pending.append(record)
        else:
            pending.append(score(rec, job, trace_dir))
        if len(pending) >= batch:
            results.append_many(pending)
            pending = []
    results.append_many(pending)
    return len(todo), len(recorded) - len(todo), time.perf_counter() - t0
