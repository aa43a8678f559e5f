"""Enzyme-JAX's custom assembly of ``enzymexla`` ops, to and from MLIR's generic form.

jaxlib does not know the ``enzymexla`` dialect, so it reads only the generic form of its ops.
``to_generic`` rewrites the custom form Enzyme-JAX prints (``enzymexla.math.relu %x : (T) ->
T``, ``enzymexla.math.gelu %x, approximation = TANH : ...``, ``enzymexla.kernel_call @f
blocks in(...) threads in(...) shmem = %s (%args) : (...) -> (...)``) into the generic form
line by line, keeping line numbers; ``to_custom`` turns jaxlib's generic printing of those ops
back into the custom form. Text without ``enzymexla.`` passes through unchanged, and so does
any line neither function recognises.
"""

from __future__ import annotations

import re

MATH_PREFIX = "enzymexla.math."
_MATH = frozenset({"math.relu", "math.tgamma", "math.lgamma", "math.softplus", "math.sinc",
                   "math.cosc", "math.gelu", "math.hypot", "math.fmuladd"})
_GELU_PROP = "gelu_approximation"
_KERNEL_GROUPS = 11  # grid x/y/z, block x/y/z, shmem, cluster x/y/z, inputs
_VALUE = r"%[A-Za-z0-9_$.\-]+(?:#\d+)?"

_CUSTOM_HEAD = re.compile(rf"^(?P<ind>\s*)(?P<res>(?:{_VALUE}(?::\d+)?\s*(?:,\s*{_VALUE}\s*)*=\s*)?)"
                          r"enzymexla\.(?P<name>math\.[a-z_]+|kernel_call)\s+")
_GENERIC_HEAD = re.compile(rf"^(?P<ind>\s*)(?P<res>(?:{_VALUE}(?::\d+)?\s*(?:,\s*{_VALUE}\s*)*=\s*)?)"
                           r"\"enzymexla\.(?P<name>math\.[a-z_]+|kernel_call)\"\((?P<ops>[^)]*)\)")


def _balanced(s: str, i: int, open_: str, close: str) -> int:
    """The index just past the ``close`` matching the ``open_`` at ``s[i]`` (strings skipped);
    -1 when unbalanced."""
    depth, j, n = 0, i, len(s)
    while j < n:
        c = s[j]
        if c == '"':
            j += 1
            while j < n and s[j] != '"':
                j += 2 if s[j] == "\\" else 1
        elif c == open_:
            depth += 1
        elif c == close:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return -1


def _split_top(s: str) -> list[str]:
    """``s`` cut at its commas outside brackets, each piece stripped (none for blank ``s``)."""
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    for c in s:
        if c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth -= 1
        if c == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
    last = "".join(cur).strip()
    return [*out, last] if last or out else []


def _attr_dict(rest: str) -> tuple[str, str]:
    """(``{...}`` at the start of ``rest`` or "", what follows it)."""
    rest = rest.lstrip()
    if rest.startswith("{"):
        end = _balanced(rest, 0, "{", "}")
        if end > 0:
            return rest[:end], rest[end:].lstrip()
    return "", rest


def _merged(entries: str, attrs: str) -> str:
    """The attribute dictionary ``attrs`` (``{...}`` or "") with ``entries`` put first: an op
    jaxlib does not know keeps its properties as attributes."""
    inner = attrs[1:-1].strip() if attrs else ""
    return "{" + ", ".join(p for p in (entries, inner) if p) + "}"


def _types_and_loc(rest: str) -> tuple[str, str]:
    """The type text after ``:`` and a trailing `` loc(...)`` (or "")."""
    rest = rest.strip()
    k = rest.rfind(" loc(")
    if k >= 0 and rest.endswith(")"):
        return rest[:k].strip(), rest[k:]
    return rest, ""


def _operand_types(functype: str) -> tuple[list[str], str]:
    """(operand types, result text) of ``(A, B) -> R``; ([], functype) when it is one type."""
    if not functype.startswith("("):
        return [], functype
    end = _balanced(functype, 0, "(", ")")
    if end < 0 or not functype[end:].lstrip().startswith("->"):
        return [], functype
    return _split_top(functype[1:end - 1]), functype[end:].lstrip()[2:].strip()


def _generic_math(name: str, body: str) -> str | None:
    """The generic form of ``enzymexla.<name>`` from the text after its name."""
    m = re.match(rf"((?:{_VALUE}\s*,\s*)*{_VALUE})", body)
    if m is None:
        return None
    operands = [o.strip() for o in m.group(1).split(",")]
    rest = body[m.end():].lstrip()
    props = ""
    if name == "math.gelu":
        g = re.match(r",\s*approximation\s*=\s*([A-Z]+)", rest)
        if g is None:
            return None
        props = f"{_GELU_PROP} = #enzymexla<gelu_approximation {g.group(1)}>"
        rest = rest[g.end():]
    attrs, rest = _attr_dict(rest)
    attrs = _merged(props, attrs)
    if not rest.startswith(":"):
        return None
    types, loc = _types_and_loc(rest[1:])
    ins, _ = _operand_types(types)
    if not ins:  # `: T`, the result type alone (fmuladd): every operand has it
        types = f"({', '.join([types] * len(operands))}) -> {types}"
    attrs = f" {attrs}" if attrs else ""
    return f'"enzymexla.{name}"({", ".join(operands)}){attrs} : {types}{loc}'


def _generic_kernel_call(body: str) -> str | None:
    """The generic form of ``enzymexla.kernel_call`` from the text after its name."""
    m = re.match(r"(@[\w$.\-]+|@\"[^\"]*\")\s*", body)
    if m is None:
        return None
    fn, rest = m.group(1), body[m.end():]
    groups: dict[str, list[str]] = {}
    for key in ("clusters", "blocks", "threads"):
        g = re.match(rf"{key}\s+in\s*\(([^)]*)\)\s*", rest)
        if g is None:
            if key == "clusters":
                continue
            return None
        groups[key] = _split_top(g.group(1))
        rest = rest[g.end():]
    s = re.match(rf"shmem\s*=\s*({_VALUE})\s*\(([^)]*)\)", rest)
    if s is None:
        return None
    inputs = _split_top(s.group(2))
    attrs, rest = _attr_dict(rest[s.end():])
    if not rest.startswith(":"):
        return None
    types, loc = _types_and_loc(rest[1:])
    ins, results = _operand_types(types)
    clusters = groups.get("clusters", [])
    scalar = "tensor<i64>"
    operands = [*groups["blocks"], *groups["threads"], s.group(1), *clusters, *inputs]
    in_types = [scalar] * (7 + len(clusters)) + ins
    cl = "1, 1, 1" if clusters else "0, 0, 0"
    sizes = f"array<i32: 1, 1, 1, 1, 1, 1, 1, {cl}, {len(inputs)}>"
    attrs = _merged(f"fn = {fn}, operandSegmentSizes = {sizes}", attrs)
    return (f'"enzymexla.kernel_call"({", ".join(operands)}) {attrs} : '
            f'({", ".join(in_types)}) -> {results or "()"}{loc}')


def to_generic(text: str) -> str:
    """``text`` with each ``enzymexla`` op in Enzyme-JAX's custom form written generically."""
    if "enzymexla." not in text:
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if "enzymexla." not in line:
            continue
        m = _CUSTOM_HEAD.match(line)
        if m is None:
            continue
        body = line[m.end():]
        name = m.group("name")
        if name == "kernel_call":
            new = _generic_kernel_call(body)
        elif name in _MATH:
            new = _generic_math(name, body)
        else:
            new = None
        if new is not None:
            lines[i] = m.group("ind") + m.group("res") + new
    return "\n".join(lines)


_PROPS = ("fn", "operandSegmentSizes", _GELU_PROP)


def _props_apart(props: str, attrs: str) -> tuple[str, str]:
    """(the op's own properties, its other attributes) as ``<{...}>`` and ``{...}`` texts
    ("" when none), from what jaxlib printed in either."""
    entries = [*_split_top(props[2:-2]), *_split_top(attrs[1:-1])]
    own = [e for e in entries if re.split(r"\s*=", e, maxsplit=1)[0].strip() in _PROPS]
    other = [e for e in entries if e not in own]
    return ("<{" + ", ".join(own) + "}>" if own else "",
            "{" + ", ".join(other) + "}" if other else "")


def _custom_math(name: str, operands: list[str], props: str, attrs: str, types: str) -> str:
    head = f"enzymexla.{name} {', '.join(operands)}"
    if name == "math.gelu":
        g = re.search(r"gelu_approximation\s+([A-Z]+)", props)
        head += f", approximation = {g.group(1) if g else 'NONE'}"
    if attrs:
        head += f" {attrs}"
    if name == "math.fmuladd":
        _, result = _operand_types(types)
        return f"{head} : {result}"
    return f"{head} : {types}"


def _custom_kernel_call(operands: list[str], props: str, attrs: str, types: str) -> str | None:
    fn = re.search(r"fn\s*=\s*(@[\w$.\-]+|@\"[^\"]*\")", props)
    sizes = re.search(r"operandSegmentSizes\s*=\s*array<i32:\s*([\d,\s]+)>", props)
    if fn is None or sizes is None:
        return None
    n = [int(x) for x in sizes.group(1).split(",")]
    if len(n) != _KERNEL_GROUPS or any(k != 1 for k in n[:7]):
        return None
    ins, results = _operand_types(types)
    grid, block, shmem = operands[0:3], operands[3:6], operands[6]
    clusters, inputs = operands[7:7 + sum(n[7:10])], operands[7 + sum(n[7:10]):]
    out = f"enzymexla.kernel_call {fn.group(1)} "
    if clusters:
        out += f"clusters in({', '.join(clusters)}) "
    out += (f"blocks in({', '.join(grid)}) threads in({', '.join(block)}) shmem = {shmem} "
            f"({', '.join(inputs)})")
    out += f" {attrs}" if attrs else " {}"
    in_types = ins[7 + len(clusters):]
    return f"{out} : ({', '.join(in_types)}) -> {results}"


def to_custom(text: str) -> str:
    """``text`` with each generically printed ``enzymexla`` op in Enzyme-JAX's custom form."""
    if '"enzymexla.' not in text:
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines):
        m = _GENERIC_HEAD.match(line)
        if m is None:
            continue
        rest = line[m.end():].lstrip()
        props = ""
        if rest.startswith("<{"):
            end = _balanced(rest, 1, "{", "}")
            if end < 0:
                continue
            props, rest = rest[:end + 1], rest[end + 1:]
        attrs, rest = _attr_dict(rest)
        if not rest.startswith(":"):
            continue
        types, loc = _types_and_loc(rest[1:])
        operands = _split_top(m.group("ops"))
        props, attrs = _props_apart(props, attrs)
        name = m.group("name")
        if name != "kernel_call" and name not in _MATH:
            continue
        new = (_custom_kernel_call(operands, props, attrs, types) if name == "kernel_call"
               else _custom_math(name, operands, props, attrs, types))
        if new is not None:
            lines[i] = m.group("ind") + m.group("res") + new + (f" {loc.strip()}" if loc else "")
    return "\n".join(lines)
