"""``plangate bench --dry-run``: the plan of a run, printed before any token is spent.

Per run: what it reproduces (its ``note``), the dataset and how many of its
problems (after ``exclude`` and ``--limit``), by optimal length; the rendering;
the methods and variants; the seeds; the settings that differ from plangate's
defaults and the budgets; then the number of episodes in all.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from plangate.bench.datasets import Dataset
from plangate.bench.experiment import Experiment, Run
from plangate.llm.methods import MethodSpec
from plangate.llm.options import MethodOptions

BUDGETS = (
    "max_tries",
    "max_invalid",
    "max_steps",
    "sampling.max_tokens",
    "cot_max_tokens",
    "pfc.max_length",
    "lats.rollouts",
    "lats.depth",
)


def _budgets(methods: list[str]) -> list[str]:
    """The budgets that bind the run's methods."""
    names = {MethodSpec.parse(m).name for m in methods}
    out = ["sampling.max_tokens"]
    if "preplanned-validated" in names:
        out.append("max_tries")
    if any(n.startswith("interactive") for n in names):
        out += ["max_invalid", "max_steps"]
    if any(n.endswith("-cot") for n in names):
        out.append("cot_max_tokens")
    if "pfc" in names:
        out.append("pfc.max_length")
    if "lats" in names:
        out += ["lats.rollouts", "lats.depth"]
    return out


def _flat(obj: Any, prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if dataclasses.is_dataclass(value):
            out.update(_flat(value, f"{prefix}{f.name}."))
        else:
            out[prefix + f.name] = value
    return out


def _show(value: Any) -> str:
    if isinstance(value, frozenset | set):
        return "[" + ", ".join(sorted(value)) + "]"
    return repr(value) if isinstance(value, str) else str(value)


def _relevant(key: str, methods: list[str]) -> bool:
    """pfc.* settings matter to LLM-PFC's methods, lats.* to LATS; the rest to all."""
    names = {MethodSpec.parse(m).name for m in methods}
    if key.startswith("pfc."):
        return "pfc" in names
    if key.startswith("lats."):
        return "lats" in names
    return True


def settings(run: Run) -> tuple[list[str], list[str]]:
    """The run's settings that differ from the defaults, and its budgets."""
    got, default = _flat(run.options), _flat(MethodOptions())
    changed = [
        f"{k} = {_show(v)}"
        for k, v in got.items()
        if v != default[k] and k not in BUDGETS and _relevant(k, run.methods)
    ]
    budgets = [f"{k} = {_show(got[k])}" for k in _budgets(run.methods)]
    return changed, budgets


def _rendering(nl: str | None) -> str:
    from plangate.llm.nl import BUILTIN_NL

    if nl is None:
        return "the domain's shipped one"
    path = Path(nl)
    return f"{path.relative_to(BUILTIN_NL)} (shipped)" if path.is_relative_to(BUILTIN_NL) else nl


def counted(episodes: int, rows: int) -> str:
    """The size of a run, said the same way by --dry-run, the run and the report."""
    return f"{episodes} LLM episode{'s' if episodes != 1 else ''} and {rows} planner row" + (
        "s" if rows != 1 else ""
    )


def print_plan(
    exp: Experiment,
    datasets: dict[str, Dataset],
    instances: Callable[[Run, Dataset], list[Any]],
    out: Callable[[str], None] = print,
) -> int:
    """Print the plan; returns the number of LLM episodes it would run."""
    total = 0
    problems: set[tuple[str, str]] = set()  # a planner row is shared by the runs
    models = [m.model or f"local:{Path(m.model_path or 'gemma-3-270m').stem}" for m in exp.models]
    out(f"experiment: {exp.description or '(no description)'}")
    out(f"models: {', '.join(models)}; planner rows: {', '.join(exp.planners) or 'none'}")
    for n, run in enumerate(exp.runs, start=1):
        ds = datasets[run.dataset]
        chosen = instances(run, ds)
        lengths = Counter(i.optimal_length for i in chosen)
        by_length = ", ".join(
            f"{k:g}: {v}" for k, v in sorted(lengths.items(), key=lambda kv: kv[0] or 0) if k
        )
        seeds = run.seeds or exp.seeds
        episodes = len(chosen) * len(run.methods) * len(seeds) * len(exp.models)
        total += episodes
        problems |= {(ds.name, i.name) for i in chosen}
        out("")
        out(f"run {n}: {run.note}" if run.note else f"run {n}")
        excluded = f", {len(run.exclude)} excluded ({', '.join(run.exclude)})"
        out(
            f"  dataset: {ds.name}: {len(chosen)} of {len(ds.instances)} problems"
            + (excluded if run.exclude else "")
            + (f"; optimal length: count {by_length}" if by_length else "")
        )
        out(f"  rendering: {_rendering(run.nl)}")
        out(f"  methods: {', '.join(run.methods)}")
        out(f"  seeds: {', '.join(map(str, seeds))}")
        changed, budgets = settings(run)
        out(f"  settings: {'; '.join(changed) if changed else 'the defaults'}")
        out(f"  budgets: {'; '.join(budgets)}")
        out(f"  episodes: {episodes}")
    out("")
    rows = len(problems) * len(exp.planners)
    out(f"{counted(total, rows)} in all; nothing was run (--dry-run)")
    return total
