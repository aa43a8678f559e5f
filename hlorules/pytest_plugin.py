"""pytest plugin: collect ``*.rules`` files as rule-level checks (opt-in).

Enabled by ``hlorules_collect_rules = true`` in the pytest ini options; until the
rule-level checker exists it adds only the option.
"""

from __future__ import annotations

from typing import Any


def pytest_addoption(parser: Any) -> None:
    parser.addini("hlorules_collect_rules", "collect *.rules files as rule checks", type="bool",
                  default=False)
