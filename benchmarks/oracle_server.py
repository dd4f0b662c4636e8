"""An OpenAI-compatible server on 127.0.0.1 that answers every prompt from the planner.

It stands in for a model to check an experiment end to end (presets, the
runner, the report) through the real client path, without a GPU: every
answer is right, so every LLM row should come out solved. Token counts are
fixed fake numbers.

    python benchmarks/oracle_server.py hanoi3 steppath [--port 8000] [--latency 0.2]
    plangate bench --preset pfc --model oracle --base-url http://127.0.0.1:8000/v1

A dataset is a generated kind (generated into ~/.cache/plangate/datasets if
missing, as ``plangate bench`` does) or a dataset folder.
"""

from __future__ import annotations

import argparse
import time


def main() -> None:
    from plangate.bench.datasets import resolve_dataset
    from plangate.cli_bench import default_data_dir
    from plangate.pddl.loader import load_task
    from plangate.testing.fake_server import FakeOpenAI
    from plangate.testing.oracle import OracleRouter, PlannerOracle, shipped_wordings

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("datasets", nargs="+", metavar="KIND|DIR")
    ap.add_argument("--port", type=int, default=0, help="default: any free port")
    ap.add_argument("--latency", type=float, default=0.0, metavar="S")
    args = ap.parse_args()
    oracles = []
    for name in args.datasets:
        ds = resolve_dataset(name, default_data_dir())
        task = load_task(ds.domain, ds.instances[0].problem)
        # every shipped wording: the pfc preset renders Hanoi as LLM-PFC's lists
        oracles += [PlannerOracle(r) for r in shipped_wordings(task)]
    server = FakeOpenAI(port=args.port)
    server.responder = OracleRouter(oracles)
    server.latency = args.latency
    print(f"serving {', '.join(args.datasets)} at {server.url}", flush=True)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
