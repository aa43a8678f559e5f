"""The bottom layer: errors, exit codes, options, the search path, GC tuning, the version.

Nothing here imports another ``hlorules`` package.
"""

from __future__ import annotations

__version__ = "0.1.0"
