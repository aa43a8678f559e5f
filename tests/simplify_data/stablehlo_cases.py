"""Per-rule test modules for the second section of rulebooks/simplify.rules (StableHLO's C++
simplification patterns and folder ops, issue 18), in the form of ``cases.py`` (which adds
them to its ``CASES``): a positive module where the rule fires ``fires`` times in one sweep,
a negative module where every instantiation misses one precondition."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def add_cases(case: Callable[..., Any]) -> None:
    """Register this section's cases with ``cases.case``."""
    # -------------------------------------------------------------- compare
    case("CompareOp_ConstantToRhs", 5,
         "%a: tensor<4xf32>, %b: tensor<2x3xi32>, %c: tensor<4xui8>, %d: tensor<4xbf16>, "
         "%e: tensor<4xf32>", """
%c0 = stablehlo.constant dense<[1.5, -0.0, 0x7FC00000, 0xFF800000]> : tensor<4xf32>
%0 = stablehlo.compare LT, %c0, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
%c1 = stablehlo.constant dense<-7> : tensor<2x3xi32>
%1 = stablehlo.compare GE, %c1, %b, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
%c2 = stablehlo.constant dense<[0, 3, 200, 255]> : tensor<4xui8>
%2 = stablehlo.compare LE, %c2, %c, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
%c3 = stablehlo.constant dense<[2.0, 0.0, -0.0, 0x7F80]> : tensor<4xbf16>
%3 = stablehlo.compare NE, %c3, %d, FLOAT : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
%4 = stablehlo.compare GT, %c0, %e, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
return %0, %1, %2, %3, %4 : tensor<4xi1>, tensor<2x3xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
""", """
%c0 = stablehlo.constant dense<[1.5, -0.0, 0x7FC00000, 0xFF800000]> : tensor<4xf32>
%0 = stablehlo.compare LT, %a, %c0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
%c1 = stablehlo.constant dense<-7> : tensor<2x3xi32>
%k1 = stablehlo.constant dense<5> : tensor<2x3xi32>
%1 = stablehlo.compare GE, %c1, %k1, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
%2 = stablehlo.compare LE, %c, %c, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
return %0, %1, %2 : tensor<4xi1>, tensor<2x3xi1>, tensor<4xi1>
""")

    case("CompareOp_SameOperands", 4,
         "%a: tensor<4xi32>, %b: tensor<2x3xui8>, %c: tensor<4xi1>, %d: tensor<i16>", """
%0 = stablehlo.compare LE, %a, %a, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
%1 = stablehlo.compare GT, %b, %b, UNSIGNED : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xi1>
%2 = stablehlo.compare NE, %c, %c, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
%3 = stablehlo.compare EQ, %d, %d, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
return %0, %1, %2, %3 : tensor<4xi1>, tensor<2x3xi1>, tensor<4xi1>, tensor<i1>
""", """
%0 = stablehlo.compare EQ, %e, %e, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
%1 = stablehlo.compare LE, %a, %f, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
%2 = stablehlo.compare GE, %g, %g, TOTALORDER : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xi1>
return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<2xi1>
""", neg_args="%a: tensor<4xi32>, %e: tensor<4xf32>, %f: tensor<4xi32>, %g: tensor<2xbf16>")

    # -------------------------------------------------------------- concatenate
    case("ConcatenateOp_Noop", 2, "%a: tensor<4xf32>, %b: tensor<2x3xi32>", """
%0 = stablehlo.concatenate %a, dim = 0 : (tensor<4xf32>) -> tensor<4xf32>
%1 = stablehlo.concatenate %b, dim = 1 : (tensor<2x3xi32>) -> tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""", """
%0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
%1 = stablehlo.concatenate %b, %b, dim = 0 : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<4x3xi32>
return %0, %1 : tensor<8xf32>, tensor<4x3xi32>
""")

    case("ConcatenateOp_RemoveEmpty", 3,
         "%a: tensor<4xf32>, %e: tensor<0xf32>, %b: tensor<2x3xi32>, %f: tensor<2x0xi32>, "
         "%g: tensor<0x3xi32>", """
%0 = stablehlo.concatenate %a, %e, %a, dim = 0 : (tensor<4xf32>, tensor<0xf32>, tensor<4xf32>) -> tensor<8xf32>
%1 = stablehlo.concatenate %f, %b, %f, dim = 1 : (tensor<2x0xi32>, tensor<2x3xi32>, tensor<2x0xi32>) -> tensor<2x3xi32>
%2 = stablehlo.concatenate %g, %b, dim = 0 : (tensor<0x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
return %0, %1, %2 : tensor<8xf32>, tensor<2x3xi32>, tensor<2x3xi32>
""", """
%0 = stablehlo.concatenate %e, %e, dim = 0 : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
%1 = stablehlo.concatenate %f, %b, dim = 0 : (tensor<2x0xi32>, tensor<2x0xi32>) -> tensor<4x0xi32>
%2 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
return %0, %1, %2 : tensor<0xf32>, tensor<4x0xi32>, tensor<8xf32>
""", neg_args="%a: tensor<4xf32>, %e: tensor<0xf32>, %b: tensor<2x0xi32>, %f: tensor<2x0xi32>")

    case("ConcatenateOp_AdjacentSplats", 5,
         "%a: tensor<2x3xf32>, %b: tensor<4xi32>, %c: tensor<3xbf16>, %d: tensor<2xi1>, "
         "%e: tensor<2xf16>", """
%s0 = stablehlo.constant dense<1.5> : tensor<2x2xf32>
%t0 = stablehlo.constant dense<1.5> : tensor<2x1xf32>
%0 = stablehlo.concatenate %a, %s0, %t0, %a, dim = 1 : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x9xf32>
%s1 = stablehlo.constant dense<-5> : tensor<2xi32>
%1 = stablehlo.concatenate %s1, %s1, %b, dim = 0 : (tensor<2xi32>, tensor<2xi32>, tensor<4xi32>) -> tensor<8xi32>
%s2 = stablehlo.constant dense<-0.0> : tensor<1xbf16>
%t2 = stablehlo.constant dense<-0.0> : tensor<2xbf16>
%2 = stablehlo.concatenate %c, %s2, %t2, dim = 0 : (tensor<3xbf16>, tensor<1xbf16>, tensor<2xbf16>) -> tensor<6xbf16>
%s3 = stablehlo.constant dense<true> : tensor<1xi1>
%3 = stablehlo.concatenate %s3, %s3, %d, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<2xi1>) -> tensor<4xi1>
%s4 = stablehlo.constant dense<0x8400> : tensor<2xf16>
%4 = stablehlo.concatenate %e, %s4, %s4, dim = 0 : (tensor<2xf16>, tensor<2xf16>, tensor<2xf16>) -> tensor<6xf16>
return %0, %1, %2, %3, %4 : tensor<2x9xf32>, tensor<8xi32>, tensor<6xbf16>, tensor<4xi1>, tensor<6xf16>
""", """
%s0 = stablehlo.constant dense<0.0> : tensor<2x2xf32>
%t0 = stablehlo.constant dense<-0.0> : tensor<2x1xf32>
%0 = stablehlo.concatenate %a, %s0, %t0, %a, dim = 1 : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x9xf32>
%s1 = stablehlo.constant dense<-5> : tensor<2xi32>
%t1 = stablehlo.constant dense<5> : tensor<2xi32>
%1 = stablehlo.concatenate %s1, %b, %s1, %t1, dim = 0 : (tensor<2xi32>, tensor<4xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<10xi32>
%s2 = stablehlo.constant dense<0x7FC0> : tensor<1xbf16>
%2 = stablehlo.concatenate %c, %s2, %s2, dim = 0 : (tensor<3xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<5xbf16>
%s3 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
%3 = stablehlo.concatenate %s3, %s3, %d, dim = 0 : (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) -> tensor<6xi1>
%s4 = stablehlo.constant dense<0x0001> : tensor<1xbf16>
%t4 = stablehlo.constant dense<0x0001> : tensor<2xbf16>
%4 = stablehlo.concatenate %s4, %t4, %c, dim = 0 : (tensor<1xbf16>, tensor<2xbf16>, tensor<3xbf16>) -> tensor<6xbf16>
%s5 = stablehlo.constant dense<-1.0e-39> : tensor<1xf32>
%5 = stablehlo.concatenate %s5, %s5, %a2, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
return %0, %1, %2, %3, %4, %5 : tensor<2x9xf32>, tensor<10xi32>, tensor<5xbf16>, tensor<6xi1>, tensor<6xbf16>, tensor<3xf32>
""", neg_args="%a: tensor<2x3xf32>, %b: tensor<4xi32>, %c: tensor<3xbf16>, %d: tensor<2xi1>, "
       "%a2: tensor<1xf32>")

    # -------------------------------------------------------------- dynamic shapes made static
    case("DynamicIotaOp_IsStatic", 2, "%a: tensor<2x3xi32>", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
%0 = stablehlo.dynamic_iota %s0, dim = 1 : (tensor<2xi32>) -> tensor<2x3xi32>
%s1 = stablehlo.constant dense<[5]> : tensor<1xi32>
%1 = stablehlo.dynamic_iota %s1, dim = 0 : (tensor<1xi32>) -> tensor<5xf32>
%2 = stablehlo.add %0, %a : tensor<2x3xi32>
return %2, %1 : tensor<2x3xi32>, tensor<5xf32>
""", """
%0 = stablehlo.dynamic_iota %s0, dim = 0 : (tensor<2xi32>) -> tensor<2x?xi32>
return %0 : tensor<2x?xi32>
""", neg_args="%s0: tensor<2xi32>")

    case("DynamicBroadcastInDimOp_NotActuallyDynamic", 2, "%a: tensor<3xf32>, %b: tensor<1x2xi32>", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
%0 = stablehlo.dynamic_broadcast_in_dim %a, %s0, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
%s1 = stablehlo.constant dense<[4, 2, 5]> : tensor<3xi32>
%1 = stablehlo.dynamic_broadcast_in_dim %b, %s1, dims = [0, 1] : (tensor<1x2xi32>, tensor<3xi32>) -> tensor<4x2x5xi32>
return %0, %1 : tensor<2x3xf32>, tensor<4x2x5xi32>
""", """
%0 = stablehlo.dynamic_broadcast_in_dim %a, %s0, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<2x?xf32>
%1 = stablehlo.dynamic_broadcast_in_dim %b, %s0, dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<2x3xf32>
return %0, %1 : tensor<2x?xf32>, tensor<2x3xf32>
""", neg_args="%a: tensor<3xf32>, %b: tensor<?xf32>, %s0: tensor<2xi32>")

    case("DynamicReshapeOp_IsStatic", 2, "%a: tensor<6xf32>, %b: tensor<2x3x4xi32>", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
%0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<2xi32>) -> tensor<2x3xf32>
%s1 = stablehlo.constant dense<[24]> : tensor<1xi32>
%1 = stablehlo.dynamic_reshape %b, %s1 : (tensor<2x3x4xi32>, tensor<1xi32>) -> tensor<24xi32>
return %0, %1 : tensor<2x3xf32>, tensor<24xi32>
""", """
%0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<2xi32>) -> tensor<2x?xf32>
return %0 : tensor<2x?xf32>
""", neg_args="%a: tensor<6xf32>, %s0: tensor<2xi32>")

    # -------------------------------------------------------------- zero extent
    case("ZeroExtent_EmptyConstant", 3,
         "%a: tensor<2x0xf32>, %b: tensor<4xi32>, %c: tensor<f32>", """
%0 = stablehlo.add %a, %a : tensor<2x0xf32>
%1 = stablehlo.slice %b [2:2] : (tensor<4xi32>) -> tensor<0xi32>
%2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
return %0, %1, %2 : tensor<2x0xf32>, tensor<0xi32>, tensor<0x3xf32>
""", """
%e = stablehlo.constant dense<> : tensor<0xi32>
%1 = stablehlo.slice %b [2:3] : (tensor<4xi32>) -> tensor<1xi32>
%2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
%3 = stablehlo.concatenate %e, %1, dim = 0 : (tensor<0xi32>, tensor<1xi32>) -> tensor<1xi32>
return %3, %2, %e : tensor<1xi32>, tensor<1x3xf32>, tensor<0xi32>
""", neg_args="%b: tensor<4xi32>, %c: tensor<f32>")

    case("ZeroExtent_EmptyOperand", 2,
         "%x: tensor<f32>, %i: tensor<1x0xi32>, %u: tensor<1xf32>, %e: tensor<0xf32>, "
         "%b: tensor<4xf32>", """
%0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
}) {scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1>,
    indices_are_sorted = true, unique_indices = true}
  : (tensor<f32>, tensor<1x0xi32>, tensor<1xf32>) -> tensor<f32>
%1 = stablehlo.concatenate %e, %b, dim = 0 : (tensor<0xf32>, tensor<4xf32>) -> tensor<4xf32>
return %0, %1 : tensor<f32>, tensor<4xf32>
""", """
%c = stablehlo.constant dense<> : tensor<0xf32>
%1 = stablehlo.concatenate %c, %b, dim = 0 : (tensor<0xf32>, tensor<4xf32>) -> tensor<4xf32>
%2 = stablehlo.custom_call @foo(%e) {has_side_effect = true} : (tensor<0xf32>) -> tensor<4xf32>
%3 = stablehlo.concatenate %d, %b, dim = 0 : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
return %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<?xf32>
""", neg_args="%e: tensor<0xf32>, %b: tensor<4xf32>, %d: tensor<?xf32>")

    # -------------------------------------------------------------- get_dimension_size
    case("GetDimensionSizeOp_Fold", 2, "%a: tensor<2x3xf32>, %b: tensor<5xi8>", """
%0 = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
%1 = stablehlo.get_dimension_size %b, dim = 0 : (tensor<5xi8>) -> tensor<i32>
return %0, %1 : tensor<i32>, tensor<i32>
""", """
%0 = stablehlo.get_dimension_size %a, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
return %0 : tensor<i32>
""", neg_args="%a: tensor<?x3xf32>")

    # -------------------------------------------------------------- while
    case("WhileOp_ImplicitCapture", 2, "%a: tensor<4xf32>, %b: tensor<4xf32>", """
%c0 = stablehlo.constant dense<0> : tensor<i32>
%c1 = stablehlo.constant dense<1> : tensor<i32>
%c4 = stablehlo.constant dense<4> : tensor<i32>
%0:3 = stablehlo.while(%i = %c0, %x = %a, %y = %b) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
 cond {
  %p = stablehlo.compare LT, %i, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
 } do {
  %n = stablehlo.add %i, %c1 : tensor<i32>
  %s = stablehlo.add %y, %x : tensor<4xf32>
  stablehlo.return %n, %x, %s : tensor<i32>, tensor<4xf32>, tensor<4xf32>
 }
%1:2 = stablehlo.while(%j = %c0, %z = %a) : tensor<i32>, tensor<4xf32>
 cond {
  %p = stablehlo.compare LT, %j, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
 } do {
  %n = stablehlo.add %j, %c1 : tensor<i32>
  stablehlo.return %n, %a : tensor<i32>, tensor<4xf32>
 }
return %0#1, %0#2, %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>
""", """
%c0 = stablehlo.constant dense<0> : tensor<i32>
%c1 = stablehlo.constant dense<1> : tensor<i32>
%c4 = stablehlo.constant dense<4> : tensor<i32>
%0:3 = stablehlo.while(%i = %c0, %x = %a, %y = %b) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
 cond {
  %p = stablehlo.compare LT, %i, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
 } do {
  %n = stablehlo.add %i, %c1 : tensor<i32>
  stablehlo.return %n, %y, %x : tensor<i32>, tensor<4xf32>, tensor<4xf32>
 }
return %0#1, %0#2 : tensor<4xf32>, tensor<4xf32>
""")

    # -------------------------------------------------------------- set_dimension_size
    case("SetDimensionSizeOp_Noop", 2, "%a: tensor<10xf32>, %b: tensor<2x3xi32>", """
%c = stablehlo.constant dense<10> : tensor<i32>
%0 = stablehlo.set_dimension_size %a, %c, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<10xf32>
%k = stablehlo.constant dense<3> : tensor<i32>
%1 = stablehlo.set_dimension_size %b, %k, dim = 1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
return %0, %1 : tensor<10xf32>, tensor<2x3xi32>
""", """
%c = stablehlo.constant dense<10> : tensor<i32>
%0 = stablehlo.set_dimension_size %a, %c, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<10>>
%k = stablehlo.constant dense<2> : tensor<i32>
%1 = stablehlo.set_dimension_size %b, %k, dim = 1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
%2 = stablehlo.set_dimension_size %b, %n, dim = 0 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
return %0, %1, %2 : tensor<?xf32, #stablehlo.bounds<10>>, tensor<2x3xi32>, tensor<2x3xi32>
""", neg_args="%a: tensor<10xf32>, %b: tensor<2x3xi32>, %n: tensor<i32>")

    # -------------------------------------------------------------- real_dynamic_slice
    case("RealDynamicSliceOp_ToDynamicSlice", 2,
         "%x: tensor<8xf32>, %s: tensor<1xi32>, %y: tensor<4x5xi32>, %t: tensor<2xi32>", """
%c = stablehlo.constant dense<3> : tensor<1xi32>
%l = stablehlo.add %s, %c : tensor<1xi32>
%k = stablehlo.constant dense<1> : tensor<1xi32>
%0 = stablehlo.real_dynamic_slice %x, %s, %l, %k : (tensor<8xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xf32>
%c1 = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
%l1 = stablehlo.add %c1, %t : tensor<2xi32>
%k1 = stablehlo.constant dense<1> : tensor<2xi32>
%1 = stablehlo.real_dynamic_slice %y, %t, %l1, %k1 : (tensor<4x5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x4xi32>
return %0, %1 : tensor<3xf32>, tensor<2x4xi32>
""", """
%c = stablehlo.constant dense<3> : tensor<1xi32>
%l = stablehlo.add %s, %c : tensor<1xi32>
%k = stablehlo.constant dense<2> : tensor<1xi32>
%0 = stablehlo.real_dynamic_slice %x, %s, %l, %k : (tensor<8xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2xf32>
%c1 = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
%l1 = stablehlo.add %c1, %u : tensor<2xi32>
%k1 = stablehlo.constant dense<1> : tensor<2xi32>
%1 = stablehlo.real_dynamic_slice %y, %t, %l1, %k1 : (tensor<4x5xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x4xi32>
return %0, %1 : tensor<2xf32>, tensor<2x4xi32>
""", neg_args="%x: tensor<8xf32>, %s: tensor<1xi32>, %y: tensor<4x5xi32>, %t: tensor<2xi32>, "
       "%u: tensor<2xi32>")

    # -------------------------------------------------------------- reduce
    case("ReduceOp_EmptyInput", 2, "%x: tensor<0x3xf32>, %y: tensor<2x0xi32>", """
%z = stablehlo.constant dense<-0.0> : tensor<f32>
%0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
%m = stablehlo.constant dense<-2147483648> : tensor<i32>
%1 = stablehlo.reduce(%y init: %m) applies stablehlo.maximum across dimensions = [1] : (tensor<2x0xi32>, tensor<i32>) -> tensor<2xi32>
return %0, %1 : tensor<3xf32>, tensor<2xi32>
""", """
%z = stablehlo.constant dense<-0.0> : tensor<f32>
%0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
return %0 : tensor<3xf32>
""", neg_args="%x: tensor<1x3xf32>")

    argmax = """
%1:2 = stablehlo.reduce(%x init: %mi), (%i init: %zi) across dimensions = [0] : (XT, IT, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
 reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
  %g = stablehlo.compare GT, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v = stablehlo.select %g, %a, %c : tensor<i1>, tensor<f32>
  %w = stablehlo.select %g, %b, %d : tensor<i1>, tensor<i32>
  stablehlo.return %v, %w : tensor<f32>, tensor<i32>
}
"""
    case("ReduceOp_EmptyInput_2", 1, "%x: tensor<0xf32>, %i: tensor<0xi32>", """
%mi = stablehlo.constant dense<0xFF800000> : tensor<f32>
%zi = stablehlo.constant dense<7> : tensor<i32>
""" + argmax.replace("XT", "tensor<0xf32>").replace("IT", "tensor<0xi32>") + """
return %1#0, %1#1 : tensor<f32>, tensor<i32>
""", """
%mi = stablehlo.constant dense<0xFF800000> : tensor<f32>
%zi = stablehlo.constant dense<7> : tensor<i32>
""" + argmax.replace("XT", "tensor<1xf32>").replace("IT", "tensor<1xi32>") + """
return %1#0, %1#1 : tensor<f32>, tensor<i32>
""", neg_args="%x: tensor<1xf32>, %i: tensor<1xi32>")

    pair = """
%NAME:2 = stablehlo.reduce(%X init: %I), (%Y init: %J) across dimensions = [DIMS] : (XT, YT, IT, JT) -> (AT, BT)
 reducer(%a: IT, %c: IT) (%b: JT, %d: JT) {
  %p = stablehlo.OP1 %a, %c : IT
  %q = stablehlo.OP2 %b, %d : JT
  stablehlo.return %p, %q : IT, JT
}
"""

    def red(name: str, x: str, y: str, i: str, j: str, dims: str, op1: str, op2: str,
            xt: str, yt: str, it: str, jt: str, at: str, bt: str) -> str:
        out = pair
        for k, v in [("NAME", name), ("%X", x), ("%Y", y), ("%I", i), ("%J", j), ("DIMS", dims),
                     ("OP1", op1), ("OP2", op2), ("XT", xt), ("YT", yt), ("IT", it),
                     ("JT", jt), ("AT", at), ("BT", bt)]:
            out = out.replace(k, v)
        return out

    f32, i32 = "tensor<f32>", "tensor<i32>"
    # integer and boolean bodies only (ours: XLA CPU's one-input f32 maximum over many NaNs
    # returns the init), each init its op's identity or the op idempotent (ours)
    case("ReduceOp_UnusedResult", 3,
         "%x: tensor<4x3xi32>, %y: tensor<4x3xi32>, %z: tensor<5xi1>, %w: tensor<5xui8>", """
%i = stablehlo.constant dense<-2147483648> : tensor<i32>
%j = stablehlo.constant dense<0> : tensor<i32>
%k = stablehlo.constant dense<7> : tensor<i32>
%t = stablehlo.constant dense<true> : tensor<i1>
%u = stablehlo.constant dense<1> : tensor<ui8>
""" + red("r0", "%x", "%y", "%i", "%j", "0", "maximum", "add", "tensor<4x3xi32>", "tensor<4x3xi32>",
          i32, i32, "tensor<3xi32>", "tensor<3xi32>")
        + red("r1", "%x", "%y", "%k", "%j", "1", "minimum", "xor", "tensor<4x3xi32>", "tensor<4x3xi32>",
              i32, i32, "tensor<4xi32>", "tensor<4xi32>")
        + red("r2", "%z", "%w", "%t", "%u", "0", "and", "multiply", "tensor<5xi1>", "tensor<5xui8>",
              "tensor<i1>", "tensor<ui8>", "tensor<i1>", "tensor<ui8>") + """
return %r0#1, %r1#0, %r2#0 : tensor<3xi32>, tensor<4xi32>, tensor<i1>
""", """
%i = stablehlo.constant dense<0xFF800000> : tensor<f32>
%j = stablehlo.constant dense<0> : tensor<i32>
%k = stablehlo.constant dense<7> : tensor<i32>
""" + red("r0", "%x", "%y", "%i", "%j", "0", "add", "add", "tensor<4x3xf32>", "tensor<4x3xi32>",
          f32, i32, "tensor<3xf32>", "tensor<3xi32>")
        + red("r1", "%x", "%y", "%i", "%j", "1", "maximum", "xor", "tensor<4x3xf32>", "tensor<4x3xi32>",
              f32, i32, "tensor<4xf32>", "tensor<4xi32>")
        + red("r2", "%y", "%y", "%k", "%k", "0", "add", "multiply", "tensor<4x3xi32>", "tensor<4x3xi32>",
              i32, i32, "tensor<3xi32>", "tensor<3xi32>") + """
return %r0#1, %r1#0, %r1#1, %r2#0 : tensor<3xi32>, tensor<4xf32>, tensor<4xi32>, tensor<3xi32>
""", neg_args="%x: tensor<4x3xf32>, %y: tensor<4x3xi32>")

    # -------------------------------------------------------------- sort
    sort1 = """
%NAME = "stablehlo.sort"(%X) <{dimension = DIM : i64, is_stable = true}> ({
^bb0(%a: ET, %b: ET):
  %p = stablehlo.compare DIR, %a, %b, CT : (ET, ET) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
}) : (XT) -> XT
"""

    def srt(name: str, x: str, dim: str, et: str, direction: str, ct: str, xt: str) -> str:
        out = sort1
        for k, v in [("NAME", name), ("%X", x), ("DIM", dim), ("ET", et), ("DIR", direction),
                     ("CT", ct), ("XT", xt)]:
            out = out.replace(k, v)
        return out

    case("SortOp_SetDimension", 2, "%x: tensor<3x4xf32>, %y: tensor<5xi32>",
         srt("s0", "%x", "-1", f32, "LT", "TOTALORDER", "tensor<3x4xf32>")
         + srt("s1", "%y", "-1", i32, "GT", "SIGNED", "tensor<5xi32>") + """
return %s0, %s1 : tensor<3x4xf32>, tensor<5xi32>
""", srt("s0", "%x", "0", f32, "LT", "TOTALORDER", "tensor<3x4xf32>")
         + srt("s1", "%y", "0", i32, "GT", "SIGNED", "tensor<5xi32>") + """
return %s0, %s1 : tensor<3x4xf32>, tensor<5xi32>
""")

    case("SortOp_DropUnusedArgs", 2, "%x: tensor<3x4xf32>, %y: tensor<3x4xi32>, %z: tensor<6xi32>", """
%s0:2 = "stablehlo.sort"(%x, %y) <{dimension = 1 : i64, is_stable = true}> ({
^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
  %p = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
}) : (tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
%w = stablehlo.convert %z : (tensor<6xi32>) -> tensor<6xf32>
%s1:2 = "stablehlo.sort"(%z, %w) <{dimension = 0 : i64, is_stable = false}> ({
^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
  %p = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
}) : (tensor<6xi32>, tensor<6xf32>) -> (tensor<6xi32>, tensor<6xf32>)
return %s0#0, %s1#0 : tensor<3x4xf32>, tensor<6xi32>
""", """
%s0:2 = "stablehlo.sort"(%x, %y) <{dimension = 1 : i64, is_stable = true}> ({
^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
  %p = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
}) : (tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
%s1:2 = "stablehlo.sort"(%y, %x) <{dimension = 0 : i64, is_stable = true}> ({
^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
  %p = stablehlo.compare LT, %c, %d, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
}) : (tensor<3x4xi32>, tensor<3x4xf32>) -> (tensor<3x4xi32>, tensor<3x4xf32>)
return %s0#0, %s0#1, %s1#0 : tensor<3x4xf32>, tensor<3x4xi32>, tensor<3x4xi32>
""")

    case("ReduceOp_ConstantBody", 2, "%x: tensor<4x3xf32>, %y: tensor<5xi32>", """
%i = stablehlo.constant dense<0.0> : tensor<f32>
%0 = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
 reducer(%a: tensor<f32>, %b: tensor<f32>) {
  %k = stablehlo.constant dense<-0.0> : tensor<f32>
  stablehlo.return %k : tensor<f32>
}
%j = stablehlo.constant dense<1> : tensor<i32>
%1 = stablehlo.reduce(%y init: %j) across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
 reducer(%a: tensor<i32>, %b: tensor<i32>) {
  %k = stablehlo.constant dense<7> : tensor<i32>
  stablehlo.return %k : tensor<i32>
}
return %0, %1 : tensor<3xf32>, tensor<i32>
""", """
%i = stablehlo.constant dense<0.0> : tensor<f32>
%0 = stablehlo.reduce(%x init: %i) across dimensions = [] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x3xf32>
 reducer(%a: tensor<f32>, %b: tensor<f32>) {
  %k = stablehlo.constant dense<-0.0> : tensor<f32>
  stablehlo.return %k : tensor<f32>
}
%j = stablehlo.constant dense<1> : tensor<i32>
%1 = stablehlo.reduce(%e init: %j) across dimensions = [0] : (tensor<0xi32>, tensor<i32>) -> tensor<i32>
 reducer(%a: tensor<i32>, %b: tensor<i32>) {
  %k = stablehlo.constant dense<7> : tensor<i32>
  stablehlo.return %k : tensor<i32>
}
%2 = stablehlo.reduce(%y init: %j) applies stablehlo.add across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
return %0, %1, %2 : tensor<4x3xf32>, tensor<i32>, tensor<i32>
""", neg_args="%x: tensor<4x3xf32>, %y: tensor<5xi32>, %e: tensor<0xi32>")

    # -------------------------------------------------------------- select
    case("SelectOp_SameOperands", 2,
         "%p: tensor<4xi1>, %a: tensor<4xf32>, %q: tensor<i1>, %b: tensor<2x3xi32>", """
%0 = stablehlo.select %p, %a, %a : tensor<4xi1>, tensor<4xf32>
%1 = stablehlo.select %q, %b, %b : tensor<i1>, tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""", """
%0 = stablehlo.select %p, %a, %c : tensor<4xi1>, tensor<4xf32>
return %0 : tensor<4xf32>
""", neg_args="%p: tensor<4xi1>, %a: tensor<4xf32>, %c: tensor<4xf32>")

    case("SelectOp_ConstantPredicate", 3,
         "%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<2x3xi32>, %d: tensor<2x3xi32>, "
         "%e: tensor<3xbf16>, %f: tensor<3xbf16>", """
%t = stablehlo.constant dense<true> : tensor<4xi1>
%0 = stablehlo.select %t, %a, %b : tensor<4xi1>, tensor<4xf32>
%s = stablehlo.constant dense<false> : tensor<i1>
%1 = stablehlo.select %s, %c, %d : tensor<i1>, tensor<2x3xi32>
%u = stablehlo.constant dense<false> : tensor<3xi1>
%2 = stablehlo.select %u, %e, %f : tensor<3xi1>, tensor<3xbf16>
return %0, %1, %2 : tensor<4xf32>, tensor<2x3xi32>, tensor<3xbf16>
""", """
%t = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
%0 = stablehlo.select %t, %a, %b : tensor<4xi1>, tensor<4xf32>
%1 = stablehlo.select %p, %c, %d : tensor<i1>, tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""", neg_args="%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<2x3xi32>, %d: tensor<2x3xi32>, "
       "%p: tensor<i1>")

    # -------------------------------------------------------------- pad, scatter
    case("PadOp_BroadcastEmptyTensor", 2,
         "%x: tensor<0xf32>, %p: tensor<f32>, %y: tensor<2x0xi32>, %q: tensor<i32>", """
%0 = stablehlo.pad %x, %p, low = [2], high = [1], interior = [0] : (tensor<0xf32>, tensor<f32>) -> tensor<3xf32>
%1 = stablehlo.pad %y, %q, low = [0, 1], high = [1, 2], interior = [0, 0] : (tensor<2x0xi32>, tensor<i32>) -> tensor<3x3xi32>
return %0, %1 : tensor<3xf32>, tensor<3x3xi32>
""", """
%0 = stablehlo.pad %x, %p, low = [2], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<4xf32>
return %0 : tensor<4xf32>
""", neg_args="%x: tensor<1xf32>, %p: tensor<f32>")

    scatter = """
%NAME = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
^bb0(%a: tensor<f32>, %b: tensor<f32>):
  %s = stablehlo.add %a, %b : tensor<f32>
  stablehlo.return %s : tensor<f32>
}) : (tensor<10xf32>, IT, UT) -> tensor<10xf32>
"""
    case("ScatterOp_ZeroExtentUpdates", 1, "%x: tensor<10xf32>, %i: tensor<0x1xi32>, %u: tensor<0xf32>",
         scatter.replace("NAME", "0").replace("IT", "tensor<0x1xi32>").replace("UT", "tensor<0xf32>")
         + "return %0 : tensor<10xf32>\n",
         scatter.replace("NAME", "0").replace("IT", "tensor<2x1xi32>").replace("UT", "tensor<2xf32>")
         + "return %0 : tensor<10xf32>\n",
         neg_args="%x: tensor<10xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>")

    # -------------------------------------------------------------- while
    loop1 = """
%NAME = "stablehlo.while"(%X) ({
^bb0(%c: T):
  %k = stablehlo.constant dense<COND> : tensor<i1>
  stablehlo.return %k : tensor<i1>
}, {
^bb0(%c: T):
  %c2 = stablehlo.add %c, %c : T
  stablehlo.return %c2 : T
}) : (T) -> T
"""

    def loop(name: str, x: str, t: str, cond: str) -> str:
        return (loop1.replace("NAME", name).replace("%X", x).replace("COND", cond)
                .replace("T)", t + ")").replace(": T", ": " + t).replace("-> T", "-> " + t))

    case("WhileOp_CondFalse", 2, "%x: tensor<4xf32>, %y: tensor<2x3xi32>",
         loop("0", "%x", "tensor<4xf32>", "false") + loop("1", "%y", "tensor<2x3xi32>", "false")
         + "return %0, %1 : tensor<4xf32>, tensor<2x3xi32>\n",
         loop("0", "%x", "tensor<4xf32>", "true").replace(
             "  %k = stablehlo.constant dense<true> : tensor<i1>\n  stablehlo.return %k",
             "  %k = stablehlo.constant dense<0.0> : tensor<4xf32>\n"
             "  %q = stablehlo.compare LT, %c, %k : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n"
             "  %z = stablehlo.constant dense<true> : tensor<i1>\n  stablehlo.return %z")
         + loop("1", "%y", "tensor<2x3xi32>", "true")
         + "return %0, %1 : tensor<4xf32>, tensor<2x3xi32>\n")

    case("WhileOp_CondFalse_2", 1, "%x: tensor<4xf32>, %i: tensor<i32>", """
%r:2 = "stablehlo.while"(%i, %x) ({
^bb0(%a: tensor<i32>, %c: tensor<4xf32>):
  %k = stablehlo.constant dense<false> : tensor<i1>
  stablehlo.return %k : tensor<i1>
}, {
^bb0(%a: tensor<i32>, %c: tensor<4xf32>):
  %c2 = stablehlo.add %c, %c : tensor<4xf32>
  stablehlo.return %a, %c2 : tensor<i32>, tensor<4xf32>
}) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
return %r#0, %r#1 : tensor<i32>, tensor<4xf32>
""", """
%r:2 = "stablehlo.while"(%i, %x) ({
^bb0(%a: tensor<i32>, %c: tensor<4xf32>):
  %n = stablehlo.constant dense<3> : tensor<i32>
  %k = stablehlo.compare LT, %a, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %k : tensor<i1>
}, {
^bb0(%a: tensor<i32>, %c: tensor<4xf32>):
  %one = stablehlo.constant dense<1> : tensor<i32>
  %a2 = stablehlo.add %a, %one : tensor<i32>
  stablehlo.return %a2, %c : tensor<i32>, tensor<4xf32>
}) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
return %r#0, %r#1 : tensor<i32>, tensor<4xf32>
""")

    # -------------------------------------------------------------- simplify_forms.rules
    case("DynamicIotaOp_ToBroadcast", 3, "%a: tensor<5x3xi32>, %b: tensor<2x4xf32>", """
%s0 = stablehlo.constant dense<[5, 3]> : tensor<2xi32>
%0 = stablehlo.dynamic_iota %s0, dim = 0 : (tensor<2xi32>) -> tensor<5x?xi32>
%r0 = stablehlo.dynamic_reshape %0, %s0 : (tensor<5x?xi32>, tensor<2xi32>) -> tensor<5x3xi32>
%2 = stablehlo.add %r0, %a : tensor<5x3xi32>
%s1 = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
%1 = stablehlo.dynamic_iota %s1, dim = 1 : (tensor<2xi64>) -> tensor<2x?xf32>
%r1 = stablehlo.dynamic_reshape %1, %s1 : (tensor<2x?xf32>, tensor<2xi64>) -> tensor<2x4xf32>
%3 = stablehlo.add %r1, %b : tensor<2x4xf32>
%s2 = arith.constant dense<[5, 3]> : tensor<2xindex>
%4 = stablehlo.dynamic_iota %s2, dim = 1 : (tensor<2xindex>) -> tensor<5x?xi32>
%r4 = stablehlo.dynamic_reshape %4, %s0 : (tensor<5x?xi32>, tensor<2xi32>) -> tensor<5x3xi32>
%5 = stablehlo.add %r4, %a : tensor<5x3xi32>
return %2, %3, %5 : tensor<5x3xi32>, tensor<2x4xf32>, tensor<5x3xi32>
""", """
%0 = stablehlo.dynamic_iota %s0, dim = 0 : (tensor<2xi32>) -> tensor<5x3xi32>
%2 = stablehlo.dynamic_iota %u, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
return %0, %2 : tensor<5x3xi32>, tensor<?xi32>
""", neg_args="%s0: tensor<2xi32>, %u: tensor<1xi32>")

    case("SliceOp_OfConcatenate", 2,
         "%a: tensor<2x5xf32>, %b: tensor<1x5xf32>, %c: tensor<4xi32>, %d: tensor<3xi32>, "
         "%e: tensor<2xi32>", """
%c0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<3x5xf32>
%0 = stablehlo.slice %c0 [2:3, 1:4] : (tensor<3x5xf32>) -> tensor<1x3xf32>
%c1 = stablehlo.concatenate %e, %c, %d, dim = 0 : (tensor<2xi32>, tensor<4xi32>, tensor<3xi32>) -> tensor<9xi32>
%1 = stablehlo.slice %c1 [3:8:2] : (tensor<9xi32>) -> tensor<3xi32>
return %0, %1 : tensor<1x3xf32>, tensor<3xi32>
""", """
%c0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<3x5xf32>
%0 = stablehlo.slice %c0 [1:3, 0:5] : (tensor<3x5xf32>) -> tensor<2x5xf32>
%c1 = stablehlo.concatenate %c, %d, %e, dim = 0 : (tensor<4xi32>, tensor<3xi32>, tensor<2xi32>) -> tensor<9xi32>
%1 = stablehlo.slice %c1 [3:6:2] : (tensor<9xi32>) -> tensor<2xi32>
return %0, %1, %c1 : tensor<2x5xf32>, tensor<2xi32>, tensor<9xi32>
""")

    case("TransposeOp_IsReshape", 2, "%a: tensor<1x4x5x1xf32>, %b: tensor<3x1xi32>", """
%0 = stablehlo.transpose %a, dims = [0, 1, 3, 2] : (tensor<1x4x5x1xf32>) -> tensor<1x4x1x5xf32>
%1 = stablehlo.transpose %b, dims = [1, 0] : (tensor<3x1xi32>) -> tensor<1x3xi32>
return %0, %1 : tensor<1x4x1x5xf32>, tensor<1x3xi32>
""", """
%0 = stablehlo.transpose %a, dims = [0, 2, 1, 3] : (tensor<1x4x5x1xf32>) -> tensor<1x5x4x1xf32>
%1 = stablehlo.transpose %b, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x1xi32>
return %0, %1 : tensor<1x5x4x1xf32>, tensor<3x1xi32>
""")

    case("DynamicBroadcastInDimOp_RemoveNoop", 2, "%a: tensor<4xf32>, %b: tensor<2x3xi32>", """
%s0 = shape.shape_of %a : tensor<4xf32> -> tensor<1xindex>
%0 = stablehlo.dynamic_broadcast_in_dim %a, %s0, dims = [0] : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
%s1 = shape.shape_of %b : tensor<2x3xi32> -> tensor<2xindex>
%1 = stablehlo.dynamic_broadcast_in_dim %b, %s1, dims = [0, 1] : (tensor<2x3xi32>, tensor<2xindex>) -> tensor<2x3xi32>
return %0, %1 : tensor<4xf32>, tensor<2x3xi32>
""", """
%s0 = shape.shape_of %a : tensor<4xf32> -> tensor<1xindex>
%0 = stablehlo.dynamic_broadcast_in_dim %c, %s0, dims = [0] : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
%s1 = shape.shape_of %b : tensor<3x3xi32> -> tensor<2xindex>
%1 = stablehlo.dynamic_broadcast_in_dim %b, %s1, dims = [1, 0] : (tensor<3x3xi32>, tensor<2xindex>) -> tensor<3x3xi32>
return %0, %1 : tensor<4xf32>, tensor<3x3xi32>
""", neg_args="%a: tensor<4xf32>, %b: tensor<3x3xi32>, %c: tensor<4xf32>")

    case("DynamicReshapeOp_FoldComposedOpsToShapeOperand", 2, "%a: tensor<6xf32>, %b: tensor<8xi32>", """
%c0 = shape.const_shape [2, 3] : tensor<2xindex>
%r0 = stablehlo.dynamic_reshape %a, %c0 : (tensor<6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
%s0 = shape.shape_of %r0 : tensor<?x?xf32> -> tensor<2xindex>
%0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
%c1 = shape.const_shape [4, 2] : tensor<2xindex>
%r1 = stablehlo.dynamic_reshape %b, %c1 : (tensor<8xi32>, tensor<2xindex>) -> tensor<4x?xi32>
%s1 = shape.shape_of %r1 : tensor<4x?xi32> -> tensor<2xindex>
%1 = stablehlo.dynamic_reshape %b, %s1 : (tensor<8xi32>, tensor<2xindex>) -> tensor<4x2xi32>
return %0, %1 : tensor<2x3xf32>, tensor<4x2xi32>
""", """
%s0 = shape.shape_of %a : tensor<6xf32> -> tensor<1xindex>
%0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<1xindex>) -> tensor<6xf32>
return %0 : tensor<6xf32>
""")

    case("DynamicReshapeOp_SameOperandAndResultShape", 2,
         "%a: tensor<6xf32>, %b: tensor<2x3xf32>, %c: tensor<4xi32>", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
%r0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
%y0 = stablehlo.multiply %r0, %b : tensor<2x3xf32>
%0 = stablehlo.dynamic_reshape %y0, %s0 : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
%s1 = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
%r1 = stablehlo.dynamic_reshape %c, %s1 : (tensor<4xi32>, tensor<2xi32>) -> tensor<2x2xi32>
%y1 = stablehlo.negate %r1 : tensor<2x2xi32>
%1 = stablehlo.dynamic_reshape %y1, %s1 : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
return %0, %1 : tensor<2x3xf32>, tensor<2x2xi32>
""", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
%t0 = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
%r0 = stablehlo.dynamic_reshape %a, %s0 : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
%y0 = stablehlo.multiply %r0, %b : tensor<2x3xf32>
%0 = stablehlo.dynamic_reshape %y0, %t0 : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
%r1 = stablehlo.reshape %a : (tensor<6xf32>) -> tensor<2x3xf32>
%y1 = stablehlo.add %r1, %b : tensor<2x3xf32>
%1 = stablehlo.dynamic_reshape %y1, %s0 : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
return %0, %1 : tensor<3x2xf32>, tensor<2x3xf32>
""", neg_args="%a: tensor<6xf32>, %b: tensor<2x3xf32>")

    case("DynamicBroadcastInDimOp_ConstantShape", 2, "%a: tensor<3xf32>, %b: tensor<i32>", """
%s0 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
%0 = stablehlo.dynamic_broadcast_in_dim %a, %s0, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<2x?xf32>
%r0 = stablehlo.dynamic_reshape %0, %s0 : (tensor<2x?xf32>, tensor<2xi32>) -> tensor<2x3xf32>
%s1 = stablehlo.constant dense<[4, 5]> : tensor<2xi64>
%1 = stablehlo.dynamic_broadcast_in_dim %b, %s1, dims = [] : (tensor<i32>, tensor<2xi64>) -> tensor<?x?xi32>
%r1 = stablehlo.dynamic_reshape %1, %s1 : (tensor<?x?xi32>, tensor<2xi64>) -> tensor<4x5xi32>
return %r0, %r1 : tensor<2x3xf32>, tensor<4x5xi32>
""", """
%0 = stablehlo.dynamic_broadcast_in_dim %a, %s0, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<2x?xf32>
%s1 = stablehlo.constant dense<[4, 5]> : tensor<2xi64>
%1 = stablehlo.dynamic_broadcast_in_dim %b, %s1, dims = [] : (tensor<i32>, tensor<2xi64>) -> tensor<4x5xi32>
return %0, %1 : tensor<2x?xf32>, tensor<4x5xi32>
""", neg_args="%a: tensor<3xf32>, %b: tensor<i32>, %s0: tensor<2xi32>")

    case("ReshapeOp_OfShapeCast", 2, "%a: tensor<2x3xf32>, %b: tensor<4xi32>", """
%c0 = stablehlo.convert %a : (tensor<2x3xf32>) -> tensor<2x?xf32>
%0 = stablehlo.reshape %c0 : (tensor<2x?xf32>) -> tensor<6xf32>
%c1 = stablehlo.convert %b : (tensor<4xi32>) -> tensor<?xi32>
%1 = stablehlo.reshape %c1 : (tensor<?xi32>) -> tensor<2x2xi32>
return %0, %1 : tensor<6xf32>, tensor<2x2xi32>
""", """
%c1 = stablehlo.convert %b : (tensor<4xi32>) -> tensor<4xf32>
%1 = stablehlo.reshape %c1 : (tensor<4xf32>) -> tensor<2x2xf32>
return %1 : tensor<2x2xf32>
""", neg_args="%b: tensor<4xi32>")

    case("TupleOp_IsRepacking", 2, "%x: tensor<3xf32>, %y: tensor<2xi32>", """
%t = stablehlo.tuple %x, %y : tuple<tensor<3xf32>, tensor<2xi32>>
%a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<3xf32>
%b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<2xi32>
%u = stablehlo.tuple %a, %b : tuple<tensor<3xf32>, tensor<2xi32>>
%0 = stablehlo.get_tuple_element %u[1] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<2xi32>
%s = stablehlo.tuple %y : tuple<tensor<2xi32>>
%c = stablehlo.get_tuple_element %s[0] : (tuple<tensor<2xi32>>) -> tensor<2xi32>
%v = stablehlo.tuple %c : tuple<tensor<2xi32>>
%1 = stablehlo.get_tuple_element %v[0] : (tuple<tensor<2xi32>>) -> tensor<2xi32>
return %0, %1 : tensor<2xi32>, tensor<2xi32>
""", """
%t = stablehlo.tuple %x, %z : tuple<tensor<3xf32>, tensor<3xf32>>
%a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<3xf32>, tensor<3xf32>>) -> tensor<3xf32>
%b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>, tensor<3xf32>>) -> tensor<3xf32>
%u = stablehlo.tuple %b, %a : tuple<tensor<3xf32>, tensor<3xf32>>
%0 = stablehlo.get_tuple_element %u[0] : (tuple<tensor<3xf32>, tensor<3xf32>>) -> tensor<3xf32>
%w = stablehlo.tuple %a : tuple<tensor<3xf32>>
%1 = stablehlo.get_tuple_element %w[0] : (tuple<tensor<3xf32>>) -> tensor<3xf32>
%v = stablehlo.tuple %a, %x : tuple<tensor<3xf32>, tensor<3xf32>>
%2 = stablehlo.get_tuple_element %v[1] : (tuple<tensor<3xf32>, tensor<3xf32>>) -> tensor<3xf32>
return %0, %1, %2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
""", neg_args="%x: tensor<3xf32>, %z: tensor<3xf32>")

    case("ZeroExtent_EmptyConstant_2", 2, "%e: tensor<2x0xf32>, %s: tensor<0xi16>", """
%i = stablehlo.constant dense<0> : tensor<i32>
%c1 = stablehlo.constant dense<1> : tensor<i32>
%c3 = stablehlo.constant dense<3> : tensor<i32>
%w:2 = stablehlo.while(%a = %i, %b = %e) : tensor<i32>, tensor<2x0xf32>
 cond {
  %p = stablehlo.compare LT, %a, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
} do {
  %n = stablehlo.add %a, %c1 : tensor<i32>
  stablehlo.return %n, %b : tensor<i32>, tensor<2x0xf32>
}
%k = stablehlo.iota dim = 0 : tensor<0xi32>
%o:2 = "stablehlo.sort"(%s, %k) ({
^bb0(%x: tensor<i16>, %y: tensor<i16>, %u: tensor<i32>, %v: tensor<i32>):
  %q = stablehlo.compare LT, %x, %y, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
  stablehlo.return %q : tensor<i1>
}) {dimension = 0 : i64, is_stable = true} : (tensor<0xi16>, tensor<0xi32>) -> (tensor<0xi16>, tensor<0xi32>)
return %w#0, %w#1, %o#1 : tensor<i32>, tensor<2x0xf32>, tensor<0xi32>
""", """
%c1 = stablehlo.constant dense<1> : tensor<i32>
%c3 = stablehlo.constant dense<3> : tensor<i32>
%w:2 = stablehlo.while(%a = %i, %b = %f) : tensor<i32>, tensor<2x1xf32>
 cond {
  %p = stablehlo.compare LT, %a, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
} do {
  %n = stablehlo.add %a, %c1 : tensor<i32>
  stablehlo.return %n, %b : tensor<i32>, tensor<2x1xf32>
}
%v:2 = stablehlo.while(%a = %i, %b = %e) : tensor<i32>, tensor<2x0xf32>
 cond {
  %p = stablehlo.compare LT, %a, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %p : tensor<i1>
} do {
  %n = stablehlo.add %a, %c1 : tensor<i32>
  stablehlo.return %n, %b : tensor<i32>, tensor<2x0xf32>
}
return %w#0, %w#1, %v#0 : tensor<i32>, tensor<2x1xf32>, tensor<i32>
""", neg_args="%i: tensor<i32>, %e: tensor<2x0xf32>, %f: tensor<2x1xf32>")

    case("ConstantOp_SplatDataMovement", 4, "%i: tensor<i32>", """
%c0 = stablehlo.constant dense<-0.0> : tensor<f32>
%0 = stablehlo.broadcast_in_dim %c0, dims = [] : (tensor<f32>) -> tensor<40x50xf32>
%c1 = stablehlo.constant dense<7> : tensor<6x1xi32>
%1 = stablehlo.dynamic_slice %c1, %i, %i, sizes = [2, 1] : (tensor<6x1xi32>, tensor<i32>, tensor<i32>) -> tensor<2x1xi32>
%c2 = stablehlo.constant dense<(1.0, -2.0)> : tensor<2x3xcomplex<f32>>
%2 = stablehlo.transpose %c2, dims = [1, 0] : (tensor<2x3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
%c3 = stablehlo.constant dense<0x7FC00001> : tensor<4xf32>
%3 = stablehlo.reshape %c3 : (tensor<4xf32>) -> tensor<2x2xf32>
return %0, %1, %2, %3 : tensor<40x50xf32>, tensor<2x1xi32>, tensor<3x2xcomplex<f32>>, tensor<2x2xf32>
""", """
%c0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
%0 = stablehlo.broadcast_in_dim %c0, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
%1 = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
%c2 = stablehlo.constant dense<1.0> : tensor<2xf32>
%2 = stablehlo.pad %c2, %x, low = [1], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<3xf32>
%e = stablehlo.constant dense<> : tensor<0x2xf32>
%3 = stablehlo.transpose %e, dims = [1, 0] : (tensor<0x2xf32>) -> tensor<2x0xf32>
return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<2x0xf32>
""", neg_args="%x: tensor<f32>")
