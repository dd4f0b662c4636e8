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
import threading
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from plangate.errors import ModelError
from plangate.llm.clients.base import (
    MAX_ANSWER_CHARS,
    Choice,
    Completion,
    Message,
    Sampling,
    SyncClient,
    add_usage,
)
from plangate.llm.clients.error_bodies import context_message
from plangate.llm.clients.error_bodies import error_detail as _detail
from plangate.llm.clients.error_bodies import error_param as _param
from plangate.llm.clients.error_bodies import text_detail as _text_detail
from plangate.llm.clients.http_policy import (
    gateway_headers,
    http_client,
    policy_refusal,
    redact_text,
    tls_failure,
)
from plangate.llm.clients.http_policy import loopback_url as _loopback
from plangate.llm.clients.http_policy import plain_remote as _plain_remote
from plangate.llm.clients.providers import KEY_ENV, PROVIDERS
from plangate.llm.clients.server_rules import (
    CONSTRAINED_MODES,
    JSON_FORMS,
    Request,
    adapt,
    apply_stop,
    build,
    context_cap,
    dialect_of,
    initial_rules,
    named_parameter,
    provider_dialect,
    too_long,
    unenforced,
)

if TYPE_CHECKING:  # the SDK is imported when a client is made
    import openai
    from openai.types.chat import ChatCompletion
    from openai.types.chat.chat_completion import Choice as Choice_

# 424: TGI's 'Request failed during generation' (a shard out of memory under load)
RETRYABLE_STATUS = {408, 409, 424, 429}
DEFAULT_URL = "https://api.openai.com/v1"


def _retry_after(headers: Mapping[str, str] | None) -> float | None:
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
    server (``base_url`` on this machine) needs none. Requests follow the
    server's parameter rules (:mod:`plangate.llm.clients.server_rules`): known
    from the model's name and ``dialect`` (when given or probed), learnt from
    the refusals of the server. ``constrained`` picks how a :class:`Choice` is
    enforced: one form (``json-schema``, ``json-object``, ``grammar``,
    ``structured-outputs``, ``guided-choice``), ``off`` (parse the text), or
    ``auto``: the first form the server accepts and enforces.
    """

    backend = "openai"
    timeout_retries = 1  # a request past its deadline is retried this often

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
        dialect: str | None = None,
        provider: str | None = None,
        deployment: str | None = None,
        api_version: str | None = None,
        headers_env: Mapping[str, str] | None = None,
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
        self.named_dialect = dialect is not None or provider is not None  # not from the host
        if provider is not None and provider not in PROVIDERS:
            raise ValueError(f"provider must be one of {', '.join(PROVIDERS)}")
        dialect = dialect or (
            provider_dialect(provider, model) if provider else dialect_of(model, base_url)
        )
        self.rules = initial_rules(dialect, constrained)
        # Azure OpenAI: its own client (an endpoint, an api-version, a deployment in the path)
        self.azure = dialect in ("azure", "azure-reasoning")
        if self.azure and (not base_url or not deployment or not api_version):
            raise ModelError(
                "Azure OpenAI needs --base-url (the resource's endpoint), --deployment (the "
                "deployment's name, not the model's) and --api-version"
            )
        self.deployment = deployment
        self._lock = threading.Lock()  # one client serves concurrent episodes
        self.sleep = sleep
        self._answered = False  # a first answer came: a refused connection is then retried
        # requests' metadata as a header (plangate.llm.request): by default only to servers
        # on this machine (test servers, the oracle server), never to a remote endpoint
        self.send_meta = _loopback(base_url) if send_meta is None else send_meta
        # the key: from the variable named explicitly, else OPENAI_API_KEY, except for a
        # server on this machine, which gets a key only when one is named for it
        default_env = KEY_ENV.get("azure" if self.azure else dialect, "OPENAI_API_KEY")
        env = api_key_env or ("" if _loopback(base_url) else default_env)
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
        # headers a gateway wants (--header-env NAME=VAR): values from the environment
        # only, treated as the key is (never sent over plain http to another machine,
        # redacted from everything the server sends back)
        headers = gateway_headers(headers_env or {}, base_url, allow_insecure)
        self._header_secrets = tuple(headers.values())
        self._openai = openai
        # every request under one HTTP policy: a deadline for the whole request, no
        # redirect to another host, own headers to this machine only, the key redacted
        self._http, self._transport = http_client(
            base_url or DEFAULT_URL, self._secret, self._header_secrets
        )
        self._client: openai.OpenAI  # AzureOpenAI is one too
        if self.azure:
            self._client = openai.AzureOpenAI(
                azure_endpoint=str(base_url),
                azure_deployment=deployment,
                api_version=api_version,
                api_key=key,
                max_retries=0,
                http_client=self._http,
                default_headers=headers or None,
            )
        else:
            self._client = openai.OpenAI(
                api_key=key,
                base_url=base_url,
                max_retries=0,
                http_client=self._http,
                default_headers=headers or None,
            )
        from openai.types.chat import ChatCompletion

        self._completion_type = ChatCompletion
        # SDKs that scope authentication per request want it asked for explicitly
        self._auth: dict[str, object] = (
            {"security": {"bearer_auth": True}}
            if "security" in getattr(getattr(openai, "RequestOptions", None), "__annotations__", {})
            else {}
        )

    @property
    def wants_meta(self) -> bool:
        """Whether requests' metadata is worth building: only when it is sent."""
        return self.send_meta

    @property
    def notes(self) -> list[str]:
        """What the server refused, and what is sent instead from then on."""
        return list(self.rules.refused)

    @property
    def where(self) -> str:
        if self.azure:
            return f"{self.base_url} (deployment {self.deployment})"
        return self.base_url or "api.openai.com"

    # ------------------------------------------------------------ request
    def _post(
        self, body: dict[str, object], sampling: Sampling, meta: str | None
    ) -> ChatCompletion:
        """POST /chat/completions through the SDK's client (its HTTP, errors and parsing).

        ``chat.completions.create`` would first walk every message to
        transform typed parameters, which plain string messages never need:
        that walk was half the client's time per request.
        """
        options: Any = {"timeout": sampling.timeout, **self._auth}
        if meta is not None:
            options["headers"] = {"X-Plangate-Request": meta}
        return self._client.post(
            "/chat/completions", body=body, cast_to=self._completion_type, options=options
        )

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        meta = messages[-1].get("meta") if self.send_meta and messages else None
        t0 = time.perf_counter()
        attempt = 0  # retries of retryable failures
        changes = 0  # parameters changed after a refusal (bounded: each change is final)
        refused = False  # nothing listens at the address (the connection was refused)
        timeouts = 0  # attempts that reached their deadline
        cap: int | None = None
        while True:
            with self._lock:
                req = build(self.rules, self.model, messages, sampling, choice, self.where, cap)
            try:
                responses = [self._post(body, sampling, meta) for body in req.bodies]
                out = self._completion(responses, req, sampling, choice, attempt)
                if out is None:  # fewer answers than asked: the server ignores n
                    continue
                out.seconds = time.perf_counter() - t0
                self._answered = True
                return out
            except ModelError as err:
                error = self._redacted(err)
            except (self._openai.APIError, ValueError) as err:  # ValueError: a malformed body
                error = self._redacted(self._translate(err, sampling))
                refusal = self._refusal(err, req, sampling, cap)
                if refusal is not None and changes < 16:
                    changes += 1
                    cap = refusal if refusal > 0 else cap
                    continue
                refused = _connection_refused(err)
            # a server that never answered and refuses connections is not there: two quick
            # retries (it may be starting), not the whole backoff
            patience = 2 if refused and not self._answered else self.max_retries
            # a request that reached its deadline is tried once more, not max_retries times:
            # a server that does not answer holds a call for 2 x the timeout at most
            timeouts += error.timed_out
            if error.timed_out and timeouts > self.timeout_retries:
                patience = 0
            if not error.retryable or attempt >= min(patience, self.max_retries):
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

    def _refusal(
        self, err: Exception, req: Request, sampling: Sampling, cap: int | None
    ) -> int | None:
        """After a 4xx or 5xx: a new answer limit (> 0) when the context is too short, 0
        when the rules were changed (retry at once), None when the refusal stands."""
        status = getattr(err, "status_code", None)
        if not isinstance(err, self._openai.APIStatusError) or status is None or status < 400:
            return None
        return self.refusal(status, _detail(err), _param(err), req, sampling, cap)

    def refusal(
        self,
        status: int,
        message: str,
        param: str | None,
        req: Request,
        sampling: Sampling,
        cap: int | None,
    ) -> int | None:
        """What a refusal (``status``, the body's ``message`` and ``param``) changes: a new
        answer limit (> 0), 0 when the rules were changed, None when it stands. Live
        requests and answers of a batch (:mod:`plangate.bench.run.batch`) alike."""
        body = req.bodies[0]
        if too_long(message):  # the prompt does not fit: no parameter to blame
            smaller = context_cap(message, sampling.max_tokens) if cap is None else None
            return smaller
        name = named_parameter(message, param, body)
        if status == 404 and isinstance(body.get("provider"), dict):
            name = "provider"  # OpenRouter: no provider of the model honours every parameter
        if name is None:
            return None
        with self._lock:
            if self.rules.version != req.version:
                return 0  # another request changed the rules meanwhile: try them
            note = adapt(self.rules, name, self.redact(message), body, self.where)
        return 0 if note is not None else None

    def completion_from(
        self,
        bodies: list[dict[str, object]],
        req: Request,
        sampling: Sampling,
        choice: Choice | None,
    ) -> Completion | None:
        """The answer of ``req`` from its response bodies as JSON (a batch's output lines),
        read exactly as a live answer is; None when the rules changed meanwhile (ask
        again)."""
        responses = [self._completion_type.model_validate(b) for b in bodies]
        return self._completion(responses, req, sampling, choice, 0)

    def _completion(
        self,
        responses: list[ChatCompletion],
        req: Request,
        sampling: Sampling,
        choice: Choice | None,
        retries: int,
    ) -> Completion | None:
        texts: list[str] = []
        reasons: list[str | None] = []
        thoughts: list[str] = []
        shaped: list[bool] = []  # a JSON-form answer came back as the JSON asked for
        prompt: int | None = 0
        completion: int | None = 0
        reasoning_tokens: int | None = None
        model = ""
        for response in responses:
            choices = getattr(response, "choices", None)
            if not isinstance(choices, list) or not choices:
                raise _no_choices(response, self.where, self.redact)
            for c in choices:
                text, thought, reason, shape = self._answer(c, req)
                shaped.append(shape)
                texts.append(text)
                thoughts.append(thought)
                reasons.append(reason)
            usage = getattr(response, "usage", None)
            p = getattr(usage, "prompt_tokens", None) if usage is not None else None
            k = getattr(usage, "completion_tokens", None) if usage is not None else None
            prompt = add_usage(prompt, p if isinstance(p, int) else None)
            completion = add_usage(completion, k if isinstance(k, int) else None)
            details = getattr(usage, "completion_tokens_details", None) if usage else None
            r = getattr(details, "reasoning_tokens", None) if details is not None else None
            if isinstance(r, int):
                reasoning_tokens = (reasoning_tokens or 0) + r
            model = model or self.redact(str(getattr(response, "model", "") or ""))
        if len(texts) < sampling.n and len(req.bodies) == 1:
            with self._lock:
                if self.rules.native_n and self.rules.version == req.version:
                    self.rules.native_n = False
                    self.rules.learnt(
                        f"{self.where} gave {len(texts)} answer(s) for n = {sampling.n}: "
                        "asking for one answer per request"
                    )
            return None
        n = sampling.n
        texts, reasons, thoughts, shaped = texts[:n], reasons[:n], thoughts[:n], shaped[:n]
        notes = list(req.notes) + self._transport.notes  # + same-host redirects followed
        constrained = req.form is not None
        if constrained and choice is not None:
            # an answer outside the options, or (a JSON form) not in the shape asked for:
            # the server took the field and ignored it
            held = all(
                (t in choice.options and ok) or r == "length"
                for t, r, ok in zip(texts, reasons, shaped, strict=True)
            )
            if not held:
                constrained = False
                with self._lock:
                    notes.append(unenforced(self.rules, str(req.form), self.where))
        return Completion(
            texts,
            prompt_tokens=prompt,
            completion_tokens=completion,
            model=model or self.model,
            calls=len(req.bodies),
            constrained=constrained,
            finish_reasons=reasons,
            retries=retries,
            reasoning=thoughts,
            reasoning_tokens=reasoning_tokens,
            adjusted=notes,
        )

    def _answer(self, c: Choice_, req: Request) -> tuple[str, str, str | None, bool]:
        """One choice's answer text, reasoning, finish reason, and whether a JSON form's
        answer came back as the JSON object asked for."""
        message = getattr(c, "message", None)
        content = getattr(message, "content", None) if message is not None else None
        if content is None and message is not None:  # a refusal is what the model said
            content = getattr(message, "refusal", None)
        text = content if isinstance(content, str) else ""
        thought = ""
        for name in ("reasoning_content", "reasoning"):  # vLLM, llama.cpp, DeepSeek, Ollama
            value = getattr(message, name, None) if message is not None else None
            if isinstance(value, str) and value.strip():
                thought = value
                break
        reason = getattr(c, "finish_reason", None)
        shaped = True
        if req.form in JSON_FORMS and text:
            answer = _json_answer(text)
            shaped = answer is not None
            text = answer if answer is not None else text
        if req.cut:
            text, stopped = apply_stop(text, req.cut)
            reason = "stop" if stopped else reason
        if len(text) > MAX_ANSWER_CHARS:  # a runaway answer: kept cut, counted as cut
            text, reason = text[:MAX_ANSWER_CHARS], "length"
        shown = self.redact(str(reason)) if reason else None
        return self.redact(text), self.redact(thought[:MAX_ANSWER_CHARS]), shown, shaped

    # ------------------------------------------------------------ errors
    def redact(self, text: str) -> str:
        """``text`` without the API key (a server may echo it back)."""
        return redact_text(text, self._secret, self._header_secrets)

    def _redacted(self, error: ModelError) -> ModelError:
        shown = self.redact(str(error))
        if shown == str(error):
            return error
        return ModelError(
            shown,
            retryable=error.retryable,
            status=error.status,
            retry_after=error.retry_after,
            timed_out=error.timed_out,
        )

    def _translate(self, err: Exception, sampling: Sampling) -> ModelError:
        o = self._openai
        where = self.where
        if isinstance(err, o.APITimeoutError):
            return ModelError(
                f"the request to {where} timed out after {sampling.timeout:g} s",
                retryable=True,
                timed_out=True,
            )
        refused = policy_refusal(err)
        if refused is not None:  # not retried: the server would say the same again
            return ModelError(self.redact(str(refused)), retryable=False)
        if isinstance(err, o.APIConnectionError):
            tls = tls_failure(err)
            if tls is not None:  # not retried: the certificate will not change
                return ModelError(f"{where}: {tls}", retryable=False)
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
            if too_long(detail):
                return ModelError(context_message(where, status, detail), status=status)
            return ModelError(
                f"{where} rejected the request ({status} {detail}); check the model name and "
                "the sampling options",
                status=status,
            )
        if isinstance(err, json.JSONDecodeError):
            said = _text_detail(err.doc) if isinstance(err.doc, str) else ""
            if said.startswith("an HTML page"):  # a sign-in page, a proxy's own page
                return ModelError(
                    f"malformed response from {where}: {said}; a sign-in page or a proxy "
                    "stands between plangate and the model server? check --base-url (it "
                    "ends in /v1)",
                    retryable=True,
                )
            return ModelError(f"malformed response from {where}: {err}", retryable=True)
        return ModelError(f"request to {where} failed: {err}", retryable=False)


def _json_answer(text: str) -> str | None:
    """The ``answer`` field of a structured-output reply; None when the text is not one."""
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if isinstance(data, dict) and isinstance(data.get("answer"), str | int):
        return str(data["answer"])
    return None


def _connection_refused(err: BaseException) -> bool:
    """Whether a connection error comes from a refused connection (nothing listening)."""
    seen: BaseException | None = err
    for _ in range(8):
        if seen is None:
            return False
        if isinstance(seen, ConnectionRefusedError):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _no_choices(response: ChatCompletion, where: str, redact: Callable[[str], str]) -> ModelError:
    """A 200 without choices: the provider's own error object when it sent one (OpenRouter
    answers an upstream failure so), retried only when its code says the server failed."""
    extra = getattr(response, "model_extra", None) or {}
    error = getattr(response, "error", None) or extra.get("error")
    if isinstance(error, dict):
        code, message = error.get("code"), error.get("message")
        status = code if isinstance(code, int) and not isinstance(code, bool) else None
        text = " ".join(str(message or error.get("type") or "no message").split())[:300]
        retry = status is None or status in (408, 409, 429) or status >= 500
        return ModelError(
            f"{where} answered 200 with an error{f' {status}' if status else ''}: {redact(text)}",
            status=status,
            retryable=retry,
        )
    return ModelError(f"malformed response from {where}: no choices in the body", retryable=True)
