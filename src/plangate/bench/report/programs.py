"""The table of the methods whose answer is a program (code-successors, code-heuristic,
code-genplan), per dataset, model and method: coverage of the episodes' tasks, the
rounds a program took to pass its tests (over the episodes where one passed), and the
share of programs that crashed or were stopped, each share with its 95% Wilson
interval."""

from __future__ import annotations

from collections.abc import Sequence

from plangate.bench.kinds import paper_of
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.stats import wilson


def _count(stats: object, *names: str) -> int:
    return sum(int(getattr(stats, n, 0) or 0) for n in names)


def _passed(stats: object) -> bool:
    """Whether the episode's program passed what it is checked on: every generated test
    (code-successors), every training problem (code-genplan), the training search with
    no crash left (code-heuristic: its kept candidate solved a training problem)."""
    if hasattr(stats, "passed"):
        return bool(stats.passed)
    return _count(stats, "best_solved") > 0


def _share(k: int, n: int) -> str:
    if n == 0:
        return ""
    p, lo, hi = wilson(k, n)
    return f"{100 * p:.1f} [{100 * lo:.1f}, {100 * hi:.1f}] ({k}/{n})"


def programs_table(records: Sequence[Record]) -> tuple[str, list[str], list[list[str]], str]:
    mine = [r for r in records if isinstance(r, EpisodeRecord) and r.ok
            and paper_of(r.kind) == "programs"]  # fmt: skip
    groups: dict[tuple[str, str, str], list[EpisodeRecord]] = {}
    for r in mine:
        groups.setdefault((r.dataset, str(r.model_label), r.shown), []).append(r)
    rows = []
    for (dataset, model, method), rs in sorted(groups.items()):
        stats = [r.stats() for r in rs]
        solved = sum(bool(r.success) for r in rs)
        passed = [s for s in stats if s is not None and _passed(s)]
        rounds = [_count(s, "rounds") for s in passed]
        programs = sum(_count(s, "rounds") - _count(s, "no_code") for s in stats if s is not None)
        crashed = sum(_count(s, "stopped", "crashed", "exceptions", "timeouts")
                      for s in stats if s is not None)  # fmt: skip
        mean_rounds = f"{sum(rounds) / len(rounds):.2f} ({len(rounds)})" if rounds else ""
        rows.append([dataset, model, method, str(len(rs)), _share(solved, len(rs)),
                     mean_rounds, _share(min(crashed, programs), programs)])  # fmt: skip
    columns = ["dataset", "model", "method", "episodes", "coverage % [95%]",
               "rounds to pass (episodes)", "programs crashed % [95%]"]  # fmt: skip
    note = (
        "Coverage: the episodes whose plan, validated on the true task, reaches the goal. "
        "Rounds to pass: the model's answers until a program passed its checks, over the "
        "episodes where one did. Programs crashed: runs that raised, timed out or were "
        "stopped by the sandbox (code-successors: stopped runs; code-heuristic: candidates "
        "that crashed on every training problem; code-genplan: exceptions and time-outs), "
        "over the answers that held a program."
    )
    return "Programs: coverage, rounds to pass, crashes", columns, rows, note


__all__ = ["programs_table"]
