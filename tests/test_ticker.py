"""Progress of long work (plangate.ticker): plain lines where the output is not a
terminal, nothing for short work, and a line while a planner searches."""

from __future__ import annotations

import io
import threading

import pytest

from plangate import ticker


def test_plain_lines_to_a_file_and_none_for_short_work(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.StringIO()
    t = ticker.Ticker(4, "rescoring", stream=out)
    for _ in range(4):
        t.advance()
    t.close()
    assert out.getvalue() == ""  # quicker than ticker.QUIET: nothing said
    monkeypatch.setattr(ticker, "QUIET", 0.0)
    monkeypatch.setattr(ticker, "EVERY", 0.0)
    t = ticker.Ticker(4, "rescoring", stream=out)
    for _ in range(4):
        t.advance()
    t.close()
    lines = out.getvalue().splitlines()
    assert "\r" not in out.getvalue() and len(lines) == 5
    assert lines[0].startswith("rescoring: 1/4 answers (25%)") and "left" in lines[0]
    assert lines[-1].startswith("rescoring: 4/4 answers (100%)")


def test_a_long_wait_says_what_would_shorten_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ticker, "QUIET", 0.0)
    out = io.StringIO()
    said = threading.Event()

    class Seen(io.StringIO):
        def write(self, s: str) -> int:
            said.set()
            return out.write(s)

    with ticker.waiting("searching", 30, "--timeout bounds it", stream=Seen()):
        assert said.wait(30)  # the first line comes at once with QUIET = 0
    assert out.getvalue().startswith("searching: 0 s of 30 s (--timeout bounds it)\n")
