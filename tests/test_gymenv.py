"""The Gymnasium environment over the machine (plangate.interop.gymenv), checked with
Gymnasium's own environment checker on the IPC benchmark domains."""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the gym extra is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from plangate.errors import PlangateError  # noqa: E402
from plangate.interop.gymenv import ENV_ID, PlanningEnv  # noqa: E402
from tests.conftest import benchmark_domains  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BW = (
    str(ROOT / "examples/blocksworld/domain.pddl"),
    str(ROOT / "examples/blocksworld/problem-2steps.pddl"),
)
# first instances whose exact distances the built-in search finds within seconds; the
# others are checked without distances
SMALL = {
    "blocks-strips-typed-2000", "blocks-strips-untyped-2000", "depots-strips-automatic-2002",
    "driverlog-strips-automatic-2002", "elevator-adl-simple-typed-2000",
    "gripper-round-1-adl-1998", "gripper-round-1-strips-1998", "hiking-sequential-optimal-2014",
    "logistics-strips-typed-2000", "movie-round-1-strips-1998", "openstacks-propositional-2006",
    "peg-solitaire-sequential-optimal-strips-2008", "satellite-strips-automatic-2002",
    "schedule-adl-typed-2000", "sokoban-sequential-optimal-strips-2008",
    "tpp-propositional-2006", "transport-sequential-optimal-strips-2008",
    "visit-all-sequential-optimal-2011", "zenotravel-strips-automatic-2002",
}  # fmt: skip


def _first(domain: Path) -> tuple[str, str]:
    folder = domain / "instances" if (domain / "instances").is_dir() else domain
    problems = sorted(p for p in folder.glob("*.pddl") if "domain" not in p.name)
    return str(domain / "domain.pddl"), str(problems[0])


@pytest.mark.parametrize("domain", benchmark_domains(), ids=lambda p: p.name)
def test_gymnasium_checker_passes_on_ipc_domains(domain: Path) -> None:
    d, p = _first(domain)
    small = domain.name in SMALL
    made = gymnasium.make(ENV_ID, domain=d, problem=p, render_mode="ansi", distances=small)
    env = made.unwrapped
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the checker's warnings are failures too
        warnings.filterwarnings("ignore", category=DeprecationWarning)
        warnings.filterwarnings("ignore", module="plangate.pddl")  # PddlWarning of old files
        check_env(env)
    obs, info = env.reset(seed=0)
    assert env.observation_space.contains(obs)
    assert info["action_mask"].sum() == len(info["valid_actions"])
    assert (info["optimal_cost"] is not None) == small
    unit = all(op.cost == 1 for op in env.task.operators)  # a length only under unit costs
    assert info["optimal_length"] == (info["optimal_cost"] if unit else None)


@pytest.mark.parametrize("observation", ["text", "facts", "both"])
def test_make_registers_the_env_with_every_observation(observation: str) -> None:
    env = gymnasium.make(ENV_ID, domain=BW[0], problem=BW[1], observation=observation)
    obs, _ = env.reset(seed=1)
    assert env.observation_space.contains(obs)
    if observation == "text":
        assert "the blue block is on top of the orange block" in obs  # PlanBench's wording
    if observation == "facts":
        task = env.unwrapped.task  # type: ignore[attr-defined]
        on = [env.unwrapped.facts[i] for i in np.flatnonzero(obs)]  # type: ignore[attr-defined]
        assert on == task.atoms(task.initial)
    env.close()


def test_an_agent_following_the_mask_and_the_distance_plans_optimally() -> None:
    env = PlanningEnv(*BW, reward="distance")
    _, info = env.reset(seed=0)
    total, steps, terminated = 0.0, 0, False
    while not terminated:
        best = min(
            np.flatnonzero(info["action_mask"]),
            key=lambda a: env.oracle.distance(env.task.operators[a].apply(env.state)),
        )
        _, reward, terminated, truncated, info = env.step(best)
        total, steps = total + reward, steps + 1
        assert not truncated and info["valid"]
    assert info["goal_reached"] and steps == info["optimal_length"] == 2
    assert total == 2.0  # the distance reward adds up to the distance covered


def test_an_invalid_action_stays_put_and_says_why() -> None:
    env = PlanningEnv(*BW, invalid_reward=-0.5, max_steps=2)
    _, info = env.reset()
    bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.state
    _, reward, terminated, truncated, info = env.step(bad)
    assert env.state == before and reward == -0.5 and not terminated and not truncated
    assert not info["valid"] and "not applicable" in info["reason"]
    _, _, _, truncated, _ = env.step(bad)
    assert truncated  # max_steps
    with pytest.raises(PlangateError, match="not in the action space"):
        env.step(len(env.actions))


def test_a_model_answer_steps_through_the_reading() -> None:
    env = PlanningEnv(*BW)
    env.reset()
    _, reward, terminated, _, info = env.step_text(
        "I will unstack the blue block from on top of the orange block"
    )
    assert info["valid"] and reward == 0.0 and not terminated
    _, _, _, _, info = env.step_text("fly to the moon")
    assert not info["valid"] and info["reason"]
    _, reward, terminated, _, info = env.step_text("(put-down b)")
    assert terminated and reward == 1.0 and info["distance"] == 0


def test_bad_arguments_are_refused_clearly() -> None:
    with pytest.raises(PlangateError, match="observation"):
        PlanningEnv(*BW, observation="pixels")  # type: ignore[arg-type]
    with pytest.raises(PlangateError, match="needs the exact distances"):
        PlanningEnv(*BW, reward="distance", distances=False)
    with pytest.raises(PlangateError, match="a domain and a problem"):
        PlanningEnv()


def test_truth_states_decides_between_one_exploration_and_a_search_per_state() -> None:
    """A space within truth_states is explored once (every distance a lookup in the
    compact table one backward pass filled, the graph released); a larger one is
    searched state by state: the same exact distances either way."""
    rng = np.random.default_rng(3)
    explored = PlanningEnv(*BW, observation="facts", reward="distance")
    searched = PlanningEnv(*BW, observation="facts", reward="distance", truth_states=3)
    info = explored.reset(seed=0)[1]
    searched.reset(seed=0)
    for _ in range(25):
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        a, b = explored.step(action), searched.step(action)
        assert a[4]["distance"] == b[4]["distance"] and a[1] == b[1]
        if a[2]:
            info = explored.reset(seed=1)[1]
            searched.reset(seed=1)
        else:
            info = a[4]
    table = explored._p.oracle._table  # type: ignore[attr-defined]
    assert table is not None and table.size == 125  # 4 blocks: every reachable state
    assert explored._p.oracle.log.searches == 1  # the exploration, no search  # type: ignore[attr-defined]
    assert searched._p.oracle._table is None  # type: ignore[attr-defined]
    assert searched._p.oracle.log.searches > 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("bad", [1.7, True, "2", np.float64(0.9), None, [1]])
def test_an_action_that_is_not_an_integer_is_refused(bad: object) -> None:
    """Issue 48: the environment took 1.7, True, "2" and np.float64(0.9) as actions."""
    env = PlanningEnv(*BW)
    env.reset(seed=0)
    with pytest.raises(PlangateError, match="expected an integer index"):
        env.step(bad)
    for fine in (0, np.int64(0), np.array(0)):
        env.step(fine)


@pytest.mark.parametrize("bad", [1.5, True, [0]])
def test_a_problem_option_that_is_not_an_index_or_a_name_is_refused(bad: object) -> None:
    env = PlanningEnv(*BW)
    with pytest.raises(PlangateError, match="expected an integer index"):
        env.reset(seed=0, options={"problem": bad})


def test_a_spawned_env_shares_the_grounding_and_plays_its_own_episode() -> None:
    """spawn(): a server's sessions share one grounding (machine, texts, distances)
    while each plays, and draws, its own episode."""
    folder = ROOT / "tests" / "data" / "ipc2023-learning" / "blocksworld"
    problems = sorted((folder / "testing" / "easy").glob("*.pddl"))
    env = PlanningEnv(str(folder / "domain.pddl"), problems=problems, observation="text")
    twin = env.spawn()
    assert twin._cache is env._cache and twin.task is env.task  # one grounding
    env.reset(seed=0)
    twin.reset(seed=0)
    first = env.task.applicable(env.state)[0]
    env.step_text(str(first))
    assert twin.state == twin.task.initial and twin.steps == 0  # its own episode
    assert env.state != env.task.initial
    fresh = PlanningEnv(str(folder / "domain.pddl"), problems=problems, observation="text")
    draws = [fresh.reset(seed=s)[1]["problem"] for s in range(8)]
    spawned = env.spawn()
    assert [spawned.reset(seed=s)[1]["problem"] for s in range(8)] == draws  # same draws
    assert spawned.distance() == fresh.distance()
