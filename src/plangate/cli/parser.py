"""The command line's parser class: a mistake is one line naming the closest valid word
and where the rest are listed, not the usage."""

from __future__ import annotations

import argparse
import re
from typing import NoReturn

_CHOICE = re.compile(r"argument (\S+): invalid choice: '([^']*)' \(choose from (.*)\)$", re.S)


class Parser(argparse.ArgumentParser):
    """The command line's parser (and, as their class, its commands'): a mistake is one
    line naming the closest valid word and where the rest are listed, not the usage."""

    def error(self, message: str) -> NoReturn:
        import difflib

        m = _CHOICE.match(message)
        if m is not None:
            flag, given, listed = m.groups()
            choices = re.findall(r"'([^']*)'", listed)
            close = difflib.get_close_matches(given, choices, n=1, cutoff=0.5)
            hint = f"did you mean {close[0]!r}? " if close else ""
            listing = f"({self.prog} --help lists the {len(choices)} choices)"
            message = f"{flag}: no such choice {given!r}; {hint}{listing}"
        else:
            message += f" (see {self.prog} --help)"
        self.exit(2, f"{self.prog}: error: {message}\n")


__all__ = ["Parser"]
