"""CHLO ops JAX emits (client HLO: decomposed by XLA), kept with their operands as-is."""

from __future__ import annotations

from xdsl.traits import Pure

from .attrs import ChloComparisonDirectionAttr, ChloComparisonTypeAttr
from .opdef import Broadcastable, Elementwise, define, opt, req

UNARY = ["acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i1e", "conj", "cosh",
         "digamma", "erf", "erf_inv", "erfc", "is_inf", "is_neg_inf", "is_pos_inf", "lgamma",
         "sinh", "tan", "square"]
BINARY = ["broadcast_add", "broadcast_and", "broadcast_atan2", "broadcast_complex",
          "broadcast_divide", "broadcast_maximum", "broadcast_minimum", "broadcast_multiply",
          "broadcast_next_after", "broadcast_or", "broadcast_polygamma", "broadcast_power",
          "broadcast_remainder", "broadcast_shift_left", "broadcast_shift_right_arithmetic",
          "broadcast_shift_right_logical", "broadcast_subtract", "broadcast_xor",
          "broadcast_zeta", "next_after", "polygamma", "zeta"]

for _n in UNARY:
    define(f"chlo.{_n}", ("operand",), traits=(Pure(), Elementwise()))
for _n in BINARY:
    define(f"chlo.{_n}", ("lhs", "rhs"), props={"broadcast_dimensions": opt()},
           traits=(Pure(), Broadcastable()))
define("chlo.broadcast_compare", ("lhs", "rhs"),
       props={"broadcast_dimensions": opt(), "comparison_direction": req(ChloComparisonDirectionAttr),
              "compare_type": opt(ChloComparisonTypeAttr)}, traits=(Pure(), Broadcastable()))
define("chlo.broadcast_select", ("pred", "on_true", "on_false"), traits=(Pure(),))
define("chlo.top_k", ("operand",), results=("values", "indices"), props={"k": req()})
define("chlo.constant_like", ("operand",), props={"value": req()})
define("chlo.ragged_dot", ("lhs", "rhs", "group_sizes"),
       props={"ragged_dot_dimension_numbers": req(), "precision_config": opt()})
