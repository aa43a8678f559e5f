"""The state the engine keeps on xDSL IR objects: one attribute namespace, ``_hlorules_*``.

Stamps, caches and tables live as plain attributes on the blocks, ops and values they
describe, so that they live and die with them and cost one attribute lookup to read (a weak
dictionary keyed by the object would keep a weak reference per entry, and keep alive the
objects whose entries point back to them). Every such attribute is named here, with the one
module that writes it; readers use ``getattr(obj, NAME, default)``. None of them is part of
the IR: printing, verifying and comparing IR never read them.
"""

from __future__ import annotations

__all__ = ["CONST_KEY", "POSITION", "STAMP", "STATE_TEXT", "TWINS", "TWIN_KEY", "USE_STAMP",
           "VALUE"]

TWINS = "_hlorules_twins"
"""On a block: its table of side-effect-free ops by key (rules/hashcons.py)."""
POSITION = "_hlorules_pos"
"""On an op: its number in its block (rules/hashcons.py, ``position``)."""
TWIN_KEY = "_hlorules_twin_key"
"""On an op: its cached twin key (rules/hashcons.py)."""
CONST_KEY = "_hlorules_const_key"
"""On a constant op: its cached key for merging equal constants (engine/driver.py)."""
STAMP = "_hlorules_stamp"
"""On an op: the epoch of its last change (engine/driver.py, the incremental memo)."""
USE_STAMP = "_hlorules_use_stamp"
"""On an op or block argument: the epoch of the last change of its uses (engine/driver.py)."""
STATE_TEXT = "_hlorules_state_text"
"""On an op: ``(operand tuple, hash of its text less SSA names)`` (engine/state_hash.py)."""
VALUE = "_hlorules_value"
"""On a value: its elements as the constant folder computed them under the default cap;
``VALUE + "_<cap>"`` under another cap (dialect/fold/core.py, ``value_of``)."""
