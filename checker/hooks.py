"""Native constraints the checker's own rule files use (registered when the checker loads).

``@all_distinct(%v)``: the elements of a constant value are pairwise distinct. The rule
language's builtin ``all_distinct(value(%v))`` says the same and is what rule files should
use; this hook stays for files that name it.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from hlorules.rules.builtins import BUILTINS
from hlorules.rules.hooks import constraint

__all__ = ["all_distinct"]


@constraint("all_distinct", "the elements of a constant value are pairwise distinct")
def all_distinct(v: Any) -> bool:
    arr = np.asarray(BUILTINS["value"].fn(v)).reshape(-1)
    return len(np.unique(arr)) == arr.size
