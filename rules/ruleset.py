"""Loading rule files into a ``RuleSet``: compiled rules by name and by the op they root at."""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from pathlib import Path

from xdsl.ir import Operation

from hlorules.base.errors import located, read_source
from hlorules.rules import cache

from .compiler import CompiledRule, compile_rule
from .defs import resolve
from .parser import parse_file

__all__ = ["RuleSet", "load_rules"]


class RuleSet(Mapping[str, CompiledRule]):
    """Compiled rules in file order, by name; ``by_root[op_name]`` lists the rules that can
    root at that op (rules of any op, ``match *(...)``, have empty ``roots``: ``for_op``
    adds them)."""

    def __init__(self, rules: list[CompiledRule]) -> None:
        self._rules = {r.name: r for r in rules}
        self.by_root: dict[str, list[CompiledRule]] = {}
        for r in rules:
            for root in sorted(r.roots):
                self.by_root.setdefault(root, []).append(r)

    def __getitem__(self, name: str) -> CompiledRule:
        return self._rules[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)

    def __repr__(self) -> str:
        return f"RuleSet({', '.join(self._rules)})"

    def for_op(self, op: Operation) -> list[CompiledRule]:
        """The rules that can root at ``op`` (including any-op rules), in file order."""
        return [r for r in self._rules.values() if not r.roots or op.name in r.roots]


def _is_path(x: str | os.PathLike[str]) -> bool:
    if isinstance(x, os.PathLike):
        return True
    return "\n" not in x and "{" not in x and len(x) < 4096 and Path(x).is_file()


def load_rules(path_or_text: str | os.PathLike[str], filename: str | None = None) -> RuleSet:
    """Parse, check and compile a rule file (a path) or rule text; runs no code from it.

    Every problem raises one ``HloRulesError`` with ``file:line:col`` and the source line:
    syntax, unknown ops/attributes/hooks/names, unbound variables, kind mismatches, wrong
    arity, duplicate rule names, bad includes and definitions (``rules.defs``: includes are
    relative to ``filename``'s folder)."""
    from_file = _is_path(path_or_text)
    if from_file:
        p = Path(path_or_text)
        file = filename or str(p)
        text = read_source(p, file)
    else:
        text, file = str(path_or_text), filename or "<rules>"

    # rule files (not text given inline) are loaded once per content: rules/cache.py
    if from_file:
        known = cache.recall_rule_set(text, file)
        if known is not None:
            return known  # type: ignore[no-any-return]
    cached = cache.load_rule_file(text, file) if from_file else None
    deps: list[tuple[str, str]] = []
    if cached is None:
        models, deps = resolve(parse_file(text, file), file)
        digests = cache.dep_digests(deps)
        # pickled before compiling: the entry holds exactly what the parser gave
        fresh = cache.pickled(models) if from_file else None
    else:
        models, codes, digests = cached
        fresh = None
        cache.seed_code(models, codes)
    seen: dict[str, object] = {}
    compiled = []
    for mdl in models:
        if mdl.name in seen:
            first = seen[mdl.name]
            raise located(f"duplicate rule name '{mdl.name}' (first defined at {first})",
                          file, text, mdl.loc.line, mdl.loc.col)
        seen[mdl.name] = mdl.loc
        try:
            compiled.append(compile_rule(mdl, cache.code_for))
        except (SyntaxError, RecursionError, MemoryError) as e:  # parser limits keep this out
            raise located(f"rule '{mdl.name}' is too complex to compile ({type(e).__name__}: "
                          f"{getattr(e, 'msg', e)}); simplify it", file, text, mdl.loc.line,
                          mdl.loc.col) from None
    if fresh is not None:
        cache.store_rule_file(text, file, fresh, cache.compiled_code(models), deps)
    out = RuleSet(compiled)
    if from_file:
        cache.remember_rule_set(text, file, digests, out)
    return out
