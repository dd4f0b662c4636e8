"""A PlanBench checkout as it is: where each result file's configuration, domain,
instances, task and verdict field are, found from PlanBench's own layout and code.

PlanBench (``plan-bench/`` and ``llm_planning_analysis/`` of its repository) writes
a result file to ``results/<domain_name>/<engine>/<task>.json`` under the folder that
holds ``configs/`` and ``instances/``; ``configs/<domain_name>.yaml`` names the
domain file and the instance folder, both relative to ``instances/``
(``response_evaluation.py``: ``./instances/{domain_file}``). The file's ``domain``
field is not always the configuration's name (``blocksworld_zero_shot``,
``mystery/generated_basic``), so the folder under ``results/`` comes first.

The verdict PlanBench recorded is ``llm_correct`` in most files and ``correct`` in
``llm_planning_analysis``'s GPT-4 files; for verification (task 3) it is
``llm_correct_binary`` with the finer ``llm_correct_w_type`` and ``llm_correct_w_expl``.
A row without ``llm_raw_response`` is a prompt not yet answered, unless it holds a
back-prompting dialogue (``messages``), whose last answer is the plan it ended with.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError
from plangate.llm.clients.base import MAX_ANSWER_CHARS
from plangate.outside import load_yaml
from plangate.pddl.limits import read_text_bounded

# PlanBench's task numbers (``t2``, ``task_2_plan_optimality``, ...) -> plangate's task;
# task 1 (plan generation, in all its prompt variants) is None
_BY_NUMBER = {
    "2": "optimality",
    "3": "verification",
    "4": "reuse",
    "5": "generalization",
    "6": "replanning",
    "7": "execution",
    "8_1": "goal-shuffling",
    "8_2": "full-to-partial",
    "8_3": "partial-to-full",
}
_TASK = re.compile(r"^(?:task_?|t)(\d)(?:_([123])(?![0-9]))?", re.IGNORECASE)
# suffixes the ``domain`` field carries beside the configuration's name
_VARIANTS = ("_zero_shot", "_pddl", "_state_tracking", "_cot", "_backprompting")
VERIFICATION_LEVELS = ("llm_correct_binary", "llm_correct_w_type", "llm_correct_w_expl")


@dataclass(frozen=True)
class Flags:
    """What the user named on the command line (each overrides the layout)."""

    config: str | None = None
    root: str | None = None
    domain: str | None = None
    instances: str | None = None
    template: str | None = None


@dataclass(frozen=True)
class PlanBenchTask:
    """A result file's task as PlanBench names it, and plangate's."""

    planbench: str  # the file's task name (its ``task`` field, else the file's stem)
    name: str | None  # plangate's task (None: plan generation)
    dialogue: bool = False  # back-prompting: the answer is the dialogue's last one

    @property
    def label(self) -> str:
        return self.name or "plan generation"


def task_of(task_field: object, path: Path) -> PlanBenchTask:
    """The task a result file holds, from its ``task`` field or else its name."""
    for name in (str(task_field or ""), path.stem):
        m = _TASK.match(name)
        if m is None:
            continue
        number = m.group(1) + (f"_{m.group(2)}" if m.group(1) == "8" and m.group(2) else "")
        if number == "1":
            dialogue = "backprompting" in path.stem or "backprompting" in name
            return PlanBenchTask(name, None, dialogue)
        if number in _BY_NUMBER:
            return PlanBenchTask(name, _BY_NUMBER[number])
    return PlanBenchTask(str(task_field or path.stem), None)


def find_root(path: Path) -> Path | None:
    """The PlanBench folder above a result file: the nearest holding ``configs/`` and
    ``instances/``."""
    for parent in path.resolve().parents:
        if (parent / "configs").is_dir() and (parent / "instances").is_dir():
            return parent
    return None


@dataclass
class Located:
    """Where one result file's problems are, and how PlanBench judged its answers."""

    config_path: str | None
    config: dict[str, object]
    domain: str
    instances: str
    template: str
    dataset: str  # the configuration's domain_name (the report's dataset)
    task: PlanBenchTask


def _load_config(path: Path) -> dict[str, object]:
    loaded = load_yaml(read_text_bounded(path, "configuration"), str(path)) or {}
    if not isinstance(loaded, dict):
        raise PlangateError(f"{path}: not a PlanBench configuration (a mapping)")
    return loaded


_CONFIGS: dict[str, list[tuple[Path, dict[str, object]]]] = {}


def _configs(root: Path) -> list[tuple[Path, dict[str, object]]]:
    """Every configuration under ``root/configs`` (read once per run)."""
    key = str(root)
    if key not in _CONFIGS:
        found = []
        for p in sorted((root / "configs").glob("*.yaml")):
            try:
                found.append((p, _load_config(p)))
            except PlangateError:
                continue  # a broken configuration of another domain is not this file's
        _CONFIGS[key] = found
    return _CONFIGS[key]


def _strip_variant(name: str) -> str:
    changed = True
    while changed:
        changed = False
        for v in _VARIANTS:
            if name.endswith(v):
                name, changed = name[: -len(v)], True
    return name


def _config_for(path: Path, root: Path, domain_field: str, looked: list[str]) -> Path | None:
    """PlanBench's configuration of a result file: ``configs/<X>.yaml`` for the folder X
    the file sits in under ``results/`` (PlanBench writes ``results/<domain_name>/``),
    else the ``domain`` field's name (less a prompt variant's suffix), else the
    configuration whose instance folder the field names."""
    names: list[str] = []
    try:
        rel = path.resolve().relative_to(root)
        if len(rel.parts) >= 3 and rel.parts[0] in ("results", "responses"):
            names.append(rel.parts[1])
    except ValueError:
        pass
    if domain_field:
        names += [domain_field.replace("/", "_"), _strip_variant(domain_field)]
    for name in dict.fromkeys(names):
        candidate = root / "configs" / f"{name}.yaml"
        looked.append(str(candidate))
        if candidate.is_file():
            return candidate
    if domain_field:  # ``mystery/generated_basic``: the configuration of that folder
        for p, cfg in _configs(root):
            if cfg.get("domain_name") == domain_field:
                return p
        for p, cfg in _configs(root):
            folder = str(cfg.get("instance_dir") or "")
            if folder and (folder == domain_field or folder.endswith("/" + domain_field)):
                return p
    return None


def _under(root: Path, name: str) -> Path:
    """A configuration's path: under ``instances/`` as PlanBench reads it, else under the
    root itself (configurations written with ``instances/`` in the path)."""
    first = root / "instances" / name
    return first if first.exists() or not (root / name).exists() else root / name


def locate(path: Path, data: dict[str, object], flags: Flags) -> Located:
    """Find everything a result file needs; one error names every flag that would help."""
    domain_field = str(data.get("domain") or "")
    task = task_of(data.get("task"), path)
    root = Path(flags.root) if flags.root else find_root(path)
    looked: list[str] = []
    config_path: Path | None = Path(flags.config) if flags.config else None
    if config_path is None and root is not None:
        config_path = _config_for(path, root, domain_field, looked)
    if config_path is not None and not config_path.is_file():
        raise PlangateError(f"{path}: no PlanBench configuration {config_path}")
    config = _load_config(config_path) if config_path is not None else {}
    base = root or (config_path.parent.parent if config_path is not None else path.parent)
    instance_dir = config.get("instance_dir")
    if task.name == "generalization":  # PlanBench asks it about instances of their own
        instance_dir = config.get("generalized_instance_dir") or instance_dir
    domain_file = config.get("domain_file")
    domain = flags.domain or (str(_under(base, str(domain_file))) if domain_file else "")
    instances = flags.instances or (str(_under(base, str(instance_dir))) if instance_dir else "")
    template = flags.template or str(config.get("instances_template") or "instance-{}.pddl")
    problems = []
    try:
        template.format(1)
    except (KeyError, IndexError, ValueError, AttributeError):
        said = "--template" if flags.template else f"instances_template of {config_path}"
        problems.append(
            f"the instance file pattern {template!r} ({said}) is not a pattern with one "
            "'{}' for the instance's number (as 'instance-{}.pddl')"
        )
    if config_path is None and not (flags.domain and flags.instances):
        where = f" (looked for {', '.join(looked)})" if looked else ""
        found = f"under the PlanBench folder {root}" if root else "(no folder above it holds "
        found += "" if root else "configs/ and instances/)"
        problems.append(f"no PlanBench configuration {found}{where}")
    if config_path is not None or flags.domain:
        if not domain:
            problems.append(f"the configuration {config_path} names no domain_file")
        elif not Path(domain).is_file():
            problems.append(f"the domain file {domain} is missing")
        if not instances:
            problems.append(f"the configuration {config_path} names no instance_dir")
        elif not Path(instances).is_dir():
            problems.append(f"the instance folder {instances} is missing")
    if problems:
        raise PlangateError(
            f"{path}: {'; '.join(problems)}. Name the configuration with --config YAML (or the "
            "PlanBench folder with --planbench-root DIR), or the files with --domain FILE "
            "--instances DIR [--template 'instance-{}.pddl']"
        )
    dataset = str(
        config.get("domain_name") or _strip_variant(domain_field) or Path(domain).parent.name
    )
    return Located(
        str(config_path) if config_path else None,
        config,
        domain,
        instances,
        template,
        dataset,
        task,
    )


def verdict_field(task: PlanBenchTask, rows: list[Any]) -> str | None:
    """The field holding PlanBench's verdict in this file's rows (None: none recorded)."""
    if task.name == "verification":
        return VERIFICATION_LEVELS[0]
    for name in ("llm_correct", "correct"):
        if any(isinstance(r, dict) and isinstance(r.get(name), bool) for r in rows):
            return name
    return None


def answer_of(row: dict[str, object], task: PlanBenchTask) -> tuple[str | None, str]:
    """A row's recorded answer and, where it has none, why (``""``: it has one)."""
    answer = row.get("llm_raw_response")
    if isinstance(answer, str):
        return answer[:MAX_ANSWER_CHARS], ""  # as a live answer is cut
    messages = row.get("messages")
    if task.dialogue and isinstance(messages, list):
        said = [
            m.get("content")
            for m in messages
            if isinstance(m, dict) and m.get("role") == "assistant"
        ]
        said = [s for s in said if isinstance(s, str)]
        if said:
            return str(said[-1])[:MAX_ANSWER_CHARS], ""
        return None, "a back-prompting dialogue with no answer"
    if answer is not None:
        return None, f"llm_raw_response is not text ({type(answer).__name__})"
    return None, "no llm_raw_response (not answered yet)"


def recorded_plan(row: dict[str, object]) -> tuple[str, ...] | None:
    """PlanBench's recorded plan of a task-1 row (``ground_truth_plan``: PDDL actions)."""
    plan = row.get("ground_truth_plan")
    if isinstance(plan, list) and plan and all(isinstance(a, str) for a in plan):
        steps = tuple(a.strip() for a in plan if a.strip())
        if all(a.startswith("(") and a.endswith(")") for a in steps):
            return steps
    if isinstance(plan, str) and plan.strip().startswith("("):
        steps = tuple(line.strip() for line in plan.splitlines() if line.strip().startswith("("))
        return steps or None
    return None
