"""The shipped rule library's native part: hooks that ``rulebooks/*.rules`` name.

Importing this package registers the hooks (``seed_hooks``); ``hlorules.rules.load_rules``
imports it lazily when it loads a shipped rule file (one in a ``rulebooks`` folder). Import
it yourself to load a copy of ``seed.rules`` kept elsewhere. See docs/library.md.
"""

from __future__ import annotations

from . import seed_hooks

__all__ = ["seed_hooks"]
