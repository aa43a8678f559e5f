"""Property-based equivalence checking of rewrites (``hlorules check``).

* module level: :func:`check_module` (an MLIR module and a rulebook) and :func:`check` (a
  JAX function): original vs rewritten on XLA over hypothesis inputs, shrunk
  counterexamples with a standalone repro (:func:`replay` re-runs it);
* rule level: :func:`check_rule` / :func:`check_rules`: programs generated from each rule's
  pattern, the rule applied alone; outcomes ``verified``, ``counterexample``,
  ``could-not-generate`` and ``weak`` (no counterexample, but too few programs fired or a
  boundary class went uncovered: :mod:`hlorules.checker.coverage`).

Heavy imports (hypothesis, jax) happen on first use, so ``import hlorules`` stays cheap.
"""

from __future__ import annotations

from typing import Any

from . import hooks as _hooks  # noqa: F401 -- registers @all_distinct
from .module import check as _check

__all__ = ["COULD_NOT_GENERATE", "COUNTEREXAMPLE", "VERIFIED", "WEAK", "ArgSpec", "Counterexample",
           "Mismatch", "ModuleReport", "RuleReport", "check", "check_module", "check_rule",
           "check_rules", "compare_outputs", "replay"]

_WHERE = {"ArgSpec": "inputs", "Mismatch": "inputs", "compare_outputs": "inputs",
          "Counterexample": "module", "ModuleReport": "module", "check_module": "module",
          "replay": "module", "RuleReport": "rules", "check_rule": "rules",
          "check_rules": "rules", "COULD_NOT_GENERATE": "rules", "COUNTEREXAMPLE": "rules",
          "VERIFIED": "rules", "WEAK": "rules"}


def check(fn: Any, *example_args: Any, rulebook: Any, rules: Any = None, **kwargs: Any) -> Any:
    """Check ``rulebook`` on the JAX function ``fn`` lowered at ``example_args``: a
    :class:`ModuleReport` (``.ok``, ``.counterexample``, ``.render()``). Keyword options as
    :func:`check_module` (``max_examples``, ``seed``, ``outdir``, ``backend``...)."""

    return _check(fn, *example_args, rulebook=rulebook, rules=rules, **kwargs)


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        import importlib

        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(name)
