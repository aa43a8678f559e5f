"""Values computed from immutable objects (xDSL attributes and types), found by identity.

xDSL recomputes an attribute's hash over all its fields on every call, so a dictionary
keyed by the attribute pays that hash on every lookup. An :class:`IdentityCache` is keyed
by ``id(obj)``; each entry keeps ``obj`` alive, so its id is not reused while cached, and a
hit is confirmed with ``is``. Use it only for values that are a function of the object
alone (attributes are immutable)."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

__all__ = ["MISS", "HashedKey", "IdentityCache", "SignatureMemo", "attr_hash"]

V = TypeVar("V")

MISS: Any = object()
"""What :meth:`IdentityCache.get` returns for an object not cached (None may be a value)."""


class IdentityCache(Generic[V]):
    """``obj -> value`` by identity, at most ``limit`` entries (all dropped when full)."""

    __slots__ = ("limit", "table")

    def __init__(self, limit: int = 65536) -> None:
        self.table: dict[int, tuple[Any, V]] = {}
        self.limit = limit

    def get(self, obj: Any) -> V:
        """The value cached for ``obj``, or :data:`MISS`."""
        hit = self.table.get(id(obj))
        if hit is not None and hit[0] is obj:
            return hit[1]
        return MISS  # type: ignore[no-any-return]

    def put(self, obj: Any, value: V) -> V:
        """Cache ``value`` for ``obj``; returns ``value``."""
        table = self.table
        if len(table) >= self.limit:
            table.clear()
        table[id(obj)] = (obj, value)
        return value

    def __len__(self) -> int:
        return len(self.table)


_HASHES: IdentityCache[int] = IdentityCache()
_HASHES_TABLE = _HASHES.table


def attr_hash(a: Any) -> int:
    """``hash(a)``, computed once per object: xDSL recomputes an attribute's hash over all
    its fields (a dense constant's bytes, a type's parameters) on every call."""
    hit = _HASHES_TABLE.get(id(a))  # _HASHES.get(a), inline
    if hit is not None and hit[0] is a:
        return hit[1]
    return _HASHES.put(a, hash(a))


class HashedKey:
    """A dictionary key over ``fields`` (attributes and plain values) whose hash ``h`` the
    maker computes once (from :func:`attr_hash` of its attributes); keys are equal when their
    fields are equal, so equal fields must give equal ``h``."""

    __slots__ = ("fields", "h")

    def __init__(self, fields: tuple[Any, ...], h: int) -> None:
        self.fields = fields
        self.h = h

    def __hash__(self) -> int:
        return self.h

    def __eq__(self, other: object) -> bool:
        return (other.__class__ is self.__class__ and self.h == other.h  # type: ignore[attr-defined]
                and self.fields == other.fields)  # type: ignore[attr-defined]


class SignatureMemo(Generic[V]):
    """Values that are functions of an op's signature (name, operand and result types,
    properties) and of some read-only arrays, found by the identities of those objects:
    the importer and rewrites share types and attributes between ops of one signature, and
    ``value_of`` gives a value one array, so a batch of identical kernels finds one entry.
    Each entry keeps the objects its key names, so their ids stay theirs while it lives;
    the memo is emptied when its entries reach ``budget`` bytes (as the caller counts them)."""

    __slots__ = ("budget", "size", "table")

    def __init__(self, budget: int) -> None:
        self.table: dict[tuple[Any, ...], tuple[list[Any], V]] = {}
        self.budget = budget
        self.size = 0

    @staticmethod
    def key(op: Any, arrays: Any) -> tuple[tuple[Any, ...], list[Any]]:
        """``(key, kept)``: the key of ``op``'s signature with ``arrays``, and the objects it
        names by id."""
        operands, results, props = op._operands, op.results, op.properties
        kept = [*arrays, *[v.type for v in operands], *[r.type for r in results],
                *props.values()]
        return (op.name, len(arrays), len(operands), len(results), *props,
                *map(id, kept)), kept

    def get(self, key: tuple[Any, ...]) -> V:
        """The value kept under ``key``, or :data:`MISS`."""
        hit = self.table.get(key)
        return MISS if hit is None else hit[1]  # type: ignore[no-any-return]

    def put(self, key: tuple[Any, ...], kept: list[Any], value: V, nbytes: int) -> V:
        """Keep ``value`` (``nbytes``: what it and ``kept`` hold) under ``key``; returns it."""
        if self.size + nbytes > self.budget:
            self.table.clear()
            self.size = 0
        self.table[key] = (kept, value)
        self.size += nbytes
        return value

    def __len__(self) -> int:
        return len(self.table)
