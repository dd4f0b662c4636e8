"""``plangate parse``: parse and ground a task; print its counts."""

from __future__ import annotations

import argparse
import time

from plangate.cli.common import EXIT_OK, Subparsers, emit, load, task_command


def add(sub: Subparsers) -> None:
    task_command(sub, "parse", "parse and ground a task; print its counts", cmd_parse)


def cmd_parse(args: argparse.Namespace) -> int:
    t0 = time.perf_counter()
    task = load(args)
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
        "numeric_fluents": task.value_names(),  # the values a state carries
        "seconds": round(seconds, 4),
    }
    if task.metric_note:
        info["metric_note"] = task.metric_note
    if args.json:
        emit(info)
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
        if task.metric_note:
            print(f"metric: {task.metric_note}")
        if task.numbers is not None:
            values = task.describe(task.initial)[len(task.atoms(task.initial)) :]
            print(f"numeric fluents: {len(task.numbers.names)}; initially {', '.join(values)}")
        print(f"parsed and grounded in {seconds:.3f} s")
    return EXIT_OK
