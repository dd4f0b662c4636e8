"""The process external planners run in (:mod:`plangate.verify.processes`).

Started with ``python -m plangate.planner_process`` in a session of its own; it reads
one JSON request per line on stdin (``[solver, args]``) and answers one JSON line on
its stdout. It imports nothing of plangate's layers (a new process answers in tens of
milliseconds, not after plangate's parser and machine are loaded): a planner's driver
is run as a command, pyperplan is imported only when asked for, and the parent reads
what they said. Whatever the planners print goes nowhere: the answers use a private
copy of stdout. The parent kills the whole session (this process and any planner it
started) when a call runs over its limit, and starts a fresh one for the next call.
When the parent dies without doing so (killed, or its machine's out-of-memory
killer), a watchdog here kills the session: a planner never runs on with no one to
stop it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

BACKSTOP = 10.0  # seconds past the parent's limit before this process stops a driver itself
_END_AFTER_ANSWER = False
WATCH = 0.5  # seconds between the watchdog's looks at the parent


def _watch(parent: int) -> None:
    """Kill this session (this process and its planners) once the parent is gone."""
    while os.getppid() == parent:
        time.sleep(WATCH)
    os.killpg(os.getpgid(0), signal.SIGKILL)


def main() -> None:
    threading.Thread(target=_watch, args=(os.getppid(),), daemon=True).start()
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    quiet = os.open(os.devnull, os.O_WRONLY)
    os.dup2(quiet, 1)  # planners' own output must not reach the answers
    os.dup2(quiet, 2)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115

    solvers: dict[str, Callable[..., object]] = {
        "pyperplan": pyperplan,
        "driver": driver,
        "program": program,
        "match": match,
    }
    for line in sys.stdin:
        try:
            name, args = json.loads(line)
            out: Any = ["ok", solvers[name](*args)]
        except BaseException as err:  # the parent decides what an error means
            out = ["error", f"{type(err).__name__}: {err}"]
        answers.write(json.dumps(out) + "\n")
        answers.flush()
        if _END_AFTER_ANSWER:  # a planner's processes may outlive its driver
            os.killpg(os.getpgid(0), signal.SIGKILL)


def driver(command: list[str], domain_text: str, problem_text: str, seconds: float | None) -> Any:
    """A planner's driver (Fast Downward's, SymK's): ``command`` with the domain, problem
    and plan files appended. ("plan", steps) or ("exit", code, what it printed)."""
    with tempfile.TemporaryDirectory(prefix="plangate-fd-") as tmp:
        d, p, plan = Path(tmp) / "domain.pddl", Path(tmp) / "problem.pddl", Path(tmp) / "plan"
        d.write_text(domain_text)
        p.write_text(problem_text)
        cut = 4 if command[2:3] == ["--alias"] else 2  # a driver's alias precedes the files
        cmd = [*command[:cut], "--plan-file", str(plan), str(d), str(p), *command[cut:]]
        # the parent stops a call that runs over its limit by killing this process's whole
        # session, the driver's search with it; the timeout here is a backstop after which
        # this process answers and then ends its session (killing the driver alone would
        # leave its search running with no one to stop it)
        backstop = None if seconds is None else seconds + BACKSTOP
        try:
            out = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=backstop)
        except subprocess.TimeoutExpired:
            global _END_AFTER_ANSWER
            _END_AFTER_ANSWER = True
            return ("exit", 23, "gave up: timeout")
        if plan.is_file():
            steps = []
            for line in plan.read_text().splitlines():
                line = line.strip()
                if line.startswith("("):
                    name, *args = line.strip("()").split()
                    steps.append((name.lower(), tuple(a.lower() for a in args)))
            return ("plan", steps)
        return ("exit", out.returncode, (out.stdout + "\n" + out.stderr)[-20_000:])


def program(command: list[str], domain_text: str, problem_text: str, seconds: float | None) -> Any:
    """A planner run as a command that names its files by the placeholders ``{domain}``,
    ``{problem}`` and ``{plan}`` (ENHSP's ``java -jar``): ("plan", the plan file's text,
    what it printed) or ("exit", code, what it printed), the output's last 20,000
    characters."""
    global _END_AFTER_ANSWER
    with tempfile.TemporaryDirectory(prefix="plangate-program-") as tmp:
        files = {"domain": Path(tmp) / "domain.pddl", "problem": Path(tmp) / "problem.pddl",
                 "plan": Path(tmp) / "plan.txt"}  # fmt: skip
        files["domain"].write_text(domain_text)
        files["problem"].write_text(problem_text)
        cmd = [part.format(**{k: str(v) for k, v in files.items()}) for part in command]
        backstop = None if seconds is None else seconds + BACKSTOP
        try:
            out = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=backstop)
        except subprocess.TimeoutExpired:
            _END_AFTER_ANSWER = True
            return ("timeout", None, "")
        said = (out.stdout + "\n" + out.stderr)[-20_000:]
        if files["plan"].is_file():
            return ("plan", files["plan"].read_text(errors="replace")[:10_000_000], said)
        return ("exit", out.returncode, said)


def match(
    first: list[Any], second: list[Any], objects: list[int], limit: int, subgraph: bool
) -> list[list[list[int]]]:
    """Up to ``limit`` isomorphisms of two coloured graphs (each ``[colours, edges]``, a
    node an index), or of ``second`` into ``first`` as an induced subgraph (VF2), each as
    the ``[node of first, node of second]`` pairs of the nodes ``objects`` (of
    ``first``). Run here, a matcher no one can interrupt in the caller's process is
    killed with this process when the caller's budget runs out."""
    import networkx as nx
    from networkx.algorithms.isomorphism import GraphMatcher

    graphs = []
    for colours, edges in (first, second):
        g = nx.Graph()
        g.add_nodes_from((i, {"c": c}) for i, c in enumerate(colours))
        g.add_edges_from(edges)
        graphs.append(g)
    wanted = set(objects)
    if subgraph:
        matcher = GraphMatcher(graphs[0], graphs[1], node_match=lambda a, b: a["c"] == b["c"])
        found: Any = matcher.subgraph_isomorphisms_iter()
    else:
        found = nx.vf2pp_all_isomorphisms(graphs[0], graphs[1], node_label="c")
    out = []
    for mapping in found:
        out.append([[a, b] for a, b in mapping.items() if a in wanted])
        if len(out) >= limit:
            break
    return out


def pyperplan(domain_text: str, problem_text: str) -> list[tuple[str, tuple[str, ...]]] | None:
    """pyperplan's A* with LM-cut: the plan's steps, or None when no plan exists."""
    import logging

    from pyperplan import grounding
    from pyperplan.heuristics.lm_cut import LmCutHeuristic
    from pyperplan.pddl.parser import Parser
    from pyperplan.search import astar_search

    logging.disable(logging.CRITICAL)
    with tempfile.TemporaryDirectory(prefix="plangate-pyperplan-") as tmp:
        d = Path(tmp) / "domain.pddl"
        p = Path(tmp) / "problem.pddl"
        d.write_text(domain_text)
        p.write_text(problem_text)
        parser = Parser(str(d), str(p))
        dom = parser.parse_domain()
        ptask = grounding.ground(parser.parse_problem(dom))
    plan = astar_search(ptask, LmCutHeuristic(ptask))
    if plan is None:
        return None
    out = []
    for op in plan:
        parts = op.name.strip("()").split()
        out.append((parts[0], tuple(parts[1:])))
    return out


if __name__ == "__main__":
    main()
