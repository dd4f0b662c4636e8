"""``plangate mcp``: the machine as MCP tools, spoken to by the MCP SDK's own client
over stdio. An agent loop reaches the goal of a Blocksworld task by tool calls alone;
invalid actions, undo, plan validation and hostile inputs answer as tool results."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from .conftest import BENCHMARKS, EXAMPLES

mcp = pytest.importorskip("mcp")
anyio = pytest.importorskip("anyio")

BW = EXAMPLES / "blocksworld"


@pytest.fixture
def bw(tmp_path: Path) -> Path:
    """The Blocksworld example's files, copied (its domain is a link out of its folder,
    which the server's door refuses, as it should)."""
    root = tmp_path / "bw"
    root.mkdir()
    for name in ("domain.pddl", "problem-tower.pddl", "problem-2steps.pddl"):
        (root / name).write_text((BW / name).read_text())
    return root


def _data(result: Any) -> dict[str, Any]:
    if result.structured_content is not None:
        data = result.structured_content
        return dict(data.get("result", data)) if isinstance(data, dict) else {}
    text = "".join(getattr(c, "text", "") for c in result.content)
    return dict(json.loads(text))


async def _session(root: Path, body: Any) -> Any:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(
        command=sys.executable, args=["-m", "plangate.cli", "mcp", "--root", str(root)]
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        return await body(s)


def test_an_agent_reaches_the_goal_by_tool_calls_alone(bw: Path) -> None:
    async def agent(s: Any) -> dict[str, Any]:
        names = {t.name for t in (await s.list_tools()).tools}
        assert {"load_task", "valid_actions", "apply_action", "undo", "validate_plan",
                "optimal_plan", "distance_to_goal", "render_state"} <= names  # fmt: skip
        files = {"domain": "domain.pddl", "problem": "problem-tower.pddl"}
        loaded = _data(await s.call_tool("load_task", files))
        assert not loaded["goal_reached"]
        steps = []
        while not _data(await s.call_tool("render_state", {}))["goal_reached"]:
            here = _data(await s.call_tool("distance_to_goal", {}))["distance"]
            for action in _data(await s.call_tool("valid_actions", {}))["actions"]:
                after = _data(await s.call_tool("apply_action", {"action": action}))
                assert after["valid"], after
                if _data(await s.call_tool("distance_to_goal", {}))["distance"] < here:
                    steps.append(action)
                    break
                await s.call_tool("undo", {})
            assert len(steps) <= 12
        plan = "\n".join(steps)
        checked = _data(await s.call_tool("validate_plan", {"plan": plan}))
        best = _data(await s.call_tool("optimal_plan", {}))
        return {"steps": steps, "checked": checked, "best": best}

    got = anyio.run(_session, bw, agent)
    assert got["checked"]["valid"] and got["checked"]["status"] == "valid"
    assert len(got["steps"]) == 8  # each step brings the goal closer: an optimal plan
    assert got["best"] == {"solvable": True, "plan": [], "cost": 0}  # at the goal


def test_mistakes_and_hostile_inputs_are_tool_errors_of_one_line(tmp_path: Path) -> None:
    async def misuse(s: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        out["no_task"] = await s.call_tool("valid_actions", {})
        out["outside"] = await s.call_tool("load_task", {"domain": "/etc/passwd", "problem": "x"})
        out["bad_pddl"] = await s.call_tool(
            "load_task", {"domain": "(define (domain d) (:action", "problem": "(define"}
        )
        text = (BW / "domain.pddl").read_text()
        problem = (BW / "problem-2steps.pddl").read_text()
        out["text"] = _data(await s.call_tool("load_task", {"domain": text, "problem": problem}))
        out["invalid"] = _data(await s.call_tool("apply_action", {"action": "(stack a a)"}))
        out["nothing"] = await s.call_tool("undo", {})
        out["huge"] = await s.call_tool("apply_action", {"action": "x" * 5000})
        out["broken"] = _data(await s.call_tool("validate_plan", {"plan": "(unstack z z)"}))
        return out

    got = anyio.run(_session, tmp_path, misuse)
    for name in ("no_task", "outside", "bad_pddl", "nothing", "huge"):
        result = got[name]
        assert result.is_error, name
        message = "".join(getattr(c, "text", "") for c in result.content)
        assert "\n" not in message.strip() and "Traceback" not in message, message
    assert "no task is loaded" in "".join(c.text for c in got["no_task"].content)
    assert "outside the folder" in "".join(c.text for c in got["outside"].content)
    assert got["text"]["facts"] and not got["text"]["goal_reached"]
    assert got["invalid"]["valid"] is False and got["invalid"]["reason"]
    assert got["broken"]["valid"] is False and got["broken"]["failed_step"] == 1


@pytest.mark.skipif(not (BENCHMARKS / "gripper-round-1-strips-1998").is_dir(), reason="no IPC")
def test_each_client_has_its_own_task() -> None:
    """Two sessions of one server (in process): each keeps its own task and state."""
    from plangate.interop.mcp_tools import Sessions

    s = Sessions(BENCHMARKS.resolve())
    g = "gripper-round-1-strips-1998"
    s.load_task("a", f"{g}/domain.pddl", f"{g}/instances/instance-1.pddl")
    s.load_task("b", (BW / "domain.pddl").read_text(), (BW / "problem-2steps.pddl").read_text())
    first = s.valid_actions("a")["actions"][0]
    assert s.apply_action("a", first)["valid"]
    assert s.render_state("a")["steps"] == 1 and s.render_state("b")["steps"] == 0
    s.forget("a")
    with pytest.raises(ValueError, match="no task is loaded"):
        s.valid_actions("a")


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_two_http_clients_each_keep_their_own_task(tmp_path: Path, bw: Path) -> None:
    """``plangate mcp --http`` on 127.0.0.1: two clients of one server, a task each."""
    import subprocess
    import time
    import urllib.request

    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    port = _free_port()
    cmd = [sys.executable, "-m", "plangate.cli", "mcp", "--http", "--port", str(port),
           "--root", str(bw)]  # fmt: skip
    log = (tmp_path / "server.log").open("w")
    server = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        for _ in range(100):  # until it listens
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
                break
            except OSError as err:
                if "refused" not in str(err):
                    break
                time.sleep(0.1)

        async def client(problem: str, moves: int) -> dict[str, Any]:
            async with (
                streamable_http_client(url) as (read, write, *_),
                ClientSession(read, write) as s,
            ):
                await s.initialize()
                await s.call_tool("load_task", {"domain": "domain.pddl", "problem": problem})
                for _ in range(moves):
                    first = _data(await s.call_tool("valid_actions", {}))["actions"][0]
                    await s.call_tool("apply_action", {"action": first})
                return _data(await s.call_tool("render_state", {}))

        async def both() -> list[dict[str, Any]]:
            out: list[dict[str, Any]] = []

            async def run(problem: str, moves: int) -> None:
                out.append(await client(problem, moves))

            async with anyio.create_task_group() as g:
                g.start_soon(run, "problem-tower.pddl", 2)
                g.start_soon(run, "problem-2steps.pddl", 1)
            return out

        states = anyio.run(both)
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()
    assert sorted(s["steps"] for s in states) == [1, 2]
    assert len({s["goal"] for s in states}) == 2


SECRET = "OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwx1234"


def test_a_file_the_client_names_is_never_quoted_nor_read_outside_the_root(
    tmp_path: Path, bw: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 56: ``load_task(".env", ...)`` answered ``unexpected 'OPENAI_API_KEY=sk-…'``,
    and a link under the root led anywhere. Now: dotfiles and links out are refused by
    the door; a file under the root that is not PDDL says where and what kind of
    mistake, never its content; the client's own text is quoted redacted."""
    from plangate.interop.mcp_tools import Sessions

    (bw / ".env").write_text(SECRET + "\n")
    (bw / "notes.pddl").write_text(SECRET + "\n")
    secrets = tmp_path / "secrets"
    secrets.mkdir()
    (secrets / "key.pddl").write_text(SECRET + "\n")
    (bw / "linked").symlink_to(secrets)
    (bw / "hostname.pddl").symlink_to("/etc/hostname")
    (bw / "environ.pddl").symlink_to("/proc/self/environ")
    s = Sessions(bw)
    said = {}
    for name in (".env", "notes.pddl", "linked/key.pddl", "hostname.pddl", "environ.pddl",
                 "../secrets/key.pddl", str(secrets / "key.pddl"), "nul\x00.pddl"):  # fmt: skip
        with pytest.raises(ValueError) as err:
            s.load_task("c", name, "problem-2steps.pddl")
        said[name] = str(err.value)
    for name, message in said.items():
        assert "sk-proj" not in message and "OPENAI_API_KEY" not in message, (name, message)
        assert "\n" not in message
    assert "hidden" in said[".env"]
    assert "not quoted" in said["notes.pddl"] and "notes.pddl:1:1" in said["notes.pddl"]
    for name in ("linked/key.pddl", "hostname.pddl", "environ.pddl", "../secrets/key.pddl"):
        assert "outside the folder" in said[name], said[name]
    with pytest.raises(ValueError) as err:  # the client's own text: quoted, redacted
        s.load_task("c", f"(define {SECRET}", "(define")
    assert "sk-proj" not in str(err.value) and "[redacted]" in str(err.value)
    assert not any("sk-proj" in r.getMessage() for r in caplog.records)


def test_a_sessions_task_is_freed_when_its_connection_goes() -> None:
    """Issue 56: the HTTP server kept every closed session's task. A client's task is
    held weakly by its connection: when the SDK drops the connection, it is freed."""
    import gc

    from plangate.interop.mcp_tools import Sessions

    class Connection:  # as the SDK's: one object per client session
        pass

    s = Sessions(BW.parent)
    domain, problem = (BW / "domain.pddl").read_text(), (BW / "problem-2steps.pddl").read_text()
    clients = [Connection() for _ in range(5)]
    for c in clients:
        s.load_task(c, domain, problem)
    assert len(s) == 5
    del c
    clients.clear()
    gc.collect()
    assert len(s) == 0
    for k in range(200):  # named clients (stdio, tests): the most recent few kept
        s.load_task(f"name-{k}", domain, problem)
    assert len(s) <= 64


def test_warnings_are_counted_per_request_not_kept(bw: Path) -> None:
    """Issue 56: every warning of every request was kept for the server's life. One
    request declaring an object thousands of times answers one line with the count."""
    import warnings

    from plangate.interop.mcp_tools import Sessions
    from plangate.outside.tally import route_warnings, stray

    objects = " ".join(["a b c"] * 2000)
    problem = (bw / "problem-2steps.pddl").read_text().replace("(:objects", f"(:objects {objects}")
    s = Sessions(bw)
    with warnings.catch_warnings():
        route_warnings()
        got = s.load_task("k", "domain.pddl", problem)
        again = s.load_task("k", "domain.pddl", problem)
    assert len(got["warnings"]) == 1 and "6,000 warning(s)" in got["warnings"][0]
    inline = s.load_task("k", (bw / "domain.pddl").read_text(), problem)  # the client's text
    assert len(inline["warnings"]) == 1 and "(and 5,999 more like it)" in inline["warnings"][0]
    assert got["warnings"] == again["warnings"]
    assert stray().total == 0  # nothing left anywhere


def test_the_sdk_lets_go_of_a_closed_sessions_task(bw: Path) -> None:
    """Through the SDK's own client, connected in-process: after five sessions have each
    loaded a task and closed, no task is held (the HTTP server grew by 12 MB a closed
    session of a visit-all 40 x 40 task on f464122; flat now: 91-101 MB over eight)."""
    import gc

    from mcp import Client

    from plangate.interop.mcp_server import build_server
    from plangate.interop.mcp_tools import Sessions

    sessions = Sessions(bw)
    server = build_server(sessions)

    async def five() -> list[int]:
        held = []
        for _ in range(5):  # the handshake protocol: a connection per session
            async with Client(server, mode="legacy") as c:
                await c.call_tool("load_task", {"domain": "domain.pddl",
                                                "problem": "problem-tower.pddl"})  # fmt: skip
                held.append(len(sessions))
        return held

    assert all(n >= 1 for n in anyio.run(five))  # each session held its task while it lasted
    gc.collect()  # (a closed session's objects form cycles: the collector frees them)
    assert len(sessions) == 0

    async def modern() -> bool:  # the 2026 protocol: a connection per request
        async with Client(server) as c:
            await c.call_tool("load_task", {"domain": "domain.pddl",
                                            "problem": "problem-tower.pddl"})  # fmt: skip
            gc.collect()
            got = await c.call_tool("valid_actions", {})
            return not got.is_error

    assert anyio.run(modern)  # the task lasts from one request to the next


def test_valid_means_what_validate_says_it_means(bw: Path) -> None:
    """Issue 57: ``validate_plan`` said ``"valid": false`` for an applicable plan that
    misses the goal, where ``plangate validate --json`` says valid and not a success."""
    from plangate.interop.mcp_tools import Sessions

    s = Sessions(bw)
    s.load_task("k", "domain.pddl", "problem-2steps.pddl")
    short = s.validate_plan("k", "(unstack b c)")
    assert short["valid"] is True and short["success"] is False
    whole = s.validate_plan("k", "(unstack b c)\n(put-down b)")
    assert whole["valid"] is True and whole["success"] is True


def test_a_formalizing_agent_checks_its_pddl_and_plans_with_it(bw: Path) -> None:
    domain = (BW / "domain.pddl").read_text()
    good = (BW / "problem-tower.pddl").read_text()
    broken = good.replace("(clear d))", "(clear d)")  # the :init never closed

    async def agent(s: Any) -> dict[str, Any]:
        names = {t.name for t in (await s.list_tools()).tools}
        assert {"check_pddl", "plan_pddl"} <= names
        return {
            "broken": _data(await s.call_tool("check_pddl", {"domain": domain, "problem": broken})),
            "good": _data(await s.call_tool("check_pddl", {"domain": domain, "problem": good})),
            "plan": _data(await s.call_tool("plan_pddl", {"domain": domain, "problem": good})),
            "files": _data(await s.call_tool("plan_pddl", {"domain": "domain.pddl",
                                                           "problem": "problem-tower.pddl"})),
            "outside": await s.call_tool("check_pddl", {"domain": "/etc/passwd", "problem": "x"}),
        }  # fmt: skip

    got = anyio.run(_session, bw, agent)
    assert got["broken"]["parses"] is False and "<problem>:" in got["broken"]["error"]
    assert got["good"]["parses"] and got["good"]["ground_actions"] > 0
    assert got["plan"]["solvable"] and len(got["plan"]["plan"]) == 8 and got["plan"]["optimal"]
    assert got["files"]["plan"] == got["plan"]["plan"]
    assert got["outside"].is_error


COUNTERS = """(define (domain counters) (:requirements :numeric-fluents)
 (:predicates (g)) (:functions (a) (b))
 (:action ia :parameters () :precondition (and (< (a) 5000)) :effect (and (increase (a) 1)))
 (:action ib :parameters () :precondition (and (< (b) 5000)) :effect (and (increase (b) 1))))"""
# b at least 2 and at most 1: no plan, and no search exhausts 25 million states in 30 s
NEVER = """(define (problem never) (:domain counters) (:init (= (a) 0) (= (b) 0))
 (:goal (and (>= (b) 2) (<= (b) 1))))"""


def test_the_stdio_server_leaves_when_its_client_closes_stdin_mid_tool(tmp_path: Path) -> None:
    """A client that closes its stream while a tool runs (an optimal plan of a task no
    search decides: up to the tool's 30 s): the server ends at once, its searches and
    planner processes with it, instead of finishing the tool for no one."""
    import subprocess
    import time

    server = subprocess.Popen(
        [sys.executable, "-m", "plangate.cli", "mcp", "--root", str(tmp_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    assert server.stdin is not None and server.stdout is not None

    def send(message: dict[str, Any]) -> None:
        assert server.stdin is not None
        server.stdin.write((json.dumps({"jsonrpc": "2.0", **message}) + "\n").encode())
        server.stdin.flush()

    try:
        send({"id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"}}})  # fmt: skip
        assert b'"id":1' in server.stdout.readline().replace(b" ", b"")
        send({"method": "notifications/initialized"})
        send({"id": 2, "method": "tools/call", "params": {"name": "load_task", "arguments": {
            "domain": COUNTERS, "problem": NEVER}}})  # fmt: skip
        assert b'"id":2' in server.stdout.readline().replace(b" ", b"")
        send({"id": 3, "method": "tools/call",
              "params": {"name": "optimal_plan", "arguments": {}}})  # fmt: skip
        time.sleep(1.0)  # the tool is running (it runs for up to 30 s)
        closed = time.monotonic()
        server.stdin.close()
        server.wait(timeout=20)
        assert time.monotonic() - closed < 20
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
