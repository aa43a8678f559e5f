"""The shipped rule library (``*.rules``) and rulebooks (``*.book``).

Installed as package data of ``hlorules.rulebooks`` so that a wheel install finds them; a
book or rule file is named without a path (``--rulebook exec``, ``include "seed.rules"``)
through :mod:`hlorules.base.search_path`.
"""
