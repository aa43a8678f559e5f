"""dialect.verify.verify_module: xDSL's module.verify(), each op signature checked once.

Modules jaxlib accepts but our dialect rejects (a result type that differs from the
inferred one) must be rejected by the importer with the very error xDSL's own walk gives,
also when the bad op repeats the op name (not the signature) of ops verified before it.
"""

from __future__ import annotations

import pytest
from hlorules.dialect.verify import verify_module
from hlorules.lowering import importer
from xdsl.utils.exceptions import VerifyException

from hlorules.errors import HloRulesError

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
