"""The static episode browser, opened in a real headless Chromium (Debian's package)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from plangate.cli import main

from .conftest import oracle_run

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def _site(root: Path, count: int, methods: list[str]) -> Path:
    """A report site of ``methods`` on the first ``count`` 3-disk Hanoi problems, answered
    by the planner oracle through a fake server, with traces."""
    oracle_run(root, count, methods, concurrency=2)
    assert main(["report", str(root / "r.jsonl"), "--out", str(root / "rep"), "--html"]) == 0
    return root / "rep"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _site(
        tmp_path_factory.mktemp("site"), 3, ["interactive-validated", "interactive-guided"]
    )


def test_the_site_is_written(site: Path) -> None:
    index = (site / "index.html").read_text()
    assert "Table 1" in index and 'id="episodes"' in index and "<img" in index
    pages = sorted((site / "episodes").glob("*.html"))
    assert len(pages) == 6
    page = pages[0].read_text()
    assert ('<svg id="curve"' in page and "read as" in page) or "choice" in page
    assert "<details><summary>prompt" in page and "all episodes" in page


def _chromium(*args: str) -> str:
    assert CHROMIUM is not None
    out = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return out.stdout


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (apt-get install chromium)")
def test_filters_run_in_the_browser(site: Path) -> None:
    url = (site / "index.html").resolve().as_uri() + "?method=interactive-guided"
    dom = _chromium("--virtual-time-budget=3000", "--dump-dom", url)
    rows = dom.split("<tbody>")[-1]
    visible = [r for r in rows.split("<tr ")[1:] if 'style="display: none;"' not in r]
    assert len(visible) == 3 and all("interactive-guided" in r for r in visible)
    assert '<span id="shown">3</span>' in dom


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (apt-get install chromium)")
def test_episode_page_screenshot_shows_the_curve_and_verdicts(site: Path, tmp_path: Path) -> None:
    from PIL import Image

    page = next(
        p
        for p in sorted((site / "episodes").glob("*.html"))
        if "interactive-validated" in p.read_text()
    )
    shot = tmp_path / "episode.png"
    _chromium("--window-size=1100,1100", f"--screenshot={shot}", page.resolve().as_uri())
    image = Image.open(shot).convert("RGB")
    colours = {rgb for _, rgb in image.getcolors(maxcolors=1 << 20) or []}

    def near(target: tuple[int, int, int]) -> bool:
        return any(sum(abs(a - b) for a, b in zip(c, target, strict=True)) < 30 for c in colours)

    assert near((0xD6, 0x27, 0x28))  # the red distance curve
    assert near((0x2C, 0xA0, 0x2C))  # the green optimal line
    assert near((0x1A, 0x7F, 0x37))  # a "valid" verdict badge
    assert image.size == (1100, 1100)


def test_the_curve_has_ticks_and_a_long_answer_is_folded() -> None:
    from plangate.bench.report.html import SHOWN, _answer, curve_svg

    svg = curve_svg([3.0, 2.0, 2.0, 1.0, 0.0], 4.0)
    assert ">0</text>" in svg and ">2</text>" in svg and ">4</text>" in svg  # distance ticks
    assert svg.count('text-anchor="middle"') == 6  # call numbers 0-5
    short = _answer("1. (pick-up a)")
    assert "<details>" not in short
    ramble = _answer("pick up the red block " * 100)
    assert (
        "<details>" in ramble and f"({len('pick up the red block ' * 100) - SHOWN} more" in ramble
    )


@pytest.fixture(scope="module")
def search_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _site(tmp_path_factory.mktemp("search-site"), 1, ["lats", "pfc", "tot", "rap"])


def test_search_pages_draw_the_tree_with_the_chosen_path(search_site: Path) -> None:
    from plangate.bench.records import EpisodeRecord
    from plangate.bench.report import load_results

    pages = sorted((search_site / "episodes").glob("*.html"))
    assert len(pages) == 4
    records = [
        r for r in load_results([search_site.parent / "r.jsonl"]) if isinstance(r, EpisodeRecord)
    ]
    steps = {r.method: len(r.plan) for r in records}
    for page in pages:
        html = page.read_text()
        method = next(m for m in steps if f"· {m}</h1>" in html)
        assert '<svg id="tree"' in html and "Search tree" in html, method
        assert html.count('class="node chosen"') == steps[method] + 1, method  # root + path
        assert html.count('class="node') > steps[method] + 1 or method in ("lats", "rap")


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (apt-get install chromium)")
def test_the_tree_is_drawn_in_the_browser(search_site: Path) -> None:
    page = next(
        p
        for p in sorted((search_site / "episodes").glob("*.html"))
        if "· pfc</h1>" in p.read_text()
    )
    dom = _chromium("--virtual-time-budget=2000", "--dump-dom", page.resolve().as_uri())
    tree = dom.split('<svg id="tree"', 1)[1].split("</svg>", 1)[0]
    assert tree.count("<circle") >= 3 and 'stroke="#d62728"' in tree  # the chosen path
    assert "move disk" in tree  # the actions, in the task's wording
