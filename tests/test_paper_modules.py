"""The papers' parts one by one: LLM-PFC's published prompts and how their answers are
read, its community graph, LATS' backpropagation and DFS ablation, and the experiment
file's run keys."""

from __future__ import annotations

import collections
from pathlib import Path

import pytest

from plangate.bench.datasets.generators import (
    HANOI_DOMAIN,
    community_graph,
    distances_from,
    hanoi_problem,
)
from plangate.bench.experiment import parse_experiment
from plangate.errors import PlangateError
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import METHODS
from plangate.llm.methods.lats import LATSOptions
from plangate.llm.methods.pfc import PFCOptions
from plangate.llm.methods.pfc.modules import verdict
from plangate.llm.methods.pfc.prompts import load_prompt_set
from plangate.llm.options import MethodOptions
from plangate.llm.render import BUILTIN_NL, Renderer, load_nl
from plangate.llm.run import run_episode
from plangate.llm.search import MCTS, Node
from plangate.pddl.grounding import ground
from plangate.pddl.loader import load_domain, parse_problem
from plangate.testing.oracle import PlannerOracle

DOMAIN = load_domain(HANOI_DOMAIN)
MONITOR_COT = (
    "First check whether the move satisfies or violates Rule #1. ... the move satisfies "
    "Rule #1.\nNext check whether the move satisfies or violates Rule #2. ... Hence the move "
    "violates Rule #2.\nSince the Move 1 from list B to list A violates Rule #2, it is invalid."
)


def lists_renderer(start: tuple[int, ...] = (0, 0, 0)) -> Renderer:
    task = ground(DOMAIN, parse_problem(hanoi_problem(start), DOMAIN))
    return Renderer(task, load_nl(BUILTIN_NL / "hanoi" / "nl-pfc.yaml"))


def test_monitor_verdicts_read_the_papers_reasoning_and_plangates_answers() -> None:
    assert verdict(MONITOR_COT)[0] is False
    assert verdict(MONITOR_COT.replace("it is invalid", "it is valid"))[0] is True
    assert verdict("invalid: number 1 must be the last of its list")[0] is False
    assert verdict("valid")[0] is True


class PaperModel:
    """Answers as the paper's examples do: reasoning first, the verdict or value last."""

    def __init__(self, r: Renderer) -> None:
        self.oracle = PlannerOracle(r)

    def __call__(self, messages: list[dict[str, str]]) -> str:
        text = self.oracle(messages)
        kind = self.oracle.kinds[-1]
        if kind == "monitor":
            word = "invalid" if text.startswith("invalid") else "valid"
            return f"First check Rule #1 ... Since the move satisfies both rules, it is {word}."
        if kind == "coordinator":
            return f"The current configuraton ... Hence {text}."
        if kind == "evaluator":
            return f"The minimum number of valid moves required ... is {text}."
        if kind == "decomposer":
            return f"I need to move 0 from list A to list C.\nStep 1. ...\nSubgoal:\n{text}"
        return text


def test_pfc_reads_answers_written_like_the_appendix_examples() -> None:
    r = lists_renderer()
    client = ScriptedClient([PaperModel(r)] * 3000)
    opts = MethodOptions().having(PFCOptions(shots=2, max_length=10))
    run = run_episode(METHODS["pfc"], r, client, opts)
    assert run.metrics.success and run.plan and len(run.plan) <= 10
    sent = [req.messages[-1]["content"] for req in client.requests]
    assert any("Answer:" in s and "Rule #2" in s for s in sent)
    evaluator = [req.messages for req in client.requests if len(req.messages) >= 3]
    assert evaluator and evaluator[0][1]["role"] == "assistant"  # GPT-4's heuristic answer
    assert "sum of the distances" in evaluator[0][1]["content"]


def test_prompt_file_errors_name_the_file_and_what_is_expected(tmp_path: Path) -> None:
    bad = tmp_path / "p.yaml"
    bad.write_text("modules:\n  planner:\n  - user: hi\n")
    with pytest.raises(PlangateError, match=r"p.yaml: modules.planner: unknown name"):
        load_prompt_set(str(bad))
    bad.write_text("modules:\n  actor:\n  - user: 'at {where}'\n")
    with pytest.raises(PlangateError, match=r"unknown placeholder \{where\}"):
        load_prompt_set(str(bad))
    shipped = load_prompt_set(str(BUILTIN_NL / "hanoi" / "pfc-prompts.yaml"))
    assert set(shipped.modules) == {
        "actor", "monitor", "predictor", "evaluator", "coordinator", "decomposer"
    }  # fmt: skip
    assert set(shipped.baselines) == {"zero-shot", "icl"}


def test_community_graph_is_schapiros() -> None:
    edges = community_graph()
    degree = collections.Counter(x for e in edges for x in e)
    assert len(edges) == 30 and set(degree.values()) == {4} and len(degree) == 15
    distances = collections.Counter(
        d for room in degree for d in distances_from(edges, room).values() if d
    )
    assert max(distances) == 4 and distances[4] == 42  # 21 pairs four doors apart


def test_lats_value_is_a_running_average_started_at_the_heuristic() -> None:
    root = Node(0)
    child = Node(1, root, value=0.6)
    MCTS.backpropagate(child, 1.0)  # N: 1 -> 2, V: (0.6 * 1 + 1) / 2
    assert child.visits == 2 and child.value == pytest.approx(0.8)
    MCTS.backpropagate(child, 0.0)  # N: 3, V: (0.8 * 2 + 0) / 3
    assert child.value == pytest.approx(1.6 / 3)


def test_lats_dfs_ablation_solves_with_the_oracle() -> None:
    r = lists_renderer((1, 0, 0))
    client = ScriptedClient([PlannerOracle(r)] * 3000)
    opts = MethodOptions().having(LATSOptions(samples=2, rollouts=5))
    variant = METHODS["lats"].about.variants["dfs"](opts)
    assert variant.of(LATSOptions).search == "dfs"
    run = run_episode(METHODS["lats"], r, client, variant)
    assert run.metrics.success


def test_run_keys_are_checked_with_the_line() -> None:
    text = '[[runs]]\ndataset = "hanoi3"\nnl = "hanoi/nope.yaml"\n'
    with pytest.raises(PlangateError, match=r"e.toml:3: nl .*no rendering file"):
        parse_experiment("e.toml", text)
    text = '[[runs]]\ndataset = "hanoi3"\nseeds = []\n'
    with pytest.raises(PlangateError, match=r"e.toml:3: seeds"):
        parse_experiment("e.toml", text)
    exp = parse_experiment("e.toml", '[[runs]]\ndataset = "x"\nexclude = ["a"]\nnote = "n"\n')
    assert exp.runs[0].exclude == ["a"] and exp.runs[0].note == "n"
