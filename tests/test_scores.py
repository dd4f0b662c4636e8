"""Numbers a paper can print: the scoring policy (empty answers, empty plans, costs, dead
ends), the tables that compare (pooled, paired, seeds) in Markdown, CSV and LaTeX, the
baselines with no model, datasets as users keep them, and the per-project cache."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

from plangate.bench.datasets import load_dataset, natural_key, select
from plangate.bench.jobs import make_jobs
from plangate.bench.records import record_from_json
from plangate.bench.report import failures, load_results, table1, write_report
from plangate.bench.report.compare import paired, pooled, seeds
from plangate.bench.report.stats import mcnemar_exact
from plangate.bench.run import run_bench
from plangate.bench.run.results import Results
from plangate.bench.table import Table, latex_escape
from plangate.cli import main
from plangate.errors import PlangateError
from plangate.fsm.machine import MealyMachine, Verdict
from plangate.llm.clients.cache import default_cache_path, project_root
from plangate.llm.clients.make import ClientSpec
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import parts
from plangate.llm.options import MethodOptions
from plangate.llm.run import solve
from plangate.pddl.loader import load_task
from plangate.verify.distance import DistanceOracle
from plangate.verify.metrics import compute_metrics, plan_metrics

from .conftest import BENCHMARKS, EXAMPLES

PEG = BENCHMARKS / "peg-solitaire-sequential-optimal-strips-2008"  # costs and dead ends
BLOCKS = BENCHMARKS / "blocks-strips-typed-2000"
BW = EXAMPLES / "blocksworld"


# ---------------------------------------------------------------- the metrics
def test_an_empty_plan_has_no_relative_length() -> None:
    task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")
    m = plan_metrics(task, [])
    assert not m.success and m.plan_length == 0
    assert m.relative_length is None and m.relative_length_success is None
    assert m.relative_cost is None and m.dead_end is False and not m.action_costs


def test_costs_give_relative_cost_and_dead_ends_are_not_unknown_distances() -> None:
    task = load_task(PEG / "domain.pddl", PEG / "instances" / "instance-1.pddl")
    oracle = DistanceOracle(task)
    assert oracle.unit is False
    from plangate.verify.search import search

    plan = search(task).plan
    assert plan
    good = plan_metrics(task, plan, oracle=oracle)
    assert good.success and good.action_costs and good.optimal_length is None
    assert good.relative_cost == 1.0 and good.relative_length_success is None
    # walk the first valid action until none is left: a dead end unless at the goal
    machine, state, states = MealyMachine(task), task.initial, [task.initial]
    while machine.valid_actions(state) and not task.is_goal(state):
        state = machine.valid_actions(state)[0].apply(state)
        states.append(state)
    assert oracle.distance(state) == float("inf")
    m = compute_metrics(task, states, valid=True, plan_length=len(states) - 1, plan_cost=0.0,
                        oracle=oracle)  # fmt: skip
    assert m.dead_end is True and m.distance_to_goal is None


# ---------------------------------------------------------------- the tables
def _rec(i: int, **kw: object) -> dict[str, object]:
    base: dict[str, object] = {
        "key": f"k{i}",
        "dataset": "d",
        "instance": f"p{i % 4}",
        "model_label": "m",
        "status": "ok",
        "method": "interactive-validated",
        "seed": 0,
        "success": False,
        "plan_length": 0,
        "model_calls": 1,
        "prompt_tokens": 10,
        "completion_tokens": 1,
    }
    return {**base, **kw}


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_table1_by_the_policy(tmp_path: Path) -> None:
    rows = [
        # an empty plan recorded the old way (relative length 0): not shorter than optimal
        _rec(0, relative_length=0.0, relative_length_success=None, optimal_length=4),
        _rec(
            1,
            success=True,
            plan_length=6,
            optimal_length=4,
            relative_length=1.5,
            relative_length_success=1.5,
        ),
        # an old file's empty-answer error is a failure of the method
        _rec(2, status="error", error="every answer was empty (1 calls)", empty_answers=1),
        _rec(3, status="error", error="ModelError: the server answered 500"),  # an error
        # a domain with costs: no optimal length, a relative cost
        _rec(
            4,
            dataset="c",
            success=True,
            plan_length=3,
            plan_cost=6,
            optimal_cost=4,
            action_costs=True,
        ),
        _rec(5, dataset="c", dead_end=True),
        _rec(6, dataset="c", distance_to_goal=2, dead_end=False),
    ]
    records = load_results([_write(tmp_path / "r.jsonl", rows)])
    t = table1(records)
    assert "relative cost" in t.columns and "no answer" in t.columns
    col = {name: i for i, name in enumerate(t.columns)}
    by = {r[0]: r for r in t.rows}
    d, c = by["d"], by["c"]
    assert d[col["episodes"]] == "3" and d[col["errors"]] == "1" and d[col["no answer"]] == "1"
    assert d[col["success %"]].startswith("33.3 ")
    assert d[col["relative length"]] == "1.50"  # the one success; the empty plan has none
    assert d[col["relative cost"]] == "unit costs"
    assert c[col["relative cost"]] == "1.50" and c[col["relative length"]] == "n/a"
    f = {r[0]: r for r in failures(records).rows}["c"]
    assert f[3:6] == ["2", "1", "0"]  # failed, dead ends, unknown
    assert f[6] == "2.00"  # the distance of the one that is not a dead end
    errors = [tb for tb in write_report_tables(records) if tb.title.startswith("Episodes that")]
    assert errors and "500" in errors[0].rows[0][4]


def write_report_tables(records: list[object]) -> list[Table]:
    from plangate.bench.report import tables

    return [build(records) for build in tables(records).values()]  # type: ignore[arg-type]


def test_mcnemar_exact_by_hand() -> None:
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(5, 0) == pytest.approx(0.0625)  # 2 * (1/2)^5
    assert mcnemar_exact(6, 1) == pytest.approx(0.125)  # 2 * (1 + 7) / 128
    assert mcnemar_exact(3, 3) == 1.0


def test_pooled_paired_and_seeds(tmp_path: Path) -> None:
    rows = []
    n = 0
    for ds in ("a", "b"):
        for inst in range(4):
            for seed in (0, 1):
                # method x solves everything, y solves only instance 0
                for method, ok in (("interactive-validated", True), ("preplanned", inst == 0)):
                    rows.append(_rec(n, dataset=ds, instance=f"i{inst}", seed=seed,
                                     method=method, success=ok))  # fmt: skip
                    n += 1
                rows.append(_rec(n, dataset=ds, instance=f"i{inst}", seed=seed,
                                 method="random-valid", model_label="-", success=seed == 1,
                                 model_calls=0))  # fmt: skip
                n += 1
    records = load_results([_write(tmp_path / "r.jsonl", rows)])
    pool = {r[1]: r for r in pooled(records).rows}
    assert pool["interactive-validated"][2] == "2 of 2"
    assert pool["interactive-validated"][4].startswith("100.0 ")
    assert pool["preplanned"][5] == "25.0"  # the mean of the datasets' rates
    assert pool["random-valid"][0] == "-" and "no model" in pool["random-valid"]
    pairs = {(r[0], r[1], r[2]): r for r in paired(records).rows}
    row = pairs[("all", "m / interactive-validated", "m / preplanned")]
    assert row[3:7] == ["16", "4", "12", "0"]
    assert float(row[7]) == pytest.approx(mcnemar_exact(12, 0), rel=1e-3)
    spread = {(r[0], r[1]): r for r in seeds(records).rows}
    assert spread[("a", "random-valid")][3] == "0.0, 100.0"
    # every table has its LaTeX, and report writes them all
    out = tmp_path / "report"
    write_report([tmp_path / "r.jsonl"], out, plots=False)
    tex = (out / "tables.tex").read_text()
    assert tex.count("\\begin{table}") >= 5 and "\\toprule" in tex and "\\bottomrule" in tex
    assert (out / "paired.tex").is_file() and "McNemar" in (out / "paired.tex").read_text()
    with (out / "episodes.csv").open() as fh:
        header = next(csv.reader(fh))
    for col in ("plan_cost", "optimal_cost", "relative_cost", "dead_end", "no_answer", "notes"):
        assert col in header


def test_latex_escapes_what_latex_reads() -> None:
    assert latex_escape("50% of a_b & {c} #1 ± 2") == ("50\\% of a\\_b \\& \\{c\\} \\#1 $\\pm$ 2")
    t = Table("T", ["method", "success %"], [["x_y", "62.5 [30.6, 86.3]"]], "note 5%")
    tex = t.latex("t")
    assert "\\begin{tabular}{lr}" in tex and "x\\_y" in tex and "note 5\\%" in tex


def test_old_empty_answer_errors_count_as_finished(tmp_path: Path) -> None:
    rec = _rec(0, status="error", error="every answer was empty (2 calls)")
    path = _write(tmp_path / "r.jsonl", [rec])
    assert Results(path).finished() == {"k0"}
    r = record_from_json(rec)
    assert r.ok and not r.success and any("every answer was empty" in n for n in r.notes)


# ---------------------------------------------------------------- baselines
def test_baselines_need_no_model_and_random_valid_is_seeded() -> None:
    task = load_task(BW / "domain.pddl", BW / "problem-tower.pddl")
    nobody = ScriptedClient([])  # any call would fail: no replies
    budget = MethodOptions(max_steps=30)
    runs = {
        seed: solve(task, nobody, "random-valid", options=budget.seeded(seed, parts()))
        for seed in (0, 0, 1)
    }
    again = solve(task, nobody, "random-valid", options=budget.seeded(0, parts()))
    assert [str(o) for o in runs[0].plan] == [str(o) for o in again.plan]
    assert [str(o) for o in runs[0].plan] != [str(o) for o in runs[1].plan]
    assert nobody.requests == [] and runs[0].metrics.model_calls == 0
    first = solve(task, nobody, "first-valid", options=MethodOptions(max_steps=3))
    machine, state = MealyMachine(task), task.initial
    for op in first.plan:
        assert op == machine.valid_actions(state)[0]
        state = op.apply(state)
    assert len(first.plan) == 3 and first.trace.outcome == "step budget exhausted"


def test_bench_runs_a_baseline_once_per_problem_and_seed(tmp_path: Path) -> None:
    ds = load_dataset(BLOCKS)
    models = [ClientSpec(model="a", base_url="http://127.0.0.1:9/v1"),
              ClientSpec(model="b", base_url="http://127.0.0.1:9/v1")]  # fmt: skip
    jobs = make_jobs([(ds, ds.instances[:2])], ["random-valid"], models, [0, 1], MethodOptions())
    assert len(jobs) == 4 and all(j.model is None for j in jobs)
    results = Results(tmp_path / "r.jsonl")
    prog = run_bench(jobs, results, progress=False)  # no server is asked: none exists
    assert prog.done == 4 and prog.errors == 0
    assert {r["model_label"] for r in results.records()} == {"-"}


# ---------------------------------------------------------------- datasets
def test_natural_order_and_selections() -> None:
    names = ["instance-10.pddl", "instance-2.pddl", "instance-1.pddl", "p03.pddl"]
    assert sorted(names, key=natural_key)[:3] == [
        "instance-1.pddl", "instance-2.pddl", "instance-10.pddl"
    ]  # fmt: skip
    ds = load_dataset(BLOCKS)
    assert [i.name for i in ds.instances] == sorted((i.name for i in ds.instances), key=natural_key)
    assert [i.name for i in select(ds.instances, "1-2")] == ["instance-1", "instance-2"]
    assert [i.name for i in select(ds.instances, "1,3")] == ["instance-1", "instance-3"]
    with pytest.raises(PlangateError, match="no instance has such a number"):
        select(ds.instances, "90-99")
    with pytest.raises(PlangateError, match="expected numbers and ranges"):
        select(ds.instances, "first")


def test_bench_first_and_instances_flags(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["bench", "--dataset", str(BLOCKS), "--method", "first-valid", "--dry-run"]
    assert main([*base, "--first", "2"]) == 0
    assert "2 of 4 problems" in capsys.readouterr().out
    assert main([*base, "--instances", "2-3"]) == 0
    assert "2 of 4 problems" in capsys.readouterr().out
    assert main([*base, "--instances", "7"]) == 2
    assert "no instance has such a number (the numbers: 1-4)" in capsys.readouterr().err


@pytest.mark.parametrize("layout", ["potassco", "fast-downward"])
def test_a_folder_with_a_domain_per_instance(tmp_path: Path, layout: str) -> None:
    root = tmp_path / "ipc"
    src = sorted((BLOCKS / "instances").glob("*.pddl"), key=natural_key)[:2]
    for n, problem in enumerate(src, start=1):
        if layout == "potassco":
            (root / "domains").mkdir(parents=True, exist_ok=True)
            (root / "instances").mkdir(parents=True, exist_ok=True)
            shutil.copy(BLOCKS / "domain.pddl", root / "domains" / f"domain-{n}.pddl")
            shutil.copy(problem, root / "instances" / f"instance-{n}.pddl")
        else:
            root.mkdir(exist_ok=True)
            shutil.copy(BLOCKS / "domain.pddl", root / f"p0{n}-domain.pddl")
            shutil.copy(problem, root / f"p0{n}.pddl")
    ds = load_dataset(root)
    assert len(ds.instances) == 2
    assert all(i.domain and Path(i.domain).is_file() for i in ds.instances)
    assert ds.instances[1].domain != ds.instances[0].domain
    jobs = make_jobs([(ds, ds.instances)], ["first-valid"], [], [0], MethodOptions(max_steps=2))
    results = Results(tmp_path / "r.jsonl")
    assert run_bench(jobs, results, progress=False).errors == 0


def test_a_folder_without_any_domain_says_what_it_looked_for(tmp_path: Path) -> None:
    (tmp_path / "instances").mkdir()
    shutil.copy(BLOCKS / "instances" / "instance-1.pddl", tmp_path / "instances")
    with pytest.raises(PlangateError, match=r"domains/domain-N\.pddl"):
        load_dataset(tmp_path)


# ---------------------------------------------------------------- the cache
def test_the_cache_is_the_projects(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PLANGATE_CACHE", raising=False)
    (tmp_path / "proj" / "sub").mkdir(parents=True)
    (tmp_path / "proj" / "pyproject.toml").write_text("")
    monkeypatch.chdir(tmp_path / "proj" / "sub")
    assert project_root() == (tmp_path / "proj").resolve()
    assert default_cache_path() == (tmp_path / "proj").resolve() / ".plangate" / "responses.sqlite"
    results = tmp_path / "runs" / "r.jsonl"
    assert default_cache_path(results) == (tmp_path / "runs").resolve() / ".plangate" / (
        "responses.sqlite"
    )
    monkeypatch.setenv("PLANGATE_CACHE", str(tmp_path / "mine.sqlite"))
    assert default_cache_path(results) == tmp_path / "mine.sqlite"


def test_cache_info_and_clear(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from plangate.llm.clients.base import Sampling
    from plangate.llm.clients.cache import CachedClient

    path = tmp_path / "c.sqlite"
    cached = CachedClient(ScriptedClient(["a", "b"], model="x"), path)
    cached.complete([{"role": "user", "content": "1"}], Sampling())
    cached.complete([{"role": "user", "content": "2"}], Sampling())
    cached.close()
    assert main(["cache", "info", "--cache", str(path)]) == 0
    out = capsys.readouterr().out
    assert "2 answers to 2 requests" in out and "x: 2 answers" in out
    assert main(["cache", "clear", "--cache", str(path), "--model", "y"]) == 0
    assert "0 cached answers of model y deleted" in capsys.readouterr().out
    assert main(["cache", "clear", "--cache", str(path)]) == 0
    assert "2 cached answers deleted" in capsys.readouterr().out
    assert main(["cache", "info", "--cache", str(tmp_path / "none.sqlite")]) == 0
    assert "no cache yet" in capsys.readouterr().out


def _users_database(path: Path, table: str = "responses") -> None:
    import sqlite3

    db = sqlite3.connect(path)
    db.execute(f"CREATE TABLE {table} (who TEXT, said TEXT)")
    db.execute(f"INSERT INTO {table} VALUES ('me', 'my data')")
    db.commit()
    db.close()


def _rows_and_mode(path: Path, table: str = "responses") -> tuple[object, ...]:
    import sqlite3

    db = sqlite3.connect(path)
    try:
        tables = sorted(r[0] for r in db.execute("SELECT name FROM sqlite_master"))
        rows = db.execute(f"SELECT * FROM {table}").fetchall()
        mode = db.execute("PRAGMA journal_mode").fetchone()[0]
    finally:
        db.close()
    return tables, rows, mode


def test_cache_clear_leaves_a_users_database_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 48: ``plangate cache clear --cache FILE`` on a user's SQLite database with a
    table of that name deleted its rows."""
    path = tmp_path / "mine.sqlite"
    _users_database(path)
    before = _rows_and_mode(path)
    assert main(["cache", "clear", "--cache", str(path)]) != 0
    assert "plangate did not make" in capsys.readouterr().err
    assert main(["cache", "info", "--cache", str(path)]) != 0
    assert _rows_and_mode(path) == before


@pytest.mark.parametrize("kind", ["other table", "empty file", "text file"])
def test_a_cache_is_never_made_in_a_file_plangate_did_not_make(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """Issue 48: ``--cache`` or ``PLANGATE_CACHE`` at a user's database added a table and
    switched on WAL; an empty file became a cache."""
    from plangate.errors import ModelError
    from plangate.llm.clients.cache import CachedClient, default_cache_path

    path = tmp_path / "mine.sqlite"
    if kind == "other table":
        _users_database(path, "notes")
    elif kind == "empty file":
        path.write_bytes(b"")
    else:
        path.write_text("my notes\n")
    before = path.read_bytes()
    with pytest.raises(ModelError, match="give --cache a"):
        CachedClient(ScriptedClient(["a"]), path)
    monkeypatch.setenv("PLANGATE_CACHE", str(path))
    with pytest.raises(ModelError, match="give --cache a"):
        CachedClient(ScriptedClient(["a"]), default_cache_path())
    assert path.read_bytes() == before
    assert not path.with_name(path.name + "-wal").exists()


def test_a_cache_made_before_the_marker_is_still_plangates(tmp_path: Path) -> None:
    import sqlite3

    from plangate.llm.clients.base import Sampling
    from plangate.llm.clients.cache import APPLICATION_ID, SCHEMA, CachedClient

    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    db.execute(SCHEMA)
    db.commit()
    db.close()
    cached = CachedClient(ScriptedClient(["a"], model="x"), path)
    cached.complete([{"role": "user", "content": "1"}], Sampling())
    cached.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    db.close()


# ---------------------------------------------------------------- the machine
def test_a_function_call_names_the_action() -> None:
    task = load_task(BW / "domain.pddl", BW / "problem-2steps.pddl")
    m = MealyMachine(task)
    parsed = m.parse("unstack(b, c)", task.initial)
    assert parsed.verdict is Verdict.VALID and parsed.name == "unstack"
    wrong = m.parse("drive(t0, l2, l3)", task.initial)
    assert wrong.verdict is Verdict.UNKNOWN_ACTION and wrong.name == "drive"


# ---------------------------------------------------------------- the doctor
class _Context:
    """A server with a context of ``window`` tokens (4 characters a token) that refuses a
    longer prompt as llama-cpp-python does, or cuts it silently as Ollama does."""

    def __init__(self, window: int, cut: bool = False, empty: bool = False) -> None:
        self.window, self.cut, self.empty = window, cut, empty

    def _tokens(self, payload: dict[str, object]) -> int:
        messages = payload.get("messages") or []
        return sum(len(str(m.get("content", ""))) for m in messages) // 4 + 5  # type: ignore[union-attr]

    def refuse(self, payload: dict[str, object]) -> object:
        from plangate.testing.fake_server import Reply

        tokens = self._tokens(payload)
        if tokens >= self.window and not self.cut:
            msg = (
                f"This model's maximum context length is {self.window} tokens. However, you "
                f"requested {tokens + 1} tokens ({tokens} in the messages, 1 in the "
                "completion). Please reduce the length of the messages or completion."
            )
            body = {"error": {"message": msg, "type": "invalid_request_error",
                              "param": "messages", "code": "context_length_exceeded"}}  # fmt: skip
            return Reply(400, body)
        return None

    def answer(self, payload: dict[str, object], text: str) -> dict[str, object]:
        from plangate.testing.fake_server import chat_body

        tokens = min(self._tokens(payload), self.window)
        return chat_body("" if self.empty else text, prompt_tokens=tokens)


@pytest.mark.parametrize(
    ("server", "found"),
    [
        (_Context(2048), "2,048 tokens: the longest prompt"),
        (_Context(2048, cut=True), "without saying so"),
        (_Context(100_000), "fits the longest prompt"),
    ],
)
def test_doctor_measures_the_context_against_the_longest_prompt(
    server: _Context, found: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from plangate.testing.fake_server import FakeOpenAI

    s = FakeOpenAI()
    s.responder = lambda messages: "8, 9, 10"
    s.emulate = server
    try:
        code = main(["doctor", "--model", "m", "--base-url", s.url])
    finally:
        s.close()
    out = capsys.readouterr().out
    assert found in out
    if server.window < 100_000:
        assert code == 1 and "fix: serve the model with a longer context" in out
        assert "interactive-restricted-cot: its longest prompt" in out
        assert "preplanned:" not in out  # its prompts fit
    else:  # only constrained decoding is missing here (this server does not enforce it)
        assert "context window        yes" in out and "exceeds the context" not in out
        assert "chat template         yes" in out


def test_doctor_catches_a_garbling_chat_template(capsys: pytest.CaptureFixture[str]) -> None:
    from plangate.testing.fake_server import FakeOpenAI

    s = FakeOpenAI()
    s.responder = lambda messages: "[INST] 1, 2, 3 [/INST]"
    try:
        code = main(["doctor", "--model", "gemma-3-1b", "--base-url", s.url, "--method", "tot"])
    finally:
        s.close()
    out = capsys.readouterr().out
    assert code == 1 and "garbled: the answers hold the template's own markers" in out
    assert "tot: no fitting chat template" in out
