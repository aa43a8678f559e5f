"""Reading and printing modules, XLA, and the jit bridge. Importing the package registers the
constant folder's XLA evaluators (``set fold_backend``, :mod:`.fold_oracle`)."""

from hlorules.lowering import fold_oracle as _fold_oracle  # noqa: F401
