"""``plangate rescore``: score answers recorded elsewhere (PlanBench result files, JSONL)."""

from __future__ import annotations

import argparse
from typing import Any


def cmd_rescore(args: argparse.Namespace) -> int:
    from plangate.bench.rescore import PlanBenchLayout, read_inputs, rescore
    from plangate.bench.runner import Results

    layout = PlanBenchLayout(
        args.config, args.planbench_root, args.domain, args.instances, args.template
    )
    recorded = read_inputs(args.files, layout, args.model, args.nl)
    results = Results(args.results)
    trace_dir = None if args.no_traces else results.path.parent / (results.path.stem + "-traces")
    scored, skipped, seconds = rescore(recorded, results, trace_dir)
    rate = f" ({scored / seconds:,.0f} answers/s)" if scored and seconds > 0 else ""
    print(f"{scored} answers scored in {seconds:.1f} s{rate}, {skipped} already in {results.path}")
    keys = {r.key for r in recorded}
    rows = [r for r in results.records() if r.get("key") in keys]
    failed = [r for r in rows if r.get("status") == "error"]
    for r in failed[:5]:
        print(f"not scored: {r.get('error')}")
    if failed:
        print(f"{len(failed)} answers not scored (run again to retry); the others:")
    rows = [r for r in rows if r.get("status") != "error"]
    judged = [r for r in rows if r.get("recorded_verdict") is not None]
    plans = [r for r in rows if not str(r.get("method")).startswith("planbench:")]
    valid = sum(1 for r in plans if r.get("success"))
    if plans:
        print(f"plangate: {valid} of {len(plans)} answers are valid plans that reach the goal")
    if len(plans) < len(rows):  # PlanBench's other tasks
        tasks = [r for r in rows if r not in plans]
        right = sum(1 for r in tasks if r.get("success"))
        print(f"plangate: {right} of {len(tasks)} answers to PlanBench's other tasks are correct")
    if args.explain:  # how each answer of the input was read
        for r in rows:
            print(f"\n{r.get('dataset')} {r.get('method')} {r.get('instance')}: {r.get('outcome')}")
            print(r.get("explain") or "(read as the verdict says; no explanation needed)")
    if judged:
        agree = sum(1 for r in judged if bool(r.get("success")) == r["recorded_verdict"])
        print(
            f"the recorded verdicts: {agree} of {len(judged)} agree "
            f"({100 * agree / len(judged):.1f}%); see the audit table of "
            f"plangate report {results.path} --out DIR --html"
        )
    return 0


def add_rescore(sub: Any) -> None:
    p = sub.add_parser(
        "rescore",
        help="score answers recorded elsewhere, without calling a model",
        description="Read recorded answers (PlanBench result files as they are, or JSON "
        "lines of domain, problem, answer and optionally model, verdict, id, nl), read and "
        "validate each as a preplanned run would, and append ordinary records to --results "
        "(resumable: answers already scored are skipped). Where the input carries a verdict, "
        "plangate report shows the agreements and each disagreement's reading.",
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="PlanBench result files or JSONL")
    p.add_argument("--results", default="rescored.jsonl", metavar="FILE",
                   help="the records (default rescored.jsonl)")  # fmt: skip
    p.add_argument("--model", metavar="NAME", help="the model's name where the input has none")
    p.add_argument("--nl", metavar="CONFIG", help="the rendering to read JSONL answers with")
    g = p.add_argument_group("PlanBench layout (default: found above the result file)")
    g.add_argument("--config", metavar="YAML", help="the PlanBench configuration")
    g.add_argument("--planbench-root", metavar="DIR", help="the folder holding configs/")
    g.add_argument("--domain", metavar="FILE", help="the domain file")
    g.add_argument("--instances", metavar="DIR", help="the folder of problem files")
    g.add_argument("--template", metavar="T", help="problem file names (instance-{}.pddl)")
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
