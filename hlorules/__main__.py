"""``python -m hlorules``: the ``hlorules`` command line."""

from hlorules.cli import main

main()
