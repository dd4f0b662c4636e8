"""Fast Downward and SymK through their own drivers (shipped in up-fast-downward and
up-symk), with the optimal search that fits the task.

Fast Downward: A* with LM-cut (its ``seq-opt-lmcut``) for tasks without conditional
effects or axioms, A* with h^max (admissible, and it reads conditional effects) for
tasks with ``when``, A* blind for derived predicates (h^max may be unsafe with
axioms). SymK: its bidirectional symbolic search (``sym_bd()``), which reads all of
them. The driver runs in plangate's planner process (:mod:`plangate.planner_process`,
through :mod:`plangate.verify.processes`), killed with everything it started when the
limit runs out. No unified-planning in between: its reader refuses valid PDDL
(``either``, derived predicates) and costs seconds on large problems.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from plangate.pddl import syntax as s
from plangate.pddl.task import Task

FD_LMCUT = "astar(lmcut())"
FD_HMAX = "astar(hmax())"
FD_BLIND = "astar(blind())"
SYMK_BD = "sym_bd()"
FD_GREEDY = "lazy_greedy([ff()], preferred=[ff()])"  # any plan, fast (not optimal)
LAMA_FIRST = "lama-first"  # Fast Downward's own alias: LAMA 2011's first plan (not optimal)
SEARCHES = {
    LAMA_FIRST: "LAMA, first plan",
    FD_GREEDY: "greedy best-first search with h^FF",
    FD_LMCUT: "A* with LM-cut",
    FD_HMAX: "A* with h^max",
    FD_BLIND: "A* blind",
    SYMK_BD: "bidirectional symbolic search",
}
ANY_PLAN = ("fast-downward-greedy", "lama-first")  # drivers whose search is not optimal
DRIVERS = {  # planner -> (package module, the driver under it)
    "fast-downward": ("up_fast_downward", "downward/fast-downward.py"),
    "fast-downward-greedy": ("up_fast_downward", "downward/fast-downward.py"),
    "lama-first": ("up_fast_downward", "downward/fast-downward.py"),
    "symk": ("up_symk", "symk/fast-downward.py"),
}


def has_when(domain: s.Domain) -> bool:
    """Whether an action has a conditional effect."""
    return any(
        isinstance(e, s.When)
        for a in domain.actions
        if a.effect is not None
        for e in s.effect_nodes(a.effect)
    )


def search_for(planner: str, task: Task) -> str:
    """The optimal search ``planner`` runs on ``task`` (``fast-downward-greedy``: any
    plan, by greedy best-first search)."""
    if planner == "fast-downward-greedy":
        return FD_GREEDY
    if planner == "lama-first":
        return LAMA_FIRST
    if planner == "symk":
        return SYMK_BD
    if task.domain.derived:
        return FD_BLIND
    return FD_HMAX if has_when(task.domain) else FD_LMCUT


def package_dir(module: str) -> Path:
    """Where an installed package's files are, without importing it (up-fast-downward's
    ``__init__`` imports unified-planning: over a second, on every new process)."""
    import importlib.util

    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(module)
    return Path(next(iter(spec.submodule_search_locations)))


def driver_path(planner: str) -> Path:
    module, rel = DRIVERS[planner]
    return package_dir(module) / rel


def driver_command(planner: str, search: str) -> list[str]:
    """The command that runs ``planner``'s driver with ``search`` (the planner process
    puts the plan, domain and problem files after its first two words)."""
    if search == LAMA_FIRST:  # the driver's alias, as its own definition of LAMA has it
        return [sys.executable, str(driver_path(planner)), "--alias", LAMA_FIRST]
    return [sys.executable, str(driver_path(planner)), "--search", search]


def driver_answer(planner: str, search: str, out: Any) -> Any:
    """What the planner process said of a driver's run: ("plan", steps, True) or
    (status value, message)."""
    if out[0] == "plan":
        return ("plan", [(n, tuple(a)) for n, a in out[1]], True)
    return fd_ending(int(out[1]), str(out[2]), search, planner)


# Fast Downward's driver's exit codes (driver/returncodes.py) past a plan found
FD_EXITS = {
    10: "unsolvable",  # the translator proved it
    11: "unsolvable",  # the search proved it
    12: "gave-up",  # an incomplete search ended without a plan
    20: "gave-up", 21: "gave-up", 22: "gave-up", 23: "gave-up", 24: "gave-up",
    31: "unsupported", 33: "unsupported", 34: "unsupported",
}  # fmt: skip
FD_WHAT = {
    12: "the search ended without a plan, which it does not prove absent",
    20: "the translator ran out of memory", 21: "the translator ran out of time",
    22: "the search ran out of memory", 23: "the search ran out of time",
    24: "the search ran out of memory and time", 30: "the translator failed",
    31: "the translator refused the task", 32: "the search failed",
    33: "the search refused the task", 34: "the search does not support the task",
}  # fmt: skip
_FD_CHATTER = re.compile(
    r"^(INFO|WARNING)\b|^(translate|search) exit code|^Driver aborting|^Parsing|^\s*->|"
    r"^(Done|Normalizing|Instantiating|Computing|Translating|Building|Writing|Processing)\b|"
    r"^\[t=|^Peak memory|^Remove intermediate"
)


def fd_ending(
    code: int, output: str, search: str = FD_BLIND, planner: str = "fast-downward"
) -> tuple[str, str]:
    """What a Fast Downward (or SymK) driver ending with ``code`` (no plan written)
    means: a status and, unless the task is unsolvable, a message with the line of the
    output that says why (a translator's refusal, not the driver's closing chatter)."""
    status = FD_EXITS.get(code, "error")
    if status == "unsolvable":
        return ("unsolvable", "")
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    said = [ln for ln in lines if not _FD_CHATTER.search(ln)]
    why = said[-1] if said else (lines[-1] if lines else "no output")
    what = FD_WHAT.get(code, "the planner failed")
    how = SEARCHES.get(search, search)
    return (status, f"{planner} ({how}): {what} (exit {code}): {why[:200]}")


__all__ = [
    "FD_BLIND",
    "FD_HMAX",
    "FD_LMCUT",
    "SEARCHES",
    "SYMK_BD",
    "driver_answer",
    "driver_command",
    "fd_ending",
    "has_when",
    "package_dir",
    "search_for",
]
