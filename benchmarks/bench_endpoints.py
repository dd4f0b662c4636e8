"""Two replicas of one model against one: throughput of the balanced client.

Each local OpenAI-compatible server runs in its own process, answers from the exact
planner after 200 ms and serves at most ``--capacity`` requests at once (a GPU's
batch); more requests queue. ``interactive-validated`` episodes on every 3-disk Hanoi
problem run at concurrency 64 against one server, then against two (``--base-url``
twice); the ratio should be about 2.

    python benchmarks/bench_endpoints.py [--latency 0.2] [--capacity 16] [--passes 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import tempfile
import time
from pathlib import Path
from typing import Any


def serve(latency: float, capacity: int, dataset: str, port_out: Any) -> None:
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
    server.capacity = capacity
    port_out.put(server.url)
    while True:
        time.sleep(3600)


def start(latency: float, capacity: int, dataset: str) -> tuple[Any, str]:
    ctx = multiprocessing.get_context("spawn")
    q = ctx.Queue()
    proc = ctx.Process(target=serve, args=(latency, capacity, dataset, q), daemon=True)
    proc.start()
    return proc, q.get(timeout=60)


def run(urls: list[str], dataset: Any, passes: int, tmp: Path) -> tuple[float, float]:
    """Episodes per minute and requests per second at concurrency 64."""
    from plangate.bench.jobs import make_jobs
    from plangate.bench.run import run_bench
    from plangate.bench.run.results import Results
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.options import MethodOptions

    spec = ClientSpec(model="m", base_url=urls[0], replicas=tuple(urls[1:]))
    jobs = make_jobs(
        [(dataset, dataset.instances)],
        ["interactive-validated"],
        [spec],
        list(range(passes)),
        MethodOptions(),
    )
    results = Results(tmp / f"r-{len(urls)}.jsonl")
    t0 = time.perf_counter()
    run_bench(jobs, results, concurrency=64, progress=False)
    seconds = time.perf_counter() - t0
    calls = sum(int(r.get("model_calls") or 0) for r in results.records())
    return 60 * len(jobs) / seconds, calls / seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--latency", type=float, default=0.2)
    ap.add_argument("--capacity", type=int, default=16)
    ap.add_argument("--passes", type=int, default=2)
    args = ap.parse_args()
    from plangate.bench.datasets import generate

    tmp = Path(tempfile.mkdtemp(prefix="bench-endpoints-"))
    dataset = generate("hanoi3", tmp / "hanoi3")
    servers = [start(args.latency, args.capacity, str(tmp / "hanoi3")) for _ in range(2)]
    try:
        one = run([servers[0][1]], dataset, args.passes, tmp)
        two = run([u for _, u in servers], dataset, args.passes, tmp)
    finally:
        for proc, _ in servers:
            proc.terminate()
    print(
        f"servers answer after {args.latency * 1000:.0f} ms, {args.capacity} requests at "
        f"once; {len(dataset.instances) * args.passes} episodes at concurrency 64"
    )
    print(f"{'endpoints':10} {'episodes/min':>13} {'requests/s':>11}")
    for n, (eps, rps) in ((1, one), (2, two)):
        print(f"{n:<10} {eps:13.0f} {rps:11.1f}")
    print(
        f"\ntwo endpoints / one: {two[0] / one[0]:.2f} (episodes), {two[1] / one[1]:.2f} (requests)"
    )


if __name__ == "__main__":
    main()
