"""The program generator's core: choice sequences (:class:`ChoiceRng`), the types and
values of a program under construction (:class:`Builder`), and the registry of per-op
generators (:data:`GENERATORS`, filled by the ``generate_*`` modules of each op family)."""

from __future__ import annotations

import dataclasses
import math
import random
import re
import weakref
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from hlorules.dialect import REGISTRY
from hlorules.dialect.domains import Bound, Choice, choose_instance
from hlorules.rules import model as m
from hlorules.rules.compiler import trait_specs

from .generate_base import _SMALLEST_SUBNORMAL, _dense, _full, _ints, _mask_values
from .generate_needs import (
    attr_constraints,
    beside_constants,
    constant_operands,
    defined_by_ops,
    identity_operands,
    meets,
    needs,
    non_constant_operands,
    reads_gather_index_values,
    related_parts,
    repeated_rests,
    zero_size_matters,
)

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


def int_range(elem: str) -> tuple[int, int]:
    """The least and the largest value of an integer element type (``i8``, ``ui32``...)."""
    bits = int(elem.lstrip("ui"))
    if elem.startswith("ui"):
        return 0, (1 << bits) - 1
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


class Builder:
    """The state of one program under construction."""

    zero_in_window_draws = False  # zero-size dims under window-layout draws too (prove)
    domain_first = False  # every op generate_domain knows drawn from its domain (prove)

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
        self.identity_names: set[str] = _per_rule(rule, "identity",
                                                  lambda: identity_operands(rule))
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
        # rules that read splat constants' elements: a splat at times repeats the element of
        # the last splat drawn of its element type (two equal splats are otherwise rare)
        self.repeat_splats = needs(rule, "equal_splats")
        self.last_splat: dict[str, Any] = {}
        # where clauses on single attribute bindings, which pick() aims its draws at
        # (none under prove, which enumerates draws as they come)
        self.attr_wants = {} if self.domain_first else _per_rule(
            rule, "attr_wants", lambda: attr_constraints(rule))
        self.defined_by: dict[str, str] = _per_rule(rule, "defined_by",
                                                    lambda: defined_by_ops(rule))
        # variadic operands whose parts the rule relates (related_parts): their parts after
        # the first at times siblings of the value before them (see sibling); and the ops
        # their parts are tested for, a part at times drawn as that op
        self.related: frozenset[str]
        self.part_ops: dict[str, str]
        self.related, self.part_ops = _per_rule(rule, "parts", lambda: related_parts(rule))
        # variadic operands the pattern names twice: their parts drawn once, by name
        self.repeated: frozenset[str] = _per_rule(rule, "repeated",
                                                  lambda: repeated_rests(rule))
        self.sibling_kinds: dict[str, str | None] = {}  # per related variadic, drawn once
        self.sibling_names: set[str] = set()  # parts whose sibling draw _gen makes
        # per value an op defines: the op, operands, result type, properties and region
        self.defs: dict[str, tuple[str, list[Val], TT, str, str]] = {}
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

    def perm(self, n: int) -> list[int]:
        """A permutation of ``range(n)``: shuffled, and at ``n >= 3`` one that is its own
        inverse (the identity, a swap) is mostly redrawn as one with a cycle of three or
        more dims, where a permutation and its inverse differ; the result depends on its
        argument and draws alone."""
        rng = self.rng
        p = list(range(n))
        rng.shuffle(p)
        if n >= 3 and all(p[p[i]] == i for i in range(n)) and rng.random() < 0.6:
            cyc = rng.sample(range(n), rng.randint(3, n))
            p = list(range(n))
            for a, c in zip(cyc, cyc[1:] + cyc[:1]):
                p[a] = c
        return p

    def broadcast_plan(self, known: TT | None, want: TT | None
                       ) -> tuple[TT, list[int], TT]:
        """A ``broadcast_in_dim``'s result type, ``broadcast_dimensions`` and operand type,
        from the operand's type if it is ``known`` (else ``want``, the result's, or drawn);
        the result depends on its arguments and draws alone."""
        b, rng = self, self.rng
        if known is not None:
            dims = sorted(rng.sample(range(len(known.shape) + 1), len(known.shape))) \
                if rng.random() < 0.5 else list(range(len(known.shape)))
            if rng.random() < 0.25:  # broadcast_dimensions need not be increasing: a transpose
                dims = [dims[i] for i in b.perm(len(dims))]
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
                dims = b.perm(len(out.shape))
                known = out.with_shape([out.shape[d] for d in dims])
            else:
                k = rng.randint(0, len(out.shape)) if rng.random() < 0.7 else len(out.shape)
                dims = sorted(rng.sample(range(len(out.shape)), k))
                if rng.random() < 0.3:
                    rng.shuffle(dims)  # broadcast_dimensions need not be increasing
                known = out.with_shape([out.shape[d] if rng.random() < 0.7 else 1 for d in dims])
                wide = [i for i, d in enumerate(dims) if out.shape[d] > 1]
                if len(wide) >= 2 and not any(known.shape[i] == 1 for i in wide) \
                        and rng.random() < 0.7:
                    # mostly a unit operand dim the broadcast expands (1 -> n > 1), beside
                    # one it keeps: the dim whose extent the operand and the result do not
                    # share
                    i = rng.choice(wide)
                    known = known.with_shape([1 if j == i else n
                                              for j, n in enumerate(known.shape)])
        return out, list(dims), known

    def domain_bound(self) -> Bound:
        """The box the domain draws list instances in: rank <= 3, dims up to this
        builder's ``max_dim`` (0 only where the rule reads element counts), the
        generator's element types."""
        return Bound(max_rank=3, max_dim=self.max_dim, min_dim=0 if self.zero_dims else 1,
                     elements=("i1", *INT_ELEMS, *FLOAT_ELEMS), index_elements=("i32",))

    def domain_draw(self, op: str, operands: Sequence[TT], bound: Bound | None = None
                    ) -> Choice:
        """An instance of ``op`` over ``operands`` (the domain's given operands) drawn from
        the op's whole valid domain (``hlorules.dialect.domains``, in ``bound``, this
        builder's :meth:`domain_bound` by default), each step's option one choice of this
        builder's rng, so that ``prove`` enumerates them; raises :class:`Reject` where a
        step has no valid option."""
        c = choose_instance(op, bound or self.domain_bound(),
                            [(t.shape, t.elem) for t in operands],
                            lambda opts: self.rng.choice(list(opts)))
        if c is None:
            raise Reject(f"no valid {op} over {', '.join(t.text() for t in operands)}")
        return c

    def from_domain(self, op: str, operands: Sequence[TT], max_dim: int | None = None
                    ) -> dict[str, Any]:
        """The attributes of :meth:`domain_draw`'s instance, strides and padding cut at
        ``max_dim`` + 1 and ``max_dim`` (this builder's by default)."""
        bound = Bound(max_rank=max((len(t.shape) for t in operands), default=0),
                      max_dim=self.max_dim if max_dim is None else max_dim)
        return self.domain_draw(op, operands, bound).attributes

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

    def constrained(self, pat: m.OpPat, names: tuple[str, ...]) -> bool:
        """Whether a where clause of the rule constrains one of ``pat``'s attributes
        ``names`` alone (:func:`attr_constraints`; never under ``prove``)."""
        return any(
            (a := self.attr_pat(pat, n)) is not None and a.kind == "bind" and
            a.value in self.attr_wants for n in names)

    def meets(self, pat: m.OpPat, values: dict[str, Any]) -> bool:
        """Whether attribute values drawn together for ``pat`` meet the where clauses on
        their bindings alone (an attribute without one meets them)."""
        for n, v in values.items():
            a = self.attr_pat(pat, n)
            if a is not None and a.kind == "bind" and a.value in self.attr_wants and \
                    not meets(v, self.attr_wants[a.value]):
                return False
        return True

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
            # a where clause on the binding alone (all($v >= 0), $v == fill(n, 0)): mostly
            # a few draws more for a value meeting it
            want = self.attr_wants.get(a.value)
            if want is not None and self.rng.random() < 0.75:
                for _ in range(6):
                    if meets(v, want):
                        break
                    v = fn()
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
        self.defs[name] = (op, list(operands), result, props, region)
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
        elif role == "exponent":  # of an integer power: at times at the end of XLA's
            # integer power (exponents below 64 only), or half way (two of them add up to 64)
            exps = [0, 1, 2, 3, 7] + ([-1] if not t.elem.startswith("ui") else [])
            if rng.random() < 0.4:
                exps = [32, 63, 64]
            vals = [rng.choice(exps)] * n if rng.random() < 0.8 else \
                [rng.choice(exps) for _ in range(n)]
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
        if t.is_int and role == "index":  # an index past a narrow type's range: its end
            # (an unsigned one's below its top bit: XLA CPU folds a constant start index
            # with that bit set as a negative one, where its run time does not)
            lo, hi = int_range(t.elem)
            hi = min(hi, _SIGNED_MAX.get(t.elem[1:], hi)) if t.elem.startswith("ui") else hi
            vals = [min(max(int(v), lo), hi) for v in vals]
        if self.repeat_splats and n and role == "data" and t.elem != "i1":
            if t.elem in self.last_splat and rng.random() < 0.4:
                vals = [self.last_splat[t.elem]] * n
            elif len(set(map(repr, vals))) == 1:
                self.last_splat[t.elem] = vals[0]
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
        elif name is not None and name.endswith("]") and name.split("[")[0] in self.const_names:
            make_const = self.rng.random() < 0.8  # a part of a variadic operand
        elif name is not None and name in self.arg_names:
            make_const = False
        else:
            make_const = self.rng.random() < p_const
        if t.elem.startswith("complex<"):
            make_const = False  # no complex literals: an argument
        ident = self.memo.get("identity")  # (element type, value): a reduce's op, being built
        if name in self.identity_names and not t.shape and ident is not None \
                and ident[0] == t.elem and self.rng.random() < 0.6:
            return self.const_of(t, [ident[1]])  # most such values are (as in real programs)
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
            sib = self.sibling(pat.name, want) if pat.name in self.sibling_names else None
            op = self.defined_by.get(pat.name) or self.part_op(pat.name)
            if sib is not None:
                v = sib
            elif op is not None and role == "data" and self.rng.random() < 0.4:
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
            v = build_op(self, pat, want, role, bound)
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

    def rest_parts(self, rest: m.RestPat, n: int) -> list[m.Pattern]:
        """``n`` operand patterns for the variadic ``rest``: wildcards, or, where the rule
        needs its parts constant (:func:`constant_operands`), relates them or tests them for
        an op (:func:`related_parts`), values named ``%xs[k]`` (that :meth:`leaf` makes
        constant most of the time, that :meth:`sibling` or :meth:`part_op` draw)."""
        if rest.name is None or rest.name not in self.const_names | self.related \
                and rest.name not in self.part_ops:
            return [m.WildPat(rest.loc) for _ in range(n)]
        return [m.ValuePat(rest.loc, name=f"{rest.name}[{k}]") for k in range(n)]

    def part_op(self, name: str) -> str | None:
        """The op the rule tests the parts of the variadic operand ``name`` is a part of
        for (``defined_by(%xs[0], "op")``): ``%xs[k]`` is at times drawn as it."""
        return self.part_ops.get(name.split("[")[0]) if name.endswith("]") else None

    def sibling(self, name: str, want: TT | None, prev: Val | None = None,
                free: int | None = None) -> Val | None:
        """Part ``name`` (``%xs[k]``) of a variadic operand whose parts the rule relates
        (:func:`related_parts`), as a sibling of ``prev`` (the part before it unless given:
        a concatenate's operand before the parts): one way per variadic operand per
        program, half the time, and then for most parts (else None: drawn as any part) --
        ``prev`` itself, a clone of its op (same operands and attributes), the same op
        with the same attributes on fresh operands of its operands' types, or for a slice
        the slice of its operand next to it along ``free`` (a concatenate's dim), unit
        strides kept (after any other value, a part drawn as any); of ``prev``'s type but
        along ``free``, where ``want`` allows."""
        base, _, k = name[:-1].partition("[")
        if base not in self.related:
            return None
        if prev is None:
            prev = self.values.get(f"{base}[{int(k) - 1}]")
        if prev is None or want is not None and want != prev.type and (
                free is None or want.elem != prev.type.elem
                or len(want.shape) != len(prev.type.shape)
                or any(a != c for i, (a, c) in enumerate(zip(want.shape, prev.type.shape))
                       if i != free)):
            return None
        d = self.defs.get(prev.name)
        sliced = d is not None and d[0] == "stablehlo.slice" and free is not None
        if base not in self.sibling_kinds:  # the slice next to a slice mostly, if one is
            self.sibling_kinds[base] = self.rng.choice(
                ["same", "clone", "fresh"] + ["next"] * (1 + 2 * sliced)) \
                if self.rng.random() < 0.5 else None
        kind = self.sibling_kinds[base]
        if kind is None or self.rng.random() < 0.2 or kind == "next" and not sliced:
            return None  # a part drawn as any (at times; or no slice to continue)
        if kind == "same":
            return prev
        if d is None or d[4]:  # an argument, or an op with a region: prev itself
            return self.leaf(prev.type, None, "data", 0) if kind == "fresh" else prev
        op, ops, res, props, region = d
        if kind == "next" and free is not None:
            at = {a: [int(x) for x in re.findall(r"-?\d+", v)] for a, v in re.findall(
                r"(\w+) = array<i64:?([^>]*)>", props)}
            lo, hi, st = at.get("start_indices"), at.get("limit_indices"), at.get("strides")
            room = ops[0].type.shape[free] - hi[free] if lo and hi and st else 0
            if st and st[free] == 1 and room > 0:
                n = self.rng.randint(1, room)
                lo, hi = list(lo), list(hi)  # type: ignore[arg-type]
                lo[free], hi[free] = hi[free], hi[free] + n
                props = f"limit_indices = {_ints(hi)}, start_indices = {_ints(lo)}, " \
                    f"strides = {_ints(st)}"
                shape = list(res.shape)
                shape[free] = n
                return self.emit(op, ops, res.with_shape(shape), props)
        if kind == "fresh" and ops:
            ops = [self.leaf(o.type, None, "data", 0) for o in ops]
        return self.emit(op, ops, res, props, region)

    def one_or_two_for_rest(self, pat: m.OpPat) -> list[m.Pattern]:
        """``pat``'s operand patterns with a ``%xs...`` drawn as one or two wildcards (the
        variadic ops whose generators take any count: while, sort)."""
        pats: list[m.Pattern] = []
        for o in pat.operands:
            if isinstance(o, m.RestPat):
                pats += self.rest_parts(o, self.rng.randint(1, 2))
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
                    rest = ops[0]
                    if len(ops) == 1 and isinstance(rest, m.RestPat) and (
                            rest.name in self.related or rest.name in self.part_ops):
                        # `op(%xs...)`: its parts named where the rule relates them or
                        # tests them for an op (rest_parts), siblings drawn as _gen goes
                        parts = self.rest_parts(rest, fixed)
                        if rest.name in self.related:
                            self.sibling_names |= {p.name for p in parts
                                                   if isinstance(p, m.ValuePat)}
                        return parts
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

# per op: its draw from the op's attribute domain, tried before its generator (None: the
# generator builds this one); filled by generate_domain as it loads
DOMAIN_DRAWS: dict[str, Callable[[Builder, m.OpPat, TT | None, str, int], Val | None]] = {}


def build_op(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """An instance of ``pat``'s op (one named op): drawn from the op's attribute domain
    where :data:`DOMAIN_DRAWS` has a draw for it that gives one, else built by the op's
    generator."""
    g = GENERATORS.get(_full(pat.op))
    if g is None:
        g = _generic_generator(_full(pat.op))
    if g is None:
        raise Reject(f"no program generator for {_full(pat.op)}")
    draw = DOMAIN_DRAWS.get(_full(pat.op))
    v = draw(b, pat, want, role, bound) if draw is not None else None
    return g(b, pat, want, role, bound) if v is None else v


def generator(*names: str) -> Callable[[Gen], Gen]:
    def deco(fn: Gen) -> Gen:
        for n in names:
            GENERATORS[_full(n)] = fn
        return fn
    return deco


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


# the generator of every op of a dialect (by its prefix, "chlo.") that has none of its own
PREFIX_GENERATORS: dict[str, Gen] = {}


def _generic_generator(name: str) -> Gen | None:
    return PREFIX_GENERATORS.get(name.split(".", 1)[0] + ".")
