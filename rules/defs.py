"""Definitions and includes of rule files: which definitions a file sees, and their inlining.

A rule file sees its own ``def``s, those of the files it ``include``s (and, in turn, what
those see) and those of the shipped ``prelude.rules``, which every rule file includes
without saying so. ``resolve`` checks the definitions (unknown names, wrong arity,
recursion, a builtin shadowed, a name defined twice; each one located ``file:line:col``
error) and inlines every use of a definition into the rules, so that the compiler, the
checker and ``explain`` read rules that call no definition: a definition costs nothing at
match time and means exactly its body with the arguments in place of the parameters.

An include names a ``.rules`` file relative to the including file's folder; a bare name not
found there is looked up on the search path (``hlorules.base.search_path``), as a book's
include is.
"""

from __future__ import annotations

import copy
import dataclasses
import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from hlorules.base.errors import HloRulesError, Location, decode_utf8, located
from hlorules.base.search_path import is_bare, locate, shipped_dirs

from . import model as m
from .builtins import BUILTINS
from .compiler import ELEM_TYPES, ENUM_MEMBERS, _did_you_mean, _op_candidates, resolve_op
from .parser import parse_file
from .sources import SOURCES

__all__ = ["PRELUDE", "parse_rules", "resolve"]

PRELUDE = "prelude.rules"
"""The shipped rule file of definitions every rule file sees."""

_PARSED: dict[tuple[str, str], m.RuleFile] = {}  # (file name, text) -> its parse


def _err(msg: str, loc: Location, text: str | None = None) -> HloRulesError:
    return located(msg, loc.file, text if text is not None else SOURCES.get(loc.file),
                   loc.line, loc.col)


# --------------------------------------------------------------------------- what a file sees


def _prelude_path() -> Path | None:
    for d in shipped_dirs():
        if (d / PRELUDE).is_file():
            return d / PRELUDE
    return None


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except (OSError, RuntimeError, ValueError):
        return False


class _Loader:
    """Reads included files once each; ``deps`` lists every file read with its text."""

    def __init__(self) -> None:
        self.stack: list[tuple[Path, str]] = []
        self.seen: dict[Path, dict[str, m.Definition]] = {}
        self.deps: dict[str, str] = {}

    def target(self, inc: m.Include, base: str) -> Path:
        if Path(inc.target).suffix != ".rules":
            raise _err(f"cannot include '{inc.target}': a rule file includes .rules files",
                       inc.loc)
        path = Path(os.path.normpath(os.path.join(os.path.dirname(base), inc.target)))
        if not path.is_file() and is_bare(inc.target):
            found = locate(inc.target, ".rules")
            path = found if found is not None else path
        return path

    def load(self, path: Path, at: Location | None) -> dict[str, m.Definition]:
        """The definitions the rule file at ``path`` sees (its own included)."""
        key = path.resolve()
        display = os.fspath(path)
        for i, (k, _) in enumerate(self.stack):
            if k == key:
                chain = [d for _, d in self.stack[i:]] + [display]
                raise _err("cyclic include: " + " -> ".join(chain),
                           at or Location(display, 1, 1))
        if key in self.seen:
            return self.seen[key]
        try:
            text = decode_utf8(path.read_bytes(), display)
        except FileNotFoundError:
            raise _err(f"cannot find rule file '{display}'", at or Location(display, 1, 1)
                       ) from None
        except (OSError, ValueError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise _err(f"cannot read rule file '{display}': {reason}",
                       at or Location(display, 1, 1)) from None
        SOURCES[display] = text
        self.deps[display] = text
        parsed = _PARSED.get((display, text))
        if parsed is None:

            parsed = _PARSED[(display, text)] = parse_file(text, display)
        self.stack.append((key, display))
        try:
            defs = self.visible(parsed, display, key)
        finally:
            self.stack.pop()
        self.seen[key] = defs
        return defs

    def visible(self, rf: m.RuleFile, file: str, key: Path | None) -> dict[str, m.Definition]:
        """The definitions ``rf`` (the text of ``file``) sees; each checked (own ones)."""
        seen: dict[str, m.Definition] = {}

        def add(d: m.Definition, via: m.Include | None) -> None:
            first = seen.get(d.name)
            if first is None or first is d:
                seen[d.name] = d
                return
            where = via.loc if via is not None else d.loc
            what = f"'{d.name}' (defined at {d.loc})" if via is not None else f"'{d.name}'"
            raise _err(f"duplicate definition {what}: first defined at {first.loc}", where)

        prelude = _prelude_path()
        if prelude is not None and not (key is not None and key == prelude.resolve()) and not (
                key is None and _same_file(Path(file), prelude)):
            for d in self.load(prelude, None).values():
                add(d, None)
        for inc in rf.includes:
            for d in self.load(self.target(inc, file), inc.loc).values():
                add(d, inc)
        for d in rf.definitions:
            _check_name(d)
            add(d, None)
        for d in rf.definitions:
            _check_body(d, seen)
        _check_recursion(rf.definitions, seen)
        return seen


def _natives() -> tuple[Callable[[str], bool], Iterable[str]]:
    """Whether a name is a builtin, an op or a type/enum name; the builtins' names."""

    def native(name: str) -> bool:
        return (name in BUILTINS or name in ("copy", "zip") or name in ELEM_TYPES
                or name in ENUM_MEMBERS or resolve_op(name) is not None)

    return native, list(BUILTINS)


def _check_name(d: m.Definition) -> None:
    native, _ = _natives()
    if native(d.name):
        raise _err(f"definition '{d.name}' shadows the builtin name '{d.name}'", d.loc)


def _check_body(d: m.Definition, defs: dict[str, m.Definition]) -> None:
    """Every name in ``d``'s body is a parameter, a comprehension's item, a definition, a
    builtin, an op, an element type or an enum member; definitions get their arity."""

    _, builtin_names = _natives()
    params = set(d.params or ())

    def walk(x: Any, bound: set[str]) -> None:
        if isinstance(x, m.ListComp):
            walk(x.iter, bound)
            inner = bound | {n for n, _ in x.targets}
            walk(x.elem, inner)
            walk(x.cond, inner)
            return
        if isinstance(x, (m.VarRef, m.Splice)) and x.name not in bound:
            raise _err(f"unbound variable {x.name} in definition '{d.name}'"
                       f"{_did_you_mean(x.name, sorted(bound))}", x.loc)
        if isinstance(x, m.Call):
            if x.regions_from is not None or x.region_tmpls:
                raise _err(f"definition '{d.name}' builds regions: a definition computes "
                           f"values and types, it builds no region", x.loc)
            target = defs.get(x.name)
            if target is not None:
                _check_call(x, target)
            elif "." not in x.name and not _natives()[0](x.name):
                cands = sorted(defs) + list(builtin_names) + _op_candidates()
                raise _err(f"unknown op or function '{x.name}'{_did_you_mean(x.name, cands)}",
                           x.name_loc or x.loc)
            elif "." in x.name and resolve_op(x.name) is None:
                raise _err(f"unknown op '{x.name}'{_did_you_mean(x.name, _op_candidates())}",
                           x.name_loc or x.loc)
        if isinstance(x, m.NameRef):
            target = defs.get(x.name)
            if target is not None:
                _check_ref(x, target)
            elif x.name not in ELEM_TYPES and x.name not in ENUM_MEMBERS:
                cands = sorted(defs) + list(ENUM_MEMBERS) + list(ELEM_TYPES)
                raise _err(f"unknown name '{x.name}'{_did_you_mean(x.name, cands)}", x.loc)
        for child in _children(x):
            walk(child, bound)

    walk(d.body, params)


def _check_call(call: m.Call, d: m.Definition) -> None:
    if d.params is None:
        raise _err(f"'{d.name}' is a constant (defined at {d.loc}): use it without `()`",
                   call.loc)
    if call.attrs is not None or call.regions_from is not None or call.region_tmpls \
            or call.drops:
        raise _err(f"{d.name}() is a definition: it takes no attributes or regions", call.loc)
    if len(call.args) != len(d.params):
        raise _err(f"wrong arity: {d.name}() takes {len(d.params)} argument(s), got "
                   f"{len(call.args)} (defined at {d.loc})", call.loc)


def _check_ref(ref: m.NameRef, d: m.Definition) -> None:
    if d.params is not None:
        raise _err(f"'{d.name}' is a definition with parameters (defined at {d.loc}): call "
                   f"it as {d.name}(...)", ref.loc)


def _uses(x: Any, defs: dict[str, m.Definition]) -> list[tuple[m.Definition, Location]]:
    """The definitions ``x`` names, each with where it is named."""
    out = []
    stack = [x]
    while stack:
        y = stack.pop()
        if isinstance(y, (m.Call, m.NameRef)) and y.name in defs:
            out.append((defs[y.name], y.loc))
        stack.extend(_children(y))
    return out


def _check_recursion(own: list[m.Definition], defs: dict[str, m.Definition]) -> None:
    """Refuse a definition that uses itself, directly or through others."""
    done: set[int] = set()

    def visit(d: m.Definition, path: list[m.Definition]) -> None:
        if id(d) in done:
            return
        for used, loc in _uses(d.body, defs):
            if used in path or used is d:
                chain = [p.name for p in path[path.index(used):]] if used in path else []
                names = " -> ".join([*chain, d.name, used.name]) if chain else \
                    f"{d.name} -> {used.name}"
                raise _err(f"recursive definition: {names} (a definition cannot use itself)",
                           loc)
            visit(used, [*path, d])
        done.add(id(d))

    for d in own:
        visit(d, [])


# --------------------------------------------------------------------------- inlining


def _children(x: Any) -> Iterable[Any]:
    """The sub-nodes of a model node (expressions, region templates), in field order."""
    if not dataclasses.is_dataclass(x):
        return ()
    out: list[Any] = []
    for f in dataclasses.fields(x):
        if f.name in ("loc", "name_loc"):
            continue
        _collect(getattr(x, f.name), out)
    return out


def _collect(v: Any, out: list[Any]) -> None:
    if isinstance(v, m.Node):
        out.append(v)
    elif isinstance(v, (list, tuple)):
        for y in v:
            _collect(y, out)


_SIGIL_NAME = re.compile(r"[$%][A-Za-z_][A-Za-z0-9_]*")
_SIMPLE = (m.VarRef, m.Lit, m.NameRef, m.Call, m.HookCall, m.Index, m.Field, m.ListExpr,
           m.ListComp, m.Splice)


class _Inliner:
    """Replaces each use of a definition by its body, arguments in place of parameters."""

    def __init__(self, defs: dict[str, m.Definition]) -> None:
        self.defs = defs
        self.fresh = 0

    def expr(self, x: Any, subst: dict[str, m.Expr], texts: dict[str, str],
             stack: tuple[str, ...]) -> Any:
        if isinstance(x, (list, tuple)):
            items = [self.expr(y, subst, texts, stack) for y in x]
            return items if isinstance(x, list) else tuple(items)
        if not isinstance(x, m.Node):
            return x
        if isinstance(x, m.VarRef) and x.name in subst:
            return copy.deepcopy(subst[x.name])
        if isinstance(x, m.Splice) and x.name in subst:
            arg = subst[x.name]
            if not isinstance(arg, m.VarRef):
                raise _err(f"{x.name}... splices a parameter: pass it a bound name, not "
                           f"`{arg.text}`", arg.loc)
            return m.Splice(x.loc, text=arg.text + "...", name=arg.name)
        if isinstance(x, m.Call) and x.name in self.defs:
            d = self.defs[x.name]
            _check_call(x, d)
            args = [self.expr(a, subst, texts, stack) for a in x.args]
            return self.body(d, args, x, stack, texts, subst)
        if isinstance(x, m.NameRef) and x.name in self.defs:
            d = self.defs[x.name]
            _check_ref(x, d)
            return self.body(d, [], x, stack, texts, subst)
        if isinstance(x, m.ListComp) and stack:
            # a definition's own items: renamed, so that no argument's name is captured
            comp = copy.copy(x)
            renamed = {}
            for n, _ in x.targets:
                self.fresh += 1
                renamed[n] = f"{n}__{stack[-1]}{self.fresh}"
            comp.iter = self.expr(x.iter, subst, texts, stack)
            inner = {**subst, **{n: m.VarRef(loc, text=renamed[n], name=renamed[n])
                                 for n, loc in x.targets}}
            inner_texts = {**texts, **renamed}
            comp.targets = [(renamed[n], loc) for n, loc in x.targets]
            comp.elem = self.expr(x.elem, inner, inner_texts, stack)
            comp.cond = self.expr(x.cond, inner, inner_texts, stack)
            comp.text = _retext(x.text, inner_texts)
            return comp
        out = copy.copy(x)
        for f in dataclasses.fields(x):
            if f.name in ("loc", "name_loc", "text"):
                continue
            setattr(out, f.name, self.expr(getattr(x, f.name), subst, texts, stack))
        if isinstance(out, m.Expr) and isinstance(x, m.Expr) and texts:
            out.text = _retext(x.text, texts)
        return out

    def body(self, d: m.Definition, args: list[m.Expr], at: m.Expr, stack: tuple[str, ...],
             outer_texts: dict[str, str], outer: dict[str, m.Expr]) -> m.Expr:
        if d.name in stack:  # refused when the definition was read; kept as a guard
            raise _err(f"recursive definition: {' -> '.join([*stack, d.name])}", at.loc)
        params = d.params or []
        subst = dict(zip(params, args, strict=True))
        texts = {p: (a.text if isinstance(a, _SIMPLE) else f"({a.text})")
                 for p, a in zip(params, args, strict=True)}
        out = self.expr(d.body, subst, texts, (*stack, d.name))
        out = copy.copy(out)
        out.loc, out.text = at.loc, at.text if not outer_texts else _retext(at.text,
                                                                           outer_texts)
        if isinstance(out, m.Call) and out.name_loc is not None:
            out.name_loc = at.loc
        return out


def _retext(text: str, texts: dict[str, str]) -> str:
    return _SIGIL_NAME.sub(lambda mt: texts.get(mt.group(0), mt.group(0)), text)


def _uses_any(rule: m.RuleModel, defs: dict[str, m.Definition]) -> bool:
    stack: list[Any] = [rule.checks, rule.rewrite]
    while stack:
        y = stack.pop()
        if isinstance(y, (list, tuple)):
            stack.extend(y)
            continue
        if isinstance(y, (m.Call, m.NameRef)) and y.name in defs:
            return True
        stack.extend(_children(y))
    return False


def resolve(rf: m.RuleFile, filename: str) -> tuple[list[m.RuleModel], list[tuple[str, str]]]:
    """The rules of ``rf`` (the parse of ``filename``) with every definition they see
    inlined, and the files read for those definitions, each with its text (what the rules
    depend on besides their own file). Raises one located error on a bad include or
    definition."""
    loader = _Loader()
    key = None
    if not filename.startswith("<"):
        try:
            key = Path(filename).resolve()
        except (OSError, RuntimeError, ValueError):
            key = None
    if key is not None:
        loader.stack.append((key, filename))
    own = rf.rules[0].source if rf.rules else rf.definitions[0].source if rf.definitions else None
    if own is not None:
        SOURCES[filename] = own
    defs = loader.visible(rf, filename, key)
    inliner = _Inliner(defs)
    models = []
    for rule in rf.rules:
        if not _uses_any(rule, defs):
            models.append(rule)
            continue
        out = copy.copy(rule)
        out.checks = inliner.expr(rule.checks, {}, {}, ())
        out.rewrite = inliner.expr(rule.rewrite, {}, {}, ())
        models.append(out)
    return models, sorted(loader.deps.items())


def parse_rules(text: str, filename: str = "<rules>") -> list[m.RuleModel]:
    """Parse rule-file text into models, with every definition it can see (its own, its
    includes', the prelude's) inlined: the models hold no call of a definition. Names other
    than definitions' are unchecked here (``compiler`` checks them)."""

    return resolve(parse_file(text, filename), filename)[0]
