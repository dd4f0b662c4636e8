"""JSON and YAML from outside, read with limits (issue 48): nesting, aliases and the
values a YAML file expands to are bounded, and each refusal is one line naming where."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.errors import PlangateError
from plangate.outside import MAX_DEPTH, load_json, load_yaml

from .conftest import PLANBENCH

BOMB = "\n".join(
    ["a: &a [x, x, x, x, x, x, x, x, x]"]
    + [f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]" for i in range(8)]
)  # 9**9 values once expanded, from 72 aliases


def test_deep_json_is_refused_by_name() -> None:
    deep = '{"a": ' * 5000 + "1" + "}" * 5000
    with pytest.raises(PlangateError, match="flag: JSON nested too deep"):
        load_json(deep, "flag")
    with pytest.raises(PlangateError, match=f"nested more than {MAX_DEPTH} deep"):
        load_json("[" * 150 + "]" * 150, "flag")
    assert load_json('{"a": [1, {"b": 2}]}', "flag") == {"a": [1, {"b": 2}]}


def test_an_extra_body_nested_5000_deep_is_a_clear_error() -> None:
    """Issue 48: ``--extra-body`` nested 5,000 deep was a RecursionError."""
    from plangate.llm.clients.base import extra_fields

    with pytest.raises(ValueError, match="nested too deep"):
        extra_fields('{"a": ' * 5000 + "1" + "}" * 5000)


def test_a_yaml_alias_bomb_is_refused_before_it_expands() -> None:
    with pytest.raises(PlangateError, match="expands to more than"):
        load_yaml(BOMB, "bomb.yaml")
    many = "\n".join(["a: &a 1", *(f"k{i}: *a" for i in range(1_500))])
    with pytest.raises(PlangateError, match="more than 1,000 aliases"):
        load_yaml(many, "many.yaml")
    assert load_yaml("a: &a [1, 2]\nb: *a\n", "ok.yaml") == {"a": [1, 2], "b": [1, 2]}


def _checkout(tmp_path: Path) -> Path:
    root = tmp_path / "plan-bench"
    root.mkdir()
    shutil.copytree(PLANBENCH / "plan-bench" / "configs", root / "configs")
    (root / "instances").symlink_to(PLANBENCH / "plan-bench" / "instances")
    rel = "results/blocksworld/gpt-4_chat/task_1_plan_generation.json"
    data = json.loads((PLANBENCH / "plan-bench" / rel).read_text())
    data["instances"] = data["instances"][:2]
    (root / rel).parent.mkdir(parents=True)
    (root / rel).write_text(json.dumps(data))
    return root


def test_a_checkouts_hostile_files_are_named_and_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 48: a 100,000-deep JSON file in a PlanBench checkout was a RecursionError, and
    a YAML alias bomb in its configuration was killed at 120 s and 2.1 GB."""
    if not (PLANBENCH / "plan-bench").is_dir():
        pytest.skip("PlanBench's checkout is not here")
    root = _checkout(tmp_path)
    deep = root / "results" / "blocksworld" / "gpt-4_chat" / "task_2_plan_optimality.json"
    deep.write_text('{"a": ' * 100_000 + "1" + "}" * 100_000)
    (root / "configs" / "zz-bomb.yaml").write_text(BOMB)
    results = tmp_path / "r.jsonl"
    code = main(["rescore", str(root), "--results", str(results), "--no-traces"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert "2 answers scored" in out.out
    assert "nested too deep" in out.out + out.err
