"""``plangate rescore``: score answers recorded elsewhere (PlanBench result files or
folders of them, JSONL; answers to ACPBench items: lm-evaluation-harness samples, Inspect
logs, JSONL of id and answer)."""

from __future__ import annotations

import argparse
import os
from typing import Any


def cmd_rescore(args: argparse.Namespace) -> int:
    from pathlib import Path

    from plangate.bench.acp.rescore import is_acp_input

    acp: list[Path] = []
    rest: list[str] = []
    logs: list[Any] = []  # the plans of framework logs, read in memory
    for name in args.files:
        p = Path(name)
        found = sorted(p.rglob("samples_*acp_*.jsonl")) if p.is_dir() else []
        plans = sorted(p.rglob("samples_*planbench_t1*.jsonl")) if p.is_dir() else [p]
        converted = [x for x in plans if _lm_eval_plans(args, x, logs)]  # each one
        if found or converted:
            acp += found
        elif p.is_file() and p.suffix in (".eval", ".json") and _inspect_plans(args, p, logs):
            continue  # plangate's plan tasks in Inspect: scored as recorded plans
        elif p.is_file() and is_acp_input(p):
            acp.append(p)
        else:
            rest.append(name)
    if acp:
        _acp(args, acp)
    if not rest and not logs:
        return 0
    args.files = rest
    return _planbench(args, logs)


def _inspect_plans(args: argparse.Namespace, path: Any, logs: list[Any]) -> bool:
    """An Inspect log of plangate's plan tasks, its plans added to ``logs``; False for
    any other file."""
    from plangate.bench.rescoring.framework_logs import inspect_plan_rows
    from plangate.errors import PlangateError
    from plangate.outside.reading import OutsideInputError

    try:
        rows = inspect_plan_rows(path, args.model)
    except OutsideInputError:
        raise  # an Inspect log that the bounded reader refuses: said, not read as another
    except PlangateError:
        return False  # not an Inspect log: read as the other inputs are
    return _found(args, str(path), rows, logs)


def _lm_eval_plans(args: argparse.Namespace, path: Any, logs: list[Any]) -> bool:
    """lm-eval samples of plangate's PlanBench task 1 (``samples_plangate_planbench_t1``)
    added to ``logs``; False for any other file."""
    from plangate.bench.rescoring.framework_logs import lm_eval_plan_rows

    if "planbench_t1" not in path.name or path.suffix != ".jsonl" or not path.is_file():
        return False
    return _found(args, str(path), lm_eval_plan_rows(path, args.model), logs)


def _found(args: argparse.Namespace, name: str, rows: list[Any], logs: list[Any]) -> bool:
    """A log's plans as one input: the task files they name are found inside the folder
    the user gives (``--tasks``), never opened where the log says."""
    from plangate.bench.rescoring.inputs import rows_file
    from plangate.errors import PlangateError
    from plangate.outside.paths import Folder

    if not rows:
        return False
    if args.tasks is None:
        raise PlangateError(
            f"{name}: the log names the task files of its plans; a log may not choose "
            "which files are opened: give the folder that holds them with --tasks DIR"
        )
    logs.append(rows_file(name, rows, Folder(args.tasks), args.model, args.nl, find=True))
    return True


def _acp(args: argparse.Namespace, paths: list[Any]) -> None:
    """Answers to ACPBench items (lm-eval samples, Inspect logs, id + answer JSONL)."""
    from plangate.bench.acp.rescore import Items, read_answers, score_answers, summary
    from plangate.bench.run.results import Results

    results = Results(args.results)
    work = results.path.parent / (results.path.stem + "-acp")
    trace_dir = None if args.no_traces else results.path.parent / (results.path.stem + "-traces")
    items = Items(args.items, work)
    read = [a for p in paths for a in read_answers(p, items, args.model, work)]
    answers = list({a.key: a for a in reversed(read)}.values())[::-1]  # the first of each
    again = len(read) - len(answers)
    records, already = score_answers(answers, results, trace_dir)
    repeated = f" ({again} repeated answers read once)" if again else ""
    print(f"{len(answers)} ACPBench answers from {len(paths)} files{repeated}: "
          f"{len(answers) - already} scored now, {already} already in {results.path}")  # fmt: skip
    lines = summary(records)
    table = results.path.with_name(results.path.stem + "-acp-summary.md")
    table.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    print(
        f"the summary: {table}; the tables with intervals: plangate report {args.results} --out DIR"
    )
    _side_files(results.path, trace_dir)
    if args.explain:
        for r in records:
            print(f"\n{r.dataset} {r.method} {r.instance}: {r.outcome}\n{r.explain}")


def _planbench(args: argparse.Namespace, logs: list[Any]) -> int:
    from plangate.bench.rescoring import summary
    from plangate.bench.rescoring.inputs import read_inputs
    from plangate.bench.rescoring.planbench import Flags
    from plangate.bench.rescoring.scoring import Settings, rescore
    from plangate.bench.run.results import Results

    flags = Flags(args.config, args.planbench_root, args.domain, args.instances, args.template)
    files, left = read_inputs(args.files, flags, args.model, args.nl, args.reading,
                              root=args.root, given=logs)  # fmt: skip
    recorded = [a for f in files for a in f.answers]
    results = Results(args.results)
    trace_dir = None if args.no_traces else results.path.parent / (results.path.stem + "-traces")
    jobs = args.jobs if args.jobs is not None else min(4, os.cpu_count() or 1)
    settings = Settings(args.truth_planner, args.truth_timeout, trace_dir, max(1, jobs))
    run = rescore(recorded, results, settings)
    seconds = run.wall
    rate = f" ({run.total / seconds:,.0f} answers/s)" if run.total and seconds > 0 else ""
    print(f"{run.total} answers scored in {seconds:.1f} s{rate}, {run.already} already in "
          f"{results.path}")  # fmt: skip
    records = results.typed()
    keys = {r.key for r in recorded}
    rows = [r for r in records if r.key in keys]
    lines = [summary.table(summary.rows(files, records, run)), ""]
    lines += [f"not scored: {x.path}: {x.why}" for x in left if x.result]
    others = sum(1 for x in left if not x.result)
    if others:
        lines.append(f"{others} JSON files under the folders are not result files (left out)")
    lines += [f"PlanBench's verdicts disagree: {c}" for c in summary.contradictions(files)]
    table = results.path.with_name(results.path.stem + "-summary.md")
    table.write_text("\n".join(lines) + "\n", encoding="utf-8")
    shown = lines if len(files) > 1 or left or any(f.skipped for f in files) else lines[2:]
    if shown:
        print("\n" + "\n".join(shown).strip())
    print(f"the summary, one row per input file: {table}")
    _side_files(results.path, trace_dir)
    failed = [r for r in rows if not r.ok]
    for r in failed[:5]:
        print(f"not scored: {r.error}")
    if failed:
        print(f"{len(failed)} answers not scored (run again to retry); the others:")
    _verdicts(args, [r for r in rows if r.ok])
    return 0


def _side_files(results: Any, trace_dir: Any) -> None:
    """Says where the files written beside the results are (traces, the task files of
    PlanBench's other tasks, ACPBench's items as PDDL), and how many."""
    for folder, what in (
        (trace_dir, "the traces (--no-traces writes none)"),
        (results.parent / (results.stem + "-problems"), "the task files scored against"),
        (results.parent / (results.stem + "-acp"), "ACPBench's items as PDDL files"),
    ):
        if folder is not None and folder.is_dir():
            count = sum(1 for _ in folder.rglob("*") if _.is_file())
            print(f"{what}: {folder} ({count:,} files, beside the results)")


def _verdicts(args: argparse.Namespace, rows: list[Any]) -> None:
    from plangate.bench.kinds import TaskItem
    from plangate.bench.report.audit import verdict

    plans = [r for r in rows if not isinstance(r.kind, TaskItem)]
    if plans:
        valid = sum(1 for r in plans if r.success)
        print(f"plangate: {valid} of {len(plans)} answers are valid plans that reach the goal")
    tasks = [r for r in rows if isinstance(r.kind, TaskItem)]
    if tasks:
        right = sum(1 for r in tasks if verdict(r))
        print(f"plangate: {right} of {len(tasks)} answers to PlanBench's other tasks are correct")
    if args.explain:  # how each answer of the input was read
        for r in rows:
            print(f"\n{r.dataset} {r.method} {r.instance}: {r.outcome}")
            print(r.explain or "(read as the verdict says; no explanation needed)")
    judged = [r for r in rows if r.recorded_verdict is not None]
    if judged:
        agree = sum(1 for r in judged if verdict(r) == r.recorded_verdict)
        print(
            f"the recorded verdicts: {agree} of {len(judged)} agree "
            f"({100 * agree / len(judged):.1f}%); see the audit table of "
            f"plangate report {args.results} --out DIR"
        )


def add(sub: Any) -> None:
    from plangate.bench.rescoring.scoring import TRUTH_PLANNER, TRUTH_SECONDS
    from plangate.verify.planners import TRUTH_PLANNERS

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
        type=float,
        default=TRUTH_SECONDS,
        metavar="S",
        help=f"the ground truth's budget per answer, all its searches together (default "
        f"{TRUTH_SECONDS:g} s); a distance not found in it is recorded as unknown. PlanBench's "
        "recorded plan (Fast Downward's optimal plan) gives the optimal length where the "
        "file holds one",
    )
    p.add_argument("--truth-planner", choices=TRUTH_PLANNERS, default=TRUTH_PLANNER,
                   help=f"the ground truth's exact planner (default {TRUTH_PLANNER}: an "
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
    p.set_defaults(func=cmd_rescore)
