"""``plangate actions``: the numbered valid actions, initially or after a plan."""

from __future__ import annotations

import argparse

from plangate.cli.common import EXIT_NO, EXIT_OK, Subparsers, emit, load, task_command


def add(sub: Subparsers) -> None:
    p = task_command(
        sub, "actions", "list the numbered valid actions (initially or after a plan)", cmd_actions
    )
    p.add_argument("--plan", metavar="FILE", help="IPC plan file whose steps are applied first")


def cmd_actions(args: argparse.Namespace) -> int:
    from plangate.fsm.machine import MealyMachine
    from plangate.pddl.plans import read_plan

    task = load(args)
    machine = MealyMachine(task)
    state = task.initial
    steps = read_plan(args.plan) if args.plan else []
    for i, step in enumerate(steps, start=1):
        parsed = machine.resolve(step.name, step.args, state)
        if not parsed.valid or parsed.action is None:
            where = f"{args.plan}:{step.line}"
            if args.json:
                emit(
                    {
                        "ok": False,
                        "step": i,
                        "line": step.line,
                        "action": str(step),
                        "verdict": parsed.verdict.value,
                        "reason": parsed.reason,
                        "unmet": list(parsed.unmet),
                        "state": task.describe(state),
                    }
                )
            else:
                print(f"{where}: step {i} {step} is invalid: {parsed.reason}")
            return EXIT_NO
        state = parsed.action.apply(state)
    actions = machine.valid_actions(state)
    if args.json:
        emit(
            {
                "ok": True,
                "steps_applied": len(steps),
                "goal_reached": task.is_goal(state),
                "state": task.describe(state),
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
