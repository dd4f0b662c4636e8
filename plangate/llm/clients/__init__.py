"""Model clients: any OpenAI-compatible endpoint, the in-process GGUF model, a scripted
model for tests, and the response cache in front of any of them.

The names are imported lazily: ``OpenAIClient`` needs the ``openai`` SDK and
``LlamaCppClient`` the ``local`` extra only when used.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_LAZY = {
    "ModelClient": "plangate.llm.clients.base",
    "Sampling": "plangate.llm.clients.base",
    "Choice": "plangate.llm.clients.base",
    "Completion": "plangate.llm.clients.base",
    "OpenAIClient": "plangate.llm.clients.openai_client",
    "LlamaCppClient": "plangate.llm.clients.llama_client",
    "ScriptedClient": "plangate.llm.clients.scripted",
    "CachedClient": "plangate.llm.clients.cache",
    "BalancedClient": "plangate.llm.clients.balanced",
    "diagnose": "plangate.llm.clients.doctor",
}

if TYPE_CHECKING:
    from plangate.llm.clients.balanced import BalancedClient
    from plangate.llm.clients.base import Choice, Completion, ModelClient, Sampling
    from plangate.llm.clients.cache import CachedClient
    from plangate.llm.clients.doctor import diagnose
    from plangate.llm.clients.llama_client import LlamaCppClient
    from plangate.llm.clients.openai_client import OpenAIClient
    from plangate.llm.clients.scripted import ScriptedClient


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'plangate.llm.clients' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "BalancedClient",
    "CachedClient",
    "Choice",
    "Completion",
    "LlamaCppClient",
    "ModelClient",
    "OpenAIClient",
    "Sampling",
    "ScriptedClient",
    "diagnose",
]
