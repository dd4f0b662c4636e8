"""``plangate report --html``: a static episode browser (opens from disk, no server).

``index.html`` holds the report's tables and plots and a filterable list of
episodes (dataset, model, method, outcome; the filters also read the page's
query string, ``index.html?method=pfc``). Each episode with a trace gets a
page, ``episodes/KEY.html``: the distance to the goal after each model call
against the optimal line, then every call step by step: the answer, how it
was read, the machine's verdict and feedback, the state after it, and the
prompt (collapsed).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import quote

from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.html_tree import tree_svg
from plangate.llm.trace import Trace, Turn, read_trace
from plangate.paths import inside

CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}
h1{font-size:22px}h2{font-size:17px;margin-top:28px}
table.data{border-collapse:collapse;font-size:12px;margin:8px 0}
table.data td,table.data th{border:1px solid #ccc;padding:3px 6px;text-align:left}
table.data th{background:#f0f0f0}
.note{color:#555;font-size:12px;max-width:1000px}
.filters select{margin-right:10px}
.ok{color:#1a7f37;font-weight:600}.bad{color:#c62828;font-weight:600}
.badge{display:inline-block;padding:1px 7px;border-radius:9px;color:#fff;font-size:12px}
.valid{background:#1a7f37}.invalid{background:#c62828}.other{background:#777}
.turn{border:1px solid #ddd;border-radius:6px;padding:8px 12px;margin:10px 0}
.turn pre{background:#f7f7f7;padding:6px;white-space:pre-wrap;margin:4px 0;font-size:12px}
.meta td{padding:2px 10px 2px 0}
img.plot{max-width:100%;border:1px solid #eee;margin:6px 0}
"""

FILTER_JS = """
const keys = ["dataset", "model", "method", "outcome"];
function apply() {
  const want = {};
  for (const k of keys) want[k] = document.getElementById("f-" + k).value;
  let shown = 0;
  for (const row of document.querySelectorAll("#episodes tbody tr")) {
    const ok = keys.every(k => !want[k] || row.dataset[k] === want[k]);
    row.style.display = ok ? "" : "none";
    if (ok) shown++;
  }
  document.getElementById("shown").textContent = shown;
}
const q = new URLSearchParams(location.search);
for (const k of keys) {
  const s = document.getElementById("f-" + k);
  if (q.get(k) !== null) s.value = q.get(k);
  s.addEventListener("change", apply);
}
apply();
"""


def _page(title: str, body: str, script: str = "") -> str:
    js = f"<script>{script}</script>" if script else ""
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{CSS}</style></head>"
        f"<body>{body}{js}</body></html>\n"
    )


def _table(columns: list[str], rows: list[list[str]], attrs: str = "") -> str:
    head = "".join(f"<th>{escape(c)}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table class=data {attrs}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _trace(record: EpisodeRecord, results_dir: Path) -> Trace | None:
    """An episode's trace, if its file can be found and read."""
    name = record.trace
    if not name:
        return None
    for path in (Path(name), results_dir / name, results_dir / Path(name).name):
        if path.is_file():
            try:
                return read_trace(path)
            except (OSError, ValueError):
                return None
    return None


def _outcome(r: EpisodeRecord) -> str:
    return r.outcome or r.status or ""


def _text(value: Any) -> str:
    return "" if value is None else str(value)


def _field(r: EpisodeRecord, key: str) -> str:
    """The value a filter of the episode list compares."""
    return {"dataset": r.dataset, "model": str(r.model_label), "method": r.shown}.get(
        key, _outcome(r)
    )


def write_site(
    records: Sequence[Record],
    tables: list[Any],
    plots: list[Path],
    root: Path,
    results_dir: Path,
) -> Path:
    """Write ``index.html`` and one page per traced episode into ``root``."""
    (root / "episodes").mkdir(parents=True, exist_ok=True)
    llm = [r for r in records if isinstance(r, EpisodeRecord)]
    pages = 0
    rows = []
    for r in llm:
        trace = _trace(r, results_dir)
        link = ""
        if trace is not None and r.key:
            page = inside(root / "episodes", r.key, ".html")
            page.write_text(episode_page(r, trace), encoding="utf-8")
            pages += 1
            link = f'<a href="episodes/{quote(page.name)}">steps</a>'
        mark = '<span class="ok">yes</span>' if r.success else '<span class="bad">no</span>'
        data = {k: _field(r, k) for k in ("dataset", "model", "method", "outcome")}
        attrs = " ".join(f'data-{k}="{escape(str(v))}"' for k, v in data.items())
        cells = [
            escape(r.dataset),
            escape(str(r.model_label)),
            escape(r.shown),
            escape(r.instance),
            escape(str(r.seed)),
            escape(_outcome(r)),
            mark,
            escape(_text(r.measures.plan_length)),
            escape(_text(r.optimal_length)),
            link,
        ]
        rows.append(f"<tr {attrs}>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    filters = []
    for key in ("dataset", "model", "method", "outcome"):
        values = sorted({_field(r, key) for r in llm})
        options = '<option value="">all</option>' + "".join(
            f'<option value="{escape(v)}">{escape(v)}</option>' for v in values
        )
        filters.append(f'<label>{key} <select id="f-{key}">{options}</select></label>')
    head = "".join(
        f"<th>{c}</th>"
        for c in (
            "dataset", "model", "method", "instance", "seed", "outcome", "solved",
            "plan length", "optimal length", "trace",
        )
    )  # fmt: skip
    parts = [
        '<h1>plangate report</h1><p><a href="#episodes-head">the episodes</a></p>',
        f"<p>{len(records)} records; {len(llm)} LLM episodes, {pages} with a step-by-step "
        "page (episodes run with <code>--trace-dir</code>).</p>",
    ]
    for t in tables:
        parts.append(f"<h2>{escape(t.title)}</h2>")
        if t.note:
            parts.append(f'<p class="note">{escape(t.note)}</p>')
        parts.append(_table(t.columns, t.rows))
    if plots:
        parts.append("<h2>Plots</h2>")
        parts += [
            f'<img class="plot" src="{escape(p.name)}" alt="{escape(p.stem)}">' for p in plots
        ]
    parts += [
        '<h2 id="episodes-head">Episodes</h2>',
        f'<div class="filters">{"".join(filters)} <span id="shown">{len(llm)}</span> shown</div>',
        f'<table class=data id="episodes"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>",
    ]
    index = root / "index.html"
    index.write_text(_page("plangate report", "\n".join(parts), FILTER_JS), encoding="utf-8")
    return index


def curve_svg(distances: list[float | None], optimal: float | None) -> str:
    """The distance to the goal after each call (red), against the optimal line (green,
    dashed: one step closer per action from the start)."""
    points = [(i + 1, d) for i, d in enumerate(distances) if d is not None and d == d]
    if not points:
        return "<p>No distance to plot (this method's calls do not change the state).</p>"
    dead = sum(1 for _, d in points if d == float("inf"))
    finite_d = [d for _, d in points if d != float("inf")]
    if not finite_d and (optimal is None or optimal == float("inf")):
        return (
            f"<p>No finite distance to plot: after each of the {dead} calls that changed the "
            "state, the goal could not be reached any more (dead ends).</p>"
        )
    d0 = optimal if optimal is not None and optimal != float("inf") else max(finite_d)
    points.insert(0, (0, d0))  # the initial state: the optimal length away
    finite = [d for _, d in points if d != float("inf")]
    top = max([d0, *finite, 1.0])
    width, height, pad = 640, 220, 34
    n = max(len(distances), int(d0) if d0 == d0 else 1, 1)

    def x(i: float) -> float:
        return pad + (width - 2 * pad) * i / n

    def y(d: float) -> float:
        return height - pad - (height - 2 * pad) * min(d, top) / top

    line = " ".join(f"{x(i):.1f},{y(d):.1f}" for i, d in points if d != float("inf"))
    dots = "".join(
        f'<circle cx="{x(i):.1f}" cy="{y(d):.1f}" r="3" fill="#d62728"/>'
        for i, d in points
        if d != float("inf")
    )
    best = f'<line x1="{x(0):.1f}" y1="{y(d0):.1f}" x2="{x(d0):.1f}" y2="{y(0):.1f}" ' + (
        'stroke="#2ca02c" stroke-width="6" stroke-dasharray="8,5"/>'
    )
    ticks = "".join(  # the distance axis: 0, the middle and the top, in whole steps
        f'<text x="{pad - 4}" y="{y(v) + 4:.1f}" font-size="10" text-anchor="end">{v:g}</text>'
        f'<line x1="{pad - 2}" y1="{y(v):.1f}" x2="{pad}" y2="{y(v):.1f}" stroke="#999"/>'
        for v in sorted({0.0, float(round(top / 2)), float(top)})
    )
    every = max(1, -(-n // 10))  # at most about ten call numbers
    ticks += "".join(
        f'<text x="{x(i):.1f}" y="{height - pad + 14}" font-size="10" text-anchor="middle">'
        f"{i}</text>"
        for i in range(0, n + 1, every)
    )
    axes = ticks + (
        f'<line x1="{pad}" y1="{height - pad}" x2="{width - pad}" y2="{height - pad}" '
        'stroke="#999"/>'
        f'<line x1="{pad}" y1="{pad}" x2="{pad}" y2="{height - pad}" stroke="#999"/>'
        f'<text x="{pad}" y="{pad - 8}" font-size="11">distance to goal (max {top:g})</text>'
        f'<text x="{width - pad}" y="{height - 8}" font-size="11" text-anchor="end">'
        "model call</text>"
    )
    note = (
        f" After {dead} call{'s' * (dead != 1)} the goal could not be reached any more (dead "
        "ends: not drawn)."
        if dead
        else ""
    )
    return (
        f'<svg id="curve" width="{width}" height="{height}" role="img" '
        'aria-label="distance to goal per call">'
        f'{axes}{best}<polyline points="{line}" fill="none" stroke="#d62728" '
        f'stroke-width="2"/>{dots}</svg>'
        '<p class="note">Red: the distance to the goal after each call; green dashed: an '
        f"optimal plan, one step closer per action.{note}</p>"
    )


SHOWN = 800  # characters of an answer shown before the rest is folded away


def _answer(text: str) -> str:
    """An answer; a long one (a 512-token ramble) shows its start, the rest folded."""
    if len(text) <= SHOWN:
        return f"<pre>{escape(text)}</pre>"
    return (
        f"<pre>{escape(text[:SHOWN])}</pre><details><summary>the rest of the answer "
        f"({len(text) - SHOWN} more characters)</summary><pre>{escape(text[SHOWN:])}</pre>"
        "</details>"
    )


def badge(t: Turn) -> tuple[str, str]:
    """A call's badge (its class and text): green only for an answer the machine took;
    an empty answer, or a plan that names no action, is never green."""
    if not t.answer.strip():
        return "invalid", "empty answer"
    if t.kind == "plan":  # a whole plan: its verdict as the validator gave it
        if not t.parsed:
            return "invalid", "no plan"
        verdict = t.verdict or "no verdict"
        return ("valid" if verdict == "valid" else "invalid"), verdict.replace("-", " ")
    if t.valid:
        return "valid", "valid"
    return ("invalid" if t.verdict else "other"), (t.verdict or "no verdict")


def _turn(t: Turn) -> str:
    """One model call: answer, reading, verdict, feedback, state after, prompt."""
    cls, shown = badge(t)
    reading = "".join(
        f"<li>{escape(str(x.get('text', '')))} → {escape(str(x.get('action') or '-'))}"
        + (f" ({escape(str(x.get('note')))})" if x.get("note") else "")
        + "</li>"
        for x in t.reading
    )
    prompt = "".join(
        f"<p><b>{escape(str(m.get('role')))}</b></p><pre>{escape(str(m.get('content')))}</pre>"
        for m in t.messages
    )
    dist = t.distance
    out = [
        f'<div class="turn"><b>call {t.index + 1}</b> · '
        f'{escape(t.kind)} · <span class="badge {cls}">{escape(shown)}</span>',
        (
            " · dead end (the goal is unreachable)"
            if dist == float("inf")
            else f" · distance to goal {dist:g}"
        )
        if isinstance(dist, (int, float))
        else "",
        _answer(t.answer or "(empty answer)"),
    ]
    if reading:
        out.append(f"<p>read as:</p><ul>{reading}</ul>")
    if t.parsed:
        out.append(f"<p>parsed: {escape(', '.join(t.parsed))}</p>")
    if t.feedback:
        out.append(f"<p>feedback:</p><pre>{escape(t.feedback)}</pre>")
    if t.state_after:
        facts = t.state_after
        out.append(
            f"<details><summary>state after ({len(facts)} facts)</summary>"
            f"<pre>{escape(' '.join(facts))}</pre></details>"
        )
    out.append(f"<details><summary>prompt ({len(t.messages)} messages)</summary>{prompt}</details>")
    return "".join(out) + "</div>"


def episode_page(record: EpisodeRecord, trace: Trace) -> str:
    turns = trace.turns
    optimal = record.optimal_length
    meta: list[tuple[str, Any]] = [
        ("dataset", record.dataset),
        ("problem", record.instance),
        ("method", record.shown),
        ("model", record.model_label),
        ("seed", record.seed),
        ("outcome", _outcome(record)),
        ("solved", "yes" if record.success else "no"),
        ("plan length", record.measures.plan_length),
        ("optimal length", "unknown" if optimal is None else optimal),
        ("model calls", len(turns)),
        ("error", trace.error or ""),
    ]
    if record.recorded_verdict is not None:  # a rescored answer
        recorded = "valid" if record.recorded_verdict else "invalid"
        meta += [("recorded verdict", recorded), ("from", record.source or "")]
    rows = "".join(
        f"<tr><td>{escape(k)}</td><td>{escape(str(v))}</td></tr>" for k, v in meta if v != ""
    )
    parts: list[str] = [
        f'<p><a href="../index.html">all episodes</a></p><h1>{escape(record.instance)}'
        f" · {escape(record.shown)}</h1>",
        f'<table class="meta">{rows}</table>',
        "<h2>Distance to the goal</h2>",
        curve_svg([t.distance for t in turns], optimal),
    ]
    if trace.tree:  # a searching method's tree (LATS, ToT, RAP, LLM-PFC)
        parts += ["<h2>Search tree</h2>", tree_svg(trace.tree)]
    if record.notes:  # what the record says of the episode (cuts, empty answers, ...)
        items = "".join(f"<li>{escape(n)}</li>" for n in record.notes)
        parts.append(f'<h2>Notes</h2><ul class="notes">{items}</ul>')
    if record.explain:  # the verdicts differ: how plangate read the answer
        parts.append(f"<h2>How the answer was read</h2><pre>{escape(record.explain)}</pre>")
    parts.append(f"<h2>Calls ({len(turns)})</h2>")
    parts += [_turn(t) for t in turns]
    title = f"{record.instance} · {record.method}"
    return _page(title, "\n".join(parts))
