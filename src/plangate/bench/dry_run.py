"""``plangate bench --dry-run``: the plan of a run, printed before any token is spent.

Per run: what it reproduces (its ``note``), the dataset and how many of its
problems (after ``exclude`` and ``--limit``), by optimal length; the rendering;
the methods and variants; the seeds; the settings that differ from plangate's
defaults and the budgets; then the number of episodes in all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from plangate.bench.datasets import Dataset, Instance, domain_of
from plangate.bench.experiment import DatasetRun, Experiment
from plangate.bench.jobs import item_kinds
from plangate.bench.prepare import run_instances
from plangate.llm.methods import METHODS, MethodSpec, parts
from plangate.llm.methods.base import About
from plangate.llm.options import MethodOptions


def _declared(methods: list[str]) -> list[About]:
    return [MethodSpec.parse(m).method.about for m in methods]


def _budgets(methods: list[str]) -> list[str]:
    """The budgets that bind the run's methods (each method names its own)."""
    out = ["sampling.max_tokens"]
    for d in _declared(methods):
        out += [b for b in d.budgets if b not in out]
    return out


def _flat(values: dict[str, object], prefix: str = "") -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in values.items():
        if isinstance(value, dict):
            out.update(_flat(value, f"{prefix}{key}."))
        else:
            out[prefix + key] = value
    return out


def _show(value: Any) -> str:
    if isinstance(value, frozenset | set):
        return "[" + ", ".join(sorted(value)) + "]"
    return repr(value) if isinstance(value, str) else str(value)


def _relevant(key: str, owned: set[str], parts: set[str]) -> bool:
    """A method's own options (a part of ``parts``) matter to the methods that declare
    them (``owned``); the rest to all."""
    part = key.split(".", 1)[0]
    return part not in parts or part in owned


def settings(run: DatasetRun) -> tuple[list[str], list[str]]:
    """The run's settings that differ from the defaults, and its budgets."""
    every = parts()
    got, default = _flat(run.options.as_dict(every)), _flat(MethodOptions().as_dict(every))
    every_budget = {"sampling.max_tokens"}
    for _name, m in METHODS.usable():
        every_budget |= set(m.about.budgets)
    owned = {d.part.name for d in _declared(run.methods) if d.part is not None}
    named = {p.name for p in every}
    changed = [
        f"{k} = {_show(v)}"
        for k, v in got.items()
        if v != default[k] and k not in every_budget and _relevant(k, owned, named)
    ]
    budgets = [f"{k} = {_show(got[k])}" for k in _budgets(run.methods)]
    return changed, budgets


def _rendering(nl: str | None, ds: Dataset) -> str:
    """The rendering a run uses, as it is chosen: the one shipped for the domain's name
    when there is one and it fits the domain, else the generic rendering derived from
    the PDDL."""
    from plangate.llm.render import BUILTIN_NL, builtin_nl, misfit

    if nl is None or nl == "builtin":
        domain = _domain(ds.domain)
        name = domain.name if domain is not None else ""
        config = builtin_nl(name) if name else None
        if config is None:
            return f"generic, derived from the PDDL (no rendering is shipped for domain '{name}')"
        where = Path(config.source)
        shown = where.relative_to(BUILTIN_NL) if where.is_relative_to(BUILTIN_NL) else where
        why = misfit(config, domain) if domain is not None else None
        if why is not None:
            return f"generic, derived from the PDDL ({shown} does not fit domain '{name}': {why})"
        return f"{shown} (shipped for domain '{name}')"
    if nl == "pddl":
        return "generic, derived from the PDDL (--nl pddl)"
    path = Path(nl)
    return f"{path.relative_to(BUILTIN_NL)} (shipped)" if path.is_relative_to(BUILTIN_NL) else nl


def _domain(path: str) -> Any:
    """The domain a file declares, or None when it cannot be read."""
    from plangate.errors import PlangateError
    from plangate.pddl.loader import load_domain

    try:
        return load_domain(path)
    except (PlangateError, OSError):
        return None


def counted(episodes: int, rows: int) -> str:
    """The size of a run, said the same way by --dry-run, the run and the report."""
    return f"{episodes} LLM episode{'s' if episodes != 1 else ''} and {rows} planner row" + (
        "s" if rows != 1 else ""
    )


def print_plan(
    exp: Experiment,
    datasets: dict[str, Dataset],
    out: Callable[[str], None] = print,
) -> tuple[int, int]:
    """Print the plan; returns the number of LLM episodes it would run, and of those it
    would record as refused (their task cannot be loaded)."""
    total = refused_total = 0
    problems: set[tuple[str, str]] = set()  # a planner row is shared by the runs
    models = [m.model or f"local:{Path(m.model_path or 'gemma-3-270m').stem}" for m in exp.models]
    out(f"experiment: {exp.description or '(no description)'}")
    out(f"models: {', '.join(models)}; planner rows: {', '.join(exp.planners) or 'none'}")
    for n, run in enumerate(exp.runs, start=1):
        ds = datasets[run.dataset]
        chosen = run_instances(run, ds, exp)
        lengths = Counter(i.optimal_length for i in chosen)
        by_length = ", ".join(
            f"{k:g}: {v}" for k, v in sorted(lengths.items(), key=lambda kv: kv[0] or 0) if k
        )
        seeds = run.seeds or exp.seeds
        tasks = Counter(str(k[0]) for i in chosen if (k := item_kinds(i)))
        per = len(run.methods) if not tasks else 1  # an item's task is its one method
        refused = {} if tasks else unloadable(ds, chosen)
        episodes = (len(chosen) - len(refused)) * per * len(seeds) * len(exp.models)
        total += episodes
        refused_total += len(refused) * per * len(seeds) * len(exp.models)
        problems |= {(ds.name, i.name) for i in chosen}
        out("")
        out(f"run {n}: {run.note}" if run.note else f"run {n}")
        excluded = f", {len(run.exclude)} excluded ({', '.join(run.exclude)})"
        out(
            f"  dataset: {ds.name}: {len(chosen)} of {len(ds.instances)} problems"
            + (excluded if run.exclude else "")
            + (f"; optimal length: count {by_length}" if by_length else "")
        )
        if refused:
            why = Counter(refused.values()).most_common(1)[0][0]
            names = ", ".join(sorted(refused)[:5]) + (" ..." if len(refused) > 5 else "")
            out(
                f"  refused: {len(refused)} of {len(chosen)} problems cannot be loaded ({names}): "
                f"{why}; their episodes are recorded as refused, not run, and not run again"
            )
        chosen = [i for i in chosen if i.name not in refused]
        unknown = sum(1 for i in chosen if not i.optimal_length)
        if tasks:
            shown = ", ".join(f"{t} {k}" for t, k in tasks.items())
            out(f"  benchmark questions: {shown} items (each answered once; --method unused)")
        elif unknown:
            from plangate.verify.planners import describe_chain

            truth = describe_chain(exp.truth.planner, exp.truth.seconds)
            out(
                f"  warning: {unknown} of {len(chosen)} problems have no known optimal length; "
                f"their ground truth is {truth}"
            )
            quick_check(ds, [i for i in chosen if not i.optimal_length], out)
        out(f"  rendering: {_rendering(run.nl, ds)}")
        if not tasks:
            out(f"  methods: {', '.join(run.methods)}")
        for line in refusals(ds, chosen, [] if tasks else run.methods, exp.planners):
            out(f"  warning: {line}")
        out(f"  seeds: {', '.join(map(str, seeds))}")
        changed, budgets = settings(run)
        out(f"  settings: {'; '.join(changed) if changed else 'the defaults'}")
        out(f"  budgets: {'; '.join(budgets)}")
        out(f"  episodes: {episodes}" + (" (the others refused)" if refused else ""))
    out("")
    rows = len(problems) * len(exp.planners)
    said = f", {refused_total} refused" if refused_total else ""
    out(f"{counted(total, rows)} in all{said}; nothing was run (--dry-run)")
    return total, refused_total


def unloadable(ds: Dataset, chosen: list[Instance]) -> dict[str, str]:
    """The problems whose task cannot be loaded (the file itself: a feature plangate
    does not read, a mistake), each with the reason, as a run would record them."""
    from plangate.errors import PddlError, one_line
    from plangate.pddl.loader import load_task

    out: dict[str, str] = {}
    for inst in chosen:
        if not inst.problem:
            continue
        try:
            load_task(domain_of(ds, inst), inst.problem)
        except PddlError as err:
            out[inst.name] = one_line(str(err), 300)
    return out


def refusals(
    ds: Dataset, chosen: list[Instance], methods: list[str], planners: list[str]
) -> list[str]:
    """What the methods and planners declare they cannot run (``unsupported``), asked of
    the run's first problem (a dataset's problems share its domain), in one line each;
    and a planner that is not installed here."""
    from plangate.errors import PlangateError
    from plangate.pddl.loader import load_task
    from plangate.verify.planners import get_planner

    if not chosen:
        return []
    first = chosen[0]
    try:
        task = load_task(domain_of(ds, first), first.problem)
    except PlangateError:
        return []  # said as a refusal
    except OSError as err:
        return [f"{first.name} cannot be read: {err}"]
    out = []
    for name in planners:
        planner = get_planner(name)
        why = planner.missing() or planner.unsupported(task)
        if why:
            out.append(f"planner {name} will record its rows as refused: {why}")
    for m in methods:
        why = MethodSpec.parse(m).method.unsupported(task)
        if why:
            out.append(f"{m} cannot run on {ds.name}: {why}")
    return out


def quick_check(ds: Dataset, unknown: list[Instance], out: Callable[[str], None]) -> None:
    """A bounded search (A* with LM-cut, :data:`~plangate.verify.budgets.QUICK_LOOK`) on
    each problem whose optimal length is not known: the problems it solves cost the
    ground truth little; those it gives up on are named, the ones to give an optimal
    planner."""
    import time

    from plangate.errors import PlangateError
    from plangate.pddl.loader import load_task
    from plangate.verify.budgets import QUICK_LOOK
    from plangate.verify.search import search

    solved: list[float] = []
    hard: list[str] = []
    started = shown = time.monotonic()
    for n, inst in enumerate(unknown, start=1):
        try:
            task = load_task(domain_of(ds, inst), inst.problem)
            result = search(task, budget=QUICK_LOOK, heuristic="lmcut")
        except PlangateError as err:
            hard.append(f"{inst.name} ({err})")
            continue
        if result.cost is not None:
            solved.append(float(result.cost))
        else:
            hard.append(inst.name)
        if time.monotonic() - shown >= 3.0 and n < len(unknown):  # no silent wait
            shown = time.monotonic()
            out(f"  ... quick ground-truth check: {n} of {len(unknown)} problems")
    seconds = time.monotonic() - started
    lo, hi = (min(solved), max(solved)) if solved else (0.0, 0.0)
    lengths = (
        "" if not solved else f" (optimal length {lo:g}" + (f" to {hi:g})" if hi > lo else ")")
    )
    out(
        f"  quick ground-truth check ({QUICK_LOOK.seconds:g} s each, {seconds:.0f} s in all): "
        f"{len(solved)} of {len(unknown)} solved{lengths}"
        + (f"; gave up on {', '.join(hard)}: these take the ground truth longer" if hard else "")
    )
