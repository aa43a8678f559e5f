"""dialect/build.py, dialect/constants.dense_attr and index_array: ops and attributes built with the least
work xDSL allows are the ops and attributes xDSL's own constructors make."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    StringAttr,
    TensorType,
    bf16,
    f32,
    i1,
    i64,
)

from hlorules.dialect import REGISTRY
from hlorules.dialect.build import create
from hlorules.dialect.constants import dense_attr, exact_ints, from_numpy, index_array, to_numpy
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text


def test_a_dense_attribute_built_unchecked_equals_the_checked_one() -> None:
    for elem, arr in ((f32, np.arange(6, dtype=np.float32)), (i1, np.array([1, 0, 1], bool)),
                      (bf16, np.arange(3, dtype=np.float32))):
        t = TensorType(elem, [arr.size])
        made = from_numpy(arr, t)
        want = DenseIntOrFPElementsAttr(t, BytesAttr(made.data.data))
        got = dense_attr(t, made.data.data)
        assert got == want and hash(got) == hash(want) and str(got) == str(want)
        assert to_numpy(got).tolist() == to_numpy(want).tolist()


def test_an_index_array_built_unchecked_equals_the_checked_one() -> None:
    for ints in ((), (0,), (3, -1, 7), (2**63 - 1, -(2**63)), (2**63,)):
        want = DenseArrayBase.from_list(i64, ints)
        got = index_array(ints)
        assert got == want and hash(got) == hash(want) and str(got) == str(want)
        assert got.get_values() == want.get_values()


def test_ops_created_unchecked_are_used_printed_and_verified_as_xdsls() -> None:
    mod = from_text("""func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  return %x : tensor<4xf32>
}""")
    fn = next(o for o in mod.walk() if o.name == "func.func")
    x = fn.regions[0].blocks.first.args[0]
    ret = fn.regions[0].blocks.first.last_op
    add_cls = REGISTRY["stablehlo.add"].cls
    mine = create(add_cls, [x, x], [x.type], {}, {"mhlo.sharding": StringAttr("{replicated}")}, [])
    theirs = add_cls.create(operands=[x, x], result_types=[x.type],
                            attributes={"mhlo.sharding": StringAttr("{replicated}")})
    assert [u.operation for u in x.uses].count(mine) == 2  # both operand uses registered
    fn.regions[0].blocks.first.insert_op_before(mine, ret)
    ret.operands = [mine.results[0]]
    mod.verify()
    text = to_text(mod)
    assert "stablehlo.add" in text and "mhlo.sharding" in text
    assert mine.properties == theirs.properties and mine.attributes == theirs.attributes
    assert [r.type for r in mine.results] == [r.type for r in theirs.results]


def test_from_numpy_makes_a_frozen_array_s_attribute_once(monkeypatch) -> None:
    # an array whose elements cannot change is converted once per (array, type); one that
    # can change is converted every time (its elements are read again)
    import numpy as np
    from xdsl.dialects.builtin import i32

    from hlorules.dialect import constants
    from hlorules.dialect.constants import from_numpy, to_numpy
    from hlorules.dialect.types import tensor

    made = []
    real = constants._from_numpy
    monkeypatch.setattr(constants, "_from_numpy", lambda a, t: (made.append(1), real(a, t))[1])
    t = tensor((3,), i32)
    frozen = np.array([1, 2, 3], np.int32)
    frozen.setflags(write=False)
    a = from_numpy(frozen, t)
    assert from_numpy(frozen, t) is a and to_numpy(a).tolist() == [1, 2, 3]
    assert len(made) == 1
    live = np.array([7, 8, 9], np.int32)
    first = from_numpy(live, t)
    live[0] = 0
    assert to_numpy(from_numpy(live, t)).tolist() == [0, 8, 9]
    assert to_numpy(first).tolist() == [7, 8, 9] and len(made) == 3
    view = live.view()
    view.setflags(write=False)  # read-only, but a view of memory that can change
    before = from_numpy(view, t)
    live[1] = 0
    assert to_numpy(from_numpy(view, t)).tolist() == [0, 0, 9] != to_numpy(before).tolist()


@pytest.mark.parametrize(("t", "want"), [
    ((), True), ((1, -2, 3), True), ((1, True), False), ((np.int64(1),), False),
    ((1.0,), False), ((1, "2"), False)])
def test_exact_ints_are_python_ints_only(t: tuple[object, ...], want: bool) -> None:
    assert exact_ints(t) is want
