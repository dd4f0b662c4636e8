"""verifiers' taskset ``plangate-plan`` (``vf-eval plangate-plan``): the whole plan in one
answer, scored by plangate's reward (:mod:`plangate.interop.training.vf_tasks`)."""

from plangate.interop.training.vf_tasks import (
    LocalChatConfig,
    LocalChatHarness,
    PlanConfig,
    PlanTask,
    PlanTaskset,
)

__all__ = ["LocalChatConfig", "LocalChatHarness", "PlanConfig", "PlanTask", "PlanTaskset"]
