"""What a model server's error says: the one line a message quotes from an SDK error's
body (every shape servers send), and the message of a prompt that does not fit."""

from __future__ import annotations

import re

CONTEXT_FIX = (
    "serve the model with a longer context (llama-cpp-python: --n_ctx 8192; llama.cpp's "
    "llama-server: -c 8192; vLLM: --max-model-len 8192; TGI: --max-total-tokens 8192; "
    "Ollama: the num_ctx parameter) or "
    "send shorter prompts (--history compact)"
)


def context_message(where: str, status: int | None, detail: str) -> str:
    """The error of a request that does not fit the model's context: what happened, the
    server's own words, and what to change."""
    said = detail.strip().rstrip(".")
    return (
        f"the prompt does not fit the model's context at {where}: {CONTEXT_FIX}. "
        f"(The server answered {status}: {said}.)"
    )


def _body(err: BaseException) -> object:
    """An error's body; Gemini's OpenAI endpoint sends it as a list of one error object."""
    body = getattr(err, "body", None)
    if isinstance(body, list) and body and isinstance(body[0], dict):
        return body[0]
    return body


MAX_DETAIL = 1000  # characters of a server's message kept (a 20 MB message is cut)


def error_detail(err: BaseException) -> str:
    """What an SDK error's body says, in one line of at most MAX_DETAIL characters
    (OpenAI's and vLLM's error objects, a bare string, FastAPI's ``detail``, a
    plain-text or HTML body)."""
    said = _detail(err)
    return (
        said if len(said) <= MAX_DETAIL else said[:MAX_DETAIL] + f"... ({len(said):,} characters)"
    )


def _detail(err: BaseException) -> str:
    body = _body(err)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
        if isinstance(inner, dict) and isinstance(inner.get("detail"), str):  # FastAPI's
            return str(inner["detail"])
    if isinstance(body, str) and body.strip():  # a plain-text refusal (TGI's axum: 422)
        return text_detail(body)
    return str(getattr(err, "message", "") or err)


_TITLE = re.compile(r"<(title|h1)[^>]*>(.*?)</\1>", re.IGNORECASE | re.DOTALL)


def text_detail(body: str) -> str:
    """A body that is not JSON, in one line: an HTML page (a proxy's 502, a sign-in page)
    by its title, other text with its white space collapsed, both cut at 300 characters."""
    body = body[:20_000]  # a page's title is near its top; the rest is never searched
    if re.search(r"<(!doctype html|html|head|body)\b", body, re.IGNORECASE):
        m = _TITLE.search(body)
        title = " ".join(re.sub(r"<[^>]+>", " ", m.group(2)).split()) if m else ""
        return f"an HTML page{f' titled {title[:200]!r}' if title else ''}, not an API answer"
    return " ".join(body.split())[:300]


def error_param(err: BaseException) -> str | None:
    """The ``param`` an error body names (OpenAI's and vLLM's error objects)."""
    body = _body(err)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and isinstance(inner.get("param"), str):
            return str(inner["param"])
    return None
