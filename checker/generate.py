"""Random small programs that a rule's pattern matches, built from the pattern tree.

``generate(model, rng)`` walks the rule's pattern top-down: each op pattern is built by a
per-op generator that picks shapes, element types and attribute values consistent with its
operands (reusing already-bound values, types and attributes, honouring literal attributes
and region bodies); value bindings and wildcards become fresh function arguments or, for
operands the ``where`` clauses want constant (builtins that declare they read constants),
constants drawn with duplicates, out-of-bounds indices, box-shaped masks and splats.
The result is MLIR text of one ``@main`` returning the root's results, plus the specs of
the index-like arguments. Generators raise :class:`Reject` with a reason when they cannot
build a piece; the rule-level checker counts those reasons.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
import weakref
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from hlorules.dialect import REGISTRY
from hlorules.rules import model as m
from hlorules.rules.builtins import BUILTINS
from hlorules.rules.compiler import trait_specs

__all__ = ["TT", "ChoiceRng", "Program", "Reject", "constant_operands", "generate"]

INT_ELEMS = ["i32", "i64", "i8", "ui32", "i16"]
FLOAT_ELEMS = ["f32", "f16", "bf16", "f64"]
MAX_NUMEL = 1 << 18  # elements in any generated tensor


class ChoiceRng(random.Random):
    """A ``random.Random`` whose draws come from a recorded choice sequence (floats in
    [0, 1)), then from ``fresh`` once it runs out; ``draws`` holds every draw made.
    Replaying a sequence rebuilds the same program; editing a few entries builds a
    neighbour of it -- what the rule-level checker's search mutates."""

    def __init__(self, choices: list[float], fresh: random.Random) -> None:
        super().__init__(0)
        # not ``self.choices``: that would shadow ``random.Random.choices``
        self.draws, self.pos, self.fresh = list(choices), 0, fresh

    def random(self) -> float:
        if self.pos < len(self.draws):
            v = self.draws[self.pos]
        else:
            v = self.fresh.random()
            self.draws.append(v)
        self.pos += 1
        return v

    def getrandbits(self, k: int) -> int:
        out, have = 0, 0
        while have < k:
            n = min(32, k - have)
            out |= int(self.random() * (1 << n)) << have
            have += n
        return out

    def used(self) -> list[float]:
        """The choices this build consumed."""
        return self.draws[: self.pos]


class Reject(Exception):
    """A generator cannot build this piece of the pattern: ``why`` says why, ``node`` which
    pattern node blocked it (``pad at 3:14``, ``%v at 3:30``; set by :meth:`Builder.gen`
    for the innermost node being built). ``str()`` is ``node: why``, the key the rule-level
    checker counts could-not-generate reasons by."""

    def __init__(self, why: str, node: str | None = None) -> None:
        super().__init__(why)
        self.why, self.node = why, node

    def __str__(self) -> str:
        return f"{self.node}: {self.why}" if self.node else self.why


def _node_name(pat: Any) -> str:
    """How a could-not-generate reason names a pattern node: ``pad at 3:14``."""
    loc = getattr(pat, "op_loc", None) or getattr(pat, "loc", None)
    where = f" at {loc.line}:{loc.col}" if loc is not None else ""
    if isinstance(pat, m.OpPat):
        what = pat.op.split(".", 1)[-1] if pat.op and pat.op != "*" else "*"
    else:
        what = getattr(pat, "name", None) or "_"
    return f"{what}{where}"


@dataclass(frozen=True)
class TT:
    """A static tensor type: shape and element type name (``i32``, ``f32``, ``i1``...)."""

    shape: tuple[int, ...]
    elem: str

    def __post_init__(self) -> None:
        # a search edit can grow dims multiplicatively (broadcasts, pads, concatenates):
        # refuse the type rather than build a constant of millions of elements
        if math.prod(self.shape) > MAX_NUMEL:
            raise Reject(f"a tensor of {math.prod(self.shape)} elements (cap {MAX_NUMEL})")

    def text(self) -> str:
        return "tensor<" + "".join(f"{d}x" for d in self.shape) + self.elem + ">"

    @property
    def numel(self) -> int:
        return math.prod(self.shape)

    def with_shape(self, shape: Iterable[int]) -> TT:
        return TT(tuple(shape), self.elem)

    def with_elem(self, elem: str) -> TT:
        return TT(self.shape, elem)

    @property
    def is_float(self) -> bool:
        return self.elem.startswith(("f", "bf"))

    @property
    def is_int(self) -> bool:
        return self.elem.startswith(("i", "ui")) and self.elem != "i1"


@dataclass(frozen=True)
class TupleT:
    """A tuple type (of tensor types): what ``stablehlo.tuple`` builds."""

    items: tuple[TT, ...]

    def text(self) -> str:
        return "tuple<" + ", ".join(t.text() for t in self.items) + ">"


@dataclass(frozen=True)
class Val:
    name: str
    type: TT


@dataclass
class Program:
    """A generated module: its text, and per argument its type and index bound."""

    text: str
    args: list[tuple[TT, int]]
    size: int

    def __str__(self) -> str:
        return self.text


def _walk_expr(e: Any) -> Iterable[Any]:
    if isinstance(e, m.Expr):
        yield e
        for v in vars(e).values():
            if isinstance(v, m.Expr):
                yield from _walk_expr(v)
            elif isinstance(v, list):
                for x in v:
                    if isinstance(x, m.Expr):
                        yield from _walk_expr(x)
                    elif isinstance(x, tuple):
                        for y in x:
                            yield from _walk_expr(y)


def _needs(e: Any, tag: str) -> bool:
    """Whether ``e`` calls a builtin declaring ``tag`` among its needs
    (``hlorules.rules.builtins.NEEDS``)."""
    if not isinstance(e, m.Call):
        return False
    bi = BUILTINS.get(e.name)
    return bi is not None and tag in bi.needs


def constant_operands(rule: m.RuleModel) -> tuple[set[str], bool]:
    """The value names the rule's checks need constant (the arguments of builtins that need
    ``constant``, and of hooks; under ``not``, those of a ``constness`` test are kept
    non-constant instead); and whether index operands of scatters should be constant (a
    builtin needs ``constant_indices``)."""
    names: set[str] = set()
    negated: set[str] = set()
    alias: dict[str, str] = {}
    const_indices = False

    def visit(e: Any, neg: bool) -> None:
        nonlocal const_indices
        if isinstance(e, m.Unary) and e.op == "not":
            visit(e.x, not neg)
            return
        if _needs(e, "constant") or isinstance(e, m.HookCall):
            vs = {a.name for a in e.args if isinstance(a, m.VarRef) and a.name.startswith("%")}
            (negated if neg and _needs(e, "constness") else names).update(vs)
        if _needs(e, "constant_indices"):
            const_indices = True
        if isinstance(e, m.ListComp) and isinstance(e.iter, m.VarRef) and len(e.targets) == 1:
            alias[e.targets[0][0]] = e.iter.name  # `... for %i in %is`: %is as %i
        if isinstance(e, m.Node):
            for v in vars(e).values():
                for x in (v if isinstance(v, list) else [v]):
                    for y in (x if isinstance(x, tuple) else (x,)):
                        if isinstance(y, m.Expr):
                            visit(y, neg)

    for chk in rule.checks:
        visit(chk.expr, False)
    names |= {alias[n] for n in names if n in alias}  # `all(is_constant(%i) for %i in %is)`
    return names - negated, const_indices


def defined_by_ops(rule: m.RuleModel) -> dict[str, str]:
    """The op names the rule's checks and rewrite test a value for (a builtin that needs
    ``producer_op``, ``f(%x, "op")``): such a value, an open leaf of the pattern, is at
    times generated as that op."""
    out: dict[str, str] = {}
    exprs = [c.expr for c in rule.checks] + [a[1] for a in rule.rewrite.assigns] + \
        list(rule.rewrite.results)
    for top in exprs:
        for e in _walk_expr(top):
            if _needs(e, "producer_op") and len(e.args) == 2 \
                    and isinstance(e.args[0], m.VarRef) and isinstance(e.args[1], m.Lit) \
                    and isinstance(e.args[1].value, str):
                out.setdefault(e.args[0].name, e.args[1].value)
    return out


def beside_constants(rule: m.RuleModel) -> set[str]:
    """mutS: the values the pattern matches beside a ``constant()`` operand of a binary
    elementwise op or compare (``or(constant() as %c, %x)``): drawn constant half of the
    time, as two constant operands are the boundary of the rules that canonicalize or fold
    them (two constants swapped back and forth, an identity that a folder also applies)."""
    out: set[str] = set()
    stack: list[Any] = [rule.pattern]
    while stack:
        p = stack.pop()
        if not isinstance(p, m.OpPat):
            continue
        stack.extend(p.operands)
        stack.extend(r.terminator for r in p.regions)
        if _full(p.op).split(".", 1)[1] in _BINARY | {"compare"} and any(
                isinstance(o, m.OpPat) and o.op.split(".")[-1] == "constant" for o in p.operands):
            out |= {o.name for o in p.operands if isinstance(o, m.ValuePat)}
    return out


def non_constant_operands(rule: m.RuleModel) -> set[str]:
    """The value names a check needs non-constant: the arguments of a negated
    ``constness`` test (``not is_constant(%x)``)."""
    out: set[str] = set()
    for chk in rule.checks:
        for e in _walk_expr(chk.expr):
            if isinstance(e, m.Unary) and e.op == "not" and _needs(e.x, "constness"):
                out |= {a.name for a in e.x.args if isinstance(a, m.VarRef)}
    return out


def _full(name: str) -> str:
    return name if "." in name else f"stablehlo.{name}"


def _ints(xs: Iterable[int]) -> str:
    xs = list(xs)
    return "array<i64" + (": " + ", ".join(map(str, xs)) if xs else "") + ">"


def _list(xs: Iterable[int]) -> str:
    return "[" + ", ".join(map(str, xs)) + "]"


# one field of a dimension-numbers struct: a list of dims, or one dim
_DimField = tuple[str, list[int] | int]


def _dims_struct(kind: str, fields: Sequence[_DimField]) -> str:
    parts = []
    for k, v in fields:
        if isinstance(v, list):
            if v:
                parts.append(f"{k} = {_list(v)}")
        else:
            parts.append(f"{k} = {v}")
    return f"#stablehlo.{kind}<{', '.join(parts)}>"


_SMALLEST_SUBNORMAL = {"f16": 2.0**-24, "bf16": 2.0**-133, "f32": 2.0**-149, "f64": 2.0**-1074}
_FLOAT_BITS = {"f16": ("<f2", "<u2", 4), "f32": ("<f4", "<u4", 8), "f64": ("<f8", "<u8", 16)}


def _float_hex(v: float, elem: str) -> str:
    """The bit pattern of ``v`` in ``elem`` as MLIR's hex float literal (NaN, Inf and
    subnormals have no exact decimal spelling in the IR)."""
    import numpy as np

    if elem == "bf16":
        bits = int(np.array(v, "<f4").view("<u4")) >> 16  # exact for the values drawn
        return f"0x{bits:04X}"
    ftype, utype, digits = _FLOAT_BITS[elem]
    return f"0x{int(np.array(v, ftype).view(utype)):0{digits}X}"


def _scalar_text(v: Any, elem: str) -> str:
    if elem == "i1":
        return "true" if v else "false"
    if elem.startswith(("f", "bf")):
        f = float(v)
        if not math.isfinite(f) or (f != 0.0 and abs(f) < 2.0**-14):
            return _float_hex(f, elem)
        return f"{f:.6e}"
    return str(int(v))


def _dense(values: list[Any], shape: tuple[int, ...], elem: str) -> str:
    if len(set(map(repr, values))) == 1 and values:
        return f"dense<{_scalar_text(values[0], elem)}>"

    def nest(vals: list[Any], dims: tuple[int, ...]) -> str:
        if not dims:
            return _scalar_text(vals[0], elem)
        step = math.prod(dims[1:])
        return "[" + ", ".join(nest(vals[i * step:(i + 1) * step], dims[1:])
                               for i in range(dims[0])) + "]"
    return f"dense<{nest(values, shape)}>"


def _mask_values(rng: random.Random, shape: tuple[int, ...]) -> list[bool]:
    """A boolean mask of ``shape`` (row-major) with structure: a box along the leading dim,
    a box over every dim (cutting index vectors: rows that mix true and false), random
    values constant along some dims (whole index rows, not a box), or a box with a hole."""
    n = math.prod(shape)
    coords = [tuple((i // math.prod(shape[d + 1:])) % shape[d] for d in range(len(shape)))
              for i in range(n)]

    def box(dims: Iterable[int]) -> list[tuple[int, int]]:
        out = [(0, k) for k in shape]
        for d in dims:
            lo = rng.randint(0, shape[d] - 1)
            out[d] = (lo, rng.randint(lo + 1, shape[d]))
        return out

    r = rng.random()
    if r < 0.3:
        bx = box([0])
    elif r < 0.6:
        bx = box(range(len(shape)))
    elif r < 0.85:
        keep = [d for d in range(len(shape)) if rng.random() < 0.5]
        cell: dict[tuple[int, ...], bool] = {}
        return [cell.setdefault(tuple(c[d] for d in keep), rng.random() < 0.5)
                for c in coords]
    else:
        bx = box(range(len(shape)))
        hole = tuple(rng.randint(lo, hi - 1) for lo, hi in bx)
        return [all(lo <= x < hi for x, (lo, hi) in zip(c, bx)) and c != hole
                for c in coords]
    return [all(lo <= x < hi for x, (lo, hi) in zip(c, bx)) for c in coords]


# per rule model: what its pattern and checks say about the programs to draw, computed
# once (walking the checks costs more than building a small program, and prove's
# enumeration builds a Builder per choice path): see Builder.__init__
_PER_RULE: weakref.WeakKeyDictionary[m.RuleModel, dict[str, Any]] = weakref.WeakKeyDictionary()


def _per_rule(rule: m.RuleModel, key: str, compute: Callable[[], Any]) -> Any:
    """``compute()`` for ``rule``, computed once per rule and ``key`` (read-only after)."""
    memo = _PER_RULE.get(rule)
    if memo is None:
        memo = _PER_RULE[rule] = {}
    if key not in memo:
        memo[key] = compute()
    return memo[key]


_SIGNED_MAX = {"i8": 127, "i16": 32767, "i32": 2**31 - 1, "i64": 2**63 - 1, "ui32": 2**32 - 1}


class Builder:
    """The state of one program under construction."""

    zero_in_window_draws = False  # zero-size dims under window-layout draws too (prove)

    def __init__(self, rule: m.RuleModel, rng: random.Random, max_dim: int = 5) -> None:
        self.rule, self.rng, self.max_dim = rule, rng, max_dim
        self.lines: list[str] = []
        self.args: list[tuple[TT, int]] = []
        self.values: dict[str, Val] = {}
        self.types: dict[str, TT] = {}
        self.attrs: dict[str, Any] = {}
        self.memo: dict[Hashable, Any] = {}
        self.n = 0
        self.extra: list[Val] = []  # more results of a multi-result root, returned too
        self.multi: dict[str, list[Val]] = {}  # a multi-result op's results, by its first
        self.const_names, self.const_indices, self.arg_names, self.chains, starts = _per_rule(
            rule, "roles", lambda: (*constant_operands(rule), non_constant_operands(rule),
                                    needs(rule, "store_chains"), needs(rule, "window_starts")))
        self.beside_consts: set[str] = _per_rule(rule, "beside",
                                                 lambda: beside_constants(rule))
        # whether it asks which windows a box overlaps (scatters whose masked lanes store
        # into a sink slot, see _hint_sink_indices) and which store writes a window (drawn
        # as the rules that read through chains of stores are)
        reads = _per_rule(rule, "reads", lambda: (needs(rule, "window_overlaps"),
                                                  needs(rule, "store_writers")))
        # a rule that asks which store writes a gathered window, over one store: its stores
        # and gathers drawn as for chains (windows on a grid, gathers reading stored lanes)
        self.one_store = reads[1] and not self.chains
        self.chains = self.chains or reads[1]
        # rules that read window starts (not through chains of stores): constant indices
        # often form a contiguous run of windows, or one of its near misses
        self.runs = starts and not self.chains
        # runs laid out across the result's dims (_crossing_layout), for rules that compare
        # a run's data layout with the operand's (the transposing rewrites);
        # others need what a crossing layout (one batch dim) would make rarer: grids of two
        # batch dims, a gather reading whole lanes of another's two batch dims
        self.crossing = self.runs and needs(rule, "window_layout")
        self.sinks = reads[0] and not self.chains
        # whether it reads a box of a chain of stores as windows (the box drawn from the
        # stores' windows, see _store_slice)
        self.store_slices = needs(rule, "store_boxes") and self.chains
        # rules that ask which window covers a gathered one: live indices at times
        # duplicated (see _hint_duplicate_indices)
        self.covers = needs(rule, "window_covers")
        # rules that read a mask by whole index rows and take its bounding box: masked
        # store indices at times with a hole (_hint_holed_mask)
        self.holes = needs(rule, "bounding_box") and needs(rule, "index_rows")
        self.mask_hint: tuple[tuple[int, ...], list[Any]] | None = None
        # rules that read window starts and do lane arithmetic on them or test them affine
        # in the lane: starts affine in the lane, at times (see _hint_affine_indices)
        self.affine = (needs(rule, "remainder") or needs(rule, "affine")) and self.runs
        # the values of the constants built so far (by SSA name), and the values the next
        # index constant of a given shape should take (set by a gather over stores)
        self.const_values: dict[str, list[Any]] = {}
        self.index_hint: tuple[tuple[int, ...], list[int]] | None = None
        self.unique = "unique_indices" in rule.assumes
        self.defined_by: dict[str, str] = _per_rule(rule, "defined_by",
                                                    lambda: defined_by_ops(rule))
        # zero-size dims where element counts decide (zero_size_matters), except under the
        # draws that lay out windows (chains of stores, runs of starts, read index values):
        # those pick their own extents and fail on an empty dim (prove's enumeration, which
        # drops such a path, draws them everywhere)
        zero = _per_rule(rule, "zero_size", lambda: (zero_size_matters(rule),
                                                     reads_gather_index_values(rule)))
        self.zero_dims = zero[0] and (self.zero_in_window_draws or not (
            self.chains or self.runs or zero[1]))

    # ---------------------------------------------------------------- random choices
    def dim(self, lo: int = 1) -> int:
        """A dim size >= ``lo``: 1 and 2 (the smallest a stride shortens) weighted; 0 one
        time in ten where ``lo`` allows it and the rule reads element counts or compares a
        dim with 0 (:func:`zero_size_matters`: empty tensors decide whether it fires)."""
        if self.zero_dims and lo <= 1 and self.rng.random() < 0.1:
            return 0
        r = self.rng.random()
        if lo <= 1 and r < 0.15:
            return 1
        if lo <= 2 and r < 0.25:
            return 2
        return self.rng.randint(max(lo, 2), max(lo, 2, self.max_dim))

    def shape(self, rank: int | None = None, lo: int = 1) -> tuple[int, ...]:
        if rank is None:
            rank = self.rng.choice([1, 1, 2, 2, 2, 3, 0])
        return tuple(self.dim(lo) for _ in range(rank))

    def elem(self, kind: str = "any") -> str:
        r = self.rng.random()
        if kind == "bool":
            return "i1"
        if kind == "int" or (kind == "any" and r < 0.45):
            return "i32" if self.rng.random() < 0.6 else self.rng.choice(INT_ELEMS)
        if kind == "intbool" and r < 0.2:
            return "i1"
        if kind == "intbool":
            return self.rng.choice(INT_ELEMS)
        if kind == "any" and r < 0.5:
            return "i1"
        return "f32" if self.rng.random() < 0.4 else self.rng.choice(FLOAT_ELEMS[1:])

    def rand_type(self, kind: str = "any", rank: int | None = None) -> TT:
        shape, elem = self.shape(rank), self.elem(kind)
        if elem in ("bf16", "f16") and shape and self.rng.random() < 0.35:
            # past the last exactly representable integer (256 for bf16, 2048 for f16)
            s = list(shape)
            s[self.rng.randrange(len(s))] = (self.rng.randint(258, 520) if elem == "bf16"
                                             else self.rng.randint(2050, 2300))
            shape = tuple(s)
        return TT(shape, elem)

    def slice_dim(self, n: int, unit_mode: str) -> tuple[int, int, int]:
        """One dim of a slice of a dim of size ``n``: (start, limit, stride); its result
        depends on its arguments and draws alone."""
        rng = self.rng
        u = rng.random()
        if n == 1 and unit_mode != "any" and u < 0.85:
            s = lim = {"whole": 0, "empty0": 0, "empty1": 1}[unit_mode]
            lim += unit_mode == "whole"
            k = rng.choice([1, 1, 2])
        elif u < 0.2:  # the whole dim
            s, lim, k = 0, n, 1
        elif u < 0.3 and n > 0:  # one element short of it, at either end
            s, lim, k = (0, n - 1, 1) if rng.random() < 0.5 else (1, n, 1)
        elif n > 256 and u < 0.6:  # past bf16's exact integers: an odd start
            s = rng.randrange(1, n // 2, 2) if n > 2 else 0
            lim, k = n, rng.choice([1, 1, 3])
        else:
            u = rng.random()
            # a start in the upper half: two slices of one value then leave gaps
            s = rng.randint(0, max(0, n // 2)) if u < 0.5 else (
                rng.randint(n // 2, n) if u < 0.65 else 0)
            u = rng.random()
            lim = s if u < 0.08 or n == s else (rng.randint(s + 1, n) if u < 0.35 else n)
            k = rng.choice([1, 2, 2, 3])
        return s, lim, k

    def broadcast_plan(self, known: TT | None, want: TT | None
                       ) -> tuple[TT, list[int], TT]:
        """A ``broadcast_in_dim``'s result type, ``broadcast_dimensions`` and operand type,
        from the operand's type if it is ``known`` (else ``want``, the result's, or drawn);
        the result depends on its arguments and draws alone."""
        b, rng = self, self.rng
        if known is not None:
            dims = sorted(rng.sample(range(len(known.shape) + 1), len(known.shape))) \
                if rng.random() < 0.5 else list(range(len(known.shape)))
            if rng.random() < 0.25:
                rng.shuffle(dims)  # broadcast_dimensions need not be increasing: a transpose
            rank = max([d + 1 for d in dims], default=0) + rng.randint(0, 1)
            out_shape = [b.dim() for _ in range(rank)]
            for i, d in enumerate(dims):
                if known.shape[i] != 1 or rng.random() < 0.5:
                    out_shape[d] = known.shape[i]
            out = known.with_shape(out_shape)
        else:
            transpose_like = rng.random() < 0.2
            out = want or b.rand_type(rank=rng.choice([2, 3, 3] if transpose_like else [1, 2, 2, 3]))
            if transpose_like:
                # a transpose written as a broadcast: every dim kept, in permuted order
                if out.shape and rng.random() < 0.4:
                    out = out.with_shape([out.shape[0]] * len(out.shape))  # square: T -> T
                dims = list(rng.sample(range(len(out.shape)), len(out.shape)))
                known = out.with_shape([out.shape[d] for d in dims])
            else:
                k = rng.randint(0, len(out.shape)) if rng.random() < 0.7 else len(out.shape)
                dims = sorted(rng.sample(range(len(out.shape)), k))
                if rng.random() < 0.3:
                    rng.shuffle(dims)  # broadcast_dimensions need not be increasing
                known = out.with_shape([out.shape[d] if rng.random() < 0.7 else 1 for d in dims])
        return out, list(dims), known

    def slice_dims(self, shape: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
        """A slice's (start, limit, stride) for each dim of ``shape``: size-1 dims mostly
        one way per program (taken whole, or emptied as [0, 0) or as [1, 1)), so a program
        can have every unit dim emptied the same way; the result depends on its argument
        and draws alone."""
        unit_mode = self.rng.choice(["whole", "any", "empty0", "empty1"])
        return tuple(self.slice_dim(n, unit_mode) for n in shape)

    def shared(self, key: Hashable, fn: Callable[[], Any]) -> Any:
        """A choice shared by every op of the program that asks for ``key`` (mostly)."""
        if key not in self.memo or self.rng.random() < 0.1:
            self.memo[key] = fn()
        return self.memo[key]

    # ---------------------------------------------------------------- pattern helpers
    def attr_pat(self, pat: m.OpPat, name: str) -> m.AttrPat | None:
        for a in pat.attrs:
            if a.name == name:
                return a
        return None

    def pick(self, pat: m.OpPat, name: str, fn: Callable[[], Any]) -> Any:
        """An attribute's value: the pattern's literal, an earlier binding, or ``fn()``."""
        a = self.attr_pat(pat, name)
        if a is not None and a.kind == "lit":
            v = a.value
            return v.name if isinstance(v, m.NameRef) else v
        if a is not None and a.kind == "bind" and a.value in self.attrs:
            return self.attrs[a.value]
        v = fn()
        if a is not None and a.kind == "bind":
            self.attrs[a.value] = v
        return v

    def known_type(self, pat: m.Pattern | m.RestPat) -> TT | None:
        """The type an operand pattern is already committed to, if any."""
        if isinstance(pat, m.ValuePat) and pat.name in self.values:
            return self.values[pat.name].type
        if isinstance(pat, m.Pattern) and pat.bind and pat.bind in self.values:
            return self.values[pat.bind].type
        t = getattr(pat, "type", None)
        if t is not None and t.names and t.names[0] in self.types:
            return self.types[t.names[0]]
        return None

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def bound_check(self, t: TT) -> None:
        """A type the program will have (or exceed: dims only grow from here), told as
        soon as it is known. Nothing here; ``hlorules prove``'s builder ends the choice
        path at once when it is beyond the bound (every path below it would end there,
        later: a gather's index type is known after its layout, before its operand and
        index values are drawn). No draw: the generator's programs are unchanged."""

    # ---------------------------------------------------------------- building
    def emit(self, op: str, operands: list[Val], result: TT, props: str = "",
             region: str = "") -> Val:
        name = self.fresh()
        props_s = f" <{{{props}}}>" if props else ""
        region_s = f" ({{\n{region}\n}})" if region else ""
        sig = f"({', '.join(v.type.text() for v in operands)}) -> {result.text()}"
        self.lines.append(f'{name} = "{op}"({", ".join(v.name for v in operands)}){props_s}'
                          f"{region_s} : {sig}")
        return Val(name, result)

    def arg(self, t: TT, bound: int = 0) -> Val:
        self.args.append((t, bound))
        return Val(f"%arg{len(self.args) - 1}", t)

    def constant(self, t: TT, role: str = "data", bound: int = 0) -> Val:
        n = t.numel
        rng = self.rng
        vals: list[bool] | list[int] | list[float]
        if t.elem == "i1" and role == "mask" and self.mask_hint is not None \
                and self.mask_hint[0] == t.shape:
            vals = list(self.mask_hint[1])
            self.mask_hint = None
        elif t.elem == "i1":
            r = rng.random()
            if role == "mask" and t.shape and n and r < 0.7:
                vals = _mask_values(rng, t.shape)
            elif r < 0.65:
                vals = [True] * n
            elif r < 0.75:
                vals = [False] * n
            else:
                vals = [rng.random() < 0.5 for _ in range(n)]
        elif role == "index" and self.index_hint is not None and self.index_hint[0] == t.shape:
            vals = [abs(v) for v in self.index_hint[1]] if t.elem.startswith("ui") \
                else list(self.index_hint[1])
            self.index_hint = self.memo.pop("next_index_hint", None)  # a second one queued
        elif role == "index" and bound > 0:
            if self.unique or rng.random() < 0.4:
                pool = list(range(max(bound, n)))
                rng.shuffle(pool)
                vals = pool[:n]
            else:
                pool = [rng.randint(-1, bound + 1) for _ in range(rng.randint(1, 4))]
                pool += [rng.randint(0, bound - 1)]
                vals = [rng.choice(pool) for _ in range(n)]
            r = rng.random()
            if r < 0.15:
                vals = [rng.choice([bound, bound + 2, -1])] * n
            elif r < 0.3:
                vals = [rng.randint(bound, bound + 3) for _ in range(n)]
            elif r < 0.45 and self.unique:  # small distinct starts
                vals = rng.sample(range(n), n)
            elif r < 0.45:  # small starts: windows larger than one element stay in bounds
                vals = [rng.randint(0, min(1, bound - 1)) for _ in range(n)]
            if t.elem.startswith("ui"):
                vals = [abs(v) for v in vals]
        elif t.is_float:
            choices = [0.0, 1.0, -1.0, 2.0, 0.5, -0.5, 3.0, -2.0]
            if rng.random() < 0.15:  # a splat of a special value the rule does not rule out
                vals = [rng.choice(self.special_floats(t.elem))] * n
            elif rng.random() < 0.5:
                vals = [rng.choice(choices)] * n
            else:
                vals = [rng.choice(choices) for _ in range(n)]
        elif role == "divisor":  # no 0 or -1: XLA's constant folder traps (SIGFPE) on them
            choices = [1, 2, 3, -2, 7] if not t.elem.startswith("ui") else [1, 2, 3, 7]
            vals = [rng.choice(choices) for _ in range(n)]
        else:
            choices = [0, 1, -1, 2, 3, -2, 7] if not t.elem.startswith("ui") else [0, 1, 2, 3, 7]
            if rng.random() < 0.1:
                choices = [_SIGNED_MAX.get(t.elem, 1)]
            if rng.random() < 0.5:
                vals = [rng.choice(choices)] * n
            else:
                vals = [rng.choice(choices) for _ in range(n)]
        return self.const_of(t, [] if n == 0 else vals)

    def const_of(self, t: TT, vals: Sequence[Any]) -> Val:
        """A constant of type ``t`` holding ``vals`` (row-major; none for an empty type),
        its values remembered (``const_values``) for the rules' hints."""
        dense = _dense(list(vals), t.shape, t.elem) if vals else \
            "dense<>" if t.shape else "dense<0>"
        v = self.emit("stablehlo.constant", [], t, f"value = {dense} : {t.text()}")
        self.const_values[v.name] = list(vals)
        return v

    def special_floats(self, elem: str) -> list[float]:
        """-0.0, the smallest subnormal of ``elem``, and NaN and +-Inf unless the rule
        ``assumes no_nan`` / ``finite``."""
        out = [-0.0, _SMALLEST_SUBNORMAL[elem]]
        if "finite" not in self.rule.assumes:
            out += [math.inf, -math.inf]
            if "no_nan" not in self.rule.assumes:
                out.append(math.nan)
        return out

    def leaf(self, want: TT | None, name: str | None, role: str, bound: int) -> Val:
        t = want if want is not None else self.rand_type("int" if role == "index" else "any")
        if role == "index" and not t.is_int:
            t = t.with_elem("i32")
        if role == "mask":
            t = t.with_elem("i1")
        p_const = 0.25 if role == "data" else 0.4
        if role == "data" and name in self.beside_consts:
            p_const = 0.5
        if role == "index" and self.const_indices:
            p_const = 0.9
        if name is not None and name in self.const_names:
            make_const = True
        elif name is not None and name in self.arg_names:
            make_const = False
        else:
            make_const = self.rng.random() < p_const
        if t.elem.startswith("complex<"):
            make_const = False  # no complex literals: an argument
        if make_const:
            return self.constant(t, role, bound)
        return self.arg(t, bound if role == "index" else 0)

    def gen(self, pat: m.Pattern | m.RestPat, want: TT | None = None, role: str = "data",
            bound: int = 0) -> Val:
        """Build a value that ``pat`` matches (of type ``want`` if given); a :class:`Reject`
        names the innermost pattern node that could not be built."""
        try:
            return self._gen(pat, want, role, bound)
        except Reject as e:
            if e.node is None:
                e.node = _node_name(pat)
            raise

    def _gen(self, pat: m.Pattern | m.RestPat, want: TT | None, role: str, bound: int) -> Val:
        if isinstance(pat, m.RestPat):
            raise Reject("a variadic operand outside a variadic op")
        tvar = pat.type.names[0] if pat.type is not None and pat.type.names else None
        if tvar is not None and tvar in self.types:
            if want is not None and want != self.types[tvar]:
                raise Reject(f"type {tvar} needed as two different types")
            want = self.types[tvar]
        if isinstance(pat, m.ValuePat):
            if pat.name in self.values:
                v = self.values[pat.name]
                if want is not None and v.type != want:
                    raise Reject(f"{pat.name} is used at two different types")
                return v
            op = self.defined_by.get(pat.name)
            if op is not None and role == "data" and self.rng.random() < 0.4:
                # `defined_by(%x, "op")`: at times %x is that op (its own arity, any operands)
                v = self._gen(m.OpPat(pat.loc, op=op, operands=[m.RestPat(pat.loc, None)]),
                              want, role, bound)
            else:
                v = self.leaf(want, pat.name, role, bound)
            self.values[pat.name] = v
        elif isinstance(pat, m.WildPat):
            v = self.leaf(want, None, role, bound)
        elif isinstance(pat, m.OpPat):
            if pat.bind and pat.bind in self.values:
                raise Reject(f"{pat.bind} bound twice")
            if pat.prefix is not None or pat.traits:  # `d.*(...)`, `*[T](...)`: one such op
                pat = self.named_op(pat)
            if len(pat.alts) > 1:  # an alternation: one alternative that has a generator
                names = [a for a in pat.alts
                         if GENERATORS.get(_full(a)) or _generic_generator(_full(a))]
                if names:
                    pat = dataclasses.replace(pat, op=self.rng.choice(names))
            g = GENERATORS.get(_full(pat.op))
            if g is None:
                g = _generic_generator(_full(pat.op))
            if g is None:
                raise Reject(f"no program generator for {_full(pat.op)}")
            v = g(self, pat, want, role, bound)
            if any(ap.discardable for ap in pat.attrs):
                self.mark(v, pat)
            if pat.bind:
                self.values[pat.bind] = v
        else:
            raise Reject(f"unsupported pattern {type(pat).__name__}")
        if tvar is not None:
            self.types.setdefault(tvar, v.type)
        return v

    def named_op(self, pat: m.OpPat) -> m.OpPat:
        """``pat`` with a registered op that has a generator in place of ``*[T]``.

        ``d.*(...)`` is not generated: the prefixes rules name are unregistered marker ops
        (XLA cannot compile them) and ``stablehlo.*``, for which a program can be ops over
        constants only, which XLA folds at compile time in the rewritten program and
        computes at run time in the lifted original (transcendentals differ by an ulp)."""
        if pat.prefix is not None:
            raise Reject(f"ops by name prefix ({pat.prefix}*) are not generated")
        names = _named_ops(pat)
        if not names:
            raise Reject(f"no program generator for {pat.prefix or '*'}{pat.traits or ''}")
        return dataclasses.replace(pat, op=self.rng.choice(names), alts=[], any_op=False,
                                   prefix=None, traits=[])

    def mark(self, v: Val, pat: m.OpPat) -> None:
        """Give the op defining ``v`` the discardable attributes ``pat`` asks for."""
        i = next(k for k in range(len(self.lines) - 1, -1, -1)
                 if self.lines[k].startswith(f"{v.name} = "))
        items = []
        for ap in pat.attrs:
            if not ap.discardable:
                continue
            if ap.prefix:
                items.append(f"{ap.name}mark = 1 : i32")
            elif ap.kind == "lit" and isinstance(ap.value, bool):
                items.append(f"{ap.name} = {str(ap.value).lower()}")
            elif ap.kind == "lit" and isinstance(ap.value, int):
                items.append(f"{ap.name} = {ap.value} : i64")
            elif ap.kind == "lit":
                raise Reject(f"discardable attribute {ap.name} = {ap.value!r} is not generated")
            else:
                items.append(f"{ap.name} = {self.rng.randint(0, 3)} : i64")
        line = self.lines[i]
        j = line.rfind(" : (")
        self.lines[i] = f"{line[:j]} {{{', '.join(items)}}}{line[j:]}"

    def one_or_two_for_rest(self, pat: m.OpPat) -> list[m.Pattern]:
        """``pat``'s operand patterns with a ``%xs...`` drawn as one or two wildcards (the
        variadic ops whose generators take any count: while, sort)."""
        pats: list[m.Pattern] = []
        for o in pat.operands:
            if isinstance(o, m.RestPat):
                pats += [m.WildPat(o.loc) for _ in range(self.rng.randint(1, 2))]
            else:
                pats.append(o)
        return pats

    def operands(self, pat: m.OpPat) -> list[m.Pattern]:
        ops = [o for o in pat.operands]
        if any(isinstance(o, m.RestPat) for o in ops):
            if all(isinstance(o, (m.WildPat, m.RestPat)) for o in ops):
                # `op(_, %xs...)`: any operands, the op's own arity
                spec = REGISTRY.get(_full(pat.op))
                fixed = sum(not o.startswith("*") for o in spec.operands) if spec else -1
                if spec is not None and fixed == len(spec.operands):
                    return [m.WildPat(pat.loc) for _ in range(fixed)]
            raise Reject(f"variadic operands of {_full(pat.op)} are not generated")
        return ops  # type: ignore[return-value]

    def module_text(self, results: list[Val]) -> str:
        params = ", ".join(f"%arg{i}: {t.text()}" for i, (t, _) in enumerate(self.args))
        rtypes = ", ".join(r.type.text() for r in results)
        body = "\n".join("    " + ln.replace("\n", "\n    ") for ln in self.lines)
        ret = (f'    "func.return"({", ".join(r.name for r in results)}) : '
               f"({rtypes}) -> ()")
        return (f"module {{\n  func.func @main({params}) -> ({rtypes}) {{\n{body}\n{ret}\n"
                "  }\n}\n")


Gen = Callable[[Builder, m.OpPat, TT | None, str, int], Val]
GENERATORS: dict[str, Gen] = {}


def generator(*names: str) -> Callable[[Gen], Gen]:
    def deco(fn: Gen) -> Gen:
        for n in names:
            GENERATORS[_full(n)] = fn
        return fn
    return deco


# --------------------------------------------------------------------------- elementwise

_FLOAT_ONLY = {"exponential", "log", "sqrt", "rsqrt", "sine", "cosine", "tanh", "floor", "ceil",
               "logistic", "exponential_minus_one", "log_plus_one", "cbrt", "round_nearest_afz",
               "round_nearest_even", "tan", "atan2", "is_finite"}
_INT_BOOL = {"and", "or", "xor", "not", "popcnt", "count_leading_zeros", "shift_left",
             "shift_right_arithmetic", "shift_right_logical"}
_UNARY = {"abs", "negate", "sign", "exponential", "log", "sqrt", "rsqrt", "sine", "cosine", "tanh",
          "floor", "ceil", "logistic", "exponential_minus_one", "log_plus_one", "cbrt",
          "round_nearest_afz", "round_nearest_even", "tan", "not", "popcnt",
          "count_leading_zeros", "is_finite"}
_BINARY = {"add", "subtract", "multiply", "divide", "maximum", "minimum", "and", "or", "xor",
           "power", "remainder", "atan2", "shift_left", "shift_right_arithmetic",
           "shift_right_logical"}


def _chlo_float_only(short: str) -> bool:
    """Whether a chlo op (``short``: its name without the dialect) takes floats only: all
    but the broadcasting twins of stablehlo's integer-capable elementwise ops. XLA crashes
    (SIGSEGV) compiling some of them on integers (``chlo.broadcast_polygamma`` on ui32)."""
    base = short.removeprefix("broadcast_")
    return base not in (_UNARY | _BINARY) or base in _FLOAT_ONLY


def _ew_type(b: Builder, short: str, want: TT | None, known: TT | None,
             chlo: bool = False) -> TT:
    t = want or known or b.rand_type("any")
    if chlo and _chlo_float_only(short) and not t.is_float:
        t = t.with_elem(b.elem("float"))
    short = short.removeprefix("broadcast_") if chlo else short
    if short in _FLOAT_ONLY and not t.is_float:
        t = t.with_elem(b.elem("float"))
    if short in _INT_BOOL and t.is_float:
        t = t.with_elem(b.elem("intbool"))
    if short in ("abs", "negate", "sign", "divide", "remainder", "power", "subtract", "popcnt",
                 "count_leading_zeros", "shift_left", "shift_right_arithmetic",
                 "shift_right_logical") and t.elem == "i1":  # integers, not booleans
        t = t.with_elem("i32")
    return t


def _elementwise(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    short = _full(pat.op).split(".", 1)[1]
    ops = b.operands(pat)
    known = next((k for k in (b.known_type(o) for o in ops) if k is not None), None)
    if short == "is_finite":
        t = _ew_type(b, short, want.with_elem("f32") if want else None, known)
        v = b.gen(ops[0], t, role, bound)
        return b.emit(_full(pat.op), [v], t.with_elem("i1"))
    t = _ew_type(b, short, want, known, _full(pat.op).startswith("chlo."))
    vals = [b.gen(o, t, "divisor" if i == 1 and short in ("divide", "remainder") and t.is_int
                  else role, bound) for i, o in enumerate(ops)]
    return b.emit(_full(pat.op), vals, t)


for _n in _UNARY | _BINARY:
    GENERATORS[_full(_n)] = _elementwise


# per pattern node: the ops a ``*[T]`` pattern may be generated as, with the
# node itself (an id is reused once its node is freed)
_NAMED_OPS: dict[int, tuple[m.OpPat, list[str]]] = {}


def _named_ops(pat: m.OpPat) -> list[str]:
    """The registered ops with a generator that ``pat`` (``*[T](...)``) may be generated as,
    sorted (memoised: the registry walk cost prove's enumeration, a program per choice path,
    up to a third of a rule's time)."""
    hit = _NAMED_OPS.get(id(pat))
    if hit is not None and hit[0] is pat:
        return hit[1]
    rest = any(isinstance(o, m.RestPat) for o in pat.operands)
    n_single = len(pat.operands) - rest

    def fits(n: str) -> bool:
        spec = REGISTRY[n]
        fixed = sum(not o.startswith("*") for o in spec.operands)
        return fixed == len(spec.operands) and (fixed == n_single or (rest and fixed >= n_single))

    names = sorted(n for n in (s.name for s in trait_specs(pat))
                   if fits(n) and n not in _ONLY_BY_NAME
                   and (GENERATORS.get(n) or _generic_generator(n)))
    _NAMED_OPS[id(pat)] = (pat, names)
    return names


# generated only where a pattern names them, never for a ``*[T]``: complex elements are
# encoded for complex/real/imag alone (checker/symbolic.py), a tuple is not a tensor, and
# the rules over ``*[Pure]`` and ``*[Elementwise]`` keep their programs
_ONLY_BY_NAME = frozenset({"stablehlo.complex", "stablehlo.real", "stablehlo.imag",
                           "stablehlo.tuple", "stablehlo.get_tuple_element"})


def _generic_generator(name: str) -> Gen | None:
    if name.startswith("chlo."):
        return _elementwise
    return None


def _float_part(t: TT | None) -> TT | None:
    """The float type of a complex type's parts (``complex<f32>`` -> ``f32``)."""
    if t is None or not t.elem.startswith("complex<"):
        return None
    return t.with_elem(t.elem[len("complex<"):-1])


@generator("complex")
def _complex(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """``complex(re, im)`` of two f32 (or f64) tensors of one shape."""
    rp, ip = b.operands(pat)
    if want is not None and not want.elem.startswith("complex<"):
        raise Reject("a complex value needed as a non-complex type")
    part = _float_part(want) or b.known_type(rp) or b.known_type(ip) or b.rand_type("float")
    if part.elem not in ("f32", "f64"):  # StableHLO has complex<f32> and complex<f64>
        part = part.with_elem("f32")
    vr, vi = b.gen(rp, part, role, bound), b.gen(ip, part, role, bound)
    if vr.type != vi.type:
        raise Reject("complex of parts of two types")
    return b.emit("stablehlo.complex", [vr, vi], part.with_elem(f"complex<{part.elem}>"))


@generator("real", "imag")
def _real_imag(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """``real(z)`` / ``imag(z)`` of a complex tensor (complex arguments are never
    constants: the generator writes no complex literals)."""
    (zp,) = b.operands(pat)
    part = want or _float_part(b.known_type(zp)) or b.rand_type("float")
    if part.elem not in ("f32", "f64"):
        if want is not None:
            raise Reject("the part of a complex value needed as a type other than f32/f64")
        part = part.with_elem("f32")
    vz = b.gen(zp, part.with_elem(f"complex<{part.elem}>"), role, bound)
    return b.emit(_full(pat.op), [vz], part)


@generator("convert")
def _convert(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    known = b.known_type(o)
    out = want or (known.with_elem(b.elem()) if known else b.rand_type())
    src = known or out.with_elem(b.elem())
    if src.shape != out.shape:
        raise Reject("convert between different shapes")
    return b.emit("stablehlo.convert", [b.gen(o, src, role, bound)], out)


@generator("compare")
def _compare(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    x, y = b.operands(pat)
    known = b.known_type(x) or b.known_type(y)
    shape = want.shape if want else (known.shape if known else b.shape())
    t = known or TT(shape, b.elem())
    vx, vy = b.gen(x, t), b.gen(y, t)
    d = b.pick(pat, "comparison_direction",
               lambda: b.rng.choice(["EQ", "NE", "LT", "LE", "GT", "GE"]))
    ct = "FLOAT" if t.is_float else ("UNSIGNED" if t.elem.startswith("ui") or t.elem == "i1"
                                      else "SIGNED")
    r = b.rng.random()
    if t.is_float and r < 0.2:
        ct = "TOTALORDER"  # orders -0.0 < 0.0 and NaNs by their bits
    ct = b.pick(pat, "compare_type", lambda: ct if r < 0.9 else None)  # None: the default
    props = (f"compare_type = #stablehlo<comparison_type {ct}>, " if ct else "") + \
        f"comparison_direction = #stablehlo<comparison_direction {d}>"
    return b.emit("stablehlo.compare", [vx, vy], t.with_elem("i1"), props)


@generator("select")
def _select(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    p, x, y = b.operands(pat)
    known = b.known_type(x) or b.known_type(y)
    t = want or known or b.rand_type()
    kp = b.known_type(p)
    pt = kp if kp is not None else (TT((), "i1") if b.rng.random() < 0.2 else t.with_elem("i1"))
    vp = b.gen(p, pt, "mask")
    return b.emit("stablehlo.select", [vp, b.gen(x, t, role, bound), b.gen(y, t, role, bound)], t)


@generator("clamp")
def _clamp(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    lo, x, hi = b.operands(pat)
    t = want or b.known_type(x) or b.rand_type()
    st = t if b.rng.random() < 0.6 else t.with_shape(())
    return b.emit("stablehlo.clamp", [b.gen(lo, st), b.gen(x, t, role, bound), b.gen(hi, st)], t)


@generator("constant")
def _constant_gen(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    return b.constant(want or b.rand_type(), role, bound)


@generator("iota")
def _iota(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    t = want or b.rand_type(rank=b.rng.choice([1, 1, 2, 3]))
    if not t.shape:
        raise Reject("iota of rank 0")
    if t.elem == "i1":
        t = t.with_elem("i32")
    big = [i for i, n in enumerate(t.shape) if n > 256]  # past bf16's exact integers
    d = b.pick(pat, "iota_dimension", lambda: b.rng.choice(big) if big and b.rng.random() < 0.7
               else b.rng.randrange(len(t.shape)))
    return b.emit("stablehlo.iota", [], t, f"iota_dimension = {int(d)} : i64")


# --------------------------------------------------------------------------- shape ops


@generator("slice")
def _slice(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    known = b.known_type(o)
    rng = b.rng
    planned = False
    starts: list[int] = []
    limits: list[int] = []
    strides: list[int] = []
    exact = _builds_exactly(b, o)
    if known is None and want is not None and want.shape:
        dims = []
        for r in want.shape:
            k = rng.choice([1, 1, 2, 3])
            s = rng.randint(0, 2)
            # every limit that keeps r elements: one past the last taken up to k - 1 more
            lim = s + (r - 1) * k + 1 + rng.randint(0, k - 1) if r > 0 else s
            starts.append(s)
            strides.append(k)
            limits.append(lim)
            dims.append(lim + rng.randint(0, 2))
            if exact:  # the operand will have these dims (and more)
                b.bound_check(want.with_shape(dims))
        known = want.with_shape(dims)
        planned = True
    if isinstance(o, m.OpPat) and _full(o.op) == "stablehlo.concatenate":
        b.memo["sliced_concatenate"] = True  # _concatenate: mostly 2-3 parts
    if known is None:
        # a chain of stores read as windows: rank 2 or 3 (a window dim
        # beside the lanes, which the stores' updates can lay out unlike the slice)
        known = b.rand_type(rank=rng.choice([2, 2, 3] if b.store_slices else [1, 1, 2, 2, 3]))
        # a strided slice of a tiny dim keeps one element: grow some dims
        known = known.with_shape([n + rng.choice([0, 0, 2, 4]) for n in known.shape])
        if rng.random() < 0.6:  # size-1 dims among the others (kept whole, or emptied)
            known = known.with_shape(_unit_shuffle(b, known.shape))
    if not known.shape:
        raise Reject("slice of rank 0")
    v = None
    if not planned:
        if exact:
            b.bound_check(known)
        # build the operand first and cut its actual type (an op generator may not reach
        # the type asked for: a gather's batch size comes from its indices)
        v = b.gen(o, known, role, bound)
        known = v.type
        if not known.shape:
            raise Reject("slice of rank 0")
        # size-1 dims: mostly one way per program (taken whole, or emptied as [0, 0) or
        # as [1, 1)), so a program can have every unit dim emptied the same way
        for s, lim, k in b.slice_dims(known.shape):
            starts.append(s)
            limits.append(lim)
            strides.append(k)
        earlier = b.memo.get(("slices_of", v.name))
        if earlier and rng.random() < 0.7:
            starts, limits, strides = _neighbour_slice(b, known.shape, want,
                                                       *rng.choice(earlier))
        pad = b.memo.get("pads", {}).get(v.name)
        if pad is not None and rng.random() < 0.5:  # a slice of a pad: its boundaries
            starts, limits, strides = _pad_boundary_slice(b, known.shape, pad, starts,
                                                          limits, strides)
        sink = b.memo.pop(("sink", v.name), None)
        if sink is not None:  # a scatter with a sink slot: read its live windows
            starts, limits, strides = _sink_slice(b, known.shape, sink, starts, limits, strides)
        stores = b.memo.get("gs_stores") if b.store_slices and isinstance(o, m.OpPat) \
            and _full(o.op) == "stablehlo.scatter" else None
        if stores:  # a slice of a chain of stores read as windows: a box of their windows
            starts, limits, strides = _store_slice(b, known.shape, stores, starts, limits, strides)
    starts = list(b.pick(pat, "start_indices", lambda: tuple(starts)))
    limits = list(b.pick(pat, "limit_indices", lambda: tuple(limits)))
    strides = list(b.pick(pat, "strides", lambda: tuple(strides)))
    if v is None:
        v = b.gen(o, known, role, bound)
    if not (len(starts) == len(limits) == len(strides) == len(v.type.shape)):
        raise Reject("slice attributes of the wrong rank")
    out = [max(0, -(-(lim - s) // k)) for s, lim, k in zip(starts, limits, strides)]
    b.memo.setdefault(("slices_of", v.name), []).append((starts, limits, strides))
    props = (f"limit_indices = {_ints(limits)}, start_indices = {_ints(starts)}, "
             f"strides = {_ints(strides)}")
    return b.emit("stablehlo.slice", [v], v.type.with_shape(out), props)


def _builds_exactly(b: Builder, o: m.Pattern) -> bool:
    """Whether the operand pattern ``o`` of a slice is built as exactly the type asked for:
    a new leaf, or a slice whose own operand and attributes are still open (it plans its
    operand from the type asked for). Only then may the slice tell ``bound_check`` that
    type before building it."""
    if isinstance(o, m.WildPat):
        return True
    if isinstance(o, m.ValuePat):
        return o.name not in b.values
    if isinstance(o, m.OpPat) and _full(o.op) == "stablehlo.slice" and len(o.alts) <= 1 \
            and not o.prefix and not o.traits and len(o.operands) == 1 \
            and isinstance(o.operands[0], (m.ValuePat, m.WildPat)) \
            and b.known_type(o.operands[0]) is None \
            and not (o.type is not None and o.type.names):
        return all(a.kind == "bind" and a.value not in b.attrs for a in o.attrs
                   if a.name in ("start_indices", "limit_indices", "strides"))
    return False


def _pad_boundary_slice(b: Builder, shape: tuple[int, ...],
                        pad: tuple[tuple[int, ...], list[int], list[int], list[int]],
                        starts: list[int], limits: list[int], strides: list[int]
                        ) -> tuple[list[int], list[int], list[int]]:
    """A slice of ``pad(x)`` (``shape`` its result's) starting, along one or two dims, at a
    boundary of the pad's geometry: where ``x``'s first element lands (``lo``), one before
    it, just past ``lo + n`` (the end of ``x`` were there no interior padding: with it, still
    inside the data), in an interior gap, at the last data element, or at the first element
    of the high padding; one or two elements long or to the end, unit stride. What rules
    that tell padding from data must get right at the edges."""
    rng = b.rng
    x_shape, lo, _hi, it = pad
    starts, limits, strides = list(starts), list(limits), list(strides)
    for d in rng.sample(range(len(shape)), min(len(shape), rng.choice([1, 1, 2]))):
        n, size = x_shape[d], shape[d]
        end = lo[d] + max(n - 1, 0) * (it[d] + 1) + 1 if n else lo[d]  # past the last datum
        marks = [lo[d], lo[d] - 1, lo[d] + n, end - 1, end]
        if it[d] and n > 1:
            marks += [lo[d] + 1, lo[d] + rng.randrange(1, n) * (it[d] + 1) - 1]
        s = min(max(rng.choice(marks), 0), size)
        lim = size if rng.random() < 0.3 else min(size, s + rng.choice([1, 1, 2]))
        starts[d], limits[d], strides[d] = s, lim, 1
    return starts, limits, strides


def _neighbour_slice(b: Builder, shape: tuple[int, ...], want: TT | None, starts: list[int],
                     limits: list[int], strides: list[int]
                     ) -> tuple[list[int], list[int], list[int]]:
    """A second slice of one value, next to an earlier one along one dim (the others
    equal; the dim is one where the wanted result differs from the earlier slice, as a
    concatenate asks): adjacent to it, overlapping it by one, with a gap of one, or the
    same."""
    rng = b.rng
    starts, limits, strides = list(starts), list(limits), list(strides)
    if len(starts) != len(shape):
        return starts, limits, strides
    d = rng.randrange(len(shape))
    if want is not None and len(want.shape) == len(shape):
        prev = [max(0, -(-(lim - s) // k)) for s, lim, k in zip(starts, limits, strides)]
        differ = [i for i, (a, c) in enumerate(zip(want.shape, prev)) if a != c]
        if differ:
            d = rng.choice(differ)
    strides[d] = 1
    n, s0, l0 = shape[d], starts[d], limits[d]
    rel = rng.choice(["adjacent", "adjacent", "overlap", "gap", "before", "same"])
    if rel == "same":
        return starts, limits, strides
    if rel == "before":  # ends where the earlier one starts
        lo = rng.randint(0, s0)
        return starts[:d] + [lo] + starts[d + 1:], limits[:d] + [s0] + limits[d + 1:], strides
    first = {"adjacent": l0, "overlap": max(0, l0 - 1), "gap": l0 + 1}[rel]
    first = min(first, n)
    last = rng.randint(first, n) if rng.random() < 0.5 else n
    starts[d], limits[d] = first, last
    return starts, limits, strides


def _rand_perm(b: Builder, n: int, moving: bool = False) -> tuple[int, ...]:
    """A random permutation of ``range(n)``; ``moving``: not the identity (n >= 2)."""
    p = list(range(n))
    b.rng.shuffle(p)
    if moving and n > 1 and p == sorted(p):  # swap two neighbours: a bounded draw (prove
        i = b.rng.randrange(n - 1)            # enumerates every path of a rejection loop)
        p[i], p[i + 1] = p[i + 1], p[i]
    return tuple(p)


@generator("transpose")
def _transpose(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    known = b.known_type(o)
    rank = len(known.shape) if known else (len(want.shape) if want else b.rng.choice([2, 2, 3, 1]))
    # over a reshape: mostly a permutation that moves dims (an identity one passes anything)
    of_reshape = isinstance(o, m.OpPat) and _full(o.op) == "stablehlo.reshape"
    perm = list(b.pick(pat, "permutation", lambda: _rand_perm(
        b, rank, moving=of_reshape and rank > 1 and b.rng.random() < 0.6)))
    if known is None:
        if want is not None and len(want.shape) == len(perm):
            inv = [0] * len(perm)
            for i, p in enumerate(perm):
                inv[p] = i
            known = want.with_shape([want.shape[inv[d]] for d in range(len(perm))])
        else:
            known = b.rand_type(rank=len(perm))
    if of_reshape:
        b.memo["reshape_of_transposed"] = True  # see _reshape
    v = b.gen(o, known, role, bound)
    b.memo.pop("reshape_of_transposed", None)
    if sorted(perm) != list(range(len(v.type.shape))):
        raise Reject("permutation does not fit the operand")
    out = [v.type.shape[p] for p in perm]
    return b.emit("stablehlo.transpose", [v], v.type.with_shape(out),
                  f"permutation = {_ints(perm)}")


def _unit_shuffle(b: Builder, shape: tuple[int, ...]) -> tuple[int, ...]:
    """``shape`` with some of its size-1 dims dropped and 0-2 new ones inserted anywhere:
    a reshape that adds AND drops unit dims (the non-unit sizes keep their order)."""
    s = [n for n in shape if n != 1 or b.rng.random() < 0.3]
    for _ in range(b.rng.choice([0, 1, 1, 2])):
        s.insert(b.rng.randint(0, len(s)), 1)
    return tuple(s)


def _reshape_of(b: Builder, shape: tuple[int, ...]) -> tuple[int, ...]:
    """A shape of as many elements as ``shape``: flattened, a unit dim added or dropped,
    unit dims shuffled (added and dropped at once), or refactored."""
    n = math.prod(shape)
    r = b.rng.random()
    if r < 0.2:
        return (n,)
    if r < 0.35:
        s = list(shape)
        s.insert(b.rng.randint(0, len(s)), 1)
        return tuple(s)
    if r < 0.45 and 1 in shape:
        s = list(shape)
        s.remove(1)
        return tuple(s)
    if r < 0.8:
        return _unit_shuffle(b, shape)
    divs = [d for d in range(1, n + 1) if n % d == 0]
    d = b.rng.choice(divs)
    if b.rng.random() < 0.3:
        return _unit_shuffle(b, (d, n // d))
    return (d, n // d)


def _moved_sizes(b: Builder, shape: tuple[int, ...]) -> tuple[int, ...]:
    """The operand shape of a reshape a transpose reads, 60% of the time:
    ``shape``'s sizes other than 1 in another order (two of
    them swapped where they differ), unit dims shuffled: a reshape that moves data between
    dims although the sizes that are not 1 are the same ones, the near miss of a reshape
    that only adds or drops unit dims (which a transpose may pass through)."""
    sizes = [n for n in shape if n != 1]
    pairs = [(i, j) for i in range(len(sizes)) for j in range(i + 1, len(sizes))
             if sizes[i] != sizes[j]]
    if pairs:
        i, j = b.rng.choice(pairs)
        sizes[i], sizes[j] = sizes[j], sizes[i]
    return _unit_shuffle(b, tuple(sizes))


@generator("reshape")
def _reshape(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    known = b.known_type(o)
    moved = b.memo.pop("reshape_of_transposed", False)
    if known is None and want is not None and moved and b.rng.random() < 0.6:
        known = want.with_shape(_moved_sizes(b, want.shape))
    elif known is None:
        known = want.with_shape(_reshape_of(b, want.shape)) if want else b.rand_type()
    v = b.gen(o, known, role, bound)
    out = want if want is not None and want.numel == v.type.numel else \
        v.type.with_shape(_reshape_of(b, v.type.shape))
    if out.elem != v.type.elem:
        raise Reject("reshape cannot change the element type")
    return b.emit("stablehlo.reshape", [v], out)


@generator("broadcast_in_dim")
def _broadcast(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    out, dims, known = b.broadcast_plan(b.known_type(o), want)
    dims = list(b.pick(pat, "broadcast_dimensions", lambda: tuple(dims)))
    v = b.gen(o, known, role, bound)
    return b.emit("stablehlo.broadcast_in_dim", [v], out,
                  f"broadcast_dimensions = {_ints(dims)}")


@generator("reverse")
def _reverse(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    t = want or b.known_type(o) or b.rand_type(rank=b.rng.choice([1, 2]))
    dims = list(b.pick(pat, "dimensions", lambda: tuple(
        sorted(b.rng.sample(range(len(t.shape)), b.rng.randint(1, max(1, len(t.shape)))))
        if t.shape else ())))
    return b.emit("stablehlo.reverse", [b.gen(o, t, role, bound)], t,
                  f"dimensions = {_ints(dims)}")


@generator("concatenate")
def _concatenate(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats: list[m.Pattern] = []
    for o in pat.operands:
        if isinstance(o, m.RestPat):
            n = b.rng.randint(0, 2) if o.name is None or o.name not in b.values else 0
            # a sliced concatenate of a variadic list: mostly two or three parts (with one,
            # a slice across the parts' seams, strided or not, is never drawn)
            if n < 2 and len(pat.operands) == 1 and b.memo.pop("sliced_concatenate", False) \
                    and b.rng.random() < 0.6:
                n = b.rng.randint(2, 3)
            pats += [m.WildPat(o.loc) for _ in range(n)]
        else:
            pats.append(o)
    if not pats:
        pats = [m.WildPat(pat.loc)]
    base = want or b.rand_type(rank=b.rng.choice([1, 1, 2]))
    if not base.shape:
        base = base.with_shape((2,))
    d = int(b.pick(pat, "dimension", lambda: b.rng.randrange(len(base.shape))))
    if d >= len(base.shape):
        raise Reject("concatenate dimension out of range")
    vals: list[Val] = []
    for p in pats:
        s = list(base.shape)
        s[d] = b.dim()
        kt = b.known_type(p)
        if kt is None and (isinstance(p, m.WildPat) or isinstance(p, m.ValuePat)
                           and p.name not in b.values):
            # a new leaf is built as asked: the result's dim with it, before its values
            part = list(s)
            part[d] += sum(v.type.shape[d] for v in vals if len(v.type.shape) > d)
            b.bound_check(base.with_shape(part))
        vals.append(b.gen(p, kt or base.with_shape(s), role, bound))
        if vals[0].type.shape and len(vals[0].type.shape) == len(vals[-1].type.shape) > d:
            part = list(vals[0].type.shape)  # the result's dim so far (it only grows)
            part[d] = sum(v.type.shape[d] for v in vals if len(v.type.shape) > d)
            b.bound_check(vals[0].type.with_shape(part))
    out = list(vals[0].type.shape)
    out[d] = sum(v.type.shape[d] for v in vals)
    return b.emit("stablehlo.concatenate", vals, vals[0].type.with_shape(out),
                  f"dimension = {d} : i64")


@generator("pad")
def _pad(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    x, pv = b.operands(pat)
    into = b.memo.get("buffer_pad", False)  # a dynamic_update_slice writes into it: often 2-D
    t = b.known_type(x) or b.rand_type(rank=b.rng.choice([1, 2, 2, 3] if into else [1, 2]))
    kp = b.known_type(pv)
    fixed = kp if kp is not None else want  # the element type is fixed: a shared padding
    if fixed is not None:  # value, or the type a parent asks for
        t = t.with_elem(fixed.elem)
    vx = b.gen(x, t, role, bound)  # an op may not reach the type asked for: pad what it built
    t = vx.type
    r = len(t.shape)
    # edge padding: negative (crops), zero and positive; interior padding 0, 1 or 2; a pad
    # a dynamic_update_slice writes into: 70% a buffer (edge padding >= 0, no interior; 15%
    # of them interior padding 1 along one dim, a near miss), of rank 1-3
    buffer = b.memo.pop("buffer_pad", False) and b.rng.random() < 0.7
    edge = [0, 0, 1, 1, 2, 3] if buffer else [-2, -1, -1, 0, 0, 1, 1, 2, 3]
    lo = list(b.pick(pat, "edge_padding_low", lambda: tuple(b.rng.choice(edge) for _ in range(r))))
    shift = not buffer and b.rng.random() < 0.3  # hi = -lo: same shape, contents shifted
    hi = list(b.pick(pat, "edge_padding_high", lambda: tuple(
        -lo[i] if shift and i < len(lo) else b.rng.choice(edge) for i in range(r))))
    it = list(b.pick(pat, "interior_padding", lambda: tuple(
        0 if buffer else b.rng.choice([0, 0, 1, 2]) for _ in range(r))))
    if buffer and r and b.rng.random() < 0.15:  # near miss: interior padding along one dim
        it[b.rng.randrange(r)] = 1
    vp = b.gen(pv, t.with_shape(()))
    out = [lo[i] + hi[i] + n + max(n - 1, 0) * it[i] for i, n in enumerate(t.shape)]
    if any(o < 0 for o in out):
        raise Reject("negative padded size")
    props = (f"edge_padding_high = {_ints(hi)}, edge_padding_low = {_ints(lo)}, "
             f"interior_padding = {_ints(it)}")
    v = b.emit("stablehlo.pad", [vx, vp], t.with_shape(out), props)
    b.memo.setdefault("pads", {})[v.name] = (t.shape, lo, hi, it)
    return v


@generator("dynamic_slice")
def _dynamic_slice(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = list(pat.operands)
    x = pats[0]
    t = b.known_type(x) or b.rand_type(rank=b.rng.choice([1, 2]))
    vx = b.gen(x, t, role, bound)
    idx: list[Val] = []
    rest, const = _rest_indices(b, pat, pats[1:], len(t.shape))
    for p, n in zip(rest, t.shape):
        idx.append(_start_index(b, p, const, n))
    sizes = list(b.pick(pat, "slice_sizes", lambda: tuple(b.rng.randint(1, n) for n in t.shape)))
    return b.emit("stablehlo.dynamic_slice", [vx, *idx], t.with_shape(sizes),
                  f"slice_sizes = {_ints(sizes)}")


@generator("dynamic_update_slice")
def _dus(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = list(pat.operands)
    t = want or b.known_type(pats[0]) or b.rand_type(rank=b.rng.choice([1, 2]))
    if isinstance(pats[0], m.OpPat) and _full(pats[0].op) == "stablehlo.pad":
        b.memo["buffer_pad"] = True
    vx = b.gen(pats[0], t, role, bound)
    b.memo.pop("buffer_pad", None)
    t = vx.type  # an op may not reach the type asked for (a pad): update what it built
    beside = _beside_pad(b, vx)
    vu = b.gen(pats[1], b.known_type(pats[1]) or
               t.with_shape(beside[0] if beside else
                            [b.rng.randint(min(1, n), n) for n in t.shape]))
    rest, const = _rest_indices(b, pat, pats[2:], len(t.shape))
    idx = []
    for j, (p, n) in enumerate(zip(rest, t.shape)):
        if beside and j < len(beside[1]):
            b.index_hint = ((), [beside[1][j]])
        idx.append(_start_index(b, p, const, n))
        b.index_hint = None
    return b.emit("stablehlo.dynamic_update_slice", [vx, vu, *idx], t)


def _rest_indices(b: Builder, pat: m.OpPat, rest: list[m.Pattern | m.RestPat],
                  rank: int) -> tuple[list[m.Pattern | m.RestPat], bool | None]:
    """The start-index operand patterns of a dynamic slice/update (one per dim when the
    pattern has none or one variadic ``%is...``), and how to build them: None, by their
    patterns; True, as constants; False, as arguments. The last two when the rule's checks
    want ``%is`` constant (``all(is_constant(%i) for %i in %is)``): constants 90% of the
    time, else arguments (the near miss; a leaf there would often be a constant again, one
    program reached by both branches)."""
    if not rest:
        return [m.WildPat(pat.loc) for _ in range(rank)], None
    only = rest[0]
    if len(rest) == 1 and isinstance(only, m.RestPat):
        wants = only.name is not None and only.name in b.const_names
        return [m.WildPat(pat.loc) for _ in range(rank)], (b.rng.random() < 0.9) if wants else None
    return rest, None


def _start_index(b: Builder, p: m.Pattern | m.RestPat, const: bool | None, n: int) -> Val:
    """One start index of extent ``n``, built as :func:`_rest_indices` says."""
    t = TT((), "i32")
    if const is None:
        return b.gen(p, t, "index", n)
    return b.constant(t, "index", n) if const else b.arg(t, n)


def _beside_pad(b: Builder, vx: Val) -> tuple[list[int], list[int]] | None:
    """When a dynamic_update_slice writes into a pad of ``a`` built here with edge padding
    >= 0 and no interior padding (a buffer), 70% of the time: an update shape and starts
    that put the update exactly beside ``a`` along one dim d (after it, or before it),
    the same box as ``a`` on every other dim; or a near miss (30%): one start off by one
    (a gap, an overlap, or another dim), one other extent one short, or a start past the
    end or below 0 (clamped into the buffer by the op). Near misses are 50%, of rank 2 and more 60% of them the start one off along
    another dim than d (the box beside ``a`` but shifted: what the tests of which dims
    differ from ``a``'s box reject), and most other shifts along d (a gap or an overlap)."""
    pad = b.memo.get("pads", {}).get(vx.name)
    rng = b.rng
    if pad is None or rng.random() < 0.3:
        return None
    shape, lo, hi, it = pad
    if any(v < 0 for v in (*lo, *hi, *it)) or not shape:
        return None
    r = len(shape)
    d = rng.randrange(r)
    after = rng.random() < 0.5
    room = hi[d] if after else lo[d]
    if room == 0:
        return None
    ext = list(shape)
    ext[d] = rng.randint(1, room)
    at = list(lo)
    at[d] = lo[d] + shape[d] if after else lo[d] - ext[d]
    if rng.random() < 0.5:
        kind = rng.choice(["shift", "shift", "short", "past", "negative"])
        c = rng.randrange(r)
        if r > 1 and rng.random() < 0.6:  # one off beside a along another dim
            kind, c = "shift", rng.choice([e for e in range(r) if e != d])
        elif kind == "shift" and rng.random() < 0.6:  # a gap or an overlap beside a
            c = d
        if kind == "shift":
            at[c] += rng.choice([-1, 1])
        elif kind == "short" and r > 1 and ext[(d + 1) % r] > 1:
            ext[(d + 1) % r] -= 1
        elif kind == "past":
            at[d] = lo[d] + shape[d] + hi[d] + rng.randint(0, 2)
        elif kind == "negative":
            at[d] = -1
    return ext, at


# --------------------------------------------------------------------------- gather/scatter


@dataclass
class _Family:
    """How gather/scatter index the operand: ``rows`` (one leading dim per index),
    ``points`` (a full index vector, scalar windows), ``windows`` (leading-dim start,
    full-rank windows) or ``general`` (a random :class:`_Layout`)."""

    kind: str
    k: int                       # number of indices
    extra: tuple[int, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class _Layout:
    """A random gather/scatter layout over an operand of rank ``r``: the operand dims the
    index vector addresses (``index_map``, in vector order), those whose size-1 window is
    dropped (``collapsed``: gather's ``collapsed_slice_dims``, scatter's
    ``inserted_window_dims``), the index batch shape, where the index vector sits in the
    indices (``ivd``; ``implicit`` when the indices have no vector dim: a length-1 vector)
    and where the window dims sit in the result/update (``window_pos``)."""

    r: int
    index_map: tuple[int, ...]
    collapsed: tuple[int, ...]
    batch: tuple[int, ...]
    ivd: int
    implicit: bool
    window_pos: tuple[int, ...]

    def index_type(self) -> TT:
        if self.implicit:
            return TT(self.batch, "i32")
        s = list(self.batch)
        s.insert(self.ivd, len(self.index_map))
        return TT(tuple(s), "i32")

    def outer_shape(self, windows: list[int]) -> tuple[int, ...]:
        """The gather result / scatter update shape for per-operand-dim window sizes."""
        kept = [w for d, w in enumerate(windows) if d not in self.collapsed]
        out, bi, wi = [], 0, 0
        for pos in range(len(self.batch) + len(kept)):
            if pos in self.window_pos:
                out.append(kept[wi])
                wi += 1
            else:
                out.append(self.batch[bi])
                bi += 1
        return tuple(out)


def _layout(b: Builder, r: int, batch: tuple[int, ...] | None = None,
            window_pos: tuple[int, ...] | None = None, p_collapse: float = 0.6) -> _Layout:
    """A random layout over a rank-``r`` operand (with the batch shape or the window
    positions fixed when given: derived from a wanted result type); an indexed dim is
    collapsed with probability ``p_collapse``."""
    rng = b.rng
    ni = rng.randint(1, r)
    index_map = tuple(rng.sample(range(r), ni))
    if window_pos is not None:
        nc = r - len(window_pos)
        if nc < 0 or nc > ni:
            raise Reject("a gather result of this rank does not fit the layout")
        collapsed = tuple(sorted(rng.sample(index_map, nc)))
    else:
        collapsed = tuple(sorted(d for d in index_map if rng.random() < p_collapse))
    if batch is None:
        # (one store read by a gather: index batches of two dims as often as without chains)
        nb = rng.choice([0, 1, 1, 1, 2] if b.chains and not b.one_store else [0, 1, 1, 2, 2])
        batch = tuple(rng.randint(1, 4) for _ in range(nb))
        if b.runs and nb and rng.random() < 0.08:  # runs: at times no window at all
            batch = (0, *batch[1:])
    nb = len(batch)
    implicit = ni == 1 and rng.random() < 0.4
    ivd = nb if implicit else rng.randint(0, nb)
    nw = r - len(collapsed)
    if window_pos is None:
        window_pos = tuple(sorted(rng.sample(range(nb + nw), nw)))
    return _Layout(r, index_map, collapsed, batch, ivd, implicit, window_pos)


def _layout_fits(lay: _Layout, it: TT) -> bool:
    return lay.index_type().shape == it.shape


def _vary_layout(b: Builder, lay: _Layout, keep_collapsed: bool = False) -> _Layout:
    """``lay`` with its window positions redrawn, or its collapsed dims redrawn among the
    indexed ones (unless ``keep_collapsed``): a gather and a scatter that nearly share a
    layout (their result and update types can still agree while their windows differ)."""
    rng = b.rng
    collapsed = lay.collapsed
    if not keep_collapsed and rng.random() < 0.5:
        collapsed = tuple(sorted(d for d in lay.index_map if rng.random() < 0.6))
    nw = lay.r - len(collapsed)
    pos = tuple(sorted(rng.sample(range(len(lay.batch) + nw), nw)))
    if keep_collapsed:  # the data laid out another way: other window positions if any
        others = [p for p in itertools.combinations(range(len(lay.batch) + nw), nw)
                  if p != lay.window_pos]
        pos = rng.choice(others) if others else pos
    return dataclasses.replace(lay, collapsed=collapsed, window_pos=pos)


def _shared_layout(b: Builder, x: TT, ki: TT | None) -> _Layout:
    key = ("gs_layout", len(x.shape))
    again = key in b.memo
    # stores read by one gather: fewer collapsed dims, so that windows have data dims to
    # lay out in another order
    lay = b.shared(key, lambda: _layout(b, len(x.shape), p_collapse=0.3 if b.chains else 0.6))
    # stores read by one gather: their layouts differ from the gather's more often
    if again and b.rng.random() < (0.6 if b.chains else 0.3):
        # stores of a chain: the same windows, their data laid out another way
        lay = _vary_layout(b, lay, keep_collapsed=b.chains)
    if ki is not None and not _layout_fits(lay, ki):
        lay = _layout_from_indices(b, len(x.shape), ki)
    return lay


def _layout_from_indices(b: Builder, r: int, it: TT) -> _Layout:
    """A layout for indices of a known type (the vector dim picked among the dims that fit)."""
    rng = b.rng
    for _ in range(8):
        if it.shape and rng.random() < 0.7:
            ivd = rng.randrange(len(it.shape))
            n = it.shape[ivd]
            if 1 <= n <= r:
                batch = it.shape[:ivd] + it.shape[ivd + 1:]
                index_map = tuple(rng.sample(range(r), n))
                collapsed = tuple(sorted(d for d in index_map if rng.random() < 0.6))
                nw = r - len(collapsed)
                pos = tuple(sorted(rng.sample(range(len(batch) + nw), nw)))
                return _Layout(r, index_map, collapsed, batch, ivd, False, pos)
        else:
            batch = it.shape
            index_map = (rng.randrange(r),)
            collapsed = index_map if rng.random() < 0.6 else ()
            nw = r - len(collapsed)
            pos = tuple(sorted(rng.sample(range(len(batch) + nw), nw)))
            return _Layout(r, index_map, collapsed, batch, len(batch), True, pos)
    raise Reject("no gather/scatter layout fits the indices")


def _family(b: Builder) -> _Family:
    # rules that read through chains of stores: mostly random layouts (rows and points
    # always lay a store out as its gather); so for rules that compare a run's layout
    # with the operand's (a run laid out across the result's dims needs a general layout)
    kinds = ["rows", "points", "windows", "general", "general", "general"] \
        if b.chains or b.crossing else ["rows", "rows", "points", "windows", "general", "general"]
    if b.memo.pop("gs_vary_family", False) and b.rng.random() < 0.4:
        # the inner gather of a gather of a gather: at times a layout of its own (near
        # misses of rules that ask both for one layout)
        return _Family(b.rng.choice(kinds), b.rng.randint(1, 4 if b.runs else 6))
    # rules that read window starts: at most 4 indices, so that a run fits in the operand
    return b.shared("gs_family", lambda: _Family(b.rng.choice(kinds),
                                                 b.rng.randint(1, 4 if b.runs else 6)))


def _operand_for(b: Builder, fam: _Family, known: TT | None, want_out: TT | None) -> TT:
    if known is not None:
        return known
    if want_out is not None and fam.kind == "rows" and want_out.shape:
        return want_out.with_shape((b.dim(2) + 1, *want_out.shape[1:]))
    return b.shared("gs_operand", lambda: _gs_operand(b, [1, 1, 2, 2, 3]))


def _gs_operand(b: Builder, ranks: list[int]) -> TT:
    """A gather/scatter operand type; for rules that read through chains of stores or read
    window starts, mostly dims of 3 or more (room for several windows of 2 or more, so that
    a gather can read runs)."""
    t = b.rand_type(rank=b.rng.choice(ranks))
    if (b.chains or b.runs) and b.rng.random() < 0.7:
        t = t.with_shape(b.shape(len(t.shape), lo=3))
    return t


def _index_type(fam: _Family, x: TT) -> TT:
    if fam.kind == "points":
        return TT((fam.k, len(x.shape)), "i32")
    return TT((fam.k, 1), "i32")


def _emit_layout_gather(b: Builder, pat: m.OpPat, vx: Val, vi: Val, lay: _Layout,
                        sizes: list[int], rank: int) -> Val:
    """Emit the gather of ``vx`` at indices ``vi`` with layout ``lay`` and window ``sizes``
    (the pattern's own ``slice_sizes`` where it fixes them); rejects sizes of a rank other
    than the operand's."""
    sizes = list(b.pick(pat, "slice_sizes", lambda: tuple(sizes)))
    if len(sizes) != rank:
        raise Reject("slice_sizes of the wrong rank")
    dn: list[_DimField] = [
        ("offset_dims", list(lay.window_pos)), ("collapsed_slice_dims", list(lay.collapsed)),
        ("start_index_map", list(lay.index_map)), ("index_vector_dim", lay.ivd)]
    props = (f"dimension_numbers = {_dims_struct('gather', dn)}, indices_are_sorted = false, "
             f"slice_sizes = {_ints(sizes)}")
    return b.emit("stablehlo.gather", [vx, vi], vx.type.with_shape(lay.outer_shape(sizes)), props)


def _gather_general(b: Builder, xp: m.Pattern, ip: m.Pattern, pat: m.OpPat, want: TT | None,
                    role: str, bound: int, kx: TT | None, ki: TT | None) -> Val:
    rng = b.rng
    if kx is None and want is not None and want.shape and ki is None:
        # from the wanted result: pick its window positions, the rest are batch dims
        out = want.shape
        nw = rng.randint(1, len(out))
        pos = tuple(sorted(rng.sample(range(len(out)), nw)))
        batch = tuple(n for i, n in enumerate(out) if i not in pos)
        r = nw + rng.randint(0, 1)
        lay = _layout(b, r, batch, pos)
        kept = iter(out[i] for i in pos)
        sizes = [1 if d in lay.collapsed else next(kept) for d in range(r)]
        x = want.with_shape([s + rng.choice([0, 0, 1, 2]) for s in sizes])
    else:
        x = kx or b.shared("gs_operand", lambda: _gs_operand(b, [1, 2, 2, 3]))
        if not x.shape:
            raise Reject("gather of a rank-0 operand")
        lay = _shared_layout(b, x, ki)
        sizes = [1 if d in lay.collapsed else _window_size(b, n) for d, n in enumerate(x.shape)]
        if b.crossing and ki is None and rng.random() < 0.4:
            lay, sizes = _crossing_layout(b, x) or (lay, sizes)
    # a gather over a chain of stores (rules that call stores()): half of the time it reads
    # one block of the last write, laid out another way or at two offsets
    block = _reads_chain(b, xp, kx, ki) and rng.random() < 0.5
    if ki is None and not block:
        b.bound_check(lay.index_type())  # the index type, final unless a block re-lays it
    if block:
        x, lay = _block_layout(b, x, lay)
        sizes = [1 if d in lay.collapsed else min(n, w) for d, (n, w) in
                 enumerate(zip(sizes, x.shape))]
    if x.elem == "i1" and rng.random() < 0.5:
        x = x.with_elem("f32")
    if b.covers and not block:  # a store it reads back: mostly the gather's windows and layout
        b.memo.setdefault(("gs_window", x.shape, lay.collapsed), tuple(sizes))
        b.memo["gs_read_back"] = (x.shape, tuple(sizes))
    vx = b.gen(xp, x, role, bound)
    if vx.type.shape != x.shape:
        raise Reject("gather operand of an unexpected shape")
    if want is None or kx is not None or ki is not None:
        sizes = _store_sizes(b, sizes)
    got = _read_block(b, x) if block else None
    if got is not None:
        lay, sizes = got
    it = ki or lay.index_type()
    if got is None:
        _hint_gather_indices(b, x, lay.index_map, sizes, it, lay.ivd, lay.implicit,
                             (lay.window_pos, lay.collapsed))
    sizes = _hint_run_indices(b, x, lay.index_map, sizes, it, lay.ivd, lay.implicit,
                              (lay.window_pos, lay.collapsed) if b.crossing else None)
    vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = None
    if not _layout_fits(lay, vi.type):
        raise Reject("gather indices of unexpected shape")
    v = _emit_layout_gather(b, pat, vx, vi, lay, sizes, len(x.shape))
    b.memo[("gather_offsets", v.name)] = lay.window_pos  # for a gather of it (_gather_of_lanes)
    return v


# ---- chains of stores and gathers that read them (rules that call stores())


def _index_vectors(vals: list[Any], shape: tuple[int, ...], ivd: int,
                   implicit: bool) -> list[tuple[int, ...]]:
    """The index vectors of constant indices (row-major over the index batch)."""
    if implicit:
        return [(int(v),) for v in vals]
    batch = shape[:ivd] + shape[ivd + 1:]
    out = []
    for lane in itertools.product(*(range(n) for n in batch)):
        vec = []
        for k in range(shape[ivd]):
            pos = (*lane[:ivd], k, *lane[ivd:])
            vec.append(int(vals[_flat(pos, shape)]))
        out.append(tuple(vec))
    return out


def _flat(pos: Sequence[int], shape: Sequence[int]) -> int:
    i = 0
    for p, n in zip(pos, shape):
        i = i * n + p
    return i


def _index_values(vecs: list[tuple[int, ...]], shape: tuple[int, ...], ivd: int,
                  implicit: bool) -> list[int]:
    """Inverse of :func:`_index_vectors`: the row-major values of indices of ``shape``."""
    if implicit:
        return [v[0] for v in vecs]
    batch = shape[:ivd] + shape[ivd + 1:]
    return [vecs[_flat((*pos[:ivd], *pos[ivd + 1:]), batch)][pos[ivd]]
            for pos in itertools.product(*(range(n) for n in shape))]


def _is_plain_store(pat: m.OpPat) -> bool:
    """A scatter pattern whose body returns the update (``body(_, %b) { return(%b) }``)."""
    for rp in pat.regions:
        term = rp.terminator
        if isinstance(term, m.OpPat) and term.operands:
            inner = term.operands[0]
            return isinstance(inner, m.ValuePat) and inner.name in rp.args \
                and rp.args.index(inner.name) == 1
    return False


def _store_input(b: Builder, pat: m.OpPat, xp: m.Pattern, x: TT, role: str, bound: int) -> Val:
    """The input of a scatter: when the rule follows chains of stores (``stores()``) and the
    pattern is a plain store whose input is open (``_``), 0 to 3 more plain stores into one
    base first, each drawn as this one is (a layout shared or varied, its own window size,
    constant indices): 1 to 4 stacked stores with different windows."""
    left = b.memo.get("gs_chain")
    if left is None:
        left = (b.rng.choice([0, 1, 1, 2, 2, 3]) if b.chains and _is_plain_store(pat)
                and isinstance(xp, m.WildPat) else 0)
    if left > 0 and isinstance(xp, m.WildPat):
        b.memo["gs_chain"] = left - 1
        wild: list[m.Pattern | m.RestPat] = [m.WildPat(pat.loc) for _ in range(3)]
        inner = dataclasses.replace(pat, operands=wild, attrs=[], bind=None, type=None)
        b.memo.setdefault("gs_inner", set()).add(id(inner))  # its indices: constant
        return b.gen(inner, x, role, bound)
    b.memo["gs_chain"] = 0
    return b.gen(xp, x, role, bound)


def _note_store(b: Builder, vi: Val, x: TT, index_map: Sequence[int], ivd: int, implicit: bool,
                size: Sequence[int], layout: Hashable = None) -> None:
    """Remember the windows a store with constant indices ``vi`` writes (starts in operand
    space, in lane order, ``None`` for a window out of bounds, which the store skips; one
    size), for gathers that read them."""
    vals = b.const_values.get(vi.name)
    if not b.chains:
        return
    # every store of the chain in order (the last write last; None: indices not constant),
    # with its index map and batch: what _read_block reads (no draw: programs unchanged)
    geo = b.memo.setdefault("gs_chain_geo", [])
    if vals is None:
        geo.append(None)
        return
    starts = []
    for vec in _index_vectors(vals, vi.type.shape, ivd, implicit):
        st = [0] * len(x.shape)
        for k, d in enumerate(index_map):
            st[d] = vec[k]
        ok = all(0 <= a and a + w <= n for a, w, n in zip(st, size, x.shape))
        starts.append(tuple(st) if ok else None)
    batch = vi.type.shape if implicit else vi.type.shape[:ivd] + vi.type.shape[ivd + 1:]
    geo.append((tuple(starts), tuple(size), tuple(index_map), layout, tuple(batch)))
    if any(st is not None for st in starts):
        b.memo.setdefault("gs_stores", []).append((tuple(starts), tuple(size), layout))


def _hint_store_indices(b: Builder, x: TT, index_map: Sequence[int], size: Sequence[int],
                        it: TT, ivd: int, implicit: bool) -> None:
    """Often, give a store's constant indices distinct in-bounds windows (a gather can only
    read through a window written once), mostly on the grid of the window size (stores of
    one size then write the same windows or disjoint ones, so that a gather can read
    through several), at times as consecutive cells, with some lanes out of bounds (which
    the store skips) and a few duplicates."""
    rng = b.rng
    block = b.memo.get("gs_block", False)  # a gather reads a block of it: always, on the grid
    if not b.chains or len(size) != len(x.shape) or not block and rng.random() < 0.3:
        return
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    grid = rng.random() < 0.7 or block
    cells = list(itertools.product(*(range(0, x.shape[d] - size[d] + 1, size[d] if grid else 1)
                                     for d in index_map)))
    if rng.random() < 0.5:  # consecutive cells
        k0 = rng.randrange(len(cells)) if cells else 0
        picked = cells[k0:k0 + n]
    else:
        picked = rng.sample(cells, min(n, len(cells)))
    lanes: list[tuple[int, ...]] = []
    for k in range(n):
        r = rng.random()
        if k < len(picked) and (r >= 0.08 or block):
            lanes.append(picked[k])
        elif lanes and r < 0.03:
            lanes.append(rng.choice(lanes))
        else:
            lanes.append(tuple(rng.choice([-1, x.shape[d]]) for d in index_map))
    b.index_hint = (it.shape, _index_values(lanes, it.shape, ivd, implicit))


def _window_size(b: Builder, n: int) -> int:
    """A gather/scatter window's size along an operand dim of ``n``: for rules that read
    through chains of stores mostly 2 or half the dim (windows with data to lay out, and
    room for several in the operand), else the whole dim or a random size."""
    rng = b.rng
    if b.chains:
        return min(n, rng.choice([1, 2, 2, max(1, n // 2), n]))
    return n if rng.random() < 0.4 else rng.randint(1, n)


def _store_sizes(b: Builder, sizes: list[int]) -> list[int]:
    """Gather window sizes cut to the recorded stores' (for rules that read through chains
    of stores: always, to every store's or to one store's), so their windows can hold
    them."""
    stores = [st for st in b.memo.get("gs_stores", []) if len(st[1]) == len(sizes)]
    rng = b.rng
    if not stores or rng.random() < (0.0 if b.chains else 0.4):
        return sizes
    if b.chains and rng.random() < 0.6:
        return [min(s, *(st[1][d] for st in stores)) for d, s in enumerate(sizes)]
    _, size, _ = rng.choice(stores)
    return [min(s, w) for s, w in zip(sizes, size)]


def _hint_gather_indices(b: Builder, x: TT, index_map: Sequence[int], sizes: Sequence[int],
                         it: TT, ivd: int, implicit: bool, layout: Hashable = None) -> None:
    """Most of the time, give the gather's constant indices lanes that read the recorded
    stores' windows: either one block of consecutive lanes of one store at one offset
    (mostly the last write, else often a store laid out unlike the gather), or runs of consecutive
    lanes from several stores (a run often going on at the lane where the last one
    stopped, from another store or offset) mixed with random lanes (untouched, partly
    covered or out of bounds)."""
    stores = b.memo.get("gs_stores", [])
    rng = b.rng
    if not b.chains or not stores or rng.random() < 0.2:
        return
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    lanes: list[tuple[int, ...]] = []

    def read(starts: Sequence[Any], size: Sequence[int], j: int, run: int) -> None:
        off = [rng.randint(0, max(0, w - s)) for w, s in zip(size, sizes)]
        lanes.extend(tuple(st[d] + off[d] for d in index_map) for st in starts[j:j + run]
                     if st is not None)

    if rng.random() < 0.6:  # one block of one store: mostly the last write (no store
        # shadows it), else one laid out unlike the gather if any
        other = [st for st in stores if st[2] != layout]
        starts, size, _ = (stores[-1] if rng.random() < 0.7 else
                           rng.choice(other if other and rng.random() < 0.8 else stores))
        read(starts, size, rng.randrange(max(1, len(starts) - n + 1)), n)
    nxt = 0  # the lane after the last run: a run of another store or offset may go on there
    while len(lanes) < n:
        if rng.random() < 0.7:
            starts, size, _ = rng.choice(stores)
            j = nxt if nxt < len(starts) and rng.random() < 0.4 else rng.randrange(len(starts))
            run = n - len(lanes) if rng.random() < 0.4 else rng.randint(1, n - len(lanes))
            read(starts, size, j, run)
            nxt = min(j + run, len(starts))
        else:
            lanes.append(tuple(rng.randint(-1, x.shape[d]) for d in index_map))
    b.index_hint = (it.shape, _index_values(lanes[:n], it.shape, ivd, implicit))


# ---- one block of a store read laid out another way (a gather over a chain of stores)


def _reads_chain(b: Builder, xp: m.Pattern, kx: TT | None, ki: TT | None) -> bool:
    """Whether a gather reads a chain of stores whose windows the rule follows: its operand
    pattern is a scatter, the rule calls ``stores()`` (not only ``writers`` over one store),
    and neither operand's type is fixed already."""
    return kx is None and ki is None and b.chains and not b.one_store \
        and isinstance(xp, m.OpPat) and _full(xp.op) == "stablehlo.scatter"


def _data_layout(r: int, collapsed: Sequence[int], window_pos: Sequence[int], nb: int,
                 sizes: Sequence[int]) -> tuple[int, ...] | None:
    """``layout(w, sizes)`` of the windows of a gather/scatter layout before it is built: the
    data dims as the operand dims they span, the ``nb`` index batch dims merged into one -1
    (first when there are none), the window dims of size 1 left out; None when the batch
    dims are not contiguous (``layout`` fails there)."""
    kept = iter(d for d in range(r) if d not in collapsed)
    data = [next(kept) if pos in window_pos else -1
            for pos in range(nb + r - len(collapsed))]
    at = [k for k, d in enumerate(data) if d == -1]
    if at and at != list(range(at[0], at[0] + len(at))):
        return None
    q = at[0] if at else 0
    dims = [d for d in data if d != -1]
    return tuple(d for d in (*dims[:q], -1, *dims[q:]) if d == -1 or sizes[d] != 1)


def _block_layout(b: Builder, x: TT, lay: _Layout) -> tuple[TT, _Layout]:
    """The operand and layout a gather that reads a block of a store (:func:`_read_block`)
    shares with the chain's stores, drawn before them: an index batch of 2 or more lanes
    (2-4 in one dim where ``lay``'s has fewer), a dim d not collapsed (none collapsed where
    all are) of extent 4 or more (grown where smaller) whose window is 2 wide, so that two
    windows fit along d; the stores' indices then always distinct grid cells in bounds
    (``gs_block``, :func:`_hint_store_indices`)."""
    rng = b.rng
    r = len(x.shape)
    collapsed = lay.collapsed if len(lay.collapsed) < r else ()
    d = rng.choice([c for c in range(r) if c not in collapsed])
    x = x.with_shape(tuple(max(n, 4) if c == d else n for c, n in enumerate(x.shape)))
    batch = lay.batch if math.prod(lay.batch) >= 2 else (rng.randint(2, 4),)
    nb, nw = len(batch), r - len(collapsed)
    if (batch, collapsed) != (lay.batch, lay.collapsed):
        lay = dataclasses.replace(
            lay, collapsed=collapsed, batch=batch, ivd=nb if lay.implicit else rng.randint(0, nb),
            window_pos=tuple(sorted(rng.sample(range(nb + nw), nw))))
    b.memo["gs_operand"] = x
    b.memo[("gs_layout", r)] = lay
    b.memo[("gs_window", x.shape, collapsed)] = tuple(
        1 if c in collapsed else 2 if c == d else _window_size(b, n)
        for c, n in enumerate(x.shape))
    b.memo["gs_block"] = True
    return x, lay


def _read_block(b: Builder, x: TT) -> tuple[_Layout, list[int]] | None:
    """The windows of a gather that reads one block of the last write of a chain of stores
    (drawn by :func:`_block_layout`): a box of that store's index batch (each extent at most
    3; lanes writing in-bounds windows that no other lane of the store overlaps; 30% of the
    time one at lane 0), the gather's index batch of the box's shape, and either (60%) the
    stored windows whole with the gather's data laid out unlike the store's update (the
    lanes on the other side of a window dim wider than 1: only a transpose maps one onto the
    other; half of the time laid out as the next store of the chain lays its data out, where
    it has one), or (40%) laid out as the store's, the window one short of the store's along
    a wide dim and the box's later lanes one further along it (one store, two offsets): the
    near misses of a forwarding rule's layout and key tests. Returns the gather's layout and
    window sizes, with the index hint set, or None (the caller draws as before)."""
    rng = b.rng
    geo = b.memo.get("gs_chain_geo", [])
    if not geo or geo[-1] is None or geo[-1][3] is None:
        return None
    starts, size, index_map, (spos, scoll), sbatch = geo[-1]
    r = len(x.shape)
    wide = [d for d in range(r) if d not in scoll and size[d] >= 2]
    slay = _data_layout(r, scoll, spos, len(sbatch), size)
    if not wide or not sbatch or len(starts) != math.prod(sbatch) or slay is None:
        return None
    placed = [st for st in starts if st is not None]

    def alone(st: tuple[int, ...]) -> bool:  # no other window of the store overlaps st
        return sum(all(a < c + w and c < a + w for a, c, w in zip(st, o, size))
                   for o in placed) == 1

    ok = [st is not None and alone(st) for st in starts]
    boxes = []  # (lo, extents): 2 or more lanes, each extent at most 3, every lane ok
    for ext in itertools.product(*(range(1, min(3, n) + 1) for n in sbatch)):
        for lo in itertools.product(*(range(n - e + 1) for n, e in zip(sbatch, ext))):
            if math.prod(ext) >= 2 and all(
                    ok[_flat([a + c for a, c in zip(lo, p)], sbatch)]
                    for p in itertools.product(*(range(e) for e in ext))):
                boxes.append((lo, ext))
    if not boxes:
        return None
    first = [bx for bx in boxes if not any(bx[0])]
    lo, ext = rng.choice(first if first and rng.random() < 0.3 else boxes)
    wins = [starts[_flat([a + c for a, c in zip(lo, p)], sbatch)]
            for p in itertools.product(*(range(e) for e in ext))]
    gsize = list(size)
    off = [[0] * r for _ in wins]
    nb, nw = len(ext), r - len(scoll)
    combos = list(itertools.combinations(range(nb + nw), nw))
    if rng.random() < 0.6:  # laid out unlike the store: a transpose away
        pick = [p for p in combos if _data_layout(r, scoll, p, nb, gsize) not in (None, slay)]
        nxt = geo[-2] if len(geo) >= 2 else None
        if nxt is not None and nxt[3] is not None and rng.random() < 0.5:
            like = _data_layout(r, nxt[3][1], nxt[3][0], len(nxt[4]), gsize)
            pick = [p for p in pick if _data_layout(r, scoll, p, nb, gsize) == like] or pick
    else:  # laid out as the store, the later lanes one further along a wide dim
        d = rng.choice(wide)
        gsize[d] -= 1
        for o in off[rng.randint(1, len(wins) - 1):]:
            o[d] = 1
        same = _data_layout(r, scoll, spos, len(sbatch), gsize)
        pick = [p for p in combos if _data_layout(r, scoll, p, nb, gsize) == same]
    if not pick:
        return None
    implicit = len(index_map) == 1 and rng.random() < 0.4
    lay = _Layout(r, tuple(index_map), tuple(scoll), tuple(ext),
                  nb if implicit else rng.randint(0, nb), implicit, rng.choice(pick))
    vecs = [tuple(w[d] + o[d] for d in index_map) for w, o in zip(wins, off)]
    it = lay.index_type()
    b.index_hint = (it.shape, _index_values(vecs, it.shape, lay.ivd, implicit))
    return lay, gsize


# ---- contiguous runs of windows (rules that read window starts: starts())

_RUN_KINDS = ("run",) * 8 + ("gap", "duplicate", "descending", "clamped", "past_end",
                             "negative", "diagonal", "step2")


def _crossing_runs(x: TT, index_map: Sequence[int], sizes: Sequence[int], batch: Sequence[int],
                   layout: tuple[Sequence[int], Sequence[int]]) -> list[int]:
    """The indexed, collapsed dims d along which a run of the ``batch``'s lanes (one batch
    dim) has room and lays its data out in another order than the operand's: the lanes
    (standing for d) sit before a window dim of a lower operand dim, or after one of a
    higher, among the window dims wider than 1 (``layout``: the window positions in the
    result or update and the collapsed dims). A rule that turns such a run into a slice
    must transpose it."""
    window_pos, collapsed = layout
    if len(batch) != 1 or batch[0] < 2:
        return []
    kept = iter(c for c in range(len(x.shape)) if c not in collapsed)
    order: list[int] = []  # operand dims in result order, -1 for the lanes
    for pos in range(1 + len(window_pos)):
        if pos in window_pos:
            c = next(kept)
            if sizes[c] > 1:
                order.append(c)
        else:
            order.append(-1)
    out = []
    for d in index_map:
        if d in collapsed and x.shape[d] >= batch[0]:
            seq = [d if c == -1 else c for c in order]
            if seq != sorted(seq):
                out.append(d)
    return out


def _crossing_layout(b: Builder, x: TT) -> tuple[_Layout, list[int]] | None:
    """For rules that compare a run's layout with the operand's (``Builder.crossing``): a
    layout with one index batch dim of 2-4 lanes and one indexed, collapsed dim d with room
    for them, the lanes placed where a run along d lays its data out in another order than
    the operand (:func:`_crossing_runs`), and the window sizes; None where the operand has no two dims for it. Random layouts give one
    in about 60 programs: too rare for a transposing rewrite to be checked at 12 programs."""
    rng = b.rng
    r = len(x.shape)
    ds = [d for d in range(r) if x.shape[d] >= 2]
    if r < 2 or not ds:
        return None
    d = rng.choice(ds)
    batch = (rng.randint(2, min(4, x.shape[d])),)
    sizes = [1 if c == d else rng.randint(1, n) for c, n in enumerate(x.shape)]
    wide = [c for c in range(r) if c != d and x.shape[c] >= 2]
    if not wide:
        return None
    c = rng.choice(wide)
    sizes[c] = rng.randint(2, x.shape[c])
    nw = r - 1
    crossing = [p for p in range(nw + 1)
                if _crossing_runs(x, (d,), sizes, batch,
                                  (tuple(q for q in range(nw + 1) if q != p), (d,)))]
    if not crossing:
        return None
    p = rng.choice(crossing)
    implicit = rng.random() < 0.5
    lay = _Layout(r, (d,), (d,), batch, 1 if implicit else rng.randint(0, 1), implicit,
                  tuple(q for q in range(nw + 1) if q != p))
    return lay, sizes


def _hint_run_indices(b: Builder, x: TT, index_map: Sequence[int], sizes: Sequence[int],
                      it: TT, ivd: int, implicit: bool,
                      layout: tuple[Sequence[int], Sequence[int]] | None = None) -> list[int]:
    """For rules that read window starts (``starts()``, not through chains of stores): 60% of
    the time, give the constant indices lanes that form a contiguous run of windows along
    one indexed operand dim d (mostly one whose window extent is 1): starts s0, s0 + e_d,
    s0 + 2 e_d, ... in lane order, s0 in bounds; or one of its near misses: one gap, one
    duplicate, one descending pair, a run that runs one past the last in-bounds start
    (clamped by gather, skipped by scatter), one starting at -1, a diagonal step (e_d + e_c)
    or a step of 2. Returns the window sizes: along a d whose window is wider than 1 and
    leaves no room for the run, the window is cut to 2 (overlapping windows, a near miss)
    where the dim allows it. Given the ``layout`` (window positions, collapsed dims), 70%
    of the time the run goes along a dim whose lanes the result lays out in another order
    than the operand (:func:`_crossing_runs`), where one exists."""
    rng = b.rng
    sizes = list(sizes)
    if b.affine and len(sizes) == len(x.shape) and index_map and rng.random() < 0.5:
        return _hint_affine_indices(b, x, index_map, sizes, it, ivd, implicit)
    if b.covers and len(sizes) == len(x.shape) and index_map and rng.random() < 0.3:
        _hint_duplicate_indices(b, x, index_map, sizes, it, ivd, implicit)
        return sizes
    if not b.runs or len(sizes) != len(x.shape) or not index_map or rng.random() < 0.4:
        return sizes
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    if n == 0:
        return sizes
    crossed = _crossing_runs(x, index_map, sizes, batch, layout) if layout else []
    if crossed and rng.random() < 0.7:
        d = rng.choice(crossed)
    else:
        unit = [c for c in index_map if sizes[c] == 1]
        pool = unit if unit and rng.random() < 0.5 else list(index_map)
        roomy = [c for c in pool if x.shape[c] - sizes[c] + 1 >= n]  # room for the whole run
        d = rng.choice(roomy or pool)
    if sizes[d] > 2 and x.shape[d] - sizes[d] + 1 < n:
        sizes[d] = 2
    top = {c: x.shape[c] - sizes[c] for c in index_map}  # the last in-bounds start
    kind = rng.choice(_RUN_KINDS)
    s0 = {c: rng.randint(0, max(0, top[c])) for c in index_map}
    s0[d] = rng.randint(0, max(0, top[d] - n + 1))
    step = {c: 0 for c in index_map}
    step[d] = 2 if kind == "step2" else 1
    others = [c for c in index_map if c != d]
    if kind == "diagonal" and others:
        c = rng.choice(others)
        step[c] = 1
        s0[c] = rng.randint(0, max(0, top[c] - n + 1))
    if kind == "clamped":  # the last lane one past the last in-bounds start
        s0[d] = top[d] - n + 2
    elif kind == "negative":
        s0[d] = -1
    lanes = [[s0[c] + k * step[c] for c in index_map] for k in range(n)]
    j = rng.randint(1, n - 1) if n > 1 else 0
    di = list(index_map).index(d)
    if kind == "gap" and n > 1:
        for lane in lanes[j:]:
            lane[di] += 1
    elif kind == "duplicate" and n > 1:
        for lane in lanes[j:]:
            lane[di] -= 1
    elif kind == "descending" and n > 1:
        lanes[j - 1], lanes[j] = lanes[j], lanes[j - 1]
    elif kind == "past_end":  # the last lane's window runs out of bounds by one
        lanes[-1][di] = top[d] + 1
    b.index_hint = (it.shape, _index_values([tuple(lane) for lane in lanes], it.shape, ivd,
                                            implicit))
    return sizes


def _hint_duplicate_indices(b: Builder, x: TT, index_map: Sequence[int], sizes: Sequence[int],
                            it: TT, ivd: int, implicit: bool) -> None:
    """For rules that ask which window covers a gathered one (``covers``): constant indices
    whose windows are duplicated, the boundary class a masked store read back must refuse
    (XLA keeps one of the duplicate writes): half of the time every lane at one in-bounds
    start, else lane 0 at one start and every later lane at another whose window does not
    overlap lane 0's (one step of the window size along an indexed dim, where that fits)."""
    rng = b.rng
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    if n < 2:
        return
    s0 = {c: rng.randint(0, max(0, x.shape[c] - sizes[c])) for c in index_map}
    s1 = dict(s0)
    if rng.random() < 0.5:
        room = [c for c in index_map if s0[c] + 2 * sizes[c] <= x.shape[c] or s0[c] >= sizes[c]]
        if room:
            c = rng.choice(room)
            s1[c] += sizes[c] if s0[c] + 2 * sizes[c] <= x.shape[c] else -sizes[c]
    lanes = [tuple(s0[c] for c in index_map)] + [tuple(s1[c] for c in index_map)] * (n - 1)
    b.index_hint = (it.shape, _index_values(lanes, it.shape, ivd, implicit))


def _hint_masked_store(b: Builder, x: TT, index_map: Sequence[int], sizes: Sequence[int],
                       it: TT, ivd: int, implicit: bool) -> None:
    """For rules that ask which window covers a gathered one (``covers``), of scatter
    indices ``select(mask, live, dead)``: a store of two or more lanes that a gather of the
    live indices can read back -- live indices on distinct cells of the window grid (windows
    disjoint and in bounds), a mask of whole index rows, each lane live or dead at random
    (some of each where there are three or more), dead indices -1 (out of bounds: skipped).
    Then a dead lane's gather window reads x where no store wrote, and which lanes are live
    matters (how the mask is laid out over the result, whether the update's layout is the
    result's). Sets the mask hint and the live, then the dead, index hints."""
    rng = b.rng
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    if n < 2 or len(sizes) != len(x.shape) or any(s < 1 for s in sizes):
        return
    cells = list(itertools.product(*(range(0, x.shape[d] - sizes[d] + 1, sizes[d])
                                     for d in index_map)))
    if len(cells) < n:
        return
    picked = rng.sample(cells, n)
    live = [rng.random() < 0.5 for _ in range(n)]
    if n >= 3 and (all(live) or not any(live)):
        live[rng.randrange(n)] = not live[0]
    width = 1 if implicit else it.shape[ivd]
    b.mask_hint = (it.shape, _index_values([(v,) * width for v in live], it.shape, ivd,
                                           implicit))
    b.index_hint = (it.shape, _index_values(picked, it.shape, ivd, implicit))
    b.memo["next_index_hint"] = (it.shape, [-1] * it.numel)


def _hint_holed_mask(b: Builder, it: TT, ivd: int, implicit: bool) -> None:
    """For rules that read a mask by whole index rows and take its bounding box (``box``,
    ``index_rows``), of scatter indices ``select(mask, live, dead)``: a mask true over a box
    of the index batch (3 or more rows long along each dim that has 3) less one row inside
    it whose removal leaves the other rows' bounding box the box, that row's live index
    vector 0 (in bounds), every other live one and every dead one -1 (out of bounds:
    skipped); half of the time the hole is false only in its last index-vector entry (a
    row that mixes live and dead). Storing the mask's bounding box writes the hole's
    window, which the masked store skips: the near miss of a box test. Sets the mask hint
    and the live, then the dead, index hints."""
    rng = b.rng
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    if not batch or math.prod(batch) < 3:
        return
    rows = list(itertools.product(*(range(n) for n in batch)))
    lo = [rng.randint(0, max(0, n - 3)) for n in batch]
    hi = [rng.randint(min(n, a + 3), n) for a, n in zip(lo, batch)]
    inside = [r for r in rows if all(a <= c < e for c, a, e in zip(r, lo, hi))]

    def bounds(rs: list[tuple[int, ...]]) -> list[tuple[int, int]]:
        return [(min(r[k] for r in rs), max(r[k] for r in rs)) for k in range(len(batch))]

    # a hole that leaves the bounding box of the other rows the box itself
    holes = [h for h in inside if len(inside) > 2
             and bounds([r for r in inside if r != h]) == bounds(inside)]
    if not holes:
        return
    hole = rng.choice(holes)
    live = {r: r in inside and r != hole for r in rows}
    width = 1 if implicit else it.shape[ivd]
    part = width >= 2 and rng.random() < 0.5  # the hole only partly false: a mixed row
    b.mask_hint = (it.shape, _index_values(
        [(True,) * (width - 1) + (False,) if part and r == hole else (live[r],) * width
         for r in rows], it.shape, ivd, implicit))
    b.index_hint = (it.shape, _index_values([(0 if r == hole else -1,) * width for r in rows],
                                            it.shape, ivd, implicit))
    b.memo["next_index_hint"] = (it.shape, [-1] * it.numel)


# ---- blocked repeats (rules that read a gather's constant indices)

_REPEATS: weakref.WeakKeyDictionary[m.RuleModel, bool] = weakref.WeakKeyDictionary()
# the near misses of a blocked-repeat gather, one per program (see _gather_repeat)
_REPEAT_MISSES = ("index_map", "collapsed", "sizes", "positions")


def reads_gather_index_values(rule: m.RuleModel) -> bool:
    """Whether the rule's pattern has a gather whose indices are ``constant() as %j`` and a
    ``where``/``let`` calls a builtin that reads the elements of ``%j`` (memoised per
    rule)."""
    hit = _REPEATS.get(rule)
    if hit is None:
        names: set[str] = set()
        todo: list[Any] = [rule.pattern]
        while todo:
            p = todo.pop()
            if not isinstance(p, m.OpPat):
                continue
            todo += p.operands
            ip = p.operands[1] if len(p.operands) > 1 else None
            if _full(p.op) == "stablehlo.gather" and isinstance(ip, m.OpPat) \
                    and _full(ip.op) == "stablehlo.constant" and ip.bind:
                names.add(ip.bind)
        hit = _REPEATS[rule] = bool(names) and any(
            _needs(e, "elements")
            and any(isinstance(a, m.VarRef) and a.name in names for a in e.args)
            for c in rule.checks for e in _walk_expr(c.expr))
    return hit


def _gather_repeat(b: Builder, pat: m.OpPat, xp: m.Pattern, ip: m.Pattern, role: str,
                   bound: int) -> Val:
    """A gather that takes every row of one operand dim d r times in order (an unrolled
    loop's ``x[:, sel]``, ``sel = [0]*r + [1]*r + ...``: constant indices k // r, one per
    lane, d collapsed, every other dim's window whole, the lanes at d's place in the
    result), half of the time with one near miss of that layout: a second indexed dim
    (whole window, so its start clamps to 0), a unit dim before d collapsed too, one other
    window one short, or the lanes at another place in the result. The indices keep the
    blocked values in each case, so a rule that drops one layout test fires on them."""
    rng = b.rng
    kx = b.known_type(xp)
    x = kx or b.rand_type(rank=rng.choice([1, 2, 2, 3]))
    if not x.shape or 0 in x.shape:
        raise Reject("a blocked-repeat gather of a rank-0 or empty operand")
    if kx is None and x.elem == "i1":
        x = x.with_elem("f32")
    miss = rng.choice(_REPEAT_MISSES) if rng.random() < 0.5 else ""
    shape = list(x.shape)
    d = rng.randrange(len(shape))
    if miss == "collapsed" and kx is None:  # a unit dim before d, collapsed with it
        shape.insert(rng.randint(0, d), 1)
        d += 1
    others = [e for e in range(len(shape)) if e != d]
    r = rng.choice([2, 4]) if miss == "index_map" else rng.randint(1, 3)
    n = shape[d] * r
    index_map, collapsed = [d], [d]
    sizes = [1 if e == d else s for e, s in enumerate(shape)]
    if miss == "index_map" and others:
        index_map.append(rng.choice(others))
    elif miss == "collapsed" and shape[:d].count(1):
        collapsed.insert(0, rng.choice([e for e in range(d) if shape[e] == 1]))
    elif miss == "sizes" and any(shape[e] >= 2 for e in others):
        e = rng.choice([e for e in others if shape[e] >= 2])
        sizes[e] -= 1
    lanes = n // len(index_map)
    rank_out = 1 + len(shape) - len(collapsed)
    at = min(d, rank_out - 1)  # where the lanes go in the result
    if miss == "positions" and rank_out > 1:
        at = rng.choice([i for i in range(rank_out) if i != at])
    lay = _Layout(len(shape), tuple(index_map), tuple(collapsed), (lanes,), 1, False,
                  tuple(i for i in range(rank_out) if i != at))
    vx = b.gen(xp, x.with_shape(shape), role, bound)
    if list(vx.type.shape) != shape:
        raise Reject("gather operand of an unexpected shape")
    it = lay.index_type()
    b.index_hint = (it.shape, [k // r for k in range(n)])
    vi = b.gen(ip, it, "index", max(shape))
    b.index_hint = None
    if not _layout_fits(lay, vi.type):
        raise Reject("gather indices of unexpected shape")
    return _emit_layout_gather(b, pat, vx, vi, lay, sizes, len(shape))


def _hint_affine_indices(b: Builder, x: TT, index_map: Sequence[int], sizes: list[int],
                         it: TT, ivd: int, implicit: bool, miss: str | None = None) -> list[int]:
    """For rules that read window starts and do lane arithmetic on them: constant indices whose window starts are affine in the lane, start_0 +
    sum_k i_k S_k over the index batch dims k, each batch dim of 2 or more stepping its own
    indexed operand dim by -2, -1, 1, 2 or 3 (or nothing: repeated lanes), the window 1
    wide along a stepped dim and start_0 placed so that every window is in bounds where
    they fit; a third of the time a near miss: one lane off by one, two batch dims stepping
    one operand dim, a batch dim stepping two, or a window 2 wide along a stepped dim
    (``miss`` chooses it: one of those names, or "" for none; drawn when None; "cancel",
    asked for only, makes a batch dim step a second dim that another batch dim steps back).
    Returns the window sizes."""
    rng = b.rng
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    if math.prod(batch) == 0:
        return sizes
    free = list(index_map)
    rng.shuffle(free)
    steps: list[list[tuple[int, int]]] = []
    for nk in batch:
        if nk > 1 and free and rng.random() < 0.85:
            steps.append([(free.pop(), rng.choice([1, 1, 2, -1, -2, 3]))])
        else:
            steps.append([])
    stepped = [st for st in steps if st]
    if miss is None:
        miss = rng.choice(["off", "shared", "diagonal", "wide"]) if rng.random() < 0.33 else ""
    idle = [k for k, nk in enumerate(batch) if nk > 1 and not steps[k]]
    if miss == "shared" and stepped and (len(stepped) >= 2 or idle):
        if len(stepped) >= 2:
            stepped[1][0] = (stepped[0][0][0], stepped[1][0][1])
        else:  # a batch dim that stepped nothing steps the stepped one's dim too
            steps[idle[0]].append((stepped[0][0][0], rng.choice([1, -1, 2])))
    elif miss == "diagonal" and stepped and free:
        stepped[0].append((free.pop(), 1))
    elif miss == "cancel" and len(stepped) >= 2:
        # a batch dim stepping a second dim that another batch dim steps back (the steps'
        # sum over the batch dims then moves one dim each); the extra step goes to the
        # batch dim of the lower operand dim, so each batch dim's first stepped dim is its own
        (c0, h0), (c1, h1) = stepped[0][0], stepped[1][0]
        if c0 < c1:
            stepped[0].append((c1, -h1))
        else:
            stepped[1].append((c0, -h0))
    for st in stepped:
        for c, _ in st:
            sizes[c] = 1
    if miss == "wide" and stepped:
        c = stepped[0][0][0]
        sizes[c] = min(2, x.shape[c])
    s0 = {}
    for c in index_map:
        span = [(s * (nk - 1)) for st, nk in zip(steps, batch) for d, s in st if d == c]
        lo = -sum(min(0, a) for a in span)
        hi = x.shape[c] - sizes[c] - sum(max(0, a) for a in span)
        s0[c] = rng.randint(lo, max(lo, hi))
    lanes = []
    for pos in itertools.product(*(range(nk) for nk in batch)):
        off = {c: 0 for c in index_map}
        for k, st in enumerate(steps):
            for c, s in st:
                off[c] += s * pos[k]
        lanes.append([s0[c] + off[c] for c in index_map])
    if miss == "off" and len(lanes) > 1:
        lanes[rng.randrange(1, len(lanes))][rng.randrange(len(index_map))] += 1
    b.index_hint = (it.shape, _index_values([tuple(v) for v in lanes], it.shape, ivd,
                                            implicit))
    return sizes


# ---- affine starts over several index batch dims

_AFFINE_MISSES = ("off", "shared", "cancel", "cancel", "wide", "wide")


def _gather_affine(b: Builder, pat: m.OpPat, xp: m.Pattern, ip: m.Pattern, role: str,
                   bound: int) -> Val:
    """A gather whose constant indices have two or three index batch dims (of 1-4 lanes),
    the window starts affine in the lane (:func:`_hint_affine_indices`), over an operand of
    rank 2 or 3 of which all dims or all but one are indexed (room for each batch dim to
    step its own dim, or for a batch dim to step two), 9 times in 10 with one of that
    hint's near misses (a near miss is what a wrong rule fires on beyond the rule; the
    last two twice as likely as the first two): one lane off by one, two batch dims stepping one
    operand dim, a batch dim stepping two of which another steps one back ("cancel": each
    dim's steps summed over the batch dims name one batch dim, which only the rule's
    one-dim-per-batch-dim clause tells apart), a window 2 wide along a stepped dim. Window
    dims and batch dims interleave at random in the result, and the dims collapsed are
    drawn among the indexed unit windows (the other layouts give one batch dim mostly)."""
    rng = b.rng
    kx = b.known_type(xp)
    miss = rng.choice(_AFFINE_MISSES) if rng.random() < 0.9 else ""
    x = kx or _gs_operand(b, [2, 3, 3])
    if not x.shape or 0 in x.shape:
        raise Reject("an affine gather of a rank-0 or empty operand")
    if kx is None and x.elem == "i1":
        x = x.with_elem("f32")
    r = len(x.shape)
    index_map = tuple(rng.sample(range(r), r if rng.random() < 0.7 else max(1, r - 1)))
    batch = tuple(rng.choice([1, 2, 2, 3, 4]) for _ in range(rng.choice([2, 2, 3])))
    ivd = rng.randint(0, len(batch))
    sizes = [_window_size(b, n) for n in x.shape]
    vx = b.gen(xp, x, role, bound)
    if vx.type.shape != x.shape:
        raise Reject("gather operand of an unexpected shape")
    it = TT(batch[:ivd] + (len(index_map),) + batch[ivd:], "i32")
    sizes = _hint_affine_indices(b, x, index_map, sizes, it, ivd, False, miss)
    collapsed = tuple(sorted(d for d in index_map if sizes[d] == 1 and rng.random() < 0.7))
    nw = r - len(collapsed)
    lay = _Layout(r, index_map, collapsed, batch, ivd, False,
                  tuple(sorted(rng.sample(range(len(batch) + nw), nw))))
    vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = None
    if not _layout_fits(lay, vi.type):
        raise Reject("gather indices of unexpected shape")
    return _emit_layout_gather(b, pat, vx, vi, lay, sizes, r)


# ---- a gather of rows of a gather (the layout clauses of a rule over one)

_ROWS_MISSES = ("inner_vector", "inner_offsets", "outer_map", "outer_offsets", "outer_short",
                "outer_kept")


def _gather_of_rows(b: Builder, pat: m.OpPat, xp: m.OpPat, ip: m.Pattern, role: str,
                    bound: int) -> Val:
    """A gather of whole rows of a gather (rules that read an inner gather's indices, over a
    gather of a gather, not reading window starts): the inner gather's indices one row
    per lane (index vector last, 1-4 lanes), its window dims after the lane dim; the outer
    gather's indices one row index per lane, collapsing the lane dim and taking every other
    dim whole. 80% of the time one layout near miss: the inner index vector leading, the
    inner lane dim after its windows, the outer indexing another dim than the lanes, the
    outer lane dim after its windows, an outer window one short, or the lane dim kept as a
    window of 1 (each a layout clause such a rule needs that the others do not imply)."""
    rng = b.rng
    (xq, iq) = b.operands(xp)
    miss = rng.choice(_ROWS_MISSES) if rng.random() < 0.8 else ""
    x = b.rand_type(rank=rng.choice([1, 2, 2, 3]))
    if x.elem == "i1":
        x = x.with_elem("f32")
    r = len(x.shape)
    index_map = tuple(rng.sample(range(r), rng.randint(1, r)))
    collapsed = tuple(sorted(d for d in index_map if rng.random() < 0.6))
    sizes = [1 if d in collapsed else _window_size(b, n) for d, n in enumerate(x.shape)]
    n, nw = rng.randint(1, 4), r - len(collapsed)
    lead = miss == "inner_vector" and len(index_map) > 1  # a [k, n] index: vector dim 0
    inner = _Layout(r, index_map, collapsed, (n,), 0 if lead else 1, False,
                    tuple(range(nw)) if miss == "inner_offsets" and nw else tuple(range(1, nw + 1)))
    vx = b.gen(xq, x, role, bound)
    if vx.type.shape != x.shape:
        raise Reject("gather operand of an unexpected shape")
    vi = b.gen(iq, inner.index_type(), "index", max(x.shape))
    if not _layout_fits(inner, vi.type):
        raise Reject("gather indices of unexpected shape")
    vh = _emit_layout_gather(b, xp, vx, vi, inner, sizes, r)
    if xp.bind:
        b.values[xp.bind] = vh
    h = vh.type.shape
    lanes = 0  # the outer gather takes rows of h's dim 0 (a window dim for inner_offsets)
    others = [q for q in range(len(h)) if q != lanes]
    dim = rng.choice(others) if miss == "outer_map" and others else lanes
    kept = miss == "outer_kept"
    osizes = [1 if q == lanes else h[q] for q in range(len(h))]
    short = [q for q in others if h[q] >= 2]
    if miss == "outer_short" and short:
        osizes[rng.choice(short)] -= 1
    ocol = () if kept else (lanes,)
    onw = len(h) - len(ocol)
    outer = _Layout(len(h), (dim,), ocol, (rng.randint(1, 4),), 1, False,
                    tuple(range(onw)) if miss == "outer_offsets" and onw else tuple(range(1, onw + 1)))
    vj = b.gen(ip, outer.index_type(), "index", n + 1)
    if not _layout_fits(outer, vj.type):
        raise Reject("gather indices of unexpected shape")
    return _emit_layout_gather(b, pat, vh, vj, outer, osizes, len(h))


# ---- masked lanes stored into a sink slot (rules that ask which windows a box overlaps)

def _hint_sink_indices(b: Builder, x: TT, index_map: Sequence[int], size: Sequence[int],
                       it: TT, ivd: int, implicit: bool) -> tuple[int, int, int] | None:
    """For rules that ask which windows a slice reads (``overlaps``): half of the time, give
    a scatter's constant indices the shape of a masked kernel's store: the lanes whose
    coordinate along one index batch dim is below k (a box of the batch) store disjoint
    windows side by side along one indexed operand dim d from 0 up, and every other lane
    stores into a sink, the last window position along d (the other indexed dims: one
    in-bounds start shared by every lane). Returns (d, end of the live windows along d,
    the sink's start) for the slice that reads the scatter (:func:`_sink_slice`), or None
    where no such layout fits (then nothing is hinted)."""
    rng = b.rng
    if not b.sinks or b.index_hint is not None or len(size) != len(x.shape) or not index_map \
            or rng.random() < 0.5:
        return None
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    many = [j for j, n in enumerate(batch) if n > 1]
    if not many:
        return None
    d = rng.choice(list(index_map))
    w = size[d]
    sink = x.shape[d] - w
    j = rng.choice(many)
    per = math.prod(batch) // batch[j]  # lanes per coordinate along batch dim j
    k = rng.randint(1, batch[j] - 1)
    while k > 0 and k * per * w > sink:
        k -= 1
    if k == 0:
        return None
    shared = {c: rng.randint(0, x.shape[c] - size[c]) for c in index_map}
    lanes, live = [], 0
    for pos in itertools.product(*(range(n) for n in batch)):
        at = live * w if pos[j] < k else sink
        live += pos[j] < k
        lanes.append(tuple(at if c == d else shared[c] for c in index_map))
    b.index_hint = (it.shape, _index_values(lanes, it.shape, ivd, implicit))
    return d, live * w, sink


def _sink_slice(b: Builder, shape: tuple[int, ...], sink: tuple[int, int, int],
                starts: list[int], limits: list[int], strides: list[int]
                ) -> tuple[list[int], list[int], list[int]]:
    """The slice of a scatter hinted by :func:`_hint_sink_indices`: along its dim d, mostly
    the live windows' region [0, end) with unit stride (the sink lanes then write nothing
    the slice reads), else a near miss: one element into the sink's window, or a part of
    the live region starting at a window boundary; the other dims as drawn."""
    d, end, sink_at = sink
    starts, limits, strides = list(starts), list(limits), list(strides)
    if d >= len(shape) or end <= 0:
        return starts, limits, strides
    u = b.rng.random()
    lo, hi = 0, end
    if u < 0.2:
        hi = min(shape[d], sink_at + 1)
    elif u < 0.4:
        lo = b.rng.randint(0, end - 1)
    starts[d], limits[d], strides[d] = lo, hi, 1
    return starts, limits, strides


# ---- slices of a chain of stores read as windows (rules that read a box of a chain of
# stores as its windows)

def _store_runs(starts: Sequence[tuple[int, ...] | None], size: Sequence[int]
                ) -> list[tuple[int, int, int | None]]:
    """The maximal runs of a store's lanes whose windows step by one along one operand dim
    where they are 1 wide (lane j + 1 starting one past lane j there, equal elsewhere), as
    (first lane, end lane, that dim or None for a run of one lane); out-of-bounds lanes
    (None) are left out."""
    out: list[tuple[int, int, int | None]] = []
    j = 0
    while j < len(starts):
        if starts[j] is None:
            j += 1
            continue
        e, d = j + 1, None
        while e < len(starts) and (cur := starts[e]) is not None:
            prev = starts[e - 1]
            assert prev is not None
            diff = [a - p for a, p in zip(cur, prev)]
            moved = [c for c, x in enumerate(diff) if x != 0]
            if len(moved) != 1 or diff[moved[0]] != 1 or size[moved[0]] != 1 \
                    or d not in (None, moved[0]):
                break
            d = moved[0]
            e += 1
        out.append((j, e, d))
        j = e
    return out


def _hint_store_run(b: Builder, x: TT, index_map: Sequence[int], size: Sequence[int],
                    it: TT, ivd: int, implicit: bool,
                    layout: tuple[Sequence[int], Sequence[int]] | None = None) -> list[int]:
    """For rules that read a slice of a chain of stores as windows: 80% of the time (an
    index batch of two or more lanes), a store's lanes form a run along one indexed operand
    dim d, windows 1 wide there: starts s0, s0 + 1, ... along d, one in-bounds start shared
    by every lane on the other indexed dims; 60% of the time the run an earlier store of
    the chain drew (its d, s0 and starts), so that two stores write the same cells, and 40%
    a tail of lanes out of bounds (the store skips them: the earlier store's lanes then
    supply those cells); 25% of them shifted one along another indexed dim every other
    lane. Given the store's ``layout`` (update window positions, inserted
    dims), 80% of the fresh runs go along a d that lays the update's data out unlike a
    slice of the run (a window dim 2 or more wide before d in the operand but after the
    lanes in the update, or the reverse). Returns the window size (1 along d)."""
    size = list(size)
    rng = b.rng
    if not b.store_slices or len(size) != len(x.shape) or not index_map or rng.random() < 0.2:
        return size
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    if n < 2:
        return size
    prev = b.memo.get(("store_run", x.shape))
    if prev is not None and prev[0] in index_map and set(index_map) <= set(prev[1]) \
            and rng.random() < 0.6 \
            and all(prev[1][c] + size[c] <= x.shape[c] for c in index_map if c != prev[0]):
        d, at = prev
    else:
        unlike = _unlike_dims(index_map, size, layout, len(batch)) if layout else []
        d = rng.choice(unlike if unlike and rng.random() < 0.8 else list(index_map))
        at = {c: rng.randint(0, x.shape[c] - (1 if c == d else size[c])) for c in index_map}
        at[d] = rng.randint(0, max(0, x.shape[d] - n))
    size[d] = 1
    b.memo[("store_run", x.shape)] = (d, at)
    live = n if rng.random() < 0.6 else rng.randint(1, n - 1)
    # a near miss (25%): every other lane one further along another indexed dim c where
    # the windows are 2 or more wide (consecutive lanes at different offsets in a slice)
    wide = [c for c in index_map if c != d and size[c] >= 2 and at[c] + size[c] < x.shape[c]]
    shift = rng.choice(wide) if wide and rng.random() < 0.25 else -1
    lanes = [tuple((at[d] + k if k < live else x.shape[d]) if c == d else at[c] + (k % 2) * (c == shift)
                   for c in index_map) for k in range(n)]
    b.index_hint = (it.shape, _index_values(lanes, it.shape, ivd, implicit))
    return size


def _lanes_aside(b: Builder, lay: _Layout) -> _Layout:
    """The layout with the update's index batch dims after every window dim, or before
    every one: for rules that read a slice of a chain of stores as windows, a store whose
    data a slice of a run along an indexed dim reads in another order (lanes last where a
    window dim follows an indexed dim in the operand, first where one precedes it)."""
    kept = [c for c in range(lay.r) if c not in lay.collapsed]
    ways = []
    if any(c > d for d in lay.index_map for c in kept):
        ways.append(tuple(range(len(kept))))  # lanes last
    if any(c < d for d in lay.index_map for c in kept):
        ways.append(tuple(range(len(lay.batch), len(lay.batch) + len(kept))))  # lanes first
    return dataclasses.replace(lay, window_pos=b.rng.choice(ways)) if ways and lay.batch else lay


def _unlike_dims(index_map: Sequence[int], size: Sequence[int],
                 layout: tuple[Sequence[int], Sequence[int]], nbatch: int) -> list[int]:
    """The indexed dims d along which a run of a store with this layout (update window
    positions, inserted dims) and index batch rank has its data laid out unlike the slice
    that reads it: a window dim c 2 or more wide on the other side of the lanes in the
    update than of d in the operand."""
    window_pos, inserted = (list(v) for v in layout)
    spans = [c for c in range(len(size)) if c not in inserted]
    if len(spans) != len(window_pos):
        return []
    free = [q for q in range(len(window_pos) + nbatch) if q not in window_pos]
    if not free:
        return []
    pos = dict(zip(spans, window_pos))
    return [d for d in index_map
            if any(c != d and size[c] >= 2 and (c < d) != (pos[c] < free[0]) for c in spans)]


def _store_shifts(starts: Sequence[tuple[int, ...] | None], size: Sequence[int]
                  ) -> list[tuple[int, int, int]]:
    """Consecutive lanes j, j + 1 of a store whose windows step by one along a dim d where
    they are 1 wide and by one (either way) along another dim c where they are 2 or more
    wide: (j, d, c). A slice of both reads them at different offsets along c."""
    out = []
    for j in range(len(starts) - 1):
        one, two = starts[j], starts[j + 1]
        if one is None or two is None:
            continue
        diff = [z - a for a, z in zip(one, two)]
        moved = [c for c, v in enumerate(diff) if v != 0]
        if len(moved) != 2:
            continue
        for d, c in (moved, moved[::-1]):
            if diff[d] == 1 and size[d] == 1 and abs(diff[c]) == 1 and size[c] >= 2:
                out.append((j, d, c))
    return out


def _store_handoffs(stores: Sequence[tuple[tuple[tuple[int, ...] | None, ...], tuple[int, ...],
                                          Hashable]], k: int
                    ) -> list[tuple[int, int, int]]:
    """Where store ``k``'s last lane in bounds hands over to an earlier store's next lane:
    (lane l, earlier store t, dim c) when store k skips lane l + 1 (out of bounds, or it has
    no such lane) and store t's lane l + 1 starts one past store k's lane l along c, both
    windows 1 wide there (a slice reading both lanes reads consecutive lanes of two
    stores)."""
    own, size, _ = stores[k]
    out = []
    for lane, st in enumerate(own):
        if st is None or lane + 1 < len(own) and own[lane + 1] is not None:
            continue
        for t in range(k):
            other, tsize, _ = stores[t]
            nxt = other[lane + 1] if lane + 1 < len(other) else None
            if nxt is None or len(nxt) != len(st):
                continue
            diff = [a - p for a, p in zip(nxt, st)]
            moved = [c for c, v in enumerate(diff) if v != 0]
            if len(moved) == 1 and diff[moved[0]] == 1 and size[moved[0]] == tsize[moved[0]] == 1:
                out.append((lane, t, moved[0]))
    return out


def _store_slice(b: Builder, shape: tuple[int, ...],
                 stores: Sequence[tuple[tuple[tuple[int, ...] | None, ...], tuple[int, ...],
                                        Hashable]],
                 starts: list[int], limits: list[int], strides: list[int]
                 ) -> tuple[list[int], list[int], list[int]]:
    """The slice of a chain of stores, for rules that read its box as windows: 80% of the
    time a box of one recorded store's windows (mostly the last write's): half of the time
    where there are any, two consecutive lanes at different offsets (_store_shifts), or
    the last lanes of the store and the next lane of an earlier one (_store_handoffs);
    else lanes j..j+m-1 of a run stepping by one along a dim where the windows are 1 wide
    (m >= 2, 2 half of the time, from the run's first lane at times), or a part of one
    window; along the other
    dims the windows' extent, or a part of it (30%); 25% of them a near miss, one element
    longer along one dim (half of the time past the run along d, else along any dim: into
    another store's windows or x); 15% a stride of 2 along one dim.
    Else the slice as drawn."""
    rng = b.rng
    starts, limits, strides = list(starts), list(limits), list(strides)
    if rng.random() < 0.2:
        return starts, limits, strides
    k = len(stores) - 1 if rng.random() < 0.6 else rng.randrange(len(stores))
    lane_starts, size, _ = stores[k]
    if len(size) != len(shape):
        return starts, limits, strides
    handoffs = _store_handoffs(stores, k)
    if handoffs and rng.random() < 0.5:  # the last lanes of a store and the next of another
        lane, t, c = rng.choice(handoffs)
        nxt = stores[t][0][lane + 1]
        at = lane_starts[lane]
        assert nxt is not None and at is not None
        back = [r for r in _store_runs(lane_starts, size) if r[0] <= lane < r[1] and r[2] == c]
        begin = rng.randint(back[0][0], lane) if back else lane
        lo = [max(a, n) for a, n in zip(at, nxt)]
        hi = [min(a + w, n + v) for a, w, n, v in zip(at, size, nxt, stores[t][1])]
        lo[c], hi[c] = at[c] - (lane - begin), at[c] + 2
        if all(0 <= a < z <= n for a, z, n in zip(lo, hi, shape)):
            return lo, hi, [1] * len(shape)
    shifted = _store_shifts(lane_starts, size)
    if shifted and rng.random() < 0.5:  # two consecutive lanes at different offsets
        p, dd, _ = rng.choice(shifted)
        one, after = lane_starts[p], lane_starts[p + 1]
        assert one is not None and after is not None
        lo = [max(a, z) for a, z in zip(one, after)]
        hi = [min(a, z) + w for a, z, w in zip(one, after, size)]
        hi[dd] = lo[dd] + 1
        lo[dd] = one[dd]
        return lo, hi, [1] * len(shape)
    runs = _store_runs(lane_starts, size)
    long = [r for r in runs if r[1] - r[0] >= 2]
    if not runs:
        return starts, limits, strides
    j, e, d = rng.choice(long if long and rng.random() < 0.8 else runs)
    m = 1 if d is None else 2 if rng.random() < 0.5 else rng.randint(2, e - j)
    j = j if rng.random() < 0.3 else rng.randint(j, e - m)
    first = lane_starts[j]
    assert first is not None
    lo, hi = list(first), [a + w for a, w in zip(first, size)]
    if d is not None:
        hi[d] = lo[d] + m
    for c in range(len(shape)):
        if c != d and hi[c] - lo[c] > 1 and rng.random() < 0.3:
            a = rng.randint(lo[c], hi[c] - 1)
            lo[c], hi[c] = a, rng.randint(a + 1, hi[c])
    if rng.random() < 0.25:  # a near miss: one element more along one dim (mostly d)
        c = d if d is not None and rng.random() < 0.5 else rng.randrange(len(shape))
        if hi[c] < shape[c]:
            hi[c] += 1
        elif lo[c] > 0:
            lo[c] -= 1
    step = [1] * len(shape)
    room = [c for c in range(len(shape)) if hi[c] - lo[c] >= 2]
    if room and rng.random() < 0.15:  # a near miss: a stride of 2 along one dim
        step[rng.choice(room)] = 2
    return lo, hi, step


def _gather_of_lanes(b: Builder, xp: m.OpPat, ip: m.Pattern, pat: m.OpPat, role: str,
                     bound: int) -> Val:
    """A gather of a gather's lanes (rules that read window starts, for a gather whose operand
    is a gather): the inner gather drawn first (70% of the time a random layout: at times
    two or more index batch dims), then an outer gather whose indices address exactly the
    inner one's lanes (its index batch dims, wherever they lie, in a random order) and
    collapse them, taking every other dim whole; near misses: one lane dim kept as a window
    dim of size 1, or a window one element short of a dim."""
    rng = b.rng
    if rng.random() < 0.7:
        b.memo["gs_family"] = _Family("general", rng.randint(1, 4))
    vh = b.gen(xp, None, role, bound)
    h = vh.type
    offsets = b.memo.get(("gather_offsets", vh.name))
    if offsets is None or not h.shape or 0 in h.shape:
        raise Reject("a gather of lanes over an operand that is not a generated gather")
    r = len(h.shape)
    lanes = [q for q in range(r) if q not in offsets] or [rng.randrange(r)]
    index_map = tuple(rng.sample(lanes, len(lanes)))
    collapsed = tuple(sorted(lanes))
    if len(collapsed) > 1 and rng.random() < 0.1:  # near miss: a lane dim kept
        collapsed = tuple(sorted(rng.sample(collapsed, len(collapsed) - 1)))
    sizes = [1 if q in lanes else h.shape[q] - (h.shape[q] > 1 and rng.random() < 0.3)
             for q in range(r)]
    batch = tuple(rng.randint(1, 4) for _ in range(rng.choice([1, 1, 2])))
    implicit = len(index_map) == 1 and rng.random() < 0.3
    ivd = len(batch) if implicit else rng.randint(0, len(batch))
    nw = r - len(collapsed)
    pos = tuple(sorted(rng.sample(range(len(batch) + nw), nw)))
    lay = _Layout(r, index_map, collapsed, batch, ivd, implicit, pos)
    vi = b.gen(ip, lay.index_type(), "index", max(h.shape))
    if not _layout_fits(lay, vi.type):
        raise Reject("gather indices of unexpected shape")
    dn: list[_DimField] = [
        ("offset_dims", list(pos)), ("collapsed_slice_dims", list(collapsed)),
        ("start_index_map", list(index_map)), ("index_vector_dim", ivd)]
    props = (f"dimension_numbers = {_dims_struct('gather', dn)}, indices_are_sorted = false, "
             f"slice_sizes = {_ints(sizes)}")
    return b.emit("stablehlo.gather", [vh, vi], h.with_shape(lay.outer_shape(sizes)), props)


@generator("gather")
def _gather(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    xp, ip = b.operands(pat)
    # rules that read a gather's constant index values: at times indices k // r
    if want is None and reads_gather_index_values(b.rule) and b.rng.random() < 0.6:
        return _gather_repeat(b, pat, xp, ip, role, bound)
    # rules that read window starts affinely: mostly two or three index batch dims
    if want is None and b.affine and b.rng.random() < 0.8:
        return _gather_affine(b, pat, xp, ip, role, bound)
    # over a gather of a gather, rules that do not read window starts: mostly whole rows of
    # the inner one, with a layout near miss
    if not b.runs and isinstance(xp, m.OpPat) and _full(xp.op) == "stablehlo.gather" \
            and want is None and b.known_type(xp) is None and b.rng.random() < 0.6:
        return _gather_of_rows(b, pat, xp, ip, role, bound)
    # rules that read window starts, over a gather of a gather: half of the time the outer
    # one takes whole lanes of the inner one
    if b.runs and isinstance(xp, m.OpPat) and _full(xp.op) == "stablehlo.gather" \
            and b.known_type(xp) is None and b.rng.random() < 0.5:
        return _gather_of_lanes(b, xp, ip, pat, role, bound)
    fam = _family(b)
    if isinstance(xp, m.OpPat) and _full(xp.op) == "stablehlo.gather":
        b.memo["gs_vary_family"] = True
    kx, ki = b.known_type(xp), b.known_type(ip)
    if fam.kind != "general" and _reads_chain(b, xp, kx, ki) and b.rng.random() < 0.5:
        # a gather over a chain of stores: mostly a general layout, which its stores share
        # (the other families lay a store out as the gather)
        fam = b.memo["gs_family"] = dataclasses.replace(fam, kind="general")
    if fam.kind == "general" or ki is not None and len(ki.shape) != 2:
        return _gather_general(b, xp, ip, pat, want, role, bound, kx, ki)
    if ki is not None and len(ki.shape) == 2:
        fam = _Family(fam.kind, ki.shape[0])
    x = _operand_for(b, fam, kx, want)
    if not x.shape or x.elem == "i1" and b.rng.random() < 0.5:
        x = x.with_shape(x.shape or (4,)).with_elem("f32")
    vx = b.gen(xp, x, role, bound)
    x = vx.type
    r = len(x.shape)
    dn: list[_DimField]
    out: tuple[int, ...]
    if fam.kind == "points":
        dn = [("collapsed_slice_dims", list(range(r))), ("start_index_map", list(range(r))),
              ("index_vector_dim", 1)]
        sizes = [1] * r
        out = (fam.k,)
    elif fam.kind == "rows":
        dn = [("offset_dims", list(range(1, r))), ("collapsed_slice_dims", [0]),
              ("start_index_map", [0]), ("index_vector_dim", 1)]
        sizes = [1, *x.shape[1:]]
        out = (fam.k, *x.shape[1:])
    else:
        sizes = _store_sizes(b, [b.rng.randint(1, n) for n in x.shape])
        dn = [("offset_dims", list(range(1, r + 1))), ("start_index_map", [0]),
              ("index_vector_dim", 1)]
        out = (fam.k, *sizes)
    it = ki or _index_type(fam, x)
    if len(it.shape) == 2:
        _hint_gather_indices(b, x, range(r) if fam.kind == "points" else [0], sizes, it, 1,
                             False)
        sizes = _hint_run_indices(b, x, range(r) if fam.kind == "points" else [0], sizes,
                                  it, 1, False)
        if fam.kind == "windows":
            out = (fam.k, *sizes)
    vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = None
    if len(vi.type.shape) != 2:
        raise Reject("gather indices of unexpected rank")
    sizes = list(b.pick(pat, "slice_sizes", lambda: tuple(sizes)))
    props = (f"dimension_numbers = {_dims_struct('gather', dn)}, indices_are_sorted = false, "
             f"slice_sizes = {_ints(sizes)}")
    v = b.emit("stablehlo.gather", [vx, vi], x.with_shape(out), props)
    offsets = dict(dn).get("offset_dims", [])
    b.memo[("gather_offsets", v.name)] = tuple(offsets) if isinstance(offsets, list) else ()
    return v


# ---- 2-D tiles stored into a flattened dim

_SPLITS: weakref.WeakKeyDictionary[m.RuleModel, bool] = weakref.WeakKeyDictionary()
# the near misses of a tile store, one per program at most (see _scatter_split)
_SPLIT_MISSES = ("carry", "divides", "wide", "wide", "diagonal", "off", "strides", "repeat",
                 "third", "bounds")


def splits_starts(rule: m.RuleModel) -> bool:
    """Whether a remainder the rule takes is of window starts: a builtin that needs
    ``remainder`` has a first argument that reads a ``let`` calling one that needs
    ``window_starts`` (a rule that splits starts into digits, start // h and start mod h;
    memoised per rule)."""
    hit = _SPLITS.get(rule)
    if hit is None:
        starts = {c.name for c in rule.checks if isinstance(c, m.Let) and any(
            _needs(e, "window_starts") for e in _walk_expr(c.expr))}
        hit = _SPLITS[rule] = bool(starts) and any(
            _needs(e, "remainder") and e.args and any(
                isinstance(a, m.VarRef) and a.name in starts for a in _walk_expr(e.args[0]))
            for c in rule.checks for e in _walk_expr(c.expr))
    return hit


def _scatter_split(b: Builder, pat: m.OpPat, xp: m.Pattern, ip: m.Pattern, up: m.Pattern,
                   role: str, bound: int) -> Val:
    """A store of a 2-D tile into a flattened dim (``K[e, h*i + j]``): constant indices
    whose starts step one operand dim c of extent n = h * q (h of 2-4) by two index batch
    dims, at strides h and 1 (starts h*i + j + s0, the inner run not crossing a multiple
    of h), c inserted (window 1 wide), 0-2 more batch dims each stepping its own dim by 1 or
    of extent 1, other dims indexed or not with windows of any size (at times one of extent
    0), more inserted unit windows (before or after c), the batch dims in any order, the index vector and the
    update's window dims anywhere; 3 times in 5 with one near miss (``_SPLIT_MISSES``):
    an inner run carrying across a multiple of h, h not dividing n, c not inserted (a
    window 2 wide along c, at times 1), a batch dim stepping c and another dim, one lane
    off by one, an inner stride of 2, a batch dim of 2 stepping nothing (repeated lanes),
    a third batch dim stepping c, windows running out of bounds."""
    rng = b.rng
    miss = rng.choice(_SPLIT_MISSES) if rng.random() < 0.6 else ""
    kx = b.known_type(xp)
    diagonal = miss == "diagonal"  # a dim after c to step too (c stays the first stepped)
    r = len(kx.shape) if kx is not None else rng.choice([2, 3] if diagonal else [1, 2, 2, 3, 3])
    if r == 0:
        raise Reject("a tile store into a rank-0 operand")
    # (c mostly not the last dim: the rewrite re-numbers the dims after it)
    c = rng.randrange(r - 1 if r > 1 and (diagonal or rng.random() < 0.5) else r)
    h = 4 if miss == "strides" else rng.choice([2, 3, 4])
    roomy = miss in ("carry", "wide")  # room along c for a run that carries or a wide window
    q = 3 if roomy else rng.choice([2, 2, 3])
    n = h * q + (rng.randint(1, h - 1) if miss == "divides" else 0)
    shape = [n if d == c else rng.randint(1, 4) for d in range(r)]
    if kx is not None:
        shape = list(kx.shape)
        n = shape[c]
        q = max(2, n // h)
    inner = 2 if miss == "strides" else 1  # the inner batch dim's stride along c
    bo = 2 if roomy else rng.randint(2, max(2, min(q, n // h)))
    bi = rng.randint(2, max(2, (h - 1) // inner + 1))
    # the batch dims: (extent, {operand dim: step})
    dims: list[tuple[int, dict[int, int]]] = [(bo, {c: h}), (bi, {c: inner})]
    others = [d for d in range(r) if d != c]
    rng.shuffle(others)
    for d in others[:rng.choice([0, 1, 1, 2])]:
        if shape[d] >= 2 and rng.random() < 0.6:
            dims.append((rng.randint(2, shape[d]), {d: 1}))
    if rng.random() < 0.2 or miss == "repeat":
        dims.append((2 if miss == "repeat" else 1, {}))
    if miss == "third":
        dims.append((2, {c: rng.choice([1, h])}))
    if diagonal and others:
        e = max(others)
        k = rng.randrange(2)
        dims[k][1][e] = 1
        if kx is None:
            shape[e] = max(shape[e], dims[k][0])
        dims = [dk for dk in dims if dk[1] != {e: 1}]
    stepped = {d for _, st in dims for d in st}
    if kx is None and rng.random() < 0.15:  # at times an empty dim beside the tile
        for d in [d for d in others if d not in stepped][:1]:
            shape[d] = 0
    index_map = [d for d in range(r) if d in stepped or rng.random() < 0.5]
    rng.shuffle(index_map)
    sizes = [1 if d in stepped or shape[d] and rng.random() < 0.5 else
             rng.randint(min(1, shape[d]), shape[d]) for d in range(r)]
    if miss == "wide":
        sizes[c] = 2 if rng.random() < 0.8 else 1
    # where the windows start: along c, h*a + o, the run in bounds and not carrying (or,
    # for its near misses, carrying / out of bounds) where it fits
    span = {d: sum(s * (nk - 1) for nk, st in dims for e, s in st.items() if e == d)
            for d in range(r)}
    s0 = [rng.randint(0, max(0, shape[d] - sizes[d] - span[d])) if d in index_map else 0
          for d in range(r)]
    run = inner * (bi - 1) + 1
    pairs = [(a, o) for a in range(q + 1) for o in range(h)
             if (o + run > h) == (miss == "carry")
             and (h * a + o + span[c] + sizes[c] <= n) != (miss == "bounds")]
    if pairs:
        a, o = rng.choice(pairs)
        s0[c] = h * a + o
    elif miss == "bounds":
        s0[c] = n - sizes[c] - span[c] + 1
    lanes = []
    for pos in itertools.product(*(range(nk) for nk, _ in dims)):
        lane = list(s0)
        for p, (_, st) in zip(pos, dims):
            for d, s in st.items():
                lane[d] += s * p
        lanes.append(lane)
    if miss == "off" and len(lanes) > 1:
        lanes[rng.randrange(1, len(lanes))][c] += 1
    inserted = [d for d in range(r) if sizes[d] == 1 and (
        d == c and miss != "wide" or d != c and rng.random() < 0.75)]
    order = list(range(len(dims)))
    rng.shuffle(order)
    batch = tuple(dims[k][0] for k in order)
    lanes_by_pos = dict(zip(itertools.product(*(range(nk) for nk, _ in dims)), lanes))
    vecs = [tuple(lanes_by_pos[tuple(pos[order.index(k)] for k in range(len(dims)))][d]
                  for d in index_map)
            for pos in itertools.product(*(range(nk) for nk in batch))]
    ivd = rng.randint(0, len(batch))
    nw = r - len(inserted)
    lay = _Layout(r, tuple(index_map), tuple(inserted), batch, ivd, False,
                  tuple(sorted(rng.sample(range(len(batch) + nw), nw))))
    x = kx or TT(tuple(shape), b.elem())
    vx = b.gen(xp, x, role, bound)
    if list(vx.type.shape) != shape:
        raise Reject("scatter operand of an unexpected shape")
    it = lay.index_type()
    b.index_hint = (it.shape, _index_values(vecs, it.shape, ivd, False))
    vi = b.gen(ip, it, "index", n)  # (a constant mostly, as the pattern's indices are drawn)
    b.index_hint = None
    if not _layout_fits(lay, vi.type):
        raise Reject("scatter indices of unexpected shape")
    vu = b.gen(up, vx.type.with_shape(lay.outer_shape(sizes)), role, bound)
    dn: list[_DimField] = [("update_window_dims", list(lay.window_pos)),
                           ("inserted_window_dims", list(lay.collapsed)),
                           ("scatter_dims_to_operand_dims", list(lay.index_map)),
                           ("index_vector_dim", lay.ivd)]
    kind = _body_kind(b, pat, vx.type.elem)
    unique = b.pick(pat, "unique_indices", lambda: False)
    props = (f"indices_are_sorted = false, scatter_dimension_numbers = "
             f"{_dims_struct('scatter', dn)}, unique_indices = {'true' if unique else 'false'}")
    return b.emit("stablehlo.scatter", [vx, vi, vu], vx.type, props,
                  region=_scatter_body(kind, vx.type.elem))


def _body_kind(b: Builder, pat: m.OpPat, elem: str) -> str:
    for rp in pat.regions:
        term = rp.terminator
        if isinstance(term, m.OpPat) and term.operands:
            inner = term.operands[0]
            if isinstance(inner, m.ValuePat) and inner.name in rp.args:
                return "set" if rp.args.index(inner.name) == 1 else "keep"
            if isinstance(inner, m.OpPat):
                kind = _full(inner.op).split(".", 1)[1]
                return kind if kind in _BINARY or kind == "constant" else "set"
    # a third plain stores: a combining body reads the current value, which rewrites
    # that forward or replace it must get right
    return b.rng.choice(["set", "add", "maximum"])


def _scatter_body(kind: str, elem: str) -> str:
    s = TT((), elem).text()
    head = f"^bb0(%lhs: {s}, %rhs: {s}):"
    if kind in ("set", "keep"):
        v = "%rhs" if kind == "set" else "%lhs"
        return f'{head}\n  "stablehlo.return"({v}) : ({s}) -> ()'
    if kind == "constant":
        c = "true" if elem == "i1" else ("1.000000e+00" if elem.startswith(("f", "bf")) else "1")
        return (f'{head}\n  %c = "stablehlo.constant"() <{{value = dense<{c}> : {s}}}> : () -> {s}'
                f'\n  "stablehlo.return"(%c) : ({s}) -> ()')
    op = kind
    if elem == "i1" and op in ("add", "maximum"):
        op = "or"
    return (f'{head}\n  %c = "stablehlo.{op}"(%lhs, %rhs) : ({s}, {s}) -> {s}\n'
            f'  "stablehlo.return"(%c) : ({s}) -> ()')


@generator("scatter")
def _scatter(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    ops = b.operands(pat)
    if len(ops) != 3:
        raise Reject("only single-operand scatters are generated")
    xp, ip, up = ops
    if want is None and splits_starts(b.rule) and b.rng.random() < 0.7:
        return _scatter_split(b, pat, xp, ip, up, role, bound)
    fam = _family(b)
    kx, ki = b.known_type(xp), b.known_type(ip)
    general = fam.kind == "general" or ki is not None and len(ki.shape) != 2
    if ki is not None and len(ki.shape) == 2 and not general:
        fam = _Family(fam.kind, ki.shape[0])
    x = want or _operand_for(b, fam, kx, None)
    if not x.shape:
        x = x.with_shape((4,))
    vx = _store_input(b, pat, xp, x, role, bound)
    x = vx.type
    r = len(x.shape)
    dn: list[_DimField]
    if general:
        lay = _shared_layout(b, x, ki)
        if b.store_slices and b.rng.random() < 0.5:  # see _lanes_aside
            lay = _lanes_aside(b, lay)
        if "gs_read_back" in b.memo and lay.collapsed and b.rng.random() < 0.25:
            # a store read back laid out nearly as the gather: a unit window dim the gather
            # drops kept (the same windows; the update's type is not the gather's result's)
            keep = b.rng.choice(lay.collapsed)
            col = tuple(d for d in lay.collapsed if d != keep)
            nw = lay.r - len(col)
            lay = dataclasses.replace(lay, collapsed=col, window_pos=tuple(
                sorted(b.rng.sample(range(len(lay.batch) + nw), nw))))
        ws = b.shared(("gs_window", x.shape, lay.collapsed), lambda: tuple(
            1 if d in lay.collapsed else _window_size(b, n) for d, n in enumerate(x.shape)))
        if b.rng.random() < (0.25 if b.chains else 0.1 if b.covers else 0.5):  # (one size:
            # often for stores of a chain, mostly for a store a gather reads back)
            ws = tuple(1 if d in lay.collapsed else
                       _window_size(b, n) if b.chains else b.rng.randint(1, n)
                       for d, n in enumerate(x.shape))
        if b.crossing and ki is None and b.rng.random() < 0.4:
            lay, sizes = _crossing_layout(b, x) or (lay, list(ws))
            ws = tuple(sizes)
        read = b.memo.get("gs_read_back")
        if read is not None and read[0] == x.shape and b.rng.random() < 0.9 \
                and all(read[1][d] == 1 for d in lay.collapsed):
            ws = read[1]  # the gather's windows, also under a varied layout (which then
            # keeps a unit window dim the gather collapses, or the other way round)
        dn = [("update_window_dims", list(lay.window_pos)),
              ("inserted_window_dims", list(lay.collapsed)),
              ("scatter_dims_to_operand_dims", list(lay.index_map)),
              ("index_vector_dim", lay.ivd)]
        ut = x.with_shape(lay.outer_shape(list(ws)))
    elif fam.kind == "points":
        dn = [("inserted_window_dims", list(range(r))),
              ("scatter_dims_to_operand_dims", list(range(r))), ("index_vector_dim", 1)]
        ut = x.with_shape((fam.k,))
    elif fam.kind == "rows":
        dn = [("update_window_dims", list(range(1, r))), ("inserted_window_dims", [0]),
              ("scatter_dims_to_operand_dims", [0]), ("index_vector_dim", 1)]
        ut = x.with_shape((fam.k, *x.shape[1:]))
    else:
        ws = b.shared("gs_window", lambda: tuple(b.rng.randint(1, n) for n in x.shape))
        if len(ws) != r or any(w > n for w, n in zip(ws, x.shape)) or b.rng.random() < 0.5:
            ws = tuple(b.rng.randint(1, n) for n in x.shape)
        dn = [("update_window_dims", list(range(1, r + 1))),
              ("scatter_dims_to_operand_dims", [0]), ("index_vector_dim", 1)]
        ut = x.with_shape((fam.k, *ws))
    it = ki or (lay.index_type() if general else _index_type(fam, x))
    b.bound_check(it)
    sink: tuple[int, int, int] | None = None
    hint_args: tuple[Any, ...] | None = None  # where a store's indices lie, for the hints
    if general:
        hint_args = (x, lay.index_map, ws, it, lay.ivd, lay.implicit)
        _hint_store_indices(b, x, lay.index_map, ws, it, lay.ivd, lay.implicit)
        ws = tuple(_hint_run_indices(b, x, lay.index_map, ws, it, lay.ivd, lay.implicit,
                                     (lay.window_pos, lay.collapsed) if b.crossing else None))
        ws = tuple(_hint_store_run(b, x, lay.index_map, ws, it, lay.ivd, lay.implicit,
                                   (lay.window_pos, lay.collapsed)))
        ut = x.with_shape(lay.outer_shape(list(ws)))
        sink = _hint_sink_indices(b, x, lay.index_map, ws, it, lay.ivd, lay.implicit)
    elif len(it.shape) == 2:
        args = (x, range(r) if fam.kind == "points" else [0],
                [1] * r if fam.kind == "points" else [1, *x.shape[1:]]
                if fam.kind == "rows" else ws, it, 1, False)
        _hint_store_indices(b, *args)
        cut = _hint_run_indices(b, *args)
        if fam.kind != "windows":  # rows and points: windows 1 wide along every indexed dim
            _hint_store_run(b, *args)
        if fam.kind == "windows":
            ws = tuple(cut)
            ut = x.with_shape((fam.k, *ws))
            args = (*args[:2], ws, *args[3:])
        sink = _hint_sink_indices(b, *args)
        hint_args = args
    if b.holes and b.index_hint is None and isinstance(ip, m.OpPat) \
            and _full(ip.op) == "stablehlo.select" and b.rng.random() < 0.15:
        _hint_holed_mask(b, it, lay.ivd if general else 1, lay.implicit if general else False)
    elif b.covers and hint_args is not None and isinstance(ip, m.OpPat) \
            and _full(ip.op) == "stablehlo.select" and b.rng.random() < 0.5:
        _hint_masked_store(b, *hint_args)  # (in place of any run or store hint)
    if id(pat) in b.memo.get("gs_inner", ()) and b.rng.random() < 0.97:
        vi = b.constant(it, "index", max(x.shape))  # a store the rule reads through
    else:
        vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = b.mask_hint = None
    b.memo.pop("next_index_hint", None)
    if general and not _layout_fits(lay, vi.type) or not general and len(vi.type.shape) != 2:
        raise Reject("scatter indices of unexpected shape")
    if general:
        _note_store(b, vi, x, lay.index_map, lay.ivd, lay.implicit, ws,
                    (lay.window_pos, lay.collapsed))
    else:
        _note_store(b, vi, x, range(r) if fam.kind == "points" else [0], 1, False,
                    [1] * r if fam.kind == "points" else [1, *x.shape[1:]]
                    if fam.kind == "rows" else ws)
    ku = b.known_type(up)
    vu = b.gen(up, ku or ut, role, bound)
    kind = _body_kind(b, pat, x.elem)
    vx, vu = _neutral_into_body(b, pat, kind, (xp, up), (vx, vu))
    unique = b.pick(pat, "unique_indices", lambda: False)
    dn_text = _dims_struct("scatter", dn)
    props = (f"indices_are_sorted = false, scatter_dimension_numbers = {dn_text}, "
             f"unique_indices = {'true' if unique else 'false'}")
    v = b.emit("stablehlo.scatter", [vx, vi, vu], x, props, region=_scatter_body(kind, x.elem))
    if sink is not None and b.const_values.get(vi.name) is not None:
        b.memo[("sink", v.name)] = sink  # for the slice that reads it (_sink_slice)
    return v


# --------------------------------------------------------------------------- reductions, dots


def _reduce_input_type(b: Builder) -> TT:
    """mutS: a reduce's input, one time in six with a dim of extent 0 (an empty reduction:
    the result is the init value, which rules over reduces must tell apart)."""
    t = b.rand_type(rank=b.rng.choice([1, 2, 2]))
    if t.shape and b.rng.random() < 1 / 6:
        d = b.rng.randrange(len(t.shape))
        t = t.with_shape(tuple(0 if i == d else n for i, n in enumerate(t.shape)))
    return t


def _reduce_dims(b: Builder, rank: int) -> tuple[int, ...]:
    """mutS: the reduced dims, at least one, or (one time in eight) none: the reduce is
    then the identity on its input, whatever its body."""
    if b.rng.random() < 1 / 8:
        return ()
    return tuple(sorted(b.rng.sample(range(rank), b.rng.randint(1, rank))))


@generator("reduce")
def _reduce(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    if any(isinstance(o, m.RestPat) for o in pat.operands) or len(pat.operands) == 4:
        return _reduce_n(b, pat, role, bound)
    ops = b.operands(pat)
    if len(ops) != 2:
        raise Reject("only reduces of one or two inputs are generated")
    xp, ip = ops
    t = b.known_type(xp) or _reduce_input_type(b)
    if not t.shape:
        t = t.with_shape((3,))
    vx = b.gen(xp, t, role, bound)
    vi = b.gen(ip, t.with_shape(()))
    dims = list(b.pick(pat, "dimensions", lambda: _reduce_dims(b, len(t.shape))))
    kind = _body_kind(b, pat, t.elem)
    if kind in ("set", "keep"):
        kind = "add"
    out = [n for i, n in enumerate(t.shape) if i not in dims]
    body = _scatter_body(kind, t.elem)
    return b.emit("stablehlo.reduce", [vx, vi], t.with_shape(out), f"dimensions = {_ints(dims)}",
                  region=body)


def _reduce_n(b: Builder, pat: m.OpPat, role: str, bound: int) -> Val:
    """A reduce of two inputs (``reduce(%x, %y, %i, %j)``), or of one or two drawn for
    ``reduce(%xs...)`` (constants where the checks ask ``is_constant`` of them). The inputs
    share a shape, their element types are drawn apart; the body computes result k from its
    own pair (accumulator k, element k) by a drawn op, or keeps one of them, and one time in
    eight from the other input's pair (a body the rules that split reduces must refuse).
    The first result is the value; the others go to ``b.multi`` (a root's results are
    returned as a drawn subset: unused results are what some rules test)."""
    rest = next((o for o in pat.operands if isinstance(o, m.RestPat)), None)
    if rest is not None:
        if len(pat.operands) != 1:
            raise Reject("a reduce with operands besides a variadic one is not generated")
        n = b.rng.choice([1, 2, 2])
        ins: list[m.Pattern | None] = [None] * n
        inits: list[m.Pattern | None] = [None] * n
    else:
        n = len(pat.operands) // 2
        ins, inits = list(pat.operands[:n]), list(pat.operands[n:])  # type: ignore[arg-type]
    t0 = (b.known_type(ins[0]) if ins[0] is not None else None) or _reduce_input_type(b)
    if not t0.shape:
        t0 = t0.with_shape((3,))
    types = [t0]
    for p in ins[1:]:
        kt = b.known_type(p) if p is not None else None
        types.append(kt or t0.with_elem(b.elem()))
    if any(t.shape != t0.shape for t in types):
        raise Reject("reduce inputs of different shapes")
    name = rest.name if rest is not None else None

    def val(p: m.Pattern | None, t: TT) -> Val:
        return b.leaf(t, name, role, bound) if p is None else b.gen(p, t, role, bound)

    vx = [val(p, t) for p, t in zip(ins, types)]
    vi = [val(p, t.with_shape(())) for p, t in zip(inits, types)]
    dims = list(b.pick(pat, "dimensions", lambda: _reduce_dims(b, len(t0.shape))))
    scal = [TT((), t.elem).text() for t in types]
    head = ", ".join([f"%a{k}: {s}" for k, s in enumerate(scal)]
                     + [f"%x{k}: {s}" for k, s in enumerate(scal)])
    lines, outs = [f"^bb0({head}):"], []
    combs: list[tuple[str, int]] = []  # each combining op of the body and its input
    for k, t in enumerate(types):
        kind = b.rng.choice(["add", "maximum", "set", "keep"])
        j = k
        if n > 1 and types[1 - k].elem == t.elem and b.rng.random() < 1 / 8:
            j = 1 - k  # crossed: result k from the other input's pair
        if kind in ("set", "keep"):
            outs.append(f"%x{j}" if kind == "set" else f"%a{j}")
            continue
        if t.elem == "i1":
            kind = "or"  # add and maximum of booleans
        lines.append(f'  %c{k} = "stablehlo.{kind}"(%a{j}, %x{j}) : '
                     f"({scal[k]}, {scal[k]}) -> {scal[k]}")
        outs.append(f"%c{k}")
        combs.append((kind, j))
    lines.append(f'  "stablehlo.return"({", ".join(outs)}) : ({", ".join(scal)}) -> ()')
    rts = [t.with_shape([d for i, d in enumerate(t.shape) if i not in dims]) for t in types]
    if needs(b.rule, "identity"):
        # rules that ask whether an init is its op's identity: most inits are (as in real
        # programs), the others drawn as before
        for kind, j in combs:
            ident = _identity_value(kind, types[j].elem)
            if ident is not None and b.rng.random() < 0.6:
                vi[j] = b.const_of(TT((), types[j].elem), [ident])
    v = b.fresh()
    args = [*vx, *vi]
    sig = (f"({', '.join(a.type.text() for a in args)}) -> "
           f"({', '.join(r.text() for r in rts)})")
    body = "\n".join(lines)
    head_s = f"{v}:{n}" if n > 1 else v
    b.lines.append(f'{head_s} = "stablehlo.reduce"({", ".join(a.name for a in args)}) '
                   f"<{{dimensions = {_ints(dims)}}}> ({{\n{body}\n}}) : {sig}")
    if n == 1:
        return Val(v, rts[0])
    res = [Val(f"{v}#{k}", r) for k, r in enumerate(rts)]
    b.multi[res[0].name] = res
    return res[0]


def _neutral_into_body(b: Builder, pat: m.OpPat, kind: str, pats: tuple[Any, Any],
                       vals: tuple[Val, Val]) -> tuple[Val, Val]:
    """For rules that substitute an argument of a scatter's body (``regions(%s, %a -> e)``):
    the splat constant feeding that argument (the operand for the first, the update for the
    second) is, half the time, a value the body's op drops -- its identity, or for floats
    ``x + 0.0`` and ``x * 1.0``, which XLA's simplifier removes along with the run-time flush
    of a subnormal ``x`` once the constant is inside the body. Other rules draw as before."""
    subst = _per_rule(b.rule, "body_substs", lambda: frozenset(
        name for c in rewrite_calls(b.rule) for name, _, _ in c.substs))
    if not subst or not pat.regions:
        return vals
    out = list(vals)
    for k, arg in enumerate(pat.regions[0].args[:2]):
        v, p = out[k], pats[k]
        got = b.const_values.get(v.name)
        if arg not in subst or not got or len(set(map(repr, got))) != 1:
            continue  # not a splat constant
        neutral = _identity_value(kind, v.type.elem)
        if neutral is None and v.type.is_float:
            neutral = {"add": 0.0, "multiply": 1.0}.get(kind)
        if neutral is None or b.rng.random() < 0.5:
            continue
        out[k] = b.const_of(v.type, [neutral] * len(got))
        if isinstance(p, m.ValuePat) and b.values.get(p.name) is v:
            b.values[p.name] = out[k]
    return out[0], out[1]


def _identity_value(op: str, elem: str) -> Any:
    """The identity of a body op over an element type (engine/fold's table), as the
    generator writes constants; None where there is none."""
    import numpy as np
    from hlorules.engine.fold import identity_of

    from .rules import _DTYPES

    if elem not in _DTYPES:
        return None
    return identity_of(op, np.dtype(_DTYPES[elem]))


@generator("dot_general")
def _dot_general(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    lp, rp = b.operands(pat)
    e = (want.elem if want else None) or b.elem("float")
    if e == "i1":
        e = "f32"
    mm, kk, nn = b.dim(), b.dim(), b.dim()
    vl = b.gen(lp, b.known_type(lp) or TT((mm, kk), e))
    vr = b.gen(rp, b.known_type(rp) or TT((kk, nn), e))
    if len(vl.type.shape) != 2 or len(vr.type.shape) != 2:
        raise Reject("only rank-2 dot_general is generated")
    dn = "#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>"
    return b.emit("stablehlo.dot_general", [vl, vr],
                  TT((vl.type.shape[0], vr.type.shape[1]), vl.type.elem),
                  f"dot_dimension_numbers = {dn}")


# --------------------------------------------------------------------------- control flow


def _counted(b: Builder, ct: str) -> tuple[int, int, int, str, int]:
    """(start, limit, step, direction, trips) of a counter of type ``ct`` whose loop ends
    within 12 trips (wrap-around included)."""
    bits, signed = int(ct.lstrip("ui")), not ct.startswith("ui")
    lo, mod = (-(1 << (bits - 1)) if signed else 0), 1 << bits
    for _ in range(50):
        start, step = b.rng.randint(-3 if signed else 0, 6), b.rng.choice([1, 1, 2, 3, -1, -2, 0])
        d = b.rng.choice(["LT", "LE", "NE", "GT", "GE"])
        limit = start + step * b.rng.randint(-1, 5) + b.rng.choice([0, 0, 1, -1])
        if not signed and limit < 0:
            continue
        x, n = start, 0
        while n <= 12 and {"LT": x < limit, "LE": x <= limit, "NE": x != limit,
                           "GT": x > limit, "GE": x >= limit}[d]:
            x, n = (x + step - lo) % mod + lo, n + 1
        if n <= 12:
            return start, limit, step, d, n
    raise Reject("no terminating counter")


def _returns_constant_cond(pat: m.OpPat) -> bool:
    """Whether ``pat``'s first (cond) region pattern returns a constant
    (``cond(_) { return(constant() as %c) }``)."""
    if not pat.regions:
        return False
    term = pat.regions[0].terminator
    return isinstance(term, m.OpPat) and bool(term.operands) and \
        isinstance(term.operands[0], m.OpPat) and \
        term.operands[0].op.split(".")[-1] == "constant"


def _emit_while(b: Builder, carried: list[Val], args: list[str], cond: str,
                body_lines: list[str]) -> list[Val]:
    """Append a ``stablehlo.while`` over ``carried`` whose cond region is ``cond`` (its
    block text) and whose body block takes ``args`` and runs ``body_lines`` (its return
    included); its results, one per carried value."""
    types = [v.type for v in carried]
    sig = ", ".join(t.text() for t in types)
    body = (f"^bb0({', '.join(f'{x}: {t.text()}' for x, t in zip(args, types))}):\n  "
            + "\n  ".join(body_lines))
    name = b.fresh()
    b.lines.append(f'{name}:{len(carried)} = "stablehlo.while"('
                   f'{", ".join(v.name for v in carried)}) '
                   f"({{\n{cond}\n}}, {{\n{body}\n}}) : ({sig}) -> ({sig})")
    return [Val(f"{name}#{i}", t) for i, t in enumerate(types)]


def _while_constant_cond(b: Builder, pat: m.OpPat, want: TT | None, role: str,
                         bound: int) -> Val:
    """A while whose cond returns a constant ``false`` (one that returns ``true`` never
    ends on XLA), carrying the pattern's operands (1 or 2 for ``%xs...``); the body adds
    each carried value to itself. The first result is the value asked for, the others
    program outputs."""
    pats = b.one_or_two_for_rest(pat)
    t = want or b.rand_type(rank=b.rng.choice([0, 1, 2]))
    vals = [b.gen(p, b.known_type(p) or (t if i == 0 else b.rand_type()), role, bound)
            for i, p in enumerate(pats)]
    types = [v.type for v in vals]
    sig = ", ".join(v.text() for v in types)
    ca = [b.fresh() for _ in vals]
    ba = [b.fresh() for _ in vals]
    cond = (f"^bb0({', '.join(f'{a}: {v.text()}' for a, v in zip(ca, types))}):\n"
            f'  %false = "stablehlo.constant"() <{{value = dense<false> : tensor<i1>}}> : () -> tensor<i1>\n'
            f'  "stablehlo.return"(%false) : (tensor<i1>) -> ()')
    lines, outs = [], []
    for a, v in zip(ba, types):
        r = b.fresh()
        op = "stablehlo.or" if v.elem == "i1" else "stablehlo.add"
        lines.append(f'{r} = "{op}"({a}, {a}) : ({v.text()}, {v.text()}) -> {v.text()}')
        outs.append(r)
    lines.append(f'"stablehlo.return"({", ".join(outs)}) : ({sig}) -> ()')
    res = _emit_while(b, vals, ba, cond, lines)
    b.extra += res[1:]
    return res[0]


@generator("while")
def _while(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A counted loop (the jax fori_loop form): a scalar counter from a constant, compared
    with a constant, stepped by a constant and read by the body, and 1 or 2 more carried
    values updated without a multiply feeding an add (XLA CPU contracts those into FMAs in
    straight-line code only). Half the time the body also computes a loop-invariant value
    (1 or 2 pure ops from an outer argument, from a carried value the body passes through
    unchanged, or from a constant) that an update reads. A pattern whose cond returns a
    constant gets :func:`_while_constant_cond`'s loop."""
    if _returns_constant_cond(pat):
        return _while_constant_cond(b, pat, want, role, bound)
    t = want or b.rand_type(rank=b.rng.choice([0, 1, 2]))
    if t.elem == "i1":
        t = t.with_elem("i32")
    ct = b.rng.choice(["i32", "i32", "i64", "ui32"])
    start, limit, step, d, _ = _counted(b, ct)
    st = TT((), ct)
    c0 = b.emit("stablehlo.constant", [], st,
                f"value = dense<{start}> : {st.text()}")
    xs = [b.arg(t) for _ in range(b.rng.randint(1, 2))]
    inv_from = b.rng.choice(["", "", "", "outer", "carry", "constant"])
    if inv_from == "carry":  # carried unchanged: the invariant reads the body's argument
        xs.append(b.arg(t))
    carried = [c0, *xs]
    types = [v.type for v in carried]
    sig = ", ".join(v.text() for v in types)
    cargs = [b.fresh() for _ in carried]
    lim, p = b.fresh(), b.fresh()
    cmp_t = "UNSIGNED" if ct.startswith("ui") else "SIGNED"
    cond = (f"^bb0({', '.join(f'{a}: {v.text()}' for a, v in zip(cargs, types))}):\n"
            f'  {lim} = "stablehlo.constant"() <{{value = dense<{limit}> : {st.text()}}}> : () -> {st.text()}\n'
            f'  {p} = "stablehlo.compare"({cargs[0]}, {lim}) <{{comparison_direction = '
            f"#stablehlo<comparison_direction {d}>, compare_type = #stablehlo<comparison_type "
            f"{cmp_t}>}}> : ({st.text()}, {st.text()}) -> tensor<i1>\n"
            f'  "stablehlo.return"({p}) : (tensor<i1>) -> ()')
    a = [b.fresh() for _ in carried]
    lines, k, nxt = [], b.fresh(), b.fresh()
    lines.append(f'{k} = "stablehlo.constant"() <{{value = dense<{step}> : {st.text()}}}> : () -> {st.text()}')
    lines.append(f'{nxt} = "stablehlo.add"({a[0]}, {k}) : ({st.text()}, {st.text()}) -> {st.text()}')
    cv, bc, tt = b.fresh(), b.fresh(), t.text()
    lines.append(f'{cv} = "stablehlo.convert"({a[0]}) : ({st.text()}) -> tensor<{t.elem}>')
    lines.append(f'{bc} = "stablehlo.broadcast_in_dim"({cv}) <{{broadcast_dimensions = '
                 f"array<i64>}}> : (tensor<{t.elem}>) -> {tt}")
    inv = ""
    if inv_from:
        if inv_from == "outer":
            inv = b.arg(t).name
        elif inv_from == "carry":
            inv = a[-1]
        else:
            inv = b.fresh()
            scalar = TT((), t.elem)
            lines.append(f'{inv} = "stablehlo.constant"() <{{value = dense<{b.rng.randint(-3, 3)}> : '
                         f'{scalar.text()}}}> : () -> {scalar.text()}')
        for n_op in range(b.rng.randint(1, 2)):
            r = b.fresh()
            if inv_from == "constant" and n_op == 0:
                lines.append(f'{r} = "stablehlo.broadcast_in_dim"({inv}) <{{broadcast_dimensions = '
                             f"array<i64>}}> : (tensor<{t.elem}>) -> {tt}")
            elif t.shape and b.rng.random() < 0.4:
                dims = ", ".join(str(d) for d in range(len(t.shape)))
                lines.append(f'{r} = "stablehlo.reverse"({inv}) <{{dimensions = array<i64: {dims}>}}> '
                             f": ({tt}) -> {tt}")
            else:
                un = "stablehlo.not" if t.elem.startswith(("i", "ui")) and b.rng.random() < 0.3 \
                    else b.rng.choice(["stablehlo.negate", "stablehlo.abs"])
                if un != "stablehlo.not" and t.elem.startswith("ui"):
                    un = "stablehlo.not"
                lines.append(f'{r} = "{un}"({inv}) : ({tt}) -> {tt}')
            inv = r
    outs = [nxt]
    ops = ["stablehlo.add", "stablehlo.subtract", "stablehlo.maximum", "stablehlo.minimum"]
    n_upd = len(carried) - (inv_from == "carry")
    for j in range(1, len(carried)):
        if j >= n_upd:  # the passed-through carry
            outs.append(a[j])
            continue
        r = b.fresh()
        other = a[1 + (j % (n_upd - 1))] if b.rng.random() < 0.5 else bc
        if inv and (j == 1 or b.rng.random() < 0.5):
            other = inv
        lines.append(f'{r} = "{b.rng.choice(ops)}"({a[j]}, {other}) : ({tt}, {tt}) -> {tt}')
        outs.append(r)
    lines.append(f'"stablehlo.return"({", ".join(outs)}) : ({sig}) -> ()')
    res = _emit_while(b, carried, a, cond, lines)
    b.extra += [res[0], *res[2:]]
    return res[1]


@generator("optimization_barrier")
def _optimization_barrier(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """1 to 4 operands (constants or arguments; at times one passed twice, or of another
    type); the first result is the value asked for, each other one a program output or
    unused."""
    pats: list[m.Pattern] = []
    for o in pat.operands:
        if isinstance(o, m.RestPat):
            n = b.rng.randint(1, 4) if o.name is None or o.name not in b.values else 0
            pats += [m.WildPat(o.loc) for _ in range(n)]
        else:
            pats.append(o)
    t = want or b.rand_type(rank=b.rng.choice([0, 1, 2]))
    vals: list[Val] = []
    for p in pats or [m.WildPat(pat.loc)]:
        if vals and isinstance(p, m.WildPat) and b.rng.random() < 0.3:
            vals.append(b.rng.choice(vals))  # the same value twice
            continue
        pt = b.known_type(p) or (t if not vals or b.rng.random() < 0.6 else b.rand_type())
        vals.append(b.gen(p, pt, role, bound))
    sig = ", ".join(v.type.text() for v in vals)
    name = b.fresh()
    b.lines.append(f'{name}:{len(vals)} = "stablehlo.optimization_barrier"'
                   f'({", ".join(v.name for v in vals)}) : ({sig}) -> ({sig})')
    res = [Val(f"{name}#{i}", v.type) for i, v in enumerate(vals)]
    b.extra += [r for r in res[1:] if b.rng.random() < 0.5]
    return res[0]


@generator("tuple")
def _tuple(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A tuple of its pattern's values, ``%xs...`` drawn as one or two wildcards of drawn
    types (the same value twice at times)."""
    pats = b.one_or_two_for_rest(pat)
    vals: list[Val] = []
    for p in pats:
        if vals and isinstance(p, m.WildPat) and b.rng.random() < 0.2:
            vals.append(b.rng.choice(vals))
            continue
        vals.append(b.gen(p, b.known_type(p) or b.rand_type(), role, bound))
    t = TupleT(tuple(v.type for v in vals))
    name = b.fresh()
    b.lines.append(f'{name} = "stablehlo.tuple"({", ".join(v.name for v in vals)}) : '
                   f'({", ".join(v.type.text() for v in vals)}) -> {t.text()}')
    return Val(name, t)  # type: ignore[arg-type]


@generator("get_tuple_element")
def _get_tuple_element(b: Builder, pat: m.OpPat, want: TT | None, role: str,
                       bound: int) -> Val:
    """An element of a tuple the operand pattern builds; its index drawn (or the
    pattern's)."""
    (tp,) = b.operands(pat)
    vt = b.gen(tp, None, role, bound)
    if not isinstance(vt.type, TupleT):
        raise Reject("get_tuple_element of a value that is not a tuple")
    items = vt.type.items
    i = int(b.pick(pat, "index", lambda: b.rng.randrange(len(items))))
    if not 0 <= i < len(items) or (want is not None and items[i] != want):
        raise Reject("no tuple element of the index and type needed")
    return b.emit("stablehlo.get_tuple_element", [vt], items[i], f"index = {i} : i32")


@generator("case")
def _case(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A case of 1 to 3 branches, each computing a value from an outer argument; the index
    from the pattern's operand (constants in and out of range)."""
    (ip,) = b.operands(pat)
    t = want or b.rand_type(rank=b.rng.choice([0, 1, 2]))
    if t.elem == "i1":
        t = t.with_elem("i32")
    n = b.rng.randint(1, 3)
    vi = b.gen(ip, TT((), "i32"), "index", n)
    x, tt = b.arg(t), t.text()
    branches = []
    for op in b.rng.sample(["stablehlo.add", "stablehlo.subtract", "stablehlo.maximum",
                            "stablehlo.multiply"], n):
        r = b.fresh()
        branches.append(f'  {r} = "{op}"({x.name}, {x.name}) : ({tt}, {tt}) -> {tt}\n'
                        f'  "stablehlo.return"({r}) : ({tt}) -> ()')
    name = b.fresh()
    b.lines.append(f'{name} = "stablehlo.case"({vi.name}) ({{\n'
                   + "\n}, {\n".join(branches) + f"\n}}) : (tensor<i32>) -> {tt}")
    return Val(name, t)


# --------------------------------------------------------------------------- entry point


def generate(rule: m.RuleModel, rng: random.Random, max_dim: int = 5,
             builder: type[Builder] = Builder) -> Program:
    """One random program whose root op is built from ``rule``'s pattern (it may still fail
    the rule's constraints: the caller filters). Raises :class:`Reject`. ``builder`` is the
    program state's class (``hlorules prove`` passes a subclass that makes some constants
    symbolic placeholders)."""
    pat = rule.pattern
    if not isinstance(pat, m.OpPat):
        raise Reject("the pattern's root is not an op")
    b = builder(rule, rng, max_dim)
    root = b.gen(pat)
    results = [root, *b.extra]
    group = b.multi.get(root.name)
    if group is not None:  # a multi-result root: all its results, or (for a rule that
        # counts uses) one of them
        k = rng.choice([-1, -1, *range(len(group))]) if reads_uses(rule) else -1
        results = [*(group if k < 0 else group[k:k + 1]), *b.extra]
    elif pat.type is not None and pat.type.tuple_form:
        raise Reject(f"multi-result roots ({_full(pat.op)}) are not generated")
    # a rule that reads the root through its slices: the root read only through 1-3 static
    # slices, most of the time (the function's checker.root_via = 1 tells
    # checker.rules._root_op to look one op up)
    readers = needs(rule, "root_readers") and bool(root.type.shape) and rng.random() < 0.9
    if readers:
        results = [*_slice_readers(b, root), *b.extra]
    # a rule that looks for an identical op: one earlier in the block, half of the time
    if (needs(rule, "identical_op") and b.lines and b.lines[-1].startswith(f"{root.name} = ")
            and rng.random() < 0.5):
        twin = b.fresh()
        b.lines.insert(len(b.lines) - 1, twin + b.lines[-1][len(root.name):])
        results.append(Val(twin, root.type))
    size = sum(t.numel for t, _ in b.args) + sum(len(ln) for ln in b.lines) // 200
    text = b.module_text(results)
    if readers:
        text = text.replace(") {\n", ") attributes {checker.root_via = 1 : i64} {\n", 1)
    return Program(text, list(b.args), size)


def _slice_readers(b: Builder, v: Val) -> list[Val]:
    """1 to 3 static slices of ``v`` (its only readers): random boxes, or neighbours of the
    first one (adjacent, overlapping, with a gap, the same)."""
    out: list[tuple[list[int], list[int], list[int]]] = []
    for _ in range(b.rng.choice([1, 2, 2, 3, 3])):
        if out and b.rng.random() < 0.5:
            out.append(_neighbour_slice(b, v.type.shape, None, *out[0]))
        else:
            dims = [b.slice_dim(n, "any") for n in v.type.shape]
            out.append(([d[0] for d in dims], [d[1] for d in dims], [d[2] for d in dims]))
    vals = []
    for s, lim, k in out:
        shape = [max(0, -(-(e - a) // c)) for a, e, c in zip(s, lim, k)]
        vals.append(b.emit("stablehlo.slice", [v], v.type.with_shape(shape),
                           f"limit_indices = {_ints(lim)}, start_indices = {_ints(s)}, strides = {_ints(k)}"))
    return vals


def rewrite_calls(rule: m.RuleModel) -> Iterator[m.Call]:
    """The calls (ops built, builtins) of the rule's rewrite: its assignments and results."""
    for e in [*(a[1] for a in rule.rewrite.assigns), *rule.rewrite.results]:
        for c in _walk_expr(e):
            if isinstance(c, m.Call):
                yield c


def needs(rule: m.RuleModel, tag: str) -> bool:
    """Whether a ``where``/``let`` of the rule calls a builtin that declares ``tag`` among
    its needs (``hlorules.rules.builtins.NEEDS``; memoised per rule: generate() asks once
    per program, and walking the checks cost prove's enumeration, a program per choice
    path, nearly half its time)."""
    tags = _NEEDS.get(rule)
    if tags is None:
        tags = _NEEDS[rule] = frozenset(t for n in _calls(rule) if n in BUILTINS
                                        for t in BUILTINS[n].needs)
    return tag in tags


def _calls(rule: m.RuleModel) -> frozenset[str]:
    """The names of the calls in the rule's ``where``/``let`` clauses."""
    return frozenset(e.name for c in rule.checks for e in _walk_expr(c.expr)
                     if isinstance(e, m.Call))


_NEEDS: weakref.WeakKeyDictionary[m.RuleModel, frozenset[str]] = weakref.WeakKeyDictionary()


def reads_uses(rule: m.RuleModel) -> bool:
    """Whether a check of the rule calls a builtin that reads the uses of a value
    (``Builtin.reads == "uses"``)."""
    return any(n in BUILTINS and BUILTINS[n].reads == "uses" for n in _calls(rule))


def zero_size_matters(rule: m.RuleModel) -> bool:
    """Whether the rule's constraints call a builtin that needs ``element_count`` or
    compare with 0 an element of one that needs ``extents`` (``shape(%x)[$d] != 0``): there
    a zero-size dim decides whether it fires, so programs for it draw dims of size 0 as
    well (elsewhere dims are >= 1)."""
    def dim_of_shape(e: Any) -> bool:
        return isinstance(e, m.Index) and _needs(e.base, "extents")

    def zero(e: Any) -> bool:
        return isinstance(e, m.Lit) and e.value == 0 and not isinstance(e.value, bool)

    for c in rule.checks:
        for n in _walk_expr(c.expr):
            if _needs(n, "element_count"):
                return True
            if isinstance(n, m.Binary) and n.op in ("==", "!=", ">", "<=") and (
                    (dim_of_shape(n.a) and zero(n.b)) or (dim_of_shape(n.b) and zero(n.a))):
                return True
    return False


# the ops whose attributes are operands (dynamic_pad, real_dynamic_slice, ...): built from
# their static twins' generators, in their own module; sort likewise
from . import generate_dynamic, generate_sort  # noqa: F401
