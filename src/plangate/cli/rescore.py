"""``plangate rescore``: score answers recorded elsewhere (PlanBench result files or
folders of them, JSONL; answers to ACPBench items: lm-evaluation-harness samples, Inspect
logs, JSONL of id and answer)."""

from __future__ import annotations

import argparse
import dataclasses

from plangate.cli.common import Subparsers


def cmd_rescore(args: argparse.Namespace) -> int:
    from plangate.bench.rescoring.files import Rescore, rescore_files
    from plangate.bench.rescoring.planbench import Flags
    from plangate.errors import for_command_line
    from plangate.verify.budgets import RESCORING

    if args.programs is not None:
        return _programs(args)
    layout = Flags(args.config, args.planbench_root, args.domain, args.instances, args.template)
    truth = dataclasses.replace(RESCORING, planner=args.truth_planner, seconds=args.truth_seconds)
    how = Rescore(args.results, args.model, args.items, args.nl, args.root, args.tasks, layout,
                  truth, args.reading, args.jobs, args.explain, not args.no_traces)  # fmt: skip
    return rescore_files(args.files, how, lambda line: print(for_command_line(line)))


def _programs(args: argparse.Namespace) -> int:
    from pathlib import Path

    from plangate.bench.rescoring.programs import rescore_programs
    from plangate.errors import for_command_line

    results = Path(args.results if args.results != "rescored.jsonl" else "programs.jsonl")
    sources = [Path(f) for f in args.files]
    return rescore_programs(Path(args.programs), sources, results, args.first,
                            lambda line: print(for_command_line(line)))  # fmt: skip


def add(sub: Subparsers) -> None:
    from plangate.verify.budgets import RESCORING
    from plangate.verify.planners import TRUTH_PLANNERS

    truth_planner, truth_seconds = RESCORING.planner, RESCORING.seconds

    p = sub.add_parser(
        "rescore",
        help="score answers recorded elsewhere, without calling a model",
        description="Read recorded answers (PlanBench result files as they are, folders of "
        "them such as a PlanBench checkout, or JSON lines of domain, problem, answer and "
        "optionally model, verdict, id, nl), read and validate each as a live run would, and "
        "append ordinary records to --results, as they are scored (resumable: answers "
        "already scored are skipped; Ctrl-C or SIGTERM keeps what was scored). Where the "
        "input carries a verdict, the summary and plangate report compare it, task by "
        "task, with plangate's. Answers to ACPBench items are read from lm-evaluation-"
        "harness's --log_samples files (or folders of them), Inspect AI logs (.json, .eval) "
        "and JSON lines of id and answer (with --items).",
    )
    p.add_argument("files", nargs="+", metavar="PATH",
                   help="PlanBench result files, folders holding them, or JSONL")  # fmt: skip
    p.add_argument("--results", default="rescored.jsonl", metavar="FILE",
                   help="the records (default rescored.jsonl)")  # fmt: skip
    p.add_argument("--model", metavar="NAME", help="the model's name where the input has none")
    p.add_argument(
        "--items",
        metavar="DIR",
        help="ACPBench answers given by id (JSONL of id and answer, Inspect logs without the "
        "items): the items, an ACPBench checkout or a folder generate acpbench wrote",
    )
    p.add_argument("--nl", metavar="CONFIG", help="the rendering to read JSONL answers with")
    p.add_argument(
        "--root",
        metavar="DIR",
        help="JSON lines of answers: the folder the task files their rows name are read "
        "from (default: each file's own folder); a row naming a file outside it, a link "
        "out, a dotfile or a special file is refused",
    )
    p.add_argument(
        "--tasks",
        metavar="DIR",
        help="Inspect logs and lm-eval samples of plangate's plan tasks: the folder that "
        "holds the domain and problem files the log names (found there by the trailing "
        "parts of the recorded paths; a log never chooses which files are opened)",
    )
    g = p.add_argument_group(
        "PlanBench layout (default: found from the result file's place in a PlanBench folder: "
        "configs/<folder under results/>.yaml, its domain_file and instance_dir under "
        "instances/)"
    )
    g.add_argument("--config", metavar="YAML", help="the PlanBench configuration")
    g.add_argument("--planbench-root", metavar="DIR", help="the folder holding configs/")
    g.add_argument("--domain", metavar="FILE", help="the domain file")
    g.add_argument("--instances", metavar="DIR", help="the folder of problem files")
    g.add_argument("--template", metavar="T", help="problem file names (instance-{}.pddl)")
    p.add_argument(
        "--truth-timeout",
        dest="truth_seconds",
        type=float,
        default=truth_seconds,
        metavar="S",
        help=f"the ground truth's budget per answer, all its searches together (default "
        f"{truth_seconds:g} s); a distance not found in it is recorded as unknown. PlanBench's "
        "recorded plan (Fast Downward's optimal plan) gives the optimal length where the "
        "file holds one",
    )
    p.add_argument("--truth-planner", choices=TRUTH_PLANNERS, default=truth_planner,
                   help=f"the ground truth's exact planner (default {truth_planner}: an "
                   "external planner takes longer to start than the default budget)")  # fmt: skip
    p.add_argument(
        "--reading",
        choices=("careful", "strict"),
        default="careful",
        help="how plan answers are read: careful (default: every step a careful reader "
        "sees; each record names the lenient rules that read it) or strict (only what "
        "PlanBench's own extractor takes as a step, for comparisons with published numbers; "
        "scored as records of their own)",
    )
    p.add_argument(
        "--jobs", type=int, metavar="N", help="worker processes (default: the cores, at most 4)"
    )
    p.add_argument(
        "--explain",
        action="store_true",
        help="print how each answer was read (PlanBench's other tasks: the verdict, step, "
        "action and facts read; plans: where they disagree, each step)",
    )
    p.add_argument(
        "--no-traces",
        action="store_true",
        help="write no trace per answer (the browser then has no episode pages)",
    )
    g = p.add_argument_group("programs (one file per program, or chat logs: docs/programmers.md)")
    g.add_argument("--programs", metavar="DIR", help="judge the programs under PATH on "
                   "the test problems of DIR (a domain folder, or a folder of them); "
                   "records to --results (default programs.jsonl)")  # fmt: skip
    g.add_argument("--first", type=int, metavar="N", help="the first N test problems a domain")
    p.set_defaults(func=cmd_rescore)
