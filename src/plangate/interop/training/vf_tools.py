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
from plangate.llm.surface import MachineSurface, plan_block
from plangate.reward.items import score_item, verifier_of

TOOLS_NOTE = ("Use the tools: valid_actions() lists the valid actions, apply_action(action) "
              "applies one. Apply actions until the goal holds.")  # fmt: skip


class MachineState(vf.State):
    """The rollout's place on the machine (synced between the tools and the host)."""

    info: dict[str, object] = Field(default_factory=dict)
    facts: list[str] = Field(default_factory=list)  # the current state, as PDDL
    applied: list[str] = Field(default_factory=list)  # the actions applied, as PDDL
    refused: int = 0


class MachineTools(vf.Toolset[vf.ToolsetConfig, MachineState]):
    TOOL_PREFIX = None  # the tools' own names

    def _surface(self) -> MachineSurface:
        """The machine's one surface at the rollout's state (the state is kept here, as
        facts: the surface is restored from them)."""
        v, _state, _kind = verifier_of(self.state.info)
        surface = MachineSurface.of(v.task, v.renderer, reading=v.reading)
        surface.restore(self.state.facts, self.state.applied)
        return surface

    @vf.tool
    def valid_actions(self) -> str:
        """The actions that are valid in the current state."""
        listing = "; ".join(words for _a, words in self._surface().valid_actions())
        return f"Valid actions: {listing}." if listing else "No action is valid here."

    @vf.tool
    def apply_action(self, action: str) -> str:
        """Apply one action to the current state: the state after it, or why it is not
        valid (the state is then unchanged)."""
        surface = self._surface()
        got = surface.apply(action if isinstance(action, str) else "")
        if not got.valid:
            self.state.refused += 1
            return f"Not applied: {got.reason}."
        self.state.facts = surface.facts()
        self.state.applied = list(surface.applied)
        if got.goal_reached:
            return "Applied. The goal holds now: you are done."
        return f"Applied. The state is now: {surface.renderer.state(surface.state)}."


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
        return score_item(plan_block(trace.state.applied), self.data.info | {"kind": "plan"})

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
