"""Enzyme-JAX's ``enzymexla`` ops that its StableHLO modules carry, where cheap.

The element-wise ``enzymexla.math.*`` ops are modelled (operands, result, the GELU
approximation as an opaque property); ``enzymexla.kernel_call`` and the dialect's other ops
are carried opaquely (``CARRIED_DIALECTS``). Its attributes (``#enzymexla<guaranteed
GUARANTEED>`` marks, ``enzymexla.memory_effects``) are kept verbatim as read. Their custom
assembly is translated to and from the generic form by ``lowering.enzymexla_syntax``.
"""

from __future__ import annotations

from xdsl.traits import Pure

from .opdef import Elementwise, define, req

MATH_UNARY = ("relu", "tgamma", "lgamma", "softplus", "sinc", "cosc")
"""``enzymexla.math.*`` ops of one operand and no property."""

for _n in MATH_UNARY:
    define(f"enzymexla.math.{_n}", ("input",), traits=(Pure(), Elementwise()),
           summary=f"Enzyme-JAX's element-wise {_n}")
define("enzymexla.math.gelu", ("input",), props={"gelu_approximation": req()},
       traits=(Pure(), Elementwise()),
       summary="Enzyme-JAX's element-wise GELU (approximation NONE, TANH or SIGMOID)")
define("enzymexla.math.hypot", ("lhs", "rhs"), traits=(Pure(), Elementwise()),
       summary="Enzyme-JAX's element-wise sqrt(x^2 + y^2)")
define("enzymexla.math.fmuladd", ("a", "b", "c"), traits=(Pure(), Elementwise()),
       summary="Enzyme-JAX's a * b + c, fused or not")
