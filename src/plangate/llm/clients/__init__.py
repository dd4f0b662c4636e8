"""Model clients: any OpenAI-compatible endpoint, the in-process GGUF model, a scripted
model for tests, and the response cache in front of any of them.

The names are imported lazily: ``OpenAIClient`` needs the ``openai`` SDK and
``LlamaCppClient`` the ``local`` extra only when used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from plangate.lazy import lazy_names

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
}

if TYPE_CHECKING:
    from plangate.llm.clients.balanced import BalancedClient
    from plangate.llm.clients.base import Choice, Completion, ModelClient, Sampling
    from plangate.llm.clients.cache import CachedClient
    from plangate.llm.clients.llama_client import LlamaCppClient
    from plangate.llm.clients.openai_client import OpenAIClient
    from plangate.llm.clients.scripted import ScriptedClient


__getattr__ = lazy_names("plangate.llm.clients", _LAZY, globals())


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
]
