"""Run by tests/test_openenv.py in a NeMo Gym environment (``PLANGATE_NG_PYTHON``:
Python 3.12 with ``pip install nemo-gym -e ".[openenv]"``): NeMo Gym's own OpenEnv
resources server (``resources_servers.openenv.app``, as its YAML would configure it)
serving plangate's environment over HTTP on 127.0.0.1, driven as NeMo Gym's agent
drives it: ``/seed_session``, ``/step`` (a valid action, an unknown one, an index), then
``/verify`` for the rollout's reward. Prints one JSON line.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any
from unittest.mock import MagicMock

ROOT = Path(__file__).resolve().parents[1]
BW = ROOT / "examples" / "blocksworld"


def main() -> dict[str, Any]:
    import httpx
    import uvicorn
    from nemo_gym.server_utils import ServerClient
    from resources_servers.openenv.app import (
        OpenEnvResourcesServer,
        OpenEnvResourcesServerConfig,
    )

    os.environ["PLANGATE_ENV_DOMAIN"] = str(BW / "domain.pddl")
    os.environ["PLANGATE_ENV_PROBLEMS"] = str(BW / "problem-tower.pddl")
    config = OpenEnvResourcesServerConfig(
        host="127.0.0.1", port=0, entrypoint="app.py", name="plangate_resources_server",
        env_class="plangate.interop.openenv_env.PlanEnvironment",
        action_class="plangate.interop.openenv_env.PlanAction",
        reset_kwargs={"valid_actions": True}, is_mcp=False,
    )  # fmt: skip
    server = OpenEnvResourcesServer(config=config, server_client=MagicMock(spec=ServerClient))
    app = server.setup_webserver()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    web = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    threading.Thread(target=web.run, daemon=True).start()
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        if web.started:
            break
        time.sleep(0.05)
    out: dict[str, Any] = {}
    with httpx.Client(base_url=url, timeout=30) as http:
        http.post("/seed_session", json={}).raise_for_status()
        steps = [{"action": "(unstack d c)"}, {"action": "(fly a b)"}, {"index": 0}]
        out["steps"] = [http.post("/step", json=s).json() for s in steps]
        verify = {"responses_create_params": {"input": []},
                  "response": {"id": "r", "created_at": 0, "model": "m", "object": "response",
                               "output": [], "parallel_tool_calls": False, "tool_choice": "auto",
                               "tools": []}}  # fmt: skip
        got = http.post("/verify", json=verify)
        out["verify"] = (
            got.json()
            if got.status_code == 200
            else {"status": got.status_code, "text": got.text[:500]}
        )
    web.should_exit = True
    return out


if __name__ == "__main__":
    print(json.dumps(main()))
    sys.stdout.flush()
