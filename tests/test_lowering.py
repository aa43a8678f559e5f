"""Import/export/XLA: located errors for bad MLIR, the hex-float fix, exact constants."""

from __future__ import annotations

import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest
from xdsl.parser import Parser

from hlorules.base.errors import HloRulesError
from hlorules.dialect import make_context
from hlorules.dialect.constants import to_numpy
from hlorules.lowering import exporter, importer, xla

HEX_MODULE = """"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<f32>, tensor<3xf32>, tensor<2xbf16>), sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<[0x7FC00000, -0.000000e+00, 0x7F800000]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %2 = "stablehlo.constant"() <{value = dense<[0xFF80, 1.5]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    "func.return"(%0, %1, %2) : (tensor<f32>, tensor<3xf32>, tensor<2xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
"""


def _constants(module):
    return [to_numpy(op.properties["value"]) for op in module.walk() if op.name == "stablehlo.constant"]


def test_plain_xdsl_misreads_hex_floats():
    """The bug this package works around: xDSL reads dense<0xFF800000> as 4.29e9."""
    m = Parser(make_context(), HEX_MODULE).parse_module()
    value = _constants(m)[0]
    assert value == np.float32(0xFF800000)  # a large finite number, not -inf


@pytest.mark.parametrize("via", ["xdsl", "jaxlib"])
def test_hex_floats_read_as_bit_patterns(via):
    scalar, vec, bf = _constants(importer.from_text(HEX_MODULE, via=via))
    assert scalar.dtype == np.float32 and np.isneginf(scalar)
    assert np.isnan(vec[0]) and vec[0:1].view(np.uint32)[0] == 0x7FC00000
    assert vec[1] == 0 and np.signbit(vec[1])
    assert np.isposinf(vec[2])
    assert bf.dtype == ml_dtypes.bfloat16 and np.isneginf(bf[0].astype(np.float32)) and bf[1] == 1.5


def test_hex_constants_survive_export_and_xla():
    m = importer.from_text(HEX_MODULE, via="xdsl")
    outs = xla.run(exporter.to_text(m))
    assert np.isneginf(outs[0])
    assert outs[1].view(np.uint32).tolist() == [0x7FC00000, 0x80000000, 0x7F800000]
    assert outs[2].view(np.uint16).tolist() == [0xFF80, 0x3FC0]


BAD_MLIR = [
    ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.add %x, %y : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
     "bad.mlir:2:", "undeclared"),
    ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = \"stablehlo.bar\"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
     "bad.mlir:2:8", "unregistered operation 'stablehlo.bar'"),
    ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.add %x, %x : tensor<4xf32>\n",
     "bad.mlir:", "expected"),
    ("this is not mlir\n", "bad.mlir:1:", ""),
    ("func.func @main(%x: tensor<4xf32>) -> tensor<3xf32> {\n  %0 = stablehlo.slice %x [0:5] : (tensor<4xf32>) -> tensor<3xf32>\n  return %0 : tensor<3xf32>\n}\n",
     "bad.mlir:2:", ""),
]


@pytest.mark.parametrize("text,where,what", BAD_MLIR)
def test_bad_mlir_gives_one_located_error(text, where, what):
    with pytest.raises(HloRulesError) as info:
        importer.from_text(text, "bad.mlir")
    msg = str(info.value)
    assert msg.startswith(where) and what in msg
    assert "\n" not in msg


def test_bad_generic_mlir_via_xdsl_is_located():
    with pytest.raises(HloRulesError) as info:
        importer.from_text('"builtin.module"() ({\n  %0 = "stablehlo.nope"() : () -> tensor<f32>\n}) : () -> ()\n',
                           "g.mlir", via="xdsl")
    assert str(info.value).startswith("g.mlir:2:")


UNKNOWN_OP = ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
              '  %0 = "foo.bar"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n'
              "  return %0 : tensor<4xf32>\n}\n")


def test_unknown_op_carried_opaquely_by_default():
    m = importer.from_text(UNKNOWN_OP)
    assert '"foo.bar"(' in exporter.to_text(m)
    again = importer.from_text(exporter.to_text(m))
    assert exporter.to_text(again) == exporter.to_text(m)


def test_unknown_op_refused_with_a_location_when_asked(tmp_path):
    with pytest.raises(HloRulesError, match=r"^bad\.mlir:2:8: error: unknown op 'foo\.bar'"):
        importer.from_text(UNKNOWN_OP, "bad.mlir", allow_unknown=False)
    p = tmp_path / "bad.mlir"
    p.write_text(UNKNOWN_OP)
    r = subprocess.run([sys.executable, "-m", "hlorules.cli", "roundtrip", "--no-allow-unknown",
                        str(p)], capture_output=True, text=True, check=False)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert r.stderr.startswith(f"{p}:2:8: error: unknown op 'foo.bar'")


@pytest.mark.parametrize("text,where,what", BAD_MLIR[:2])
def test_cli_bad_mlir_exits_nonzero_without_traceback(tmp_path, text, where, what):
    p = tmp_path / "bad.mlir"
    p.write_text(text)
    r = subprocess.run([sys.executable, "-m", "hlorules.cli", "roundtrip", str(p)],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 1
    assert "Traceback" not in r.stderr and what in r.stderr
    assert r.stderr.splitlines()[0].startswith(str(p) + ":")
    assert p.read_text() == text  # the input is never modified


def test_locations_kept_on_request():
    text = ('func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n'
            '  %0 = stablehlo.add %x, %x : tensor<4xf32> loc("f.py":7:3)\n'
            '  return %0 : tensor<4xf32>\n}\n')
    from hlorules.lowering import jaxlib_api
    from hlorules.lowering.mlir_walk import Walker

    w = Walker(keep_locations=True)
    m = w.module(jaxlib_api.parse_module(text))
    with_loc = exporter.to_text(m, w.locations)
    assert 'loc("f.py":7:3)' in with_loc
    assert "loc(" not in exporter.to_text(m)
    # The exported text with locations is accepted by jaxlib again.
    jaxlib_api.parse_module(with_loc)


def test_pretty_export_is_jaxlib_pretty_form():
    m = importer.from_text(HEX_MODULE, via="xdsl")
    pretty = exporter.to_text(m, pretty=True)
    assert "stablehlo.constant dense<0xFF800000>" in pretty
    assert exporter.to_text(importer.from_text(pretty)) == exporter.to_text(m)


def test_shape_polymorphic_export_round_trips():
    """jax.export with a symbolic dimension: tensor<?xf32>, dynamic ops, shape assertions."""
    from hlorules.lowering import jaxlib_api
    from tests.corpus import shape_poly_module_text

    text = shape_poly_module_text()
    m = importer.from_text(text, "poly.mlir")
    out = exporter.to_text(m)
    assert "tensor<?xf32>" in out
    assert exporter.to_text(importer.from_text(out)) == out
    # jaxlib reads our text back to the same module it printed itself.
    ref = jaxlib_api.print_module(jaxlib_api.parse_module(text), generic=True)
    assert jaxlib_api.print_module(jaxlib_api.parse_module(out), generic=True) == ref
