"""The ground truth on problems the built-in exact search cannot solve in time: an
optimal planner named for it, an episode recorded with what needs no ground truth, and
a dry run that warns."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from plangate.bench.experiment import parse_experiment
from plangate.cli import main
from plangate.errors import PlangateError
from plangate.pddl.loader import load_task
from plangate.pddl.task import Task
from plangate.verify.budgets import DEFAULT, Budget
from plangate.verify.distance import DistanceOracle
from plangate.verify.planners import (
    PROBE_SECONDS,
    describe_chain,
    get_planner,
    truth_chain,
)
from plangate.verify.search import search

from .conftest import BENCHMARKS

GRIPPER = BENCHMARKS / "gripper-round-1-strips-1998"
TINY = Budget(states=5, seconds=5)  # the built-in search gives up at once


FD = get_planner("fast-downward").missing() is None
needs_fd = pytest.mark.skipif(not FD, reason="Fast Downward is not installed")


def _gripper(n: int = 1) -> Task:
    return load_task(GRIPPER / "domain.pddl", GRIPPER / "instances" / f"instance-{n}.pddl")


def test_a_search_that_gives_up_names_the_way_out() -> None:
    oracle = DistanceOracle(_gripper(), max_states=10, search_budget=TINY, planner="builtin")
    with pytest.raises(PlangateError, match=r"distance unknown: builtin: gave up") as err:
        oracle.distance(oracle.task.initial)
    assert "--" not in str(err.value)  # a Python caller is told of no command-line flag
    assert oracle.gave_up is not None and oracle.known(oracle.task.initial) is None
    assert oracle.log.gave_up == oracle.log.searches == 2 and not oracle.log.planners


def test_the_chain_is_the_builtin_probe_then_the_installed_exact_planners() -> None:
    task = _gripper()
    assert truth_chain(task, "builtin", 30) == [("builtin", 30)]
    chain = truth_chain(task, "auto", 60)
    if FD:
        assert chain[:2] == [("builtin", PROBE_SECONDS), ("fast-downward", 60)]
        assert describe_chain(None, 60).startswith(
            f"the built-in A* with LM-cut for {PROBE_SECONDS:g} s, then fast-downward"
        )
    else:  # the built-in search gets the whole limit
        assert chain == [("builtin", 60)]
    assert truth_chain(task, "fast-downward", 2) == [
        ("builtin", min(PROBE_SECONDS, 2)),
        ("fast-downward", 2),
    ]
    with pytest.raises(PlangateError, match="unknown ground-truth planner 'lama'"):
        truth_chain(task, "lama", 60)


@needs_fd
def test_fast_downward_takes_over_and_its_plan_gives_every_state_on_it() -> None:
    task = _gripper()
    exact = DistanceOracle(task).distance(task.initial)  # the explored state space
    oracle = DistanceOracle(task, max_states=10, search_budget=TINY)  # auto: the probe gives up
    assert oracle.distance(task.initial) == exact == 11
    assert oracle.source == "fast-downward" and oracle.log.planners == {"fast-downward": 1}
    assert oracle.log.gave_up == 2  # the state space (over 10 states) and the probe
    on_plan = next(op for op in task.applicable(task.initial) if "pick" in op.name)
    assert oracle.distance(on_plan.apply(task.initial)) in (exact - 1, exact + 1)


def test_an_episode_near_a_known_plan_costs_little_search() -> None:
    """The built-in search stops at states whose distance an earlier search found: the
    states an episode visits near the optimal plan need a few expansions each."""
    task = _gripper(2)
    truth = DistanceOracle(task)  # the explored state space: every distance
    oracle = DistanceOracle(task, max_states=10, planner="builtin")
    first = search(task, heuristic="lmcut")
    assert oracle.distance(task.initial) == truth.distance(task.initial) == first.cost
    assert first.expanded is not None and first.plan
    known = dict(oracle._known[None])
    assert len(known) == len(first.plan) + 1  # the states on the optimal plan
    detour = [op.apply(task.initial) for op in task.applicable(task.initial)]
    for state in detour:  # one step off the plan, or on it
        alone = search(task, start=state, heuristic="lmcut")
        near = search(task, start=state, heuristic="lmcut", exact=known)
        assert near.cost == alone.cost == truth.distance(state)
        assert near.expanded is not None and alone.expanded is not None
        assert near.expanded <= alone.expanded
        assert oracle.distance(state) == truth.distance(state)
    # a detour that has to come back (the robot walks away empty-handed) ends its search
    # at the plan's first state, where the search alone starts over
    away = next(op for op in task.applicable(task.initial) if str(op) == "(move rooma roomb)")
    state = away.apply(task.initial)
    near = search(task, start=state, heuristic="lmcut", exact=known)
    alone = search(task, start=state, heuristic="lmcut")
    assert near.expanded is not None and alone.expanded is not None
    assert near.expanded <= 2 < 100 < alone.expanded and near.cost == alone.cost


def test_the_experiment_and_the_flags_name_the_planner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = f'truth_planner = "fast-downward"\ntruth_timeout = 30\ndatasets = ["{GRIPPER}"]\n'
    exp = parse_experiment("e.toml", text)
    assert (exp.truth.planner, exp.truth.seconds) == ("fast-downward", 30.0)
    old = text.replace("truth_planner", "ground_truth").replace(
        "truth_timeout", "ground_truth_seconds"
    )
    exp = parse_experiment("e.toml", old)  # the names before
    assert (exp.truth.planner, exp.truth.seconds) == ("fast-downward", 30.0)
    with pytest.raises(PlangateError, match=r"e\.toml:1: truth_planner .*exact planner"):
        parse_experiment("e.toml", text.replace("fast-downward", "lama"))
    with pytest.raises(PlangateError, match=r"e\.toml:2: truth_timeout .*positive"):
        parse_experiment("e.toml", text.replace("= 30", "= 0"))

    # --dry-run says which problems have no known optimal length, and what scores them
    args = ["bench", "--dataset", str(GRIPPER), "--limit", "3", "--dry-run", "--no-cache"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "warning: 3 of 3 problems have no known optimal length" in out
    assert f"then fast-downward, then symk ({DEFAULT.seconds:g} s per search)" in out or not FD
    # and a quick bounded search on each says which ones will take the ground truth long
    quick = next(ln for ln in out.splitlines() if "quick ground-truth check (1 s each" in ln)
    assert "of 3 solved" in quick and "instance-3" in quick.split("gave up on", 1)[1]
    main([*args, "--truth-planner", "builtin", "--truth-timeout", "120"])
    assert "the built-in A* with LM-cut alone, 120 s per search" in capsys.readouterr().out
    main([*args, "--ground-truth", "builtin", "--ground-truth-seconds", "90"])  # old names
    assert "alone, 90 s per search" in capsys.readouterr().out


def test_an_episode_the_ground_truth_cannot_score_is_recorded_all_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from plangate.bench.datasets import load_dataset
    from plangate.bench.jobs import make_jobs
    from plangate.bench.run import run_bench
    from plangate.bench.run.results import Results
    from plangate.llm import grounded as grounded_cache
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.options import MethodOptions
    from plangate.llm.render import renderer_for
    from plangate.testing.oracle import PlannerOracle

    searches: list[int | None] = []

    def give_up(
        self: DistanceOracle, state: int, target: int | None = None, race: object = None
    ) -> None:
        searches.append(target)
        raise PlangateError("distance unknown: gave up: time limit of 60 s")

    monkeypatch.setattr(DistanceOracle, "_search", give_up)
    monkeypatch.setattr(DistanceOracle, "space", None)  # no explicit state space either
    grounded_cache._grounded.cache_clear()
    ds = load_dataset(GRIPPER)
    task = load_task(ds.domain, ds.instances[0].problem)
    spec = ClientSpec(model="scripted", base_url="http://127.0.0.1:9/v1")
    client = ScriptedClient([PlannerOracle(renderer_for(task, None))] * 40)
    todo = make_jobs([(ds, ds.instances[:1])], ["interactive-validated"], [spec], [0],
                     MethodOptions())  # fmt: skip
    results = Results(
        tmp_path / "r.jsonl",
    )
    prog = run_bench(todo, results, progress=False, clients={spec: client})
    assert prog.errors == 0 and client.requests  # the episode ran
    (record,) = results.typed()
    assert record.ok and record.success and record.measures.valid  # what needs no ground truth
    assert record.measures.plan_length == 11 and record.optimal_length is None
    assert record.measures.distance_to_goal is None and not record.measures.optimal
    assert any(n.startswith("optimal length unknown") for n in record.notes)
    # one bounded search to the goal for the whole episode, not one per state (and one to
    # the initial state, for the distance back)
    assert searches == [None, task.initial]
    assert record.truth is not None and record.truth.to_json() == {
        "by": None, "searches": 0, "gave_up": 0, "seconds": 0.0, "planners": {}
    }  # fmt: skip
    grounded_cache._grounded.cache_clear()


def test_each_record_says_what_gave_its_ground_truth(tmp_path: Path) -> None:
    from plangate.bench.datasets import load_dataset
    from plangate.bench.jobs import make_jobs
    from plangate.bench.run import run_bench
    from plangate.bench.run.results import Results
    from plangate.llm import grounded as grounded_cache
    from plangate.llm.clients.make import ClientSpec
    from plangate.llm.clients.scripted import ScriptedClient
    from plangate.llm.options import MethodOptions
    from plangate.llm.render import renderer_for
    from plangate.testing.oracle import PlannerOracle

    grounded_cache._grounded.cache_clear()
    ds = load_dataset(GRIPPER)
    task = load_task(ds.domain, ds.instances[0].problem)
    spec = ClientSpec(model="scripted", base_url="http://127.0.0.1:9/v1")
    client = ScriptedClient([PlannerOracle(renderer_for(task, None))] * 40)
    todo = make_jobs([(ds, ds.instances[:1])], ["interactive-validated"], [spec], [0, 1],
                     MethodOptions())  # fmt: skip
    results = Results(tmp_path / "r.jsonl")
    run_bench(todo, results, progress=False, clients={spec: client})
    # the two episodes run at once and share the problem's ground truth: the one that
    # asked first explored the state space, the other searched nothing
    second, first = sorted(results.typed(), key=lambda r: r.truth.searches if r.truth else 0)
    assert first.optimal_length == second.optimal_length == 11
    assert first.truth is not None and second.truth is not None
    assert first.truth.by == second.truth.by == "state space"
    assert first.truth.searches == 1 and first.truth.planners == {"state space": 1}
    assert second.truth.to_json() == {"by": "state space", "searches": 0, "gave_up": 0,
                                      "seconds": 0.0, "planners": {}}  # fmt: skip
    grounded_cache._grounded.cache_clear()


def test_a_budget_spent_before_the_search_starts_is_an_unknown_distance(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The caller's budget running out between its check and the search (a loaded
    machine: seen once rescoring PlanBench beside a test run) leaves the distance
    unknown for that caller; it is never a search of 0 seconds (a ValueError)."""
    import importlib
    import time
    from types import SimpleNamespace

    distance_module = importlib.import_module("plangate.verify.distance")
    bw = Path(__file__).resolve().parent.parent / "examples" / "blocksworld"
    task = load_task(bw / "domain.pddl", bw / "problem-tower.pddl")
    oracle = DistanceOracle(task, max_states=1, planner="builtin")  # searched, not explored
    # the exploration's share of the budget and the caller's check, then the search: past
    # the deadline
    clock = iter([100.0, 100.0, 200.0])
    fake = SimpleNamespace(monotonic=lambda: next(clock, 300.0), perf_counter=time.perf_counter)
    with oracle.budget(5.0):
        oracle._budget.deadline = 105.0  # type: ignore[attr-defined]
        monkeypatch.setattr(distance_module, "time", fake)
        with pytest.raises(PlangateError, match=r"no time left.*budget of 5 s per answer"):
            oracle.distance(task.initial)
    monkeypatch.undo()
    assert oracle.distance(task.initial) == 8  # another caller, with time: searched


def test_an_exploration_that_takes_too_long_gives_way_to_search() -> None:
    """Issue 47: the oracle explored up to 50,000 states before its first search,
    seconds on a space that would not fit; now it explores for at most
    EXPLORE_SECONDS, then searches, with the same answer."""
    from plangate.errors import StateLimitExceeded
    from plangate.fsm.explore import explore
    from plangate.verify.distance import DistanceOracle

    task = _gripper()
    with pytest.raises(StateLimitExceeded, match="not explored within"):
        explore(task, 100_000, max_seconds=1e-6)
    assert not explore(task, 100_000, max_seconds=1e-6, truncate=True).complete
    hurried = DistanceOracle(task, explore_seconds=1e-6)
    patient = DistanceOracle(task, explore_seconds=None)
    assert hurried.distance(task.initial) == patient.distance(task.initial)
    assert (hurried.source, patient.source) == ("builtin", "state space")


def test_the_probe_grows_with_what_the_external_planner_took() -> None:
    import math

    from plangate.verify.results import PlannerStatus, PlanResult

    task = _gripper()
    oracle = DistanceOracle(task, explore_seconds=1e-6)
    oracle._begin_race = lambda state, target: None  # type: ignore[method-assign]
    assert oracle._probe == PROBE_SECONDS
    if FD:
        oracle._run = lambda name, seconds, state, target: (  # type: ignore[method-assign]
            PlanResult(name, PlannerStatus.GAVE_UP, seconds=seconds, message="slow")
            if name == "builtin"
            else PlanResult(name, PlannerStatus.UNSOLVABLE, seconds=4.0)
        )
        assert oracle.distance(task.initial) == math.inf
        assert oracle._probe == 2.0


def _acpbench_ferry() -> Task:
    """ACPBench's Ferry state with 20 cars (its next-action item), where the built-in
    search gave up at 60 s (issue 47)."""
    import json

    from plangate.pddl.loader import parse_domain, parse_problem

    from .conftest import ACPBENCH

    path = ACPBENCH / "dataset" / "nexta" / "dev.gen.json"
    if not path.is_file():
        pytest.skip(f"{path} is not here (PLANGATE_ACPBENCH names an ACPBench checkout)")
    item = next(i for i in json.loads(path.read_text()) if "ferry-l2-c20" in i["PDDL_problem"])
    domain = parse_domain(item["PDDL_domain"], "ferry domain")
    return load_task(domain, parse_problem(item["PDDL_problem"], domain, "ferry-l2-c20"))


@needs_fd
def test_auto_answers_by_the_probe_or_by_fast_downward() -> None:
    auto = get_planner("auto")
    small = auto.plan(_gripper(), Budget(seconds=60))
    assert small.status.value == "solved-optimally" and small.planner == "auto: builtin-lmcut"
    ferry = _acpbench_ferry()
    result = auto.plan(ferry, Budget(seconds=60))
    assert result.planner == "auto: fast-downward" and result.cost == 25
    oracle = DistanceOracle(ferry)
    assert oracle.distance(ferry.initial) == 25 and oracle.source == "fast-downward"
    # the next state is on the optimal plan: known without another search
    searches = oracle.log.searches
    first = result.plan[0] if result.plan else None
    assert first is not None
    assert oracle.distance(first.apply(ferry.initial)) == 24
    assert oracle.log.searches == searches


def test_a_search_is_stopped_when_asked() -> None:
    from plangate.verify.search import search

    result = search(_gripper(4), budget=Budget(stop=lambda: True))
    assert result.status.value == "gave-up" and "stopped" in (result.message or "")


def test_on_the_core_install_a_give_up_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    from plangate.verify import planners

    monkeypatch.setattr(planners, "_installed", lambda module: False)
    assert truth_chain(_gripper(), "auto", 0.2) == [("builtin", 0.2)]
    # Bounded by stored states, not by the clock: a fast machine solved it within 0.2 s.
    bound = Budget(states=100, seconds=None)
    result = get_planner("auto").plan(_gripper(4), bound)
    assert result.status.value == "gave-up"
    assert "pip install 'plangate[planners]'" in (result.message or "")
    alone = get_planner("builtin").plan(_gripper(4), bound)
    assert "pip install 'plangate[planners]'" in (alone.message or "")


def _searches() -> set[int]:
    """The pids of Fast Downward searches running on this machine."""
    found = set()
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                line = (proc / "cmdline").read_bytes()
            except OSError:
                continue
            if b"bin/downward" in line:
                found.add(int(proc.name))
    return found


@needs_fd
@pytest.mark.parametrize("how", ["limit", "race"])
def test_a_search_that_runs_out_of_time_leaves_no_process_behind(how: str) -> None:
    """A driver stopped at the limit used to leave its search running, with no one to stop
    it (found when a benchmark's searches outlived their runs)."""
    import time

    barman = BENCHMARKS / "barman-sequential-optimal-2011"
    task = load_task(barman / "domain.pddl", barman / "instances" / "instance-1.pddl")
    before = _searches()
    if how == "limit":
        result = get_planner("fast-downward").plan(task, Budget(seconds=2))
        assert result.status.value == "gave-up"
    else:
        pending = get_planner("fast-downward").begin(task, 60)  # type: ignore[attr-defined]
        time.sleep(1.5)
        pending.cancel()
    time.sleep(0.5)
    assert _searches() - before == set()


def test_auto_goes_on_when_a_planner_refuses_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 57: on files Fast Downward and SymK refuse, ``auto`` gave up after 0.7-2.8 s
    of a 60 s limit, taking their refusal for an answer. A refusal is no answer: the
    built-in search goes on with the time left."""
    from plangate.pddl.loader import load_task
    from plangate.verify import planners as p
    from plangate.verify.budgets import Budget
    from plangate.verify.results import PlannerStatus, PlanResult

    from .conftest import EXAMPLES

    class Refuses(p.PlannerBase):
        def __init__(self, name: str) -> None:
            self.name = name

        def solve(self, task: object, budget: Budget) -> PlanResult:
            return PlanResult(self.name, PlannerStatus.ERROR, message="cannot read the file")

    for name in ("fast-downward", "symk"):
        monkeypatch.setitem(p.PLANNERS, name, Refuses(name))
    chain = p.truth_chain
    monkeypatch.setattr(p, "truth_chain", lambda t, planner, s: chain(t, planner, s, 0.0001))
    bw = EXAMPLES / "blocksworld"
    task = load_task(bw / "domain.pddl", bw / "problem-tower.pddl")
    result = p.get_planner("auto").plan(task, Budget(seconds=120))
    assert result.status is PlannerStatus.SOLVED_OPTIMALLY and result.length == 8
    assert result.planner == "auto: builtin-lmcut"


def test_auto_shares_its_time_between_its_planners(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 57: ``optimal --timeout 120`` gave all 120 s to Fast Downward and none to
    SymK. Each planner now has what is left split among those still to try."""
    from plangate.pddl.loader import load_task
    from plangate.verify import planners as p
    from plangate.verify.budgets import Budget
    from plangate.verify.results import PlannerStatus, PlanResult

    from .conftest import EXAMPLES

    given: dict[str, float] = {}

    class GivesUp(p.PlannerBase):
        def __init__(self, name: str) -> None:
            self.name = name

        def solve(self, task: object, budget: Budget) -> PlanResult:
            given[self.name] = float(budget.seconds or 0)
            return PlanResult(self.name, PlannerStatus.GAVE_UP, message="gave up")

    for name in ("fast-downward", "symk"):
        monkeypatch.setitem(p.PLANNERS, name, GivesUp(name))
    monkeypatch.setitem(p.PLANNERS, "builtin-lmcut", GivesUp("builtin-lmcut"))
    bw = EXAMPLES / "blocksworld"
    task = load_task(bw / "domain.pddl", bw / "problem-tower.pddl")
    result = p.get_planner("auto").plan(task, Budget(seconds=120))
    assert result.status is PlannerStatus.GAVE_UP
    assert 50 < given["fast-downward"] <= 60 and given["symk"] > 50


def test_a_raced_planner_that_failed_stops_no_search() -> None:
    """The exploration and the built-in probe stop when the raced external planner has
    answered (an optimal plan, or a proof that there is none), not when its process
    merely ended: one whose translator refused the task leaves the probe searching."""
    from plangate.verify.distance import _Race
    from plangate.verify.results import PlannerStatus, PlanResult

    class Ended:
        def ready(self) -> bool:
            return True

    class Planner:
        def __init__(self, status: PlannerStatus) -> None:
            self.status, self.calls = status, 0

        def answer(self, pending: object) -> PlanResult:
            return PlanResult("fd", self.status, plan=[])

        def complete(
            self, task: object, work: Callable[[], PlanResult], t0: float, asked: float
        ) -> PlanResult:
            self.calls += 1
            return work()

    failed = Planner(PlannerStatus.ERROR)
    race = _Race("fd", failed, _gripper(), Ended(), 0.0, 10.0)
    assert not race.answered() and race.result().status is PlannerStatus.ERROR
    assert failed.calls == 1  # read once
    proved = _Race("fd", Planner(PlannerStatus.UNSOLVABLE), _gripper(), Ended(), 0.0, 10.0)
    assert proved.answered()
