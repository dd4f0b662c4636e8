"""The Ray executor on this machine: CPU-bound episodes and the overhead per episode.

1. CPU-bound episodes with no model: LLM-PFC with every module symbolic on every
   4-disk Tower of Hanoi start (80 problems; the search and the exact distances are
   pure Python). Episodes per minute with the in-process executor (threads), then
   Ray with 1 and 2 CPUs.
2. Overhead: ``interactive-validated`` episodes on 3-disk Hanoi against an instant
   local server, in-process against Ray (2 CPUs); the difference per episode.

    python benchmarks/bench_ray.py
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any


def timed(jobs: list[Any], path: Path, executor: str, concurrency: int) -> float:
    from plangate.bench.run import run_bench
    from plangate.bench.run.results import Results

    t0 = time.perf_counter()
    prog = run_bench(
        jobs, Results(path), concurrency=concurrency, progress=False, executor=executor
    )
    assert prog.errors == 0, f"{prog.errors} errors"
    return time.perf_counter() - t0


def main() -> None:
    import ray

    from plangate.bench.datasets import generate
    from plangate.bench.jobs import make_jobs
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.methods.pfc import MODULES, PFCOptions
    from plangate.llm.options import MethodOptions
    from plangate.llm.render import renderer_for
    from plangate.pddl.loader import load_task
    from plangate.testing.fake_server import FakeOpenAI
    from plangate.testing.oracle import PlannerOracle

    tmp = Path(tempfile.mkdtemp(prefix="bench-ray-"))
    h4, h3 = generate("hanoi4", tmp / "hanoi4"), generate("hanoi3", tmp / "hanoi3")
    server = FakeOpenAI()
    server.responder = PlannerOracle(
        renderer_for(load_task(h3.domain, h3.instances[0].problem), None)
    )
    spec = ClientSpec(model="m", base_url=server.url)
    symbolic = MethodOptions().having(PFCOptions(symbolic=frozenset(MODULES), max_length=30))
    cpu_jobs = make_jobs([(h4, h4.instances)], ["pfc"], [spec], [0, 1, 2, 3, 4], symbolic)
    io_jobs = make_jobs(
        [(h3, h3.instances)], ["interactive-validated"], [spec], [0, 1], MethodOptions()
    )
    rows = []
    try:
        seconds = timed(cpu_jobs, tmp / "cpu-local.jsonl", "local", 8)
        rows.append(("symbolic PFC, hanoi4", "in-process", len(cpu_jobs), seconds))
        for cpus in (1, 2):
            ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False,
                     configure_logging=False)  # fmt: skip
            timed(cpu_jobs[:2], tmp / f"warm-{cpus}.jsonl", "ray", 8)  # start the workers
            seconds = timed(cpu_jobs, tmp / f"cpu-ray{cpus}.jsonl", "ray", 8)
            rows.append(("symbolic PFC, hanoi4", f"ray, {cpus} CPU", len(cpu_jobs), seconds))
            if cpus == 2:
                local = timed(io_jobs, tmp / "io-local.jsonl", "local", 8)
                remote = timed(io_jobs, tmp / "io-ray.jsonl", "ray", 8)
            ray.shutdown()
    finally:
        server.close()
    print(f"{'episodes':22} {'executor':12} {'n':>4} {'seconds':>8} {'episodes/min':>13}")
    for what, how, n, s in rows:
        print(f"{what:22} {how:12} {n:4d} {s:8.1f} {60 * n / s:13.0f}")
    base = rows[0][3]
    for _, how, _, s in rows[1:]:
        print(f"{how}: {base / s:.2f} x the in-process executor's rate")
    n = len(io_jobs)
    print(
        f"\ninstant server, {n} interactive-validated episodes: in-process {local:.1f} s, "
        f"Ray (2 CPUs) {remote:.1f} s; Ray's overhead {1000 * (remote - local) / n:.0f} ms "
        "per episode"
    )


if __name__ == "__main__":
    main()
