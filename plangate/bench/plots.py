"""PNG plots of a results set (matplotlib, the ``report`` extra)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from plangate.bench.report import mean_ci
from plangate.errors import PlangateError


def _label(r: dict[str, Any]) -> str:
    model = r.get("model_label")
    return f"{r['method']}" + (f" ({model})" if model not in (None, "-") else "")


def write_plots(records: list[dict[str, Any]], out: Path) -> list[Path]:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise PlangateError(
            "plots need matplotlib: pip install 'plangate[report]' (or use --no-plots)"
        ) from None
    llm = [
        r
        for r in records
        if not str(r["method"]).startswith("planner:") and r.get("status") == "ok"
    ]
    groups: dict[str, list[dict[str, Any]]] = {}
    for r in llm:
        groups.setdefault(_label(r), []).append(r)
    made: list[Path] = []
    if not groups:
        return made

    # accuracy by optimal plan length (the FSM study's Fig. 4)
    fig, ax = plt.subplots(figsize=(7, 4))
    for label, rs in sorted(groups.items()):
        lengths = sorted({r["optimal_length"] for r in rs if r.get("optimal_length") is not None})
        if not lengths:
            continue
        rate = [
            100
            * sum(1 for r in rs if r.get("optimal_length") == n and r.get("success"))
            / max(1, sum(1 for r in rs if r.get("optimal_length") == n))
            for n in lengths
        ]
        ax.plot(lengths, rate, marker="o", label=label)
    ax.set_xlabel("optimal plan length")
    ax.set_ylabel("success %")
    ax.set_ylim(-2, 102)
    ax.legend(fontsize=7)
    made.append(_save(fig, out / "accuracy_by_length.png"))

    def bars(name: str, title: str, values: dict[str, list[float]]) -> None:
        labels = [k for k, v in sorted(values.items()) if v]
        if not labels:
            return
        stats = [mean_ci(values[k]) for k in labels]
        means = [s[0] for s in stats]
        errs = [0.0 if s[1] != s[1] else s[0] - s[1] for s in stats]  # NaN-safe
        fig, ax = plt.subplots(figsize=(7, 4))
        ax.bar(range(len(labels)), means, yerr=errs, capsize=3)
        ax.set_xticks(range(len(labels)), labels, rotation=30, ha="right", fontsize=7)
        ax.set_title(title)
        made.append(_save(fig, out / name))

    failed = {k: [r for r in rs if not r.get("success")] for k, rs in groups.items()}
    bars(
        "failed_distance_to_goal.png",
        "failed plans: distance of the final state to the goal",
        {
            k: [float(r["distance_to_goal"]) for r in rs if r.get("distance_to_goal") is not None]
            for k, rs in failed.items()
        },
    )
    bars(
        "failed_distance_to_initial.png",
        "failed plans: distance back to the initial state",
        {
            k: [
                float(r["distance_to_initial"])
                for r in rs
                if r.get("distance_to_initial") is not None
            ]
            for k, rs in failed.items()
        },
    )
    bars(
        "revisited_states.png",
        "revisited states per episode",
        {k: [float(r.get("revisited_states") or 0) for r in rs] for k, rs in groups.items()},
    )
    bars(
        "tokens.png",
        "thousands of tokens per episode",
        {
            k: [
                ((r.get("prompt_tokens") or 0) + (r.get("completion_tokens") or 0)) / 1000
                for r in rs
                if r.get("prompt_tokens") is not None
            ]
            for k, rs in groups.items()
        },
    )
    return made


def _save(fig: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    import matplotlib.pyplot as plt

    plt.close(fig)
    return path
