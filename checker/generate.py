"""Random small programs that a rule's pattern matches, built from the pattern tree.

``generate(model, rng)`` walks the rule's pattern top-down: each op pattern is built by a
per-op generator that picks shapes, element types and attribute values consistent with its
operands (reusing already-bound values, types and attributes, honouring literal attributes
and region bodies); value bindings and wildcards become fresh function arguments or, for
operands the ``where`` clauses want constant (builtins that declare they read constants),
constants drawn with duplicates, out-of-bounds indices, box-shaped masks and splats.
The result is MLIR text of one ``@main`` returning the root's results, plus the specs of
the index-like arguments. Generators raise :class:`Reject` with a reason when they cannot
build a piece; the rule-level checker counts those reasons.
"""

from __future__ import annotations

import random

from hlorules.rules import model as m

# the op families' modules register their generators in GENERATORS as they load
from . import (  # noqa: F401
    generate_control,
    generate_domain,
    generate_dynamic,
    generate_elementwise,
    generate_indexing,
    generate_sort,
)
from .generate_base import _dense, _full, _ints
from .generate_core import (
    GENERATORS,
    MAX_NUMEL,
    TT,
    Builder,
    ChoiceRng,
    Program,
    Reject,
    Val,
    _per_rule,
    generator,
)
from .generate_needs import constant_operands, needs, reads_uses, users_asked
from .generate_shape import _neighbour_slice

__all__ = ["GENERATORS", "MAX_NUMEL", "TT", "Builder", "ChoiceRng", "Program", "Reject", "Val",
           "_dense", "constant_operands", "generate", "generator", "needs"]


# --------------------------------------------------------------------------- entry point


def generate(rule: m.RuleModel, rng: random.Random, max_dim: int = 5,
             builder: type[Builder] = Builder) -> Program:
    """One random program whose root op is built from ``rule``'s pattern (it may still fail
    the rule's constraints: the caller filters). Raises :class:`Reject`. ``builder`` is the
    program state's class (``hlorules prove`` passes a subclass that makes some constants
    symbolic placeholders)."""
    pat = rule.pattern
    if not isinstance(pat, m.OpPat):
        raise Reject("the pattern's root is not an op")
    b = builder(rule, rng, max_dim)
    root = b.gen(pat)
    results = [root, *b.extra]
    group = b.multi.get(root.name)
    if group is not None:  # a multi-result root: all its results, or (for a rule that
        # counts uses) one of them
        k = rng.choice([-1, -1, *range(len(group))]) if reads_uses(rule) else -1
        results = [*(group if k < 0 else group[k:k + 1]), *b.extra]
    elif pat.type is not None and pat.type.tuple_form:
        raise Reject(f"multi-result roots ({_full(pat.op)}) are not generated")
    # a rule that reads the root through its slices: the root read only through 1-3 static
    # slices, most of the time (the function's checker.root_via = 1 tells
    # checker.rules._root_op to look one op up)
    readers = needs(rule, "root_readers") and bool(root.type.shape) and rng.random() < 0.9
    if readers:
        results = [*_slice_readers(b, root), *b.extra]
    # a value inside the pattern whose users a check asks for by op (slices): at times more
    # readers of it, returned too (else its one user is the pattern's)
    for name, ops in _per_rule(rule, "users_asked", lambda: users_asked(rule)).items():
        v = b.values.get(name)
        if v is not None and v.name != root.name and v.type.shape \
                and "stablehlo.slice" in ops and rng.random() < 0.5:
            results += _slice_readers(b, v)
    # a rule that looks for an identical op: one earlier in the block, half of the time
    if (needs(rule, "identical_op") and b.lines and b.lines[-1].startswith(f"{root.name} = ")
            and rng.random() < 0.5):
        twin = b.fresh()
        b.lines.insert(len(b.lines) - 1, twin + b.lines[-1][len(root.name):])
        results.append(Val(twin, root.type))
    size = sum(t.numel for t, _ in b.args) + sum(len(ln) for ln in b.lines) // 200
    text = b.module_text(results)
    if readers:
        text = text.replace(") {\n", ") attributes {checker.root_via = 1 : i64} {\n", 1)
    return Program(text, list(b.args), size)


def _slice_readers(b: Builder, v: Val) -> list[Val]:
    """1 to 3 static slices of ``v`` (its only readers): random boxes, or neighbours of the
    first one (adjacent, overlapping, with a gap, the same)."""
    out: list[tuple[list[int], list[int], list[int]]] = []
    for _ in range(b.rng.choice([1, 2, 2, 3, 3])):
        if out and b.rng.random() < 0.5:
            out.append(_neighbour_slice(b, v.type.shape, None, *out[0]))
        else:
            dims = [b.slice_dim(n, "any") for n in v.type.shape]
            out.append(([d[0] for d in dims], [d[1] for d in dims], [d[2] for d in dims]))
    vals = []
    for s, lim, k in out:
        shape = [max(0, -(-(e - a) // c)) for a, e, c in zip(s, lim, k)]
        vals.append(b.emit("stablehlo.slice", [v], v.type.with_shape(shape),
                           f"limit_indices = {_ints(lim)}, start_indices = {_ints(s)}, strides = {_ints(k)}"))
    return vals
