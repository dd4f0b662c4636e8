"""The sandboxed child that runs a model's program: started by
:mod:`plangate.programs.sandbox` as ``python -I -S child.py`` with an empty
environment, in a scratch folder. Standard library only; it never imports plangate,
and nothing plangate knows of the task's answers is ever sent to it.

The request comes on standard input (JSON: the program's text, the limits, the work);
the answer goes to standard output (JSON), which the parent reads as a claim: every
state and plan in it is checked again by the parent on the true task. In order, the
child limits itself (memory, CPU seconds, file size, open files, core dumps), loads the
modules a program may use, locks itself (:mod:`lockdown`, loaded by its path), runs the
program's text, then the work: calls of the program's functions on given states, a
breadth-first search with the program's successor function and goal test, or a greedy
best-first search over the task's operators (sent as data) with the program's heuristic.

The program's prints go to standard error (kept by the parent, bounded); each call is
bounded in wall-clock seconds; a call that raises is one line in the answer: the
exception, and the program's line where it was raised.
"""

from __future__ import annotations

import builtins
import collections
import contextlib
import heapq
import importlib.util
import io
import json
import math
import os
import resource
import signal
import sys
import sysconfig
import time
import traceback
from collections.abc import Callable
from types import FrameType, ModuleType
from typing import Any

PROGRAM = "<program>"  # the file name the program's lines are counted in
PRELOADED = (
    "abc", "array", "bisect", "collections", "copy", "dataclasses", "enum", "fractions",
    "functools", "heapq", "itertools", "json", "math", "operator", "queue", "random", "re",
    "statistics", "string", "typing",
)  # fmt: skip
MAX_FACTS = 1_000_000  # facts in everything one call returns
MAX_TEXT = 400  # characters of an exception's message kept


class CallTimeout(BaseException):
    """A call of the program ran past its seconds."""


class Shape(Exception):
    """What the program returned is not what the work asks for."""


def _limit(limits: dict[str, Any]) -> None:
    memory, cpu, output = limits["memory"], limits["cpu"], limits["output"]
    for what, value in (
        (resource.RLIMIT_AS, memory),
        (resource.RLIMIT_CPU, (int(cpu), int(cpu) + 1)),
        (resource.RLIMIT_FSIZE, output),
        (resource.RLIMIT_NOFILE, 64),
        (resource.RLIMIT_CORE, 0),
    ):
        pair = value if isinstance(value, tuple) else (int(value), int(value))
        with contextlib.suppress(ValueError, OSError):  # the parent's clock bounds it still
            resource.setrlimit(what, pair)


def _lockdown() -> list[str]:
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("plangate_lockdown", f"{here}/lockdown.py")
    assert spec is not None and spec.loader is not None
    module: ModuleType = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    paths = sysconfig.get_paths()
    readable = sorted({paths["stdlib"], paths["platstdlib"]})
    held: list[str] = module.lock(readable)
    return held


def _line(err: BaseException) -> int | None:
    """The program's line where ``err`` was raised (its innermost frame in the program)."""
    found = None
    for frame in traceback.extract_tb(err.__traceback__):
        if frame.filename == PROGRAM:
            found = frame.lineno
    return found


def _failure(err: BaseException, kind: str | None = None) -> dict[str, Any]:
    text = str(err).strip().splitlines()
    said = type(err).__name__ + (f": {text[0][:MAX_TEXT]}" if text else "")
    if kind is None:
        kind = (
            "memory" if isinstance(err, MemoryError)
            else "refused" if isinstance(err, PermissionError)
            else "timeout" if isinstance(err, CallTimeout)
            else "shape" if isinstance(err, Shape)
            else "exception"
        )  # fmt: skip
    return {"error": said, "kind": kind, "line": _line(err)}


# ------------------------------------------------------------------ values
def _state(facts: Any) -> frozenset[tuple[Any, ...]]:
    return frozenset(tuple(f) for f in facts)


def _fact(value: object, counted: list[int]) -> list[Any]:
    if not isinstance(value, tuple | list) or not value:
        raise Shape(f"a fact must be a tuple of names, not {type(value).__name__}")
    out = []
    for part in value:
        if type(part) is str or (type(part) in (int, float) and math.isfinite(part)):
            out.append(part)
        else:
            raise Shape(f"a fact holds a {type(part).__name__}, not a name or a number")
    counted[0] += 1
    if counted[0] > MAX_FACTS:
        raise Shape(f"more than {MAX_FACTS:,} facts returned")
    return out


def _plain_state(value: object, counted: list[int]) -> list[list[Any]]:
    if isinstance(value, str | bytes) or not isinstance(value, set | frozenset | list | tuple):
        raise Shape(f"a state must be a set of facts, not {type(value).__name__}")
    facts = [_fact(f, counted) for f in value]
    return sorted(facts, key=lambda f: [str(x) for x in f])


def plain(value: Any, kind: str) -> Any:
    """What a call returned, as JSON of the kind the work asks for (a claim)."""
    if kind == "bool":
        if type(value) is not bool:
            raise Shape(f"returned a {type(value).__name__}, not True or False")
        return value
    if kind == "number":
        if type(value) not in (int, float) or (type(value) is float and math.isnan(value)):
            raise Shape(f"returned a {type(value).__name__}, not a number")
        return value if math.isfinite(value) else ("inf" if value > 0 else "-inf")
    if kind == "states":
        if isinstance(value, str | bytes | dict) or not hasattr(value, "__iter__"):
            raise Shape(f"returned a {type(value).__name__}, not a list of states")
        counted = [0]
        return [_plain_state(s, counted) for s in value]
    if kind == "plan":
        if not isinstance(value, list | tuple):
            raise Shape(f"returned a {type(value).__name__}, not a list of actions")
        counted = [0]
        return [v if type(v) is str else _fact(v, counted) for v in value]
    raise Shape(f"unknown kind {kind!r}")


# ------------------------------------------------------------------ calls
def _bounded(seconds: float, fn: Callable[..., Any], *args: Any) -> Any:
    def expired(signum: int, frame: FrameType | None) -> None:
        raise CallTimeout(f"over {seconds:g} s")

    signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return fn(*args)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _arg(value: Any, kind: str) -> Any:
    return _state(value) if kind == "state" else value


def calls(namespace: dict[str, Any], work: dict[str, Any], seconds: float) -> list[Any]:
    out: list[Any] = []
    for call in work["calls"]:
        fn = namespace.get(call["fn"])
        if not callable(fn):
            out.append({"error": f"the program defines no function {call['fn']}",
                        "kind": "missing", "line": None})  # fmt: skip
            continue
        args = [_arg(a, k) for a, k in zip(call["args"], call["kinds"], strict=True)]
        try:
            out.append({"value": plain(_bounded(seconds, fn, *args), call["as"])})
        except BaseException as err:  # the program's own failure, whatever it raised
            out.append(_failure(err))
    return out


def bfs(namespace: dict[str, Any], work: dict[str, Any], seconds: float) -> dict[str, Any]:
    """Breadth-first search from ``start`` with the program's successor function and
    goal test (given ``goal_facts`` as its second argument when the work has them): the
    path of states found (a claim the parent checks), or why none."""
    successors, goal = namespace.get(work["successors"]), namespace.get(work["goal"])
    if not callable(successors) or not callable(goal):
        name = work["goal"] if callable(successors) else work["successors"]
        return {"error": f"the program defines no function {name}", "kind": "missing",
                "line": None}  # fmt: skip
    start = _state(work["start"])
    target = _state(work["goal_facts"]) if "goal_facts" in work else None
    at_goal = (lambda s: goal(s, target)) if target is not None else goal
    parent: dict[frozenset[tuple[Any, ...]], frozenset[tuple[Any, ...]] | None] = {start: None}
    frontier = collections.deque([start])
    expanded, limit, t0 = 0, work["max_expansions"], time.monotonic()
    try:
        while frontier:
            state = frontier.popleft()
            if plain(_bounded(seconds, at_goal, state), "bool"):
                path = []
                at: frozenset[tuple[Any, ...]] | None = state
                while at is not None:
                    path.append(_plain_state(at, [0]))
                    at = parent[at]
                return {"path": path[::-1], "expanded": expanded}
            if expanded >= limit:
                return {"gave_up": f"{limit:,} expansions", "expanded": expanded}
            expanded += 1
            for nxt in plain(_bounded(seconds, successors, state), "states"):
                key = _state(nxt)
                if key not in parent:
                    parent[key] = state
                    frontier.append(key)
        return {"exhausted": True, "expanded": expanded}
    except BaseException as err:
        return {**_failure(err), "expanded": expanded, "seconds": time.monotonic() - t0}


def gbfs(namespace: dict[str, Any], work: dict[str, Any], seconds: float) -> dict[str, Any]:
    """Greedy best-first search from ``start`` over the task's ``operators`` (sent as data:
    name, preconditions, negative preconditions, adds, deletes, facts as lists) guided by
    the program's ``heuristic(state, goal)``; a state it values infinite is never entered.
    The plan found is a claim (the parent validates it); so are the counts."""
    h = namespace.get(work["heuristic"])
    if not callable(h):
        return {"error": f"the program defines no function {work['heuristic']}",
                "kind": "missing", "line": None}  # fmt: skip
    ops = [(name, _state(pre), _state(neg), _state(add), _state(dele))
           for name, pre, neg, add, dele in work["operators"]]  # fmt: skip
    first: dict[tuple[Any, ...], list[int]] = collections.defaultdict(list)
    free = [k for k, op in enumerate(ops) if not op[1]]
    for k, op in enumerate(ops):
        if op[1]:
            first[min(op[1])].append(k)
    start, goal = _state(work["start"]), _state(work["goal_facts"])
    pos = frozenset(g for g in goal if g[0] != "not")
    neg = frozenset(g[1:] for g in goal if g[0] == "not")
    parent: dict[frozenset[tuple[Any, ...]], tuple[Any, int] | None] = {start: None}
    expanded = evaluated = 0
    limit, t0, deadline = work["max_expansions"], time.monotonic(), work["seconds"]

    def value(state: frozenset[tuple[Any, ...]]) -> float:
        v = plain(_bounded(seconds, h, state, goal), "number")
        return math.inf if v == "inf" else -math.inf if v == "-inf" else float(v)

    def plan(state: frozenset[tuple[Any, ...]]) -> dict[str, Any]:
        steps = []
        link = parent[state]
        while link is not None:
            state, k = link
            steps.append(ops[k][0])
            link = parent[state]
        return {"plan": steps[::-1], "expanded": expanded, "evaluated": evaluated}

    try:
        if pos <= start and not neg & start:
            return plan(start)
        heap = [(value(start), 0, start)]
        evaluated, tie = 1, 1
        while heap:
            if expanded >= limit:
                return {"gave_up": f"{limit:,} expansions", "expanded": expanded,
                        "evaluated": evaluated}  # fmt: skip
            if time.monotonic() - t0 > deadline:
                return {"gave_up": f"{deadline:g} s", "expanded": expanded,
                        "evaluated": evaluated}  # fmt: skip
            _, _, state = heapq.heappop(heap)
            expanded += 1
            todo = set(free)
            for fact in state:
                todo.update(first.get(fact, ()))
            for k in sorted(todo):
                _, pre, nope, add, dele = ops[k]
                if not pre <= state or nope & state:
                    continue
                nxt = (state - dele) | add
                if nxt in parent:
                    continue
                parent[nxt] = (state, k)
                if pos <= nxt and not neg & nxt:
                    return plan(nxt)
                v = value(nxt)
                evaluated += 1
                if v < math.inf:
                    heapq.heappush(heap, (v, tie, nxt))
                    tie += 1
        return {"exhausted": True, "expanded": expanded, "evaluated": evaluated}
    except BaseException as err:
        return {**_failure(err), "expanded": expanded, "evaluated": evaluated}


WORK: dict[str, Callable[[dict[str, Any], dict[str, Any], float], Any]] = {
    "calls": calls,
    "bfs": bfs,
    "gbfs": gbfs,
}


def main() -> None:
    request = json.loads(sys.stdin.buffer.read())
    _limit(request["limits"])
    answer = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # the program's own writes to fd 1 go where its prints go
    sys.stdout = io.TextIOWrapper(os.fdopen(1, "wb", buffering=0), write_through=True)
    for name in PRELOADED:
        __import__(name)
    locks = _lockdown()
    result: dict[str, Any] = {"locks": locks}
    namespace = {"__name__": "program", "__builtins__": builtins}
    seconds = request["limits"]["call_seconds"]
    try:
        code = compile(request["code"], PROGRAM, "exec")
        _bounded(seconds, exec, code, namespace)
    except BaseException as err:  # the program does not load: nothing else is run
        result["load"] = _failure(err, "syntax" if isinstance(err, SyntaxError) else None)
        if isinstance(err, SyntaxError):
            result["load"]["line"] = err.lineno
    else:
        work = request["work"]
        result["work"] = WORK[work["kind"]](namespace, work, seconds)
    answer.write(json.dumps(result))
    answer.flush()


if __name__ == "__main__":
    main()
