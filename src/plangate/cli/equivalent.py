"""``plangate equivalent``: whether a written PDDL problem (and domain) states the true
task. Exit 0 equivalent, 1 not equivalent, 3 unknown, 2 bad input."""

from __future__ import annotations

import argparse

from plangate.cli.common import EXIT_BAD_INPUT, EXIT_NO, EXIT_OK, Subparsers, emit

EXIT_UNKNOWN = 3
assert EXIT_UNKNOWN not in (EXIT_OK, EXIT_NO, EXIT_BAD_INPUT)


def add(sub: Subparsers) -> None:
    p = sub.add_parser(
        "equivalent",
        help="check a written problem (and domain) against the true one",
        description="Whether WRITTEN_PROBLEM states the same task as TRUE_PROBLEM: "
        "equivalent, not equivalent (with a witness the validator confirmed), or unknown "
        "within the budget. Exit 0 equivalent, 1 not equivalent, 3 unknown, 2 bad input.",
    )
    p.add_argument("domain", metavar="DOMAIN", help="the true domain file")
    p.add_argument("true_problem", metavar="TRUE_PROBLEM", help="the true problem file")
    p.add_argument("written_problem", metavar="WRITTEN_PROBLEM", help="the written problem")
    p.add_argument("--written-domain", metavar="FILE", default=None,
                   help="the domain the written problem is over, when it was written too "
                   "(default: DOMAIN)")  # fmt: skip
    p.add_argument("--seconds", type=float, default=30.0, metavar="S",
                   help="time budget of the whole check (default 30)")  # fmt: skip
    p.add_argument("--states", type=int, default=2_000_000, metavar="N",
                   help="states explored (and pairs compared) at most, a bound on memory "
                   "(default 2000000: the time budget decides first on most tasks)",
                   )  # fmt: skip
    p.add_argument("--json", action="store_true", help="print the answer as JSON")
    p.set_defaults(func=cmd_equivalent)


def cmd_equivalent(args: argparse.Namespace) -> int:
    from plangate.errors import PlangateError
    from plangate.verify.equivalence import CheckBudget, EquivalenceVerdict, check_files

    if args.seconds <= 0 or args.states <= 0:
        raise PlangateError("--seconds and --states must be positive")
    budget = CheckBudget(states=args.states, seconds=args.seconds)
    answer = check_files(args.domain, args.true_problem, args.written_problem,
                         written_domain=args.written_domain, budget=budget)  # fmt: skip
    if args.json:
        emit(answer.to_dict())
    else:
        print(answer.verdict.value)
        print(f"  proves: {answer.proves}")
        print(f"  how: {answer.how} ({answer.seconds:.2f} s)")
        if answer.metric:
            print(f"  metric: {answer.metric}")
        if answer.renaming:
            moved = {w: t for w, t in answer.renaming.items() if w != t}
            if moved:
                shown = ", ".join(f"{w} -> {t}" for w, t in sorted(moved.items())[:12])
                more = f" (and {len(moved) - 12} more)" if len(moved) > 12 else ""
                print(f"  renaming (written -> true): {shown}{more}")
        w = answer.witness
        if w is not None:
            print(f"  witness: {w.what}")
            for label, atoms in (("only in the true initial state", w.only_true),
                                 ("only in the written one", w.only_written)):  # fmt: skip
                if atoms:
                    print(f"    {label}: {' '.join(atoms[:8])}{' ...' if len(atoms) > 8 else ''}")
            if w.plan is not None:
                print(f"    plan: {' '.join(w.plan) if w.plan else '(empty)'}")
                print(f"    on the true task: {w.true_outcome}")
                print(f"    on the written one: {w.written_outcome}")
    return {EquivalenceVerdict.EQUIVALENT: EXIT_OK, EquivalenceVerdict.NOT_EQUIVALENT: EXIT_NO}.get(
        answer.verdict, EXIT_UNKNOWN
    )
