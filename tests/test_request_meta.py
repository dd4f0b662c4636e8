"""Every request carries its metadata beside the text; models never get it."""

from __future__ import annotations

import json

import pytest

from plangate.llm.clients.base import Sampling
from plangate.llm.clients.cache import request_key
from plangate.llm.clients.openai_client import OpenAIClient
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import METHODS, MODEL_METHODS
from plangate.llm.methods.steps import StepMethod
from plangate.llm.render import Renderer, builtin_nl
from plangate.llm.request import annotate, meta_of
from plangate.llm.run import solve
from plangate.pddl.loader import load_task
from plangate.testing.fake_server import FakeOpenAI
from plangate.testing.oracle import PlannerOracle

from .conftest import EXAMPLES

BW = EXAMPLES / "blocksworld"


def _task_and_renderer() -> tuple[object, Renderer]:
    task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")
    return task, Renderer(task, builtin_nl(task.domain_name))


@pytest.mark.parametrize("method", MODEL_METHODS)
def test_every_request_of_every_method_says_what_it_is_about(method: str) -> None:
    task, r = _task_and_renderer()
    client = ScriptedClient([PlannerOracle(r)] * 500)
    run = solve(task, client, method, renderer=r, problem_path=BW / "problem-2steps.pddl")
    assert run.success
    kinds = set()
    for req in client.requests:
        meta = meta_of(req.messages)
        assert meta is not None and meta["state"] and "kind" in meta
        kinds.add(meta["kind"])
    m = METHODS[method]
    if isinstance(m, StepMethod):  # one action per turn: chosen from a list, or written
        assert kinds == ({"choice"} if m.steps.listed else {"action"})
    expected = {  # the searches' modules, each asked at least once
        "pfc": {"actor", "monitor", "predictor", "evaluator", "coordinator", "decomposer"},
        "lats": {"expand", "value"},
        "tot": {"propose", "judge"},
        "rap": {"expand", "predictor", "evaluate"},
        "preplanned": {"plan"},
        "formalize-problem": {"formalize-problem"},
        "formalize-domain": {"formalize-domain"},
    }.get(m.about.name, set())
    assert expected <= kinds


def test_a_server_gets_no_metadata_in_the_body_and_a_remote_one_none_at_all() -> None:
    server = FakeOpenAI()
    server.default = None
    server.responder = lambda messages: "ok"
    try:
        local = OpenAIClient("m", base_url=server.url)
        assert local.send_meta  # a server on this machine: the header, for test models
        messages = annotate([{"role": "user", "content": "hi"}], {"kind": "action", "state": []})
        local.complete(messages, Sampling())
        sent = server.requests[-1]
        assert all(set(m) == {"role", "content"} for m in sent["json"]["messages"])
        header = {k.lower(): v for k, v in sent["headers"].items()}["x-plangate-request"]
        assert json.loads(header)["kind"] == "action"
        quiet = OpenAIClient("m", base_url=server.url, send_meta=False)
        quiet.complete(messages, Sampling())
        headers = {k.lower() for k in server.requests[-1]["headers"]}
        assert "x-plangate-request" not in headers
    finally:
        server.close()
    assert not OpenAIClient("m", base_url="https://example.org/v1").send_meta


def test_metadata_does_not_change_the_cache_key() -> None:
    client = ScriptedClient()
    plain = [{"role": "user", "content": "hi"}]
    meta = annotate(plain, {"kind": "action", "state": ["(handempty)"]})
    assert request_key(client, plain, Sampling(), None) == request_key(
        client, meta, Sampling(), None
    )
