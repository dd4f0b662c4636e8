"""The app OpenEnv's tooling serves (``uvicorn server.app:app``): the task the
``PLANGATE_ENV_*`` variables name (``plangate.interop.openenv_env.config_from_environ``),
else the shipped 4-block Blocksworld problems. ``plangate openenv`` serves any task
without this folder; this is the package layout ``openenv validate`` and ``openenv
push`` expect."""

from __future__ import annotations

import os
from importlib.resources import files

from plangate.interop.openenv_env import EnvConfig, config_from_environ
from plangate.interop.openenv_env import app as make_app


def _config() -> EnvConfig:
    if os.environ.get("PLANGATE_ENV_DOMAIN") or os.environ.get("PLANGATE_ENV_FOLDER"):
        return config_from_environ()
    data = files("plangate") / "data" / "blocksworld"
    problems = tuple(str(data / "problems" / n) for n in ("blocks-4-a.pddl", "blocks-4-b.pddl"))
    return EnvConfig(str(data / "domain.pddl"), problems)


app = make_app(_config())
