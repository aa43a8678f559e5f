"""Every ```rules example in docs/rules.md loads."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import hlorules
from hlorules.rules import Rewrite, load_rules
from hlorules.rules.hooks import unregister

DOC = Path(__file__).resolve().parent.parent / "docs" / "rules.md"
BLOCKS = re.findall(r"```rules\n(.*?)```", DOC.read_text(), flags=re.DOTALL)


@pytest.fixture(autouse=True)
def doc_hooks():
    hlorules.constraint("fits_in_cache")(lambda x: True)
    hlorules.function("halve")(lambda n: n // 2)
    hlorules.rewriter("forward_operand")(lambda root: Rewrite([], [root.owner.operands[0]]))
    hlorules.rewriter("loop_rewriter")(lambda w: None)
    yield
    for n in ("fits_in_cache", "halve", "forward_operand", "loop_rewriter"):
        unregister(n)


def test_docs_have_examples() -> None:
    assert len(BLOCKS) >= 15


@pytest.mark.parametrize("i", range(len(BLOCKS)))
def test_docs_example_loads(i: int) -> None:
    assert len(load_rules(BLOCKS[i], f"docs/rules.md#{i}")) >= 1


def _doc_rule(name: str):
    for b in BLOCKS:
        if f"rule {name} " in b:
            return load_rules(b, "docs/rules.md")
    raise KeyError(name)


DOC_CASES = {
    "mul_by_one": ("""
  %c = stablehlo.constant dense<1> : tensor<4xi32>
  %0 = stablehlo.multiply %c, %x : tensor<4xi32>""", "stablehlo.multiply"),
    "slice_is_whole": ("""
  %0 = stablehlo.slice %x [0:4] : (tensor<4xi32>) -> tensor<4xi32>""", "stablehlo.slice"),
    "transpose_of_transpose": ("""
  %t = stablehlo.transpose %x, dims = [0] : (tensor<4xi32>) -> tensor<4xi32>
  %0 = stablehlo.transpose %t, dims = [0] : (tensor<4xi32>) -> tensor<4xi32>""",
                               "stablehlo.transpose"),
    "flatten_concatenate": ("""
  %a = stablehlo.concatenate %x, %x, dim = 0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<8xi32>
  %b = stablehlo.concatenate %a, %x, dim = 0 : (tensor<8xi32>, tensor<4xi32>) -> tensor<12xi32>
  %0 = stablehlo.slice %b [2:6] : (tensor<12xi32>) -> tensor<4xi32>""", "stablehlo.concatenate"),
    "abs_of_abs": ("""
  %a = stablehlo.abs %x : tensor<4xi32>
  %0 = stablehlo.abs %a : tensor<4xi32>""", "stablehlo.abs"),
    "idempotent_self": ("""
  %a = stablehlo.maximum %x, %x : tensor<4xi32>
  %0 = stablehlo.add %a, %x : tensor<4xi32>""", "stablehlo.maximum"),
    "cse_add": ("""
  %a = stablehlo.add %x, %x : tensor<4xi32>
  %b = stablehlo.add %x, %x : tensor<4xi32>
  %0 = stablehlo.multiply %a, %b : tensor<4xi32>""", "stablehlo.add"),
    "sub_self_plus": ("""
  %a = stablehlo.add %x, %x : tensor<4xi32>
  %b = stablehlo.multiply %x, %x : tensor<4xi32>
  %c = stablehlo.add %b, %x : tensor<4xi32>
  %0 = stablehlo.subtract %c, %x : tensor<4xi32>""", "stablehlo.subtract"),
}


@pytest.mark.parametrize("name", sorted(DOC_CASES))
def test_docs_example_fires_and_preserves_results(name: str) -> None:
    import numpy as np
    from driven import rewrite_once

    from hlorules.lowering.importer import from_text
    from hlorules.lowering.xla import run

    body, root = DOC_CASES[name]
    text = (f"func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {{{body}\n"
            f"  return %0 : tensor<4xi32>\n}}")
    mod = from_text(text)
    x = np.array([3, -7, 2**31 - 1, 0], np.int32)
    before = run(mod, x)[0]
    n_root = sum(o.name == root for o in mod.walk())
    assert rewrite_once(mod, _doc_rule(name)) >= 1
    assert sum(o.name == root for o in mod.walk()) < n_root
    np.testing.assert_array_equal(run(mod, x)[0], before)


def test_library_table_lists_every_rule_file_with_its_rule_count() -> None:
    """docs/library.md's table of rule files names each shipped file that holds rules, with
    as many rules as the file holds."""
    root = DOC.parent.parent
    table = (root / "docs" / "library.md").read_text().split("\n## ", 1)[0]
    row = re.compile(r"^\| `rulebooks/([\w.]+\.rules)` \| (\d+) \|", re.MULTILINE)
    listed = {m.group(1): int(m.group(2)) for m in row.finditer(table)}
    rule = re.compile(r"^rule ", re.MULTILINE)
    shipped = {f.name: n for f in sorted((root / "rulebooks").glob("*.rules"))
               if (n := len(rule.findall(f.read_text())))}
    assert listed == shipped
