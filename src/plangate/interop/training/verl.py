"""verl's custom reward: ``compute_score(data_source, solution_str, ground_truth,
extra_info=None)``, named in verl's config (0.9: under ``reward``; older releases: at the
top level) as::

    reward:
      custom_reward_function:
        path: <site-packages>/plangate/interop/training/verl.py
        name: compute_score

and the data file it scores: :func:`rows` and :func:`write_parquet` make verl's parquet
layout (``data_source``, ``prompt``, ``ability``, ``reward_model`` with the item's
metadata as ``ground_truth``, ``extra_info``), from which verl's reward managers pass
``reward_model.ground_truth`` to ``compute_score``.

``ground_truth`` is an item's metadata (:mod:`plangate.reward.items`) as a dict or as
its JSON text (how a parquet column carries it): the domain's and problem's PDDL, the
start state's facts, the kind (plan or next action) and the wording. The return value is
a dict, as verl's reward managers take it: ``score`` (plangate's reward, in [0, 1]) and
its numeric components beside it (verl logs them as extra reward information). Rows of
another ``data_source`` are refused (a mixed dataset routes them to their own scorer).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from plangate.errors import PlangateError, writing
from plangate.reward.items import SOURCE, score_item

MAX_TRUTH = 64 * 1024 * 1024  # characters of a ground truth's JSON


def read_truth(value: Any) -> dict[str, object]:
    """An item's metadata from a dict or its JSON text (bounded, checked)."""
    if isinstance(value, str):
        if len(value) > MAX_TRUTH:
            raise PlangateError(f"the ground truth is longer than {MAX_TRUTH:,} characters")
        import json

        from plangate.outside.data import load_json

        try:
            value = load_json(value, "the ground truth")
        except json.JSONDecodeError as err:
            raise PlangateError(f"the ground truth is not JSON ({err.msg})") from None
    if not isinstance(value, dict):
        raise PlangateError("the ground truth must be an item's metadata (a JSON object)")
    return value


def compute_score(
    data_source: str,
    solution_str: str,
    ground_truth: Any,
    extra_info: dict[str, object] | None = None,
    **_verl: Any,
) -> dict[str, float]:
    """plangate's reward of ``solution_str`` (see the module's text); what else verl
    passes (a reward router's address, the config's ``reward_kwargs``) is not used."""
    if data_source != SOURCE:
        raise PlangateError(f"data_source {data_source!r} is not plangate's ({SOURCE!r})")
    r = score_item(solution_str, read_truth(ground_truth))

    def known(x: float) -> float:  # (verl averages floats: an unknown figure is -1)
        return x if math.isfinite(x) else -1.0

    return {
        "score": r.score,
        "valid": float(r.valid),
        "goal": float(r.goal),
        "readable": float(r.readable),
        "progress": known(r.progress),
        "efficiency": known(r.efficiency),
        "prefix": r.prefix,
        "optimality": known(r.optimality),
        "steps": float(r.steps),
        "applied": float(r.applied),
        "cost": float(r.cost),
        "optimal": known(r.optimal),
        "truth_known": 0.0 if r.truth else 1.0,  # 0: scored on the goal alone
    }


def rows(*args: Any, split: str = "train", **kwargs: Any) -> list[dict[str, object]]:
    """Items as verl's data rows: :func:`plangate.interop.training.trl.rows`' arguments
    (domain, problems, size, seed, kind, walk, wording, system), each row with the
    item's metadata as ``reward_model.ground_truth`` (JSON text) and its optimal answer
    in ``extra_info``."""
    from plangate.interop.training.rows import rows as items

    out: list[dict[str, object]] = []
    for i, r in enumerate(items(*args, **kwargs)):
        out.append({
            "data_source": SOURCE,
            "prompt": r["prompt"],
            "ability": "planning",
            "reward_model": {"style": "rule", "ground_truth": r["plangate"]},
            "extra_info": {"split": split, "index": i, "answer": r["answer"]},
        })  # fmt: skip
    return out


def write_parquet(path: str | Path, data: list[dict[str, object]]) -> Path:
    """``data`` (from :func:`rows`) as a parquet file, as verl's ``data.train_files``
    reads it (needs pyarrow: the train extra brings it)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    out = Path(path)
    with writing(out, "the data file"):
        out.parent.mkdir(parents=True, exist_ok=True)
        pq.write_table(pa.Table.from_pylist(data), out)
    return out
