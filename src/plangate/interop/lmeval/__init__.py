"""plangate's task files for EleutherAI's lm-evaluation-harness: its own (PlanBench's
task 1, ``plangate_planbench_t1``: its prompts from a PlanBench checkout,
``PLANGATE_PLANBENCH``; each plan read and replayed on the machine), and those of every
benchmark family that ships some (``lm_eval`` in its declaration: ACPBench-Hard's
generative tasks, ``plangate_acp_TASK_gen``, whose answers plangate scores
symbolically against each item's task, on ACPBench's own items).

lm-eval reads one ``--include_path``; :func:`tasks_dir` assembles the files into one
folder (a subfolder per family, under the user's cache, named by a hash of the files,
so a changed file makes a new folder), and ``python -m plangate.interop.lmeval`` prints
it::

    PLANGATE_ACPBENCH=path/to/ACPBench lm_eval run --model local-chat-completions \\
        --model_args model=NAME,base_url=http://127.0.0.1:8000/v1/chat/completions \\
        --include_path "$(python -m plangate.interop.lmeval)" --tasks plangate_acp_gen \\
        --apply_chat_template --log_samples --output_path out

The ACPBench tasks are ``plangate_acp_TASK_gen`` (TASK: app, prog, val, just, reach,
areach, land, nexta) and the group ``plangate_acp_gen``; the split is ``test`` unless
``--metadata '{"split": "dev"}'`` says (``"acpbench": DIR`` names the checkout too).
Each sample's metrics: ``plangate_correct`` (plangate's verdict), ``plangate_readable``
and ``acpbench_correct`` (the verdict of the dataset's own answer). The samples files
``--log_samples`` writes are read by ``plangate rescore``.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path

OWN = Path(__file__).resolve().parent / "tasks"  # plangate's own task files


def _sources() -> dict[str, Path]:
    """Subfolder name -> the folder of task files copied there."""
    from plangate.bench.families import FAMILIES

    out = {"plangate": OWN}
    for name, family in FAMILIES.usable():
        folder = family.about.lm_eval
        if folder is not None and folder.is_dir():
            out[name] = folder
    return out


def _files(folder: Path) -> list[Path]:
    return sorted(f for f in folder.iterdir() if f.is_file() and f.suffix in (".yaml", ".py"))


def tasks_dir(cache: Path | None = None) -> Path:
    """The folder to give ``lm_eval --include_path``: every task file, assembled once per
    version of the files (under ``cache``, default ``~/.cache/plangate``)."""
    sources = _sources()
    digest = hashlib.sha256()
    for name, folder in sources.items():
        for f in _files(folder):
            digest.update(f"{name}/{f.name}\0".encode() + f.read_bytes() + b"\0")
    base = cache or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "plangate"
    target = base / f"lm-eval-tasks-{digest.hexdigest()[:16]}"
    if target.is_dir():
        return target
    base.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".lm-eval-tasks-", dir=base))
    for name, folder in sources.items():
        (staging / name).mkdir()
        for f in _files(folder):
            shutil.copyfile(f, staging / name / f.name)
    try:
        staging.rename(target)  # whole, or not at all (another process may have won)
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
    return target


__all__ = ["OWN", "tasks_dir"]
