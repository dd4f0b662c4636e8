"""``plangate openenv`` under load: concurrent WebSocket sessions of OpenEnv's own async
client against one server on 127.0.0.1, beside the Gymnasium environment stepping the
same task in process and ``plangate mcp --http`` under the same sessions, in the same
run. Run it in OpenEnv's environment (the openenv extra, in a venv of its own):

    .venv-openenv/bin/python benchmarks/bench_openenv.py [--sessions 16] [--steps 2000]
        [--episodes 10000] [--dropped 10000] [--mcp-python PYTHON]

Each session resets with ``valid_actions=True`` (every observation lists the valid
actions: an agent that acts on the mask), then steps by index into them, and resets
again at the goal. Printed: steps per second over all sessions (each step one request
and one answer), the median and 99th percentile latency of a step; the MCP server's
steps per second (each step ``valid_actions`` and ``apply_action``, run by
``benchmarks/mcp_sessions.py`` in the Python that has plangate's mcp extra, by default
the one this environment was made from); the server's memory over ``--episodes``
episodes (after the first tenth and at the end); and, with ``--dropped N``, N sessions
opened and dropped with the other abuses of ``tests/openenv_client.py`` (a silent
client, one that never reads, another's session id, the bound), the server's memory
before and after. Nothing is asserted: the figures are this machine's, in this run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from openenv_client import _abuse, rss, served  # noqa: E402

BW = ROOT / "examples" / "blocksworld"


async def _session(url: str, steps: int, lat: list[float], ready: list[float],
                   go: asyncio.Event, sessions: int) -> int:  # fmt: skip
    from openenv import GenericAction, GenericEnvClient

    done = 0
    async with GenericEnvClient(base_url=url) as env:
        r = await env.reset(seed=0, valid_actions=True)
        ready.append(time.perf_counter())  # the clock starts when every session is open
        if len(ready) == sessions:
            go.set()
        await go.wait()
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


async def _episodes(url: str, sessions: int, episodes: int) -> list[tuple[int, int]]:
    """``episodes`` episodes over ``sessions`` sessions (a reset and up to three steps
    each): the server's memory after each tenth."""
    from openenv import GenericAction, GenericEnvClient

    started, marks = 0, []
    tenth = max(1, episodes // 10)

    async def one() -> None:
        nonlocal started
        async with GenericEnvClient(base_url=url) as env:
            while started < episodes:
                started += 1
                k = started
                r = await env.reset(seed=k, valid_actions=True)
                for _ in range(3):
                    r = await env.step(GenericAction(index=0))
                    if r.done:
                        break
                if k % tenth == 0:
                    marks.append((k, rss(url)))

    await asyncio.gather(*[one() for _ in range(sessions)])
    return sorted(marks)


def _mcp(python: str, domain: str, problem: str, sessions: int, steps: int) -> str:
    if not Path(python).exists():
        return f"not measured (no {python}: name a Python with the mcp extra, --mcp-python)"
    done = subprocess.run([python, str(ROOT / "benchmarks" / "mcp_sessions.py"), domain, problem,
                           "--sessions", str(sessions), "--steps", str(steps)],
                          capture_output=True, text=True, timeout=3600, check=False)  # fmt: skip
    if done.returncode != 0:
        return f"not measured ({python}: {done.stderr.strip().splitlines()[-1:]})"
    got = json.loads(done.stdout.strip().splitlines()[-1])
    return (f"{got['sessions']} sessions, {got['steps']} steps in {got['seconds']:.2f} s: "
            f"{got['steps'] / got['seconds']:,.0f} steps/s")  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", type=int, default=16)
    ap.add_argument("--steps", type=int, default=2000, help="steps per session")
    ap.add_argument("--episodes", type=int, default=10_000)
    ap.add_argument("--dropped", type=int, default=0, help="sessions opened and dropped")
    ap.add_argument(
        "--mcp-python",
        default=str(Path(sys.base_prefix) / "bin" / "python3"),
        help="a Python with plangate's mcp extra (default: this venv's base)",
    )
    args = ap.parse_args()
    domain, problem = str(BW / "domain.pddl"), str(BW / "problem-tower.pddl")
    with served(domain, [problem], "--max-sessions", str(max(64, args.sessions))) as url:
        lat: list[float] = []

        ready: list[float] = []

        async def all_sessions() -> tuple[int, float]:
            go = asyncio.Event()
            runs = [_session(url, args.steps, lat, ready, go, args.sessions)
                    for _ in range(args.sessions)]  # fmt: skip
            total = sum(await asyncio.gather(*runs))
            return total, time.perf_counter() - max(ready)

        total, seconds = asyncio.run(all_sessions())
        lat.sort()
        median, p99 = 1e3 * statistics.median(lat), 1e3 * lat[int(0.99 * (len(lat) - 1))]
        print(f"OpenEnv WebSocket: {args.sessions} sessions, {total} steps in {seconds:.2f} s: "
              f"{total / seconds:,.0f} steps/s; step latency median {median:.2f} ms, "
              f"p99 {p99:.2f} ms")  # fmt: skip
        marks = asyncio.run(_episodes(url, args.sessions, args.episodes))
    mib = [(n, m / 2**20) for n, m in marks]
    print(
        f"OpenEnv server memory over {args.episodes:,} episodes: "
        + ", ".join(f"{m:.1f} MiB after {n:,}" for n, m in mib)
    )
    rate = _gym(domain, problem, args.steps * 4)
    print(f"Gymnasium in process: {rate:,.0f} steps/s (step_text, the same task)")
    mcp_steps = max(1, args.steps // 4)
    print(
        "MCP server (plangate mcp --http): "
        + _mcp(args.mcp_python, domain, problem, args.sessions, mcp_steps)
    )
    if args.dropped:
        with served(domain, [problem], "--idle", "2", "--max-sessions", "8") as url:
            got = asyncio.run(_abuse(url, args.dropped, 8, 2.0))
        d = got["dropped"]
        print(f"Abuse (--idle 2 --max-sessions 8): {d['n']:,} sessions opened and dropped in "
              f"{d['seconds']:.1f} s; then 8 of 8 sessions held: {got['held'] == 8}; the "
              f"ninth: {got['over_bound'][:90]}; silent client closed after "
              f"{got['silent']['seconds']:.1f} s ({got['silent']['code']}); memory "
              f"{got['rss_start'] / 2**20:.1f} -> {got['rss_end'] / 2**20:.1f} MiB")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
