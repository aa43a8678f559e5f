"""Small Python rules implementing ``RewriteRule``, for engine tests and the engine benchmark.

``slice_iota``, ``transpose_slice`` and ``slice_transpose`` follow the semantics table in the
design notes (without the fusibility preconditions of ``transpose_slice``), so that the pair
``transpose_slice``/``slice_transpose`` cycles exactly as Enzyme-JAX does when both run.
The rest are deliberately odd rules: one that grows the IR forever, one that reports a
rewrite without change, ill-typed ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, TensorType, i32, i64
from xdsl.ir import Operation, OpResult, SSAValue

from hlorules.base.errors import Location
from hlorules.dialect import REGISTRY
from hlorules.dialect.constants import from_numpy
from hlorules.dialect.infer import ints
from hlorules.dialect.types import is_integer_type
from hlorules.rules.rewrite import Rewrite

HERE = "tests/engine_data/pyrules.py"


def mk(name: str, operands: list[SSAValue], result_type: Any, **props: Any) -> Operation:
    return REGISTRY[name].cls.create(operands=operands, result_types=[result_type],
                                     properties=props)


def arr(values: Any) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, [int(v) for v in values])


def defining(v: SSAValue, name: str) -> Operation | None:
    if isinstance(v, OpResult) and v.op.name == name:
        return v.op
    return None


def const(value: Any, type_: TensorType) -> Operation:
    a = np.asarray(value)
    return REGISTRY["stablehlo.constant"].cls.create(
        result_types=[type_], properties={"value": from_numpy(a, type_)})


@dataclass(eq=False)
class PyRule:
    name: str
    roots: frozenset[str]
    line: int
    benefit: int = 1
    tags: frozenset[str] = frozenset()
    location: Location = field(init=False)

    def __post_init__(self) -> None:
        self.location = Location(HERE, self.line, 1)

    def apply(self, op: Operation) -> Rewrite | None:  # pragma: no cover - overridden
        raise NotImplementedError


class AddSelf(PyRule):
    """add(x, x) -> multiply(x, 2)."""

    def __init__(self, name: str = "add_self", benefit: int = 2, line: int = 62) -> None:
        super().__init__(name, frozenset({"stablehlo.add"}), line, benefit)

    def apply(self, op: Operation) -> Rewrite | None:
        x, y = op.operands
        if x is not y:
            return None
        t = op.results[0].type
        two = const(np.full(t.get_shape(), 2, dtype=_np_dtype(t)), t)
        mul = mk("stablehlo.multiply", [x, two.results[0]], t)
        return Rewrite([two, mul], [mul.results[0]])


def _np_dtype(t: TensorType) -> Any:
    from hlorules.dialect.types import to_dtype

    return to_dtype(t.get_element_type())


class NegNeg(PyRule):
    """negate(negate(x)) -> x."""

    def __init__(self, name: str = "neg_neg", line: int = 86) -> None:
        super().__init__(name, frozenset({"stablehlo.negate"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        inner = defining(op.operands[0], "stablehlo.negate")
        if inner is None:
            return None
        return Rewrite([], [inner.operands[0]])


class ExpandNeg(PyRule):
    """x -> negate(negate(x)) at abs(x) operands: the inverse of neg_neg (a cycle with it)."""

    def __init__(self, name: str = "expand_neg", line: int = 100) -> None:
        super().__init__(name, frozenset({"stablehlo.abs"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        x = op.operands[0]
        if defining(x, "stablehlo.negate") is not None:
            return None
        n1 = mk("stablehlo.negate", [x], x.type)
        n2 = mk("stablehlo.negate", [n1.results[0]], x.type)
        a = mk("stablehlo.abs", [n2.results[0]], op.results[0].type)
        return Rewrite([n1, n2, a], [a.results[0]])


class SliceIota(PyRule):
    """slice(iota dim=d) -> iota (* stride + start as needed); integer iotas only."""

    def __init__(self, name: str = "slice_iota", line: int = 118) -> None:
        super().__init__(name, frozenset({"stablehlo.slice"}), line, benefit=2)

    def apply(self, op: Operation) -> Rewrite | None:
        iota = defining(op.operands[0], "stablehlo.iota")
        if iota is None:
            return None
        t = op.results[0].type
        if not is_integer_type(t.get_element_type()):
            return None
        d = iota.properties["iota_dimension"].value.data
        start = ints(op.properties["start_indices"])[d]
        stride = ints(op.properties["strides"])[d]
        new = mk("stablehlo.iota", [], t, iota_dimension=IntegerAttr(d, i64))
        ops = [new]
        cur = new.results[0]
        if stride != 1:
            c = const(np.full(t.get_shape(), stride, dtype=_np_dtype(t)), t)
            m = mk("stablehlo.multiply", [cur, c.results[0]], t)
            ops += [c, m]
            cur = m.results[0]
        if start != 0:
            c = const(np.full(t.get_shape(), start, dtype=_np_dtype(t)), t)
            a = mk("stablehlo.add", [cur, c.results[0]], t)
            ops += [c, a]
            cur = a.results[0]
        return Rewrite(ops, [cur])


def _transpose_type(t: TensorType, perm: tuple[int, ...]) -> TensorType:
    shape = t.get_shape()
    return TensorType(t.get_element_type(), [shape[p] for p in perm])


class TransposeSlice(PyRule):
    """transpose(slice(x)) -> slice(transpose(x)), bounds permuted."""

    def __init__(self, name: str = "transpose_slice", line: int = 153) -> None:
        super().__init__(name, frozenset({"stablehlo.transpose"}), line, benefit=2)

    def apply(self, op: Operation) -> Rewrite | None:
        sl = defining(op.operands[0], "stablehlo.slice")
        if sl is None:
            return None
        perm = ints(op.properties["permutation"])
        x = sl.operands[0]
        start, limit, stride = (ints(sl.properties[k]) for k in
                                ("start_indices", "limit_indices", "strides"))
        tt = _transpose_type(x.type, perm)
        tr = mk("stablehlo.transpose", [x], tt, permutation=arr(perm))
        ns = mk("stablehlo.slice", [tr.results[0]], op.results[0].type,
                start_indices=arr(start[p] for p in perm),
                limit_indices=arr(limit[p] for p in perm),
                strides=arr(stride[p] for p in perm))
        return Rewrite([tr, ns], [ns.results[0]])


class SliceTranspose(PyRule):
    """slice(transpose(x)) -> transpose(slice(x)) when the transpose has one user."""

    def __init__(self, name: str = "slice_transpose", line: int = 176) -> None:
        super().__init__(name, frozenset({"stablehlo.slice"}), line, benefit=2)

    def apply(self, op: Operation) -> Rewrite | None:
        tr = defining(op.operands[0], "stablehlo.transpose")
        if tr is None or not tr.results[0].has_one_use():
            return None
        perm = ints(tr.properties["permutation"])
        inv = [0] * len(perm)
        for i, p in enumerate(perm):
            inv[p] = i
        x = tr.operands[0]
        start, limit, stride = (ints(op.properties[k]) for k in
                                ("start_indices", "limit_indices", "strides"))
        s2 = [start[inv[i]] for i in range(len(perm))]
        l2 = [limit[inv[i]] for i in range(len(perm))]
        st2 = [stride[inv[i]] for i in range(len(perm))]
        out_shape = op.results[0].type.get_shape()
        sl_shape = [out_shape[inv[i]] for i in range(len(perm))]
        sl_t = TensorType(x.type.get_element_type(), sl_shape)
        ns = mk("stablehlo.slice", [x], sl_t, start_indices=arr(s2), limit_indices=arr(l2),
                strides=arr(st2))
        nt = mk("stablehlo.transpose", [ns.results[0]], op.results[0].type,
                permutation=arr(perm))
        return Rewrite([ns, nt], [nt.results[0]])


class Grow(PyRule):
    """abs(x) -> abs(abs(x)): grows the IR forever."""

    def __init__(self, name: str = "grow", line: int = 205) -> None:
        super().__init__(name, frozenset({"stablehlo.abs"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        t = op.results[0].type
        a = mk("stablehlo.abs", [op.operands[0]], t)
        b = mk("stablehlo.abs", [a.results[0]], t)
        return Rewrite([a, b], [b.results[0]])


class GrowPerSweep(PyRule):
    """abs(x) -> abs(abs(x)), but not on ops it made since it last saw the return: the IR
    grows by one op per sweep and never repeats."""

    def __init__(self, name: str = "grow_per_sweep", line: int = 13) -> None:
        super().__init__(name, frozenset({"stablehlo.abs", "func.return"}), line)
        self.made: set[int] = set()
        self.keep: list[Operation] = []

    def apply(self, op: Operation) -> Rewrite | None:
        if op.name == "func.return":
            self.made.clear()
            return None
        if id(op) in self.made:
            return None
        rw = Grow().apply(op)
        assert rw is not None
        self.made.update(id(n) for n in rw.new_ops)
        self.keep += rw.new_ops
        return rw


class GrowOnce(PyRule):
    """exponential(x) -> exponential(log(exponential(x)))...: one new root per sweep."""

    def __init__(self, name: str = "grow_per_sweep", line: int = 217) -> None:
        super().__init__(name, frozenset({"stablehlo.sqrt"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        t = op.results[0].type
        a = mk("stablehlo.sqrt", [op.operands[0]], t)
        return Rewrite([a], [a.results[0]])


class Liar(PyRule):
    """Reports a rewrite that changes nothing."""

    def __init__(self, name: str = "liar", line: int = 229) -> None:
        super().__init__(name, frozenset({"stablehlo.multiply"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        return Rewrite([], list(op.results))


class WrongType(PyRule):
    """Replaces a f32 result with an i32 value."""

    def __init__(self, name: str = "wrong_type", line: int = 239) -> None:
        super().__init__(name, frozenset({"stablehlo.multiply"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        t = op.results[0].type
        it = TensorType(i32, t.get_shape())
        c = const(np.zeros(t.get_shape(), np.int32), it)
        return Rewrite([c], [c.results[0]])


class IllFormed(PyRule):
    """multiply(x, y) -> subtract(x, i32 const) typed f32: well-typed outside, invalid inside."""

    def __init__(self, name: str = "ill_formed", line: int = 252) -> None:
        super().__init__(name, frozenset({"stablehlo.multiply"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        t = op.results[0].type
        c = const(np.zeros(t.get_shape(), np.int32), TensorType(i32, t.get_shape()))
        s = mk("stablehlo.subtract", [op.operands[0], c.results[0]], t)
        return Rewrite([c, s], [s.results[0]])


class Crash(PyRule):
    def __init__(self, name: str = "crash", line: int = 265) -> None:
        super().__init__(name, frozenset({"stablehlo.multiply"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        raise ZeroDivisionError("boom")


class MulToAdd(PyRule):
    """multiply(x, 2) -> add(x, x): the inverse of add_self."""

    def __init__(self, name: str = "mul_two", line: int = 273) -> None:
        super().__init__(name, frozenset({"stablehlo.multiply"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        x, c = op.operands
        cst = defining(c, "stablehlo.constant")
        if cst is None:
            return None
        from hlorules.dialect.constants import to_numpy

        if not np.all(to_numpy(cst.properties["value"]) == 2):
            return None
        a = mk("stablehlo.add", [x, x], op.results[0].type)
        return Rewrite([a], [a.results[0]])


class Watch(PyRule):
    """Matches nothing, roots anywhere: counts attempts."""

    def __init__(self, name: str = "watch", line: int = 291) -> None:
        super().__init__(name, frozenset(), line)
        self.seen: list[str] = []

    def apply(self, op: Operation) -> Rewrite | None:
        self.seen.append(op.name)
        return None


class Tag(PyRule):
    """Rewrites abs(x) -> abs(x) with a marker in a fresh op: for benefit ordering tests."""

    def __init__(self, name: str, benefit: int, line: int = 303) -> None:
        super().__init__(name, frozenset({"stablehlo.abs"}), line, benefit)

    def apply(self, op: Operation) -> Rewrite | None:
        if defining(op.operands[0], "stablehlo.negate") is not None:
            return None
        t = op.results[0].type
        n = mk("stablehlo.negate", [op.operands[0]], t)
        a = mk("stablehlo.abs", [n.results[0]], t)  # |-x| == |x|
        return Rewrite([n, a], [a.results[0]])


class IncConst(PyRule):
    """add(x, c) -> add(x, c + 1) for a constant c: a new module after every rewrite, the
    same op count: runs away without growing or repeating."""

    def __init__(self, name: str = "inc_const", line: int = 316) -> None:
        super().__init__(name, frozenset({"stablehlo.add"}), line)

    def apply(self, op: Operation) -> Rewrite | None:
        from hlorules.dialect.constants import to_numpy

        x, c = op.operands
        cst = defining(c, "stablehlo.constant")
        if cst is None:
            return None
        t = c.type
        new = const(to_numpy(cst.properties["value"]) + 1, t)
        a = mk("stablehlo.add", [x, new.results[0]], op.results[0].type)
        return Rewrite([new, a], [a.results[0]])


def registry(*rules: Any) -> dict[str, Any]:
    return {r.name: r for r in rules}


def seed_like() -> dict[str, Any]:
    """The reference Python versions of the seed patterns available here."""
    return registry(SliceIota(), SliceTranspose(), TransposeSlice())
