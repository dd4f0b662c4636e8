"""verifiers' taskset ``plangate-tools`` (``vf-eval plangate-tools``): the machine's tools
over MCP, ``valid_actions`` and ``apply_action`` (:mod:`plangate.interop.training.vf_tools`)."""

from plangate.interop.training.vf_tasks import LocalChatConfig, LocalChatHarness
from plangate.interop.training.vf_tools import (
    MachineState,
    MachineTools,
    ToolsConfig,
    ToolsTask,
    ToolsTaskConfig,
    ToolsTaskset,
)

__all__ = ["LocalChatConfig", "LocalChatHarness", "MachineState", "MachineTools", "ToolsConfig",
           "ToolsTask", "ToolsTaskConfig", "ToolsTaskset"]  # fmt: skip
