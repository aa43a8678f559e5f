"""dialect/identity.py: values cached per attribute object, found by identity."""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType, f32

from hlorules.dialect.identity import MISS, IdentityCache
from hlorules.dialect.types import is_static, shape_of, tensor


def test_an_equal_but_distinct_attribute_is_a_miss_and_none_is_a_value() -> None:
    c: IdentityCache[object] = IdentityCache()
    a, b = TensorType(f32, [2, 3]), TensorType(f32, [2, 3])
    assert a == b and a is not b
    c.put(a, None)
    assert c.get(a) is None and c.get(b) is MISS


def test_a_full_cache_starts_over_and_keeps_its_objects_alive() -> None:
    c: IdentityCache[int] = IdentityCache(limit=3)
    objs = [TensorType(f32, [n]) for n in range(4)]
    for n, o in enumerate(objs[:3]):
        c.put(o, n)
    assert [c.get(o) for o in objs[:3]] == [0, 1, 2] and len(c) == 3
    c.put(objs[3], 3)  # over the limit: the table is dropped, then the new entry kept
    assert len(c) == 1 and c.get(objs[3]) == 3 and c.get(objs[0]) is MISS


def test_cached_shapes_answer_as_the_type_does() -> None:
    t = tensor((4, 5), f32)
    assert shape_of(t) == (4, 5) == shape_of(t) and is_static(t)
    d = TensorType(f32, [DYNAMIC_INDEX, 3])
    assert not is_static(d) and not is_static(d)  # the second answer from the cache
    assert not is_static(f32)


def test_hashed_keys_of_equal_fields_are_one_dictionary_key() -> None:
    from hlorules.dialect.identity import HashedKey, attr_hash

    a, b = TensorType(f32, [2, 3]), TensorType(f32, [2, 3])
    ka = HashedKey((a, b"x"), hash((attr_hash(a), b"x")))
    kb = HashedKey((b, b"x"), hash((attr_hash(b), b"x")))
    kc = HashedKey((b, b"y"), hash((attr_hash(b), b"y")))
    assert attr_hash(a) == hash(a) == attr_hash(b)
    assert {ka: 1}.get(kb) == 1 and kc != ka and {ka: 1}.get(kc) is None


def test_constant_arrays_are_read_only_and_shared_per_attribute() -> None:
    import numpy as np
    import pytest

    from hlorules.dialect.constants import from_numpy, to_numpy

    attr = from_numpy(np.array([[True, False]]), None)
    got = to_numpy(attr)
    assert got.tolist() == [[True, False]] and to_numpy(attr) is got
    with pytest.raises(ValueError):
        got[0, 0] = False  # a caller may not change what the next reader gets
