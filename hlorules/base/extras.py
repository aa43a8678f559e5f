"""Optional extras (pyproject.toml's ``[project.optional-dependencies]``): the module each
one brings, and the one error a command raises when the one it needs is not installed.

A command that can do without an extra (``experiment`` without ``plot``) goes on and says
so in one line; one that cannot (``prove`` without ``prove``) stops with
:class:`MissingExtra`, which the command line reports in one line and exits
:attr:`~hlorules.base.exit_codes.ExitCode.MISSING_EXTRA` with.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from hlorules.base.errors import HloRulesError

__all__ = ["EXTRAS", "MissingExtra", "require"]

EXTRAS = {"plot": "matplotlib", "prove": "z3", "dask": "distributed", "ray": "ray",
          "enzyme": "enzyme_ad"}
"""Each extra and the module whose import tells whether it is installed."""


class MissingExtra(HloRulesError):
    """``what`` needs the optional extra ``extra``, which is not installed."""

    def __init__(self, extra: str, what: str) -> None:
        self.extra = extra
        self.need = f"the '{extra}' extra ({EXTRAS[extra]}): pip install 'hlorules[{extra}]'"
        """What to install, for a message of the caller's own."""
        super().__init__(f"{what} needs {self.need}")


def require(extra: str, what: str) -> ModuleType:
    """The module of ``extra`` (:data:`EXTRAS`), imported; :class:`MissingExtra` naming
    ``what`` needs it when it cannot be imported."""
    try:
        return importlib.import_module(EXTRAS[extra])
    except ImportError:
        raise MissingExtra(extra, what) from None
