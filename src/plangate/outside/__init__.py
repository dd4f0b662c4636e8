"""The one guarded door for everything plangate takes from outside: text, files, logs
and paths that a model, an MCP client, a log, a dataset or a batch file gives.

* :mod:`~plangate.outside.paths`: a path from outside is resolved (links included)
  inside the folder the user named (:class:`Folder`), and only a regular file there
  is opened;
* :mod:`~plangate.outside.reading`: one bounded reader of files, streams, lines and
  archive members, sizes checked before the bytes are held;
* :mod:`~plangate.outside.data`: JSON and YAML with nesting and aliases bounded;
* :mod:`~plangate.outside.messages`: key-shaped strings redacted from every message,
  and no content of a file the user did not name in an error that leaves the process;
* :mod:`~plangate.outside.tally`: warnings counted by kind, never kept unbounded;
* :mod:`~plangate.outside.surfaces`: every surface that takes outside input declares
  it, and the hostile tier of the tests runs against every declaration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from plangate.lazy import lazy_names

_NAMES = {
    **dict.fromkeys(("MAX_ALIASES", "MAX_DEPTH", "MAX_NODES", "bounded_loader",
                     "check_shape", "load_json", "load_yaml"), "plangate.outside.data"),
    **dict.fromkeys(("bounded", "redact", "sealed"), "plangate.outside.messages"),
    "Folder": "plangate.outside.paths",
    **dict.fromkeys(("OutsidePathError", "open_regular"), "plangate.outside.files"),
    **dict.fromkeys(("Archive", "Line", "OutsideInputError", "bounded_lines", "decode_utf8",
                     "read_handle"), "plangate.outside.reading"),
    **dict.fromkeys(("Tally", "tallied"), "plangate.outside.tally"),
}  # fmt: skip
__getattr__ = lazy_names(__name__, _NAMES, globals())

if TYPE_CHECKING:
    from plangate.outside.data import (
        MAX_ALIASES,
        MAX_DEPTH,
        MAX_NODES,
        bounded_loader,
        check_shape,
        load_json,
        load_yaml,
    )
    from plangate.outside.files import OutsidePathError, open_regular
    from plangate.outside.messages import bounded, redact, sealed
    from plangate.outside.paths import Folder
    from plangate.outside.reading import (
        Archive,
        Line,
        OutsideInputError,
        bounded_lines,
        decode_utf8,
        read_handle,
    )
    from plangate.outside.tally import Tally, tallied

__all__ = [
    "MAX_ALIASES",
    "MAX_DEPTH",
    "MAX_NODES",
    "Archive",
    "Folder",
    "Line",
    "OutsideInputError",
    "OutsidePathError",
    "Tally",
    "bounded",
    "bounded_lines",
    "bounded_loader",
    "check_shape",
    "decode_utf8",
    "load_json",
    "load_yaml",
    "open_regular",
    "read_handle",
    "redact",
    "sealed",
    "tallied",
]
