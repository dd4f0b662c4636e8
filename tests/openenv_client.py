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
from typing import Any

SCRIPT = ["(unstack d c)", "(fly a b)", "put the yellow block down on the table", "(stack a d)",
          "unstack the red block from on top of the blue block", "(pick-up d)"]  # fmt: skip


def _port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = int(s.getsockname()[1])
    s.close()
    return port


@contextmanager
def served(domain: str, problems: list[str], *flags: str) -> Iterator[str]:
    port = _port()
    proc = subprocess.Popen([sys.executable, "-m", "plangate.cli", "openenv", domain, *problems,
                             "--port", str(port), *flags])  # fmt: skip
    url = f"http://127.0.0.1:{port}"
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
    work = {"script": script, "seeds": seeds, "hostile": hostile, "validate": validate}
    print(json.dumps(work[what](domain, problems)))
