"""The Gymnasium environment's step against PDDLGym's, on PDDLGym's own files.

PDDLGym (``pddlgym``, on the old ``gym`` API) is not a dependency of plangate: this
benchmark installs it in a virtual environment of its own (``--venv``, made with
``python -m venv`` and ``pip install pddlgym==0.0.7`` the first time, the only step
that reaches a package index) and runs its part there, in a subprocess. plangate
then runs in this process on the same domain and problem files, read from PDDLGym's
package. Both sides run the same agent for ``--seconds``: a random valid action at
every step (PDDLGym's valid actions from its action space, plangate's from
``info["action_mask"]``), reset at the goal, through each library's ``make``.

Prints steps per second and the ratio plangate / PDDLGym per domain and per
observation kind (``facts``, ``text``, ``both``), with ``distances=False``: the work
PDDLGym does (valid actions, the step, the observation). A last column keeps the
exact distance to the goal at every step (plangate's default, which PDDLGym does not
compute): a space of at most ``--truth-states`` states (the environment's
``truth_states``, two million by default) is explored once, at the first reset (its
seconds printed apart), one backward pass gives every distance and every step is a
lookup; a larger space costs an optimal search at each new state, and that column then
measures the ground truth, not the step. Targets: at least 10x on every domain with
every observation kind, and at least 1,000 steps a second with distances.

    python benchmarks/bench_env.py [--seconds 5] [--venv ~/.cache/plangate/pddlgym]
        [--truth-states N]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import subprocess
import sys
import time
import warnings
from pathlib import Path
from typing import Any

PDDLGYM = "pddlgym==0.0.7"
DOMAINS = {  # PDDLGym's environment -> its domain file's stem
    "PDDLEnvBlocks-v0": "blocks",
    "PDDLEnvHanoi-v0": "hanoi",
    "PDDLEnvGripper-v0": "gripper",
    "PDDLEnvFerry-v0": "ferry",
}
TARGET = 10.0
TARGET_DIST = 1_000.0  # steps a second with the exact distance at every step

_WORKER = r"""
import json, random, sys, time, warnings
warnings.filterwarnings("ignore")
import pddlgym

name, seconds = sys.argv[1], float(sys.argv[2])
env = pddlgym.make(name)
order = sorted(range(len(env.problems)), key=lambda i: env.problems[i].problem_fname)
env.fix_problem_index(order[0])
rng = random.Random(0)
obs, _ = env.reset()
steps = episodes = 0
t0 = time.perf_counter()
while time.perf_counter() - t0 < seconds:
    valid = sorted(env.action_space.all_ground_literals(obs, valid_only=True), key=str)
    out = env.step(rng.choice(valid))
    obs, done = out[0], out[2]
    steps += 1
    if done:
        episodes += 1
        obs, _ = env.reset()
dt = time.perf_counter() - t0
print(json.dumps({
    "domain": env.domain.domain_fname,
    "problem": env.problems[order[0]].problem_fname,
    "steps_per_s": steps / dt, "steps": steps, "episodes": episodes,
}))
"""


def _venv_python(venv: Path, install: bool) -> Path:
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    ok = (
        python.exists()
        and subprocess.run([python, "-c", "import pddlgym"], capture_output=True).returncode == 0
    )
    if ok:
        return python
    if not install:
        sys.exit(f"no PDDLGym in {venv}; run without --no-install to install it there")
    print(f"installing {PDDLGYM} in {venv} (its own environment) ...", file=sys.stderr)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", PDDLGYM], check=True)
    return python


def _pddlgym(python: Path, env_name: str, seconds: float) -> dict[str, Any]:
    out = subprocess.run(
        [python, "-c", _WORKER, env_name, str(seconds)],
        capture_output=True,
        text=True,
        check=True,
    )
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def _plangate(domain: str, problem: str, seconds: float, **options: Any) -> tuple[float, float]:
    """Steps per second, and the seconds of making the environment and its first reset
    (grounding; with distances, the first distance: the space explored, or a search)."""
    import gymnasium
    import numpy as np

    import plangate.interop.gymenv  # noqa: F401  registers plangate/Planning-v0

    made = time.perf_counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PDDLGym's files leave requirements out
        env = gymnasium.make("plangate/Planning-v0", domain=domain, problem=problem, **options)
    rng = random.Random(0)
    _obs, info = env.reset(seed=0)
    made = time.perf_counter() - made
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        action = rng.choice(np.flatnonzero(info["action_mask"]).tolist())
        _obs, _r, terminated, truncated, info = env.step(action)
        steps += 1
        if terminated or truncated:
            _obs, info = env.reset()
    return steps / (time.perf_counter() - t0), made


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=5.0, help="agent time per measurement")
    ap.add_argument(
        "--venv",
        type=Path,
        default=Path.home() / ".cache" / "plangate" / "pddlgym",
        help="PDDLGym's own virtual environment",
    )
    ap.add_argument("--no-install", action="store_true", help="fail instead of installing")
    ap.add_argument("--domains", nargs="*", default=list(DOMAINS), help="PDDLGym environments")
    ap.add_argument(
        "--truth-states",
        type=int,
        default=None,
        help="the +dist column's truth_states (default: the environment's): spaces up to "
        "this size are explored once",
    )
    args = ap.parse_args()
    python = _venv_python(args.venv, not args.no_install)
    # without distances: the work PDDLGym does; the last column adds the exact distance
    # to the goal at every step (the default), which costs what the ground truth costs
    kinds = [("facts", False), ("text", False), ("both", False), ("facts", True)]
    print(
        f"\n## Random valid steps per second ({args.seconds:g} s each; PDDLGym "
        f"{PDDLGYM.split('==')[1]} in {args.venv})\n"
    )
    head = ["PDDLGym"] + [f"{k}{' +dist' if d else ''}" for k, d in kinds]
    print(
        f"| {'environment':20s} | {'problem':14s} | "
        + " | ".join(f"{h:>13s}" for h in head)
        + " | "
        + " | ".join(f"{'x ' + h:>15s}" for h in head[1:])
        + " |"
    )
    print(
        f"|{'-' * 22}|{'-' * 16}|"
        + "|".join("-" * 15 for _ in head)
        + "|"
        + "|".join("-" * 17 for _ in head[1:])
        + "|"
    )
    every: dict[str, list[float]] = {k: [] for k, d in kinds if not d}  # kind -> ratios
    setup: list[str] = []  # the +dist environment's making and first reset
    with_dist: list[float] = []
    for name in args.domains:
        theirs = _pddlgym(python, name, args.seconds)
        runs = [
            _plangate(
                theirs["domain"],
                theirs["problem"],
                args.seconds,
                observation=k,
                distances=d,
                **({"truth_states": args.truth_states} if d and args.truth_states else {}),
            )
            for k, d in kinds
        ]
        ours = [rate for rate, _made in runs]
        with_dist.append(ours[-1])
        setup.append(f"{name}: {runs[-1][1]:.1f} s")
        ratios = [o / theirs["steps_per_s"] for o in ours]
        for (kind, dist), ratio in zip(kinds, ratios, strict=True):
            if not dist:
                every[kind].append(ratio)
        print(
            f"| {name:20s} | {Path(theirs['problem']).name:14s} | "
            + f"{theirs['steps_per_s']:13,.0f} | "
            + " | ".join(f"{o:13,.0f}" for o in ours)
            + " | "
            + " | ".join(f"{r:14.1f}x" for r in ratios)
            + " |"
        )
        sys.stdout.flush()
    print(
        f"\nmaking the +dist environment and its first reset (truth_states "
        f"{args.truth_states or 'default'}): {'; '.join(setup)}"
    )
    print()
    for kind, ratios in every.items():
        geo = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(f"{kind} vs PDDLGym: lowest {min(ratios):.1f}x, geometric mean {geo:.1f}x")
    low = min(min(r) for r in every.values())
    print(
        f"slowest observation kind on any domain: {low:.1f}x; target {TARGET:g}x on every "
        f"domain and kind: {'met' if low >= TARGET else 'NOT met'}"
    )
    slow = min(with_dist)
    print(
        f"with the exact distance at every step: lowest {slow:,.0f} steps/s; target "
        f"{TARGET_DIST:,.0f} on every domain: {'met' if slow >= TARGET_DIST else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
