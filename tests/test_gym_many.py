"""The environment for RL users: PDDLGym's layout and its operators with an extra
parameter, a folder as one environment with train/test splits, gymnasium.vector
environments (sync and async) and the observations an agent may keep."""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the gym extra is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from plangate.errors import PddlWarning, PlangateError  # noqa: E402
from plangate.interop.gymenv import ENV_ID, PlanningEnv, folder_problems, make_vec  # noqa: E402
from plangate.llm.render import renderer_for  # noqa: E402
from plangate.pddl.loader import load_task  # noqa: E402
from tests.conftest import benchmark_domains  # noqa: E402

GYM = Path(__file__).resolve().parent / "data" / "pddlgym"
BLOCKS = GYM / "blocks.pddl"


def _quiet_env(**kw: object) -> PlanningEnv:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PddlWarning)
        return PlanningEnv(**kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("observation", ["text", "facts", "both"])
def test_pddlgym_blocks_run_with_every_observation(observation: str) -> None:
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        made = gymnasium.make(ENV_ID, folder=BLOCKS, observation=observation, render_mode="ansi")
    env = made.unwrapped
    assert isinstance(env, PlanningEnv)
    notes = [str(w.message) for w in seen if "wording" in str(w.message)]
    # the built-in Blocksworld wording has no slot for the robot: the generic rendering,
    # said in one line per problem, never an exception
    assert notes and all("\n" not in n and "generic rendering" in n for n in notes)
    assert not env.renderer.natural
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        warnings.filterwarnings("ignore", category=DeprecationWarning)
        warnings.filterwarnings("ignore", category=PddlWarning)  # the note again, for a copy
        check_env(env)
    obs, info = env.reset(seed=3)
    assert env.observation_space.contains(obs)
    assert info["action_mask"].sum() == len(info["valid_actions"])
    assert all(a.endswith(" arm)") for a in info["valid_actions"])  # the robot parameter
    assert info["optimal_length"] is not None and info["problem"] in (
        "problem1",
        "problem2",
    )  # the train split


def test_a_fitting_shipped_wording_is_still_used() -> None:
    root = Path(__file__).resolve().parent.parent / "examples" / "blocksworld"
    task = load_task(root / "domain.pddl", root / "problem-2steps.pddl")
    with warnings.catch_warnings():
        warnings.simplefilter("error", PddlWarning)
        assert renderer_for(task, None).natural


def test_pddlgym_splits_and_the_ipc_layout_split_by_instance() -> None:
    train, test = folder_problems(BLOCKS, "train"), folder_problems(BLOCKS, "test")
    assert [p.name for p in train.problems] == ["problem1.pddl", "problem2.pddl"]
    assert [p.parent.name for p in test.problems] == ["blocks_test"]
    assert len(folder_problems(BLOCKS, "all").problems) == 3
    ipc = next(d for d in benchmark_domains() if len(list((d / "instances").glob("*"))) >= 4)
    parts = {
        s: folder_problems(ipc, s, test_fraction=0.4, seed=7).problems for s in ("train", "test")
    }  # type: ignore[arg-type]
    whole = folder_problems(ipc, "all").problems
    assert set(parts["train"]) | set(parts["test"]) == set(whole)
    assert not set(parts["train"]) & set(parts["test"]) and parts["test"]
    assert folder_problems(ipc, "test", 0.4, 7) == folder_problems(ipc, "test", 0.4, 7)
    with pytest.raises(PlangateError, match=r"no domain\.pddl"):
        folder_problems(GYM / "blocks")
    with pytest.raises(PlangateError, match="split"):
        folder_problems(BLOCKS, "validation")  # type: ignore[arg-type]


def test_many_problems_share_the_largest_spaces_and_reset_draws_or_names_one() -> None:
    env = _quiet_env(folder=BLOCKS, split="all", observation="facts", keep=1)
    sizes = [len(load_task(BLOCKS, p).operators) for p in folder_problems(BLOCKS, "all").problems]
    assert env.action_space.n == max(sizes) and len(env.problem_names) == 3
    drawn = {env.reset(seed=s)[1]["problem"] for s in range(12)}
    assert len(drawn) == 3  # every problem is drawn; keep=1 grounds them again
    assert env.problem_names == ["blocks/problem1", "blocks/problem2", "blocks_test/problem1"]
    obs, info = env.reset(options={"problem": "blocks/problem1"})
    assert info["problem"] == "blocks/problem1" and len(env.actions) < env.action_space.n
    assert obs.shape == (env.observation_space.n,) and obs[len(env.facts) :].sum() == 0  # type: ignore[attr-defined]
    _, _, _, _, info = env.step(env.action_space.n - 1)  # past this problem's actions
    assert not info["valid"] and "not an action of problem blocks/problem1" in info["reason"]
    env.fix_problem(2)
    assert env.reset(seed=0)[1]["problem"] == env.problem_names[2]
    with pytest.raises(PlangateError, match="not one of"):
        env.reset(options={"problem": "nope"})


def test_fact_observations_are_new_arrays_the_agent_may_keep() -> None:
    env = _quiet_env(folder=BLOCKS, observation="facts")
    first, info = env.reset(seed=0)
    kept = first.copy()
    second, *_ = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert second is not first and np.array_equal(first, kept)  # the step left it alone
    task = env.task
    assert [env.facts[i] for i in np.flatnonzero(second)] == task.atoms(env.state)
    assert first.dtype == np.int8


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_batch_of_problems_as_a_vector_environment(mode: str) -> None:
    problems = folder_problems(BLOCKS, "all").problems
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PddlWarning)
        envs = make_vec(BLOCKS, problems, mode=mode, observation="facts")  # type: ignore[arg-type]
    try:
        assert envs.num_envs == 3 and envs.metadata["problems"] == [
            "blocks/problem1",
            "blocks/problem2",
            "blocks_test/problem1",
        ]
        if mode == "sync":  # every copy passes Gymnasium's own checker
            for one in envs.envs:  # type: ignore[attr-defined]
                with warnings.catch_warnings():
                    warnings.simplefilter("error")
                    warnings.filterwarnings("ignore", category=DeprecationWarning)
                    warnings.filterwarnings("ignore", message=".*spec.*")  # made without make
                    check_env(one)
        obs, info = envs.reset(seed=0)
        assert obs.shape == (3, envs.single_observation_space.n)  # type: ignore[attr-defined]
        assert list(info["problem"]) == envs.metadata["problems"]
        assert envs.observation_space.contains(obs)
        rng = np.random.default_rng(0)
        for _ in range(30):
            masks = info["action_mask"]
            actions = np.array([rng.choice(np.flatnonzero(m)) for m in masks])
            obs, rewards, terminated, _truncated, info = envs.step(actions)
            assert rewards.shape == (3,) and envs.observation_space.contains(obs)
            assert all(v for v, t in zip(info["valid"], terminated, strict=True) if not t)
    finally:
        envs.close()


def test_gymnasium_make_vec_copies_one_folder_split_by_seed() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PddlWarning)
        envs = gymnasium.make_vec(
            ENV_ID, num_envs=2, vectorization_mode="sync", folder=str(BLOCKS), observation="text"
        )
    obs, _info = envs.reset(seed=[0, 1])
    assert len(obs) == 2 and all(isinstance(o, str) for o in obs)
    envs.close()


def test_make_vec_by_seeds_draws_problems_per_copy() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PddlWarning)
        envs = make_vec(folder=BLOCKS, split="all", num_envs=4, observation="both")
    _, info = envs.reset(seed=5)
    assert envs.num_envs == 4 and len(set(info["problem"])) >= 2
    envs.close()


def test_pddlgym_shapes_that_plangate_does_not_take_are_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(PlangateError) as err:
        load_task(GYM / "coin.pddl", GYM / "blocks" / "problem1.pddl")
    text = str(err.value)
    assert "a probabilistic effect is probabilistic planning" in text and "\n" not in text
    assert "coin.pddl:8:" in text and "instead: an MDP planner" in text
    numbered = tmp_path / "p.pddl"
    numbered.write_text(
        (GYM / "blocks" / "problem1.pddl").read_text().replace("(problem blocks-1)", "(problem 0)")
    )
    with pytest.warns(PddlWarning, match=r"problem name '0' is a number"):
        assert load_task(BLOCKS, numbered).name == "0"
