"""``hlorules prove``: SMT proofs of rules for bounded shapes (z3).

A rule is proved **for the bound** when, for every program the rule-level checker's
generator (``checker/generate.py``) can build whose tensors all have rank <= ``max_rank``
and dims <= ``max_dim``, and that the rule rewrites, the original and the rewritten
program give the same outputs for *every* input (z3: no input makes an output element
differ, compared as ``check`` compares them).

* **Shapes and attributes are enumerated.** The generator draws every choice from a
  ``random.Random``; :class:`ExhaustiveRng` replaces it with a depth-first enumeration of
  the choice sequences (SmallCheck style): integer draws (``randrange``, ``choice``,
  ``shuffle``, ``sample``) branch over every value, and a ``random()`` draw over the
  intervals between the thresholds the generator compares it with (recorded by a probe
  float), so each program is built once per distinct path. Integer draws larger than
  ``max_dim + 3`` in magnitude are not taken (they only build dims, indices and
  attributes beyond the bound). If the enumeration does not finish within ``max_programs``
  distinct programs, the rule is *unknown (not enumerable)*.
* **Constant values are enumerated or symbolic.** A constant whose elements the rule never
  reads (no ``value``/``is_splat``/``splat_value``/``box``/``windows``/... of it, no native
  hook) is built as a placeholder and given symbolic elements, so its values are proved for
  all at once; constants the rule reads keep the generator's values (enumerated), as do
  ``i1`` constants.
* **Inputs are symbolic**; the semantics are in :mod:`hlorules.checker.symbolic`.

Outcomes (Alive2's): ``proved`` for the bound (N programs), ``counterexample`` (a concrete
module and inputs, written as a repro that ``hlorules check --replay DIR`` re-runs on XLA),
``unknown`` (a solver timeout, an op not encoded, a difference only through an
uninterpreted function, or a choice space not enumerable within the budget).
"""

from __future__ import annotations

import itertools
import math
import random
import re
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from hlorules.base.errors import HloRulesError, read_source
from hlorules.base.exit_codes import ExitCode
from hlorules.base.extras import require
from hlorules.base.gc_tuning import engine_gc
from hlorules.base.search_path import resolve
from hlorules.dialect import REGISTRY, make_context
from hlorules.dialect import domains as dm
from hlorules.dialect.constants import from_numpy
from hlorules.dialect.types import shape_of
from hlorules.engine.api import apply
from hlorules.engine.schedule import Phase
from hlorules.lowering import exporter, importer, jaxlib_api
from hlorules.lowering.text_parser import FixedParser
from hlorules.rules import load_rules
from hlorules.rules import model as m

from .generate import Builder, Program, Reject, _dense, constant_operands, generate
from .generate_domain import literals_agree
from .inputs import Mismatch
from .module import Counterexample, Pair
from .rules import _rewrite_alone, _root_op, _write

__all__ = [
    "DEFAULT_MAX_DIM",
    "DEFAULT_MAX_PROGRAMS",
    "DEFAULT_MAX_RANK",
    "DEFAULT_TIMEOUT",
    "DEFAULT_TIME_LIMIT",
    "ExhaustiveRng",
    "ProofReport",
    "enumerate_programs",
    "prove_rule",
    "prove_rules",
    "run_prove",
]

DEFAULT_MAX_RANK = 2
DEFAULT_MAX_DIM = 2
DEFAULT_ELEMS = ("i1", "i32", "f32")  # element types in the default bound
ALL_ELEMS = ("i1", "i8", "i16", "i32", "i64", "ui8", "ui32", "f16", "bf16", "f32", "f64")
DEFAULT_MAX_PROGRAMS = 100_000  # a budget; the 300 CPU s time limit binds first
DEFAULT_TIMEOUT = 20.0  # seconds per solver query
DEFAULT_TIME_LIMIT = 300.0  # seconds per rule
DEFAULT_SAMPLES = 300  # random paths before the exhaustive enumeration
MAX_DRAWS = 400

PROVED, COUNTEREXAMPLE, UNKNOWN = "proved", "counterexample", "unknown"
MAX_INDEX_DOMAIN = 64  # an index constant with too many draw paths to list is enumerated
# over its value domain when that has at most this many vectors (2 elements at bound 2)
MAX_CONSTANT_PATHS = 40_000  # a drawn constant's values listed once when its draws have fewer
# (25x for one element: a scalar index's draws have ~2e5 paths, listed in about 2 CPU s)
TOO_MANY: Any = ["too many paths"]  # _distinct's answer past max_paths (a unique object)


class Prune(BaseException):
    """This choice path leaves the bound (BaseException: generators catch Exception).
    ``cut``: every path through the first ``cut`` choices of this one can be skipped."""

    def __init__(self, why: str, cut: int | None = None) -> None:
        super().__init__(why)
        self.cut = cut


class NotEnumerable(BaseException):
    """The generator uses a draw in a way the enumeration cannot branch over."""


class Stopped(BaseException):
    """The enumeration was asked to stop (a time limit) in the middle of a build."""


STOP_EVERY = 1024  # draws between two questions to an enumeration's ``stop``


class _Probe(float):
    """A ``random()`` draw that records the thresholds it is compared with."""

    _rec: Any

    def __new__(cls, v: float, rec: Any) -> _Probe:  # noqa: PYI034
        o = float.__new__(cls, v)
        o._rec = rec
        return o

    def __lt__(self, t: Any) -> bool:
        self._rec(float(t))
        return float(self) < t

    def __ge__(self, t: Any) -> bool:
        self._rec(float(t))
        return float(self) >= t

    def __le__(self, t: Any) -> bool:
        self._rec(math.nextafter(float(t), 2.0))
        return float(self) <= t

    def __gt__(self, t: Any) -> bool:
        self._rec(math.nextafter(float(t), 2.0))
        return float(self) > t

    def _arith(self, *_: Any) -> Any:
        raise NotEnumerable("the generator computes with a random() draw")

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _arith
    __truediv__ = __rtruediv__ = __floordiv__ = __mod__ = __int__ = _arith
    __hash__ = float.__hash__

    def __eq__(self, t: object) -> bool:
        raise NotEnumerable("the generator compares a random() draw for equality")


_PLAIN = (int, bool, str, float, type(None))


class ExhaustiveRng(random.Random):
    """A ``random.Random`` whose draws enumerate every choice sequence depth-first.

    Call :meth:`advance` after each build; it moves to the next unexplored path and returns
    False once every path has been built. Integer draws outside ``[-cap, cap]`` are not
    taken (a draw with none left prunes the path: :class:`Prune`)."""

    def __init__(self, cap: int, max_draws: int = MAX_DRAWS) -> None:
        super().__init__(0)
        self.cap, self.max_draws = cap, max_draws
        self.path: list[list[Any]] = []  # ["i", index, count] or ["f", value, thresholds]
        self.pos = 0
        self.sampler: random.Random | None = None  # set: new choices are random, not first
        # asked every STOP_EVERY draws (a build that lists many values: a time limit)
        self.stop: Callable[[], str | None] | None = None
        self._draws = 0

    def set_sampler(self, sampler: random.Random | None) -> None:
        """Draw new choices at random from ``sampler`` (a random path per build), or
        (None) enumerate; either way the path restarts empty."""
        self.sampler, self.path, self.pos = sampler, [], 0

    def _entry(self, kind: str, n: int = 0) -> list[Any]:
        self._draws += 1
        if self.stop is not None and self._draws % STOP_EVERY == 0:
            why = self.stop()
            if why:
                raise Stopped(why)
        if self.pos < len(self.path):
            e = self.path[self.pos]
            if e[0] != kind or (kind == "i" and e[2] != n):
                raise NotEnumerable("the generator is not deterministic given its choices")
        else:
            if len(self.path) >= self.max_draws:
                raise Prune(f"more than {self.max_draws} choices")
            r = self.sampler
            e = ["i", r.randrange(n) if r else 0, n] if kind == "i" else \
                ["f", r.random() if r else 0.0, set()]
            self.path.append(e)
        self.pos += 1
        return e

    def _randbelow(self, n: int) -> int:  # type: ignore[override]
        if n <= 0:
            raise ValueError("empty range")
        return int(self._entry("i", n)[1])

    def random(self) -> float:
        e = self._entry("f")
        return _Probe(e[1], e[2].add)

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:  # type: ignore[override]
        if stop is None:
            start, stop = 0, start
        r = range(start, stop, step)
        if not r:
            raise ValueError(f"empty range for randrange({start}, {stop}, {step})")
        if step == 1:
            vals = range(max(start, -self.cap), min(stop, self.cap + 1))
        else:
            vals = [v for v in r if -self.cap <= v <= self.cap]  # type: ignore[assignment]
        if not vals:
            raise Prune(f"every value in [{start}, {stop}) is beyond the bound")
        return vals[self._randbelow(len(vals))]

    def choice(self, seq: Any) -> Any:
        """One of ``seq``'s values, each distinct one once (the generator weights values by
        repeating them: ``choice([1, 1, 2])`` is two paths here, not three)."""
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        items = list(seq)
        t0 = type(items[0])
        if (t0 is str or t0 is int) and all(type(x) is t0 for x in items):
            distinct = list(dict.fromkeys(items))  # equal strs (ints) have equal reprs
        elif not all(type(x) in _PLAIN for x in items):
            return items[self._randbelow(len(items))]
        else:
            distinct = list({(type(x), repr(x)): x for x in items}.values())  # -0.0 != 0.0
        return distinct[self._randbelow(len(distinct))]

    def getrandbits(self, k: int) -> int:
        raise NotEnumerable("the generator draws raw bits")

    def restart(self) -> None:
        self.pos = 0

    def advance(self) -> bool:
        """Move to the next path (False: every path has been built)."""
        del self.path[self.pos:]
        while self.path:
            e = self.path[-1]
            if e[0] == "i":
                if e[1] + 1 < e[2]:
                    e[1] += 1
                    return True
            else:
                above = [t for t in e[2] if e[1] < t < 1.0]
                if above:
                    e[1] = min(above)
                    return True
            self.path.pop()
        return False


# --------------------------------------------------------------------------- value blindness

# builtins that read the elements of their arguments (the rest read types, shapes, uses)
VALUE_READERS = {"is_splat", "value", "foldable", "all_distinct", "splat_value",
                 "all_in_range", "box", "is_box", "windows", "in_bounds", "disjoint",
                 "overlaps", "covers", "index_rows", "twin"}


def _walk(node: Any) -> Iterator[Any]:
    stack = [node]
    while stack:
        x = stack.pop()
        if isinstance(x, (list, tuple)):
            stack.extend(x)
        elif isinstance(x, m.Node):
            yield x
            stack.extend(v for v in vars(x).values() if isinstance(v, (m.Node, list, tuple)))


def _leaves(pat: Any) -> set[str]:
    """Names bound to pattern leaves (``%x``, ``%xs...`` and ``constant() as %c``)."""
    out: set[str] = set()
    for n in _walk(pat):
        if isinstance(n, (m.ValuePat, m.RestPat)) and n.name:
            out.add(n.name)
        if isinstance(n, m.OpPat) and n.bind and n.op.split(".")[-1] == "constant" \
                and len(n.alts) <= 1:
            out.add(n.bind)
    return out


@dataclass(frozen=True)
class Sensitivity:
    """Which constants' elements the rule reads: ``every`` one, or those bound to ``names``
    (and index operands when ``indices``)."""

    every: bool
    names: frozenset[str] = frozenset()
    indices: bool = False
    splat: frozenset[str] = frozenset()  # constants a top-level is_splat(%c) requires splat
    # operands of a commutative op one of which must be a splat (either may be bound to it):
    # drawn as a splat of the generator's values or a symbolic non-splat (None: wildcards)
    either: frozenset[str | None] = frozenset()
    # a read ``%xs...`` leaf: the generator builds its operands as unnamed wildcards
    unnamed: bool = False

    def reads(self, name: str | None, role: str) -> bool:
        return self.every or (name is not None and name in self.names) or (
            self.indices and role == "index") or (name is None and self.unnamed)


def sensitivity(rule: m.RuleModel) -> Sensitivity:
    """Which constants' values the rule's constraints and rewrite can depend on."""
    read: set[str] = set()
    for n in _walk([rule.checks, rule.rewrite]):
        if isinstance(n, m.HookCall):
            return Sensitivity(True)
        if isinstance(n, m.Call) and n.name in VALUE_READERS:
            read |= {a.name for a in _walk(n.args) if isinstance(a, m.VarRef)
                     and a.name.startswith("%")}
    names, indices = constant_operands(rule)
    read |= names
    # a comprehension's value variable stands for the items of what it iterates over
    # (`value(%i) for %i in %is`, `is_constant(%i) for %i in %is`): the leaf %is is read
    for n in _walk([rule.checks, rule.rewrite]):
        if isinstance(n, m.ListComp) and isinstance(n.iter, m.VarRef) \
                and n.iter.name.startswith("%"):
            targets = {t for t, _ in n.targets} & read
            if targets:
                read = (read - targets) | {n.iter.name}
    splat: set[str] = set()

    def conj(e: Any) -> None:
        if isinstance(e, m.Binary) and e.op == "and":
            conj(e.a)
            conj(e.b)
        elif isinstance(e, m.Call) and e.name == "is_splat" and len(e.args) == 1 \
                and isinstance(e.args[0], m.VarRef):
            splat.add(e.args[0].name)
    for chk in rule.checks:
        if isinstance(chk, m.Let):
            break  # a where after a let may be guarded by it: only the leading ones
        conj(chk.expr)
    if read - _leaves(rule.pattern):
        return Sensitivity(True, splat=frozenset(splat))  # an op's value is read
    # a commutative op matches both operand orders: the sibling of a read operand may be
    # bound to it, so its value is read too (and wildcards are not named: every one)
    either: set[str | None] = set()
    for n in _walk(rule.pattern):
        if isinstance(n, m.OpPat) and len(n.operands) == 2 and _commutative(n):
            leaf_names = [_leaf_name(o) for o in n.operands]
            hit = [x for x in leaf_names if x in read]
            if not hit:
                continue
            leaves = all(isinstance(o, (m.ValuePat, m.WildPat)) or _leaf_name(o)
                         for o in n.operands)
            if leaves and all(x in splat for x in hit):
                # a non-splat operand is never bound to the splat one, and its value is not
                # read in the other role: symbolic; a splat one: enumerated values
                either |= set(leaf_names)
                read -= set(hit)
                splat -= set(hit)
            elif any(x is None for x in leaf_names):
                return Sensitivity(True, splat=frozenset(splat - set(leaf_names)))
            else:
                read |= {x for x in leaf_names if x}
                splat -= {x for x in leaf_names if x}  # either order may bind: no cut
    rest = {n.name for n in _walk(rule.pattern) if isinstance(n, m.RestPat) and n.name}
    return Sensitivity(False, frozenset(read), indices, frozenset(splat), frozenset(either),
                       bool(read & rest))


def _leaf_name(p: Any) -> str | None:
    if isinstance(p, m.ValuePat):
        return p.name
    if isinstance(p, m.OpPat) and p.op.split(".")[-1] == "constant":
        return p.bind
    return None


def _commutative(p: Any) -> bool:
    from xdsl.traits import Commutative

    for name in (p.alts or [p.op]):
        full = name if "." in name else f"stablehlo.{name}"
        spec = REGISTRY.get(full)
        cls = getattr(spec, "cls", None)
        if cls is None or cls.has_trait(Commutative):
            return True  # unknown counts as commutative (conservative)
    return False


def _sentinel(k: int, elem: str) -> float | int:
    return (41 + k) if not elem.startswith(("f", "bf")) else 1.25 + k


class _ProveBuilder(Builder):
    """The generator's program state, building the constants whose values the rule does
    not read as placeholders (a splat of a sentinel value) without drawing their values."""

    sens: Sensitivity = Sensitivity(True)
    max_rank: int = DEFAULT_MAX_RANK
    bound_dim: int = DEFAULT_MAX_DIM
    elems: tuple[str, ...] = DEFAULT_ELEMS
    zero_in_window_draws = True  # a path that fails on an empty dim is dropped (Prune)
    domain_first = True  # each op with a listed domain: every instance of it in the bound

    def domain_bound(self) -> Any:
        return domain_bound(self.max_rank, self.bound_dim, self.elems)

    def bound_check(self, t: Any) -> None:
        self._bounded(t)

    def _bounded(self, t: Any) -> Any:
        if len(t.shape) > self.max_rank or any(d > self.bound_dim for d in t.shape) \
                or not _elem_within(t.elem, self.elems):
            raise Prune("beyond the bound")  # early: the program would be filtered out
        return t

    _outcomes: ClassVar[dict[Any, list[Any]]] = {}  # per builder class (rule and bound)

    def _distinct(self, fn: Any, *args: Any, max_paths: int | None = None) -> Any:
        """``fn(*args)`` (a draw helper whose result depends on its arguments and its draws
        alone), as one choice over its distinct results: the helper's draws are enumerated
        once, aside, and each path that gives a result already seen is not taken again
        (``dim()`` reaches 2 through two random() intervals; a shape through many). With
        ``max_paths``, a helper with more paths than that returns :data:`TOO_MANY` (the
        caller draws it plainly)."""
        key = (fn.__name__, self.max_dim, args)
        outs = self._outcomes.get(key)
        if outs is None:
            outer, sub = self.rng, ExhaustiveRng(getattr(self.rng, "cap", self.bound_dim + 3))
            sub.stop = getattr(outer, "stop", None)
            outs, seen, paths = [], set(), 0
            self.rng = sub
            try:
                while True:
                    sub.restart()
                    paths += 1
                    if max_paths is not None and paths > max_paths:
                        outs = TOO_MANY
                        break
                    try:
                        v = fn(*args)
                        if repr(v) not in seen:  # repr: -0.0 is not 0.0
                            seen.add(repr(v))
                            outs.append(v)
                    except (Prune, Reject, ValueError, IndexError, KeyError):
                        pass  # no program on this path
                    if not sub.advance():
                        break
            finally:
                self.rng = outer
            self._outcomes[key] = outs
        if outs is TOO_MANY:
            return TOO_MANY
        if not outs:
            raise Prune("no draw within the bound")
        return outs[self.rng._randbelow(len(outs))]  # type: ignore[attr-defined]

    def dim(self, lo: int = 1) -> int:
        return int(self._distinct(self._dim, lo))

    def _dim(self, lo: int) -> int:
        return super().dim(lo)

    def elem(self, kind: str = "any") -> str:
        """The generator's element draw, over the bound's element types only."""
        return str(self._distinct(self._elem, kind))

    def _elem(self, kind: str) -> str:
        if set(self.elems) >= set(ALL_ELEMS):
            return super().elem(kind)
        pool = {"bool": ["i1"], "int": [e for e in self.elems if e[0] in "iu" and e != "i1"],
                "intbool": [e for e in self.elems if e[0] in "iu"],
                "float": [e for e in self.elems if e[0] in "fb"]}.get(kind, list(self.elems))
        if not pool:
            raise Prune("no element type of this kind in the bound")
        return self.rng.choice(pool)

    def shape(self, rank: int | None = None, lo: int = 1) -> tuple[int, ...]:
        return tuple(self._distinct(self._shape, rank, lo))

    def _shape(self, rank: int | None, lo: int) -> tuple[int, ...]:
        out = super().shape(rank, lo)
        if len(out) > self.max_rank:
            raise Prune("beyond the bound")
        return out

    def slice_dim(self, n: int, unit_mode: str) -> tuple[int, int, int]:
        return tuple(self._distinct(self._slice_dim, n, unit_mode))  # type: ignore[return-value]

    def _slice_dim(self, n: int, unit_mode: str) -> tuple[int, int, int]:
        return super().slice_dim(n, unit_mode)

    def slice_dims(self, shape: tuple[int, ...]) -> Any:
        return self._distinct(self._slice_dims, tuple(shape))

    def _slice_dims(self, shape: tuple[int, ...]) -> Any:
        return super().slice_dims(shape)

    def broadcast_plan(self, known: Any, want: Any) -> Any:
        """The generator's plan, one choice over its distinct results; a ``want`` beyond
        the bound prunes at once (the plan's result type is ``want`` whenever one is given,
        so every path would prune when the broadcast is emitted: a slice asks for operands
        grown past the bound, and a rank-4 ``want`` has hundreds of plan paths)."""
        if want is not None:
            self._bounded(want)
        return self._distinct(self._broadcast_plan, known, want)

    def _broadcast_plan(self, known: Any, want: Any) -> Any:
        return super().broadcast_plan(known, want)

    def rand_type(self, kind: str = "any", rank: int | None = None) -> Any:
        return self._distinct(self._rand_type, kind, rank)

    def _rand_type(self, kind: str, rank: int | None) -> Any:
        return super().rand_type(kind, rank)

    def arg(self, t: Any, bound: int = 0) -> Any:
        return super().arg(self._bounded(t), bound)

    def emit(self, op: str, operands: list[Any], result: Any, props: str = "",
             region: str = "") -> Any:
        return super().emit(op, operands, self._bounded(result), props, region)

    def __init__(self, rule: m.RuleModel, rng: random.Random, max_dim: int = 5) -> None:
        super().__init__(rule, rng, max_dim)
        self._cur: tuple[str | None, str] | None = None
        self.placeholders: list[str] = []  # SSA names (name hints) of symbolic constants

    def leaf(self, want: Any, name: str | None, role: str, bound: int) -> Any:
        self._cur = (name, role)
        try:
            return super().leaf(want, name, role, bound)
        finally:
            self._cur = None

    def gen(self, pat: Any, want: Any = None, role: str = "data", bound: int = 0) -> Any:
        if isinstance(pat, m.OpPat) and pat.op.split(".")[-1] == "constant" and len(pat.alts) <= 1:
            self._cur = (pat.bind, role)
        return super().gen(pat, want, role, bound)

    def constant(self, t: Any, role: str = "data", bound: int = 0) -> Any:
        cur, self._cur = self._cur, None
        rng = self.rng
        if cur is not None and cur[0] in self.sens.either and t.numel > 0:
            if t.numel >= 2 and rng.random() < 0.5:
                return self._placeholder(t, splat=False, role=role, bound=bound)
            v = self._drawn_constant(t, role, bound) if isinstance(rng, ExhaustiveRng) \
                else super().constant(t, role, bound)
            if "dense<[" in self.lines[-1]:
                # non-splat: the other branch's symbolic constant covers it
                raise Prune("non-splat drawn constant")
            return v
        if cur is None or t.numel == 0 or self.sens.reads(cur[0], role):
            if not isinstance(rng, ExhaustiveRng):
                v = super().constant(t, role, bound)
            else:
                v = self._drawn_constant(t, role, bound)
            if cur is not None and cur[0] in self.sens.splat and "dense<[" in self.lines[-1]:
                raise Prune("not splat")  # the rule needs this constant splat
            return v
        return self._placeholder(t, splat=True, role=role, bound=bound)

    def _drawn_constant(self, t: Any, role: str, bound: int) -> Any:
        """The generator's constant, its values drawn as one choice over the distinct
        values its draws can give (``choice([0, 1, -1, ...])`` per element, a shuffled
        index pool, ...: many paths reach one value)."""
        hint = self.index_hint
        key_hint = None if hint is None else (tuple(hint[0]), tuple(hint[1]))
        got = self._distinct(self._constant_values, t, role, bound, key_hint,
                             max_paths=MAX_CONSTANT_PATHS * (25 if t.numel == 1 else 1))
        if got is TOO_MANY and role == "index" and t.elem != "i1" and t.numel \
                and (bound + 5) ** t.numel <= MAX_INDEX_DOMAIN:
            # too many draw paths to list, few values: every vector over the values the
            # generator's index draws take ([-1, bound + 3], and the hint), a superset
            return self._index_domain(t, bound, key_hint)
        if got is TOO_MANY:  # too many draw paths to list their values: drawn plainly
            return Builder.constant(self, t, role, bound)
        text, vals = got
        if role == "index" and hint is not None and tuple(hint[0]) == t.shape:
            self.index_hint = None  # consumed, as the generator's constant() does
        v = self.emit("stablehlo.constant", [], t, f"value = {text} : {t.text()}")
        self.const_values[v.name] = list(vals)
        return v

    def _index_domain(self, t: Any, bound: int,
                      hint: tuple[tuple[int, ...], tuple[int, ...]] | None) -> Any:
        lo = 0 if t.elem.startswith("ui") else -1
        vecs = list(itertools.product(range(lo, bound + 4), repeat=t.numel))
        if hint is not None and tuple(hint[0]) == t.shape:
            self.index_hint = None  # consumed, as the generator's constant() does
            vec = tuple(abs(v) for v in hint[1]) if lo == 0 else tuple(hint[1])
            if vec not in vecs:
                vecs.append(vec)
        vals = list(vecs[self.rng._randbelow(len(vecs))])  # type: ignore[attr-defined]
        v = self.emit("stablehlo.constant", [], t,
                      f"value = {_dense(vals, t.shape, t.elem)} : {t.text()}")
        self.const_values[v.name] = vals
        return v

    def _constant_values(self, t: Any, role: str, bound: int,
                         hint: tuple[tuple[int, ...], tuple[int, ...]] | None
                         ) -> tuple[str, tuple[Any, ...]]:
        """One draw of the generator's constant values (its dense text, which tells -0.0
        from 0.0, and the values), the builder's state left as it was."""
        n0, l0, h0 = self.n, len(self.lines), self.index_hint
        self.index_hint = None if hint is None else (hint[0], list(hint[1]))
        try:
            v = Builder.constant(self, t, role, bound)
            vals = self.const_values.pop(v.name)
            text = self.lines[-1].split("value = ", 1)[1].rsplit(" : ", 2)[0]
        finally:
            del self.lines[l0:]
            self.n, self.index_hint = n0, h0
        return text, tuple(vals)

    def _placeholder(self, t: Any, splat: bool, role: str, bound: int) -> Any:
        # a value no other constant of this program has: the engine's hash-consing would
        # merge two equal constants, and their symbols with them
        taken = {ln.split("value = ", 1)[1] for ln in self.lines if '"stablehlo.constant"' in ln}
        for k in range(len(self.placeholders), len(self.placeholders) + 64):
            if t.elem != "i1":
                vals = [_sentinel(k + (0 if splat else j), t.elem) for j in range(t.numel)]
            else:
                c = k if splat else 1 + k % max(1, (1 << min(t.numel, 16)) - 2)
                vals = [bool((c >> (j % 16)) & 1) for j in range(t.numel)]
            text = f"{_dense(vals, t.shape, t.elem)} : {t.text()}"
            if text not in taken and (splat or "dense<[" in text):
                break
        else:
            if not splat:
                raise Prune("no free non-splat placeholder")  # not reached for numel >= 2
            return super().constant(t, role, bound)  # no free placeholder: drawn values
        v = self.emit("stablehlo.constant", [], t, f"value = {text}")
        self.placeholders.append(v.name.lstrip("%"))
        return v


def _builder_for(sens: Sensitivity, max_rank: int, max_dim: int,
                 elems: tuple[str, ...]) -> type[_ProveBuilder]:
    return type("_RuleBuilder", (_ProveBuilder,),
                {"sens": sens, "max_rank": max_rank, "bound_dim": max_dim, "elems": elems,
                 "_outcomes": {}})


# --------------------------------------------------------------------------- the bound

# what an op of the pattern needs of the bound for its attributes to take more than one
# element (StableHLO op name without the dialect: smallest max rank, max dim, element types
# to add, and what they let occur); read from the pattern's ops, never from a rule's name
OP_NEEDS: dict[str, tuple[int, int, tuple[str, ...], str]] = {
    "slice": (1, 3, (), "a strided slice keeping 2+ elements (stride 2 over a dim of 3)"),
    "dynamic_slice": (1, 3, (), "a slice of 2 elements at more than one start"),
    "dynamic_update_slice": (1, 3, (), "an update of 2 elements at more than one start"),
    "transpose": (3, 2, (), "a rank-3 permutation"),
    "broadcast_in_dim": (3, 2, (), "a rank-3 permutation of broadcast dimensions"),
    "compare": (0, 1, ("ui32",), "an unsigned comparison"),
    "convert": (0, 1, ("ui32", "i8", "f16"), "conversions through narrower and unsigned types"),
    "remainder": (0, 1, ("ui32",), "an unsigned remainder"),
    "divide": (0, 1, ("ui32",), "an unsigned division"),
    "shift_right_arithmetic": (0, 1, ("ui32",), "an unsigned shift"),
    "shift_right_logical": (0, 1, ("ui32",), "an unsigned shift"),
    "shift_left": (0, 1, ("ui32",), "an unsigned shift"),
    "clamp": (0, 1, ("ui32",), "an unsigned clamp"),
    "maximum": (0, 1, ("ui32",), "an unsigned maximum"),
    "minimum": (0, 1, ("ui32",), "an unsigned minimum"),
}
# builtins of a where clause that tell integer kinds apart: the bound holds an unsigned type
SIGN_READERS = {"is_integer", "is_unsigned", "is_signed"}


@dataclass(frozen=True)
class Bound:
    """A bound on the programs ``prove`` covers: rank <= ``max_rank``, dims <= ``max_dim``,
    element types ``elems``; ``why`` says what a bound larger than the default lets occur."""

    max_rank: int = DEFAULT_MAX_RANK
    max_dim: int = DEFAULT_MAX_DIM
    elems: tuple[str, ...] = DEFAULT_ELEMS
    why: tuple[str, ...] = ()

    def text(self) -> str:
        return (f"rank <= {self.max_rank}, dims <= {self.max_dim}, element types "
                f"{', '.join(self.elems)}")

    def not_covered(self) -> str:
        """What programs outside the bound hold (the verdict says it is not covered)."""
        rest = [e for e in ALL_ELEMS if e not in self.elems]
        return (f"rank > {self.max_rank}, dims > {self.max_dim}"
                + (f", element types {', '.join(rest)}" if rest else ""))


def _pattern_ops(model: m.RuleModel) -> list[str]:
    """The StableHLO ops the pattern matches (short names, each once, in order)."""
    out: list[str] = []
    for n in _walk(model.pattern):
        if isinstance(n, m.OpPat):
            for name in (n.alts or [n.op]):
                short = name.split(".", 1)[1] if name.startswith("stablehlo.") else name
                if short not in out and short != "*":
                    out.append(short)
    return out


def default_bound(model: m.RuleModel) -> Bound:
    """The smallest bound in which every attribute class of the pattern can occur with more
    than one element (:data:`OP_NEEDS` per pattern op; rank k + 1 for k nested reduces; an
    unsigned type where a where clause tells integer kinds apart), never below the default
    bound."""
    rank, dim, elems, why = DEFAULT_MAX_RANK, DEFAULT_MAX_DIM, list(DEFAULT_ELEMS), []
    for op in _pattern_ops(model):
        need = OP_NEEDS.get(op)
        if need is None:
            continue
        r, d, es, what = need
        if r > rank or d > dim or any(e not in elems for e in es):
            why.append(f"{op}: {what}")
        rank, dim = max(rank, r), max(dim, d)
        elems += [e for e in es if e not in elems]
    # k reduces in the pattern (one reading another's result): each keeps a dim of the
    # next one's operand only from rank k + 1 on (a reduce of a reduce merging their dims
    # is wrong only where the outer reduce's dims are numbered apart from x's)
    reduces = sum(1 for n in _walk(model.pattern) if isinstance(n, m.OpPat)
                  and "reduce" in [a.split(".", 1)[-1] for a in (n.alts or [n.op])])
    if reduces >= 2 and rank < reduces + 1:
        rank = reduces + 1
        why.append(f"reduce: {reduces} reduces, each keeping a dim of the next (rank "
                   f"{reduces + 1})")
    reads_sign = any(isinstance(n, m.Call) and n.name in SIGN_READERS
                     for n in _walk([model.checks, model.rewrite]))
    if reads_sign and "ui32" not in elems:
        elems.append("ui32")
        why.append("an unsigned type (the rule tells integer kinds apart)")
    return Bound(rank, dim, tuple(elems), tuple(why))


def short_of(bound: Bound, need: Bound) -> list[str]:
    """What ``bound`` cannot exercise that ``need`` (the rule's default bound) can: the
    reasons of ``need`` whose rank, dim or element type ``bound`` lacks."""
    if bound.max_rank >= need.max_rank and bound.max_dim >= need.max_dim \
            and set(bound.elems) >= set(need.elems):
        return []
    out = []
    for op_why in need.why:
        op = op_why.split(":", 1)[0]
        r, d, es, _ = (need.max_rank, 1, (), "") if op == "reduce" else \
            OP_NEEDS.get(op, (0, 1, ("ui32",), ""))
        if r > bound.max_rank or d > bound.max_dim or any(e not in bound.elems for e in es):
            out.append(op_why)
    return out or [f"the rule's default bound ({need.text()})"]


# --------------------------------------------------------------------------- attribute coverage


def pattern_attributes(model: m.RuleModel) -> list[tuple[str, str]]:
    """(op, field) for each attribute of each op the pattern matches (a constant's value
    aside: constants are symbolic or enumerated, see the module docstring)."""

    out: list[tuple[str, str]] = []
    for op in _pattern_ops(model):
        spec = REGISTRY.get(op if "." in op else f"stablehlo.{op}")
        for fld in getattr(spec, "props", {}) or {}:
            if op == "constant" and fld == "value":
                continue
            if (op, fld) not in out:
                out.append((op, fld))
    return out


MAX_DOMAIN = 20_000  # instances listed per op and operand types; past it: not listed


def _type_value(t: Any) -> tuple[tuple[int, ...], str]:
    """A tensor type as the domains' value form: (shape, element as MLIR prints it)."""

    return tuple(shape_of(t)), str(t.element_type)


def _type_text(t: tuple[tuple[int, ...], str]) -> str:
    return f"tensor<{''.join(f'{d}x' for d in t[0])}{t[1]}>"


def domain_bound(max_rank: int, max_dim: int, elems: tuple[str, ...]) -> Any:
    """The domains' bound (``hlorules.dialect.domains.Bound``) of a proof's bound: dims
    from 0, index operands of the bound's integer types (i32 when it has none)."""

    ints = tuple(e for e in elems if e in ("i32", "i64", "ui32")) or ("i32",)
    return dm.Bound(max_rank=max_rank, max_dim=max_dim, min_dim=0, elements=elems,
                    index_elements=ints)


def domain_instances(op: str, given: tuple[Any, ...], bound: Bound,
                     nodes: Sequence[m.OpPat] = ()) -> set[tuple[Any, ...]] | None:
    """Every valid instance of ``op`` (its result types and printed attributes) over given
    operands of these types within the bound, from :mod:`hlorules.dialect.domains`, that
    one of the pattern's op nodes ``nodes`` admits (has its attribute literals; every
    instance when none is given, or when none of the domain's has them); None where that
    module has no domain for the op or lists more than :data:`MAX_DOMAIN` instances (the
    op's attributes then count as sampled)."""

    full = op if "." in op else f"stablehlo.{op}"
    if full not in dm.DOMAINS:
        return None
    dbound = domain_bound(bound.max_rank, bound.max_dim, bound.elems)
    out: set[tuple[Any, ...]] = set()
    admitted: set[tuple[Any, ...]] = set()
    for c in dm.enumerate_choices(full, dbound, list(given)):
        props = tuple(sorted((k, str(v)) for k, v in dm.to_properties(c).items()))
        out.add((tuple(c.results), props))
        if any(literals_agree(n, c) for n in nodes):
            admitted.add((tuple(c.results), props))
        if len(out) > MAX_DOMAIN:
            return None
    return admitted or out


def pattern_op_nodes(model: m.RuleModel) -> dict[str, list[m.OpPat]]:
    """The pattern's op nodes by the StableHLO op (short name) each may match."""

    out: dict[str, list[m.OpPat]] = {}
    for n in _walk(model.pattern):
        if isinstance(n, m.OpPat):
            for name in dict.fromkeys(n.alts or [n.op]):
                short = name.split(".", 1)[1] if name.startswith("stablehlo.") else name
                out.setdefault(short, []).append(n)
    return out


@dataclass
class AttributeCoverage:
    """Which instances (result types and attribute values) of each pattern op with
    attributes the enumeration built, per the types of the operands its domain takes as
    given; :meth:`sampled` compares them with the op's whole domain."""

    attrs: list[tuple[str, str]]
    seen: dict[tuple[str, tuple[Any, ...] | None], set[tuple[Any, ...]]] = field(
        default_factory=dict)
    # the pattern's op nodes by op: an op is compared with the instances they admit
    nodes: dict[str, list[m.OpPat]] = field(default_factory=dict)

    def record(self, module: Any) -> None:
        """Note the instances of the pattern's ops in a built program."""
        if not self.attrs:
            return

        ops = {op for op, _ in self.attrs}
        for o in module.walk():
            short = o.name.split(".", 1)[1] if o.name.startswith("stablehlo.") else o.name
            if short not in ops:
                continue
            dom = dm.DOMAINS.get(o.name)
            try:
                if dom is not None and len(dom.operands) == len(o.operands):
                    given: tuple[Any, ...] | None = tuple(
                        _type_value(o.operands[dom.operands.index(g)].type) for g in dom.given)
                else:  # no domain, or a variadic operand group: not compared
                    given = None
                results = tuple(_type_value(r.type) for r in o.results)
            except (AttributeError, TypeError, ValueError):
                continue  # not a tensor (a token, a tuple): outside every domain
            props = tuple(sorted((k, str(v)) for k, v in o.properties.items()))
            self.seen.setdefault((short, given), set()).add((results, props))

    def sampled(self, bound: Bound) -> list[str]:
        """``op.field`` for each attribute of an op whose built instances are not every
        instance its domain allows over the operand types the enumeration built (or whose
        domain is not known), with one instance never built: what the verdict names as
        sampled, not covered. Where the pattern fixes attributes of the op (literals),
        every instance is the instances with those values."""
        out: list[str] = []
        for op in dict.fromkeys(op for op, _ in self.attrs):
            fields = [f for o, f in self.attrs if o == op]
            keys = [k for k in self.seen if k[0] == op]
            missing = None if keys else "never built"
            for k in keys:
                given = k[1]
                dom = None if given is None else domain_instances(
                    op, given, bound, self.nodes.get(op, ()))
                if dom is None or given is None:
                    missing = "its domain is not listed"
                    break
                lack = dom - self.seen[k]
                if lack:
                    res, props = min(lack)
                    over = ", ".join(_type_text(t) for t in given) or "no given operand"
                    to = ", ".join(_type_text(t) for t in res)
                    missing = (f"e.g. {', '.join(f'{n} = {v}' for n, v in props)} over "
                               f"{over}{f' to {to}' if res else ''} never built")
                    break
            if missing:
                out.append(f"{', '.join(f'{op}.{f}' for f in fields)} ({missing})")
        return out


# --------------------------------------------------------------------------- enumeration

_TENSOR = re.compile(r"tensor<((?:[^<>]|<[^<>]*>)*)>")
_DIMS = re.compile(r"((?:[^x]*x)*?)((?:complex<)?[a-z]+\d*>?)", re.DOTALL)


def _elem_within(elem: str, elems: tuple[str, ...]) -> bool:
    """Whether ``elem`` is in the bound's element types; ``complex<E>`` is when ``E`` is
    (the complex type of a float type in the bound)."""
    if elem.startswith("complex<"):
        return elem[len("complex<"):-1] in elems
    return elem in elems


def within(text: str, max_rank: int, max_dim: int,
           elems: tuple[str, ...] = ALL_ELEMS) -> bool:
    """Every tensor type in the module has rank <= max_rank, dims <= max_dim and an element
    type in ``elems``."""
    for mt in _TENSOR.finditer(text):
        shape, elem = _DIMS.fullmatch(mt.group(1)).groups()  # type: ignore[union-attr]
        dims = shape.split("x")[:-1]
        if len(dims) > max_rank or any(not d.isdigit() or int(d) > max_dim for d in dims) \
                or not _elem_within(elem, elems):
            return False
    return True


@dataclass
class Enumeration:
    """What an enumeration saw: distinct programs within the bound, paths built, and
    whether every path was built (``complete``) or why not."""

    programs: int = 0
    paths: int = 0
    complete: bool = False
    why: str = ""
    rejects: Counter[str] = field(default_factory=Counter)


def enumerate_programs(model: m.RuleModel, max_rank: int, max_dim: int,
                       elems: tuple[str, ...] = ALL_ELEMS,
                       max_programs: int = DEFAULT_MAX_PROGRAMS,
                       stats: Enumeration | None = None,
                       builder: type[Builder] = Builder,
                       samples: int = 0,
                       stop: Callable[[], str | None] | None = None,
                       seen: set[str] | None = None
                       ) -> Iterator[tuple[Program, Any]]:
    """Every distinct program the generator builds from ``model`` within the bound (with
    the builder that built it), ``samples`` random paths first (so that a counterexample
    shows early), then every path depth-first; ``stats`` says whether the enumeration
    finished. ``stop``, asked before every choice path and every ``STOP_EVERY`` draws of a
    build, ends the enumeration with the reason it gives (a time limit: paths that build
    no program, and builds that list many values, cost time too). Programs in ``seen`` (an
    earlier enumeration's) are skipped; the ones yielded are added to it."""
    st = stats if stats is not None else Enumeration()
    st.complete = False
    rng = ExhaustiveRng(cap=max_dim + 3)
    rng.stop = stop
    seen = seen if seen is not None else set()
    built: list[Any] = []
    sampler = random.Random(0)

    class _Capture(builder):  # type: ignore[valid-type, misc]
        def __init__(self, *a: Any, **k: Any) -> None:
            super().__init__(*a, **k)
            built.append(self)

    sampled = 0
    while True:
        why = stop() if stop is not None else None
        if why:
            st.why = why
            return
        if sampled < samples:  # random paths first: counterexamples come early
            rng.set_sampler(sampler)
        elif sampled == samples:
            rng.set_sampler(None)
        sampled += 1
        rng.restart()
        built.clear()
        st.paths += 1
        prog = None
        try:
            prog = generate(model, rng, max_dim=max_dim, builder=_Capture)
        except Prune as e:
            st.rejects["beyond the bound" if e.cut is None else "a constant the rule needs "
                       "splat is not"] += 1
            if e.cut is not None:
                rng.pos = e.cut
        except NotEnumerable as e:
            st.why = f"not enumerable: {e}"
            return
        except Stopped as e:
            st.why = str(e)
            return
        except Reject as e:
            st.rejects[f"cannot build: {e}"] += 1
        except (ValueError, IndexError, KeyError) as e:
            st.rejects[f"the generator raised {type(e).__name__}"] += 1
        if prog is not None and prog.text not in seen:
            if within(prog.text, max_rank, max_dim, elems):
                seen.add(prog.text)
                st.programs += 1
                yield prog, built[0] if built else None
            else:
                st.rejects["beyond the bound"] += 1
        if sampled <= samples:
            continue
        if not rng.advance():
            st.complete = True
            return
        if st.programs >= max_programs:
            st.why = (f"not enumerable within {max_programs} programs "
                      f"({st.paths} choice paths)")
            return


# --------------------------------------------------------------------------- parsing

# attributes and types the generator prints over and over, parsed once per process
# (xDSL attributes are immutable: one object may be shared by many modules)
_REUSABLE = re.compile(r'dense<[^<>"]*>\s*:\s*tensor<[^<>]*>|array<[^<>]*>|tensor<[^<>]*>'
                       r'|#stablehlo(?:\.\w+)?<[^<>"]*>')
_PARSED: dict[str, Any] = {}
_MAX_PARSED = 200_000


def _program_parser() -> type:
    class _ProgramParser(FixedParser):
        """The importer's parser, reusing the attributes and types it parsed before."""

        def _reuse(self, parse: Any, kind: str) -> Any:
            content = self.lexer.input.content
            mt = _REUSABLE.match(content, self.pos)
            if mt is None:
                return parse()
            key = kind + mt.group(0)
            hit = _PARSED.get(key)
            if hit is not None:
                self._resume_from(mt.end())
                return hit
            v = parse()
            if v is not None and not content[mt.end():self.pos].strip() \
                    and len(_PARSED) < _MAX_PARSED:
                _PARSED[key] = v  # it consumed exactly the text matched
            return v

        def parse_optional_type(self) -> Any:
            return self._reuse(super().parse_optional_type, "t:")

        def parse_optional_attribute(self) -> Any:
            return self._reuse(super().parse_optional_attribute, "a:")

    return _ProgramParser


_PARSER: list[Any] = []  # [parser class, context]


def parse_program(text: str) -> Any:
    """A generated program's (generic-form) text as an xDSL module, not verified: the
    importer's xDSL parser, with the attributes and types it has read before reused, and
    one context for every program (a fresh one loads its dialects again: about a tenth of
    a program's cost)."""

    if not _PARSER:
        _PARSER[:] = [_program_parser(), make_context()]
    return _PARSER[0](_PARSER[1], text, "<program>").parse_module()


def verifies(module: Any, text: str) -> bool:
    """Whether the module (parsed from ``text``) passes the importer's checks: xDSL's
    verifiers and jaxlib's (which are stricter than this dialect's)."""
    from xdsl.utils.exceptions import VerifyException

    try:
        jaxlib_api.parse_module(text)
    except jaxlib_api.mlir_error_type():
        return False
    try:
        module.verify()
    except VerifyException:
        return False
    return True


# --------------------------------------------------------------------------- proving one pair


@dataclass
class PairResult:
    """One program's verdict: ``unsat`` (equal), ``sat`` (with the model's values),
    ``unknown`` (with why)."""

    status: str
    why: str = ""
    inputs: list[np.ndarray] = field(default_factory=list)
    constants: dict[str, np.ndarray] = field(default_factory=dict)
    uninterpreted: set[str] = field(default_factory=set)
    where: str = ""


def _symbols(shape: tuple[int, ...], el: Any, prefix: str) -> np.ndarray:
    import z3

    from . import symbolic as sy  # lazy: needs z3 (the prove extra)
    out = np.empty(shape, dtype=object)
    for j, idx in enumerate(np.ndindex(*shape)):
        if el.kind == "c":  # two float symbols
            sort = sy.part_of(el).sort
            out[idx] = sy.Cx(z3.Const(f"{prefix}_{j}_re", sort), z3.Const(f"{prefix}_{j}_im", sort))
        else:
            out[idx] = z3.Const(f"{prefix}_{j}", el.sort)
    return out


def _float_terms(args: list[np.ndarray], elems: list[Any]) -> list[Any]:
    """The float symbols of the arguments (a complex element's two parts)."""
    out: list[Any] = []
    for arr, el in zip(args, elems):
        if el.kind not in ("f", "c"):
            continue
        for x in arr.reshape(-1):
            out += [x.re, x.im] if el.kind == "c" else [x]
    return out


def prove_pair(mo: Any, mr: Any, placeholders: list[str],
               timeout: float) -> PairResult:
    """Whether some input makes the two (imported) modules' outputs differ (z3)."""
    import z3

    from . import symbolic as sy  # lazy: needs z3 (the prove extra)
    from .module import main_func

    block = main_func(mo).regions[0].blocks[0]
    try:
        arg_elems = [sy.elem_of_type(a.type) for a in block.args]
        args = [_symbols(tuple(shape_of(a.type)), el, f"arg{i}")
                for i, (a, el) in enumerate(zip(block.args, arg_elems))]
        env = sy.Env(args)
        abstract_types: dict[str, Any] = {}
        for op in mo.walk():
            hint = op.results[0].name_hint if op.name == "stablehlo.constant" else None
            if hint in placeholders and hint not in env.abstract:
                el = sy.elem_of_type(op.results[0].type)
                env.abstract[hint] = _symbols(tuple(shape_of(op.results[0].type)), el,
                                              f"const_{hint}")
                abstract_types[hint] = el
        sym = sy.Symbolic()
        outs_o = sy.evaluate_module(mo, env, sym)
        outs_r = sy.evaluate_module(mr, env, sym)
    except sy.NotEncoded as e:
        return PairResult(UNKNOWN, str(e))
    if len(outs_o) != len(outs_r):
        return PairResult("sat", "the rewrite changes the number of outputs")
    terms = []
    for k, (a, b) in enumerate(zip(outs_o, outs_r)):
        if a.arr.shape != b.arr.shape or a.elem != b.elem:
            return PairResult("sat", f"output {k}: the rewrite changes its type")
        for idx in np.ndindex(*a.arr.shape):
            x: Any = a.arr[idx]
            y: Any = b.arr[idx]
            if z3.is_expr(x) and z3.is_expr(y) and x.eq(y):
                continue  # one term: equal, NaN or not (z3 cannot simplify fpEQ(t, t))
            if isinstance(x, sy.Cx) and isinstance(y, sy.Cx) and x.re.eq(y.re) \
                    and x.im.eq(y.im):
                continue
            d = z3.simplify(sy.differs(x, y, a.elem))
            if not z3.is_false(d):
                terms.append(d)
    if not terms:
        return PairResult("unsat", uninterpreted=sym.uninterpreted)
    s = z3.Solver()
    s.set("timeout", int(timeout * 1000))
    s.add(z3.Or(*terms))
    r = s.check()
    if r == z3.unsat:
        return PairResult("unsat", uninterpreted=sym.uninterpreted)
    if r == z3.unknown:
        return PairResult(UNKNOWN, f"solver: {s.reason_unknown()}",
                          uninterpreted=sym.uninterpreted)
    model = s.model()
    # a difference: where one exists, a model without subnormal float inputs, as XLA CPU
    # may flush those at run time (which model z3 returned first depends on its state, so
    # a repro through a subnormal would show or not from one process to the next)
    normal = [z3.Not(z3.fpIsSubnormal(x)) for x in _float_terms(args, arg_elems)]
    if normal:
        s.add(*normal)
        if s.check() == z3.sat:
            model = s.model()
    inputs = []
    for arr, el in zip(args, arg_elems):
        vals = np.empty(arr.shape, dtype=el.np_dtype)
        for idx in np.ndindex(*arr.shape):
            vals[idx] = sy.from_model(model, arr[idx], el)
        inputs.append(vals)
    consts = {}
    for key, arr in env.abstract.items():
        el = abstract_types[key]
        vals = np.empty(arr.shape, dtype=el.np_dtype)
        for idx in np.ndindex(*arr.shape):
            vals[idx] = sy.from_model(model, arr[idx], el)
        consts[key] = vals
    return PairResult("sat", inputs=inputs, constants=consts, uninterpreted=sym.uninterpreted)


def _concrete_module(original: Any, constants: dict[str, np.ndarray]) -> str:
    """The original module's text, its symbolic constants given the model's values."""

    for op in list(original.walk()):
        if op.name == "stablehlo.constant" and op.results[0].name_hint in constants:
            op.properties["value"] = from_numpy(constants[op.results[0].name_hint],
                                                op.results[0].type)
    return exporter.to_text(original)


# --------------------------------------------------------------------------- proving a rule


@dataclass
class ProofReport:
    """The result of proving one rule for a bound."""

    name: str
    location: str
    outcome: str
    programs: int = 0        # distinct programs within the bound
    fired: int = 0           # of them, rewritten by the rule (each proved or not)
    seconds: float = 0.0     # wall-clock
    reason: str = ""
    semantics: str = ""      # the element semantics the proof used
    counterexample: Any = None
    confirmed: bool | None = None  # the counterexample reproduces on XLA
    cpu: float = 0.0         # CPU seconds of this process (z3 included): what --time-limit bounds
    bound: Bound | None = None  # the bound the rule was proved (or not) for

    @property
    def ok(self) -> bool:
        return self.outcome == PROVED

    def summary(self) -> str:
        if self.outcome == PROVED:
            what = f"proved for the bound ({self.fired} programs)"
            if self.bound is not None:
                what = (f"proved for the bound {self.bound.text()} ({self.fired} programs; "
                        f"not covered: {self.bound.not_covered()})")
        elif self.outcome == COUNTEREXAMPLE:
            what = f"COUNTEREXAMPLE: {self.reason}"
        else:
            what = f"unknown ({self.reason})"
        sem = f"; {self.semantics}" if self.semantics else ""
        if self.bound is not None and self.outcome != PROVED:
            sem = f"; bound: {self.bound.text()}{sem}"
        return (f"{self.name} ({self.location}): {what} [{self.programs} programs in the "
                f"bound, {self.fired} fired, {self.seconds:.1f}s, {self.cpu:.1f} CPU s{sem}]")

    def render(self) -> str:
        text = self.summary()
        if self.counterexample is not None:
            prog = "\n".join("    " + ln for ln in self.counterexample.original.splitlines())
            text += "\n" + self.counterexample.render() + "\n  program:\n" + prog
        return text


def _semantics(kinds: set[str], ufs: set[str]) -> str:
    parts = []
    if "f" in kinds:
        parts.append("floats: IEEE (SMT FP, RNE)")
    if kinds & {"i", "u"}:
        parts.append("integers: bit-vectors")
    if ufs:
        parts.append("uninterpreted: " + ", ".join(sorted(ufs)))
    return "; ".join(parts)


def prove_rule(rule: Any, *, max_rank: int | None = None, max_dim: int | None = None,
               elems: tuple[str, ...] | None = None,
               timeout: float = DEFAULT_TIMEOUT, max_programs: int = DEFAULT_MAX_PROGRAMS,
               outdir: str | Path | None = None, backend: str = "cpu",
               time_limit: float = DEFAULT_TIME_LIMIT,
               samples: int = DEFAULT_SAMPLES) -> ProofReport:
    """Prove one compiled rule for the bound (see the module docstring); never raises for
    a rule it cannot prove (that is the ``unknown`` outcome). The bound is the rule's
    :func:`default_bound`, each of ``max_rank``, ``max_dim`` and ``elems`` given replacing
    its part; "proved" needs a bound that exercises what the default bound does and every
    pattern attribute enumerated over its whole domain (:class:`AttributeCoverage`). The whole enumeration runs
    under the engine's collector tuning (``engine_gc``), not each program's rewrite alone:
    the thousands of small modules' reference cycles otherwise cost collections."""

    with engine_gc():
        return _prove_rule(rule, max_rank=max_rank, max_dim=max_dim, elems=elems,
                           timeout=timeout, max_programs=max_programs, outdir=outdir,
                           backend=backend, time_limit=time_limit, samples=samples)


def _prove_rule(rule: Any, *, max_rank: int | None, max_dim: int | None,
                elems: tuple[str, ...] | None, timeout: float, max_programs: int, outdir: str | Path | None, backend: str,
                time_limit: float, samples: int) -> ProofReport:

    t0, c0 = time.monotonic(), time.process_time()
    name, loc = rule.name, str(rule.location)
    model = getattr(rule, "model", None)
    if model is None:
        return ProofReport(name, loc, UNKNOWN, reason="a Python rule (no pattern model)")
    if model.approx is not None:
        kind, value = model.approx
        return ProofReport(name, loc, UNKNOWN, reason=(
            f"approximate (approx {kind} {value:g}): prove decides exact equality only; "
            "'hlorules check' judges it against its tolerance"))
    need = default_bound(model)
    bound = Bound(need.max_rank if max_rank is None else max_rank,
                  need.max_dim if max_dim is None else max_dim,
                  need.elems if elems is None else tuple(elems), need.why)
    cov = AttributeCoverage(pattern_attributes(model), nodes=pattern_op_nodes(model))
    stats = Enumeration()
    fired = 0
    kinds: set[str] = set()
    ufs: set[str] = set()
    unknown: Counter[str] = Counter()

    def report(outcome: str, reason: str = "", **kw: Any) -> ProofReport:
        return ProofReport(name, loc, outcome, stats.programs, fired,
                           time.monotonic() - t0, reason, _semantics(kinds, ufs),
                           cpu=time.process_time() - c0, bound=bound, **kw)

    checked = [time.monotonic()]

    def over() -> str | None:  # CPU time: the same on a loaded machine
        # asked once per choice path (100k of them): reading the CPU clock is a system
        # call, so it is read at most every 20 ms of wall time (the limit overshoots by at
        # most that)
        now = time.monotonic()
        if now - checked[0] < 0.02:
            return None
        checked[0] = now
        return (f"time limit: {time_limit:.0f} CPU s"
                if time.process_time() - c0 > time_limit else None)

    for prog, b in _integers_first(model, bound, max_programs, stats, samples, over):
        why = over()
        if why:
            stats.why = why
            break
        stop = False
        variants = _variants(prog.text, list(getattr(b, "placeholders", [])))
        if not variants:
            unknown["a symbolic constant equals another one and is too big to expand"] += 1
        for text, placeholders in variants:
            # parsed once, unverified (cheap); only a program the rule matches is verified
            # (by xDSL and jaxlib), the rest are discarded unverified
            try:
                module = parse_program(text)
                cov.record(module)
                matched = rule.match(_root_op(module)) is not None
            except Exception:  # noqa: BLE001 -- invalid IR or a matcher crash: decided below
                module, matched = None, True
            if not matched:
                continue
            if module is not None and not verifies(module, text):
                stats.rejects["does not verify"] += 1
                continue
            if module is None:
                try:  # the checked import decides (and says why it rejects)
                    module = importer.from_text(text, via="xdsl")
                except HloRulesError:
                    stats.rejects["does not verify"] += 1
                    continue
                try:
                    if rule.match(_root_op(module)) is None:
                        continue
                except Exception:  # noqa: BLE001 -- a matcher crash: the checker reports it
                    unknown["the matcher raised"] += 1
                    continue
            original = module.clone()
            try:
                did = _apply_alone(rule, module)
            except HloRulesError as e:
                fired += 1
                text = exporter.to_text(original)
                cex = Counterexample([], [], [], Mismatch(0, f"the rewrite fails: {e}"), [name],
                                     text, text)
                _write_repro(cex, outdir, rule)
                return report(COUNTEREXAMPLE, f"the rewrite fails: {e}", counterexample=cex)
            if not did:
                continue
            fired += 1
            kinds |= _elem_kinds(text)
            rejected = _stablehlo_rejects(module)
            if rejected:  # our dialect let it through; the evaluator assumes valid IR
                text = exporter.to_text(original)
                why = f"the rewrite builds IR StableHLO rejects: {rejected}"
                cex = Counterexample([], [], [], Mismatch(0, why), [name], text,
                                     exporter.to_text(module))
                _write_repro(cex, outdir, rule)
                return report(COUNTEREXAMPLE, why, counterexample=cex)
            res = prove_pair(original, module, placeholders, timeout)
            ufs |= res.uninterpreted
            if res.status == "unsat":
                continue
            if res.status == UNKNOWN:
                unknown[res.why] += 1
                if "not encoded" in res.why or "symbolic" in res.why or "dimension" in res.why:
                    stop = True  # every program of this rule meets it: stop early
                    break
                continue
            if res.uninterpreted:
                unknown[f"a difference through uninterpreted {', '.join(sorted(res.uninterpreted))}"] += 1
                continue
            cex, confirmed = _counterexample(rule, original, exporter.to_text(module), res,
                                             outdir, backend)
            if confirmed is False:  # the spec's semantics differ from XLA's here, or a
                # placeholder constant was merged by the engine: not a repro the checker accepts
                unknown["z3 finds a difference that XLA CPU does not show"] += 1
                continue
            return report(COUNTEREXAMPLE, str(cex.mismatch), counterexample=cex,
                          confirmed=confirmed)
        if stop:
            break
    if unknown:
        why, n = unknown.most_common(1)[0]
        return report(UNKNOWN, f"{why} ({n} of {fired} fired programs)")
    if not stats.complete:
        return report(UNKNOWN, (stats.why or "enumeration stopped")
                      + f"; no counterexample in {fired} fired programs")
    if fired == 0:
        return report(UNKNOWN, f"no program within the bound fires the rule "
                               f"({stats.programs} programs)")
    short = short_of(bound, need)
    if short:
        return report(UNKNOWN, "the bound cannot exercise " + "; ".join(short)
                      + f"; no counterexample in {fired} fired programs")
    sampled = cov.sampled(bound)
    if sampled:
        return report(UNKNOWN, "attributes sampled, not covered (the generator does not "
                      f"enumerate their whole domain): {', '.join(sampled)}; no "
                      f"counterexample in {fired} fired programs")
    return report(PROVED)


def _integers_first(model: m.RuleModel, bound: Bound, max_programs: int, stats: Enumeration,
                    samples: int, stop: Callable[[], str | None]
                    ) -> Iterator[tuple[Program, Any]]:
    """Every program within ``bound``, as :func:`enumerate_programs` gives them, those of
    integer and boolean element types alone first where the bound also holds float types:
    z3 decides bit-vector programs in a fraction of the time floating-point ones take, so a
    counterexample that any element type shows comes before the time limit. The second pass
    over the whole bound skips the programs of the first; ``stats`` ends as the whole
    bound's."""
    sens = sensitivity(model)
    exact = tuple(e for e in bound.elems if not e.startswith(("f", "bf")))
    passes = [exact] if exact and len(exact) < len(bound.elems) else []
    seen: set[str] = set()
    for elems in [*passes, bound.elems]:
        yield from enumerate_programs(
            model, bound.max_rank, bound.max_dim, elems, max_programs, stats,
            _builder_for(sens, bound.max_rank, bound.max_dim, elems), samples, stop=stop,
            seen=seen)
        if not stats.complete:  # stopped: by the time limit, or the program budget
            return


_CONST_LINE = re.compile(r'^\s*%(\w+) = "stablehlo.constant"\(\) <\{value = (.*)\}>', re.MULTILINE)


def _variants(text: str, placeholders: list[str]) -> list[tuple[str, list[str]]]:
    """The program, or, when a symbolic constant has the same value as another constant of
    the program (the engine's hash-consing would merge them, and their symbols with them),
    one program per value of that constant over its whole ``i1`` domain (at most 16
    elements), with concrete values there."""
    consts = {m.group(1): m.group(2) for m in _CONST_LINE.finditer(text)}
    for hint in placeholders:
        value = consts.get(hint)
        if value is None or list(consts.values()).count(value) == 1:
            continue
        mt = re.fullmatch(r"dense<.*> : (tensor<((?:\d+x)*)i1>)", value)
        n = math.prod(int(d) for d in mt.group(2).split("x")[:-1]) if mt else 0
        if mt is None or n > 16:
            return []  # cannot expand: the program is skipped (counted below as unknown)
        shape = tuple(int(d) for d in mt.group(2).split("x")[:-1])
        rest = [h for h in placeholders if h != hint]
        out = []
        for bits in range(1 << n):
            vals = [bool((bits >> j) & 1) for j in range(n)]
            new = f"{_dense(vals, shape, 'i1')} : {mt.group(1)}"
            line = re.compile(rf'(%{hint} = "stablehlo.constant"\(\) <\{{value = ).*?(\}}>)')
            def put(mm: re.Match[str], new: str = new) -> str:
                return mm.group(1) + new + mm.group(2)

            out += _variants(line.sub(put, text, count=1), rest)
        return out
    return [(text, placeholders)]


def _apply_alone(rule: Any, module: Any) -> bool:
    """Rewrite ``module`` in place with ``rule`` alone (one engine phase, the IR verified
    after each rewrite; the input is not verified again: :func:`verifies` or the checked
    import passed it); whether it fired."""

    _, trace = apply(module, Phase(f"prove_{rule.name}", (rule,)), inline=False, checked=True,
                     input_verified=True)
    stats = trace.rules.get(rule.name)
    return bool(stats and stats.rewrites)


def _stablehlo_rejects(module: Any) -> str:
    """The first line of StableHLO's verifier error on ``module`` (through jaxlib), or ""
    when it accepts it."""
    try:
        jaxlib_api.parse_module(exporter.to_text(module))
    except jaxlib_api.mlir_error_type() as e:
        diags = getattr(e, "error_diagnostics", None) or []
        lines = [d.message for d in diags if d.message] or str(e).splitlines()[1:2]
        return (lines[0].splitlines() if lines else ["invalid"])[0]
    return ""


_ELEM = re.compile(r"tensor<(?:[^>]*x)?([a-z]+\d*)>")


def _elem_kinds(text: str) -> set[str]:
    out = set()
    for e in _ELEM.findall(text):
        out.add("f" if e.startswith(("f", "bf")) else "b" if e == "i1" else "i")
    return out


def _write_repro(cex: Any, outdir: str | Path | None, rule: Any) -> None:
    if outdir is None:
        return
    _write(cex, outdir, f"prove_{rule.name}", rule)


def _counterexample(rule: Any, module: Any, rewritten: str, res: PairResult,
                    outdir: str | Path | None, backend: str) -> tuple[Any, bool | None]:
    """The counterexample as the checker's repro: the model's constants written into the
    (original) module, the rule applied again, both run on XLA on the model's inputs."""

    original = _concrete_module(module, res.constants)
    if res.constants:
        rewritten, _ = _rewrite_alone(rule, original)
    confirmed: bool | None = None
    expected: list[np.ndarray] = []
    actual: list[np.ndarray] = []
    mm = Mismatch(0, res.why or "z3 finds inputs on which the outputs differ")
    # compared within the rule's declared tolerance, as check compares
    pair = Pair.of_rules(original, rewritten, [rule], backend)
    inputs = res.inputs
    try:
        a, b, got = pair.outcome(inputs)
        if got is None:  # the model's values may differ only in rounding XLA orders
            for small in _small_integer_inputs(inputs):  # otherwise: exact values
                a2, b2, got2 = pair.outcome(small)
                if got2 is not None:
                    inputs, a, b, got = small, a2, b2, got2
                    break
        expected, actual = [np.asarray(x) for x in a], [np.asarray(x) for x in b]
        confirmed = got is not None
        if got is not None:
            mm = got
        else:
            mm = Mismatch(0, "z3 finds a difference under the StableHLO spec's semantics; "
                             "XLA CPU computes the same outputs here")
    except Exception as e:  # noqa: BLE001 -- XLA cannot run it: the SMT verdict stands
        mm = Mismatch(0, f"{mm.reason} (not run on XLA: {type(e).__name__})")
    cex = Counterexample(inputs, expected, actual, mm, [rule.name], original, rewritten,
                         pair.ulps, rtol=pair.rtol)
    _write_repro(cex, outdir, rule)
    return cex, confirmed


SMALL_INPUT_DRAWS = 3


def _small_integer_inputs(inputs: list[np.ndarray]) -> list[list[np.ndarray]]:
    """Inputs shaped and typed as ``inputs`` holding small integers (-3..3; 0..6 unsigned;
    booleans either way), drawn from a fixed seed: sums and products of a few of them are
    exact in every float type, so a difference XLA shows on them is the rewrite's, not an
    order of rounding."""
    rng = np.random.default_rng(0)
    out = []
    for _ in range(SMALL_INPUT_DRAWS):
        draw = []
        for x in inputs:
            x = np.asarray(x)
            lo = 0 if x.dtype.kind in "bu" else -3
            hi = 2 if x.dtype.kind == "b" else lo + 7
            draw.append(rng.integers(lo, hi, size=x.shape).astype(x.dtype))
        out.append(draw)
    return out


def prove_rules(rules: Any, only: list[str] | None = None, **kwargs: Any) -> list[ProofReport]:
    """``prove_rule`` for each rule of a ``RuleSet`` (or list), optionally ``only`` some."""
    items = list(rules.values()) if hasattr(rules, "values") else list(rules)
    if only is not None:
        unknown = set(only) - {r.name for r in items}
        if unknown:
            raise HloRulesError(f"no rule named {', '.join(sorted(unknown))}")
    return [prove_rule(r, **kwargs) for r in items if only is None or r.name in only]


def run_prove(target: Path, *, only: list[str] | None, max_rank: int | None,
              max_dim: int | None, elems: str | None, timeout: float, time_limit: float, max_programs: int,
              outdir: Path, backend: str, echo: Any) -> int:
    """The body of ``hlorules prove``: prove each rule of ``target`` (a ``.rules`` file),
    print one line per rule (and the counterexamples), return the exit code
    (:class:`~hlorules.base.exit_codes.ExitCode`: OK when every rule is proved, COUNTEREXAMPLE
    when one is refuted, UNPROVED when one is unknown)."""

    require("prove", "hlorules prove")
    if target.suffix not in (".rules", ""):
        raise HloRulesError(f"{target}: prove takes a rule file (.rules)")

    target = resolve(target, ".rules")
    if (max_rank is not None and max_rank < 0) or (max_dim is not None and max_dim < 1) \
            or timeout <= 0 or time_limit <= 0 or max_programs < 1:
        raise HloRulesError("--max-rank must be >= 0, --max-dim >= 1, --timeout, "
                            "--time-limit and --max-programs positive")
    kinds: tuple[str, ...] | None = None
    if elems is not None:
        kinds = ALL_ELEMS if elems.strip() == "all" else tuple(
            e.strip() for e in elems.split(",") if e.strip())
    bad = [e for e in kinds or () if e not in ALL_ELEMS]
    if bad or kinds == ():
        raise HloRulesError(f"--elems: unknown element type {', '.join(bad) or '(none)'}; "
                            f"choose among {', '.join(ALL_ELEMS)} or 'all'")
    ruleset = load_rules(read_source(target, str(target)), filename=str(target))
    given = ([f"rank <= {max_rank}"] if max_rank is not None else []) \
        + ([f"dims <= {max_dim}"] if max_dim is not None else []) \
        + ([f"element types {', '.join(kinds)}"] if kinds is not None else [])
    echo("bound: " + (", ".join(given) + "; " if given else "")
         + ("as given" if len(given) == 3 else
            "each rule's default bound for the rest (named on its line)" if given else
            "each rule's default bound (named on its line)"))
    reports = prove_rules(ruleset, only=list(only) if only else None, max_rank=max_rank,
                          max_dim=max_dim, elems=kinds, timeout=timeout,
                          time_limit=time_limit, max_programs=max_programs, outdir=outdir,
                          backend=backend)
    counts = Counter(r.outcome for r in reports)
    for r in reports:
        echo(r.render())
    echo(f"{counts[PROVED]} proved, {counts[COUNTEREXAMPLE]} refuted, {counts[UNKNOWN]} "
         f"unknown of {len(reports)} rules")
    if counts[COUNTEREXAMPLE]:
        return ExitCode.COUNTEREXAMPLE
    return ExitCode.UNPROVED if counts[UNKNOWN] else ExitCode.OK
