"""Greedy best-first search with h^FF: plangate's against Pyperplan's, on the same tasks
with the same limits, in the same run.

    python benchmarks/bench_gbfs.py [--root ../shared/ipc2023-learning] [--tasks 30]
        [--seconds 60] [--memory 2048] [--domains blocksworld,ferry] [--json out.jsonl]

For each domain folder under ``--root`` (``domain.pddl`` and ``testing/easy/*.pddl``,
the IPC 2023 Learning Track's layout), the first ``--tasks`` test tasks are each solved
once by each planner in a child process of its own (``--memory`` MiB of address space;
the search's ``--seconds``, reading and grounding not counted in them but bounded too).
plangate: :func:`plangate.verify.guided.guided` with ``ff``. Pyperplan: its own parser,
grounding, ``hFFHeuristic`` and ``greedy_best_first_search``, stopped by an alarm at the
same limit. Every plan either returns is validated on plangate's task of the same files
(an invalid plan does not count as solved). Expansions are the states whose successors
were generated (Pyperplan: its calls of ``get_successor_states``; plangate tests the goal
when a state is generated, Pyperplan when it is expanded).

Printed per domain and in total: tasks solved by each, the expansions on the tasks both
solved, and the time per expansion (search seconds over expansions, over every task),
with Pyperplan's time per expansion over plangate's; a task Pyperplan cannot read
(negative preconditions, say) is counted apart, with what plangate solved there.
``--baselines`` then runs plangate's search with no heuristic (``blind``), the goal
count and h^add on the same tasks: tasks solved by each. Nothing is asserted about
times: the ratios are this machine's, in this run.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import resource
import signal
import sys
import time
from multiprocessing.connection import Connection
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "ipc2023-learning"
PLANNERS = ("plangate", "pyperplan")


class _Alarm(Exception):
    pass


def _plangate(domain: str, problem: str, seconds: float, h: str = "ff") -> dict[str, object]:
    from plangate.pddl.loader import load_task
    from plangate.verify.budgets import Budget
    from plangate.verify.guided import guided
    from plangate.verify.validate import validate

    t0 = time.perf_counter()
    task = load_task(domain, problem)
    task.prepare()
    ground = time.perf_counter() - t0
    found = guided(task, h, "gbfs", Budget(seconds=seconds))
    valid = found.plan is not None and validate(task, found.plan).success
    ended = "plan" if found.plan is not None else found.gave_up or "exhausted"
    return {"solved": valid, "expanded": found.expanded, "search": found.seconds,
            "ground": ground, "length": len(found.plan or []), "ended": ended}  # fmt: skip


def _pyperplan(domain: str, problem: str, seconds: float) -> dict[str, object]:
    from pyperplan.grounding import ground
    from pyperplan.heuristics.relaxation import hFFHeuristic
    from pyperplan.pddl.parser import Parser
    from pyperplan.search.a_star import greedy_best_first_search

    t0 = time.perf_counter()
    parser = Parser(domain, problem)
    task = ground(parser.parse_problem(parser.parse_domain()))
    h = hFFHeuristic(task)
    ground_s = time.perf_counter() - t0
    expanded = [0]
    successors = task.get_successor_states

    def counted(state: object) -> object:
        expanded[0] += 1
        return successors(state)

    task.get_successor_states = counted  # type: ignore[method-assign]

    def alarm(signum: int, frame: object) -> None:
        raise _Alarm

    signal.signal(signal.SIGALRM, alarm)
    t1 = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        plan = greedy_best_first_search(task, h)
        ended = "plan" if plan is not None else "exhausted"
    except _Alarm:
        plan, ended = None, f"time limit of {seconds:g} s"
    finally:
        signal.signal(signal.SIGALRM, signal.SIG_IGN)  # an alarm due now is dropped
        signal.setitimer(signal.ITIMER_REAL, 0)
    search = time.perf_counter() - t1
    return {"solved": plan is not None and _valid(domain, problem, [op.name for op in plan]),
            "expanded": expanded[0], "search": search, "ground": ground_s,
            "length": len(plan or []), "ended": ended}  # fmt: skip


def _valid(domain: str, problem: str, steps: list[str]) -> bool:
    """Whether Pyperplan's plan (its operators' names) is valid on plangate's task."""
    from plangate.pddl.loader import load_task
    from plangate.verify.validate import validate

    task = load_task(domain, problem)
    plan = []
    for step in steps:
        name, *args = step.strip("()").split()
        op = task.operator(name, tuple(args))
        if op is None:
            return False
        plan.append(op)
    return validate(task, plan).success


def _child(out: Connection, planner: str, domain: str, problem: str, seconds: float,
           memory: int) -> None:  # fmt: skip
    limit = memory * 2**20
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        if planner.startswith("plangate"):
            h = planner.partition(":")[2] or "ff"
            out.send(_plangate(domain, problem, seconds, h))
        else:
            out.send(_pyperplan(domain, problem, seconds))
    except MemoryError:
        out.send({"solved": False, "ended": f"memory limit of {memory} MiB"})
    except Exception as err:  # a planner that fails on a task: one line in the table
        out.send({"solved": False, "ended": f"{type(err).__name__}: {str(err)[:200]}"})


def run_one(planner: str, domain: str, problem: str, seconds: float, memory: int
            ) -> dict[str, object]:  # fmt: skip
    """One planner on one task in a child process; its answer, or how it ended."""
    ctx = multiprocessing.get_context("fork")
    mine, theirs = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(theirs, planner, domain, problem, seconds, memory))
    proc.start()
    theirs.close()
    answer: dict[str, object] = {"solved": False, "ended": "no answer"}
    if mine.poll(2 * seconds + 60):
        try:
            answer = mine.recv()
        except EOFError:
            answer = {"solved": False, "ended": f"crashed (exit {proc.exitcode})"}
    else:
        answer = {"solved": False, "ended": "no answer in time"}
    proc.kill()
    proc.join()
    return answer


def _tasks(folder: Path, n: int) -> list[Path]:
    return sorted((folder / "testing" / "easy").glob("*.pddl"))[:n]


def _unsupported(domain: str, problem: str) -> str | None:
    """What Pyperplan does not read in these files (plangate's planner adapter says)."""
    from plangate.pddl.loader import load_task
    from plangate.verify.planners import get_planner

    return get_planner("pyperplan").unsupported(load_task(domain, problem))


def _cells(rows: list[dict[str, object]], both: list[int]) -> tuple[list[str], dict[str, float]]:
    solved = sum(bool(r["solved"]) for r in rows)
    exp_both = sum(int(rows[k].get("expanded", 0)) for k in both)  # type: ignore[call-overload]
    exp = sum(int(r.get("expanded", 0)) for r in rows)  # type: ignore[call-overload]
    secs = sum(float(r.get("search", 0.0)) for r in rows)  # type: ignore[arg-type]
    per = secs / exp * 1e6 if exp else float("nan")
    return [str(solved), str(exp_both), f"{per:.0f}"], {
        "solved": solved, "expanded_both": exp_both, "us_per_expansion": per}  # fmt: skip


def _row(name: str, runs: dict[str, list[dict[str, object]]]) -> tuple[str, dict[str, object]]:
    """One line of the table: the tasks Pyperplan reads compared; plangate's on the rest."""
    a, b = runs["plangate"], runs["pyperplan"]
    read = [k for k in range(len(a)) if not b[k].get("unsupported")]
    both = [k for k in read if a[k]["solved"] and b[k]["solved"]]
    mine, theirs = [a[k] for k in read], [b[k] for k in read]
    both_here = [read.index(k) for k in both]
    left = [a[k] for k in range(len(a)) if k not in read]
    cells_a, sum_a = _cells(mine, both_here)
    cells_b, sum_b = _cells(theirs, both_here)
    ratio = sum_b["us_per_expansion"] / sum_a["us_per_expansion"] if read else float("nan")
    rest = sum(bool(r["solved"]) for r in left)
    out = {"domain": name, "tasks": len(a), "compared": len(read), "plangate": sum_a,
           "pyperplan": sum_b, "ratio": ratio, "plangate_solved_unread": rest}  # fmt: skip
    cells = [name, f"{len(read)}/{len(a)}", *cells_a, *cells_b, f"{ratio:.2f}",
             f"{rest}/{len(left)}" if left else "-"]  # fmt: skip
    return " | ".join(cells), out


BASELINES = ("blind", "goalcount", "hadd")


def _baselines(folders: list[Path], args: argparse.Namespace,
               done: dict[str, list[dict[str, object]]]) -> None:  # fmt: skip
    """plangate's greedy best-first search with each heuristic: tasks solved per domain."""
    print(f"\nplangate's greedy best-first search by heuristic: tasks solved "
          f"({args.seconds:g} s each)")  # fmt: skip
    print("domain | tasks | " + " | ".join((*BASELINES, "ff")))
    sums = dict.fromkeys((*BASELINES, "ff"), 0)
    total = 0
    for folder in folders:
        problems = _tasks(folder, args.tasks)
        cells = [folder.name, str(len(problems))]
        total += len(problems)
        for h in BASELINES:
            solved = sum(bool(run_one(f"plangate:{h}", str(folder / "domain.pddl"), str(p),
                                      args.seconds, args.memory)["solved"])
                         for p in problems)  # fmt: skip
            sums[h] += solved
            cells.append(str(solved))
        ff = sum(bool(r["solved"]) for r in done["ff"] if r["domain"] == folder.name)
        sums["ff"] += ff
        print(" | ".join([*cells, str(ff)]), flush=True)
    print(" | ".join(["total", str(total), *(str(sums[h]) for h in (*BASELINES, "ff"))]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=SHARED)
    ap.add_argument("--tasks", type=int, default=30, help="test tasks per domain")
    ap.add_argument("--seconds", type=float, default=60.0, help="search seconds per task")
    ap.add_argument("--memory", type=int, default=2048, help="MiB of address space")
    ap.add_argument("--domains", default="", help="comma list (default: every folder)")
    ap.add_argument("--json", type=Path, default=None, help="write every run here")
    ap.add_argument("--verbose", action="store_true", help="a line per task")
    ap.add_argument("--baselines", action="store_true",
                    help="then plangate's search with blind, goalcount, hadd")  # fmt: skip
    args = ap.parse_args(argv)
    if os.environ.get("PYTHONHASHSEED") != "0" and argv is None:
        # Pyperplan's h^FF breaks ties in the order of a set of strings, which Python's
        # hash seed changes from run to run: a fixed seed makes the run repeatable
        os.execve(sys.executable, [sys.executable, *sys.argv],
                  {**os.environ, "PYTHONHASHSEED": "0"})  # fmt: skip
    wanted = {d for d in args.domains.split(",") if d}
    folders = [f for f in sorted(args.root.iterdir()) if (f / "domain.pddl").is_file()
               and (not wanted or f.name in wanted)]  # fmt: skip
    if not folders:
        print(f"no domain folders under {args.root}", file=sys.stderr)
        return 2
    print(f"greedy best-first search with hFF; {args.tasks} test tasks per domain, "
          f"{args.seconds:g} s of search, {args.memory} MiB each; PYTHONHASHSEED="
          f"{os.environ.get('PYTHONHASHSEED', 'random')}")  # fmt: skip
    print("domain | tasks Pyperplan reads | plangate solved | expansions (both solved) | "
          "us/expansion | pyperplan solved | expansions (both solved) | us/expansion | "
          "pyperplan/plangate us per expansion | plangate solved where Pyperplan cannot read "
          "the task")  # fmt: skip
    records, totals = [], {p: [] for p in PLANNERS}  # type: ignore[var-annotated]
    sink = args.json.open("w") if args.json else None
    for folder in folders:
        runs: dict[str, list[dict[str, object]]] = {p: [] for p in PLANNERS}
        for problem in _tasks(folder, args.tasks):
            domain = str(folder / "domain.pddl")
            unread = _unsupported(domain, str(problem))
            for planner in PLANNERS:
                if planner == "pyperplan" and unread:
                    r = {"solved": False, "unsupported": True, "ended": unread}
                else:
                    r = run_one(planner, domain, str(problem), args.seconds, args.memory)
                r = {"planner": planner, "domain": folder.name, "task": problem.name, **r}
                runs[planner].append(r)
                if sink:
                    sink.write(json.dumps(r) + "\n")
                if args.verbose:
                    print(f"  {folder.name} {problem.name} {planner}: {r.get('ended')}, "
                          f"{r.get('expanded', 0)} expansions", flush=True)  # fmt: skip
        line, summary = _row(folder.name, runs)
        print(line, flush=True)
        records.append(summary)
        for p in PLANNERS:
            totals[p] += runs[p]
    line, summary = _row("total", totals)
    print(line)
    if args.baselines:
        _baselines(folders, args, {"ff": totals["plangate"]})
    if sink:
        sink.write(json.dumps({"summary": [*records, summary]}) + "\n")
        sink.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
