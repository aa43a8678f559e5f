"""Types and attributes JAX emits: complex, sub-byte integers, tokens, other dialects' attributes.

Each constant is checked three ways: the numpy value we read, XLA's output for our exported
text against XLA's output for jaxlib's own text (bitwise), and a text fixpoint.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from xdsl.dialects.builtin import ComplexType, IntegerType, Signedness, TensorType, f32, f64, i32

from hlorules.dialect.attrs import OpaqueAttr
from hlorules.dialect.constants import from_numpy, is_splat, to_numpy
from hlorules.dialect.types import TokenType, from_dtype, to_dtype
from hlorules.lowering import exporter, importer, jaxlib_api, xla


def _bits(a: np.ndarray) -> bytes:
    a = np.asarray(a)
    if a.dtype.itemsize == 1 and a.dtype.kind not in "biu":  # int2/int4 (ml_dtypes kind 'V')
        return a.astype(np.int8).tobytes()
    return a.tobytes()


def constant_module(literal: str, type_: str) -> str:
    return (f"func.func @main() -> {type_} {{\n"
            f"  %0 = stablehlo.constant {literal} : {type_}\n"
            f"  return %0 : {type_}\n}}\n")


def constants(module) -> list[np.ndarray]:
    return [to_numpy(op.properties["value"]) for op in module.walk()
            if op.name == "stablehlo.constant"]


NAN_IM = complex(np.nan, 1.0)
COMPLEX_CASES = [
    ("dense<(1.5,-2.0)>", "tensor<3xcomplex<f32>>", np.full(3, 1.5 - 2j, np.complex64)),
    ("dense<[(1.0,2.0), (-0.0,0.5)]>", "tensor<2xcomplex<f32>>",
     np.array([1 + 2j, complex(-0.0, 0.5)], np.complex64)),
    ("dense<[(0x7FC00000,1.0), (0x7F800000,0xFF800000)]>", "tensor<2xcomplex<f32>>",
     np.array([NAN_IM, complex(np.inf, -np.inf)], np.complex64)),
    ("dense<(0x7FF8000000000000,-0.0)>", "tensor<complex<f64>>",
     np.array(complex(np.nan, -0.0), np.complex128)),
    ("dense<[[(1.0,2.0), (3.0,4.0)], [(5.0,6.0), (7.0,8.0)]]>", "tensor<2x2xcomplex<f64>>",
     np.array([[1 + 2j, 3 + 4j], [5 + 6j, 7 + 8j]], np.complex128)),
]


@pytest.mark.parametrize("literal,type_,want", COMPLEX_CASES)
@pytest.mark.parametrize("via", ["jaxlib", "xdsl"])
def test_complex_constants_read_exactly(literal: str, type_: str, want: np.ndarray,
                                        via: str) -> None:
    text = constant_module(literal, type_)
    if via == "xdsl":
        text = exporter.to_text(importer.from_text(text))
    (got,) = constants(importer.from_text(text, via=via))
    assert got.dtype == want.dtype and got.shape == want.shape
    assert _bits(got) == _bits(want)


@pytest.mark.parametrize("literal,type_,want", COMPLEX_CASES)
def test_complex_constants_export_bitwise_as_xla_reads_jaxlib_text(literal: str, type_: str,
                                                                    want: np.ndarray) -> None:
    text = constant_module(literal, type_)
    ours = exporter.to_text(importer.from_text(text))
    (reference,) = xla.run(text)
    (got,) = xla.run(ours)
    assert _bits(got) == _bits(reference) == _bits(want)
    assert exporter.to_text(importer.from_text(ours)) == ours


def test_complex_attribute_anywhere_does_not_abort_the_process() -> None:
    """jaxlib's NamedAttribute.attr aborts on complex dense attributes; we never call it."""
    text = ('module {\n  func.func @main(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> '
            'attributes {tag = dense<(1.0,0x7FC00000)> : tensor<complex<f32>>} {\n'
            '    %0 = stablehlo.negate %x {c = dense<[(1.0,2.0),(3.0,4.0)]> : '
            'tensor<2xcomplex<f64>>, n = 3 : i32} : tensor<2xcomplex<f32>>\n'
            '    return %0 : tensor<2xcomplex<f32>>\n  }\n}\n')
    m = importer.from_text(text)
    (neg,) = [op for op in m.walk() if op.name == "stablehlo.negate"]
    assert to_numpy(neg.attributes["c"]).tolist() == [1 + 2j, 3 + 4j]
    out = exporter.to_text(m)
    assert exporter.to_text(importer.from_text(out)) == out
    x = np.array([1 + 2j, -3j], np.complex64)
    (got,) = xla.run(out, x)
    assert got.tolist() == (-x).tolist()


def test_complex_program_runs_bitwise() -> None:
    import jax

    def f(x):
        return x * x.conj() + 1j

    x = np.array([1 + 2j, -0.5j, complex(np.nan, 1), 3], np.complex64)
    m = importer.from_jax(f, x)
    (got,) = xla.run(m, x)
    assert _bits(got) == _bits(np.asarray(jax.jit(f)(x)))


# -- sub-byte integers -------------------------------------------------------------------------

SUB_BYTE = [("i4", ml_dtypes.int4, [-8, -3, 0, 7]), ("ui4", ml_dtypes.uint4, [0, 3, 8, 15]),
            ("i2", ml_dtypes.int2, [-2, -1, 0, 1]), ("ui2", ml_dtypes.uint2, [0, 1, 2, 3])]


@pytest.mark.parametrize("name,dt,values", SUB_BYTE)
@pytest.mark.parametrize("n", [4, 20])  # 20: exported as a hex blob
def test_sub_byte_constants_round_trip_through_xla(name: str, dt: type, values: list[int],
                                                   n: int) -> None:
    want = np.resize(np.array(values, dt), n)
    text = constant_module(f"dense<[{', '.join(str(int(v)) for v in want)}]>",
                           f"tensor<{n}x{name}>")
    m = importer.from_text(text)
    (got,) = constants(m)
    assert got.dtype == np.dtype(dt) and got.astype(int).tolist() == want.astype(int).tolist()
    ours = exporter.to_text(m)
    (reference,) = xla.run(text)
    (out,) = xla.run(ours)
    assert out.dtype == np.dtype(dt)
    assert out.astype(int).tolist() == reference.astype(int).tolist() == want.astype(int).tolist()
    assert exporter.to_text(importer.from_text(ours)) == ours
    assert exporter.to_text(importer.from_text(ours, via="xdsl")) == ours


@pytest.mark.parametrize("name,dt,values", SUB_BYTE)
def test_sub_byte_dtypes_and_numpy_round_trip(name: str, dt: type, values: list[int]) -> None:
    width = int(name.lstrip("ui"))
    elem = IntegerType(width, Signedness.UNSIGNED if name.startswith("u") else Signedness.SIGNLESS)
    assert to_dtype(elem) == np.dtype(dt)
    assert from_dtype(np.dtype(dt)) == elem
    arr = np.array(values, dt)
    back = to_numpy(from_numpy(arr, TensorType(elem, [len(values)])))
    assert back.dtype == np.dtype(dt) and back.astype(int).tolist() == values
    assert not is_splat(from_numpy(arr))


def test_int4_program_with_exec_book_runs_bitwise() -> None:
    import jax
    import jax.numpy as jnp

    import hlorules

    def f(i):
        q = i.astype(jnp.int4)
        return (q * jnp.array(2, jnp.int4) + jnp.array(-3, jnp.int4)).astype(jnp.int32)

    i = np.arange(-8, 8, dtype=np.int32)
    m, _ = hlorules.apply(importer.from_jax(f, i), "exec")
    (got,) = xla.run(m, i)
    assert got.tolist() == np.asarray(jax.jit(f)(i)).tolist()


def test_complex128_and_complex64_dtypes() -> None:
    assert to_dtype(ComplexType(f32)) == np.complex64
    assert to_dtype(ComplexType(f64)) == np.complex128
    assert from_dtype(np.dtype(np.complex128)) == ComplexType(f64)
    assert is_splat(from_numpy(np.full(3, 1 + 1j, np.complex128)))
    assert not is_splat(from_numpy(np.array([1 + 1j, 1 - 1j], np.complex128)))


# -- tokens and attributes of other dialects ------------------------------------------------

TOKEN = """func.func @main(%t: !stablehlo.token, %x: tensor<f32>) -> (!stablehlo.token, tensor<f32>) {
  %0 = stablehlo.add %x, %x : tensor<f32>
  return %t, %0 : !stablehlo.token, tensor<f32>
}
"""


@pytest.mark.parametrize("via", ["jaxlib", "xdsl"])
def test_token_type_is_read_and_printed(via: str) -> None:
    text = TOKEN if via == "jaxlib" else exporter.to_text(importer.from_text(TOKEN))
    m = importer.from_text(text, via=via)
    (main,) = [op for op in m.walk() if op.name == "func.func"]
    assert isinstance(main.properties["function_type"].inputs.data[0], TokenType)
    out = exporter.to_text(m)
    assert "!stablehlo.token" in out
    jaxlib_api.parse_module(out)
    assert exporter.to_text(importer.from_text(out)) == out


SDY = ('#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>')
SPARSE = "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>"


@pytest.mark.parametrize("attr", [SDY, '#sdy.sharding<@mesh, [{"x"}, {}]>',
                                  "#llvm.linkage<internal>", "distinct[0]<unit>",
                                  "sparse<[[0]], [1.0]> : tensor<4xf32>"])
def test_attributes_we_do_not_interpret_are_carried_as_printed(attr: str) -> None:
    text = ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
            f"  %0 = stablehlo.add %x, %x {{keep = {attr}}} : tensor<4xf32>\n"
            "  return %0 : tensor<4xf32>\n}\n")
    printed_by_jaxlib = jaxlib_api.print_module(jaxlib_api.parse_module(text), generic=True)
    out = exporter.to_text(importer.from_text(text))
    assert jaxlib_api.print_module(jaxlib_api.parse_module(out), generic=True).replace(
        "%arg0", "%x") == printed_by_jaxlib.replace("%arg0", "%x")
    assert exporter.to_text(importer.from_text(out)) == out


def test_attribute_xdsl_cannot_read_is_kept_opaque() -> None:
    text = ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
            "  %0 = stablehlo.add %x, %x {keep = sparse<[[0]], [1.0]> : tensor<4xf32>} : "
            "tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n")
    (add,) = [op for op in importer.from_text(text).walk() if op.name == "stablehlo.add"]
    assert isinstance(add.attributes["keep"], OpaqueAttr)
    assert add.attributes["keep"].data.startswith("sparse<")


def test_sparse_tensor_encoding_in_a_type_round_trips() -> None:
    t = f"tensor<4x4xf32, {SPARSE}>"
    text = (f"func.func @main(%x: {t}) -> {t} {{\n  return %x : {t}\n}}\n")
    m = importer.from_text(text)
    out = exporter.to_text(m)
    assert "#sparse_tensor.encoding" in out
    ref = jaxlib_api.print_module(jaxlib_api.parse_module(text), generic=True)
    assert jaxlib_api.print_module(jaxlib_api.parse_module(out), generic=True) == ref
    assert exporter.to_text(importer.from_text(out)) == out


def test_unknown_ops_refused_with_allow_unknown_off() -> None:
    """Reading other dialects' attributes does not let their ops in when unknown ops are
    refused."""
    from hlorules.base.errors import HloRulesError

    text = ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
            '  %0 = "mydialect.thing"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n'
            "  return %0 : tensor<4xf32>\n}\n")
    with pytest.raises(HloRulesError, match="unknown op 'mydialect.thing'"):
        importer.from_text(text, "u.mlir", allow_unknown=False)
    generic = exporter.to_text(importer.from_text(text))
    with pytest.raises(HloRulesError, match="mydialect.thing"):
        importer.from_text(generic, "u.mlir", via="xdsl", allow_unknown=False)


def test_from_numpy_shares_one_attribute_per_type_and_data() -> None:
    t = TensorType(i32, [3])
    a = from_numpy(np.array([1, 2, 3], np.int32), t)
    assert from_numpy(np.array([1, 2, 3], np.int64), t) is a  # same type and bytes
    assert from_numpy(np.array([1, 2, 4], np.int32), t) is not a
    other = from_numpy(np.array([1, 2, 3], np.int32), TensorType(i32, [1, 3]))
    assert other.type == TensorType(i32, [1, 3]) and to_numpy(other).shape == (1, 3)
    big = np.arange(4096, dtype=np.int32)  # past the memo's size: built every time, same value
    x, y = from_numpy(big, TensorType(i32, [4096])), from_numpy(big, TensorType(i32, [4096]))
    assert x == y and to_numpy(x).tolist() == big.tolist()


def test_imported_tensor_types_are_the_objects_rewrites_build() -> None:
    # one object per tensor type, shared with dialect.types.tensor (what rules build with):
    # the engine compares and memoises types by identity first
    from hlorules.dialect.types import elem_of, shape_of, tensor

    m = importer.from_text("""func.func @main(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %a = stablehlo.negate %x : tensor<3x5xf32>
  %b = stablehlo.abs %a : tensor<3x5xf32>
  return %b : tensor<3x5xf32>
}""")
    a, b = [o for o in m.walk() if o.name in ("stablehlo.negate", "stablehlo.abs")]
    t = a.results[0].type
    assert t is b.results[0].type is tensor(shape_of(t), elem_of(t))
    assert t is tensor((3, 5), f32)
