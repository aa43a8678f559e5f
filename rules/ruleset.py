"""Loading rule files into a ``RuleSet``, and ``apply_once``, a tiny helper for tests."""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from pathlib import Path

from xdsl.ir import Operation

from hlorules.base.errors import located, read_source

from .compiler import CompiledRule, compile_rule
from .defs import resolve
from .parser import parse_file

__all__ = ["RuleSet", "apply_once", "load_rules"]


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
    from hlorules.rules import cache

    # rule files (not text given inline) are parsed once per content: rules/cache.py
    cached = cache.load_rule_file(text, file) if from_file else None
    deps: list[tuple[str, str]] = []
    if cached is None:
        models, deps = resolve(parse_file(text, file), file)
        # pickled before compiling: the entry holds exactly what the parser gave
        fresh = cache.pickled(models) if from_file else None
    else:
        models, codes = cached
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
            compiled.append(compile_rule(mdl))
        except (SyntaxError, RecursionError, MemoryError) as e:  # parser limits keep this out
            raise located(f"rule '{mdl.name}' is too complex to compile ({type(e).__name__}: "
                          f"{getattr(e, 'msg', e)}); simplify it", file, text, mdl.loc.line,
                          mdl.loc.col) from None
    if fresh is not None:
        cache.store_rule_file(text, file, fresh, cache.compiled_code(models), deps)
    return RuleSet(compiled)


def _attached(op: Operation) -> bool:
    cur: Operation | None = op
    while cur is not None:
        if cur.parent is None:
            return cur.name == "builtin.module"
        blk = cur.parent
        region = blk.parent
        cur = region.parent if region is not None else None
    return False


def _erase_dead(op: Operation) -> None:
    from xdsl.traits import Pure

    stack = [op]
    while stack:
        o = stack.pop()
        if o.parent is None or any(r.uses for r in o.results) or not o.has_trait(Pure):
            continue
        producers = [v.owner for v in o.operands if isinstance(v.owner, Operation)]
        o.parent.erase_op(o)
        stack.extend(producers)


def apply_once(module: Operation, rules: RuleSet | Mapping[str, CompiledRule]) -> int:
    """Apply, to each op once (in walk order), the first rule that rewrites it; returns the
    number of rewrites. A test helper, not the engine: no worklist, no fixpoint.

    Inserts the new ops before the root, replaces its results, then erases the root and
    any producers left dead."""
    order = list(rules.values())
    count = 0
    for op in list(module.walk()):
        cands = [r for r in order if not r.roots or op.name in r.roots]
        if not cands or op.parent is None or not _attached(op):
            continue
        for rule in cands:
            rw = rule.apply(op)
            if rw is None:
                continue
            block = op.parent
            assert block is not None
            if rw.new_ops:
                block.insert_ops_before(rw.new_ops, op)
            for old, new in zip(op.results, rw.replacements):
                if old is not new:
                    old.replace_all_uses_with(new)
            producers = [v.owner for v in op.operands if isinstance(v.owner, Operation)]
            if not any(r.uses for r in op.results):
                block.erase_op(op)
                for p in producers:
                    _erase_dead(p)
            count += 1
            break
    return count
