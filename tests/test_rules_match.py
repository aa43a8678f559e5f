"""Matcher and rewrite features of the rule language, on small MLIR modules."""

from __future__ import annotations

import numpy as np
import pytest
from driven import rewrite_once
from xdsl.ir import Operation

import hlorules
from hlorules.base.errors import HloRulesError
from hlorules.lowering.importer import from_jax, from_text
from hlorules.lowering.xla import run
from hlorules.rules import Rewrite, explain, load_rules, parse_rules
from hlorules.rules.hooks import unregister


def module(body: str, args: str = "%x: tensor<8xi32>", result: str = "tensor<8xi32>") -> object:
    return from_text(f"func.func @main({args}) -> {result} {{\n{body}\n}}")


def ops(mod: object, name: str) -> list[Operation]:
    return [o for o in mod.walk() if o.name == name]  # type: ignore[attr-defined]


def one(mod: object, name: str) -> Operation:
    found = ops(mod, name)
    assert len(found) == 1, found
    return found[0]


def rule(text: str, name: str | None = None):
    rs = load_rules(text, "t.rules")
    return rs[name] if name else next(iter(rs.values()))


SLICE_OF_IOTA = """
  %0 = stablehlo.iota dim = 0 : tensor<8xi32>
  %1 = stablehlo.slice %0 [2:8:2] : (tensor<8xi32>) -> tensor<3xi32>
  return %1 : tensor<3xi32>"""


# --------------------------------------------------------------------------- patterns


def test_nested_pattern_binds_attributes_and_types() -> None:
    r = rule("rule r { match slice(iota() {iota_dimension = $d}) {start_indices = $s} : $R "
             "rewrite iota() {iota_dimension = $d} : $R }")
    b = r.match(one(module(SLICE_OF_IOTA, result="tensor<3xi32>"), "stablehlo.slice"))
    assert b is not None and b["$d"] == 0 and b["$s"] == (2,)
    assert str(b["$R"]) == "tensor<3xi32>"


def test_nested_pattern_rejects_other_producer() -> None:
    m = module("""
  %0 = stablehlo.slice %x [2:8:2] : (tensor<8xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>""", result="tensor<3xi32>")
    r = rule("rule r { match slice(iota()) rewrite %x }".replace("%x", "iota() {iota_dimension"
                                                                    " = 0} : type(%y)")
             .replace("slice(iota())", "slice(iota() as %y)"))
    sl = one(m, "stablehlo.slice")
    assert r.match(sl) is None
    assert explain(r, sl).startswith("operand 0 of stablehlo.slice is not produced by "
                                     "stablehlo.iota (pattern at t.rules:1:")


def test_attribute_literal_and_enum_literal() -> None:
    m = module("""
  %0 = stablehlo.compare LT, %x, %x : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %1 = stablehlo.compare GT, %x, %x : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %2 = stablehlo.and %0, %1 : tensor<8xi1>
  return %2 : tensor<8xi1>""", result="tensor<8xi1>")
    r = rule("rule r { match compare(%a, %b) {comparison_direction = LT} "
             "rewrite compare(%b, %a) {comparison_direction = GT} }")
    lt, gt = ops(m, "stablehlo.compare")
    assert r.match(lt) is not None and r.match(gt) is None
    assert "attribute comparison_direction of stablehlo.compare is not LT" in explain(r, gt)
    rw = r.apply(lt)
    assert isinstance(rw, Rewrite) and len(rw.new_ops) == 1
    assert str(rw.new_ops[0].properties["comparison_direction"]).endswith("GT>")
    i = one(module(SLICE_OF_IOTA, result="tensor<3xi32>"), "stablehlo.iota")
    assert rule("rule r { match iota() {iota_dimension = 0} rewrite %x }".replace(
        "rewrite %x", "rewrite iota() {iota_dimension = 0} : type(%i)").replace(
        "{iota_dimension = 0} rewrite", "{iota_dimension = 0} as %i rewrite")).match(i)


def test_name_bound_twice_must_be_equal() -> None:
    m = module("""
  %0 = stablehlo.add %x, %x : tensor<8xi32>
  %1 = stablehlo.subtract %0, %x : tensor<8xi32>
  %2 = stablehlo.subtract %1, %0 : tensor<8xi32>
  return %2 : tensor<8xi32>""")
    r = rule("rule r { match subtract(add(%a, %a), %a) rewrite %a }")
    s1, s2 = ops(m, "stablehlo.subtract")
    assert r.match(s1) is not None
    assert r.match(s2) is None
    assert "differs from %a bound earlier" in explain(r, s2) or "not produced by" in explain(r, s2)


def test_types_bound_twice_must_be_equal() -> None:
    m = module("""
  %0 = stablehlo.convert %x : (tensor<8xi32>) -> tensor<8xf32>
  %1 = stablehlo.convert %0 : (tensor<8xf32>) -> tensor<8xi32>
  return %1 : tensor<8xi32>""")
    r = rule("rule r { match convert(convert(%a : $T)) : $T rewrite %a }")
    outer, inner = ops(m, "stablehlo.convert")[1], ops(m, "stablehlo.convert")[0]
    assert r.match(outer) is not None
    assert r.match(inner) is None


def test_commutative_op_matches_both_operand_orders() -> None:
    m = module("""
  %c = stablehlo.constant dense<0> : tensor<8xi32>
  %0 = stablehlo.add %x, %c : tensor<8xi32>
  %1 = stablehlo.add %c, %0 : tensor<8xi32>
  %2 = stablehlo.subtract %c, %1 : tensor<8xi32>
  return %2 : tensor<8xi32>""")
    r = rule("rule r { match add(%y, constant() {value = $v}) rewrite %y }")
    a0, a1 = ops(m, "stablehlo.add")
    assert r.match(a0)["%y"] is a0.operands[0]
    assert r.match(a1)["%y"] is a1.operands[1]
    assert "for _c" in r.source  # the two orders are a loop in the generated matcher
    s = rule("rule r { match subtract(%y, constant()) rewrite %y }")
    assert s.match(one(m, "stablehlo.subtract")) is None  # subtract is not commutative
    assert "for _c" not in s.source


def test_commutative_backtracks_into_later_checks() -> None:
    m = module("""
  %c = stablehlo.constant dense<1> : tensor<8xi32>
  %0 = stablehlo.multiply %c, %x : tensor<8xi32>
  %1 = stablehlo.add %x, %0 : tensor<8xi32>
  return %1 : tensor<8xi32>""")
    c = one(m, "stablehlo.constant").results[0]
    x = m.body.block.ops.first.body.block.args[0]  # type: ignore[attr-defined]
    # The first order binds %b to %x; only the swapped order satisfies the where clause.
    r = rule("rule r { match multiply(%a, %b) where is_constant(%b) rewrite %a }")
    b = r.match(one(m, "stablehlo.multiply"))
    assert b is not None and b["%b"] is c and b["%a"] is x
    # Both the outer add and the inner multiply need swapping; %b must equal add's operand.
    r2 = rule("rule r { match add(multiply(%a, %b), %b) where is_constant(%a) rewrite %b }")
    b2 = r2.match(one(m, "stablehlo.add"))
    assert b2 is not None and b2["%a"] is c and b2["%b"] is x


def test_variadic_operands() -> None:
    m = module("""
  %0 = stablehlo.concatenate %x, %x, %x, dim = 0 : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<24xi32>
  return %0 : tensor<24xi32>""", result="tensor<24xi32>")
    cat = one(m, "stablehlo.concatenate")
    all_ = rule("rule r { match concatenate(%xs...) {dimension = $d} where len(%xs) == 3 "
                "rewrite concatenate(%xs...) {dimension = $d} }")
    assert len(all_.match(cat)["%xs"]) == 3
    rw = all_.apply(cat)
    assert rw is not None and str(rw.replacements[0].type) == "tensor<24xi32>"
    first_rest = rule("rule r { match concatenate(%f, %rest...) rewrite concatenate(%rest..., "
                      "%f, %f) {dimension = 0} }")
    b = first_rest.match(cat)
    assert b["%f"] is cat.operands[0] and len(b["%rest"]) == 2
    with pytest.raises(HloRulesError, match="tensor<32xi32>.*tensor<24xi32>"):
        first_rest.apply(cat)  # four operands: 32 elements for a 24-element result
    two = rule("rule r { match concatenate(%a, %b) rewrite %a }")
    assert two.match(cat) is None
    assert "stablehlo.concatenate does not have 2 operands" in explain(two, cat)


def test_region_body_match_scatter_set_vs_add() -> None:
    x = np.zeros(8, np.float32)
    i = np.array([[1], [2]], np.int32)
    u = np.ones(2, np.float32)
    import jax.numpy as jnp

    setm = from_jax(lambda x, i, u: x.at[i[:, 0]].set(u), x, i, u)
    addm = from_jax(lambda x, i, u: x.at[i[:, 0]].add(u), x, i, u)
    sets = rule("rule r { match scatter(%x, %i, %u) body(_, %b) { return(%b) } rewrite %x }")
    adds = rule("rule r { match scatter(%x, %i, %u) body(%a, %b) { return(add(%b, %a)) } "
                "rewrite %x }")
    assert sets.match(one(setm, "stablehlo.scatter")) is not None
    assert sets.match(one(addm, "stablehlo.scatter")) is None
    assert explain(sets, one(addm, "stablehlo.scatter")).startswith(
        "operand 0 of stablehlo.return differs from %b bound earlier")
    # add is commutative inside the region as well: add(%b, %a) matches add(%a, %b)
    assert adds.match(one(addm, "stablehlo.scatter")) is not None
    assert adds.match(one(setm, "stablehlo.scatter")) is None
    _ = jnp


WHILE = """
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %c: tensor<4xf32>):
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%i: tensor<i32>, %c: tensor<4xf32>):
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    %two = stablehlo.constant dense<2.0> : tensor<4xf32>
    %c2 = stablehlo.multiply %two, %c : tensor<4xf32>
    stablehlo.return %i2, %c2 : tensor<i32>, tensor<4xf32>
  }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>"""


def test_region_match_while_body_elementwise_in_carry() -> None:
    m = module(WHILE, args="%x: tensor<4xf32>", result="tensor<4xf32>")
    w = one(m, "stablehlo.while")
    r = rule("rule r { match while(%i, %c) cond(_, _) { return(_) } "
             "body(%bi, %bc) { return(add(%bi, _), multiply(%bc, _)) } : ($I, $C) "
             "where is_float($C), is_integer($I) rewrite => (%i, %c) }")
    b = r.match(w)
    assert b is not None and b["%c"] is w.operands[1] and b["%bc"] is w.regions[1].block.args[1]
    assert r.apply(w).replacements == [w.operands[0], w.operands[1]]
    wrong = rule("rule r { match while(%i, %c) body(%bi, %bc) { return(_, add(%bc, _)) } "
                 "rewrite => (%i, %c) }")
    assert explain(wrong, w).startswith("operand 1 of stablehlo.return is not produced by "
                                        "stablehlo.add")


def test_has_one_use_and_as_binding() -> None:
    m = module("""
  %0 = stablehlo.negate %x : tensor<8xi32>
  %1 = stablehlo.negate %0 : tensor<8xi32>
  %2 = stablehlo.add %1, %0 : tensor<8xi32>
  return %2 : tensor<8xi32>""")
    r = rule("rule r { match negate(negate(%y) as %n) where has_one_use(%n) rewrite %y }")
    outer = ops(m, "stablehlo.negate")[1]
    assert r.match(outer) is None
    assert explain(r, outer).startswith("constraint `has_one_use(%n)` (the value has exactly "
                                        "one use) is false at t.rules:1:")
    r2 = rule("rule r { match negate(negate(%y) as %n) where num_uses(%n) == 2 rewrite %y }")
    assert r2.match(outer) is not None


def test_constraints_let_and_arithmetic() -> None:
    r = rule("""
rule r {
  match slice(%x) {start_indices = $s, limit_indices = $l, strides = $k} : $R
  let $n = ($l - $s + $k - 1) // $k
  where $n == shape($R), rank($R) == 1, min($s) >= 0, max($l, [8]) == 8,
        $s[0:] == $s, set($s, 0, 5) == [5], sum($k) * 2 == 4, prod(shape(%x)) == 8,
        permute([10, 20, 30], [2, 0, 1]) == [30, 10, 20], invert([2, 0, 1]) == [1, 2, 0],
        compose([1, 2, 0], [1, 2, 0]) == [2, 0, 1], range(3) == [0, 1, 2],
        all(range(3) < 3), not any([false, false]), concat($s, $k) == [2, 2],
        fill(2, 1) == [1, 1], -$s[0] == 0 - 2, is_integer(%x), not is_float(elem($R))
  rewrite %x
}""".replace("rewrite %x", "rewrite iota() {iota_dimension = 0} : $R"))
    m = module(SLICE_OF_IOTA, result="tensor<3xi32>")
    assert r.match(one(m, "stablehlo.slice")) is not None, explain(r, one(m, "stablehlo.slice"))


def test_failing_constraint_explained_with_location_and_description() -> None:
    text = """rule r {
  match slice(iota() {iota_dimension = $d}) : $R
  where is_float(elem($R))
  rewrite iota() {iota_dimension = $d} : $R
}"""
    r = load_rules(text, "rules/seed.rules")["r"]
    sl = one(module(SLICE_OF_IOTA, result="tensor<3xi32>"), "stablehlo.slice")
    assert explain(r, sl) == ("constraint `is_float(elem($R))` (element type is a float) is false "
                              "at rules/seed.rules:3:9")
    add = rule("rule r { match add(%a, %b) rewrite %a }")
    assert explain(add, sl) == "rule 'r' roots at stablehlo.add, not stablehlo.slice"


def test_constraint_that_raises_is_false_and_explained() -> None:
    r = rule("rule r { match slice(%x) {start_indices = $s} where $s[5] == 0 rewrite %x }"
             .replace("rewrite %x", "rewrite slice(%x) {start_indices = $s, limit_indices = $s,"
                                    " strides = $s}"))
    sl = one(module(SLICE_OF_IOTA, result="tensor<3xi32>"), "stablehlo.slice")
    assert r.match(sl) is None
    assert "raised IndexError" in explain(r, sl)


def test_metadata() -> None:
    rs = load_rules("""
rule a { tags x, y  propagate up  assumes unique_indices, no_nan  benefit 7
         match negate(%x) rewrite %x }
rule b { match negate(negate(%x)) rewrite %x }""", "m.rules")
    a, b = rs["a"], rs["b"]
    assert a.tags == frozenset({"x", "y"}) and a.propagate == "up" and a.benefit == 7
    assert a.assumes == frozenset({"unique_indices", "no_nan"})
    assert b.benefit == 2 and b.roots == frozenset({"stablehlo.negate"})
    assert str(a.location) == "m.rules:2:6" and list(rs) == ["a", "b"]
    assert [r.name for r in rs.by_root["stablehlo.negate"]] == ["a", "b"]
    assert [m.name for m in parse_rules("rule q { match abs(%x) rewrite %x }", "p")] == ["q"]


# --------------------------------------------------------------------------- rewrites


def test_rewrite_with_existing_value_erases_the_dead_producers() -> None:
    m = module("""
  %0 = stablehlo.negate %x : tensor<8xi32>
  %1 = stablehlo.negate %0 : tensor<8xi32>
  return %1 : tensor<8xi32>""")
    rs = load_rules("rule r { match negate(negate(%y)) rewrite %y }")
    assert rewrite_once(m, rs) == 1
    assert ops(m, "stablehlo.negate") == []
    ret = one(m, "func.return")
    assert ret.operands[0] is m.body.block.ops.first.body.block.args[0]  # type: ignore


def test_multi_result_replacement() -> None:
    m = module("""
  %0:2 = stablehlo.optimization_barrier %x, %x : tensor<8xi32>, tensor<8xi32>
  %1 = stablehlo.add %0#0, %0#1 : tensor<8xi32>
  return %1 : tensor<8xi32>""")
    rs = load_rules("rule r { match optimization_barrier(%a, %b) rewrite => (%b, %a) }")
    assert rewrite_once(m, rs) == 1
    assert ops(m, "stablehlo.optimization_barrier") == []


def test_ill_typed_replacement_is_rejected_naming_the_rule() -> None:
    m = module("""
  %0 = stablehlo.convert %x : (tensor<8xi32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>""", result="tensor<8xf32>")
    r = load_rules("rule drop_convert {\n  match convert(%y)\n  rewrite %y\n}", "bad.rules")[
        "drop_convert"]
    with pytest.raises(HloRulesError) as info:
        r.apply(one(m, "stablehlo.convert"))
    msg = str(info.value)
    assert msg.startswith("bad.rules:1:6: error: rule 'drop_convert' would build ill-typed IR: ")
    assert "tensor<8xi32>" in msg and "tensor<8xf32>" in msg


def test_built_op_that_fails_verification_is_rejected() -> None:
    m = module("""
  %0 = stablehlo.negate %x : tensor<8xi32>
  return %0 : tensor<8xi32>""")
    r = rule("rule bad_reshape { match negate(%y) rewrite negate(reshape(%y) : "
             "tensor([7], elem(%y))) }")
    with pytest.raises(HloRulesError, match="rule 'bad_reshape' would build ill-typed IR: "):
        r.apply(one(m, "stablehlo.negate"))


def test_replacement_computation_error_is_ill_typed_error() -> None:
    m = module("""
  %0 = stablehlo.transpose %x, dims = [0] : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>""")
    r = rule("rule bad_perm { match transpose(%y) {permutation = $p} "
             "rewrite transpose(%y) {permutation = permute($p, [1, 0])} }")
    with pytest.raises(HloRulesError, match="bad_perm' would build ill-typed IR"):
        r.apply(one(m, "stablehlo.transpose"))


def test_unused_built_ops_are_dropped() -> None:
    m = module(SLICE_OF_IOTA, result="tensor<3xi32>")
    r = rule("rule r { match slice(iota() {iota_dimension = $d}) : $R rewrite { "
             "%unused = iota() {iota_dimension = $d} : $R  %k = splat(7, $R) => %k } }")
    rw = r.apply(one(m, "stablehlo.slice"))
    assert [o.name for o in rw.new_ops] == ["stablehlo.constant"]


def test_regions_copied_from_a_matched_op() -> None:
    x = np.zeros(8, np.float32)
    i = np.array([[1], [9]], np.int32)
    u = np.ones(2, np.float32)
    m = from_jax(lambda x, i, u: x.at[i[:, 0]].add(u, mode="drop"), x, i, u)
    r = rule("rule r { match scatter(%x, %i, %u) {scatter_dimension_numbers = $dn} as %s "
             "rewrite scatter(%x, %i, %u) {scatter_dimension_numbers = $dn, "
             "unique_indices = true} regions(%s) }")
    before = run(m, x, i, u)
    assert rewrite_once(m, load_rules(r.model.text), cap=1) == 1  # it matches its result too
    sc = one(m, "stablehlo.scatter")
    assert str(sc.properties["unique_indices"]) == "true"
    np.testing.assert_array_equal(run(m, x, i, u)[0], before[0])


# --------------------------------------------------------------------------- hooks


def test_native_constraint_function_and_rewriter_hooks() -> None:
    calls: list[object] = []

    @hlorules.constraint("t_is_len8")
    def _c(v: object) -> bool:
        calls.append(v)
        return bool(v.type.get_shape() == (8,))  # type: ignore[attr-defined]

    @hlorules.function("t_twice")
    def _f(a: int) -> int:
        return 2 * a

    @hlorules.rewriter("t_to_operand")
    def _r(op_value: object) -> Rewrite:
        return Rewrite([], [op_value.owner.operands[0]])  # type: ignore[attr-defined]

    try:
        text = """
rule a { match negate(%y) as %n where @t_is_len8(%y), @t_twice(2) == 4 rewrite @t_to_operand(%n) }"""
        rs = load_rules(text, "h.rules")
        assert calls == []  # loading runs no hook
        m = module("""
  %0 = stablehlo.negate %x : tensor<8xi32>
  %1 = stablehlo.negate %0 : tensor<8xi32>
  return %1 : tensor<8xi32>""")
        assert rewrite_once(m, rs) == 2
        assert ops(m, "stablehlo.negate") == []
    finally:
        for n in ("t_is_len8", "t_twice", "t_to_operand"):
            unregister(n)


def test_loading_never_executes_code_from_the_rule_file(tmp_path: object) -> None:
    evil = "rule r { match negate(%x) where @__import__(\"os\") rewrite %x }"
    with pytest.raises(HloRulesError, match="unknown hook '@__import__'"):
        load_rules(evil, "e.rules")
    with pytest.raises(HloRulesError):
        load_rules("rule r { match negate(%x) where exec(\"1\") rewrite %x }", "e.rules")


def test_compiled_code_is_cached_by_rule_text() -> None:
    from hlorules.rules.cache import _CODE as _CODE_CACHE

    text = "rule cached_rule { match negate(negate(%q)) rewrite %q }"
    a = load_rules(text, "one.rules")["cached_rule"]
    n = len(_CODE_CACHE)
    b = load_rules("\n\n" + text, "two.rules")["cached_rule"]
    assert len(_CODE_CACHE) == n
    assert a._match.__code__ is b._match.__code__
    assert str(b.location) == "two.rules:3:6"
    assert "def _match(op):" in a.source and "def _apply(op):" in a.source


@pytest.mark.parametrize("cmp", ["<", "<=", ">", ">=", "==", "!="])
def test_num_uses_compared_with_a_literal_counts_only_as_far_as_it_needs(cmp: str) -> None:
    """``num_uses(%v) OP k`` (k an int literal, either side) counts the uses up to k + 1
    (runtime.uses_upto), deciding every comparison as the full count does: values with
    0 to 4 uses against k = 0..3, checked against ``num_uses(%v) + 0 OP k`` (not capped)."""
    m = module("""
  %a = stablehlo.negate %x : tensor<8xi32>
  %b = stablehlo.negate %x : tensor<8xi32>
  %c = stablehlo.negate %x : tensor<8xi32>
  %d = stablehlo.negate %x : tensor<8xi32>
  %e = stablehlo.negate %x : tensor<8xi32>
  %u1 = stablehlo.add %b, %c : tensor<8xi32>
  %u2 = stablehlo.add %c, %d : tensor<8xi32>
  %u3 = stablehlo.add %d, %d : tensor<8xi32>
  %u4 = stablehlo.add %e, %e : tensor<8xi32>
  %u5 = stablehlo.add %e, %e : tensor<8xi32>
  %s1 = stablehlo.add %u1, %u2 : tensor<8xi32>
  %s2 = stablehlo.add %u3, %u4 : tensor<8xi32>
  %s3 = stablehlo.add %s1, %s2 : tensor<8xi32>
  %s4 = stablehlo.add %s3, %u5 : tensor<8xi32>
  return %s4 : tensor<8xi32>""")
    negs = ops(m, "stablehlo.negate")
    assert [sum(1 for _ in n.results[0].uses) for n in negs] == [0, 1, 2, 3, 4]
    for k in range(4):
        for lhs in (True, False):
            a, b = ("num_uses(%r)", str(k)) if lhs else (str(k), "num_uses(%r)")
            capped = rule(f"rule r {{ match negate(%y) as %r where {a} {cmp} {b} rewrite %y }}")
            a0, b0 = (a + " + 0", b) if lhs else (a, b + " + 0")
            full = rule(f"rule r {{ match negate(%y) as %r where {a0} {cmp} {b0} rewrite %y }}")
            assert "uses_upto(v_r, " in capped.source and "uses_upto(v_r, -1)" not in capped.source
            assert [capped.match(n) is not None for n in negs] == \
                [full.match(n) is not None for n in negs], (a, cmp, b)
