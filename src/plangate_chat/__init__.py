"""verifiers' harness ``plangate-chat`` (``--env.player.harness.id plangate-chat``, or
``--env.agent.harness.id``): verifiers' own chat program, run by the Python that runs
``vf-eval``, so nothing is downloaded at run time (the default harness has ``uv`` fetch
an environment for it). For any taskset, verifiers' OpenEnv taskset over
``plangate openenv`` among them (:mod:`plangate.interop.training.vf_tasks`)."""

from plangate.interop.training.vf_tasks import LocalChatConfig, LocalChatHarness

__all__ = ["LocalChatConfig", "LocalChatHarness"]
