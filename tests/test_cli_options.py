"""Command-line flags come from the option dataclasses: every field is offered, the
defaults are the dataclasses', and the flags read back into the same options."""

from __future__ import annotations

import argparse
import dataclasses

import pytest

from plangate.cli.options import add_option_flags, options_from_args, override_options, sections
from plangate.errors import PlangateError
from plangate.llm.methods import parts
from plangate.llm.methods.lats import LATSOptions
from plangate.llm.methods.pfc import MODULES
from plangate.llm.methods.pfc.options import PFCOptions
from plangate.llm.options import MethodOptions


def _parser(exclude: frozenset[str] = frozenset()) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    add_option_flags(p, exclude)
    return p


def test_every_option_field_is_a_flag() -> None:
    flags = {s for a in _parser()._actions for s in a.option_strings}
    for _, part, cls in sections():
        for f in dataclasses.fields(cls):
            if f.name in ("sampling", "pfc", "lats") or not f.metadata.get("cli", True):
                continue
            name = f.metadata.get("flag") or "--" + f.name.replace("_", "-")
            negated = "--no-" + f.name.replace("_", "-")
            assert name in flags or negated in flags, f"{part}.{f.name} has no flag"


def test_no_flags_give_the_dataclass_defaults() -> None:
    assert options_from_args(_parser().parse_args([])) == MethodOptions()


def test_flags_read_back_into_options() -> None:
    args = _parser().parse_args(
        [
            "--max-steps",
            "7",
            "--history",
            "compact",
            "--temperature",
            "0.3",
            "--seed",
            "5",
            "--branches",
            "3",
            "--symbolic",
            "all",
            "--no-monitor",
            "--module-shots",
            "1",
            "--exploration",
            "2.5",
            "--lats-depth",
            "9",
            "--graded",
            "--reflections",
            "0",
        ]
    )
    o = options_from_args(args)
    assert (o.max_steps, o.history, o.sampling.temperature, o.sampling.seed) == (
        7,
        "compact",
        0.3,
        5,
    )
    assert o.of(PFCOptions).branches == 3 and o.of(PFCOptions).symbolic == frozenset(MODULES)
    assert (
        not o.of(PFCOptions).monitor and o.of(PFCOptions).decomposer and o.of(PFCOptions).shots == 1
    )
    assert (
        o.of(LATSOptions).w,
        o.of(LATSOptions).depth,
        o.of(LATSOptions).graded,
        o.of(LATSOptions).reflections,
        o.of(LATSOptions).seed,
    ) == (
        2.5,
        9,
        True,
        0,
        5,
    )


def test_flags_override_only_what_they_give() -> None:
    base = MethodOptions(max_steps=3, history="compact")
    o = override_options(base, _parser().parse_args(["--max-invalid", "4"]))
    assert (o.max_steps, o.history, o.max_invalid) == (3, "compact", 4)


def test_a_bad_value_is_a_clear_error() -> None:
    with pytest.raises(PlangateError, match="temperature must be in"):
        options_from_args(_parser().parse_args(["--temperature", "5"]))
    with pytest.raises(PlangateError, match="unknown module"):
        options_from_args(_parser().parse_args(["--symbolic", "actor,oracle"]))


def test_bench_offers_the_budgets_too(capsys: pytest.CaptureFixture[str]) -> None:
    from plangate.cli import main

    with pytest.raises(SystemExit):
        main(["bench", "--help"])
    out = capsys.readouterr().out
    assert "--max-steps" in out and "--max-invalid" in out and "--lats-depth" in out


def test_one_seed_seeds_sampling_pfc_and_lats_as_bench_does() -> None:
    o = options_from_args(_parser().parse_args(["--seed", "7"]))
    assert (o.sampling.seed, o.of(PFCOptions).seed, o.of(LATSOptions).seed) == (7, 7, 7)
    assert o == MethodOptions().seeded(7, parts())


def test_the_options_module_imports_no_method_and_the_registry_lists_their_options() -> None:
    """In a fresh process, plangate.llm.options loads no method (they own their options;
    it holds no table of them); the registry lists every shipped method's, and one seed
    sets each of their seeds."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from plangate.llm.options import MethodOptions\n"
        "print(sorted(m for m in sys.modules if m.startswith('plangate.llm.')))\n"
        "from plangate.llm.methods import parts\n"
        "from plangate.llm.methods.lats import LATSOptions\n"
        "from plangate.llm.methods.pfc.options import PFCOptions\n"
        "from plangate.llm.methods.rap import RAPOptions\n"
        "from plangate.llm.methods.tot import ToTOptions\n"
        "o = MethodOptions().seeded(5, parts())\n"
        "print(o.of(PFCOptions).seed, o.of(LATSOptions).seed, o.of(ToTOptions).breadth,"
        " o.of(RAPOptions).world)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded, seeds = out.stdout.splitlines()
    assert "plangate.llm.methods" not in loaded and "plangate.llm.methods.lats" not in loaded, (
        loaded
    )
    assert seeds.split() == ["5", "5", "5", "checked"]
