"""The machine's one surface (:class:`plangate.llm.surface.MachineSurface`) and every
bridge over it: the same script of actions (each valid action in PDDL and in every
wording the bridge lists, an unknown object, an action of another domain, an
over-long action, undo where the bridge has it; a classical and a numeric task) runs
through the surface itself, the MCP tools, Inspect's tools, verifiers' tools (in
verifiers' own environment, ``PLANGATE_VF_PYTHON``, where there is one), the OpenEnv
environment's steps (in OpenEnv's, ``PLANGATE_OE_PYTHON``) and the Gymnasium
environment's text actions, and every
bridge gives the same verdict: valid or not, the action read, and why not."""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from plangate.llm.surface import MAX_ACTION, MachineSurface
from plangate.pddl.loader import load_task

ROOT = Path(__file__).resolve().parent.parent
TASKS = {
    "blocksworld": (ROOT / "examples" / "blocksworld", "domain.pddl", "problem-2steps.pddl"),
    "depots-numeric": (ROOT / "tests" / "data" / "numeric" / "depots-numeric-automatic-2002",
                       "domain.pddl", "instances/instance-1.pddl"),
}  # fmt: skip
Verdict = tuple[bool, str | None, str]  # valid, the action read (PDDL), why not


class Bridge:
    """One bridge at a task's initial state: ``apply(text)`` gives its verdict."""

    name = ""
    undo: Callable[[], None] | None = None

    def apply(self, text: str) -> Verdict:
        raise NotImplementedError


class Direct(Bridge):
    name = "surface"

    def __init__(self, folder: Path, d: str, p: str) -> None:
        self.s = MachineSurface.of(load_task(folder / d, folder / p))
        self.undo = self.s.undo  # type: ignore[assignment]

    def apply(self, text: str) -> Verdict:
        got = self.s.apply(text)
        return got.valid, got.action if got.valid else None, got.reason


class Mcp(Bridge):
    name = "mcp"

    def __init__(self, folder: Path, d: str, p: str) -> None:
        from plangate.interop.mcp_tools import Sessions

        self.s = Sessions(folder)
        self.s.load_task("k", d, p)
        self.undo = lambda: self.s.undo("k")  # type: ignore[assignment]

    def listed(self) -> list[str]:
        got = self.s.valid_actions("k")
        return [*got["actions"], *got["in_words"]]

    def apply(self, text: str) -> Verdict:
        try:
            got = self.s.apply_action("k", text)
        except ValueError as err:  # a tool error (the over-long action)
            return False, None, str(err)
        return got["valid"], got.get("action"), got.get("reason", "")


class Inspect(Bridge):
    name = "inspect"

    def __init__(self, folder: Path, d: str, p: str) -> None:
        pytest.importorskip("inspect_ai")
        from plangate.interop.inspect_eval import machine_tools

        self.applied: list[str] = []
        self.tools = machine_tools(load_task(folder / d, folder / p), self.applied)

    def apply(self, text: str) -> Verdict:
        said = asyncio.run(self.tools[1](action=text))
        assert isinstance(said, str)
        if said.startswith("applied "):
            return True, said[len("applied ") : said.index(")") + 1], ""
        return False, None, said.removeprefix("not applied: ")


class Gym(Bridge):
    name = "gymnasium"

    def __init__(self, folder: Path, d: str, p: str) -> None:
        pytest.importorskip("gymnasium")
        from plangate.interop.gymenv import PlanningEnv

        self.env = PlanningEnv(str(folder / d), str(folder / p), distances=False)
        self.env.reset()

    def apply(self, text: str) -> Verdict:
        _obs, _r, _t, _tr, info = self.env.step_text(text)
        return info["valid"], info.get("action"), info["reason"]


VF_DRIVER = """
import json, sys
from pathlib import Path
import verifiers.v1 as vf
from plangate.interop.training.vf_tools import MachineTools
from plangate.pddl.loader import load_task
folder, d, p = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
task = load_task(folder / d, folder / p)
info = {"domain": (folder / d).read_text(), "problem": (folder / p).read_text(),
        "start": task.describe(task.initial), "kind": "action"}
out = []
for text in json.loads(sys.stdin.read()):
    tools = MachineTools(vf.ToolsetConfig())
    tools.state.info, tools.state.facts = info, list(info["start"])
    said = tools.apply_action(text)
    if said.startswith("Applied."):
        out.append([True, tools.state.applied[-1], ""])
    else:
        out.append([False, None, said.removeprefix("Not applied: ").removesuffix(".")])
print(json.dumps(out))
"""


def _in_env(var: str, driver: str, folder: Path, d: str, p: str, script: list[str]
            ) -> list[Verdict] | None:  # fmt: skip
    """A bridge that pins its own SDKs, driven in its own environment (the Python ``var``
    names, as ``.ci/run`` makes it: ``PLANGATE_VF_PYTHON`` for verifiers' tools,
    ``PLANGATE_OE_PYTHON`` for the OpenEnv environment); None where there is none."""
    import json
    import os
    import subprocess

    python = os.environ.get(var, "")
    if not python or not Path(python).exists():
        return None
    done = subprocess.run([python, "-c", driver, str(folder), d, p], input=json.dumps(script),
                          capture_output=True, text=True, timeout=300, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    return [(v[0], v[1], v[2]) for v in json.loads(done.stdout)]


OE_DRIVER = """
import json, sys
from plangate.interop.openenv_env import EnvConfig, PlanAction, PlanEnvironment
folder, d, p = sys.argv[1:4]
env = PlanEnvironment(EnvConfig(folder + "/" + d, (folder + "/" + p,)))
out = []
for text in json.loads(sys.stdin.read()):
    env.reset(seed=0)
    o = env.step(PlanAction(action=text))
    out.append([bool(o.valid), o.action if o.valid else None, o.reason])
print(json.dumps(out))
"""


BRIDGES: list[type[Bridge]] = [Direct, Mcp, Inspect, Gym]


def _script(folder: Path, d: str, p: str) -> list[str]:
    """Each valid action at the start in PDDL and in words, then texts no bridge may
    take: an unknown object, an action of another domain, an over-long one."""
    s = MachineSurface.of(load_task(folder / d, folder / p))
    listed = [x for pair in s.valid_actions() for x in pair]
    first = s.valid_actions()[0][0]
    name = first.strip("()").split()[0]
    return [*listed, f"({name} no-such-object)", "(fly-to the-moon)", "x" * (MAX_ACTION + 1),
            first.upper(), f"  {first}  "]  # fmt: skip


@pytest.mark.parametrize("which", list(TASKS))
def test_every_bridge_gives_the_same_verdict(which: str, tmp_path: Path) -> None:
    folder, d, p = TASKS[which]
    copy = tmp_path / "task"
    shutil.copytree(folder, copy)
    script = _script(copy, d, p)
    verdicts: dict[str, list[Verdict]] = {}
    for kind in BRIDGES:
        try:
            probe = kind(copy, d, p)
        except pytest.skip.Exception:
            continue
        said = []
        for text in script:  # each from the start: a fresh bridge per action
            bridge = kind(copy, d, p)
            said.append(bridge.apply(text))
        verdicts[probe.name] = said
    for name, var, driver in (("verifiers", "PLANGATE_VF_PYTHON", VF_DRIVER),
                              ("openenv", "PLANGATE_OE_PYTHON", OE_DRIVER)):  # fmt: skip
        got = _in_env(var, driver, copy, d, p, script)
        if got is not None:
            verdicts[name] = got
    assert {"surface", "mcp", "gymnasium"} <= set(verdicts)
    want = verdicts["surface"]
    assert all(v[0] for v in want[: len(want) - 5]), "every listed action is valid"
    assert [v[0] for v in want[-5:-2]] == [False, False, False]
    for name, got in verdicts.items():
        assert got == want, f"{name} differs from the surface"


def test_mcp_takes_back_every_wording_it_lists(tmp_path: Path) -> None:
    """An agent that sends back an action exactly as valid_actions listed it (in PDDL or
    in words) has it applied, and undo takes it back."""
    folder, d, p = TASKS["blocksworld"]
    shutil.copytree(folder, tmp_path / "task")
    bridge = Mcp(tmp_path / "task", d, p)
    for text in bridge.listed():
        valid, action, reason = bridge.apply(text)
        assert valid and action and not reason, text
        assert bridge.undo is not None
        bridge.undo()
    direct = Direct(tmp_path / "task", d, p)
    for pddl, words in direct.s.valid_actions():
        assert direct.apply(words)[1] == pddl
        assert direct.s.undo() == pddl
    assert direct.s.undo() is None


def test_a_surface_restored_from_facts_goes_on_from_there() -> None:
    folder, d, p = TASKS["depots-numeric"]
    s = MachineSurface.of(load_task(folder / d, folder / p))
    first = s.valid_actions()[0][0]
    assert s.apply(first).valid
    facts, applied = s.facts(), list(s.applied)
    other = MachineSurface.of(s.task, s.renderer)
    other.restore(facts, applied)
    assert other.state == s.state and other.applied == [first]
    assert other.plan_block() == f"[PLAN]\n{first}\n[PLAN END]"
    anything: Any = 3
    assert not other.read(anything).valid
