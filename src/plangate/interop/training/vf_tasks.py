"""verifiers (v1) tasksets scored by plangate's reward, run by ``vf-eval``.

Tasksets, each a package verifiers finds by its id (and ``plangate-tools``, the
machine's tools over MCP: :mod:`plangate.interop.training.vf_tools`):

* ``vf-eval plangate-plan``: single turn, the whole plan in one answer, scored by
  :func:`plangate.reward.items.score_item` (reward ``plangate``; metrics ``valid``,
  ``goal``, ``progress``);
* ``vf-eval plangate-steps``: multi turn, step by step: the machine answers every
  action the model names with its verdict and the state after it (the valid actions
  when it asks, with ``actions``), until the goal holds, an action is invalid
  ``--env.taskset.tries`` times, or the turns run out. Reward ``plangate``: the actions
  applied, scored as a whole plan (so a stray step costs what it costs a plan).

Both draw their tasks from :class:`plangate.reward.items.Items` (``--env.taskset.domain``
and ``--env.taskset.problems``: files or a folder; none: the shipped Blocksworld;
``size``, ``seed``, ``walk``, ``wording``). Both ship their harness (their default,
:class:`LocalChatHarness`): verifiers' own chat program, run by the Python that runs
``vf-eval`` (no ``uv`` environment of its own, so nothing is downloaded at run time)::

    vf-eval plangate-plan --env.taskset.size 20 --model <model> \\
        --client.base-url http://127.0.0.1:8000/v1 --client.api-key-var MY_KEY --no-push

verifiers pins its own openai SDK (below 3) and MCP SDK: install it in an environment
of its own (``pip install verifiers plangate``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import Any

import verifiers.v1 as vf
from verifiers.v1.dialects.chat import message_to_wire
from verifiers.v1.harnesses.null.harness import NullHarness, NullHarnessConfig
from verifiers.v1.harnesses.utils import compaction, core, mcp
from verifiers.v1.harnesses.utils.launch import CHAT_PROGRAM, bundle_program

from plangate.llm.reading.formatted import plan_block
from plangate.reward.items import Items, problems_of, score_item, verifier_of


# ------------------------------------------------------------------ items
class ItemsConfig(vf.TasksetConfig):
    domain: str | None = None
    """A PDDL domain file (none: the shipped Blocksworld)."""
    problems: str | None = None
    """A folder of problem files, or one problem file."""
    size: int = 10
    """How many tasks."""
    seed: int = 0
    """The items' seed (the same seed gives the same tasks)."""
    walk: int = 8
    """Start states: random walks of 0 .. walk steps from each problem's initial state."""
    wording: str | None = None
    """As plangate solve --nl (none: the domain's own)."""


class ItemData(vf.TaskData):
    info: dict[str, object]
    """The item's metadata (plangate.reward.items): what scores any answer to it."""


def items(config: Any, kind: str) -> Iterator[tuple[str, dict[str, object], str]]:
    """(name, metadata, question) of the config's items."""
    made = Items(problems_of(config.domain, config.problems), kind=kind,  # type: ignore[arg-type]
                 walk=config.walk, seed=config.seed, wording=config.wording)  # fmt: skip
    for i in range(config.size):
        item = made[i]
        metadata = item["metadata"]
        yield f"{metadata['name']}#{i}", json.loads(json.dumps(metadata)), item["question"]


# ------------------------------------------------------------------ the harness
class LocalChatConfig(NullHarnessConfig):
    pass


class LocalChatHarness(NullHarness):
    """verifiers' chat program, run by this Python (``sys.executable``, which has
    every package it needs: verifiers depends on them) instead of a ``uv`` script
    environment that ``uv`` would download."""

    async def setup(self, runtime: Any) -> None:
        self._program = f".plangate-chat-{id(self)}.py"
        source = bundle_program(CHAT_PROGRAM, mcp, compaction, core)
        await runtime.write(self._program, source.encode())

    async def launch(self, ctx: Any, trace: Any, runtime: Any, endpoint: str, secret: str,
                     mcp_urls: dict[str, str], data: Any,
                     tool_interception_url: str | None = None) -> Any:  # fmt: skip
        system_prompt, prompt = self.resolve_prompt(data)
        args = [f"--base-url={endpoint}", f"--api-key={secret}", f"--model={ctx.model}"]
        if system_prompt:
            args.append(f"--system-prompt={system_prompt}")
        if mcp_urls:  # the task's tools (plangate-tools: the machine's)
            servers = {name: {"url": url, "timeout": self.config.tool_timeout}
                       for name, url in mcp_urls.items()}  # fmt: skip
            args.append("--mcp-config=" + json.dumps({"mcpServers": servers}))
        if isinstance(prompt, str):
            args.append(f"--prompt={prompt}")
        elif prompt is not None:  # a conversation: the next segment of a multi-turn exchange
            path = f".plangate-messages-{trace.id}.json"
            wire = [message_to_wire(m) for m in prompt]
            await runtime.write(path, json.dumps(wire).encode())
            args.append(f"--initial-messages-file={path}")
        if tool_interception_url:
            args.append(f"--tool-interception-url={tool_interception_url}")
        return await runtime.run_program([sys.executable, self._program, *args],
                                         {**self.config.resolved_env})  # fmt: skip


# ------------------------------------------------------------------ the whole plan
class PlanConfig(ItemsConfig):
    pass


class PlanTask(vf.Task[ItemData, vf.State, vf.TaskConfig]):
    @vf.reward(weight=1.0)
    async def plangate(self, trace: Any) -> float:
        return float(score_item(trace.last_reply, self.data.info).score)

    @vf.metric
    async def components(self, trace: Any) -> dict[str, float]:
        r = score_item(trace.last_reply, self.data.info)
        return {"valid": float(r.valid), "goal": float(r.goal), "progress": r.progress}


class PlanTaskset(vf.Taskset[PlanTask, PlanConfig]):
    def load(self) -> Iterator[PlanTask]:
        for name, md, question in items(self.config, "plan"):
            yield PlanTask(ItemData(name=name, prompt=question, info=md), self.config.task)


# ------------------------------------------------------------------ step by step
class StepsConfig(ItemsConfig):
    tries: int = 3
    """Invalid actions before the episode ends."""
    turns: int = 40
    """Model turns at most."""


class StepsTask(vf.Task[ItemData, vf.State, vf.TaskConfig]):
    pass


class StepsTaskset(vf.Taskset[StepsTask, StepsConfig]):
    def load(self) -> Iterator[StepsTask]:
        for name, md, question in items(self.config, "action"):
            info = md | {"tries": self.config.tries, "turns": self.config.turns}
            yield StepsTask(ItemData(name=name, prompt=question, info=info), self.config.task)


class StepsEnvConfig(vf.EnvConfig):
    player: vf.AgentConfig = vf.AgentConfig()


class StepsEnv(vf.Env[StepsEnvConfig]):
    """The machine plays the user: each reply is read as one action and answered with
    the machine's verdict and the state after it (see the module's text)."""

    async def run(self, task: Any, agents: Any) -> None:
        info = task.data.info
        v, state, _kind = verifier_of(info)
        r, applied, wrong = v.renderer, [], 0
        async with agents.player.interaction(task) as interaction:
            segment = await interaction.turn()
            for _turn in range(int(info.get("turns", 40))):
                if segment.terminated:
                    break
                reply = segment.last_reply or ""
                if "actions" in reply.lower() and v.reading.read_action(reply) is None:
                    listing = "; ".join(r.op(op) for op in v.task.applicable(state))
                    segment = await interaction.turn(f"The valid actions: {listing}.")
                    continue
                step = v.reading.read_action(reply)
                parsed = v.reading.parse_step(step, state)
                if not parsed.valid or parsed.action is None:
                    wrong += 1
                    if wrong >= int(info.get("tries", 3)):
                        break
                    said = f"Not done: {parsed.reason}. Name one valid action."
                    segment = await interaction.turn(said)
                    continue
                applied.append(parsed.action)
                state = parsed.action.apply(state)
                if v.task.is_goal(state):
                    break
                segment = await interaction.turn(
                    f"Done. The state is now: {r.state(state)}. Name the next action."
                )
        scored = score_item(plan_block(applied), info | {"kind": "plan"})
        trace = interaction.trace
        trace.record_reward("plangate", scored.score, 1.0)
        trace.info["plangate"] = {"applied": len(applied), "invalid": wrong,
                                  "goal": scored.goal, "valid": scored.valid}  # fmt: skip


__all__ = ["LocalChatConfig", "LocalChatHarness", "PlanConfig", "PlanTask", "PlanTaskset",
           "StepsConfig", "StepsEnv", "StepsEnvConfig", "StepsTask", "StepsTaskset"]  # fmt: skip
