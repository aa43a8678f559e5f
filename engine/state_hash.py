"""The module state that cycle detection compares: equal exactly when the exported texts are.

Cycle detection hashes the module at phase and loop boundaries; printing the whole module
for each hash cost ~12 us per op (bench: 7 hashes, 8 % of cg_iteration's apply).  Here each
op's text less its SSA names (name, properties, operand and result types, region count:
what the exporter prints for it) is printed once per signature (ops without regions:
``_TEXTS``) and kept on the op while its operand
tuple is the same object (xDSL replaces the tuple on every operand change; properties and
types never change in place), and a hash walks the module appending, per op, that text's
hash, its discardable attributes' (they may change in place), its operands' positional
numbers and its regions' shape, then takes the SHA-1 of the sequence.  Two states get the
same sequence exactly when they print the same text (up to 64-bit string-hash collisions
of distinct op texts), so a cycle is found where the text found it.
"""

from __future__ import annotations

import hashlib
from array import array

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation

from hlorules.dialect import op_state
from hlorules.dialect.identity import MISS, SignatureMemo
from hlorules.dialect.printer import TextExporter

__all__ = ["StateHasher"]

_LOCAL = op_state.STATE_TEXT
"""The attribute of an op holding ``(operand tuple, hash of its text less SSA names)``."""

_END = -(1 << 63)
"""Closes a block's ops in the sequence."""

_TEXTS: SignatureMemo[int] = SignatureMemo(1 << 24)
"""The hash of an op's text less SSA names, by its signature (name, operand and result
types, properties: what that text prints), for ops without regions: the ops a batch of
identical kernels rewrites to are printed once (an entry counted as 64 bytes per object
it keeps)."""


class StateHasher:
    """``hasher(module)``: the module's state as a hex digest (see the module docstring).
    Keep one instance: its exporter prints each attribute once."""

    def __init__(self) -> None:
        self.exporter = TextExporter()

    def __call__(self, module: Operation) -> str:
        seq = array("q")
        num: dict[int, int] = {}
        try:
            self._op(module, seq, num)
        except KeyError:
            raise ValueError("a value used before its definition") from None
        return hashlib.sha1(seq.tobytes()).hexdigest()

    def _local(self, op: Operation) -> int:
        operands = op._operands
        got = getattr(op, _LOCAL, None)  # (not op.__dict__: reading it makes the op a dict)
        if got is not None and got[0] is operands:
            return got[1]  # type: ignore[no-any-return]
        if op.regions or isinstance(op, UnregisteredOp):
            h = self._text_hash(op)
        else:
            key, kept = SignatureMemo.key(op, ())
            h = _TEXTS.get(key)
            if h is MISS:
                h = _TEXTS.put(key, kept, self._text_hash(op), 64 * len(kept))
        setattr(op, _LOCAL, (operands, h))
        return h

    def _text_hash(self, op: Operation) -> int:
        ex = self.exporter
        name = op.op_name.data if isinstance(op, UnregisteredOp) else op.name
        props = ex._dict(op.properties) if op.properties else ""
        ins = ", ".join(ex.attr(o.type) for o in op._operands)
        outs = ", ".join(ex.attr(r.type) for r in op.results)
        return hash(f'"{name}" <{{{props}}}> {len(op.regions)} : ({ins}) -> ({outs})')

    def _op(self, op: Operation, seq: array[int], num: dict[int, int]) -> None:
        append = seq.append
        append(self._local(op))
        if op.attributes:
            append(1)
            append(hash(self.exporter._dict(op.attributes)))
        else:
            append(0)
        for v in op._operands:
            append(num[id(v)])
        for r in op.results:
            num[id(r)] = len(num)
        for region in op.regions:
            append(len(region.blocks))
            for block in region.blocks:
                append(len(block.args))
                for a in block.args:
                    num[id(a)] = len(num)
                    append(hash(self.exporter.attr(a.type)))
                o = block.first_op
                while o is not None:
                    self._op(o, seq, num)
                    o = o._next_op  # (what the next_op property returns)
                append(_END)
