"""verifiers' taskset ``plangate-steps`` (``vf-eval plangate-steps``): step by step, the
machine answering every action (:mod:`plangate.interop.training.vf_tasks`)."""

from plangate.interop.training.vf_tasks import (
    LocalChatConfig,
    LocalChatHarness,
    StepsConfig,
    StepsEnv,
    StepsEnvConfig,
    StepsTask,
    StepsTaskset,
)

__all__ = ["LocalChatConfig", "LocalChatHarness", "StepsConfig", "StepsEnv", "StepsEnvConfig",
           "StepsTask", "StepsTaskset"]  # fmt: skip
