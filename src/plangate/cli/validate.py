"""``plangate validate``: replay a plan file (or, with ``--nl``, a plan as a model wrote
it) and say whether it reaches the goal."""

from __future__ import annotations

import argparse

from plangate.cli.common import EXIT_NO, EXIT_OK, Subparsers, emit, load
from plangate.errors import PlangateError, for_command_line, one_line
from plangate.pddl.limits import read_text_bounded


def add(sub: Subparsers) -> None:
    p = sub.add_parser(
        "validate",
        help="replay a plan file (or many plans) and say whether it reaches the goal",
        description="Exit 0: valid and reaches the goal (every plan, for many); 1: it does "
        "not (one of them does not); 2: bad input. Many plans in one call: a folder of plan "
        "files for one task, or --batch FILE of JSON lines {domain, problem, plan | "
        "plan_file, id?} ('-': standard input); one JSON line per plan, each task grounded "
        "once.",
    )
    p.add_argument("domain", nargs="?", help="PDDL domain file")
    p.add_argument("problem", nargs="?", help="PDDL problem file")
    p.add_argument(
        "plan",
        nargs="?",
        help="IPC plan file (or, with --nl, a plan as a model wrote it), or a folder of plans",
    )
    p.add_argument(
        "--batch",
        metavar="FILE",
        help="JSON lines of rows {domain, problem, plan (text) or plan_file, id}: one JSON "
        "line per row ('-': read standard input); the files a row names are read only "
        "inside --root",
    )
    p.add_argument(
        "--root",
        metavar="DIR",
        help="--batch: the folder the rows' files are read from (default: the batch "
        "file's folder; for standard input, the current folder); a path leading out of "
        "it, a link out, a dotfile or a special file is that row's error",
    )
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


def _many(args: argparse.Namespace) -> int:
    """Many plans: a folder's files for one task, or rows of JSON lines."""
    import json
    import sys
    from pathlib import Path

    from plangate.verify import many

    if args.nl or args.explain:
        raise PlangateError("--nl and --explain read one answer; give many plans as PDDL")
    if args.batch is not None and (args.domain or args.problem or args.plan):
        raise PlangateError("give --batch FILE or DOMAIN PROBLEM PLAN, not both")
    tasks: list[many.Tasks] = []
    if args.batch is None:
        if args.root is not None:
            raise PlangateError("--root is for --batch: the rows' files are read there")
        verdicts = many.validate_rows(many.rows_of_folder(args.domain, args.problem,
                                                          Path(args.plan)))  # fmt: skip
    else:
        verdicts = many.validate_batch(args.batch, args.root, tasks)
    every = True
    for out in verdicts:
        every = every and bool(out.get("success"))
        print(for_command_line(json.dumps(out)))
    if tasks and (n := tasks[0].warned.total):
        print(f"plangate: warning: {n:,} warnings in the files the rows name (not quoted: "
              "those files were not named on the command line)", file=sys.stderr)  # fmt: skip
    return EXIT_OK if every else EXIT_NO


def cmd_validate(args: argparse.Namespace) -> int:
    import os

    from plangate.pddl.plans import stream_plan
    from plangate.verify.validate import validate

    if args.batch is not None or (args.plan and os.path.isdir(args.plan)):
        return _many(args)
    if not (args.domain and args.problem and args.plan):
        raise PlangateError("give DOMAIN PROBLEM PLAN (a plan file or a folder) or --batch FILE")
    task = load(args)
    reading = None
    if args.nl:
        from plangate.llm.render import reading_for, renderer_for

        r = renderer_for(task, args.nl)
        reader = reading_for(r)
        text = read_text_bounded(args.plan, "plan")  # (an OSError: main names the file)
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
        emit(out)
        return EXIT_OK if result.success else EXIT_NO
    if reading is not None and args.explain:
        print(reader.explain(reading))
    if reading is not None and not reading.steps:
        print("no plan: the answer names no action")
        return EXIT_NO
    if result.success:
        from plangate.pddl.values import show_number

        cost = show_number(result.cost)
        print(f"valid plan: {result.length} steps, cost {cost}, reaches the goal")
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
