"""Which model to talk to (:class:`ClientSpec`), and the client for it."""

from __future__ import annotations

from dataclasses import dataclass

from plangate.errors import PlangateError
from plangate.llm.clients.base import ModelClient


@dataclass(frozen=True)
class ClientSpec:
    """Which model to talk to; ``model=None`` means the embedded default."""

    model: str | None = None
    base_url: str | None = None
    api_key_env: str | None = None  # None: OPENAI_API_KEY, except for servers on this machine
    model_path: str | None = None
    threads: int | None = None
    constrained: str = "auto"
    max_retries: int = 5
    cache: str | None = None  # SQLite file; None: no cache
    allow_insecure: bool = False  # send a key over plain http to another machine
    replicas: tuple[str, ...] = ()  # more endpoints serving the same model as base_url
    provider: str | None = None  # a hosted provider named outright (else from the host)
    deployment: str | None = None  # Azure OpenAI: the deployment's name
    api_version: str | None = None  # Azure OpenAI: the api-version
    # headers a gateway wants: (header, environment variable holding its value)
    headers_env: tuple[tuple[str, str], ...] = ()


def make_client(spec: ClientSpec) -> ModelClient:
    """An OpenAI-compatible client when a model name or URL is given, else the local GGUF."""
    client: ModelClient
    if spec.model is not None or spec.base_url is not None:
        from plangate.llm.clients.openai_client import OpenAIClient

        if spec.model is None:
            raise PlangateError("--base-url needs --model NAME (the model the server serves)")
        urls = [spec.base_url, *spec.replicas]
        replicas = [
            OpenAIClient(
                spec.model,
                base_url=url,
                api_key_env=spec.api_key_env,
                constrained=spec.constrained,
                max_retries=spec.max_retries if not spec.replicas else 0,
                allow_insecure=spec.allow_insecure,
                provider=spec.provider,
                deployment=spec.deployment,
                api_version=spec.api_version,
                headers_env=dict(spec.headers_env),
            )
            for url in urls
        ]
        if spec.replicas:
            from plangate.llm.clients.balanced import BalancedClient

            client = BalancedClient(replicas, [str(u) for u in urls], max_retries=spec.max_retries)
        else:
            client = replicas[0]
    else:
        from plangate.llm.clients.llama_client import LlamaCppClient

        client = LlamaCppClient(spec.model_path, n_threads=spec.threads)
    if spec.cache is not None:
        from plangate.llm.clients.cache import CachedClient

        client = CachedClient(client, spec.cache)
    return client
