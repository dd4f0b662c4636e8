"""A report's table and its three forms: Markdown, CSV (as shown, and split into
numbers) and LaTeX (``booktabs``), so every table a report prints can go into a paper
as it is."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Table:
    title: str
    columns: list[str]
    rows: list[list[str]]
    note: str = ""

    def markdown(self) -> str:
        """The table in Markdown; every cell through :func:`md_cell` (names from outside
        never become HTML, links or extra columns)."""
        out = [f"## {md_text(self.title)}", ""]
        if self.note:
            out += [md_text(self.note), ""]
        out.append("| " + " | ".join(md_cell(c) for c in self.columns) + " |")
        out.append("|" + "---|" * len(self.columns))
        out += ["| " + " | ".join(md_cell(c) for c in r) + " |" for r in self.rows]
        return "\n".join(out) + "\n"

    def latex(self, label: str = "") -> str:
        """A ``table`` environment with a ``booktabs`` tabular (``\\usepackage{booktabs}``):
        the title as the caption, the note under it, text columns left-aligned and
        numeric ones right-aligned."""
        numeric = [
            bool(self.rows) and all(_numeric(row[i]) for row in self.rows if row[i].strip())
            for i in range(len(self.columns))
        ]
        spec = "".join("r" if n else "l" for n in numeric)
        out = [
            "\\begin{table}[ht]",
            "\\centering",
            "\\small",
            f"\\caption{{{latex_escape(self.title)}}}",
        ]
        if label:
            out.append(f"\\label{{tab:{label}}}")
        out += [
            f"\\begin{{tabular}}{{{spec}}}",
            "\\toprule",
            " & ".join(latex_escape(c) for c in self.columns) + " \\\\",
            "\\midrule",
        ]
        out += [" & ".join(latex_escape(c) for c in row) + " \\\\" for row in self.rows]
        out += ["\\bottomrule", "\\end{tabular}"]
        if self.note:
            out.append(
                "\\par\\smallskip\\parbox{\\linewidth}{\\footnotesize "
                f"{latex_escape(self.note)}}}"
            )
        out.append("\\end{table}")
        return "\n".join(out) + "\n"

    def write_csv(self, path: Path) -> None:
        """The table as shown, and beside it ``NAME_numeric.csv``: every "v [lo, hi]" or
        "v ± e" cell split into value, low and high columns of numbers (pandas-ready)."""
        with path.open("w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow([csv_cell(c) for c in self.columns])
            w.writerows([csv_cell(c) for c in row] for row in self.rows)
        split = [
            any(_INTERVAL.fullmatch(row[i].strip()) for row in self.rows)
            for i in range(len(self.columns))
        ]
        header: list[str] = []
        for name, wide in zip(self.columns, split, strict=True):
            header += [name, f"{name} low", f"{name} high"] if wide else [name]
        with path.with_name(f"{path.stem}_numeric.csv").open(
            "w", newline="", encoding="utf-8"
        ) as fh:
            w = csv.writer(fh)
            w.writerow([csv_cell(c) for c in header])
            for row in self.rows:
                out: list[str] = []
                for cell, wide in zip(row, split, strict=True):
                    out += _numbers(cell) if wide else [_number(cell)]
                w.writerow([csv_cell(c) for c in out])


_INTERVAL = re.compile(
    r"(-?[\d.]+)\s*(?:\[(-?[\d.]+),\s*(-?[\d.]+)\]|±\s*([\d.]+))(?:\s*\(1 run\))?"
)
_LATEX = {
    "\\": "\\textbackslash{}",
    "&": "\\&",
    "%": "\\%",
    "$": "\\$",
    "#": "\\#",
    "_": "\\_",
    "{": "\\{",
    "}": "\\}",
    "~": "\\textasciitilde{}",
    "^": "\\textasciicircum{}",
    "±": "$\\pm$",
    "<": "\\textless{}",
    ">": "\\textgreater{}",
    "≥": "$\\geq$",
    "≤": "$\\leq$",
    "→": "$\\rightarrow$",
    "×": "$\\times$",
}
_LATEX_RE = re.compile("|".join(re.escape(k) for k in _LATEX))


# the escaping rule of each output format (HTML: html.escape, in plangate.bench.report.html)
_MD_HTML = re.compile(r"[<>]|&(?=#?\w+;)")
_FORMULA = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")


def md_text(text: str) -> str:
    """Text for Markdown outside a table: no HTML (``<``, ``>``, an entity's ``&``)."""
    return _MD_HTML.sub(lambda m: {"<": "&lt;", ">": "&gt;"}.get(m.group(0), "&amp;"), text)


def md_cell(text: str) -> str:
    """A Markdown table cell: no HTML, no ``|`` that would open a column, no code span,
    one line."""
    text = md_text(" ".join(str(text).split()))
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("`", "\\`")


def csv_cell(value: object) -> str:
    """A CSV cell a spreadsheet shows as text: one starting with ``=``, ``+``, ``-``,
    ``@`` (or a tab or carriage return) that is not a number gets a leading ``'``."""
    text = "" if value is None else str(value)
    if text.startswith(_FORMULA) and text not in ("-", "--") and not _is_float(text):
        return "'" + text
    return text


def latex_escape(text: str) -> str:
    """Text as LaTeX prints it: its special characters escaped."""
    return _LATEX_RE.sub(lambda m: _LATEX[m.group(0)], text)


def _numeric(cell: str) -> bool:
    text = cell.strip()
    return bool(_INTERVAL.fullmatch(text)) or _number(text) != text or _is_float(text)


def _is_float(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _numbers(cell: str) -> list[str]:
    m = _INTERVAL.fullmatch(cell.strip())
    if m is None:
        return [_number(cell), "", ""]
    value = float(m.group(1))
    if m.group(4) is not None:
        e = float(m.group(4))
        return [f"{value:g}", f"{value - e:g}", f"{value + e:g}"]
    return [f"{value:g}", m.group(2), m.group(3)]


def _number(cell: str) -> str:
    """A plain number stays; "n/a", "not reported" and the like become empty."""
    text = cell.strip()
    if _is_float(text):
        return text
    return "" if text in ("n/a", "not reported", "") else text


def write_latex(tables: list[tuple[str, Table]], path: Path) -> None:
    """Every table of a report in one file of ``table`` environments (``\\input`` it in
    a document that loads ``booktabs``)."""
    head = (
        "% plangate report: every table as a booktabs table environment.\n"
        "% \\usepackage{booktabs} in the preamble; \\input{tables.tex} where they go.\n\n"
    )
    path.write_text(head + "\n".join(t.latex(name) for name, t in tables), encoding="utf-8")
