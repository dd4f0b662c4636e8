"""Fuzzing: seeded byte, token and structural mutations of real IPC files; only
plangate's own errors may come out (a RecursionError, MemoryError, KeyError, ...
would escape run_case and fail the test)."""

from __future__ import annotations

import pytest

from plangate.testing.fuzz import hostile_sweep, sources, sweep

from .conftest import BENCHMARKS


def test_a_few_thousand_mutations_raise_only_plangates_errors() -> None:
    counts = sweep(sources(BENCHMARKS), 3000, seed=0)
    assert sum(counts.values()) == 3000
    assert counts["ok"] > 0 and counts["PddlSyntaxError"] > 0  # both kinds of outcome met


def test_hostile_sizes_end_in_a_result_or_a_named_limit() -> None:
    """Rejected bindings, quantifiers and type chains at random sizes: each grounds or
    is refused by a limit, never hangs or escapes."""
    counts = hostile_sweep(300, seed=0)
    assert sum(counts.values()) == 300
    assert set(counts) == {"ok", "GroundingError", "PddlSemanticError"}


@pytest.mark.slow
def test_a_hundred_thousand_mutations() -> None:
    counts = sweep(sources(BENCHMARKS, limit=40), 100_000, seed=1)
    assert sum(counts.values()) == 100_000
