"""A verifiers (v1) taskset with the machine's tools: ``vf-eval plangate-tools``.

Each task asks for the goal from a start state (an item of
:class:`plangate.reward.items.Items`, next-action kind) and gives the model two tools,
served over MCP for the rollout: ``valid_actions()`` (the valid actions at the current
state, in the domain's wording) and ``apply_action(action)`` (the machine's verdict: the
state after it, or why it is not valid; the state is kept for the rollout). The reward
``plangate`` scores the actions applied, from the start, as a whole plan (so a stray
action costs what it costs a plan); the metrics count the applied and refused actions.
The settings are those of ``plangate-plan`` (:mod:`plangate.interop.training.vf_tasks`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import verifiers.v1 as vf
from pydantic import Field

from plangate.interop.training.vf_tasks import ItemData, ItemsConfig, items
from plangate.reward.items import score_item, verifier_of

MAX_ACTION = 2_000  # characters of one action a tool call may give
TOOLS_NOTE = ("Use the tools: valid_actions() lists the valid actions, apply_action(action) "
              "applies one. Apply actions until the goal holds.")  # fmt: skip


class MachineState(vf.State):
    """The rollout's place on the machine (synced between the tools and the host)."""

    info: dict[str, Any] = Field(default_factory=dict)
    facts: list[str] = Field(default_factory=list)  # the current state, as PDDL
    applied: list[str] = Field(default_factory=list)  # the actions applied, as PDDL
    refused: int = 0


class MachineTools(vf.Toolset[vf.ToolsetConfig, MachineState]):
    TOOL_PREFIX = None  # the tools' own names

    def _at(self) -> tuple[Any, int]:
        v, _state, _kind = verifier_of(self.state.info)
        return v, v.state(self.state.facts)

    @vf.tool
    def valid_actions(self) -> str:
        """The actions that are valid in the current state."""
        v, state = self._at()
        listing = "; ".join(v.renderer.op(op) for op in v.task.applicable(state))
        return f"Valid actions: {listing}." if listing else "No action is valid here."

    @vf.tool
    def apply_action(self, action: str) -> str:
        """Apply one action to the current state: the state after it, or why it is not
        valid (the state is then unchanged)."""
        v, state = self._at()
        text = action[:MAX_ACTION] if isinstance(action, str) else ""
        parsed = v.reading.parse_step(v.reading.read_action(text), state)
        if not parsed.valid or parsed.action is None:
            self.state.refused += 1
            return f"Not applied: {parsed.reason}."
        after = parsed.action.apply(state)
        self.state.facts = v.task.describe(after)
        self.state.applied = [*self.state.applied, str(parsed.action)]
        if v.task.is_goal(after):
            return "Applied. The goal holds now: you are done."
        return f"Applied. The state is now: {v.renderer.state(after)}."


class ToolsTaskConfig(vf.TaskConfig):
    tools: vf.ToolsetConfig = vf.ToolsetConfig()


class ToolsTask(vf.Task[ItemData, MachineState, ToolsTaskConfig]):
    @classmethod
    def toolsets(cls, config: ToolsTaskConfig) -> list[Any]:
        return [MachineTools(config.tools)]

    async def setup(self, trace: Any, runtime: Any) -> None:
        trace.state.info = dict(self.data.info)
        trace.state.facts = list(self.data.info["start"])

    def _scored(self, trace: Any) -> Any:
        plan = "[PLAN]\n" + "".join(f"{a}\n" for a in trace.state.applied) + "[PLAN END]"
        return score_item(plan, self.data.info | {"kind": "plan"})

    @vf.reward(weight=1.0)
    async def plangate(self, trace: Any) -> float:
        return float(self._scored(trace).score)

    @vf.metric
    async def machine(self, trace: Any) -> dict[str, float]:
        r = self._scored(trace)
        return {"applied": float(len(trace.state.applied)), "refused": float(trace.state.refused),
                "goal": float(r.goal)}  # fmt: skip


class ToolsConfig(ItemsConfig):
    task: ToolsTaskConfig = ToolsTaskConfig()


class ToolsTaskset(vf.Taskset[ToolsTask, ToolsConfig]):
    def load(self) -> Iterator[ToolsTask]:
        for name, md, question in items(self.config, "action"):
            prompt = f"{question}\n\n{TOOLS_NOTE}"
            yield ToolsTask(ItemData(name=name, prompt=prompt, info=md), self.config.task)


__all__ = ["MachineState", "MachineTools", "ToolsConfig", "ToolsTask", "ToolsTaskConfig",
           "ToolsTaskset"]  # fmt: skip


if __name__ == "__main__":  # verifiers starts the tool server as this module
    MachineTools.run()
