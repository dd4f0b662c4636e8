"""``plangate mcp --http`` under the same load as the OpenEnv server in
``bench_openenv.py``: concurrent sessions of the MCP SDK's own client (streamable HTTP,
on 127.0.0.1), each loading the task, then stepping: ``valid_actions`` and
``apply_action`` of the last one (what an OpenEnv step with ``valid_actions=True``
does in one message), loading the task again at the goal. Run in plangate's main
environment (the mcp extra, MCP SDK 2.x); ``bench_openenv.py`` runs it there and prints
its figure beside OpenEnv's. Prints one JSON line: steps, seconds.

    python benchmarks/mcp_sessions.py DOMAIN PROBLEM [--sessions 16] [--steps 500]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any


def _data(result: Any) -> dict[str, Any]:
    if result.structured_content is not None:
        data = result.structured_content
        return dict(data.get("result", data)) if isinstance(data, dict) else {}
    return dict(json.loads("".join(getattr(c, "text", "") for c in result.content)))


async def _session(url: str, domain: str, problem: str, steps: int) -> int:
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    done = 0
    async with streamable_http_client(url) as (read, write, *_), ClientSession(read, write) as s:
        await s.initialize()
        await s.call_tool("load_task", {"domain": domain, "problem": problem})
        while done < steps:
            listed = _data(await s.call_tool("valid_actions", {}))["actions"]
            got = _data(await s.call_tool("apply_action", {"action": listed[-1]}))
            done += 1
            if got.get("goal_reached"):
                await s.call_tool("load_task", {"domain": domain, "problem": problem})
    return done


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("domain")
    ap.add_argument("problem")
    ap.add_argument("--sessions", type=int, default=16)
    ap.add_argument("--steps", type=int, default=500, help="steps per session")
    args = ap.parse_args()
    root = Path(args.domain).resolve().parent
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    server = subprocess.Popen([sys.executable, "-m", "plangate.cli", "mcp", "--http", "--port",
                               str(port), "--root", str(root)])  # fmt: skip
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
                break
            except OSError as err:
                if "refused" not in str(err):
                    break
                time.sleep(0.1)
        names = (Path(args.domain).name, Path(args.problem).name)

        async def all_sessions() -> int:
            runs = [_session(url, *names, args.steps) for _ in range(args.sessions)]
            return sum(await asyncio.gather(*runs))

        t0 = time.perf_counter()
        total = asyncio.run(all_sessions())
        seconds = time.perf_counter() - t0
    finally:
        server.terminate()
        server.wait(timeout=30)
    print(json.dumps({"steps": total, "seconds": seconds, "sessions": args.sessions}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
