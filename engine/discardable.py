"""Discardable attributes (``mhlo.sharding``, ``mhlo.frontend_attributes``, ...) across rewrites.

A StableHLO op's inherent attributes are properties; everything in ``op.attributes`` is
discardable: XLA and JAX put sharding, frontend attributes and the like there, and a rewrite
that drops them silently changes what a sharded program means.  The engine therefore moves
the replaced root's discardable attributes to the op that survives it, as StableHLO's
aggressive simplifier does (``mergeDiscardableAttributes`` in
``stablehlo/transforms/optimization/StablehloAggressiveSimplification.cpp``, applied by its
DRR patterns to the new op or to the defining op of the forwarded value):

* the *survivor* is the op whose results are the replacement values, at the same positions
  and with as many results as the root: a new op the rule built (of the same kind or not),
  or the existing op defining a forwarded value;
* a survivor without discardable attributes takes the root's as they are;
* otherwise the root's attributes are merged in, the root's value winning on a conflict --
  except ``mhlo.frontend_attributes``, whose dictionaries are merged key by key (the root's
  keys win, but the survivor keeps its own ``xla_metadata_payload``);
* nothing moves when a replacement is a block argument, when the replacement values come
  from several ops or from an op with a different number of results (a multi-result
  ``mhlo.sharding`` is a tuple sharding and cannot be split), or when the rule says
  ``attrs drop`` (a rule whose job is to remove attributes, such as ``strip_marks``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from xdsl.dialects.builtin import DictionaryAttr
from xdsl.ir import Attribute, Operation, OpResult, SSAValue

__all__ = ["FRONTEND_ATTRIBUTES", "KEEP_OWN", "merge_discardable", "move_discardable",
           "survivor"]

FRONTEND_ATTRIBUTES = "mhlo.frontend_attributes"
KEEP_OWN = "xla_metadata_payload"
"""The frontend attribute a survivor keeps when both ops carry one (its own identity)."""


def survivor(root: Operation, replacements: Sequence[SSAValue]) -> Operation | None:
    """The op whose results replace ``root``'s, position for position, if there is one."""
    if not replacements or not isinstance(replacements[0], OpResult):
        return None
    op = replacements[0].op
    if op is root or len(op.results) != len(root.results):
        return None
    for i, rep in enumerate(replacements):
        if rep is not op.results[i]:
            return None
    return op


def merge_discardable(source: dict[str, Attribute], dest: Operation) -> None:
    """Merge discardable attributes ``source`` (of a replaced op) into ``dest``'s (above)."""
    own = dest.attributes
    if not own:
        own.update(source)
        return
    for name, value in source.items():
        mine = own.get(name)
        if name == FRONTEND_ATTRIBUTES and isinstance(mine, DictionaryAttr) \
                and isinstance(value, DictionaryAttr):
            merged: dict[str, Any] = dict(mine.data)
            for key, v in value.data.items():
                if key == KEEP_OWN and key in merged:
                    continue
                merged[key] = v
            own[name] = DictionaryAttr(merged)
        else:
            own[name] = value


def move_discardable(root: Operation, replacements: Sequence[SSAValue]) -> Operation | None:
    """Move ``root``'s discardable attributes to its survivor; returns the survivor (or
    None when there is none, or nothing to move)."""
    if not root.attributes:
        return None
    dest = survivor(root, replacements)
    if dest is not None:
        merge_discardable(dict(root.attributes), dest)
    return dest
