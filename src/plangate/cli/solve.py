"""``plangate solve``: one LLM episode on a task, scored against the classical ground truth."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from plangate.cli.common import Subparsers
from plangate.errors import PlangateError

EXIT_OK, EXIT_NO = 0, 1


def cmd_solve(args: argparse.Namespace) -> int:
    from plangate.cli.endpoint import client_spec
    from plangate.cli.options import options_from_args
    from plangate.llm.episode_text import run_json, run_lines, turn_line
    from plangate.llm.prepare import prepare_solve
    from plangate.llm.run import solve
    from plangate.verify.budgets import DEFAULT, GroundTruth

    options = options_from_args(args)  # checked before a model is loaded
    truth = GroundTruth(args.truth_planner, args.truth_seconds or DEFAULT.seconds)
    p = prepare_solve(args.domain, args.problem, args.method, client_spec(args, None),
                      args.nl, args.cache, args.no_cache, truth)  # fmt: skip
    client, live = p.client, None
    if not (args.json or args.quiet):
        print(f"method {args.method}; model {client.model} ({client.backend}); each call:")
        from plangate.llm.clients.watched import Watched

        client = Watched(client, lambda line: print(line, file=sys.stderr, flush=True))

        def live(turn: Any) -> None:
            print(turn_line(turn, p.task, p.renderer, p.oracle), flush=True)

    run = solve(p.task, client, p.spec, options=options, renderer=p.renderer,
                problem_path=args.problem, examples=args.example or (), oracle=p.oracle,
                live=live)  # fmt: skip
    if args.trace:
        run.trace.write_jsonl(args.trace)
    if run.trace.error and not run.trace.turns:  # not one answer: the model cannot be used
        raise PlangateError(f"the model could not be used: {run.trace.error}")
    if args.json:
        print(json.dumps(run_json(run, str(p.spec), client, p.renderer), indent=2))
        return EXIT_OK if run.metrics.success else EXIT_NO
    if live is None:
        print(f"method {p.spec}; model {client.model} ({client.backend})")
    print("\n".join(run_lines(run, p.renderer, p.oracle)))
    if args.trace:
        print(f"trace written to {args.trace}")
    return EXIT_OK if run.metrics.success else EXIT_NO


def add(sub: Subparsers) -> None:
    from plangate.cli.endpoint import add_endpoint_flags
    from plangate.cli.episode_flags import add_ground_truth_flags, add_method_flags
    from plangate.cli.options import add_option_flags

    p = sub.add_parser(
        "solve",
        help="plan with a language model against the Mealy machine",
        description="Run one episode of a method with a language model and score it against "
        "the classical ground truth. With no --model, the embedded default model runs "
        "in-process. Exit 0 when the plan is valid and reaches the goal, 1 when not, "
        "2 on bad input or a model that cannot be used.",
    )
    p.add_argument("domain", help="PDDL domain file")
    p.add_argument("problem", help="PDDL problem file")
    add_method_flags(p.add_argument_group("method"))
    m = p.add_argument_group("model")
    add_endpoint_flags(m)
    m.add_argument(
        "--cache",
        metavar="FILE",
        help="the response cache (SQLite; default: .plangate/responses.sqlite in the "
        "project, the nearest folder up with .plangate, .git or pyproject.toml, else the "
        "current one; or $PLANGATE_CACHE)",
    )
    m.add_argument("--no-cache", action="store_true", help="always ask the model")
    add_option_flags(p)  # budgets, sampling, each method's own: one flag per option field
    add_ground_truth_flags(p.add_argument_group("ground truth"))
    o = p.add_argument_group("output")
    o.add_argument("--json", action="store_true", help="print one JSON object")
    o.add_argument(
        "--trace", metavar="FILE", help="write every prompt, answer and state as JSON lines"
    )
    o.add_argument(
        "--quiet", action="store_true", help="no line per model call while the episode runs"
    )
    p.set_defaults(func=cmd_solve)
