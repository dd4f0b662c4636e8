"""Runner benchmark: episodes per minute against a server with latency, runner overhead,
and report generation time.

1. A local OpenAI-compatible server (in its own process) answers every
   request after 200 ms, from the exact planner; ``interactive-validated``
   episodes on 3-disk Hanoi run at concurrency 1, 8, 32 and 64.
   Every concurrency runs the same mix (whole passes over the 26 problems);
   from 32 in flight on, also with two worker processes (--processes 2).
2. With an instant server: the time per episode in all and the runner's CPU
   time per episode; at concurrency 32, one process against two (the runner
   is then CPU-bound).
3. ``plangate report`` on 768 x 7 synthetic results, with and without plots.

    python benchmarks/bench_runner.py [--latency 0.2]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import tempfile
import time
from pathlib import Path
from typing import Any


def serve(latency: float, dataset: str, port_out: Any) -> None:
    from plangate.bench.datasets import load_dataset
    from plangate.llm.render import Renderer, builtin_nl
    from plangate.pddl.loader import load_task
    from plangate.testing.fake_server import FakeOpenAI
    from plangate.testing.oracle import PlannerOracle

    ds = load_dataset(dataset)
    task = load_task(ds.domain, ds.instances[0].problem)
    server = FakeOpenAI()
    server.responder = PlannerOracle(Renderer(task, builtin_nl("hanoi")))
    server.latency = latency
    port_out.put(server.url)
    while True:
        time.sleep(3600)


def start_server(latency: float, dataset: str) -> tuple[Any, str]:
    ctx = multiprocessing.get_context("spawn")
    q = ctx.Queue()
    proc = ctx.Process(target=serve, args=(latency, dataset, q), daemon=True)
    proc.start()
    return proc, q.get(timeout=60)


def episodes_per_minute(
    url: str, dataset: Any, concurrency: int, passes: int, tmp: Path, processes: int = 1
) -> tuple[float, float, int]:
    """Run every problem of ``dataset`` ``passes`` times (one seed per pass), so that
    every concurrency sees the same mix of episodes; episodes / min, CPU seconds of
    this process per episode, and the worker processes used."""
    from plangate.bench.jobs import make_jobs
    from plangate.bench.run import run_bench
    from plangate.bench.run.results import Results
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.options import MethodOptions

    jobs = make_jobs(
        [(dataset, dataset.instances)],
        ["interactive-validated"],
        [ClientSpec(model="m", base_url=url)],
        list(range(passes)),
        MethodOptions(),
    )
    used = processes
    results = Results(tmp / f"c{concurrency}-{time.monotonic_ns()}.jsonl")
    cpu = time.process_time()
    t0 = time.perf_counter()
    prog = run_bench(jobs, results, concurrency=concurrency, processes=used, progress=False)
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu
    assert prog.errors == 0 and prog.done == len(jobs), (prog.errors, prog.done)
    return 60 * len(jobs) / wall, cpu / len(jobs), used


def synthetic_results(path: Path, n_instances: int = 768, methods: int = 7) -> None:
    rnd = random.Random(0)
    with path.open("w") as fh:
        for m in range(methods):
            for i in range(n_instances):
                opt = 2 * (1 + i % 6)
                ok = rnd.random() < 0.5
                record = {
                    "key": f"{m}-{i}",
                    "dataset": "fsm-study",
                    "instance": f"bw4-{i}",
                    "method": f"method-{m}",
                    "model_label": "model",
                    "status": "ok",
                    "success": ok,
                    "valid": ok or rnd.random() < 0.5,
                    "optimal": ok and rnd.random() < 0.7,
                    "relative_length": 1 + rnd.random() if ok else None,
                    "optimal_length": opt,
                    "distance_to_goal": 0 if ok else rnd.randint(1, 8),
                    "distance_to_initial": rnd.randint(0, 8),
                    "revisited_states": rnd.randint(0, 5),
                    "prompt_tokens": rnd.randint(500, 9000),
                    "completion_tokens": rnd.randint(10, 900),
                    "plan_length": opt,
                    "seconds": rnd.random(),
                }
                fh.write(json.dumps(record) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--latency", type=float, default=0.2)
    args = ap.parse_args()
    from plangate.bench.datasets import generate
    from plangate.bench.report import write_report

    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        ds = generate("hanoi3", tmp / "hanoi3")
        proc, url = start_server(args.latency, str(tmp / "hanoi3"))
        episodes_per_minute(url, ds, 8, 1, tmp)  # warm the server's plan cache
        n = len(ds.instances)
        print(
            f"\n## Episodes per minute, interactive-validated on the {n} 3-disk Hanoi "
            f"problems, server latency {1000 * args.latency:.0f} ms per request "
            "(about 5 requests per episode)\n"
        )
        print("| concurrency | worker processes | episodes | episodes / min | speed-up | ideal |")
        print("|---|---|---|---|---|---|")
        base = None
        for c, passes in ((1, 1), (8, 4), (32, 16), (64, 32)):
            for procs in (1, 2) if c >= 32 else (1,):
                rate, _, used = episodes_per_minute(url, ds, c, passes, tmp, procs)
                base = base or rate
                print(f"| {c} | {used} | {passes * n} | {rate:.0f} | {rate / base:.1f}x | {c}x |")
        proc.terminate()
        proc, url = start_server(0.0, str(tmp / "hanoi3"))
        episodes_per_minute(url, ds, 8, 1, tmp)
        rate, cpu, _ = episodes_per_minute(url, ds, 1, 2, tmp)
        print(
            f"\ninstant server, concurrency 1: {rate:.0f} episodes / min, "
            f"{60000 / rate:.1f} ms per episode in all (the runner, the method, scoring, "
            f"about 5 local HTTP round trips and the server's own work); the runner's "
            f"CPU time: {1000 * cpu:.1f} ms per episode"
        )
        for procs in (1, 2):
            rate, _, used = episodes_per_minute(url, ds, 32, 16, tmp, procs)
            print(f"instant server, concurrency 32, {used} process(es): {rate:.0f} episodes / min")
        proc.terminate()
        res = tmp / "synthetic.jsonl"
        synthetic_results(res)
        t0 = time.perf_counter()
        write_report([res], tmp / "report-tables", plots=False)
        tables = time.perf_counter() - t0
        t0 = time.perf_counter()
        write_report([res], tmp / "report", plots=True)
        full = time.perf_counter() - t0
        print(
            f"report on 768 x 7 = 5376 results: tables {tables:.2f} s, tables and plots "
            f"{full:.2f} s (target: under 5 s)"
        )


if __name__ == "__main__":
    main()
