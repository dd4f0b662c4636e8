"""The flags of the method an episode runs (``--method``, ``--example``, ``--nl``) and of
the ground truth that scores it, the same in ``solve``, ``show`` and ``bench``."""

from __future__ import annotations

import argparse


def add_method_flags(group: argparse._ActionsContainer) -> None:
    """``--method`` (a method or one of its variants), ``--example`` and ``--nl``: the
    flags of a command that runs or shows one episode (solve, show)."""
    from plangate.llm.methods import DEFAULT_METHOD, METHODS

    usable = list(METHODS.usable())  # a plug-in that cannot be loaded: skipped, said
    variants = [f"{n}/{v}" for n, m in usable for v in m.about.variants]
    group.add_argument(
        "--method",
        default=DEFAULT_METHOD,
        choices=[*METHODS, *variants],
        metavar="M",
        help="one of " + ", ".join(METHODS) + "; or a variant: " + ", ".join(variants),
    )
    group.add_argument(
        "--example", action="append", metavar="FILE", help="problem file to use as a solved example"
    )
    group.add_argument(
        "--nl",
        metavar="CONFIG",
        help="PlanBench-style YAML rendering, 'builtin' or 'pddl' "
        "(default: the built-in one if the domain has one)",
    )


def add_ground_truth_flags(parser: argparse._ActionsContainer) -> None:
    """The exact planners that score episodes (the ground truth) and the limit of each
    search; the same in ``solve`` and ``bench``."""
    from plangate.verify.budgets import DEFAULT, PROBE_SECONDS
    from plangate.verify.planners import TRUTH_PLANNERS

    parser.add_argument(
        "--truth-planner",
        "--ground-truth",
        dest="truth_planner",
        choices=list(TRUTH_PLANNERS),
        metavar="PLANNER",
        help="the exact planner for distances the explored state space cannot give: auto "
        f"(default: the built-in A* with LM-cut for {PROBE_SECONDS:g} s, then Fast Downward, "
        "then SymK, those installed that take the task), builtin, " + ", ".join(TRUTH_PLANNERS[2:]),
    )
    parser.add_argument(
        "--truth-timeout",
        "--ground-truth-seconds",
        dest="truth_seconds",
        type=float,
        metavar="S",
        help=f"the limit of each of its searches (default {DEFAULT.seconds:g})",
    )
