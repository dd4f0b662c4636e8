"""Experiment files: the presets, every key checked, errors that point at the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from plangate.bench.experiment import PRESETS, load_experiment, parse_experiment, preset_path
from plangate.bench.report import load_results
from plangate.cli import main
from plangate.errors import PlangateError
from plangate.llm.methods.lats import LATSOptions
from plangate.llm.methods.pfc.options import PFCOptions


def test_presets_are_the_papers_settings() -> None:
    fsm = load_experiment(preset_path("fsm-study"))
    assert [r.dataset for r in fsm.runs] == ["fsm-study"]
    assert len(fsm.runs[0].methods) == 7 and "interactive-restricted" in fsm.runs[0].methods
    o = fsm.runs[0].options
    assert (o.sampling.temperature, o.max_tries, o.max_invalid) == (0.0, 8, 16)
    pfc = load_experiment(preset_path("pfc"))
    agent = [r for r in pfc.runs if "pfc" in r.methods]
    assert [(r.dataset, r.options.of(PFCOptions).max_length) for r in agent] == [
        ("hanoi3", 10),
        ("hanoi4", 20),
        ("steppath", 6),
        ("valuepath", 7),  # T = 6 moves, then take-large
    ]
    own = [r.options.of(PFCOptions) for r in pfc.runs]
    assert all((o.branches, o.depth) == (2, 2) for o in own)
    assert set(pfc.runs[0].methods) == {
        "pfc",
        "pfc/no-decomposer",
        "pfc/no-search",
        "pfc/no-monitor",
    }
    lats = load_experiment(preset_path("lats"))
    assert [r.dataset for r in lats.runs] == ["fsm-study", "hanoi3"]
    lo = lats.runs[0].options.of(LATSOptions)
    assert (lo.samples, lo.rollouts, lo.lam, lo.depth) == (5, 30, 0.8, 15)  # interactive tasks
    for name in PRESETS:
        wanted = ["lama-first"] if name == "frontier" else ["builtin"]  # the paper's LAMA row
        assert load_experiment(preset_path(name)).planners == wanted
    runs = load_experiment(preset_path("frontier")).runs  # a run per dataset
    standard = [r.dataset for r in runs if not r.dataset.endswith("-random")]
    hidden = [r.dataset.removesuffix("-random") for r in runs if r.dataset.endswith("-random")]
    assert len(standard) == 10 and standard == hidden  # the same domains, written and renamed
    assert all(r.methods == ["pddl-plan"] and r.nl == "pddl" for r in runs)


EXAMPLE = """\
results = "r.jsonl"
seeds = [0, 1]
datasets = ["hanoi3"]
methods = ["interactive-validated"]

[options]
history = "compact"

[[models]]
model = "m"
base_url = "http://127.0.0.1:1/v1"

[[runs]]
dataset = "steppath"
methods = ["pfc"]

[[runs]]
dataset = "valuepath"
methods = ["pfc", "pfc/no-search"]

[runs.options.pfc]
max_length = 6
"""


def test_a_full_file_is_read_with_run_options_on_top_of_the_shared_ones() -> None:
    exp = parse_experiment("e.toml", EXAMPLE)
    assert [(r.dataset, r.methods) for r in exp.runs] == [
        ("hanoi3", ["interactive-validated"]),
        ("steppath", ["pfc"]),
        ("valuepath", ["pfc", "pfc/no-search"]),
    ]
    assert [r.options.history for r in exp.runs] == ["compact"] * 3
    assert [r.options.of(PFCOptions).max_length for r in exp.runs] == [30, 30, 6]
    assert exp.seeds == [0, 1] and exp.models[0].base_url == "http://127.0.0.1:1/v1"


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("seeds = [0, 1]", "sedes = [0, 1]", "e.toml:2: sedes (in the top level): unknown key"),
        (
            "seeds = [0, 1]",
            'seeds = ["a"]',
            "e.toml:2: seeds (in the top level): expected list[int]",
        ),
        (
            'history = "compact"',
            'history = "short"',
            "e.toml:7: history (in [options]): history must be",
        ),
        (
            'history = "compact"',
            "max_invalids = 3",
            "e.toml:7: max_invalids (in [options]): unknown key",
        ),
        (
            "max_length = 6",
            'max_length = "6"',
            "e.toml:22: max_length (in [runs.options.pfc] of run 2)",
        ),
        (
            "max_length = 6",
            "max_length = 0",
            "e.toml:22: max_length (in [runs.options.pfc] of run 2)",
        ),
        (
            "max_length = 6",
            "max_lenght = 6",
            "e.toml:22: max_lenght (in [runs.options.pfc] of run 2)",
        ),
        (
            'methods = ["pfc", "pfc/no-search"]',
            'methods = ["pfc/no-serch"]',
            "e.toml:19: methods (in [runs] of run 2): unknown variant 'no-serch'",
        ),
        (
            'methods = ["pfc"]',
            'methods = ["pcf"]',
            "e.toml:15: methods (in [runs] of run 1): unknown method 'pcf'",
        ),
        ('model = "m"\n', 'name = "m"\n', "e.toml:10: name (in [models] of model 1): unknown key"),
        ('model = "m"\n', "", "e.toml:10: base_url (in [models] of model 1): a server needs model"),
        ('dataset = "steppath"', 'datset = "steppath"', "e.toml:14: datset (in [runs] of run 1)"),
        ("seeds = [0, 1]", "seeds = [0, 1", "e.toml: invalid TOML"),
        (
            'model = "m"\n',
            'model = "m"\nheaders_env = {X-Api-Key = 3}\n',
            "e.toml:11: headers_env (in [models] of model 1): X-Api-Key: expected the name of",
        ),
    ],
)
def test_every_mistake_names_the_file_the_line_and_what_was_expected(
    old: str, new: str, expected: str
) -> None:
    text = EXAMPLE.replace(old, new, 1)
    assert text != EXAMPLE
    with pytest.raises(PlangateError) as err:
        parse_experiment("e.toml", text)
    assert str(err.value).startswith(expected), str(err.value)


def test_the_cli_reports_a_bad_file_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('datasets = ["hanoi3"]\nmethod = ["lats"]\n')
    assert main(["bench", str(bad), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:2: method (in the top level): unknown key; did you mean methods? " in err
    assert "Traceback" not in err
    assert main(["bench", str(tmp_path / "missing.toml")]) == 2
    assert "cannot read the experiment file" in capsys.readouterr().err
    for flag in ("--concurrency", "--processes", "--limit"):
        assert main(["bench", "--dataset", "hanoi3", flag, "0"]) == 2
        assert f"{flag} must be at least 1" in capsys.readouterr().err


def test_the_report_keeps_apart_episodes_that_differ_in_more_than_the_seed(
    tmp_path: Path,
) -> None:
    lines = []
    for i, (history, seed) in enumerate([("full", 0), ("full", 1), ("compact", 0)]):
        record = {
            "key": f"k{i}",
            "dataset": "d",
            "instance": "p",
            "method": "interactive",
            "model_label": "m",
            "model": {"model": "m", "base_url": "u"},
            "seed": seed,
            "options": {"history": history, "sampling": {"temperature": 0.0}},
            "status": "ok",
            "success": True,
        }
        lines.append(json.dumps(record))
    path = tmp_path / "r.jsonl"
    path.write_text("\n".join(lines) + "\n")
    records = load_results([path])
    assert {r.method for r in records} == {"interactive"}  # the method is kept as recorded
    methods = sorted(r.label for r in records)  # the display label tells them apart
    assert methods == [
        "interactive [history=compact]",
        "interactive [history=full]",
        "interactive [history=full]",
    ]


def test_the_documented_example_is_a_valid_experiment() -> None:
    doc = (Path(__file__).parent.parent / "docs" / "experiments.md").read_text()
    example = doc.split("```toml\n", 1)[1].split("```", 1)[0]
    exp = parse_experiment("docs/experiments.md", example)
    assert [r.dataset for r in exp.runs] == ["fsm-study", "path/to/my/ipc-folder", "hanoi3"]
    assert exp.runs[2].options.of(PFCOptions).max_length == 10
    assert exp.runs[2].options.history == "compact"
    assert [m.model for m in exp.models] == ["qwen2.5-7b-instruct", "gpt-4o-mini"]
    assert (exp.concurrency, exp.limit, exp.seeds) == (32, 12, [0, 1])
    shown = doc.split("$ plangate bench exp.toml\n", 1)[1].split("\n", 1)[0]
    bad = example.replace("max_invalid = 16", "max_invalids = 16")
    with pytest.raises(PlangateError) as err:
        parse_experiment("exp.toml", bad)
    said = f"plangate: error: {err.value}"
    assert shown.endswith("? ...") and said.startswith(shown.removesuffix("..."))


def test_the_format_shows_every_option_table() -> None:
    """docs/experiments.md shows the options tables generated from the dataclasses (every
    method's own table and field: tests/test_readme.py), and sends to the methods page."""
    doc = (Path(__file__).parent.parent / "docs" / "experiments.md").read_text()
    assert "<!-- plangate:options -->" in doc and "(methods.md)" in doc


def test_a_models_gateway_headers_name_environment_variables() -> None:
    text = EXAMPLE.replace('model = "m"\n', 'model = "m"\nheaders_env = {X-Api-Key = "GW"}\n', 1)
    exp = parse_experiment("e.toml", text)
    assert exp.models[0].headers_env == (("X-Api-Key", "GW"),)
