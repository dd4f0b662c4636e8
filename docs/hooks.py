"""MkDocs hook: the reference tables (methods, options, limits, commands, layout) are
rendered from the code when the site is built (plangate.reference), never written by
hand."""

from __future__ import annotations

from typing import Any


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    from plangate.reference import fill

    return fill(markdown)
