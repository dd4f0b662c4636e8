"""``python -m plangate.cli``: the ``plangate`` command."""

import sys

from plangate.cli import main

sys.exit(main())
