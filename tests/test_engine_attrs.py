"""Discardable attributes survive rewrites (StableHLO's policy), unless a rule says `attrs drop`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects.builtin import DictionaryAttr, StringAttr

from hlorules.base.errors import HloRulesError
from hlorules.engine import apply
from hlorules.engine.api import load_rule_files
from hlorules.engine.discardable import merge_discardable, survivor
from hlorules.engine.schedule import Phase, Seq
from hlorules.lowering import importer
from hlorules.lowering.validate import export_validated
from hlorules.rules import parse_rules

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "engine_data"
SIMPLIFY = ROOT / "rulebooks" / "simplify.rules"

SHARD = '"{devices=[2]0,1}"'


def simplify(*names: str) -> Seq:
    rules = load_rule_files([SIMPLIFY])
    return Seq((Phase("p", tuple(rules[n] for n in names)),))


def run(text: str, *names: str) -> tuple[Any, str]:
    m = importer.from_text(text)
    m, tr = apply(m, simplify(*names))
    assert sum(tr.fired().values()) >= 1, tr.fired()
    return m, export_validated(m, tr, pretty=True)  # jaxlib parses the attributes back


def op_line(pretty: str, name: str) -> str:
    lines = [ln.strip() for ln in pretty.splitlines() if f"stablehlo.{name} " in ln]
    assert len(lines) == 1, pretty
    return lines[0]


def test_forward_to_an_op_without_attributes_moves_sharding_and_frontend_attributes() -> None:
    _, out = run(f"""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %c = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %0 = stablehlo.negate %x : tensor<4xf32>
  %1 = stablehlo.add %0, %c {{mhlo.sharding = {SHARD},
      mhlo.frontend_attributes = {{_xla_compute_type = "host"}}}} : tensor<4xf32>
  return %1 : tensor<4xf32>
}}""", "AddOp_RemoveNoop")
    assert "stablehlo.add" not in out
    neg = op_line(out, "negate")
    assert f"mhlo.sharding = {SHARD}" in neg
    assert 'mhlo.frontend_attributes = {_xla_compute_type = "host"}' in neg


def test_forward_to_an_op_with_its_own_attributes_merges_them_as_stablehlo_does() -> None:
    """The replaced add's sharding wins the conflict; frontend attributes merge key by key,
    the survivor keeping its own xla_metadata_payload."""
    _, out = run(f"""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %c = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %0 = stablehlo.negate %x {{mhlo.sharding = "{{replicated}}", other.mark = 7 : i32,
      mhlo.frontend_attributes = {{a = "neg", xla_metadata_payload = "n"}}}} : tensor<4xf32>
  %1 = stablehlo.add %0, %c {{mhlo.sharding = {SHARD},
      mhlo.frontend_attributes = {{b = "add", xla_metadata_payload = "a"}}}} : tensor<4xf32>
  return %1 : tensor<4xf32>
}}""", "AddOp_RemoveNoop")
    neg = op_line(out, "negate")
    assert f"mhlo.sharding = {SHARD}" in neg and "{replicated}" not in neg
    assert ('mhlo.frontend_attributes = {a = "neg", b = "add", xla_metadata_payload = "n"}'
            in neg)
    assert "other.mark = 7 : i32" in neg


def test_replacement_by_a_new_op_of_the_same_kind_keeps_the_attributes() -> None:
    _, out = run(f"""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.add %c, %x {{mhlo.sharding = {SHARD},
      mhlo.frontend_attributes = {{_xla_stream_annotation = "1"}}}} : tensor<4xf32>
  return %0 : tensor<4xf32>
}}""", "AddOp_CanonicalizeConstantToRhs")
    add = op_line(out, "add")
    assert add.startswith("%0 = stablehlo.add %arg0, %cst")
    assert f"mhlo.sharding = {SHARD}" in add and '_xla_stream_annotation = "1"' in add


def test_replacement_by_a_new_op_of_another_kind_keeps_the_attributes() -> None:
    _, out = run("""func.func @main(%y: tensor<2x2xf32>) -> tensor<1x2x2xf32> {
  %0 = stablehlo.broadcast_in_dim %y, dims = [1, 2]
      {mhlo.frontend_attributes = {_xla_compute_type = "host"}, mhlo.sharding = "{replicated}"}
      : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}""", "BroadcastInDimOp_ReplaceWithReshape")
    reshape = op_line(out, "reshape")
    assert '_xla_compute_type = "host"' in reshape and 'mhlo.sharding = "{replicated}"' in reshape


def test_forward_to_a_block_argument_has_no_survivor() -> None:
    _, out = run("""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.convert %x {mhlo.sharding = "{replicated}"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}""", "ConvertOp_RemoveNoop")
    assert "stablehlo.convert" not in out and "return %arg0" in out


def test_attrs_drop_opts_a_rule_out(tmp_path: Path) -> None:
    rules = load_rule_files([DATA / "attrs_drop.rules"])
    assert rules["neg_neg_keep"].keep_attrs and not rules["abs_abs_drop"].keep_attrs
    m = importer.from_text(f"""func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {{
  %0 = stablehlo.abs %x : tensor<4xf32>
  %1 = stablehlo.abs %0 {{mhlo.sharding = {SHARD}}} : tensor<4xf32>
  %2 = stablehlo.negate %x : tensor<4xf32>
  %3 = stablehlo.negate %2 {{mhlo.sharding = {SHARD}}} : tensor<4xf32>
  %4 = stablehlo.add %3, %3 : tensor<4xf32>
  return %1, %4 : tensor<4xf32>, tensor<4xf32>
}}""")
    abs_op = next(op for op in m.walk() if op.name == "stablehlo.abs")
    m, tr = apply(m, Seq((Phase("p", (rules["neg_neg_keep"], rules["abs_abs_drop"])),)))
    assert tr.fired() == {"neg_neg_keep": 1, "abs_abs_drop": 1}
    assert not abs_op.attributes  # the inner abs survived without the outer's sharding
    out = export_validated(m, tr, pretty=True)
    assert "mhlo.sharding" not in out  # neg_neg forwards to %x: a block argument


@pytest.mark.parametrize(("text", "message"), [
    ("rule r { attrs maybe match abs(%x) rewrite %x }",
     ("1:16: error: attrs must be 'keep' or 'drop', not 'maybe'")),
    ("rule r { attrs drop attrs keep match abs(%x) rewrite %x }",
     ("1:21: error: duplicate 'attrs' in rule 'r'")),
])
def test_bad_attrs_option_is_a_located_error(text: str, message: str) -> None:
    with pytest.raises(HloRulesError) as e:
        parse_rules(text, "t.rules")
    assert str(e.value).startswith("t.rules:" + message), str(e.value)


def test_constants_differing_only_in_sharding_are_not_merged() -> None:
    m = importer.from_text(f"""func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {{
  %c = stablehlo.constant {{mhlo.sharding = {SHARD}}} dense<1.0> : tensor<4xf32>
  %d = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %c : tensor<4xf32>
  %1 = stablehlo.add %x, %d : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}}""")
    m, tr = apply(m, simplify("AddOp_RemoveNoop"))
    assert tr.phases[0].deduplicated == 0
    out = export_validated(m, tr, pretty=True)
    assert out.count("stablehlo.constant") == 2 and f"mhlo.sharding = {SHARD}" in out


def test_merge_policy_on_plain_operations() -> None:
    m = importer.from_text("""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  %1 = stablehlo.abs %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}""")
    neg, ab = [op for op in m.walk() if op.name in ("stablehlo.negate", "stablehlo.abs")]
    assert survivor(ab, [neg.results[0]]) is neg
    assert survivor(ab, [ab.results[0]]) is None
    ab.attributes["mhlo.frontend_attributes"] = DictionaryAttr(
        {"k": StringAttr("root"), "xla_metadata_payload": StringAttr("root")})
    neg.attributes["mhlo.frontend_attributes"] = DictionaryAttr(
        {"k": StringAttr("mine"), "xla_metadata_payload": StringAttr("mine")})
    merge_discardable(dict(ab.attributes), neg)
    fa = neg.attributes["mhlo.frontend_attributes"]
    assert isinstance(fa, DictionaryAttr)
    assert fa.data["k"] == StringAttr("root")
    assert fa.data["xla_metadata_payload"] == StringAttr("mine")


def test_opt_with_the_shipped_simplify_book_keeps_sharding_and_frontend_attributes(
        tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from hlorules.cli import app

    src = tmp_path / "in.mlir"
    src.write_text(f"""func.func @main(%x: tensor<4xf32>, %y: tensor<2x2xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<1x2x2xf32>) {{
  %c = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.negate %x : tensor<4xf32>
  %1 = stablehlo.add %0, %c {{mhlo.sharding = {SHARD}}} : tensor<4xf32>
  %2 = stablehlo.add %one, %x {{mhlo.frontend_attributes = {{_xla_compute_type = "host"}}}}
      : tensor<4xf32>
  %3 = stablehlo.broadcast_in_dim %y, dims = [1, 2] {{mhlo.sharding = "{{replicated}}"}}
      : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
  return %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<1x2x2xf32>
}}""")
    r = CliRunner().invoke(app, ["opt", "-b", str(ROOT / "rulebooks" / "simplify.book"),
                                 str(src)])
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert f"mhlo.sharding = {SHARD}" in op_line(out, "negate")  # AddOp_RemoveNoop forwarded
    add = op_line(out, "add")  # AddOp_CanonicalizeConstantToRhs rebuilt it
    assert add.startswith("%1 = stablehlo.add %arg0, %cst") and "_xla_compute_type" in add
    assert 'mhlo.sharding = "{replicated}"' in op_line(out, "reshape")


def test_a_constant_keyed_before_it_gained_a_sharding_is_not_merged() -> None:
    # a constant's merge key is kept on the op while it has no discardable attributes;
    # one merged in later (as the engine moves a replaced op's) must count
    from xdsl.ir import Attribute

    from hlorules.dialect.identity import HashedKey
    from hlorules.engine.driver import _const_key, dedupe_constants

    m = importer.from_text("""func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %d = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %c : tensor<4xf32>
  %1 = stablehlo.add %x, %d : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}""")
    c, d = [op for op in m.walk() if op.name == "stablehlo.constant"]
    assert isinstance(_const_key(c), HashedKey) and _const_key(c) == _const_key(d)  # kept
    shard = importer.from_text(f"""func.func @main() -> tensor<4xf32> {{
  %c = stablehlo.constant {{mhlo.sharding = {SHARD}}} dense<1.0> : tensor<4xf32>
  return %c : tensor<4xf32>
}}""")
    attr: Attribute = next(o for o in shard.walk() if o.name == "stablehlo.constant"
                           ).attributes["mhlo.sharding"]
    d.attributes["mhlo.sharding"] = attr
    assert _const_key(c) != _const_key(d)
    assert dedupe_constants(m) == 0
