"""``plangate doctor``: what a model endpoint supports, and which methods can run there."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from plangate.cli.common import Subparsers
from plangate.errors import PlangateError, one_line


def refused_on(domain: str | Path, problem: str | Path, methods: list[str]) -> dict[str, str]:
    """The methods that declare they cannot run on the task, and why."""
    from plangate.llm.methods import MethodSpec
    from plangate.pddl.loader import load_task

    task = load_task(domain, problem)
    found = {m: MethodSpec.parse(m).method.unsupported(task) for m in methods}
    return {m: why for m, why in found.items() if why is not None}


def cmd_doctor(args: argparse.Namespace) -> int:
    from plangate.cli.endpoint import headers_env
    from plangate.errors import ModelError
    from plangate.llm.clients.openai_client import OpenAIClient
    from plangate.llm.doctor import diagnose
    from plangate.llm.methods import MethodSpec, model_methods

    for m in args.method or []:
        MethodSpec.parse(m)  # an unknown method or variant: said here, before any request
    try:
        client = OpenAIClient(
            args.model,
            base_url=args.base_url,
            api_key_env=args.api_key_env,
            constrained=args.constrained,
            allow_insecure=args.allow_insecure,
            max_retries=1,
            provider=args.provider,
            deployment=args.deployment,
            api_version=args.api_version,
            headers_env=dict(headers_env(args.header_env)),
        )
    except ModelError as err:
        raise PlangateError(str(err)) from None
    from plangate.testing.prompt_sizes import default_task, longest_prompts

    domain, problem = args.task or default_task()
    wanted = args.method or model_methods()
    prompts = longest_prompts(domain, problem, wanted)  # no model: scripted episodes
    d = diagnose(client, timeout=args.timeout, prompts=prompts)
    d.refused = refused_on(domain, problem, wanted)
    cannot = d.cannot(args.method) if d.error is None else {}
    code = d.exit_code if not args.method or d.error else (1 if cannot else 0)
    if args.json:
        out: dict[str, object] = {
            "model": d.model,
            "endpoint": d.endpoint,
            "dialect": d.dialect,
            "usable": d.error is None,
            "error": d.error,
            "seconds": d.seconds,
            "checks": [{"what": c.what, "ok": c.ok, "found": c.found} for c in d.checks],
            "cannot_run": cannot,
            "fix": d.fixes,
            "task": [str(domain), str(problem)],
            "longest_prompts": {m: p.chars for m, p in prompts.items()},
            "changes": client.notes,
        }
        print(json.dumps(out, indent=2))
        return code
    print(f"model {d.model} at {d.endpoint}")
    if d.error is not None:
        print(f"cannot be used: {one_line(d.error, 400)}")
        return code
    print(d.table())
    for note in client.notes:
        print(f"learnt: {one_line(note, 300)}")
    if cannot:
        print("cannot run as specified here:")
        for method, why in cannot.items():
            print(f"  {method}: {why}")
        print(
            "(every action is still checked by the Mealy machine: the restricted methods "
            "stay sound; what is lost is said in each record)"
        )
        for fix in dict.fromkeys(d.fixes):
            print(f"fix: {fix}")
    else:
        checked = ", ".join(args.method) if args.method else "every method"
        print(f"{checked} can run here")
    return code


def add(sub: Subparsers) -> None:
    from plangate.cli.endpoint import add_endpoint_flags

    p = sub.add_parser(
        "doctor",
        help="probe a model endpoint: what it supports, which methods can run there",
        description="Send a few tiny requests to an OpenAI-compatible endpoint and print what "
        "it supports (token-limit parameter, temperature 0, top_p, seeds, n > 1, stop "
        "strings, constrained decoding and its form, reasoning content, token usage, "
        "latency, whether its chat template fits the model, and its context window against "
        "the longest prompt each method sends on a task). Exit 0 when every method can run "
        "as specified, 1 when some cannot (named, with the reason, and what to change), 2 "
        "when the endpoint cannot be used at all.",
    )
    add_endpoint_flags(p, several=False, local=False)
    p.add_argument(
        "--method",
        action="append",
        metavar="M",
        help="judge only these methods (repeatable; default: every method)",
    )
    p.add_argument(
        "--task",
        nargs=2,
        metavar=("DOMAIN", "PROBLEM"),
        help="measure the context window against the longest prompt each method sends on "
        "this task (default: a four-block Blocksworld problem, the FSM study's size)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=30.0,
        metavar="S",
        help="seconds for each whole request (30; one that passes it is not retried)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_doctor)
