"""PNG plots of a results set (matplotlib, the ``report`` extra).

One set of figures per dataset (datasets are never pooled), one series per
method and model:

* success by optimal plan length, with 95% Wilson intervals where a length
  has at least 5 episodes (the FSM study's Fig. 4); each series has its own
  marker and a small sideways offset so equal series stay visible, and the
  lengths are integer ticks;
* for failed plans, the distribution of the final state's distance to the
  goal and back to the initial state (Figs. 5 and 6): the share of failed
  plans at each distance, with the mean in the legend;
* the distribution of revisited states per episode (Fig. 7);
* thousands of tokens per episode (mean with a 95% interval);
* LLM-PFC's Figures 4-5 where LLM-PFC's methods ran: the fraction of problems
  solved without an invalid action and the fraction of invalid emitted
  actions, per method (mean ± SEM over runs, or the 95% Wilson interval of a
  single run).

With one dataset the files are ``accuracy_by_length.png`` and so on; with
several, each name starts with the dataset's name.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from plangate.bench.kinds import paper_of
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.report.stats import mean_ci, wilson
from plangate.errors import PlangateError
from plangate.ticker import ticking

MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*")
MIN_BAND = 5  # episodes at a length before its interval is drawn


def _label(r: EpisodeRecord) -> str:
    model = r.model_label
    return r.shown + (f" ({model})" if model not in (None, "-") else "")


def available() -> bool:
    """Whether matplotlib is installed (the ``report`` extra)."""
    import importlib.util

    return importlib.util.find_spec("matplotlib") is not None


def _plt() -> Any:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise PlangateError(
            "plots need matplotlib: pip install 'plangate[report]' (or use --no-plots)"
        ) from None
    return plt


Groups = dict[str, list[EpisodeRecord]]


def write_plots(records: Sequence[Record], out: Path) -> list[Path]:
    plt = _plt()
    llm = [r for r in records if isinstance(r, EpisodeRecord) and r.ok and not r.is_task]
    datasets: dict[str, Groups] = {}
    for r in llm:
        datasets.setdefault(r.dataset, {}).setdefault(_label(r), []).append(r)
    made: list[Path] = []
    with ticking(len(datasets), "report: plots", "datasets") as ticker:
        for ds, groups in sorted(datasets.items()):
            prefix = "" if len(datasets) == 1 else re.sub(r"[^\w.-]+", "_", ds) + "-"
            made += _dataset_plots(plt, ds, dict(sorted(groups.items())), out, prefix)
            pfc = {k: v for k, v in sorted(groups.items()) if paper_of(v[0].kind) == "pfc"}
            if pfc:
                made.append(_pfc_figure(plt, ds, pfc, out / f"{prefix}pfc.png"))
            ticker.advance()
    return made


def _pfc_figure(plt: Any, ds: str, groups: Groups, path: Path) -> Path:
    """LLM-PFC's Figures 4-5: solved and invalid actions per method, with error bars."""
    from plangate.bench.report.papers import pfc_counts, rate

    fig, axes = plt.subplots(1, 2, figsize=(10, 3.8))
    labels = list(groups)
    for ax, which, title in (
        (axes[0], 0, "solved (no invalid action)"),
        (axes[1], 1, "invalid actions (emitted)"),
    ):
        values, low, high = [], [], []
        for label in labels:
            m, lo, hi, _ = rate(pfc_counts(groups[label])[which])
            values.append(0.0 if m != m else m)
            low.append(0.0 if m != m else m - lo)
            high.append(0.0 if m != m else hi - m)
        ax.bar(range(len(labels)), values, yerr=[low, high], capsize=3, color="#4c72b0")
        ax.set_xticks(range(len(labels)), labels, rotation=30, ha="right", fontsize=7)
        ax.set_ylim(0, 1.05)
        ax.set_title(f"{ds}: {title}", fontsize=9)
    return _save(plt, fig, path)


def _dataset_plots(plt: Any, ds: str, groups: Groups, out: Path, prefix: str) -> list[Path]:
    made: list[Path] = []
    fig, ax = plt.subplots(figsize=(10, 4.2))
    drawn = False
    series = len(groups)
    for k, (label, rs) in enumerate(groups.items()):
        lengths = sorted({n for r in rs if (n := r.measures.optimal_length) is not None})
        if not lengths:
            continue
        rates, counts = [], []
        for n in lengths:
            at = [r for r in rs if r.measures.optimal_length == n]
            rate = wilson(sum(1 for r in at if r.success), len(at))
            rates.append(tuple(100 * x for x in rate))
            counts.append(len(at))
        # equal series stay visible: each its own marker and a small sideways offset
        shift = 0.08 * (k - (series - 1) / 2) if series > 1 else 0.0
        xs = [n + shift for n in lengths]
        line = ax.plot(xs, [x[0] for x in rates], marker=MARKERS[k % len(MARKERS)], label=label)[0]
        wide = [i for i, c in enumerate(counts) if c >= MIN_BAND]  # no band from 1 or 2
        if wide:
            ax.fill_between(
                [xs[i] for i in wide],
                [rates[i][1] for i in wide],
                [rates[i][2] for i in wide],
                color=line.get_color(),
                alpha=0.12,
            )
        drawn = True
    if drawn:
        every = sorted(
            {
                n
                for rs in groups.values()
                for r in rs
                if (n := r.measures.optimal_length) is not None
            }
        )
        # one tick per length found, whole numbers, half a step of room on each side (a
        # single length would otherwise get ticks such as 2.96 ... 3.04)
        step = max(1, -(-len(every) // 12))
        ax.set_xticks(every[::step], [f"{n:g}" for n in every[::step]])
        ax.set_xlim(every[0] - 0.5, every[-1] + 0.5)
        ax.set_xlabel("optimal plan length")
        ax.set_ylabel("success % (95% Wilson interval)")
        ax.set_ylim(-2, 102)
        ax.set_title(f"{ds}: success by optimal plan length")
        ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
        made.append(_save(plt, fig, out / f"{prefix}accuracy_by_length.png"))
    else:
        plt.close(fig)

    failed = {k: [r for r in rs if not r.success] for k, rs in groups.items()}
    for name, key, title in (
        (
            "failed_distance_to_goal.png",
            "distance_to_goal",
            "distance of the final state to the goal",
        ),
        (
            "failed_distance_to_initial.png",
            "distance_to_initial",
            "distance of the final state back to the initial state",
        ),
    ):
        values = {
            k: [x for r in rs if (x := r.number(key)) is not None] for k, rs in failed.items()
        }
        path = _histogram(
            plt,
            values,
            f"{ds}, failed plans: {title}",
            "distance (steps)",
            "% of failed plans",
            out / f"{prefix}{name}",
        )
        made += [path] if path else []
    path = _histogram(
        plt,
        {k: [r.measures.revisited_states or 0.0 for r in rs] for k, rs in groups.items()},
        f"{ds}: revisited states per episode",
        "revisited states",
        "% of episodes",
        out / f"{prefix}revisited_states.png",
    )
    made += [path] if path else []
    tokens = {k: [t / 1000 for r in rs if (t := r.tokens) is not None] for k, rs in groups.items()}
    labels = [k for k, v in tokens.items() if v]
    if labels:
        stats = [mean_ci(tokens[k]) for k in labels]
        errs = [0.0 if s[1] != s[1] else s[0] - s[1] for s in stats]  # NaN-safe
        fig, ax = plt.subplots(figsize=(10, 4.2))
        ax.bar(range(len(labels)), [s[0] for s in stats], yerr=errs, capsize=3)
        ax.set_xticks(range(len(labels)), labels, rotation=30, ha="right", fontsize=7)
        ax.set_ylabel("thousands of tokens per episode")
        ax.set_title(f"{ds}: tokens per episode (mean, 95% interval)")
        made.append(_save(plt, fig, out / f"{prefix}tokens.png"))
    return made


def _histogram(
    plt: Any,
    values: dict[str, list[float]],
    title: str,
    xlabel: str,
    ylabel: str,
    path: Path,
) -> Path | None:
    """Grouped bars: for each value on the x axis, the share of each series there."""
    series = {k: v for k, v in values.items() if v}
    if not series:
        return None
    xs = sorted({x for v in series.values() for x in v})
    fig, ax = plt.subplots(figsize=(10, 4.2))
    width = 0.8 / len(series)
    for i, (label, v) in enumerate(series.items()):
        legend = f"{label}: n={len(v)}, mean {sum(v) / len(v):.2f}"
        if len(xs) > 25:  # too many values for a bar each: step histograms over 20 bins
            ax.hist(
                v,
                bins=20,
                range=(xs[0], xs[-1]),
                weights=[100 / len(v)] * len(v),
                histtype="step",
                linewidth=1.5,
                label=legend,
            )
            continue
        counts = Counter(v)
        share = [100 * counts.get(x, 0) / len(v) for x in xs]
        offsets = [j + (i - (len(series) - 1) / 2) * width for j in range(len(xs))]
        ax.bar(offsets, share, width=width, label=legend)
    if len(xs) <= 25:
        ax.set_xticks(range(len(xs)), [f"{x:g}" for x in xs])
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=10)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    return _save(plt, fig, path)


def _save(plt: Any, fig: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
