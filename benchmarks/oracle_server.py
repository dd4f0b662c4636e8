"""An OpenAI-compatible server on 127.0.0.1 that answers every prompt from the planner.

It stands in for a model to check an experiment end to end (presets, the
runner, the report) through the real client path, without a GPU: every
answer is right, so every LLM row should come out solved. Token counts are
fixed fake numbers.

    python benchmarks/oracle_server.py hanoi3 steppath [--port 8000] [--latency 0.2]
    plangate bench --preset pfc --model oracle --base-url http://127.0.0.1:8000/v1

A dataset is a generated kind (generated into ~/.cache/plangate/datasets if
missing, as ``plangate bench`` does), a dataset folder or an IPC folder: every
instance with objects of its own gets its oracle. ``--log FILE`` appends each
request's messages as a JSON line (to count what a run sends).
"""

from __future__ import annotations

import argparse
import json
import time


def main() -> None:
    from plangate.bench.datasets import default_data_dir, domain_of, resolve_dataset
    from plangate.llm.request import strip
    from plangate.pddl.loader import load_task
    from plangate.testing.fake_server import FakeOpenAI
    from plangate.testing.oracle import OracleRouter, PlannerOracle, shipped_wordings

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("datasets", nargs="+", metavar="KIND|DIR")
    ap.add_argument("--port", type=int, default=0, help="default: any free port")
    ap.add_argument("--latency", type=float, default=0.0, metavar="S")
    ap.add_argument("--log", metavar="FILE", help="append every request's messages (JSON lines)")
    args = ap.parse_args()
    oracles = []
    for name in args.datasets:
        ds = resolve_dataset(name, default_data_dir())
        facts_seen: set[frozenset[str]] = set()
        for instance in ds.instances:  # an IPC folder's instances have objects of their own
            task = load_task(domain_of(ds, instance), instance.problem)
            facts = frozenset(task.facts)
            if facts in facts_seen:
                continue  # the same objects as an instance already served
            facts_seen.add(facts)
            # every shipped wording: the pfc preset renders Hanoi as LLM-PFC's lists
            oracles += [PlannerOracle(r) for r in shipped_wordings(task)]
    server = FakeOpenAI(port=args.port)
    router = OracleRouter(oracles)
    if args.log:
        log = open(args.log, "a", encoding="utf-8")  # noqa: SIM115 (open while serving)

        def responder(messages: list[dict[str, str]]) -> str:
            log.write(json.dumps([strip(messages)]) + "\n")
            log.flush()
            return router(messages)

        server.responder = responder
    else:
        server.responder = router
    server.latency = args.latency
    print(f"serving {', '.join(args.datasets)} at {server.url}", flush=True)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
