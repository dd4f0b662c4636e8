"""``plangate solve``: one LLM episode on a task, scored against the classical ground truth."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from plangate.errors import PlangateError, one_line

EXIT_OK, EXIT_NO = 0, 1


def truth_line(oracle: Any) -> str:
    """Where the distances came from and what they cost, in one line."""
    log = oracle.log
    searches = {k: v for k, v in log.planners.items() if k != "state space"}
    how = ", ".join(f"{k} {v}" for k, v in searches.items())
    where = "the explored state space" if oracle.source == "state space" else oracle.source
    text = f"{where or 'none'}" + (f"; searches: {how}" if how else "")
    return text + f"; {log.seconds:.1f} s"


def _fmt(x: Any) -> str:
    if x is None:
        return "n/a"
    if isinstance(x, float):
        return f"{x:.3g}"
    return str(x)


# the trace's summary in ``solve --json``, in its order (plangate.llm.trace.Trace.summary)
SOLVE_JSON = ("outcome", "error", "notes", "changes", "reasoning_tokens", "cached_calls",
              "truncated_answers", "empty_answers")  # fmt: skip


def cmd_solve(args: argparse.Namespace) -> int:
    from plangate.cli.options import client_spec, options_from_args
    from plangate.llm.clients.cache import default_cache_path
    from plangate.llm.clients.make import make_client
    from plangate.llm.methods import MethodSpec
    from plangate.llm.methods.baselines import NO_MODEL
    from plangate.llm.render import renderer_for
    from plangate.llm.run import solve
    from plangate.pddl.loader import load_task

    task = load_task(args.domain, args.problem)
    renderer = renderer_for(task, args.nl)
    spec = MethodSpec.parse(args.method)  # a method or one of its variants (pfc/no-search)
    why = spec.method.unsupported(task)  # before any model is loaded or asked
    if why is not None:
        raise PlangateError(f"{args.problem}: {spec} cannot run on this task: {why}")
    options = options_from_args(args)  # checked before a model is loaded
    if args.cache and args.no_cache:
        raise PlangateError("give --cache FILE or --no-cache, not both")
    cache = None if args.no_cache else (args.cache or str(default_cache_path()))
    # a baseline (no model) loads and asks none
    client: Any = (
        make_client(client_spec(args, cache)) if spec.method.about.uses_model else NO_MODEL
    )
    from plangate.verify.distance import TRUTH_TIMEOUT, DistanceOracle

    oracle = DistanceOracle(  # for scoring, and the live distance to the goal
        task,
        planner=args.ground_truth or "auto",
        planner_seconds=args.ground_truth_seconds or TRUTH_TIMEOUT,
    )
    live = None if args.json or args.quiet else _live_printer(task, renderer, oracle)
    if live is not None:
        print(f"method {args.method}; model {client.model} ({client.backend}); each call:")
        from plangate.llm.clients.watched import Watched

        client = Watched(client, lambda line: print(line, file=sys.stderr, flush=True))
    run = solve(
        task,
        client,
        spec,  # its variant applied to the options
        options=options,
        renderer=renderer,
        problem_path=args.problem,
        examples=args.example or (),
        oracle=oracle,
        live=live,
    )
    if args.trace:
        run.trace.write_jsonl(args.trace)
    if run.trace.error and not run.trace.turns:  # not one answer: the model cannot be used
        raise PlangateError(f"the model could not be used: {run.trace.error}")
    m = run.metrics
    stats = run.trace.stats
    if args.json:
        out = {
            "method": str(spec),
            "backend": client.backend,
            "model": client.model,
            "plan": [str(op) for op in run.plan],
            "plan_text": [renderer.op(op) for op in run.plan],
            **{k: v for k, v in run.trace.summary().items() if k in SOLVE_JSON},
            "search": stats,
            **m.to_dict(),
        }
        print(json.dumps(out, indent=2))
    else:
        if live is None:
            print(f"method {spec}; model {client.model} ({client.backend})")
        print(f"plan ({len(run.plan)} step{'s' if len(run.plan) != 1 else ''}):")
        for i, op in enumerate(run.plan, start=1):
            words = renderer.op(op)
            print(f"  {i}. {words}" + (f"   {op}" if words != str(op) else ""))
        if run.trace.turns:  # what the model wrote last, shortened to one line
            print(f"last answer: {one_line(run.trace.turns[-1].answer, 300) or '(empty)'}")
        print(
            f"outcome: {run.trace.outcome}" + (f" ({run.trace.error})" if run.trace.error else "")
        )
        unknown = oracle.gave_up is not None  # scored without the optimal length
        optimal = "unknown (the ground truth gave up)" if unknown else _fmt(m.optimal_length)
        print(
            f"valid: {'yes' if m.valid else 'no'}; reaches the goal: "
            f"{'yes' if m.success else 'no'}; optimal length: {optimal}; "
            f"optimal: {'yes' if m.optimal else ('unknown' if unknown and m.success else 'no')}"
        )
        print(f"ground truth: {truth_line(oracle)}")
        to_goal = "dead end (the goal is unreachable)" if m.dead_end else _fmt(m.distance_to_goal)
        relative = (
            f"relative cost {_fmt(m.relative_cost)} (cost {_fmt(m.plan_cost)}, optimal "
            f"{_fmt(m.optimal_cost)})"
            if m.action_costs
            else f"relative length {_fmt(m.relative_length_success)}"
        )
        print(
            f"distance to goal {to_goal} (best {_fmt(m.best_distance_to_goal)}), "
            f"to initial {_fmt(m.distance_to_initial)}; {relative}; revisited states "
            f"{m.revisited_states}; invalid proposals {m.invalid_proposals} "
            f"({m.invalid_fraction:.0%})"
        )
        cached = run.trace.model_calls - run.trace.live_calls
        print(
            f"model calls {m.model_calls} ({cached} from the cache); tokens: prompt "
            f"{_fmt(m.prompt_tokens)}, completion {_fmt(m.completion_tokens)}; "
            f"{_fmt(m.seconds)} s"
        )
        if run.trace.empty_answers:
            print(f"empty: {run.trace.empty_answers} answer(s) had no text at all")
        if run.trace.truncated_answers:
            print(
                f"truncated: {run.trace.truncated_answers} answer(s) cut at the token limit "
                "(raise --max-tokens; --answer-max-tokens for one-action or one-number answers, "
                "--cot-max-tokens for chain-of-thought)"
            )
        if stats:
            shown = {
                k: "; ".join(map(str, v)) if isinstance(v, list) else v for k, v in stats.items()
            }
            print("search: " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in shown.items()))
        for note in run.trace.notes:
            print(f"note: {note}")
        for change in run.trace.changes:  # what the server made plangate send otherwise
            print(f"changed: {change}")
        if run.trace.reasoning_tokens is not None:
            print(f"reasoning tokens: {run.trace.reasoning_tokens} (within the completion tokens)")
        if args.trace:
            print(f"trace written to {args.trace}")
    return EXIT_OK if m.success else EXIT_NO


def _live_printer(task: Any, renderer: Any, oracle: Any) -> Any:
    """One line per model call as it happens: what the model answered, how it was read,
    the machine's verdict, and the planner's distance to the goal afterwards."""

    def show(turn: Any) -> None:
        answer = one_line(turn.answer, 60) or "(empty)"
        if turn.parsed:
            op = task.operator(*_split(turn.parsed[0]))
            read = renderer.op(op) if op is not None else turn.parsed[0]
        else:
            read = "-"
        verdict = "valid" if turn.valid else (turn.verdict or "")
        after = turn.state_after
        dist = ""
        if after:  # a display line never loses the episode: a distance not found is unknown
            d = oracle.known(task.state_of(after))
            dist = (f"; distance to goal {d:g}" if d is not None else "; distance to goal "
                    "unknown (the ground truth gave up: --ground-truth-seconds gives it "
                    "more time, --quiet skips this column)")  # fmt: skip
        print(
            f"  {turn.index + 1:>3}. {turn.kind}: answered {answer!r} -> {read} [{verdict}]{dist}"
        )
        sys.stdout.flush()

    return show


def _split(action: str) -> tuple[str, tuple[str, ...]]:
    parts = action.strip("()").split()
    return parts[0], tuple(parts[1:])


def add(sub: Any) -> None:
    from plangate.cli.options import (
        add_endpoint_flags,
        add_ground_truth_flags,
        add_method_flags,
        add_option_flags,
    )

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
