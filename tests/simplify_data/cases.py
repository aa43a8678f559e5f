"""Per-rule test modules for rulebooks/simplify.rules.

Each :class:`Case` has a positive module (the rule fires ``fires`` times in one sweep, once
per instantiation: several element types and shapes in one function, so one compile covers
them all) and a negative module (every instantiation misses one precondition: the rule must
not fire). ``body`` is the function body ending in ``return ... : types``; the signature is
built from ``args`` and the return types.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    rule: str
    fires: int
    args: str
    pos: str
    neg: str
    neg_args: str | None = None


def func(args: str, body: str) -> str:
    """A ``func.func @main`` whose result types are those of the final ``return``."""
    lines = [ln for ln in body.strip().splitlines() if ln.strip()]
    ret = lines[-1].strip()
    assert ret.startswith("return"), ret
    types = ret.split(":", 1)[1].strip()
    return f"func.func @main({args}) -> ({types}) {{\n" + "\n".join(
        "  " + ln.strip() for ln in lines) + "\n}"


CASES: list[Case] = []


def case(rule: str, fires: int, args: str, pos: str, neg: str,
         neg_args: str | None = None) -> None:
    CASES.append(Case(rule, fires, args, pos, neg, neg_args))


F4 = "tensor<4xf32>"

# ------------------------------------------------------------------ canonicalize const to rhs
for _op, _rule, _tys in [
        ("add", "AddOp", ["f32", "i32", "bf16"]),
        ("and", "AndOp", ["i32", "i1", "ui8"]),
        ("maximum", "MaxOp", ["f32", "i32", "f16"]),
        ("minimum", "MinOp", ["f32", "ui32", "bf16"]),
        ("multiply", "MulOp", ["f32", "i8", "bf16"]),
        ("or", "OrOp", ["i32", "i1", "ui32"]),
        ("xor", "XorOp", ["i32", "i1", "i8"])]:
    _lit = {"f32": "[1.5, -0.0, 0x7FC00000, 0xFF800000]", "bf16": "[2.0, 0.0, -0.0, 0x7F80]",
            "f16": "[-0.0, 0.0, 0x7E00, 1.0]", "i1": "[true, false, true, false]"}
    _args = ", ".join(f"%a{i}: tensor<4x{t}>" for i, t in enumerate(_tys))
    _pos, _neg, _rets = [], [], []
    for i, t in enumerate(_tys):
        T = f"tensor<4x{t}>"
        lit = _lit.get(t, "[3, -1, 0, 7]" if not t.startswith("ui") else "[3, 255, 0, 7]")
        _pos += [f"%c{i} = stablehlo.constant dense<{lit}> : {T}",
                 f"%r{i} = stablehlo.{_op} %c{i}, %a{i} : {T}"]
        # negative: already canonical, and constant-with-constant
        _neg += [f"%c{i} = stablehlo.constant dense<{lit}> : {T}",
                 f"%r{i} = stablehlo.{_op} %a{i}, %c{i} : {T}",
                 f"%k{i} = stablehlo.{_op} %c{i}, %c{i} : {T}",
                 f"%s{i} = stablehlo.{_op} %r{i}, %k{i} : {T}"]
        _rets.append(T)
    case(f"{_rule}_CanonicalizeConstantToRhs", len(_tys), _args,
         "\n".join(_pos) + f"\nreturn {', '.join(f'%r{i}' for i in range(len(_tys)))} : "
         + ", ".join(_rets),
         "\n".join(_neg) + f"\nreturn {', '.join(f'%s{i}' for i in range(len(_tys)))} : "
         + ", ".join(_rets))

# ------------------------------------------------------------------ add / subtract
case("AddOp_RemoveNoop", 5,
     "%a: tensor<4xf32>, %b: tensor<2x3xi32>, %c: tensor<6xi1>, %d: tensor<4xbf16>, "
     "%e: tensor<4xui8>", """
%z0 = stablehlo.constant dense<-0.0> : tensor<4xf32>
%0 = stablehlo.add %a, %z0 : tensor<4xf32>
%z1 = stablehlo.constant dense<0> : tensor<2x3xi32>
%1 = stablehlo.add %z1, %b : tensor<2x3xi32>
%z2 = stablehlo.constant dense<false> : tensor<6xi1>
%2 = stablehlo.add %c, %z2 : tensor<6xi1>
%z3 = stablehlo.constant dense<-0.0> : tensor<4xbf16>
%3 = stablehlo.add %z3, %d : tensor<4xbf16>
%z4 = stablehlo.constant dense<0> : tensor<4xui8>
%4 = stablehlo.add %e, %z4 : tensor<4xui8>
return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<2x3xi32>, tensor<6xi1>, tensor<4xbf16>, tensor<4xui8>
""", """
%z0 = stablehlo.constant dense<0.0> : tensor<4xf32>
%0 = stablehlo.add %a, %z0 : tensor<4xf32>
%z1 = stablehlo.constant dense<[0, 0, 1]> : tensor<3xi32>
%z1b = stablehlo.broadcast_in_dim %z1, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
%1 = stablehlo.add %z1b, %b : tensor<2x3xi32>
%z3 = stablehlo.constant dense<0.0> : tensor<4xbf16>
%3 = stablehlo.add %z3, %d : tensor<4xbf16>
%z4 = stablehlo.constant dense<1> : tensor<4xui8>
%4 = stablehlo.add %e, %z4 : tensor<4xui8>
return %0, %1, %3, %4 : tensor<4xf32>, tensor<2x3xi32>, tensor<4xbf16>, tensor<4xui8>
""")

case("SubtractOp_RemoveNoop", 3,
     "%a: tensor<4xf32>, %b: tensor<2x3xi32>, %d: tensor<4xf16>", """
%z0 = stablehlo.constant dense<0.0> : tensor<4xf32>
%0 = stablehlo.subtract %a, %z0 : tensor<4xf32>
%z1 = stablehlo.constant dense<0> : tensor<2x3xi32>
%1 = stablehlo.subtract %b, %z1 : tensor<2x3xi32>
%z3 = stablehlo.constant dense<0.0> : tensor<4xf16>
%3 = stablehlo.subtract %d, %z3 : tensor<4xf16>
return %0, %1, %3 : tensor<4xf32>, tensor<2x3xi32>, tensor<4xf16>
""", """
%z0 = stablehlo.constant dense<-0.0> : tensor<4xf32>
%0 = stablehlo.subtract %a, %z0 : tensor<4xf32>
%z1 = stablehlo.constant dense<0> : tensor<2x3xi32>
%1 = stablehlo.subtract %z1, %b : tensor<2x3xi32>
%z3 = stablehlo.constant dense<-0.0> : tensor<4xf16>
%3 = stablehlo.subtract %d, %z3 : tensor<4xf16>
return %0, %1, %3 : tensor<4xf32>, tensor<2x3xi32>, tensor<4xf16>
""")

case("SubtractOp_FoldToZero", 3,
     "%a: tensor<4xi32>, %b: tensor<2x3xui8>, %c: tensor<4xf32>, %d: tensor<5xi8>", """
%0 = stablehlo.subtract %a, %a : tensor<4xi32>
%1 = stablehlo.subtract %b, %b : tensor<2x3xui8>
%2 = stablehlo.subtract %d, %d : tensor<5xi8>
return %0, %1, %2 : tensor<4xi32>, tensor<2x3xui8>, tensor<5xi8>
""", """
%0 = stablehlo.subtract %c, %c : tensor<4xf32>
%n = stablehlo.negate %a : tensor<4xi32>
%1 = stablehlo.subtract %a, %n : tensor<4xi32>
return %0, %1 : tensor<4xf32>, tensor<4xi32>
""")

# ------------------------------------------------------------------ and / or / xor
case("AndOp_FoldToZero", 3, "%a: tensor<4xi32>, %b: tensor<6xi1>, %c: tensor<2x2xui8>", """
%z0 = stablehlo.constant dense<0> : tensor<4xi32>
%0 = stablehlo.and %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<false> : tensor<6xi1>
%1 = stablehlo.and %z1, %b : tensor<6xi1>
%z2 = stablehlo.constant dense<0> : tensor<2x2xui8>
%2 = stablehlo.and %c, %z2 : tensor<2x2xui8>
return %0, %1, %2 : tensor<4xi32>, tensor<6xi1>, tensor<2x2xui8>
""", """
%z0 = stablehlo.constant dense<1> : tensor<4xi32>
%0 = stablehlo.and %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<[false, true, false, false, false, false]> : tensor<6xi1>
%1 = stablehlo.and %z1, %b : tensor<6xi1>
return %0, %1 : tensor<4xi32>, tensor<6xi1>
""")

case("AndOp_RemoveNoop", 3, "%a: tensor<4xi32>, %b: tensor<6xi1>, %c: tensor<2x2xui8>", """
%z0 = stablehlo.constant dense<-1> : tensor<4xi32>
%0 = stablehlo.and %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<true> : tensor<6xi1>
%1 = stablehlo.and %z1, %b : tensor<6xi1>
%z2 = stablehlo.constant dense<255> : tensor<2x2xui8>
%2 = stablehlo.and %c, %z2 : tensor<2x2xui8>
return %0, %1, %2 : tensor<4xi32>, tensor<6xi1>, tensor<2x2xui8>
""", """
%z0 = stablehlo.constant dense<2147483647> : tensor<4xi32>
%0 = stablehlo.and %a, %z0 : tensor<4xi32>
%z2 = stablehlo.constant dense<127> : tensor<2x2xui8>
%2 = stablehlo.and %c, %z2 : tensor<2x2xui8>
return %0, %2 : tensor<4xi32>, tensor<2x2xui8>
""")

case("OrOp_FoldToOne", 3, "%a: tensor<4xi32>, %b: tensor<6xi1>, %c: tensor<2x2xui8>", """
%z0 = stablehlo.constant dense<-1> : tensor<4xi32>
%0 = stablehlo.or %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<true> : tensor<6xi1>
%1 = stablehlo.or %z1, %b : tensor<6xi1>
%z2 = stablehlo.constant dense<255> : tensor<2x2xui8>
%2 = stablehlo.or %c, %z2 : tensor<2x2xui8>
return %0, %1, %2 : tensor<4xi32>, tensor<6xi1>, tensor<2x2xui8>
""", """
%z0 = stablehlo.constant dense<1> : tensor<4xi32>
%0 = stablehlo.or %a, %z0 : tensor<4xi32>
%z2 = stablehlo.constant dense<254> : tensor<2x2xui8>
%2 = stablehlo.or %c, %z2 : tensor<2x2xui8>
return %0, %2 : tensor<4xi32>, tensor<2x2xui8>
""")

case("OrOp_RemoveNoop", 3, "%a: tensor<4xi32>, %b: tensor<6xi1>, %c: tensor<2x2xui8>", """
%z0 = stablehlo.constant dense<0> : tensor<4xi32>
%0 = stablehlo.or %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<false> : tensor<6xi1>
%1 = stablehlo.or %z1, %b : tensor<6xi1>
%z2 = stablehlo.constant dense<0> : tensor<2x2xui8>
%2 = stablehlo.or %c, %z2 : tensor<2x2xui8>
return %0, %1, %2 : tensor<4xi32>, tensor<6xi1>, tensor<2x2xui8>
""", """
%z0 = stablehlo.constant dense<[0, 0, 0, 4]> : tensor<4xi32>
%0 = stablehlo.or %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<true> : tensor<6xi1>
%1 = stablehlo.or %z1, %b : tensor<6xi1>
return %0, %1 : tensor<4xi32>, tensor<6xi1>
""")

case("XorOp_FoldToZero", 3, "%a: tensor<4xi32>, %b: tensor<6xi1>, %c: tensor<2x2xui8>", """
%0 = stablehlo.xor %a, %a : tensor<4xi32>
%1 = stablehlo.xor %b, %b : tensor<6xi1>
%2 = stablehlo.xor %c, %c : tensor<2x2xui8>
return %0, %1, %2 : tensor<4xi32>, tensor<6xi1>, tensor<2x2xui8>
""", """
%n = stablehlo.not %a : tensor<4xi32>
%0 = stablehlo.xor %a, %n : tensor<4xi32>
return %0 : tensor<4xi32>
""")

case("XorOp_RemoveNoop", 3, "%a: tensor<4xi32>, %b: tensor<6xi1>, %c: tensor<2x2xui8>", """
%z0 = stablehlo.constant dense<0> : tensor<4xi32>
%0 = stablehlo.xor %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<false> : tensor<6xi1>
%1 = stablehlo.xor %z1, %b : tensor<6xi1>
%z2 = stablehlo.constant dense<0> : tensor<2x2xui8>
%2 = stablehlo.xor %c, %z2 : tensor<2x2xui8>
return %0, %1, %2 : tensor<4xi32>, tensor<6xi1>, tensor<2x2xui8>
""", """
%z0 = stablehlo.constant dense<-1> : tensor<4xi32>
%0 = stablehlo.xor %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<true> : tensor<6xi1>
%1 = stablehlo.xor %z1, %b : tensor<6xi1>
return %0, %1 : tensor<4xi32>, tensor<6xi1>
""")

# ------------------------------------------------------------------ multiply
case("MulOp_FoldToZero", 3, "%a: tensor<4xi32>, %b: tensor<6xi1>, %c: tensor<2x2xui8>, "
     "%d: tensor<4xf32>", """
%z0 = stablehlo.constant dense<0> : tensor<4xi32>
%0 = stablehlo.multiply %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<false> : tensor<6xi1>
%1 = stablehlo.multiply %z1, %b : tensor<6xi1>
%z2 = stablehlo.constant dense<0> : tensor<2x2xui8>
%2 = stablehlo.multiply %c, %z2 : tensor<2x2xui8>
return %0, %1, %2 : tensor<4xi32>, tensor<6xi1>, tensor<2x2xui8>
""", """
%z0 = stablehlo.constant dense<0.0> : tensor<4xf32>
%0 = stablehlo.multiply %d, %z0 : tensor<4xf32>
%z1 = stablehlo.constant dense<-0.0> : tensor<4xf32>
%1 = stablehlo.multiply %z1, %d : tensor<4xf32>
%z2 = stablehlo.constant dense<[0, 0, 0, 1]> : tensor<4xi32>
%2 = stablehlo.multiply %a, %z2 : tensor<4xi32>
return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
""")

case("MulOp_RemoveNoop", 4, "%a: tensor<4xi32>, %b: tensor<6xi1>, %c: tensor<2x2xbf16>, "
     "%d: tensor<4xf32>", """
%z0 = stablehlo.constant dense<1> : tensor<4xi32>
%0 = stablehlo.multiply %a, %z0 : tensor<4xi32>
%z1 = stablehlo.constant dense<true> : tensor<6xi1>
%1 = stablehlo.multiply %z1, %b : tensor<6xi1>
%z2 = stablehlo.constant dense<1.0> : tensor<2x2xbf16>
%2 = stablehlo.multiply %c, %z2 : tensor<2x2xbf16>
%z3 = stablehlo.constant dense<1.0> : tensor<4xf32>
%3 = stablehlo.multiply %z3, %d : tensor<4xf32>
return %0, %1, %2, %3 : tensor<4xi32>, tensor<6xi1>, tensor<2x2xbf16>, tensor<4xf32>
""", """
%z0 = stablehlo.constant dense<-1> : tensor<4xi32>
%0 = stablehlo.multiply %a, %z0 : tensor<4xi32>
%z3 = stablehlo.constant dense<[1.0, 1.0, 1.0, 2.0]> : tensor<4xf32>
%3 = stablehlo.multiply %z3, %d : tensor<4xf32>
%z4 = stablehlo.constant dense<-1.0> : tensor<4xf32>
%4 = stablehlo.multiply %d, %z4 : tensor<4xf32>
return %0, %3, %4 : tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
""")

# ------------------------------------------------------------------ reverse
case("ReverseOp_EmptyDim", 2, "%a: tensor<4xf32>, %b: tensor<2x3xi32>", """
%0 = stablehlo.reverse %a, dims = [] : tensor<4xf32>
%1 = stablehlo.reverse %b, dims = [] : tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""", """
%0 = stablehlo.reverse %a, dims = [0] : tensor<4xf32>
%1 = stablehlo.reverse %b, dims = [1] : tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""")

case("ReverseOp_ZeroElements", 2, "%a: tensor<0x3xf32>, %b: tensor<2x3xf32>, %c: tensor<4x0xi32>",
     """
%0 = stablehlo.reverse %a, dims = [1] : tensor<0x3xf32>
%1 = stablehlo.concatenate %0, %b, dim = 0 : (tensor<0x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
%2 = stablehlo.reverse %c, dims = [0, 1] : tensor<4x0xi32>
return %1, %2 : tensor<2x3xf32>, tensor<4x0xi32>
""", """
%0 = stablehlo.reverse %b, dims = [1] : tensor<2x3xf32>
return %0 : tensor<2x3xf32>
""")

case("ReverseOp_AllDimsEqualOne", 3, "%a: tensor<1x4xf32>, %b: tensor<3x1x1xi32>, %c: tensor<1xi1>",
     """
%0 = stablehlo.reverse %a, dims = [0] : tensor<1x4xf32>
%1 = stablehlo.reverse %b, dims = [1, 2] : tensor<3x1x1xi32>
%2 = stablehlo.reverse %c, dims = [0] : tensor<1xi1>
return %0, %1, %2 : tensor<1x4xf32>, tensor<3x1x1xi32>, tensor<1xi1>
""", """
%0 = stablehlo.reverse %a, dims = [0, 1] : tensor<1x4xf32>
%1 = stablehlo.reverse %b, dims = [0] : tensor<3x1x1xi32>
return %0, %1 : tensor<1x4xf32>, tensor<3x1x1xi32>
""")

case("ReverseOp_SplatToNoop", 2, "%a: tensor<4xf32>, %b: tensor<2x3xi32>", """
%c0 = stablehlo.constant dense<-0.0> : tensor<4xf32>
%r0 = stablehlo.reverse %c0, dims = [0] : tensor<4xf32>
%0 = stablehlo.add %a, %r0 : tensor<4xf32>
%c1 = stablehlo.constant dense<7> : tensor<2x3xi32>
%r1 = stablehlo.reverse %c1, dims = [0, 1] : tensor<2x3xi32>
%1 = stablehlo.multiply %b, %r1 : tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""", """
%c0 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
%r0 = stablehlo.reverse %c0, dims = [0] : tensor<4xf32>
%0 = stablehlo.add %a, %r0 : tensor<4xf32>
%r1 = stablehlo.reverse %b, dims = [0, 1] : tensor<2x3xi32>
return %0, %r1 : tensor<4xf32>, tensor<2x3xi32>
""")

# ------------------------------------------------------------------ broadcast_in_dim
case("BroadcastInDimOp_RemoveNoop", 3, "%a: tensor<4xf32>, %b: tensor<2x3xi32>, %c: tensor<f32>",
     """
%0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<4xf32>) -> tensor<4xf32>
%1 = stablehlo.broadcast_in_dim %b, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3xi32>
%2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<f32>
return %0, %1, %2 : tensor<4xf32>, tensor<2x3xi32>, tensor<f32>
""", """
%0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
%1 = stablehlo.broadcast_in_dim %b, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
return %0, %1 : tensor<4x2xf32>, tensor<3x2xi32>
""", neg_args="%a: tensor<4xf32>, %b: tensor<2x3xi32>")

case("BroadcastInDimOp_MergeComposition", 3,
     "%a: tensor<3xf32>, %b: tensor<2x1xi32>, %c: tensor<f32>", """
%i0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
%0 = stablehlo.broadcast_in_dim %i0, dims = [2, 0] : (tensor<2x3xf32>) -> tensor<3x4x2xf32>
%i1 = stablehlo.broadcast_in_dim %b, dims = [1, 0] : (tensor<2x1xi32>) -> tensor<5x2xi32>
%1 = stablehlo.broadcast_in_dim %i1, dims = [0, 2] : (tensor<5x2xi32>) -> tensor<5x3x2xi32>
%i2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2xf32>
%2 = stablehlo.broadcast_in_dim %i2, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
return %0, %1, %2 : tensor<3x4x2xf32>, tensor<5x3x2xi32>, tensor<4x2xf32>
""", """
%i0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
%0 = stablehlo.broadcast_in_dim %i0, dims = [2, 0] : (tensor<1x3xf32>) -> tensor<3x4x2xf32>
%i1 = stablehlo.broadcast_in_dim %b, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x1xi32>
%1 = stablehlo.broadcast_in_dim %i1, dims = [0, 2] : (tensor<2x1xi32>) -> tensor<2x3x5xi32>
return %0, %1 : tensor<3x4x2xf32>, tensor<2x3x5xi32>
""")

case("BroadcastInDimOp_ReplaceWithReshape", 3,
     "%a: tensor<3xf32>, %b: tensor<2x1xi32>, %c: tensor<0x1xf32>", """
%0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1xf32>
%1 = stablehlo.broadcast_in_dim %b, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x1xi32>
%2 = stablehlo.broadcast_in_dim %c, dims = [0, 2] : (tensor<0x1xf32>) -> tensor<0x3x5xf32>
return %0, %1, %2 : tensor<1x3x1xf32>, tensor<2x1xi32>, tensor<0x3x5xf32>
""", """
%0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
%1 = stablehlo.broadcast_in_dim %b, dims = [1, 0] : (tensor<2x1xi32>) -> tensor<1x2xi32>
return %0, %1 : tensor<2x3xf32>, tensor<1x2xi32>
""")

case("BroadcastInDimOp_ReplaceWithTranspose", 3,
     "%a: tensor<2x3xf32>, %b: tensor<2x3x4xi32>, %c: tensor<4xbf16>", """
%0 = stablehlo.broadcast_in_dim %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
%1 = stablehlo.broadcast_in_dim %b, dims = [2, 0, 1] : (tensor<2x3x4xi32>) -> tensor<3x4x2xi32>
%2 = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<4xbf16>) -> tensor<4xbf16>
return %0, %1, %2 : tensor<3x2xf32>, tensor<3x4x2xi32>, tensor<4xbf16>
""", """
%0 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
%z = stablehlo.constant dense<0.0> : tensor<0x1xf32>
%1 = stablehlo.broadcast_in_dim %z, dims = [0, 1] : (tensor<0x1xf32>) -> tensor<0x5xf32>
return %0, %1 : tensor<4x2x3xf32>, tensor<0x5xf32>
""", neg_args="%a: tensor<2x3xf32>")

# ------------------------------------------------------------------ compare
case("CompareOp_NeBooleanFalse", 2, "%a: tensor<8xi1>, %b: tensor<2x4xi1>, %x: tensor<8xi32>", """
%f = stablehlo.constant dense<false> : tensor<8xi1>
%0 = stablehlo.compare NE, %a, %f : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
%g = stablehlo.constant dense<false> : tensor<2x4xi1>
%1 = stablehlo.compare NE, %b, %g, UNSIGNED : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
return %0, %1 : tensor<8xi1>, tensor<2x4xi1>
""", """
%t = stablehlo.constant dense<true> : tensor<8xi1>
%0 = stablehlo.compare NE, %a, %t : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
%z = stablehlo.constant dense<0> : tensor<8xi32>
%1 = stablehlo.compare NE, %x, %z : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
%f = stablehlo.constant dense<false> : tensor<8xi1>
%2 = stablehlo.compare EQ, %a, %f : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
return %0, %1, %2 : tensor<8xi1>, tensor<8xi1>, tensor<8xi1>
""")

case("CompareOp_EqBooleanTrue", 2, "%a: tensor<8xi1>, %b: tensor<2x4xi1>, %x: tensor<8xi32>", """
%f = stablehlo.constant dense<true> : tensor<8xi1>
%0 = stablehlo.compare EQ, %a, %f : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
%g = stablehlo.constant dense<true> : tensor<2x4xi1>
%1 = stablehlo.compare EQ, %b, %g, UNSIGNED : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
return %0, %1 : tensor<8xi1>, tensor<2x4xi1>
""", """
%t = stablehlo.constant dense<false> : tensor<8xi1>
%0 = stablehlo.compare EQ, %a, %t : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
%z = stablehlo.constant dense<1> : tensor<8xi32>
%1 = stablehlo.compare EQ, %x, %z : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
%f = stablehlo.constant dense<true> : tensor<8xi1>
%2 = stablehlo.compare NE, %a, %f : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
return %0, %1, %2 : tensor<8xi1>, tensor<8xi1>, tensor<8xi1>
""")

# ------------------------------------------------------------------ convert
case("ConvertOp_RemoveNoop", 3, "%a: tensor<4xf32>, %b: tensor<2x3xi32>, %c: tensor<4xbf16>", """
%0 = stablehlo.convert %a : tensor<4xf32>
%1 = stablehlo.convert %b : tensor<2x3xi32>
%2 = stablehlo.convert %c : tensor<4xbf16>
return %0, %1, %2 : tensor<4xf32>, tensor<2x3xi32>, tensor<4xbf16>
""", """
%0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xbf16>
%1 = stablehlo.convert %b : (tensor<2x3xi32>) -> tensor<2x3xui32>
%2 = stablehlo.convert %c : (tensor<4xbf16>) -> tensor<4xf32>
return %0, %1, %2 : tensor<4xbf16>, tensor<2x3xui32>, tensor<4xf32>
""")

# ------------------------------------------------------------------ dynamic ops
case("DynamicBroadcastInDimOp_MergeComposition", 2, "%a: tensor<3xf32>, %b: tensor<2x1xi32>", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
%i0 = stablehlo.dynamic_broadcast_in_dim %a, %s0, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
%t0 = stablehlo.constant dense<[3, 4, 2]> : tensor<3xi64>
%0 = stablehlo.dynamic_broadcast_in_dim %i0, %t0, dims = [2, 0] : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<3x4x2xf32>
%s1 = stablehlo.constant dense<[5, 2]> : tensor<2xi64>
%i1 = stablehlo.dynamic_broadcast_in_dim %b, %s1, dims = [1, 0] {known_expanding_dimensions = array<i64: 0>} : (tensor<2x1xi32>, tensor<2xi64>) -> tensor<5x2xi32>
%t1 = stablehlo.constant dense<[5, 3, 2]> : tensor<3xi64>
%1 = stablehlo.dynamic_broadcast_in_dim %i1, %t1, dims = [0, 2] : (tensor<5x2xi32>, tensor<3xi64>) -> tensor<5x3x2xi32>
return %0, %1 : tensor<3x4x2xf32>, tensor<5x3x2xi32>
""", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
%i0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
%t0 = stablehlo.constant dense<[3, 4, 2]> : tensor<3xi64>
%0 = stablehlo.dynamic_broadcast_in_dim %i0, %t0, dims = [2, 0] : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<3x4x2xf32>
return %0 : tensor<3x4x2xf32>
""", neg_args="%a: tensor<3xf32>")

case("DynamicBroadcastInDimOp_ReplaceNoopWithConvert", 2, "%a: tensor<3xf32>, %b: tensor<2x1xi32>",
     """
%s0 = stablehlo.constant dense<[3]> : tensor<1xi64>
%0 = stablehlo.dynamic_broadcast_in_dim %a, %s0, dims = [0] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<1xi64>) -> tensor<3xf32>
%s1 = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
%1 = stablehlo.dynamic_broadcast_in_dim %b, %s1, dims = [0, 1] {known_nonexpanding_dimensions = array<i64: 0, 1>} : (tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x1xi32>
return %0, %1 : tensor<3xf32>, tensor<2x1xi32>
""", """
%s0 = stablehlo.constant dense<[3]> : tensor<1xi64>
%0 = stablehlo.dynamic_broadcast_in_dim %a, %s0, dims = [0] : (tensor<3xf32>, tensor<1xi64>) -> tensor<3xf32>
%s1 = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
%1 = stablehlo.dynamic_broadcast_in_dim %b, %s1, dims = [0, 1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xi32>
return %0, %1 : tensor<3xf32>, tensor<2x4xi32>
""")

case("DynamicBroadcastInDimOp_FoldToDynamicReshape", 2, "%a: tensor<6xf32>, %b: tensor<2x2xi32>",
     """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
%r0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
%0 = stablehlo.dynamic_broadcast_in_dim %r0, %s0, dims = [0, 1] : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
%s1 = stablehlo.constant dense<[4]> : tensor<1xi64>
%r1 = stablehlo.dynamic_reshape %b, %s1 : (tensor<2x2xi32>, tensor<1xi64>) -> tensor<4xi32>
%1 = stablehlo.dynamic_broadcast_in_dim %r1, %s1, dims = [0] : (tensor<4xi32>, tensor<1xi64>) -> tensor<4xi32>
return %0, %1 : tensor<2x3xf32>, tensor<4xi32>
""", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
%t0 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
%r0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
%0 = stablehlo.dynamic_broadcast_in_dim %r0, %t0, dims = [0, 1] : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
%s1 = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
%r1 = stablehlo.dynamic_reshape %b, %s1 : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
%1 = stablehlo.dynamic_broadcast_in_dim %r1, %s1, dims = [1, 0] : (tensor<2x2xf32>, tensor<2xi64>) -> tensor<2x2xf32>
return %0, %1 : tensor<2x3xf32>, tensor<2x2xf32>
""", neg_args="%a: tensor<6xf32>, %b: tensor<4xf32>")

case("DynamicGatherOp_ReplaceWithGather", 2, "%x: tensor<8x4xf32>, %i: tensor<3x1xi32>, "
     "%y: tensor<5x3xi32>", """
%s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
%0 = "stablehlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<8x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
%t = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
%1 = "stablehlo.dynamic_gather"(%y, %i, %t) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true}> : (tensor<5x3xi32>, tensor<3x1xi32>, tensor<2xi32>) -> tensor<3x2x2xi32>
return %0, %1 : tensor<3x4xf32>, tensor<3x2x2xi32>
""", """
%0 = "stablehlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<8x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
return %0 : tensor<3x4xf32>
""", neg_args="%x: tensor<8x4xf32>, %i: tensor<3x1xi32>, %s: tensor<2xi64>")

case("DynamicPadOp_ReplaceWithPad", 2, "%x: tensor<3xf32>, %p: tensor<f32>, %y: tensor<2x3xi32>, "
     "%q: tensor<i32>", """
%l = stablehlo.constant dense<[1]> : tensor<1xi64>
%h = stablehlo.constant dense<[2]> : tensor<1xi64>
%n = stablehlo.constant dense<[1]> : tensor<1xi64>
%0 = stablehlo.dynamic_pad %x, %p, %l, %h, %n : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<8xf32>
%l1 = stablehlo.constant dense<[0, -1]> : tensor<2xi32>
%h1 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
%n1 = stablehlo.constant dense<[0, 2]> : tensor<2xi32>
%1 = stablehlo.dynamic_pad %y, %q, %l1, %h1, %n1 : (tensor<2x3xi32>, tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<3x6xi32>
return %0, %1 : tensor<8xf32>, tensor<3x6xi32>
""", """
%l = stablehlo.constant dense<[1]> : tensor<1xi64>
%0 = stablehlo.dynamic_pad %x, %p, %l, %l, %h : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<7xf32>
return %0 : tensor<7xf32>
""", neg_args="%x: tensor<3xf32>, %p: tensor<f32>, %h: tensor<1xi64>")

case("DynamicReshapeOp_MergeComposition", 2, "%a: tensor<6xf32>, %b: tensor<2x2xi32>", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
%r0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
%t0 = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
%0 = stablehlo.dynamic_reshape %r0, %t0 : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
%s1 = stablehlo.constant dense<[4]> : tensor<1xi64>
%r1 = stablehlo.dynamic_reshape %b, %s1 : (tensor<2x2xi32>, tensor<1xi64>) -> tensor<4xi32>
%t1 = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
%1 = stablehlo.dynamic_reshape %r1, %t1 : (tensor<4xi32>, tensor<2xi64>) -> tensor<1x4xi32>
return %0, %1 : tensor<3x2xf32>, tensor<1x4xi32>
""", """
%r0 = stablehlo.reshape %a : (tensor<6xf32>) -> tensor<2x3xf32>
%t0 = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
%0 = stablehlo.dynamic_reshape %r0, %t0 : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
return %0 : tensor<3x2xf32>
""", neg_args="%a: tensor<6xf32>")

case("DynamicUpdateSliceOp_RemoveNoop", 2, "%x: tensor<4x3xf32>, %i: tensor<i32>, %j: tensor<i32>, "
     "%y: tensor<5xi32>", """
%u = stablehlo.constant dense<0.0> : tensor<0x3xf32>
%0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x3xf32>, tensor<0x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
%v = stablehlo.slice %y [2:2] : (tensor<5xi32>) -> tensor<0xi32>
%1 = stablehlo.dynamic_update_slice %y, %v, %j : (tensor<5xi32>, tensor<0xi32>, tensor<i32>) -> tensor<5xi32>
return %0, %1 : tensor<4x3xf32>, tensor<5xi32>
""", """
%u = stablehlo.constant dense<0.0> : tensor<1x3xf32>
%0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
return %0 : tensor<4x3xf32>
""")

case("DynamicUpdateSliceOp_FoldToUpdateOperand", 2, "%x: tensor<4x3xf32>, %u: tensor<4x3xf32>, "
     "%i: tensor<i32>, %j: tensor<i32>, %y: tensor<5xi32>, %v: tensor<5xi32>", """
%0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
%1 = stablehlo.dynamic_update_slice %y, %v, %j : (tensor<5xi32>, tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
return %0, %1 : tensor<4x3xf32>, tensor<5xi32>
""", """
%w = stablehlo.slice %u [0:3, 0:3] : (tensor<4x3xf32>) -> tensor<3x3xf32>
%0 = stablehlo.dynamic_update_slice %x, %w, %i, %j : (tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
return %0 : tensor<4x3xf32>
""")

# ------------------------------------------------------------------ complex / real / imag
case("ComplexOp_CancelOutComposedOps", 1, "%x: tensor<4xcomplex<f32>>, %y: tensor<4xcomplex<f32>>",
     """
%r = stablehlo.real %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
%i = stablehlo.imag %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
%0 = stablehlo.complex %r, %i : tensor<4xcomplex<f32>>
return %0 : tensor<4xcomplex<f32>>
""", """
%r = stablehlo.real %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
%i = stablehlo.imag %y : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
%0 = stablehlo.complex %r, %i : tensor<4xcomplex<f32>>
%1 = stablehlo.complex %i, %r : tensor<4xcomplex<f32>>
return %0, %1 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
""")

case("ImagOp_CancelOutComposedOps", 2, "%a: tensor<4xf32>, %b: tensor<4xf32>, "
     "%x: tensor<4xcomplex<f32>>", """
%c = stablehlo.complex %a, %b : tensor<4xcomplex<f32>>
%0 = stablehlo.imag %c : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
%d = stablehlo.complex %b, %a : tensor<4xcomplex<f32>>
%1 = stablehlo.imag %d : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
return %0, %1 : tensor<4xf32>, tensor<4xf32>
""", """
%0 = stablehlo.imag %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
%n = stablehlo.negate %x : tensor<4xcomplex<f32>>
%1 = stablehlo.imag %n : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
return %0, %1 : tensor<4xf32>, tensor<4xf32>
""")

case("RealOp_CancelOutComposedOps", 2, "%a: tensor<4xf32>, %b: tensor<4xf32>, "
     "%x: tensor<4xcomplex<f32>>", """
%c = stablehlo.complex %a, %b : tensor<4xcomplex<f32>>
%0 = stablehlo.real %c : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
%d = stablehlo.complex %b, %a : tensor<4xcomplex<f32>>
%1 = stablehlo.real %d : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
return %0, %1 : tensor<4xf32>, tensor<4xf32>
""", """
%0 = stablehlo.real %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
%n = stablehlo.negate %x : tensor<4xcomplex<f32>>
%1 = stablehlo.real %n : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
return %0, %1 : tensor<4xf32>, tensor<4xf32>
""")

# ------------------------------------------------------------------ iota
case("IotaOp_FoldScalarToZero", 3, "%a: tensor<1x4xi32>, %b: tensor<3x1xf32>, %c: tensor<1xui8>", """
%i0 = stablehlo.iota dim = 0 : tensor<1x4xi32>
%0 = stablehlo.add %a, %i0 : tensor<1x4xi32>
%i1 = stablehlo.iota dim = 1 : tensor<3x1xf32>
%1 = stablehlo.multiply %b, %i1 : tensor<3x1xf32>
%i2 = stablehlo.iota dim = 0 : tensor<1xui8>
%2 = stablehlo.subtract %c, %i2 : tensor<1xui8>
return %0, %1, %2 : tensor<1x4xi32>, tensor<3x1xf32>, tensor<1xui8>
""", """
%i0 = stablehlo.iota dim = 1 : tensor<1x4xi32>
%0 = stablehlo.add %a, %i0 : tensor<1x4xi32>
%i1 = stablehlo.iota dim = 0 : tensor<3x1xf32>
%1 = stablehlo.multiply %b, %i1 : tensor<3x1xf32>
return %0, %1 : tensor<1x4xi32>, tensor<3x1xf32>
""")

# ------------------------------------------------------------------ pad
case("PadOp_RemoveNoop", 2, "%a: tensor<4xf32>, %p: tensor<f32>, %b: tensor<2x3xi32>, "
     "%q: tensor<i32>", """
%0 = stablehlo.pad %a, %p, low = [0], high = [0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
%1 = stablehlo.pad %b, %q, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""", """
%0 = stablehlo.pad %a, %p, low = [1], high = [-1], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
%1 = stablehlo.pad %b, %q, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x4xi32>
return %0, %1 : tensor<4xf32>, tensor<2x4xi32>
""")

# ------------------------------------------------------------------ real_dynamic_slice
case("RealDynamicSliceOp_ReplaceWithSlice", 2, "%x: tensor<8xf32>, %y: tensor<4x5xi32>", """
%l = stablehlo.constant dense<[1]> : tensor<1xi64>
%h = stablehlo.constant dense<[7]> : tensor<1xi64>
%k = stablehlo.constant dense<[2]> : tensor<1xi64>
%0 = stablehlo.real_dynamic_slice %x, %l, %h, %k : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
%l1 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
%h1 = stablehlo.constant dense<[3, 5]> : tensor<2xi32>
%k1 = stablehlo.constant dense<[1, 3]> : tensor<2xi32>
%1 = stablehlo.real_dynamic_slice %y, %l1, %h1, %k1 : (tensor<4x5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<3x2xi32>
return %0, %1 : tensor<3xf32>, tensor<3x2xi32>
""", """
%0 = stablehlo.real_dynamic_slice %x, %l, %h, %k : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
return %0 : tensor<3xf32>
""", neg_args="%x: tensor<8xf32>, %l: tensor<1xi64>, %h: tensor<1xi64>, %k: tensor<1xi64>")

# ------------------------------------------------------------------ reduce
case("ReduceOp_RemoveNoop", 2, "%x: tensor<4xf32>, %y: tensor<2x3xi32>", """
%z = stablehlo.constant dense<-0.0> : tensor<f32>
%0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
%m = stablehlo.constant dense<-2147483648> : tensor<i32>
%1 = stablehlo.reduce(%y init: %m) applies stablehlo.maximum across dimensions = [] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""", """
%z = stablehlo.constant dense<-0.0> : tensor<f32>
%0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
return %0 : tensor<f32>
""")

_ARGMAX = """
%1:2 = stablehlo.reduce(%x init: %mi), (%i init: %zi) across dimensions = [DIMS] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (RES)
 reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
  %g = stablehlo.compare GT, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v = stablehlo.select %g, %a, %c : tensor<i1>, tensor<f32>
  %w = stablehlo.select %g, %b, %d : tensor<i1>, tensor<i32>
  stablehlo.return %v, %w : tensor<f32>, tensor<i32>
}
"""
case("ReduceOp_RemoveNoop_2", 1, "%x: tensor<4xf32>, %i: tensor<4xi32>", """
%mi = stablehlo.constant dense<0xFF800000> : tensor<f32>
%zi = stablehlo.constant dense<0> : tensor<i32>
""" + _ARGMAX.replace("DIMS", "").replace("RES", "tensor<4xf32>, tensor<4xi32>") + """
return %1#0, %1#1 : tensor<4xf32>, tensor<4xi32>
""", """
%mi = stablehlo.constant dense<0xFF800000> : tensor<f32>
%zi = stablehlo.constant dense<0> : tensor<i32>
""" + _ARGMAX.replace("DIMS", "0").replace("RES", "tensor<f32>, tensor<i32>") + """
return %1#0, %1#1 : tensor<f32>, tensor<i32>
""")

# ------------------------------------------------------------------ reshape
case("ReshapeOp_MergeComposition", 3, "%a: tensor<6xf32>, %b: tensor<2x3x4xi32>", """
%r0 = stablehlo.reshape %a : (tensor<6xf32>) -> tensor<2x3xf32>
%0 = stablehlo.reshape %r0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
%r1 = stablehlo.reshape %b : (tensor<2x3x4xi32>) -> tensor<6x4xi32>
%s1 = stablehlo.reshape %r1 : (tensor<6x4xi32>) -> tensor<24xi32>
%1 = stablehlo.reshape %s1 : (tensor<24xi32>) -> tensor<4x3x2xi32>
return %0, %1 : tensor<3x2xf32>, tensor<4x3x2xi32>
""", """
%r0 = stablehlo.transpose %a, dims = [0] : (tensor<6xf32>) -> tensor<6xf32>
%0 = stablehlo.reshape %r0 : (tensor<6xf32>) -> tensor<3x2xf32>
return %0 : tensor<3x2xf32>
""")

case("ReshapeOp_RemoveNoop", 2, "%a: tensor<6xf32>, %b: tensor<2x3xi32>", """
%0 = stablehlo.reshape %a : (tensor<6xf32>) -> tensor<6xf32>
%1 = stablehlo.reshape %b : (tensor<2x3xi32>) -> tensor<2x3xi32>
return %0, %1 : tensor<6xf32>, tensor<2x3xi32>
""", """
%0 = stablehlo.reshape %a : (tensor<6xf32>) -> tensor<1x6xf32>
%1 = stablehlo.reshape %b : (tensor<2x3xi32>) -> tensor<3x2xi32>
return %0, %1 : tensor<1x6xf32>, tensor<3x2xi32>
""")

# ------------------------------------------------------------------ select
# four: the third select becomes a select of not(%p), which it swaps again
case("SelectOp_InvertPredicateAndSwap", 4, "%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>, "
     "%q: tensor<i1>, %c: tensor<2x3xi32>, %d: tensor<2x3xi32>", """
%n = stablehlo.not %p : tensor<4xi1>
%0 = stablehlo.select %n, %a, %b : tensor<4xi1>, tensor<4xf32>
%m = stablehlo.not %q : tensor<i1>
%1 = stablehlo.select %m, %c, %d : tensor<i1>, tensor<2x3xi32>
%k = stablehlo.not %n : tensor<4xi1>
%2 = stablehlo.select %k, %b, %a : tensor<4xi1>, tensor<4xf32>
return %0, %1, %2 : tensor<4xf32>, tensor<2x3xi32>, tensor<4xf32>
""", """
%n = stablehlo.xor %p, %p : tensor<4xi1>
%0 = stablehlo.select %n, %a, %b : tensor<4xi1>, tensor<4xf32>
%1 = stablehlo.select %q, %c, %d : tensor<i1>, tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""")

case("SelectOp_InvertBroadcastPredicateAndSwap", 2, "%p: tensor<4xi1>, %a: tensor<3x4xf32>, "
     "%b: tensor<3x4xf32>, %q: tensor<i1>, %c: tensor<2x3xi32>, %d: tensor<2x3xi32>", """
%n = stablehlo.not %p : tensor<4xi1>
%bn = stablehlo.broadcast_in_dim %n, dims = [1] : (tensor<4xi1>) -> tensor<3x4xi1>
%0 = stablehlo.select %bn, %a, %b : tensor<3x4xi1>, tensor<3x4xf32>
%m = stablehlo.not %q : tensor<i1>
%bm = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
%1 = stablehlo.select %bm, %c, %d : tensor<2x3xi1>, tensor<2x3xi32>
return %0, %1 : tensor<3x4xf32>, tensor<2x3xi32>
""", """
%n = stablehlo.not %p : tensor<4xi1>
%bn = stablehlo.broadcast_in_dim %n, dims = [1] : (tensor<4xi1>) -> tensor<3x4xi1>
%0 = stablehlo.select %bn, %a, %b : tensor<3x4xi1>, tensor<3x4xf32>
%bm = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
%1 = stablehlo.select %bm, %c, %d : tensor<2x3xi1>, tensor<2x3xi32>
return %0, %1, %bn : tensor<3x4xf32>, tensor<2x3xi32>, tensor<3x4xi1>
""")

# ------------------------------------------------------------------ slice
case("SliceOp_RemoveNoop", 3, "%a: tensor<4xf32>, %b: tensor<2x3xi32>, %c: tensor<1x5xbf16>", """
%0 = stablehlo.slice %a [0:4] : (tensor<4xf32>) -> tensor<4xf32>
%1 = stablehlo.slice %b [0:2, 0:3] : (tensor<2x3xi32>) -> tensor<2x3xi32>
%2 = stablehlo.slice %c [0:1:3, 0:5] : (tensor<1x5xbf16>) -> tensor<1x5xbf16>
return %0, %1, %2 : tensor<4xf32>, tensor<2x3xi32>, tensor<1x5xbf16>
""", """
%0 = stablehlo.slice %a [1:4] : (tensor<4xf32>) -> tensor<3xf32>
%1 = stablehlo.slice %b [0:2, 0:3:2] : (tensor<2x3xi32>) -> tensor<2x2xi32>
return %0, %1 : tensor<3xf32>, tensor<2x2xi32>
""")

# ------------------------------------------------------------------ transpose
case("TransposeOp_RemoveNoop", 3, "%a: tensor<4xf32>, %b: tensor<2x3xi32>, %c: tensor<f32>", """
%0 = stablehlo.transpose %a, dims = [0] : (tensor<4xf32>) -> tensor<4xf32>
%1 = stablehlo.transpose %b, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3xi32>
%2 = stablehlo.transpose %c, dims = [] : (tensor<f32>) -> tensor<f32>
return %0, %1, %2 : tensor<4xf32>, tensor<2x3xi32>, tensor<f32>
""", """
%1 = stablehlo.transpose %b, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
return %1 : tensor<3x2xi32>
""", neg_args="%b: tensor<2x3xi32>")

case("TransposeOp_TransposeOfTranspose", 3, "%a: tensor<2x3x4xf32>, %b: tensor<2x3xi32>", """
%t0 = stablehlo.transpose %a, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
%0 = stablehlo.transpose %t0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
%t1 = stablehlo.transpose %a, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
%1 = stablehlo.transpose %t1, dims = [0, 2, 1] : (tensor<4x2x3xf32>) -> tensor<4x3x2xf32>
%t2 = stablehlo.transpose %b, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
%2 = stablehlo.transpose %t2, dims = [1, 0] : (tensor<3x2xi32>) -> tensor<2x3xi32>
return %0, %1, %2 : tensor<2x3x4xf32>, tensor<4x3x2xf32>, tensor<2x3xi32>
""", """
%t0 = stablehlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
%0 = stablehlo.transpose %t0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
return %0 : tensor<2x3x4xf32>
""")

# ------------------------------------------------------------------ tuples
case("GetTupleElementOp_UnpackTuple", 3, "%x: tensor<3xf32>, %y: tensor<2xi32>", """
%t = stablehlo.tuple %x, %y : tuple<tensor<3xf32>, tensor<2xi32>>
%0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<2xi32>
%1 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<3xf32>
%u = stablehlo.tuple %y : tuple<tensor<2xi32>>
%2 = stablehlo.get_tuple_element %u[0] : (tuple<tensor<2xi32>>) -> tensor<2xi32>
return %0, %1, %2 : tensor<2xi32>, tensor<3xf32>, tensor<2xi32>
""", """
%0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<2xi32>
return %0 : tensor<2xi32>
""", neg_args="%t: tuple<tensor<3xf32>, tensor<2xi32>>")


# StableHLO's C++ patterns and folder ops (the second section of simplify.rules): their own file.
from simplify_data.stablehlo_cases import add_cases

add_cases(case)

CASES_BY_RULE = {c.rule: c for c in CASES}
assert len(CASES_BY_RULE) == len(CASES)
