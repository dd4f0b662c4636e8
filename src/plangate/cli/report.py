"""``plangate report``: tables (Markdown, CSV, LaTeX), plots and the episode browser
from results files."""

from __future__ import annotations

import argparse

from plangate.cli.common import Subparsers


def add(sub: Subparsers) -> None:
    p = sub.add_parser(
        "report",
        help="tables and plots from results files",
        description="Markdown and CSV tables (and PNG plots) computed from the results alone.",
    )
    p.add_argument("results", nargs="+", help="JSON-lines results of plangate bench")
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--no-plots", action="store_true", help="tables only (no matplotlib needed)")
    p.add_argument(
        "--html",
        action="store_true",
        help="also write a static episode browser (index.html; a page per traced episode)",
    )
    p.set_defaults(func=cmd_report)


def cmd_report(args: argparse.Namespace) -> int:
    from plangate.bench.report import write_report
    from plangate.bench.report.plots import available

    plots = not args.no_plots
    if plots and not available():  # the tables need no plots: the core install reports
        print("plots skipped: matplotlib is not installed (pip install 'plangate[report]')")
        plots = False
    path = write_report(args.results, args.out, plots=plots, html=args.html)
    print(f"report written to {path}")
    if args.html:
        print(f"episode browser: {path.parent / 'index.html'}")
    return 0
