"""dialect.verify.verify_module: xDSL's module.verify(), each op signature checked once.

Modules jaxlib accepts but our dialect rejects (a result type that differs from the
inferred one) must be rejected by the importer with the very error xDSL's own walk gives,
also when the bad op repeats the op name (not the signature) of ops verified before it.
"""

from __future__ import annotations

import pytest
from xdsl.utils.exceptions import VerifyException

from hlorules.base.errors import HloRulesError
from hlorules.dialect.verify import verify_module
from hlorules.lowering import exporter, importer

GOOD = "  %g{i} = stablehlo.negate %a : tensor<4xf32>\n"
BAD = "  %b{i} = stablehlo.negate %a : (tensor<4xf32>) -> tensor<?xf32>\n"
BAD_CONCAT = ("  %c{i} = stablehlo.concatenate %a, %a, dim = 0 : "
              "(tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>\n")


def _module(*lines: str) -> str:
    body = "".join(line.format(i=i) for i, line in enumerate(lines))
    return ("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n" + body
            + "  return %a : tensor<4xf32>\n}\n")


def _xdsl_error(text: str) -> str | None:
    module = importer.from_text(text, dialect_verify=False)
    try:
        module.verify()
    except VerifyException as e:
        return str(e).splitlines()[0]
    return None


@pytest.mark.parametrize("lines", [
    (GOOD, GOOD, BAD),
    (GOOD, BAD, GOOD, BAD),
    (BAD_CONCAT, GOOD, BAD),
    (GOOD, GOOD, BAD_CONCAT, BAD_CONCAT),
])
def test_rejects_as_xdsl_does(lines):
    text = _module(*lines)
    want = _xdsl_error(text)
    assert want is not None
    module = importer.from_text(text, dialect_verify=False)
    with pytest.raises(VerifyException) as got:
        verify_module(module)
    assert str(got.value).splitlines()[0] == want
    with pytest.raises(HloRulesError, match="invalid module: .*result type mismatch"):
        importer.from_text(text)


def test_accepts_repeated_signatures():
    text = _module(GOOD, GOOD, GOOD)
    assert _xdsl_error(text) is None
    verify_module(importer.from_text(text, dialect_verify=False))


def test_an_op_that_is_not_the_block_terminator_is_rejected_also_when_seen_before():
    module = importer.from_text(_module(GOOD, GOOD), dialect_verify=False)
    func = next(iter(module.body.block.ops))
    block = func.regions[0].block
    block.last_op.detach()  # the negates remain; the last one no longer is a terminator
    with pytest.raises(VerifyException, match="not a terminator"):
        module.verify()
    with pytest.raises(VerifyException, match="not a terminator"):
        verify_module(module)


NESTED = """func.func @main(%a: tensor<4xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<4xf32> {
  %s = "stablehlo.scatter"(%a, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  %n = stablehlo.negate %s : tensor<4xf32>
  %m = stablehlo.multiply %n, %s : tensor<4xf32>
  return %m : tensor<4xf32>
}
"""


TWO_SCATTERS = NESTED.replace("""  %n = stablehlo.negate %s : tensor<4xf32>""", """  %s2 = "stablehlo.scatter"(%s, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  %n = stablehlo.negate %s2 : tensor<4xf32>""")


def _scatters(module):
    return [op for op in module.walk() if op.name == "stablehlo.scatter"]


def test_region_ops_alike_in_signature_and_body_are_verified_once(monkeypatch):
    module = importer.from_text(TWO_SCATTERS, dialect_verify=False)
    cls = type(_scatters(module)[0])
    calls = []
    own = cls.verify_
    monkeypatch.setattr(cls, "verify_", lambda op: (calls.append(op), own(op))[1])
    verify_module(module)
    assert calls == _scatters(module)[:1]
    calls.clear()
    module.verify()  # xDSL's own verifies each
    assert calls == _scatters(module)


def test_a_region_op_whose_body_differs_is_verified_again():
    module = importer.from_text(TWO_SCATTERS, dialect_verify=False)
    second = _scatters(module)[1]
    second.regions[0].block.last_op.detach()  # its body no longer ends in a return
    with pytest.raises(VerifyException) as want:
        module.verify()
    with pytest.raises(VerifyException) as got:
        verify_module(module)
    assert str(got.value).splitlines()[0] == str(want.value).splitlines()[0]


def _ir_facts(module):
    """Every op's parent chain, neighbours, operands and results, and every value's uses."""
    facts = []
    for op in module.walk():
        facts.append((op.name, op.parent.parent.parent.name if op.parent else None,
                      op.prev_op.name if op.prev_op else None,
                      op.next_op.name if op.next_op else None,
                      [str(o.type) for o in op.operands], [str(r.type) for r in op.results],
                      sorted(op.properties), sorted(op.attributes), len(op.regions)))
        for r in op.results:
            facts.append(sorted((u.operation.name, u.index) for u in r.uses))
            for u in r.uses:
                assert u.operation.operands[u.index] is r
        for region in op.regions:
            assert region.parent is op
            for block in region.blocks:
                assert block.parent is region
                for a in block.args:
                    facts.append(sorted((u.operation.name, u.index) for u in a.uses))
    return facts


def test_walked_ir_is_what_xdsl_builds():
    """The walker's bulk construction gives the IR xDSL's own parser builds (and edits)."""
    walked = importer.from_text(NESTED)
    generic = exporter.to_text(walked)
    parsed = importer.from_text(generic, via="xdsl")
    assert _ir_facts(walked) == _ir_facts(parsed)
    # the built IR edits as xDSL's does: replace the negate's uses, erase it
    for m in (walked, parsed):
        neg = next(op for op in m.walk() if op.name == "stablehlo.negate")
        neg.results[0].replace_all_uses_with(neg.operands[0])
        neg.detach()
        neg.erase()
        verify_module(m)
    assert _ir_facts(walked) == _ir_facts(parsed)
    assert exporter.to_text(walked) == exporter.to_text(parsed)


@pytest.mark.parametrize("extra", [0, 1])
def test_nesting_check_at_the_limit_with_strings_comments_and_arrows(extra):
    """check_nesting's quick depth (strings and comments cut out) agrees at the boundary."""
    from hlorules.base.input_limits import check_nesting

    depth = 40 + extra
    text = ("<" * (depth - 1) + '"<<\\"<<" -> ' + "[-" + "// ((((\n" + "]" + ">" * (depth - 1))
    if extra:
        with pytest.raises(HloRulesError, match=r"n.mlir:1:\d+: error: nested too deep"):
            check_nesting(text, "n.mlir", limit=40)
    else:
        check_nesting(text, "n.mlir", limit=40)


def test_our_verifiers_run_where_the_text_has_a_dynamic_dimension(monkeypatch):
    """jaxlib's parser verifies every imported text; our dialect's verifiers walk the module
    again only where the two can disagree (a dynamic dim: BAD above) or an op of an unknown
    dialect is carried.
    A static module is verified once, by jaxlib, which still rejects a bad one (located)."""
    calls = []
    real = importer.verify_module
    monkeypatch.setattr(importer, "verify_module", lambda m: calls.append(1) or real(m))
    importer.from_text(_module(GOOD, GOOD))
    assert calls == []
    with pytest.raises(HloRulesError, match="invalid module"):
        importer.from_text(_module(GOOD, BAD))
    assert calls == [1]
    importer.from_text(_module(GOOD), allow_unknown=True)
    assert calls == [1]  # allowed, none carried
    importer.from_text(_module(GOOD, '  %u{i} = "foo.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>\n'))
    assert calls == [1, 1]
    static_bad = _module("  %b{i} = stablehlo.negate %a : (tensor<4xf32>) -> tensor<5xf32>\n")
    with pytest.raises(HloRulesError, match=r"^<mlir>:\d+:\d+: error: "):
        importer.from_text(static_bad)
    assert calls == [1, 1]
