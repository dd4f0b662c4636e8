"""The ``plangate`` command: argument parsing and printing only.

Exit status: 0 success, 1 a negative answer (e.g. an inapplicable plan
step), 2 bad input (one clear line on stderr, never a traceback).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from plangate.errors import PlangateError, one_line
from plangate.pddl.limits import LIMITS, read_text_bounded, reset_limits, set_limits

EXIT_OK, EXIT_NO, EXIT_BAD_INPUT = 0, 1, 2


def _load(args: argparse.Namespace) -> Any:
    from plangate.pddl.loader import load_task

    return load_task(args.domain, args.problem)


def _emit(obj: Any) -> None:
    print(json.dumps(obj, indent=2))


# ------------------------------------------------------------------ parse
def cmd_parse(args: argparse.Namespace) -> int:
    t0 = time.perf_counter()
    task = _load(args)
    seconds = time.perf_counter() - t0
    dom, prob = task.domain, task.problem
    static = sum(len(v) for v in task.world.static_facts.values())
    info = {
        "domain": dom.name,
        "problem": prob.name,
        "requirements": list(dom.requirements),
        "types": len(dom.types),
        "objects": len(task.objects),
        "predicates": len(dom.predicates),
        "functions": len(dom.functions),
        "schemas": len(dom.actions),
        "ground_facts": len(task.facts),
        "static_facts": static,
        "ground_actions": len(task.operators),
        "initial_facts": len(task.atoms(task.initial)),
        "valid_actions_at_initial": len(task.applicable(task.initial)),
        "initial_is_goal": task.is_goal(task.initial),
        "action_costs": task.uses_costs,
        "seconds": round(seconds, 4),
    }
    if args.json:
        _emit(info)
    else:
        print(f"domain {info['domain']}, problem {info['problem']}")
        print(f"requirements: {' '.join(dom.requirements) or '(none)'}")
        for key in (
            "types",
            "objects",
            "predicates",
            "functions",
            "schemas",
            "ground_facts",
            "static_facts",
            "ground_actions",
            "valid_actions_at_initial",
        ):
            print(f"{key.replace('_', ' ')}: {info[key]}")
        print(f"action costs: {'yes' if task.uses_costs else 'no (unit costs)'}")
        print(f"parsed and grounded in {seconds:.3f} s")
    return EXIT_OK


# ------------------------------------------------------------------ actions
def cmd_actions(args: argparse.Namespace) -> int:
    from plangate.fsm.machine import MealyMachine
    from plangate.pddl.plans import read_plan

    task = _load(args)
    machine = MealyMachine(task)
    state = task.initial
    steps = read_plan(args.plan) if args.plan else []
    for i, step in enumerate(steps, start=1):
        parsed = machine.resolve(step.name, step.args, state)
        if not parsed.valid or parsed.action is None:
            where = f"{args.plan}:{step.line}"
            if args.json:
                _emit(
                    {
                        "ok": False,
                        "step": i,
                        "line": step.line,
                        "action": str(step),
                        "verdict": parsed.verdict.value,
                        "reason": parsed.reason,
                        "unmet": list(parsed.unmet),
                        "state": task.atoms(state),
                    }
                )
            else:
                print(f"{where}: step {i} {step} is invalid: {parsed.reason}")
            return EXIT_NO
        state = parsed.action.apply(state)
    actions = machine.valid_actions(state)
    if args.json:
        _emit(
            {
                "ok": True,
                "steps_applied": len(steps),
                "goal_reached": task.is_goal(state),
                "state": task.atoms(state),
                "actions": [str(a) for a in actions],
            }
        )
        return EXIT_OK
    where = f"after {len(steps)} step{'s' if len(steps) != 1 else ''}" if steps else "initially"
    goal = " (goal reached)" if task.is_goal(state) else ""
    print(f"{len(actions)} valid action{'s' if len(actions) != 1 else ''} {where}{goal}:")
    for i, a in enumerate(actions, start=1):
        print(f"{i:4d}. {a}")
    return EXIT_OK


# ------------------------------------------------------------------ fsm
def cmd_fsm(args: argparse.Namespace) -> int:
    from plangate.fsm.explore import explore

    task = _load(args)
    t0 = time.perf_counter()
    space = explore(task, args.max_states)
    seconds = time.perf_counter() - t0
    dead = space.num_states - len(set(space.src.tolist()))
    info = {
        "states": space.num_states + 2,
        "task_states": space.num_states,
        "edges": space.num_edges,
        "goal_states": space.num_goal_states,
        "dead_ends": dead,
        "ground_actions": len(task.operators),
        "seconds": round(seconds, 4),
    }
    if args.dot:
        with open(args.dot, "w", encoding="utf-8") as fh:
            fh.write(space.to_dot())
        info["dot"] = args.dot
    if args.json:
        _emit(info)
    else:
        print(f"Mealy machine of {task.domain_name}/{task.name}")
        print(f"states: {info['states']} ({space.num_states} task states + start + end)")
        print(f"transitions (valid actions): {space.num_edges}")
        print(f"goal states: {space.num_goal_states}")
        print(f"dead ends (no valid action): {dead}")
        print(f"explored in {seconds:.3f} s")
        if args.dot:
            print(f"DOT written to {args.dot}")
    return EXIT_OK


# ------------------------------------------------------------------ validate
def _read_text(path: str, what: str) -> str:
    try:
        return read_text_bounded(path, what)
    except OSError as err:
        raise PlangateError(f"{path}: cannot read the {what}: {err.strerror}") from None


def cmd_validate(args: argparse.Namespace) -> int:
    from plangate.pddl.plans import stream_plan
    from plangate.verify.validate import validate

    task = _load(args)
    reading = None
    if args.nl:
        from plangate.llm.render import reading_for, renderer_for

        r = renderer_for(task, args.nl)
        reader = reading_for(r)
        text = _read_text(args.plan, "plan")
        reading = reader.read_plan(text)
        result = validate(
            task,
            reading.steps,
            machine=reader.machine,
            parse_text=reader.parse_step,
            describe=r.describe,
        )
    else:
        if args.explain:
            raise PlangateError("--explain shows how an answer is read: it needs --nl CONFIG")
        result = validate(task, stream_plan(args.plan), keep_states=False)
    if args.json:
        out = result.to_dict(task)
        if reading is not None:
            out["reading"] = reading.to_dict()
            if not reading.steps:  # no readable action: no plan, not an empty valid one
                out.update(status="no-plan", valid=False, success=False)
        _emit(out)
        return EXIT_OK if result.success else EXIT_NO
    if reading is not None and args.explain:
        print(reader.explain(reading))
    if reading is not None and not reading.steps:
        print("no plan: the answer names no action")
        return EXIT_NO
    if result.success:
        print(f"valid plan: {result.length} steps, cost {result.cost}, reaches the goal")
    elif result.valid:
        print(
            f"the plan is valid ({result.length} steps) but does not reach the goal; "
            f"unmet goal: {' '.join(result.unmet_goal)}"
        )
    else:
        shown = one_line(f"{result.failed_action}: {result.reason}")  # echoed input, cut
        print(f"invalid plan: step {result.failed_step} {shown}")
        if args.nl and result.unmet_preconditions_text:
            print(f"in words: {'; '.join(result.unmet_preconditions_text)} must hold first")
    return EXIT_OK if result.success else EXIT_NO


# ------------------------------------------------------------------ optimal
def cmd_optimal(args: argparse.Namespace) -> int:
    from plangate.pddl.plans import format_plan
    from plangate.verify.planners import get_planner
    from plangate.verify.search import Limits

    planner = get_planner(args.planner)
    task = _load(args)
    result = planner.plan(task, Limits(max_nodes=args.max_nodes, max_seconds=args.timeout))
    if args.json:
        out = result.to_dict()
        _emit(
            {
                k: out[k]
                for k in (
                    "plan",
                    "length",
                    "cost",
                    "planner",
                    "seconds",
                    "status",
                    "optimal",
                    "message",
                )
            }
        )
    elif result.solved and result.plan is not None:
        print(format_plan(result.plan, result.cost), end="")
        print(
            f"; length = {result.length}, planner = {result.planner}, "
            f"seconds = {result.seconds:.3f}"
        )
    else:
        print(f"{result.planner}: {result.message or result.status.value}")
    if result.solved:
        return EXIT_OK
    return EXIT_NO if result.status.value in ("unsolvable", "gave-up") else EXIT_BAD_INPUT


def cmd_model_path(args: argparse.Namespace) -> int:
    from plangate.errors import ModelError
    from plangate.llm.clients.llama_client import default_model_path

    try:
        print(default_model_path())
    except ModelError as err:
        raise PlangateError(str(err)) from None
    return EXIT_OK


# ------------------------------------------------------------------ main
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="plangate", description="Planning with language models under formal guarantees."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def task_cmd(name: str, help_: str, func: Callable[[argparse.Namespace], int]) -> Any:
        p = sub.add_parser(name, help=help_, description=help_)
        p.add_argument("domain", help="PDDL domain file")
        p.add_argument("problem", help="PDDL problem file")
        p.add_argument("--json", action="store_true", help="print one JSON object")
        p.set_defaults(func=func)
        return p

    task_cmd("parse", "parse and ground a task; print its counts", cmd_parse)
    p = task_cmd(
        "actions", "list the numbered valid actions (initially or after a plan)", cmd_actions
    )
    p.add_argument("--plan", metavar="FILE", help="IPC plan file whose steps are applied first")
    p = task_cmd("fsm", "explore the Mealy machine explicitly and print its statistics", cmd_fsm)
    p.add_argument("--dot", metavar="FILE", help="write the machine as Graphviz DOT")
    p.add_argument(
        "--max-states",
        type=int,
        default=100_000,
        metavar="N",
        help="refuse tasks with more reachable states (default 100000)",
    )
    p = sub.add_parser(
        "validate",
        help="replay a plan file and say whether it reaches the goal",
        description="Exit 0: valid and reaches the goal; 1: it does not; 2: bad input.",
    )
    p.add_argument("domain", help="PDDL domain file")
    p.add_argument("problem", help="PDDL problem file")
    p.add_argument("plan", help="IPC plan file (or, with --nl, a plan as a model wrote it)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--nl",
        metavar="CONFIG",
        help="read the plan as natural language: a PlanBench-style YAML rendering, "
        "'builtin' (the one shipped for the domain) or 'pddl'",
    )
    p.add_argument(
        "--explain",
        action="store_true",
        help="with --nl: print how the answer was read (the block chosen, each line's action, "
        "commentary or why it is unreadable)",
    )
    p.set_defaults(func=cmd_validate)
    from plangate.cli_bench import add_bench
    from plangate.cli_cache import add_cache
    from plangate.cli_doctor import add_doctor
    from plangate.cli_rescore import add_rescore
    from plangate.cli_solve import add_solve

    add_solve(sub)
    add_bench(sub)
    add_doctor(sub)
    add_rescore(sub)
    add_cache(sub)
    p = sub.add_parser(
        "model-path",
        help="print the embedded model's GGUF file (to serve it: python -m llama_cpp.server)",
        description="The embedded default model's GGUF file, assembled from its package on "
        "first use (the local extra).",
    )
    p.set_defaults(func=cmd_model_path)
    from plangate.verify.planners import PLANNERS  # a plain dict; no heavy imports

    p = task_cmd("optimal", "compute an optimal plan with a classical planner", cmd_optimal)
    p.add_argument(
        "--planner", default="builtin", choices=list(PLANNERS), help="planner (default: builtin)"
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=300.0,
        metavar="S",
        help="time limit in seconds (default 300)",
    )
    p.add_argument(
        "--max-nodes",
        type=int,
        default=5_000_000,
        metavar="N",
        help="node limit of the built-in planner (default 5000000)",
    )
    for command in sub.choices.values():  # the input limits, on every command
        group = command.add_argument_group("input limits")
        group.add_argument(
            "--max-bytes",
            type=int,
            metavar="N",
            help=f"refuse PDDL and plan files larger than this (default {LIMITS.max_bytes:,})",
        )
        group.add_argument(
            "--max-actions",
            type=int,
            metavar="N",
            help=f"refuse tasks with more ground actions (default {LIMITS.max_actions:,}; "
            "a task whose estimate exceeds it is refused before grounding)",
        )
        group.add_argument(
            "--max-memory",
            type=int,
            metavar="MB",
            help="refuse tasks whose grounding would take more memory, estimated as it "
            f"goes and before the actions are built (default {LIMITS.max_memory >> 20:,} MB)",
        )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            try:
                reset_limits()  # a command's flags do not outlive it (tests run many)
                set_limits(
                    getattr(args, "max_bytes", None),
                    getattr(args, "max_actions", None),
                    getattr(args, "max_memory", None),
                )
            except ValueError as err:
                raise PlangateError(str(err)) from None
            code = int(args.func(args))
        except PlangateError as err:
            _flush_warnings(caught)
            print(f"plangate: error: {one_line(str(err))}", file=sys.stderr)
            return EXIT_BAD_INPUT
        except OSError as err:
            _flush_warnings(caught)
            where = one_line(str(err.filename or ""))
            said = err.strerror or str(err)
            print(f"plangate: error: {where}: {said}" if where else f"plangate: error: {said}",
                  file=sys.stderr)  # fmt: skip
            return EXIT_BAD_INPUT
        except KeyboardInterrupt as err:
            kept = str(err) or "finished episodes are saved; those in flight run again next time"
            print(f"plangate: interrupted: {kept}", file=sys.stderr)
            _leave_now_if_busy()
            return 130
        _flush_warnings(caught)
    return code


def _leave_now_if_busy() -> None:
    """After Ctrl-C: a model call still running in a worker thread (a local model
    generating, a request waiting for its timeout) would hold the exit until it ends.
    Every finished record is on disk already, so the process ends now."""
    import os
    import threading

    busy = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon]
    if busy:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)


def _flush_warnings(caught: list[warnings.WarningMessage]) -> None:
    seen: set[str] = set()
    for w in caught:
        noise = (DeprecationWarning, PendingDeprecationWarning, FutureWarning)
        if issubclass(w.category, noise) and "plangate" not in str(w.filename):
            continue  # a library's deprecations (unified-planning's) are not the user's
        text = str(w.message)
        if text not in seen:
            seen.add(text)
            print(f"plangate: warning: {one_line(text)}", file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
