"""``plangate openenv`` under load: concurrent WebSocket sessions of OpenEnv's own async
client against one server on 127.0.0.1, beside the Gymnasium environment stepping the
same task in process, in the same run. Run it in OpenEnv's environment (the openenv
extra, in a venv of its own):

    .venv-openenv/bin/python benchmarks/bench_openenv.py [--sessions 16] [--steps 2000]

Each session resets with ``valid_actions=True`` (every observation lists the valid
actions: an agent that acts on the mask), then steps by index into them, and resets
again at the goal. Printed: steps per second over all sessions (each step one request
and one answer), the median and 99th percentile latency of a step. Nothing is
asserted: the figures are this machine's, in this run. (The MCP server's side and the
memory over 10,000 episodes are not here yet.)
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from openenv_client import served  # noqa: E402

BW = ROOT / "examples" / "blocksworld"


async def _session(url: str, steps: int, lat: list[float]) -> int:
    from openenv import GenericAction, GenericEnvClient

    done = 0
    async with GenericEnvClient(base_url=url) as env:
        r = await env.reset(seed=0, valid_actions=True)
        while done < steps:
            t0 = time.perf_counter()
            r = await env.step(GenericAction(index=len(r.observation["valid_actions"]) - 1))
            lat.append(time.perf_counter() - t0)
            done += 1
            if r.done:
                r = await env.reset(seed=done, valid_actions=True)
    return done


def _gym(domain: str, problem: str, steps: int) -> float:
    from plangate.interop.gymenv import PlanningEnv

    env = PlanningEnv(domain, problem, observation="text", reward="distance")
    env.reset(seed=0)
    t0 = time.perf_counter()
    for k in range(steps):
        valid = env.task.applicable(env.state)
        _o, _r, term, trunc, _i = env.step_text(str(valid[-1]))
        if term or trunc:
            env.reset(seed=k)
    return steps / (time.perf_counter() - t0)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", type=int, default=16)
    ap.add_argument("--steps", type=int, default=2000, help="steps per session")
    args = ap.parse_args()
    domain, problem = str(BW / "domain.pddl"), str(BW / "problem-tower.pddl")
    with served(domain, [problem], "--max-sessions", str(max(64, args.sessions))) as url:
        lat: list[float] = []

        async def all_sessions() -> int:
            runs = [_session(url, args.steps, lat) for _ in range(args.sessions)]
            return sum(await asyncio.gather(*runs))

        t0 = time.perf_counter()
        total = asyncio.run(all_sessions())
        seconds = time.perf_counter() - t0
    lat.sort()
    median, p99 = 1e3 * statistics.median(lat), 1e3 * lat[int(0.99 * (len(lat) - 1))]
    print(f"OpenEnv WebSocket: {args.sessions} sessions, {total} steps in {seconds:.2f} s: "
          f"{total / seconds:,.0f} steps/s; step latency median {median:.2f} ms, "
          f"p99 {p99:.2f} ms")  # fmt: skip
    rate = _gym(domain, problem, args.steps * 4)
    print(f"Gymnasium in process: {rate:,.0f} steps/s (step_text, the same task)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
