"""Bad MLIR input gives one located error (exit 1), never a traceback, signal or bad output.

Regression tests for the MLIR-input cases of issue 14: invalid UTF-8, deep nesting, huge
constants, ``module {}``, attribute names with control characters, and ``run --inputs``
with arrays that do not fit ``@main``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from hlorules.base.errors import HloRulesError
from hlorules.base.input_limits import MAX_NESTING_DEPTH, check_nesting
from hlorules.cli import app
from hlorules.lowering import exporter, importer, jaxlib_api

ADD = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def cli(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(app, list(args))
    return r.exit_code, r.stdout, r.stderr


def assert_one_located_error(code: int, err: str, where: str, what: str) -> None:
    assert code == 1, err
    assert "Traceback" not in err
    first = err.splitlines()[0]
    assert first.startswith(where) and "error: " in first and what in first, first


def nested_cases(depth: int) -> str:
    """``depth`` stablehlo.case ops, each inside the single branch of the one before."""
    lines = ["func.func @main(%i: tensor<i32>, %x: tensor<f32>) -> tensor<f32> {"]
    for k in range(depth):
        lines.append(f'%r{k} = "stablehlo.case"(%i) ({{')
    lines.append('"stablehlo.return"(%x) : (tensor<f32>) -> ()')
    for k in reversed(range(depth)):
        lines.append("}) : (tensor<i32>) -> tensor<f32>")
        if k:
            lines.append(f'"stablehlo.return"(%r{k}) : (tensor<f32>) -> ()')
    lines.append("return %r0 : tensor<f32>\n}\n")
    return "\n".join(lines)


# -- invalid UTF-8 -------------------------------------------------------------------------

def test_invalid_utf8_is_located_at_its_byte(tmp_path: Path) -> None:
    data = ADD.encode().replace(b"%0 = stablehlo.add", b"%0 = stablehlo.\xffadd")
    p = tmp_path / "bad.mlir"
    p.write_bytes(data)
    offset = data.index(b"\xff")
    with pytest.raises(HloRulesError) as info:
        importer.from_file(p)
    assert str(info.value) == (f"{p}:2:18: error: invalid UTF-8 at byte offset {offset} "
                               f"(byte 0xff): invalid start byte; the file must be UTF-8 text")
    code, out, err = cli("roundtrip", str(p))
    assert_one_located_error(code, err, f"{p}:2:18:", "invalid UTF-8")
    assert out == ""
    assert p.read_bytes() == data  # the input is never modified


def test_invalid_utf8_column_counts_characters_before_it(tmp_path: Path) -> None:
    p = tmp_path / "bad.mlir"
    p.write_bytes(b'// \xc3\xa9\xc3\xa9 \xe2\n' + ADD.encode())  # two 2-byte chars, a cut 3-byte
    with pytest.raises(HloRulesError) as info:
        importer.from_file(p)
    assert str(info.value).startswith(f"{p}:1:7: error: invalid UTF-8 at byte offset 8 (byte 0xe2)")


# -- nesting depth ---------------------------------------------------------------------------

def test_three_thousand_nested_cases_refused_before_jaxlib_parses(tmp_path: Path) -> None:
    """jaxlib's parser segfaults on this; it must never see it (run in a subprocess)."""
    p = tmp_path / "deep.mlir"
    p.write_text(nested_cases(3000))
    r = subprocess.run([sys.executable, "-m", "hlorules.cli", "roundtrip", str(p)], check=False,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1, r.stderr[-2000:]
    assert "Traceback" not in r.stderr
    assert r.stderr.startswith(f"{p}:") and "nested too deep" in r.stderr.splitlines()[0]


def test_nesting_error_points_at_the_first_bracket_past_the_limit() -> None:
    text = "x = " + "[" * (MAX_NESTING_DEPTH + 5) + "]" * (MAX_NESTING_DEPTH + 5)
    with pytest.raises(HloRulesError) as info:
        check_nesting(text, "n.mlir")
    assert str(info.value).startswith(f"n.mlir:1:{4 + MAX_NESTING_DEPTH + 1}: error: nested "
                                      "too deep")


def test_brackets_in_strings_comments_and_arrows_do_not_count() -> None:
    text = ('"' + "{" * 500 + '" // ' + "(" * 500 + "\n" + "() -> ()" * 500)
    check_nesting(text, "ok.mlir")


@pytest.mark.parametrize("via", ["jaxlib", "xdsl"])
def test_nesting_just_within_the_limit_imports_and_round_trips(via: str) -> None:
    # Each level costs two brackets; the module and function around them four in generic
    # form, the innermost return four more.
    depth = (MAX_NESTING_DEPTH - 8) // 2
    text = nested_cases(depth)
    if via == "xdsl":
        text = exporter.to_text(importer.from_text(text))
    m = importer.from_text(text, via=via)
    out = exporter.to_text(m)
    assert out.count('"stablehlo.case"') == depth
    assert exporter.to_text(importer.from_text(out)) == out


def test_deep_attribute_nesting_within_the_limit_round_trips() -> None:
    depth = MAX_NESTING_DEPTH - 8
    attr = "{a = " * depth + "1" + "}" * depth
    text = ADD.replace("%x, %x :", "%x, %x {a = " + attr + "} :")
    m = importer.from_text(text)
    out = exporter.to_text(m)
    assert exporter.to_text(importer.from_text(out)) == out


def test_nesting_limit_is_configurable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HLORULES_MAX_NESTING", "8")
    with pytest.raises(HloRulesError, match="nested too deep"):
        importer.from_text(nested_cases(5), "five.mlir")
    monkeypatch.setenv("HLORULES_MAX_NESTING", "eight")
    with pytest.raises(HloRulesError, match="HLORULES_MAX_NESTING='eight' is not an integer"):
        importer.from_text(nested_cases(5), "five.mlir")


# -- constant size -----------------------------------------------------------------------------

HUGE = """func.func @main() -> tensor<4294967296x4294967296xi8> {
  %0 = stablehlo.constant dense<1> : tensor<4294967296x4294967296xi8>
  return %0 : tensor<4294967296x4294967296xi8>
}
"""


@pytest.mark.parametrize("via", ["jaxlib", "xdsl"])
def test_huge_splat_constant_imports_as_one_element(via: str) -> None:
    # over the limit a splat is kept as its one element (tests/test_import_splat.py)
    text = HUGE if via == "jaxlib" else (
        '"builtin.module"() ({\n  %0 = "stablehlo.constant"() <{value = dense<1> : '
        'tensor<4294967296x4294967296xi8>}> : () -> tensor<4294967296x4294967296xi8>\n'
        '}) : () -> ()\n')
    m = importer.from_text(text, "huge.mlir", via=via)
    assert "dense<1> : tensor<4294967296x4294967296xi8>" in exporter.to_text(m, pretty=True)


@pytest.mark.parametrize("via", ["jaxlib", "xdsl"])
def test_huge_non_splat_constant_refused_with_location(via: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    t = "tensor<2x2xi8>"
    text = (f"func.func @main() -> {t} {{\n  %0 = stablehlo.constant dense<[[1, 2], [3, 4]]> "
            f": {t}\n  return %0 : {t}\n}}\n") if via == "jaxlib" else (
        '"builtin.module"() ({\n  %0 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, '
        f'4]]> : {t}}}> : () -> {t}\n}}) : () -> ()\n')
    monkeypatch.setenv("HLORULES_MAX_ELEMENTS", "3")
    with pytest.raises(HloRulesError) as info:
        importer.from_text(text, "huge.mlir", via=via)
    msg = str(info.value)
    assert msg.startswith("huge.mlir:2:") and "constant too large" in msg
    assert "has 4 elements, more than the limit of 3" in msg


def test_constant_limit_is_configurable(monkeypatch: pytest.MonkeyPatch) -> None:
    text = ADD.replace("%0 = stablehlo.add %x, %x : tensor<4xf32>",
                       "%c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>\n"
                       "  %0 = stablehlo.add %x, %c : tensor<4xf32>")
    importer.from_text(text)
    monkeypatch.setenv("HLORULES_MAX_ELEMENTS", "3")
    with pytest.raises(HloRulesError, match="constant too large: .* has 4 elements, more than "
                                            "the limit of 3"):
        importer.from_text(text, "c.mlir")


# -- empty module, odd attribute names -----------------------------------------------------------

@pytest.mark.parametrize("flags", [[], ["--pretty"], ["--locations"], ["--locations", "--pretty"],
                                   ["--via", "xdsl"]])
def test_roundtrip_of_empty_module_is_valid_mlir(tmp_path: Path, flags: list[str]) -> None:
    p = tmp_path / "empty.mlir"
    p.write_text("module {}\n")
    if "xdsl" in flags:
        p.write_text('"builtin.module"() ({\n^bb0:\n}) : () -> ()\n')
    code, out, err = cli("roundtrip", *flags, str(p))
    assert code == 0, err
    m = jaxlib_api.parse_module(out)  # jaxlib accepts what we print
    assert len(m.body.operations) == 0
    assert exporter.to_text(importer.from_text(out)) == exporter.to_text(importer.from_text(
        "module {}"))


def test_declaration_keeps_a_region_without_blocks() -> None:
    text = "module {\n  func.func private @decl(tensor<f32>) -> tensor<f32>\n}\n"
    out = exporter.to_text(importer.from_text(text))
    assert "^bb0" not in out  # no block gets a label: an empty label would add a block
    m = jaxlib_api.parse_module(out)
    assert len(m.body.operations[0].regions[0].blocks) == 0
    assert exporter.to_text(importer.from_text(out)) == out


@pytest.mark.parametrize("name", ["a\nb", 'q"uote', "back\\slash", "tab\there", "é", "\x01"])
def test_attribute_names_with_control_characters_round_trip(name: str) -> None:
    escaped = "".join(c if c.isascii() and c.isprintable() and c not in '"\\' else
                      "".join(f"\\{b:02X}" for b in c.encode()) for c in name)
    text = ADD.replace("%x, %x :", f'%x, %x {{"{escaped}" = 1 : i32}} :')
    m = importer.from_text(text)
    (add,) = [op for op in m.walk() if op.name == "stablehlo.add"]
    assert list(add.attributes) == [name]
    out = exporter.to_text(m)
    assert "\n" not in out.splitlines()[2]
    again = importer.from_text(out)
    (add2,) = [op for op in again.walk() if op.name == "stablehlo.add"]
    assert list(add2.attributes) == [name]
    assert exporter.to_text(again) == out


# -- run --inputs ---------------------------------------------------------------------------------

@pytest.mark.parametrize("arrays,what", [
    ({"x": np.zeros(3, np.float32)}, ("array 0 has shape (3,) and dtype float32; argument 0 "
                                      "of @main needs shape (4,) and dtype float32")),
    ({"x": np.zeros(4, np.float64)}, "array 0 has shape (4,) and dtype float64"),
    ({}, "0 arrays for 1 arguments of @main"),
    ({"x": np.zeros(4, np.float32), "y": np.zeros(4, np.float32)}, "2 arrays for 1 arguments"),
])
def test_run_inputs_that_do_not_fit_main_give_one_error(tmp_path: Path, arrays: dict,
                                                        what: str) -> None:
    m = tmp_path / "m.mlir"
    m.write_text(ADD)
    npz = tmp_path / "x.npz"
    np.savez(npz, **arrays)
    book = Path(__file__).resolve().parents[1] / "rulebooks" / "exec.book"
    code, _, err = cli("run", "-b", str(book), str(m), "--inputs", str(npz))
    assert code == 1
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert err.startswith(f"error: {npz}: ") and what in err


@pytest.mark.parametrize("content", [b"not a zip", b""])
def test_run_inputs_that_are_not_npz_give_one_error(tmp_path: Path, content: bytes) -> None:
    m = tmp_path / "m.mlir"
    m.write_text(ADD)
    npz = tmp_path / "x.npz"
    npz.write_bytes(content)
    book = Path(__file__).resolve().parents[1] / "rulebooks" / "exec.book"
    code, _, err = cli("run", "-b", str(book), str(m), "--inputs", str(npz))
    assert code == 1 and "Traceback" not in err
    assert err.startswith(f"error: cannot read inputs {npz}")


def test_run_inputs_that_fit_are_used(tmp_path: Path) -> None:
    m = tmp_path / "m.mlir"
    m.write_text(ADD)
    npz = tmp_path / "x.npz"
    np.savez(npz, x=np.arange(4, dtype=np.float32))
    book = Path(__file__).resolve().parents[1] / "rulebooks" / "exec.book"
    code, out, err = cli("run", "-b", str(book), str(m), "--inputs", str(npz))
    assert code == 0, err
    assert "outputs equal" in out


def test_a_property_the_op_does_not_define_is_a_located_error_on_the_generic_path() -> None:
    text = ('"builtin.module"() ({\n'
            '  "func.func"() <{function_type = () -> (), sym_name = "main", zz}> ({\n'
            '    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n')
    with pytest.raises(HloRulesError) as e:
        importer.from_text(text, "m.mlir", via="xdsl")
    assert e.value.render().startswith("m.mlir:2:64: error: 'func.func' has no property 'zz'")
    # the defined ones import as before
    ok = text.replace(", zz", "")
    assert "sym_name" in exporter.to_text(importer.from_text(ok, "m.mlir", via="xdsl"))
