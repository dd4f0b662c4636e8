"""The parameter rules of real servers, enforced by the test server (:class:`FakeOpenAI`).

Each emulation refuses what its server refuses, with the error body that server
sends (status and JSON written from its documentation and source, quoted where
a user recorded it), ignores what it ignores (an unknown field, ``n``), and
shapes answers the way its constrained decoding does. A regression in plangate's
handling of one server is then caught without that server. The real
llama-cpp-python server is exercised as well, in the ``server`` test tier.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from plangate.testing.fake_server import Reply, chat_body


def _openai_error(status: int, message: str, param: str | None, code: str | None) -> Reply:
    return Reply(
        status,
        {
            "error": {
                "message": message,
                "type": "invalid_request_error",
                "param": param,
                "code": code,
            }
        },
    )


# what each server answers when it refuses something (status, body)
OPENAI_MAX_TOKENS = _openai_error(
    400,
    "Unsupported parameter: 'max_tokens' is not supported with this model. "
    "Use 'max_completion_tokens' instead.",
    "max_tokens",
    "unsupported_parameter",
)


def OPENAI_UNSUPPORTED_VALUE(param: str, value: Any) -> Reply:
    return _openai_error(
        400,
        f"Unsupported value: '{param}' does not support {value} with this model. "
        "Only the default (1) value is supported.",
        param,
        "unsupported_value",
    )


OPENAI_STOP = _openai_error(
    400,
    "Unsupported parameter: 'stop' is not supported with this model.",
    "stop",
    "unsupported_parameter",
)
OPENAI_SYSTEM = _openai_error(
    400,
    "Unsupported value: 'messages[0].role' does not support 'system' with this model.",
    "messages[0].role",
    "unsupported_value",
)
VLLM_TOP_P = Reply(
    400,
    {
        "error": {
            "message": "1 validation error for ChatCompletionRequest\n  Value error, top_p must "
            "be in (0, 1], got 0.0. [type=value_error, input_value={...}, input_type=dict]",
            "type": "BadRequestError",
            "param": None,
            "code": 400,
        }
    },
)
VLLM_OLD_TOP_P = Reply(  # vLLM before 0.9: the error object at the top level
    400,
    {
        "object": "error",
        "message": "top_p must be in (0, 1], got 0.0.",
        "type": "BadRequestError",
        "param": None,
        "code": 400,
    },
)
# llama-cpp-python's server: a pydantic validation error, wrapped as a 500
LLAMA_CPP_PYTHON_FORMAT = Reply(
    500,
    {
        "error": {
            "message": "1 validation error:\n  {'type': 'literal_error', 'loc': ('body', "
            "'response_format', 'type'), 'msg': \"Input should be 'text' or 'json_object'\", "
            "'input': 'json_schema', 'ctx': {'expected': \"'text' or 'json_object'\"}}\n\n  "
            'File "llama_cpp/server/app.py", line 376, in create_chat_completion\n    '
            "POST /v1/chat/completions",
            "type": "internal_server_error",
            "param": None,
            "code": None,
        }
    },
)
# llama.cpp's llama-server before JSON-schema support (and ik_llama.cpp until 2025)
LLAMA_SERVER_FORMAT = Reply(
    500,
    {
        "error": {
            "code": 500,
            "message": 'response_format type must be one of "text" or "json_object", but got: '
            "json_schema",
            "type": "server_error",
        }
    },
)
LLAMA_SERVER_N = Reply(
    400,
    {
        "error": {
            "code": 400,
            "message": "Only one completion choice is allowed",
            "type": "invalid_request_error",
        }
    },
)
LMSTUDIO_FORMAT = Reply(400, {"error": "'response_format.type' must be 'json_schema' or 'text'"})


def TGI_INVALID(message: str) -> Reply:
    """Hugging Face TGI's router: a request that fails validation (router/src/validation.rs)."""
    return Reply(422, {"error": f"Input validation error: {message}", "error_type": "validation"})


def TGI_BODY(message: str) -> Reply:
    """TGI's web framework (axum) refusing a body that does not deserialise: plain text."""
    return Reply(
        422, f"Failed to deserialize the JSON body into the target type: {message} at line 1"
    )


TGI_INFO = {
    "model_id": "meta-llama/Llama-3.1-8B-Instruct",
    "max_input_tokens": 4095,
    "max_total_tokens": 4096,
    "max_stop_sequences": 4,
    "router": "text-generation-router",
    "version": "3.3.6",
}


@dataclass
class Emulation:
    """One server's rules: what it refuses, what it ignores, how it constrains answers."""

    name: str
    refuse: Callable[[dict[str, object]], Reply | None]
    honours: tuple[str, ...]  # constrained forms it enforces
    native_n: bool = True
    reasoning_field: str | None = None  # where its reasoning parser puts the reasoning
    reasoning_tokens: bool = False  # usage.completion_tokens_details.reasoning_tokens
    ignores_max_completion_tokens: bool = False
    info: dict[str, object] | None = None  # GET /info (TGI's router says who it is there)
    seen: list[dict[str, object]] = field(default_factory=list)

    def answer(self, payload: dict[str, object], text: str) -> dict[str, object]:
        """The body of a 200 answer to ``payload`` from a model that wrote ``text``."""
        options = _options(payload, self.honours)
        n = _n(payload) if self.native_n else 1
        if options is not None:  # constrained: the answer is one of the options, as asked
            kind, allowed = options
            pick = text.strip() if text.strip() in allowed else allowed[0]
            text = json.dumps({"answer": pick}) if kind == "json" else pick
        said = "Let me think about which action helps."
        return chat_body(
            text,
            n=n,
            reasoning=(self.reasoning_field, said) if self.reasoning_field else None,
            reasoning_tokens=64 if self.reasoning_tokens else None,
        )


def _n(payload: dict[str, object]) -> int:
    """The ``n`` a request asks for (1 when it names none)."""
    n = payload.get("n")
    return n if isinstance(n, int) and n else 1


def _messages(payload: dict[str, object]) -> list[dict[str, object]]:
    value = payload.get("messages")
    return [m for m in value if isinstance(m, dict)] if isinstance(value, list) else []


def _enum(schema: object) -> list[str]:
    """The ``enum`` of a JSON schema's ``answer`` property (plangate's choice schema)."""
    props = schema.get("properties") if isinstance(schema, dict) else None
    answer = props.get("answer") if isinstance(props, dict) else None
    values = answer.get("enum") if isinstance(answer, dict) else None
    return [str(v) for v in values] if isinstance(values, list) else []


def _options(payload: dict[str, object], honours: tuple[str, ...]) -> tuple[str, list[str]] | None:
    rf = payload.get("response_format")
    if isinstance(rf, dict):
        if rf.get("type") == "json_schema" and "json-schema" in honours:
            js = rf.get("json_schema")
            return "json", _enum(js.get("schema") if isinstance(js, dict) else None)
        if rf.get("type") == "json_object" and "json-object" in honours and "schema" in rf:
            return "json", _enum(rf["schema"])
        if rf.get("type") in ("json", "json_object") and "json-value" in honours and "value" in rf:
            return "json", _enum(rf["value"])
    if "grammar" in payload and "grammar" in honours:
        grammar = str(payload["grammar"]).split("::=", 1)[1]
        return "text", [o.strip().strip('"') for o in grammar.split("|")]
    so = payload.get("structured_outputs")
    if isinstance(so, dict) and "choice" in so and "structured-outputs" in honours:
        return "text", list(so["choice"])
    guided = payload.get("guided_choice")
    if isinstance(guided, list) and "guided-choice" in honours:
        return "text", [str(x) for x in guided]
    return None


def _openai_reasoning(p: dict[str, object]) -> Reply | None:
    if "max_tokens" in p:
        return OPENAI_MAX_TOKENS
    for name in ("temperature", "top_p"):
        if name in p and p[name] != 1:
            return OPENAI_UNSUPPORTED_VALUE(name, p[name])
    if "stop" in p:
        return OPENAI_STOP
    if any(m.get("role") == "system" for m in _messages(p)):
        return OPENAI_SYSTEM  # o1-mini and o1-preview
    return None


def _vllm(p: dict[str, object]) -> Reply | None:
    return VLLM_TOP_P if p.get("top_p") == 0 else None


def _vllm_old(p: dict[str, object]) -> Reply | None:
    return VLLM_OLD_TOP_P if p.get("top_p") == 0 else None


def _llama_cpp_python(p: dict[str, object]) -> Reply | None:
    rf = p.get("response_format")
    if isinstance(rf, dict) and rf.get("type") not in ("text", "json_object"):
        return LLAMA_CPP_PYTHON_FORMAT
    return None


def _llama_server_old(p: dict[str, object]) -> Reply | None:
    rf = p.get("response_format")
    if isinstance(rf, dict) and rf.get("type") not in ("text", "json_object"):
        return LLAMA_SERVER_FORMAT
    if _n(p) != 1:
        return LLAMA_SERVER_N
    return None


def _lmstudio(p: dict[str, object]) -> Reply | None:
    rf = p.get("response_format")
    if isinstance(rf, dict) and rf.get("type") not in ("text", "json_schema"):
        return LMSTUDIO_FORMAT
    return None


def _tgi(p: dict[str, object]) -> Reply | None:
    """TGI 3.x's chat endpoint (router/src/lib.rs, validation.rs): ``response_format`` is
    tagged ``json`` (alias ``json_object``) or ``regex`` with a ``value``; ``top_p`` in
    (0, 1); at most 4 stop strings; unknown fields (``grammar``, ``guided_choice``) and
    ``n`` are ignored; temperature 0 is greedy."""
    rf = p.get("response_format")
    if isinstance(rf, dict):
        kind = rf.get("type")
        if kind not in ("json", "json_object", "regex"):
            expected = "expected `json` or `regex`"
            return TGI_BODY(f"response_format: unknown variant `{kind}`, {expected}")
        if "value" not in rf:
            return TGI_BODY("response_format: missing field `value`")
    top_p = p.get("top_p")
    if isinstance(top_p, (int, float)) and not 0 < top_p < 1:
        return TGI_INVALID("`top_p` must be > 0.0 and < 1.0")
    temperature = p.get("temperature")
    if isinstance(temperature, (int, float)) and temperature < 0:
        return TGI_INVALID("`temperature` must be strictly positive")
    stop = p.get("stop")
    if isinstance(stop, list) and len(stop) > 4:
        return TGI_INVALID(f"`stop` supports up to 4 stop sequences. Given: {len(stop)}")
    return None


def emulations() -> dict[str, Emulation]:
    """Every emulated server, fresh (they record what they saw)."""
    return {
        "openai-reasoning": Emulation(
            "openai-reasoning", _openai_reasoning, ("json-schema",), reasoning_tokens=True
        ),
        # vLLM 0.12 on: guided_choice is gone (ignored as an unknown field)
        "vllm": Emulation(
            "vllm",
            _vllm,
            ("json-schema", "json-object", "structured-outputs"),
            reasoning_field="reasoning",
        ),
        "vllm-0.8": Emulation(
            "vllm-0.8",
            _vllm_old,
            ("json-schema", "json-object", "guided-choice"),
            reasoning_field="reasoning_content",
        ),
        "llama-cpp-python": Emulation(
            "llama-cpp-python",
            _llama_cpp_python,
            ("json-object", "grammar"),
            native_n=False,
            ignores_max_completion_tokens=True,
        ),
        "llama-server-2024": Emulation(
            "llama-server-2024", _llama_server_old, ("json-object", "grammar"), native_n=False
        ),
        "llama-server": Emulation(
            "llama-server",
            lambda p: LLAMA_SERVER_N if _n(p) != 1 else None,
            ("json-schema", "json-object", "grammar"),
            reasoning_field="reasoning_content",
        ),
        "ollama": Emulation(
            "ollama",
            lambda p: None,
            ("json-schema", "json-object"),
            native_n=False,
            reasoning_field="reasoning",
        ),
        "lmstudio": Emulation("lmstudio", _lmstudio, ("json-schema",)),
        "tgi": Emulation("tgi", _tgi, ("json-value",), native_n=False, info=TGI_INFO),
    }
