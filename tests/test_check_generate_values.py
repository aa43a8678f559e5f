"""The program generator's element types and values: counted loops that run zero times or
accumulate a float constant, narrow integer types along long dims, integer exponents at the
end of XLA's range, start indices of narrow and unsigned types."""

from __future__ import annotations

import random
import re

from hlorules.checker.generate import Reject, generate
from hlorules.lowering import importer
from hlorules.rules import load_rules


def _programs(rule_text: str, n: int) -> list[str]:
    """The programs of seeds 0..n-1 (those the generator builds), each verified."""
    rule = next(iter(load_rules(rule_text, "<test>").values()))
    out = []
    for seed in range(n):
        try:
            text = generate(rule.model, random.Random(seed)).text
        except Reject:
            continue
        importer.from_text(text)  # every generated program verifies
        out.append(text)
    return out


_WHILE = "rule r { match while(%xs...) as %w rewrite %w }"
_CONST = re.compile(r"dense<(-?\d+)> : tensor<(?:i32|i64|ui32)>")
_DIR = re.compile(r"comparison_direction (\w+)")


def _counter(text: str) -> tuple[int, int, int, str]:
    """(start, limit, step, direction) of a generated counted loop: the first three integer
    constants are its start, its limit (cond) and its step (body)."""
    start, limit, step = (int(v) for v in _CONST.findall(text)[:3])
    m = _DIR.search(text)
    assert m is not None
    return start, limit, step, m.group(1)


def test_counted_loops_start_just_past_their_limit_by_less_than_a_step():
    near = 0
    for text in _programs(_WHILE, 150):
        start, limit, step, d = _counter(text)
        if d in ("LT", "LE") and 0 < start - limit < step:
            near += 1  # zero trips (XLA CPU runs such a loop's body once)
    assert near >= 10, near


def test_float_loop_carries_accumulate_a_float_constant():
    acc = 0
    for text in _programs(_WHILE, 150):
        body = text.split('"stablehlo.while"', 1)[1]
        m = re.search(r'(%\w+) = "stablehlo.constant"\(\) <\{value = dense<[^>]*> : '
                      r"tensor<(f32|f16|f64|bf16)>", body)
        if m is None:
            continue
        bc = re.search(r'(%\w+) = "stablehlo.broadcast_in_dim"\(' + m.group(1) + r"\)", body)
        # the broadcast constant added to (or subtracted from) a block argument: a carry
        if bc and re.search(r'"stablehlo.(add|subtract)"\((%\w+), ' + bc.group(1) + r"\)", body):
            acc += 1
    assert acc >= 15, acc


_IOTA = re.compile(r'iota_dimension = (\d+) : i64}> : \(\) -> tensor<([0-9x]+)x([a-z0-9]+)>')


def test_converted_iotas_of_narrow_integer_types_run_to_the_end_of_their_range():
    seen = set()
    for text in _programs("rule r { match convert(iota() as %i) rewrite %i }", 300):
        m = _IOTA.search(text)
        assert m is not None
        d, shape, elem = int(m.group(1)), [int(n) for n in m.group(2).split("x")], m.group(3)
        seen.add((elem, shape[d]))
    # i8 counts 0..127: 128 elements hold every value, 129 wrap; i4 counts 0..7
    assert {("i8", 128), ("i8", 129), ("ui8", 257), ("i4", 9), ("ui4", 17)} <= seen, seen


def test_converts_of_arguments_draw_no_sub_byte_type():
    texts = _programs("rule r { match convert(%x) as %c rewrite %c }", 200)
    assert any("xi8>" in t for t in texts)
    assert not any(re.search(r"xu?i4>", t) for t in texts)


def test_integer_power_exponents_reach_the_end_of_xlas_range():
    exps = set()
    for text in _programs("rule r { match power(%x, constant() as %c) rewrite %x }", 300):
        m = re.search(r"value = dense<(-?\d+)> : tensor<[0-9x]*u?i\d+>", text)
        if m:
            exps.add(int(m.group(1)))
    # XLA's integer power handles exponents below 64: 63 the last, 64 past it, 32 + 32
    assert {32, 63, 64} <= exps, exps


def test_dynamic_slice_start_indices_of_narrow_types_span_dims_past_their_range():
    kinds = set()
    for text in _programs("rule r { match dynamic_slice(%x, %is...) as %d rewrite %d }", 200):
        m = re.search(r'"stablehlo.dynamic_slice".*: \(tensor<([0-9x]*)x\w+>, tensor<(\w+)>',
                      text)
        if m is None:  # a rank-0 dynamic_slice: no start index
            assert re.search(r'"stablehlo.dynamic_slice".*: \(tensor<\w+>\) ->', text), text
            continue
        dims, it = [int(d) for d in m.group(1).split("x") if d], m.group(2)
        kinds.add(it)
        if it == "i8" and dims and max(dims) > 127:
            kinds.add("i8 past its range")
    assert {"i32", "ui32", "i64", "i8 past its range"} <= kinds, kinds


def test_index_constants_of_a_narrow_type_stay_in_its_range():
    for text in _programs("rule r { match dynamic_slice(%x, %is...) as %d "
                          "where all(is_constant(%i) for %i in %is) rewrite %d }", 200):
        for v, it in re.findall(r"dense<(-?\d+)> : tensor<(u?i8)>", text):
            assert (-128 if it == "i8" else 0) <= int(v) <= (127 if it == "i8" else 255), text


def test_reduce_bodies_of_a_trait_pattern_draw_its_ops_and_identity_inits():
    rule = ("rule r { match reduce(reduce(%x, %init) body(%a, %b) { return(*[Commutative](%a, %b)) }"
            " as %in, %init) body(%c, %e) { return(*[Commutative](%c, %e) as %o) } as %r "
            "where is_identity_of(%init, %o) rewrite %r }")
    pairs, identity = set(), 0
    for text in _programs(rule, 200):
        ops = re.findall(r'"stablehlo.(\w+)"\(%lhs, %rhs\)', text)
        if len(ops) == 2:
            pairs.add(tuple(ops))
        if re.search(r'"stablehlo.constant"\(\) <\{value = dense<0> : tensor<i32>\}>', text):
            identity += 1
    assert any(a != b for a, b in pairs), pairs  # two different commutative ops
    assert {op for pair in pairs for op in pair} >= {"add", "maximum", "multiply"}, pairs
    assert identity >= 10, identity


_ADJACENT = """rule r {
  match concatenate(%xs...) {dimension = $d} : $R
  where any(is_splat(%xs[$i]) and is_splat(%xs[$i + 1])
            and splat_value(%xs[$i]) == splat_value(%xs[$i + 1])
            for $i in range(len(%xs) - 1))
  rewrite concatenate(%xs...) {dimension = $d} : $R
}"""
_SPLAT = re.compile(r"stablehlo\.constant.*value = dense<([^>\[]*)> : tensor<[^>]*>")


def test_parts_of_a_variadic_operand_read_one_by_one_are_mostly_constants_side_by_side():
    """A rule that reads ``%xs[$i]`` with a builtin needing a constant gets concatenates of
    two or more parts, most of them constants (not one wildcard argument)."""
    texts = _programs(_ADJACENT, 60)
    parts = [t.count("stablehlo.constant") for t in texts if "stablehlo.concatenate" in t]
    assert sum(p >= 2 for p in parts) >= len(texts) // 3


def _equal_splat_share(rule_text: str) -> tuple[int, int]:
    """(programs with two splat constants of one element type holding the same element,
    programs with two or more constants) over seeds 0..199."""
    texts = [t for t in _programs(rule_text, 200) if t.count("stablehlo.constant") >= 2]
    same = 0
    for t in texts:
        lines = [ln for ln in t.splitlines() if "stablehlo.constant" in ln]
        splats = [(m.group(1), ln.rsplit("tensor<", 1)[1].split("x")[-1])
                  for ln in lines if (m := _SPLAT.search(ln))]
        same += len(splats) != len(set(splats))
    return same, len(texts)


def test_splats_repeat_an_earlier_splats_element_for_rules_that_read_splat_elements():
    """Two splat constants of one element type holding the same element (the boundary of a
    rule comparing splat_value of two constants) are drawn at least twice as often for a rule
    that reads splat_value as for the same rule without it."""
    same, total = _equal_splat_share(_ADJACENT)
    same_without, total_without = _equal_splat_share(_ADJACENT.replace(
        "\n            and splat_value(%xs[$i]) == splat_value(%xs[$i + 1])", ""))
    assert total and total_without
    assert same / total >= 2 * same_without / total_without
