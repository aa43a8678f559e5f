"""Values computed from immutable objects (xDSL attributes and types), found by identity.

xDSL recomputes an attribute's hash over all its fields on every call, so a dictionary
keyed by the attribute pays that hash on every lookup. An :class:`IdentityCache` is keyed
by ``id(obj)``; each entry keeps ``obj`` alive, so its id is not reused while cached, and a
hit is confirmed with ``is``. Use it only for values that are a function of the object
alone (attributes are immutable)."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

__all__ = ["MISS", "HashedKey", "IdentityCache", "attr_hash"]

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
