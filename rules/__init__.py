"""The rule language: parse, check and compile ``.rules`` files into matchers.

``load_rules(path_or_text)`` gives a ``RuleSet`` (name -> ``CompiledRule``); each rule has
``match(op)``, ``apply(op) -> Rewrite | None`` and ``explain(op)``. Native hooks are
registered from Python with ``constraint``/``function``/``rewriter``; rule files only name
them. See docs/rules.md for the language.
"""

from .compiler import CompiledRule, compile_rule
from .defs import parse_rules
from .hooks import constraint, function, rewriter
from .model import RuleModel, approx_label
from .ruleset import RuleSet, load_rules
from .runtime import Rewrite


def explain(rule: CompiledRule, op: object) -> str:
    """Why ``rule`` does not match ``op``: the first (furthest) failing check, in words."""
    return rule.explain(op)  # type: ignore[arg-type]


__all__ = ["CompiledRule", "Rewrite", "RuleModel", "RuleSet", "approx_label", "compile_rule",
           "constraint", "explain", "function", "load_rules", "parse_rules", "rewriter"]
