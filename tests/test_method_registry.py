"""Adding a method: one class in one file, registered at run time, and every part of
plangate (solve, the CLI, the experiment runner, the report) takes it up with no
edit anywhere else. The method here is deliberately trivial: it asks the model for
nothing and takes the first valid action until the goal or its step budget."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from plangate.bench.datasets import generate, load_dataset
from plangate.bench.experiment import parse_experiment
from plangate.bench.jobs import make_jobs
from plangate.bench.records import EpisodeRecord, record_from_json
from plangate.bench.report import counters, table1
from plangate.bench.run import run_bench
from plangate.bench.run.results import Results
from plangate.cli import main
from plangate.cli.options import options_from_args
from plangate.errors import PlangateError
from plangate.llm.clients.make import ClientSpec
from plangate.llm.clients.scripted import ScriptedClient
from plangate.llm.methods import METHODS, MethodSpec, parts, register, unregister
from plangate.llm.methods.base import About, Context, Ending, Examples, Method, Outcome, Plain
from plangate.llm.options import MethodOptions, Part, opt
from plangate.llm.run import solve
from plangate.pddl.loader import load_task
from plangate.pddl.task import Task

from .conftest import EXAMPLES


@dataclass(frozen=True)
class FirstValid:
    """The protocol implemented from scratch (no base class)."""

    about: About = field(
        default_factory=lambda: About(
            name="first-option",
            description="takes the first valid action, asks the model nothing",
            validated=True,
            variants={"short": lambda o: replace(o, max_steps=1)},
        )
    )

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    def ground_truth(self, opts: MethodOptions) -> list[str]:
        return []

    def unsupported(self, task: Task) -> str | None:
        return None

    def run(self, ctx: Context) -> Outcome:
        task = ctx.r.task
        plan, states = [], [task.initial]
        while not task.is_goal(states[-1]) and len(plan) < ctx.opts.max_steps:
            options = ctx.machine.valid_actions(states[-1])
            if not options:
                break
            plan.append(options[0])
            states.append(options[0].apply(states[-1]))
        reached = task.is_goal(states[-1])
        ending = Ending.GOAL_REACHED if reached else Ending.STEP_BUDGET
        return Outcome(
            plan=plan, states=states, valid=True, invalid=0, proposals=len(plan), ending=ending
        )


@pytest.fixture
def first_valid() -> Iterator[Method]:
    method = register(FirstValid())
    yield method
    unregister(method.about.name)


def test_a_method_registered_at_run_time_runs_everywhere(
    first_valid: Method, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert isinstance(first_valid, Method) and "first-option" in METHODS
    bw = EXAMPLES / "blocksworld"
    task = load_task(bw / "domain.pddl", bw / "problem-2steps.pddl")
    run = solve(task, ScriptedClient([]), "first-option")
    assert run.metrics.valid and run.trace.model_calls == 0

    # the command line lists and runs it
    args = [str(bw / "domain.pddl"), str(bw / "problem-2steps.pddl"), "--no-cache"]
    model = ["--model", "unused", "--base-url", "http://127.0.0.1:9/v1"]
    main(["solve", *args, *model, "--method", "first-option", "--max-steps", "3"])
    assert "method first-option" in capsys.readouterr().out

    # the runner, with its variant, and the report
    generate("hanoi3", tmp_path / "hanoi3")
    ds = load_dataset(tmp_path / "hanoi3")
    spec = ClientSpec(model="scripted", base_url="http://127.0.0.1:9/v1")
    assert MethodSpec.parse("first-option/short").options(MethodOptions()).max_steps == 1
    jobs = make_jobs(
        [(ds, ds.instances[:3])], ["first-option", "first-option/short"], [spec], [0],
        MethodOptions(max_steps=40),
    )  # fmt: skip
    results = Results(tmp_path / "r.jsonl")
    prog = run_bench(jobs, results, progress=False, clients={spec: ScriptedClient([])})
    assert prog.done == 6 and prog.errors == 0
    records = results.records()
    assert {r["method"] for r in records} == {"first-option", "first-option/short"}
    assert all(r["checked"] for r in records)
    short = [r for r in records if r["method"] == "first-option/short"]
    assert all(r["plan_length"] <= 1 for r in short)
    rows = table1(results.typed()).rows
    assert {row[2] for row in rows} == {"first-option", "first-option/short"}


def test_a_name_that_is_taken_is_refused(first_valid: Method) -> None:
    from plangate.errors import PlangateError

    with pytest.raises(PlangateError, match="taken"):
        register(FirstValid())
    with pytest.raises(PlangateError, match="unknown variant 'long' of first-option"):
        MethodSpec.parse("first-option/long")


# ---------------------------------------------------------------- a method that owns more
@dataclass(frozen=True)
class StepperOptions:
    """The method's own options: every flag, key and default comes from here."""

    max_moves: int = opt(50, "moves the stepper makes at most", metavar="N")
    pick: str = opt("first", "which valid action to take", choices=("first", "last"))
    seed: int = opt(0, "set from --seed", cli=False)


STEPPER = Part("stepper", StepperOptions, "stepper (a test's method)")


@dataclass(frozen=True)
class StepperStats:
    moves: int = 0
    looked_at: int = 0
    reached: bool = False


def _short(o: MethodOptions) -> MethodOptions:
    return o.having(replace(o.of(StepperOptions), max_moves=1))


@dataclass(frozen=True)
class Stepper(Plain):
    about: About = field(
        default_factory=lambda: About(
            name="stepper",
            description="takes a valid action by its own rule, asks the model nothing",
            validated=True,
            part=STEPPER,
            stats=StepperStats,
            budgets=("stepper.max_moves",),
            variants={"short": _short},
        )
    )

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    def run(self, ctx: Context) -> Outcome:
        own = ctx.opts.of(StepperOptions)
        task = ctx.r.task
        plan, states, looked = [], [task.initial], 0
        while not task.is_goal(states[-1]) and len(plan) < own.max_moves:
            options = ctx.machine.valid_actions(states[-1])
            looked += len(options)
            if not options:
                break
            op = options[0] if own.pick == "first" else options[-1]
            plan.append(op)
            states.append(op.apply(states[-1]))
        reached = task.is_goal(states[-1])
        return Outcome(
            plan=plan,
            states=states,
            valid=True,
            invalid=0,
            proposals=len(plan),
            ending=Ending.GOAL_REACHED if reached else Ending.STEP_BUDGET,
            stats=StepperStats(len(plan), looked, reached),
        )


@pytest.fixture
def stepper() -> Iterator[Method]:
    method = register(Stepper())
    yield method
    unregister(method.about.name)


def test_a_method_with_its_own_options_and_stats_needs_no_other_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    generate("hanoi3", tmp_path / "hanoi3")
    ds = load_dataset(tmp_path / "hanoi3")
    spec = ClientSpec(model="scripted", base_url="http://127.0.0.1:9/v1")

    def key(method: str, opts: MethodOptions) -> str:
        return make_jobs([(ds, ds.instances[:1])], [method], [spec], [0], opts)[0].key

    before = {m: key(m, MethodOptions()) for m in ("interactive", "pfc/no-search", "lats")}
    method = register(Stepper())
    try:
        # the keys of every other method's jobs are unchanged: old results still resume
        assert {m: key(m, MethodOptions()) for m in before} == before
        assert key("stepper", MethodOptions()) != key("stepper/short", MethodOptions())
        changed = MethodOptions().having(StepperOptions(max_moves=3))
        assert key("stepper", changed) != key("stepper", MethodOptions())
        assert key("interactive", changed) != before["interactive"]  # options are options
        assert MethodOptions().of(StepperOptions) == StepperOptions()  # defaults: not stored
        assert MethodOptions().having(StepperOptions()) == MethodOptions()
        assert MethodOptions().seeded(4, parts()).of(StepperOptions).seed == 4

        # flags in solve and bench, from the dataclass
        for command in ("solve", "bench"):
            with pytest.raises(SystemExit):
                main([command, "--help"])
            out = capsys.readouterr().out
            assert "stepper (a test's method)" in out and "--max-moves N" in out
            assert "{first,last}" in out

        bw = EXAMPLES / "blocksworld"
        args = [str(bw / "domain.pddl"), str(bw / "problem-2steps.pddl"), "--no-cache"]
        model = ["--model", "unused", "--base-url", "http://127.0.0.1:9/v1"]
        code = main(["solve", *args, *model, "--method", "stepper", "--pick", "last"])
        assert code in (0, 1) and "method stepper" in capsys.readouterr().out

        # experiment keys: [options.stepper], checked like every table
        toml = tmp_path / "e.toml"
        toml.write_text(
            f'[[runs]]\ndataset = "{tmp_path / "hanoi3"}"\nmethods = ["stepper", '
            '"stepper/short", "interactive"]\n\n[runs.options.stepper]\nmax_moves = 40\n'
            'pick = "last"\n'
        )
        exp = parse_experiment(str(toml), toml.read_text())
        assert exp.runs[0].options.of(StepperOptions) == StepperOptions(max_moves=40, pick="last")
        bad = toml.read_text().replace("max_moves", "max_moovs")
        with pytest.raises(PlangateError, match=r"e.toml:6: max_moovs .*max_moves"):
            parse_experiment(str(toml), bad)

        # the dry run names its budget and its settings
        main(["bench", str(toml), "--dry-run", "--no-cache"])
        out = capsys.readouterr().out
        assert "stepper.max_moves = 40" in out and "stepper.pick = 'last'" in out

        # typed records and report rows
        jobs = make_jobs(
            [(ds, ds.instances[:2])], ["stepper", "stepper/short"], [spec], [0],
            exp.runs[0].options,
        )  # fmt: skip
        results = Results(tmp_path / "r.jsonl")
        prog = run_bench(jobs, results, progress=False, clients={spec: ScriptedClient([])})
        assert prog.done == 4 and prog.errors == 0
        records = [record_from_json(r) for r in results.records()]
        assert all(isinstance(r, EpisodeRecord) for r in records)
        short = [r for r in records if isinstance(r, EpisodeRecord) and r.spec.variant]
        assert [r.stats(StepperStats).moves for r in short] == [1, 1]
        assert all(r.options["stepper"]["max_moves"] == 1 for r in short)  # as it ran
        rows = {row[2]: row for row in counters(results.typed()).rows}
        assert set(rows) == {"stepper", "stepper/short"}
        assert (
            "moves 1.00" in rows["stepper/short"][4] and "reached 0.00" in rows["stepper/short"][4]
        )
    finally:
        unregister(method.about.name)
    assert "stepper" not in {p.name for p in parts()}


# ---------------------------------------------------------------- the table
def test_the_table_names_each_shipped_method_and_its_module_lists_exactly_those() -> None:
    """One line of TABLE per method: its module lists it (and no method the table lacks),
    and the registry's order is the table's."""
    import importlib

    from plangate.llm.methods import TABLE

    listed: dict[str, set[str]] = {}
    for name, module in TABLE.items():
        listed.setdefault(module, set()).add(name)
    for module, names in listed.items():
        found = importlib.import_module(module).METHODS
        assert {m.about.name for m in found} == names, module
    assert list(METHODS)[: len(TABLE)] == list(TABLE)
    assert all(METHODS[name].about.name == name for name in TABLE)


def test_importing_the_registry_loads_no_method_until_one_is_asked_for() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from plangate.llm.methods import METHODS, MethodSpec\n"
        "def loaded(): return sorted(m for m in sys.modules if m.count('.') == 3 and "
        "m.startswith('plangate.llm.methods.'))\n"
        "print(loaded(), 'lats' in METHODS, len(METHODS))\n"
        "MethodSpec.parse('lats/dfs')\n"
        "print(loaded())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    first, then = out.stdout.splitlines()
    assert first.startswith("['plangate.llm.methods.base'] True ")
    assert then == "['plangate.llm.methods.base', 'plangate.llm.methods.lats']"


def test_a_new_method_with_its_own_option_is_one_module_and_one_table_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """tests/greedy_method.py (a subclass of the public interactive loop's method, with a
    policy and one option) plus one line of TABLE: the registry, the flags, solve, the
    experiment file and bench take it from there; nothing else is edited."""
    from plangate.llm.methods import TABLE

    from .greedy_method import GreedyOptions

    monkeypatch.setitem(TABLE, "interactive-greedy", "tests.greedy_method")
    assert "interactive-greedy" in METHODS and "greedy" in {p.name for p in parts()}
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    assert "--greedy-at-most N" in capsys.readouterr().out

    rooms = EXAMPLES / "rooms"  # at the start, 2 of the 3 valid actions bring the goal closer
    task = load_task(rooms / "domain.pddl", rooms / "valuepath-1.pddl")
    # a model that always answers "1" reaches the goal: every listed action is closer
    run = solve(task, ScriptedClient(["1"] * 10), "interactive-greedy")
    assert run.metrics.success and run.metrics.optimal and run.trace.model_calls == 3
    listed = [_listed(t.messages[-1]["content"]) for t in run.trace.turns]
    one = solve(
        task,
        ScriptedClient(["1"] * 10),
        "interactive-greedy",
        options=options_from_args(_solve_flags(["--greedy-at-most", "1"])),
    )
    assert listed[0] == 2  # only the actions that bring the goal closer
    assert [_listed(t.messages[-1]["content"]) for t in one.trace.turns] == [1, 1, 1]
    assert run.trace.stats["ground_truth"] == ["the options that bring the goal closer "
                                               "(exact distance)"]  # fmt: skip

    exp = parse_experiment(
        "e.toml",
        '[[models]]\nmodel = "m"\nbase_url = "http://127.0.0.1:9/v1"\n\n[[runs]]\n'
        'dataset = "hanoi3"\nmethods = ["interactive-greedy"]\n\n'
        "[runs.options.greedy]\nat_most = 2\n",
    )
    assert exp.runs[0].options.of(GreedyOptions).at_most == 2
    generate("hanoi3", tmp_path / "hanoi3")
    ds = load_dataset(tmp_path / "hanoi3")
    spec = ClientSpec(model="scripted", base_url="http://127.0.0.1:9/v1")
    jobs = make_jobs([(ds, ds.instances[:2])], ["interactive-greedy"], [spec], [0],
                     exp.runs[0].options)  # fmt: skip
    results = Results(tmp_path / "r.jsonl")
    client = ScriptedClient(["1"] * 100)
    prog = run_bench(jobs, results, progress=False, clients={spec: client})
    assert prog.done == 2 and prog.errors == 0
    records = [record_from_json(r) for r in results.records()]
    assert all(isinstance(r, EpisodeRecord) and r.success for r in records)
    assert all(r.options["greedy"]["at_most"] == 2 for r in records)  # type: ignore[union-attr]


def _listed(prompt: str) -> int:
    """How many numbered options a choice prompt lists."""
    import re

    return len(re.findall(r"(?m)^\s*\d+[.)] ", prompt))


def _solve_flags(flags: list[str]) -> object:
    import argparse

    from plangate.cli.options import add_option_flags

    parser = argparse.ArgumentParser()
    add_option_flags(parser)
    return parser.parse_args(flags)


# ---------------------------------------------------------------- what a method or planner runs on
@dataclass(frozen=True)
class OnlyStrips(Plain):
    """A method that declares it cannot run tasks with conditional effects."""

    about: About = field(
        default_factory=lambda: About(
            name="strips-only", description="refuses conditional effects", validated=True
        )
    )

    def examples(self, opts: MethodOptions) -> Examples:
        return Examples(0)

    def unsupported(self, task: Task) -> str | None:
        conditional = any(op.conditional for op in task.operators)
        return "it does not handle conditional effects" if conditional else None

    def run(self, ctx: Context) -> Outcome:
        raise AssertionError("never run: the task was refused before any work")


def test_solve_doctor_and_the_dry_run_check_what_methods_and_planners_declare(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from plangate.testing.fake_server import FakeOpenAI

    from .conftest import BENCHMARKS

    adl = BENCHMARKS / "elevator-adl-simple-typed-2000"
    register(OnlyStrips())
    try:
        files = [str(adl / "domain.pddl"), str(adl / "instances" / "instance-1.pddl")]
        server = ["--model", "m", "--base-url", "http://127.0.0.1:9/v1", "--no-cache"]
        assert main(["solve", *files, "--method", "strips-only", *server]) == 2
        err = capsys.readouterr().err
        assert "strips-only cannot run on this task: it does not handle conditional" in err
        main(["bench", "--dataset", str(adl), "--method", "strips-only", "--planner", "pyperplan",
              "--limit", "1", "--dry-run", "--no-cache"])  # fmt: skip
        out = capsys.readouterr().out
        assert "warning: strips-only cannot run on" in out
        assert "warning: planner pyperplan will record its rows as refused: pyperplan does " in out
        server = FakeOpenAI()
        server.responder = lambda messages: "2"
        try:
            code = main(["doctor", "--model", "m", "--base-url", server.url, "--method",
                         "strips-only", "--task", *files])  # fmt: skip
        finally:
            server.close()
        out = capsys.readouterr().out
        assert code == 1 and "not on this task: it does not handle conditional effects" in out
    finally:
        unregister("strips-only")
