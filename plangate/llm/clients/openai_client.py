"""Any OpenAI-compatible chat endpoint through the ``openai`` SDK.

OpenAI itself, vLLM, Ollama, llama.cpp's server, LM Studio, ... The SDK's
own retries are switched off: this module retries exactly what is
retryable (timeouts, connection errors, 408, 409, 429 honouring
Retry-After, 5xx, a malformed body) with bounded exponential backoff, and
fails fast on the rest with a message that says what to do. The API key is
read from the environment and never logged, cached or written anywhere.
"""

from __future__ import annotations

import email.utils
import json
import os
import time
from collections.abc import Callable
from typing import Any

from plangate.errors import ModelError
from plangate.llm.clients.base import Choice, Completion, Message, Sampling, SyncClient

RETRYABLE_STATUS = {408, 409, 429}
CONSTRAINED_MODES = ("auto", "json-schema", "guided-choice", "off")


MAX_ANSWER_CHARS = 200_000  # longer answers are cut (and counted as truncated)


def _plain_remote(url: str | None) -> bool:
    """A plain-http URL of another machine: a key sent there travels in the clear."""
    return bool(url) and str(url).lower().startswith("http://") and not _loopback(url)


def _loopback(url: str | None) -> bool:
    from urllib.parse import urlparse

    host = urlparse(url).hostname if url else None
    return host is not None and (host in ("localhost", "::1") or host.startswith("127."))


def _retry_after(headers: Any) -> float | None:
    """Seconds to wait from a Retry-After (or retry-after-ms) header, if any."""
    if headers is None:
        return None
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return float(ms) / 1000
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(value)
        return max(0.0, parsed.timestamp() - time.time()) if parsed else None


class OpenAIClient(SyncClient):
    """A chat client for an OpenAI-compatible server.

    ``api_key_env`` names the environment variable holding the key. A local
    server (``base_url`` on this machine) needs none. ``constrained`` picks
    how a :class:`Choice` is enforced: ``json-schema`` (structured output
    with an enum), ``guided-choice`` (vLLM), ``off`` (parse the text), or
    ``auto``: JSON schema, falling back to text for the rest of the session
    when the server rejects it.
    """

    backend = "openai"

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key_env: str | None = None,
        max_retries: int = 5,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        constrained: str = "auto",
        sleep: Callable[[float], None] = time.sleep,
        send_meta: bool | None = None,
        allow_insecure: bool = False,
    ) -> None:
        import openai

        if constrained not in CONSTRAINED_MODES:
            raise ValueError(f"constrained must be one of {', '.join(CONSTRAINED_MODES)}")
        if max_retries < 0:
            raise ValueError("max_retries must be >= 0")
        self.model = model
        self.base_url = base_url
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.constrained = constrained
        self.sleep = sleep
        # requests' metadata as a header (plangate.llm.request): by default only to servers
        # on this machine (test servers, the oracle server), never to a remote endpoint
        self.send_meta = _loopback(base_url) if send_meta is None else send_meta
        self.notes: list[str] = []
        # the key: from the variable named explicitly, else OPENAI_API_KEY, except for a
        # server on this machine, which gets a key only when one is named for it
        env = api_key_env or ("" if _loopback(base_url) else "OPENAI_API_KEY")
        key = os.environ.get(env) if env else None
        if not key:
            if base_url is None:
                raise ModelError(
                    f"no API key: set the environment variable {env} "
                    "(or point --base-url at a local OpenAI-compatible server)"
                )
            key = "not-needed"  # local servers ignore the key; the SDK wants one
        elif _plain_remote(base_url) and not allow_insecure:
            raise ModelError(
                f"refusing to send the API key over plain http to {base_url}: anyone on the "
                "way could read it; use https, or --allow-insecure if the network is yours"
            )
        self._secret = key if key != "not-needed" else None
        self._openai = openai
        self._client = openai.OpenAI(api_key=key, base_url=base_url, max_retries=0)
        from openai.types.chat import ChatCompletion

        self._completion_type = ChatCompletion
        # SDKs that scope authentication per request want it asked for explicitly
        self._auth: dict[str, Any] = (
            {"security": {"bearer_auth": True}}
            if "security" in getattr(getattr(openai, "RequestOptions", None), "__annotations__", {})
            else {}
        )

    @property
    def wants_meta(self) -> bool:
        """Whether requests' metadata is worth building: only when it is sent."""
        return self.send_meta

    @property
    def where(self) -> str:
        return self.base_url or "api.openai.com"

    # ------------------------------------------------------------ request
    def _request(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None
    ) -> tuple[dict[str, Any], str]:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": [{k: v for k, v in m.items() if k != "meta"} for m in messages],
            "temperature": sampling.temperature,
            "max_tokens": sampling.max_tokens,
            "timeout": sampling.timeout,
        }
        if self.send_meta and messages and "meta" in messages[-1]:
            kwargs["extra_headers"] = {"X-Plangate-Request": messages[-1]["meta"]}
        if sampling.n != 1:
            kwargs["n"] = sampling.n
        if sampling.top_p is not None:
            kwargs["top_p"] = sampling.top_p
        if sampling.seed is not None:
            kwargs["seed"] = sampling.seed
        if sampling.stop:
            kwargs["stop"] = list(sampling.stop)
        mode = "off" if choice is None else self.constrained
        if mode in ("auto", "json-schema") and choice is not None:
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {
                    "name": "choice",
                    "strict": True,
                    "schema": {
                        "type": "object",
                        "properties": {"answer": {"type": "string", "enum": list(choice.options)}},
                        "required": ["answer"],
                        "additionalProperties": False,
                    },
                },
            }
        elif mode == "guided-choice" and choice is not None:
            kwargs["guided_choice"] = list(choice.options)
        return kwargs, mode

    def _post(self, body: dict[str, Any]) -> Any:
        """POST /chat/completions through the SDK's client (its HTTP, errors and parsing).

        ``chat.completions.create`` would first walk every message to
        transform typed parameters, which plain string messages never need:
        that walk was half the client's time per request.
        """
        body = dict(body)
        options: Any = {"timeout": body.pop("timeout"), **self._auth}
        if "extra_headers" in body:
            options["headers"] = body.pop("extra_headers")
        return self._client.post(
            "/chat/completions", body=body, cast_to=self._completion_type, options=options
        )

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        kwargs, mode = self._request(messages, sampling, choice)
        t0 = time.perf_counter()
        attempt = 0
        while True:
            try:
                response = self._post(kwargs)
                return self._completion(response, mode, time.perf_counter() - t0, attempt)
            except ModelError as err:
                error = self._redacted(err)
            except (self._openai.APIError, ValueError) as err:  # ValueError: a malformed body
                error = self._redacted(self._translate(err, sampling))
                if mode == "auto" and error.status in (400, 422) and "response_format" in kwargs:
                    # the server does not do structured output: parse text from now on
                    self.constrained = "off"
                    self.notes.append(
                        f"{self.where} rejected JSON-schema output ({error}); "
                        "falling back to parsing the answer text"
                    )
                    kwargs.pop("response_format")
                    mode = "off"
                    continue
            if not error.retryable or attempt >= self.max_retries:
                if attempt:
                    raise ModelError(
                        f"{error} (gave up after {attempt + 1} attempts)",
                        retryable=error.retryable,
                        status=error.status,
                    ) from None
                raise error from None
            delay = min(self.max_backoff, self.backoff * 2**attempt)
            if error.retry_after is not None:
                delay = min(max(delay, error.retry_after), max(self.max_backoff, 60.0))
            self.sleep(delay)
            attempt += 1

    def _completion(self, response: Any, mode: str, seconds: float, retries: int) -> Completion:
        choices = getattr(response, "choices", None)
        if not isinstance(choices, list) or not choices:
            raise ModelError(
                f"malformed response from {self.where}: no choices in the body", retryable=True
            )
        texts: list[str] = []
        reasons: list[str | None] = []
        for c in choices:
            message = getattr(c, "message", None)
            content = getattr(message, "content", None) if message is not None else None
            text = content if isinstance(content, str) else ""
            if mode in ("auto", "json-schema") and text:
                text = _json_answer(text)
            reason = getattr(c, "finish_reason", None)
            if len(text) > MAX_ANSWER_CHARS:  # a runaway answer: kept cut, counted as cut
                text, reason = text[:MAX_ANSWER_CHARS], "length"
            text = self.redact(text)
            texts.append(text)
            reasons.append(reason)
        usage = getattr(response, "usage", None)
        prompt = getattr(usage, "prompt_tokens", None) if usage is not None else None
        completion = getattr(usage, "completion_tokens", None) if usage is not None else None
        return Completion(
            texts,
            prompt_tokens=prompt if isinstance(prompt, int) else None,
            completion_tokens=completion if isinstance(completion, int) else None,
            seconds=seconds,
            model=str(getattr(response, "model", "") or self.model),
            constrained=mode in ("auto", "json-schema", "guided-choice"),
            finish_reasons=reasons,
            retries=retries,
        )

    # ------------------------------------------------------------ errors
    def redact(self, text: str) -> str:
        """``text`` without the API key (a server may echo it back)."""
        return text.replace(self._secret, "[redacted key]") if self._secret else text

    def _redacted(self, error: ModelError) -> ModelError:
        if not self._secret or self._secret not in str(error):
            return error
        return ModelError(
            self.redact(str(error)),
            retryable=error.retryable,
            status=error.status,
            retry_after=error.retry_after,
        )

    def _translate(self, err: Exception, sampling: Sampling) -> ModelError:
        o = self._openai
        where = self.where
        if isinstance(err, o.APITimeoutError):
            return ModelError(
                f"the request to {where} timed out after {sampling.timeout:g} s", retryable=True
            )
        if isinstance(err, o.APIConnectionError):
            return ModelError(
                f"cannot connect to {where}: is the server running? ({err})", retryable=True
            )
        if isinstance(err, o.APIResponseValidationError):
            return ModelError(f"malformed response from {where}: {err}", retryable=True)
        if isinstance(err, o.APIStatusError):
            status = err.status_code
            detail = _detail(err)
            if status == 401:
                return ModelError(
                    f"{where} refused the API key (401 {detail}); set a valid key in the "
                    "environment variable named by --api-key-env (default OPENAI_API_KEY)",
                    status=status,
                )
            if status == 403:
                return ModelError(
                    f"{where} denied access (403 {detail}); check the key's permissions",
                    status=status,
                )
            if status == 404:
                return ModelError(
                    f"model '{self.model}' or the chat endpoint was not found at {where} "
                    f"(404 {detail}); check --model and --base-url (it usually ends in /v1)",
                    status=status,
                )
            if status in RETRYABLE_STATUS or status >= 500:
                return ModelError(
                    f"{where} answered {status} {detail}",
                    retryable=True,
                    status=status,
                    retry_after=_retry_after(err.response.headers),
                )
            return ModelError(
                f"{where} rejected the request ({status} {detail}); check the model name and "
                "the sampling options",
                status=status,
            )
        if isinstance(err, json.JSONDecodeError):
            return ModelError(f"malformed response from {where}: {err}", retryable=True)
        return ModelError(f"request to {where} failed: {err}", retryable=False)


def _detail(err: Any) -> str:
    body = getattr(err, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
    return str(getattr(err, "message", "") or err)


def _json_answer(text: str) -> str:
    """The ``answer`` field of a structured-output reply, else the text unchanged."""
    try:
        data = json.loads(text)
    except ValueError:
        return text
    if isinstance(data, dict) and isinstance(data.get("answer"), str | int):
        return str(data["answer"])
    return text
