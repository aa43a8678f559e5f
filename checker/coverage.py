"""What the rule-level check exercised: boundary classes of the matched ops, where-clause outcomes.

For every generated program that verifies and matches the rule's pattern *structure* (op
kinds, operand counts, literal attributes, shared values -- every check before the first
``where``/``let``), the ops at the pattern's positions are read back from the module (not
from the generator's internals) and sorted into *boundary classes* by their attributes,
types and constant operands (:func:`classify`): a pad's negative, zero and positive edges
and interior padding, a slice's strides > 1 and whole, empty or interior windows, two slices
of one value concatenated adjacent, overlapping or with a gap, dynamic-slice starts that
XLA clamps, gather/scatter indices that are negative, out of bounds or duplicated, each
comparison direction and type, float constants holding NaN, ±Inf, -0.0 or a subnormal,
and dims of extent 0 and 1. A class is keyed by its pattern position (``pad`` is the root,
``pad.0:pad`` the pad that is the root's operand 0).

:class:`Coverage` counts, per class, the structure-matching programs that showed it and the
fired programs (the rule rewrote them) that showed it, and per ``where`` clause how often
it was true and false.

**Which classes are required** (:meth:`Coverage.uncovered`). A class is required when the
generator made it at that position in a program matching the pattern's structure; it is
then *covered* when a fired program showed it. A required class that never fired is
excused as *excluded by the where clauses* only when the evidence says the clauses forbid
it. Had the clauses been blind to the class, each program showing it that got as far as
check ``k`` (and failed there) would have fired at the rate of all programs that got as far
as ``k``: ``fired / reached(k)``. Summed over the class's programs that is the fires
expected under that blindness (:meth:`Coverage.expected`); at ``EXCLUDED_EXPECTED`` (3) or
more expected and none observed (probability about e^-3 = 5% under blindness) the class is
reported as excluded, below that the check is ``weak``: the class was reachable, was not
exercised, and there is not enough evidence that the rule's guard forbids it. Classes an op admits that the generator never made
(``not_generated``) are listed but not required: that is a generator gap, not a property of
the rule, and it is reported so that it is visible.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hlorules.dialect.fold.core import constant_of
from hlorules.rules import model as m
from hlorules.rules.runtime import py

__all__ = ["ADMITS", "EXCLUDED_EXPECTED", "Coverage", "classify", "first_check", "matched_ops"]

EXCLUDED_EXPECTED = 3.0

_DIMS = ["dim of extent 0", "dim of extent 1"]
_FLOATS = ["float constant NaN", "float constant +Inf", "float constant -Inf",
           "float constant -0.0", "float constant subnormal"]
_INDICES = ["negative index", "index out of bounds", "duplicate index", "indices from an argument"]

# Classes each op kind admits (besides ``_DIMS`` and, for ops with float operands,
# ``_FLOATS``): what ``not_generated`` lists when the generator never made one.
ADMITS: dict[str, list[str]] = {
    "pad": ["negative edge", "zero edge", "positive edge", "interior > 0"],
    "slice": ["stride > 1", "whole dim", "empty result", "interior window"],
    "concatenate": ["slices adjacent", "slices overlapping", "slices with a gap"],
    "dynamic_slice": ["start clamped", "start in range", "start from an argument"],
    "dynamic_update_slice": ["start clamped", "start in range", "start from an argument"],
    "gather": _INDICES,
    "scatter": _INDICES,
    "compare": [f"direction {d}" for d in ("EQ", "NE", "LT", "LE", "GT", "GE")]
    + [f"type {t}" for t in ("FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED")],
}


def _short(name: str) -> str:
    return name.split(".", 1)[1] if name.startswith("stablehlo.") else name


def _full(name: str) -> str:
    return name if "." in name else f"stablehlo.{name}"


def first_check(rule: Any) -> int:
    """The index in ``rule.descriptions`` of the first ``where``/``let`` check (all checks
    before it are the pattern's structure); ``len(descriptions)`` when there is none."""
    for i, d in enumerate(rule.descriptions):
        if d.startswith(("constraint `", "`let ")):
            return i
    return len(rule.descriptions)


def _op_fits(pat: Any, op: Any) -> bool:
    if getattr(pat, "any_op", False):
        return True
    return op.name in {_full(a) for a in (pat.alts or [pat.op])}


def matched_ops(pattern: Any, op: Any, label: str | None = None) -> list[tuple[str, Any]]:
    """The ops of ``op``'s tree at the op positions of ``pattern`` (a ``rules.model``
    pattern), with their position labels, for a module that matches the pattern's
    structure. Operands after a ``rest...`` are not followed; a binary op's operands are
    tried in both orders (commutative patterns match either)."""
    from xdsl.ir import Operation

    label = label if label is not None else _short(op.name)
    out = [(label, op)]
    pats = list(pattern.operands)
    for i, p in enumerate(pats):
        if isinstance(p, m.RestPat):
            break
        if not isinstance(p, m.OpPat):
            continue
        order = [i, 1 - i] if len(pats) == 2 and len(op.operands) == 2 else [i]
        for j in order:
            if j >= len(op.operands):
                continue
            owner = op.operands[j].owner
            if isinstance(owner, Operation) and _op_fits(p, owner):
                out += matched_ops(p, owner, f"{label}.{i}:{_short(owner.name)}")
                break
    return out


def _shape(t: Any) -> tuple[int, ...] | None:
    s = getattr(t, "get_shape", None)
    return tuple(s()) if s is not None else None


def _elem(t: Any) -> str:
    e = getattr(t, "element_type", None)
    return str(e) if e is not None else ""


def _const(v: Any) -> np.ndarray | None:
    """The value of an SSA value defined by ``stablehlo.constant`` (not complex), else None:
    the constant evaluator's reader (dialect/fold)."""

    if "complex" in _elem(v.type):
        return None  # complex constants are carried opaquely; none are generated
    try:
        return constant_of(v)
    except Exception:  # noqa: BLE001 -- an attribute the reader does not know: no class
        return None


def _float_classes(a: np.ndarray) -> set[str]:
    if a.dtype.kind != "f" and "bfloat16" not in str(a.dtype):
        return set()
    x = a.astype(np.float64).ravel()
    out = set()
    if np.isnan(x).any():
        out.add("float constant NaN")
    if (x == np.inf).any():
        out.add("float constant +Inf")
    if (x == -np.inf).any():
        out.add("float constant -Inf")
    if ((x == 0) & np.signbit(x)).any():
        out.add("float constant -0.0")
    try:
        tiny = float(np.finfo(a.dtype).tiny)
    except ValueError:
        import ml_dtypes

        tiny = float(ml_dtypes.finfo(a.dtype).tiny)
    fin = x[np.isfinite(x) & (x != 0)]
    if (np.abs(fin) < tiny).any():
        out.add("float constant subnormal")
    return out


def _index_classes(idx: np.ndarray | None, operand_shape: tuple[int, ...] | None,
                   index_map: Iterable[int], ivd: int, sizes: Iterable[int] | None
                   ) -> set[str]:
    if idx is None:
        return {"indices from an argument"}
    out: set[str] = set()
    idx = np.asarray(idx).astype(np.int64)
    imap = list(index_map)
    if ivd >= idx.ndim:  # implicit index vector dim of size 1
        rows = idx.reshape(-1, 1)
    else:
        rows = np.moveaxis(idx, ivd, -1).reshape(-1, idx.shape[ivd])
    if rows.size == 0:
        return out
    if (rows < 0).any():
        out.add("negative index")
    if len({tuple(r) for r in rows.tolist()}) < len(rows):
        out.add("duplicate index")
    if operand_shape is not None and rows.shape[1] == len(imap):
        sz = list(sizes) if sizes is not None else [1] * len(operand_shape)
        lim = np.array([operand_shape[d] - (sz[d] if d < len(sz) else 1) for d in imap])
        if (rows > lim).any():
            out.add("index out of bounds")
    return out


def classify(op: Any) -> set[str]:
    """The boundary classes ``op`` shows (see the module docstring), read from its
    attributes, operand and result types and constant operands."""

    kind = _short(op.name)
    props = op.properties
    out: set[str] = set()
    for v in [*op.operands, *op.results]:
        s = _shape(v.type)
        if s is None:
            continue
        if 0 in s:
            out.add("dim of extent 0")
        if 1 in s:
            out.add("dim of extent 1")
    for v in [*op.operands, *(op.results if kind == "constant" else [])]:
        c = _const(v)  # an operand's constant, or a constant op's own value
        if c is not None:
            out |= _float_classes(c)

    def ints(name: str) -> list[int]:
        return [int(x) for x in py(props[name])] if name in props else []

    if kind == "pad":
        edges = ints("edge_padding_low") + ints("edge_padding_high")
        for e in edges:
            out.add("negative edge" if e < 0 else "zero edge" if e == 0 else "positive edge")
        if any(i > 0 for i in ints("interior_padding")):
            out.add("interior > 0")
    elif kind == "slice":
        shape = _shape(op.operands[0].type) or ()
        starts, limits, strides = ints("start_indices"), ints("limit_indices"), ints("strides")
        for n, start, limit, k in zip(shape, starts, limits, strides):
            if k > 1:
                out.add("stride > 1")
            if start == 0 and limit == n and k == 1:
                out.add("whole dim")
            if limit <= start:
                out.add("empty result")
            elif start > 0 and limit < n:
                out.add("interior window")
    elif kind == "concatenate":
        d = int(py(props["dimension"]))
        prev = None
        for v in op.operands:
            owner = v.owner
            if getattr(owner, "name", "") == "stablehlo.slice":
                ps = owner.properties
                lo = [int(x) for x in py(ps["start_indices"])]
                hi = [int(x) for x in py(ps["limit_indices"])]
                step = [int(x) for x in py(ps["strides"])]
                taken = max(0, -(-(hi[d] - lo[d]) // step[d]))
                # past the last element taken
                end = lo[d] + (taken - 1) * step[d] + 1 if taken else lo[d]
                if prev is not None and prev[0] is owner.operands[0]:
                    out.add("slices adjacent" if prev[1] == lo[d] else
                            "slices overlapping" if prev[1] > lo[d] else "slices with a gap")
                prev = (owner.operands[0], end)
            else:
                prev = None
    elif kind in ("dynamic_slice", "dynamic_update_slice"):
        shape = _shape(op.operands[0].type) or ()
        if kind == "dynamic_slice":
            sizes = ints("slice_sizes")
            starts = list(op.operands[1:])
        else:
            sizes = list(_shape(op.operands[1].type) or ())
            starts = list(op.operands[2:])
        for n, sz, sv in zip(shape, sizes, starts):
            c = _const(sv)
            if c is None:
                out.add("start from an argument")
            elif int(c) < 0 or int(c) + sz > n:
                out.add("start clamped")
            else:
                out.add("start in range")
    elif kind == "gather" and len(op.operands) >= 2:
        dn = py(props["dimension_numbers"])
        out |= _index_classes(_const(op.operands[1]), _shape(op.operands[0].type),
                              dn["start_index_map"], int(dn["index_vector_dim"]),
                              ints("slice_sizes"))
    elif kind == "scatter" and len(op.operands) >= 3:
        dn = py(props["scatter_dimension_numbers"])
        n = (len(op.operands) - 1) // 2
        out |= _index_classes(_const(op.operands[n]), _shape(op.operands[0].type),
                              dn["scatter_dims_to_operand_dims"], int(dn["index_vector_dim"]),
                              None)
    elif kind == "compare":
        out.add(f"direction {py(props['comparison_direction'])}")
        if "compare_type" in props:
            out.add(f"type {py(props['compare_type'])}")
    return out


@dataclass
class Coverage:
    """Counts of the boundary classes and ``where`` outcomes one rule's check exercised.

    ``seen[key]``/``fired[key]``: structure-matching / fired programs that showed the class
    ``key`` (``"<position> <class>"``); ``programs_seen``/``programs_fired``: how many such
    programs there were; ``clause_true``/``clause_false``: per ``where`` clause text, how
    often it held / was the first to fail; ``admitted``: classes the pattern's op kinds
    admit, by position."""

    seen: Counter[str] = field(default_factory=Counter)
    fired: Counter[str] = field(default_factory=Counter)
    programs_seen: int = 0
    programs_fired: int = 0
    clause_true: Counter[str] = field(default_factory=Counter)
    clause_false: Counter[str] = field(default_factory=Counter)
    clauses: list[str] = field(default_factory=list)
    admitted: list[str] = field(default_factory=list)
    scores: Counter[int] = field(default_factory=Counter)  # structure matches by progress
    class_scores: dict[str, Counter[int]] = field(default_factory=dict)
    evidence_fired: int = 0  # fired programs that count as evidence (``observe``)

    def observe(self, rule: Any, root: Any, score: int, evidence: bool = True
                ) -> list[str] | None:
        """Record one generated program (its root op and ``rule.progress`` score); return
        its class keys when it matches the pattern's structure, else None. A program
        that is not ``evidence`` counts toward what was seen and covered, not toward
        :meth:`expected` (a search that edits near misses of one class on purpose would
        otherwise pile up evidence that the where clauses forbid it)."""
        first = first_check(rule)
        descs = rule.descriptions
        if not self.clauses:
            self.clauses = [_clause_text(d) for d in descs[first:]]
        if score < first:
            return None
        for k in range(first, len(descs)):
            if score > k:
                self.clause_true[self.clauses[k - first]] += 1
            elif score == k:
                self.clause_false[self.clauses[k - first]] += 1
        keys: set[str] = set()
        admitted: set[str] = set(self.admitted)
        for label, op in matched_ops(rule.model.pattern, root):
            try:
                classes = classify(op)
            except Exception:  # noqa: BLE001 -- an op the classifier misreads: no class, not a crash
                classes = set()
            keys |= {f"{label} {c}" for c in classes}
            kind = _short(op.name)
            for c in [*_DIMS, *ADMITS.get(kind, [])]:
                admitted.add(f"{label} {c}")
            if any(_elem(v.type).startswith(("f", "bf")) for v in op.operands):
                admitted |= {f"{label} {c}" for c in _FLOATS}
        self.admitted = sorted(admitted)
        self.programs_seen += 1
        self.seen.update(keys)
        if evidence:
            self.scores[score] += 1
            for key in keys:
                self.class_scores.setdefault(key, Counter())[score] += 1
        return sorted(keys)

    def fire(self, keys: list[str] | None, evidence: bool = True) -> None:
        """Record that a program observed with ``keys`` fired."""
        self.programs_fired += 1
        self.evidence_fired += evidence
        self.fired.update(keys or [])

    def merge(self, other: Coverage) -> Coverage:
        """The sum of two coverages (seed blocks of one rule)."""
        return Coverage(self.seen + other.seen, self.fired + other.fired,
                        self.programs_seen + other.programs_seen,
                        self.programs_fired + other.programs_fired,
                        self.clause_true + other.clause_true,
                        self.clause_false + other.clause_false,
                        self.clauses or other.clauses,
                        sorted(set(self.admitted) | set(other.admitted)),
                        self.scores + other.scores,
                        {k: self.class_scores.get(k, Counter()) + other.class_scores.get(k, Counter())
                         for k in set(self.class_scores) | set(other.class_scores)},
                        self.evidence_fired + other.evidence_fired)

    def covered(self) -> list[str]:
        return sorted(k for k in self.seen if self.fired[k])

    def expected(self, key: str) -> float:
        """Fires of ``key`` expected if the where clauses were blind to it: each program
        showing it that failed at check ``k`` counts ``fired / reached(k)``."""
        out = 0.0
        for score, n in self.class_scores.get(key, Counter()).items():
            reached = sum(c for s, c in self.scores.items() if s >= score)
            if reached:
                out += n * self.evidence_fired / reached
        return out

    def excluded(self) -> list[str]:
        """Classes generated often enough, never fired: the where clauses exclude them."""
        return sorted(k for k in self.seen if not self.fired[k]
                      and self.expected(k) >= EXCLUDED_EXPECTED)

    def uncovered(self) -> list[str]:
        """Required classes not covered: generated at their position, never fired, and
        too rarely generated to say the where clauses exclude them."""
        return sorted(k for k in self.seen if not self.fired[k]
                      and self.expected(k) < EXCLUDED_EXPECTED)

    def not_generated(self) -> list[str]:
        """Classes the matched op kinds admit that no structure-matching program showed."""
        return [k for k in self.admitted if k not in self.seen]

    def weak_reason(self) -> str:
        """Why coverage falls short (empty when every required class is covered)."""
        miss = self.uncovered()
        if not miss:
            return ""
        parts = [f"{k} (in {self.seen[k]} programs, fired in none; "
                 f"{self.expected(k):.1f} expected)" for k in miss[:4]]
        more = f" and {len(miss) - 4} more" if len(miss) > 4 else ""
        return "boundary classes not covered: " + ", ".join(parts) + more

    def never_false(self) -> list[str]:
        """``where`` clauses that no structure-matching program made fail."""
        return [c for c in self.clauses if not self.clause_false[c]]

    def render(self, indent: str = "  ") -> str:
        """A few lines: covered, excluded, uncovered and never-generated classes, and the
        clauses never seen false."""
        def short(keys: list[str], n: int = 12) -> str:
            return ", ".join(keys[:n]) + (f", ... ({len(keys)} in all)" if len(keys) > n
                                          else "") if keys else "none"
        head = (f"{indent}coverage: {len(self.covered())} classes covered over "
                f"{self.programs_fired} fired of {self.programs_seen} pattern-matching "
                f"programs: {short(self.covered())}")
        lines = [head]
        if self.excluded():
            lines.append(f"{indent}  excluded by the where clauses: {short(self.excluded())}")
        if self.uncovered():
            lines.append(f"{indent}  NOT covered: {short(self.uncovered())}")
        if self.not_generated():
            lines.append(f"{indent}  never generated (not required): "
                         f"{short(self.not_generated())}")
        nf = self.never_false()
        if nf:
            lines.append(f"{indent}  where clauses never false: {short(nf, 6)}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """The coverage as plain JSON data."""
        return {"programs_seen": self.programs_seen, "programs_fired": self.programs_fired,
                "classes": {k: {"seen": self.seen[k], "fired": self.fired[k],
                                "expected": round(self.expected(k), 2)}
                            for k in sorted(self.seen)},
                "covered": self.covered(), "excluded": self.excluded(),
                "uncovered": self.uncovered(), "not_generated": self.not_generated(),
                "clauses": {c: {"true": self.clause_true[c], "false": self.clause_false[c]}
                            for c in self.clauses}}


def _clause_text(desc: str) -> str:
    """``constraint `X` (...) is false at L`` -> ``X``; a ``let`` description as is."""
    if desc.startswith("constraint `"):
        end = desc.find("`", len("constraint `"))
        if end > 0:
            return desc[len("constraint `"):end]
    if desc.startswith("`let "):
        end = desc.find("`", 1)
        if end > 0:
            return desc[1:end]
    return desc

