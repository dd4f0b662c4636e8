"""Run by tests/test_openenv.py in the OpenEnv environment (``PLANGATE_OE_PYTHON``):
starts ``plangate openenv`` on 127.0.0.1 and drives it with OpenEnv's own clients, then
prints what it saw as one JSON object. ``python openenv_client.py WHAT DOMAIN PROBLEM...``.
"""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

SCRIPT = ["(unstack d c)", "(fly a b)", "put the yellow block down on the table", "(stack a d)",
          "unstack the red block from on top of the blue block", "(pick-up d)"]  # fmt: skip


def _port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = int(s.getsockname()[1])
    s.close()
    return port


PIDS: dict[str, int] = {}  # a served url -> its server's process id


def rss(url: str) -> int:
    """The resident memory of the server at ``url``, in bytes."""
    for line in open(f"/proc/{PIDS[url]}/status").read().splitlines():  # noqa: SIM115
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError("no VmRSS")


@contextmanager
def served(domain: str, problems: list[str], *flags: str) -> Iterator[str]:
    port = _port()
    proc = subprocess.Popen([sys.executable, "-m", "plangate.cli", "openenv", domain, *problems,
                             "--port", str(port), *flags])  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    PIDS[url] = proc.pid
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(url + "/health", timeout=1)
                break
            except OSError:
                if proc.poll() is not None:
                    raise SystemExit(f"the server ended: {proc.returncode}") from None
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _obs(result: Any) -> dict[str, Any]:
    o = dict(result.observation)
    return {"valid": o.get("valid"), "reason": o.get("reason"), "action": o.get("action"),
            "state_id": o.get("state_id"), "reward": result.reward, "done": result.done,
            "components": o.get("components"), "valid_actions": o.get("valid_actions"),
            "problem": o.get("problem"), "distance": o.get("distance")}  # fmt: skip


def script(domain: str, problems: list[str]) -> dict[str, Any]:
    """The script through the sync client (WebSocket), the async one, and the surface."""
    from openenv import GenericAction, GenericEnvClient

    from plangate.llm.surface import MachineSurface
    from plangate.pddl.loader import load_task

    out: dict[str, Any] = {}
    with served(domain, problems) as url:
        with GenericEnvClient(base_url=url).sync() as env:
            first = _obs(env.reset(seed=0, valid_actions=True))
            steps = [_obs(env.step(GenericAction(action=a))) for a in SCRIPT]
            listed = _obs(env.step(GenericAction(tool="list_valid_actions")))
            by_index = _obs(env.step(GenericAction(index=0)))
            past = _obs(env.step(GenericAction(index=99)))
            state = dict(env.state())
            out["sync"] = {"first": first, "steps": steps, "listed": listed,
                           "by_index": by_index, "past": past, "state": state}  # fmt: skip

        async def run_async() -> list[dict[str, Any]]:
            async with GenericEnvClient(base_url=url) as env:
                await env.reset(seed=0)
                return [_obs(await env.step(GenericAction(action=a))) for a in SCRIPT]

        out["async"] = asyncio.run(run_async())
        with urllib.request.urlopen(url + "/schema", timeout=10) as r:
            schema = json.loads(r.read())
        out["schema_action"] = sorted(schema.get("action", {}).get("properties", {}))
    surface = MachineSurface.of(load_task(domain, problems[0]))
    out["surface"] = [surface.apply(a).to_dict() for a in SCRIPT]
    return out


def seeds(domain: str, problems: list[str]) -> dict[str, Any]:
    """100 episodes by seed, twice, each time from a fresh server: the problem, the start
    and the states after three steps of the first valid action."""
    from openenv import GenericAction, GenericEnvClient

    runs = []
    for _ in range(2):
        with served(domain, problems) as url, GenericEnvClient(base_url=url).sync() as env:
            seen = []
            for seed in range(100):
                r = env.reset(seed=seed)
                trail = [r.observation["problem"], r.observation["state_id"]]
                env.step(GenericAction(tool="list_valid_actions"))
                for _ in range(3):
                    r = env.step(GenericAction(index=0))
                    trail.append(r.observation["state_id"])
                    env.step(GenericAction(tool="list_valid_actions"))
                seen.append(trail)
            runs.append(seen)
    return {"runs": runs}


def hostile(domain: str, problems: list[str]) -> dict[str, Any]:
    """A 10 MB action, wrong types, an unknown tool: each an error to its client; the
    server goes on serving another."""
    from openenv import GenericAction, GenericEnvClient

    out: dict[str, Any] = {}
    with served(domain, problems) as url:
        for name, action in (("huge", {"action": "x" * 10_000_000}),
                             ("type", {"index": "first"}),
                             ("tool", {"tool": "rm -rf"}),
                             ("field", {"shell": "ls"})):  # fmt: skip
            try:
                with GenericEnvClient(base_url=url).sync() as env:
                    env.reset(seed=0)
                    env.step(GenericAction(**action))
                out[name] = "accepted"
            except Exception as err:  # what the client was told
                out[name] = f"{type(err).__name__}: {str(err)[:300]}"
        with GenericEnvClient(base_url=url).sync() as env:
            out["after"] = _obs(env.reset(seed=0))
    return out


async def _raw(url: str, query: str = "", rcvbuf: int | None = None) -> Any:
    """A WebSocket to the server's /ws with nothing of OpenEnv's client around it."""
    from websockets.asyncio.client import connect

    sock = None
    if rcvbuf is not None:  # a small receive buffer: a client that does not read fills it
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        sock.connect(("127.0.0.1", int(url.rsplit(":", 1)[1])))
    ws_url = url.replace("http://", "ws://") + "/ws" + query
    return await connect(ws_url, sock=sock, max_queue=1, compression=None, open_timeout=10)


async def _served_normally(url: str) -> float:
    """Seconds a fresh client takes to reset and step (the server serves others)."""
    from openenv import GenericAction, GenericEnvClient

    t0 = time.perf_counter()
    async with GenericEnvClient(base_url=url) as env:
        await env.reset(seed=0)
        r = await env.step(GenericAction(action="(unstack d c)"))
        assert r.observation["valid"], r.observation
    return time.perf_counter() - t0


async def _abuse(url: str, dropped: int, bound: int, idle: float) -> dict[str, Any]:
    from openenv import GenericEnvClient
    from websockets.exceptions import ConnectionClosed

    out: dict[str, Any] = {"rss_start": rss(url)}
    # a client that connects and says nothing: closed once idle
    ws, t0 = await _raw(url), time.perf_counter()
    try:
        await asyncio.wait_for(ws.recv(), idle + 30)
        out["silent"] = "answered"
    except ConnectionClosed as err:
        out["silent"] = {"code": err.rcvd.code if err.rcvd else None,
                         "reason": err.rcvd.reason if err.rcvd else "",
                         "seconds": time.perf_counter() - t0}  # fmt: skip
    # a client that sends and never reads: its session ends once its answers stop
    # moving, while others are served; it is still connected when the bound is tried
    unread = await _raw(url, rcvbuf=4096)
    step = json.dumps({"type": "step", "data": {"tool": "list_valid_actions"}})
    await unread.send(json.dumps({"type": "reset", "data": {"seed": 0, "valid_actions": True}}))
    t0, sent, others = time.perf_counter(), 0, []
    while time.perf_counter() - t0 < idle + 4:
        try:
            await asyncio.wait_for(unread.send(step), 0.5)
            sent += 1
        except asyncio.TimeoutError:  # our own buffers are full too
            if len(others) < 3:
                others.append(await _served_normally(url))
        except (ConnectionClosed, OSError) as err:
            others.append(type(err).__name__)
            break
    out["unread"] = {"sent": sent, "others_served_in": others}
    # a session id that is not the client's
    ws = await _raw(url, "?session_id=another-clients-session")
    try:
        out["foreign_id"] = json.loads(await asyncio.wait_for(ws.recv(), 10))
    except ConnectionClosed as err:
        out["foreign_id"] = f"closed {err.rcvd.code if err.rcvd else None}"
    ws.transport.abort()
    # sessions opened and dropped without a word of goodbye
    reset = json.dumps({"type": "reset", "data": {"seed": 1}})
    t0 = time.perf_counter()
    for k in range(dropped):
        ws = await _raw(url)
        await ws.send(reset)
        if k % 2:  # half read their answer first
            await ws.recv()
        ws.transport.abort()
    out["dropped"] = {"n": dropped, "seconds": time.perf_counter() - t0}
    await asyncio.sleep(1.0)
    # the bound: every slot free again after the drops, and one more is refused
    held = []
    for _ in range(bound):
        env = GenericEnvClient(base_url=url)
        await env.connect()
        await env.reset(seed=0)
        held.append(env)
    try:
        extra = GenericEnvClient(base_url=url)
        await extra.connect()
        await extra.reset(seed=0)
        out["over_bound"] = "accepted"
    except Exception as err:  # what the client was told
        out["over_bound"] = f"{type(err).__name__}: {str(err)[:300]}"
    out["held"] = len(held)
    for env in held:
        await env.close()
    unread.transport.abort()
    await asyncio.sleep(0.5)
    out["after"] = await _served_normally(url)
    out["rss_end"] = rss(url)
    return out


def abuse(domain: str, problems: list[str], dropped: int = 300) -> dict[str, Any]:
    """A silent client, one that never reads, another's session id, ``dropped``
    sessions opened and dropped, the bound on sessions: each ends as it should and the
    server serves on (``--idle 2 --max-sessions 8``)."""
    with served(domain, problems, "--idle", "2", "--max-sessions", "8") as url:
        return asyncio.run(_abuse(url, dropped, 8, 2.0))


def records(domain: str, problems: list[str]) -> dict[str, Any]:
    """Three episodes recorded (``--records FILE --label agent-x``): one to the goal
    along exact distances, one left at a reset after a valid and an invalid step, one
    left when its session ends; prints the file's path and the optimal plan's length."""
    import tempfile

    from openenv import GenericAction, GenericEnvClient

    from plangate.interop.gymenv import PlanningEnv

    truth = PlanningEnv(domain, problems[0], observation="text")
    truth.reset(seed=0)
    plan = []
    while not truth.task.is_goal(truth.state):  # down the exact distances: an optimal plan
        ops = truth.task.applicable(truth.state)
        op = min(ops, key=lambda o: truth.distance(o.apply(truth.state)))
        plan.append(str(op))
        truth.step_text(str(op))
    path = str(Path(tempfile.mkdtemp()) / "episodes.jsonl")
    with served(domain, problems, "--records", path, "--label", "agent-x") as url:
        with GenericEnvClient(base_url=url).sync() as env:
            env.reset(seed=0)
            for a in plan:
                env.step(GenericAction(action=a))
            env.reset(seed=1)
            env.step(GenericAction(action=plan[0]))
            env.step(GenericAction(action="(fly a b)"))
            env.reset(seed=2)
        with GenericEnvClient(base_url=url).sync() as env:
            env.reset(seed=3)
            env.step(GenericAction(action=plan[0]))
        time.sleep(1.0)  # the session's end is the server's to see
    return {"path": path, "plan": plan}


def validate(domain: str, problems: list[str]) -> dict[str, Any]:
    """OpenEnv's own validator (``openenv validate --url``, its runtime level) against the
    running server."""
    from pathlib import Path

    tool = str(Path(sys.executable).parent / "openenv")
    with served(domain, problems) as url:
        done = subprocess.run([tool, "validate", "--url", url, "--level", "runtime"],
                              capture_output=True, text=True, timeout=300, check=False)  # fmt: skip
    return {"code": done.returncode, "said": done.stdout[-3000:] + done.stderr[-1000:]}


if __name__ == "__main__":
    what, domain, *problems = sys.argv[1:]
    work = {"script": script, "seeds": seeds, "hostile": hostile, "validate": validate,
            "abuse": abuse, "records": records}  # fmt: skip
    print(json.dumps(work[what](domain, problems)))
