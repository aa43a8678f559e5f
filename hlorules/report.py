"""``hlorules opt --report out.html``: one self-contained HTML page of what a run did.

The page holds, per module (each ``// -----`` chunk with ``--split-input-file``): the module
before and after, each phase's rewrites per rule, and every rewrite -- the matched ops and
the replacement -- with its rule linked to the rule's line in the rule file, which the page
shows with an anchor per line. It is built from the :class:`~hlorules.engine.trace.Trace`
the engine records with ``events`` and ``details`` on; no script, no external resource.
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hlorules.base.errors import HloRulesError, plural

__all__ = ["Run", "render", "write"]

_STYLE = """
body { font-family: sans-serif; margin: 1.5em; color: #222; }
pre { background: #f6f6f6; padding: .6em; overflow-x: auto; font-size: 12px; }
table { border-collapse: collapse; margin: .5em 0 1em; }
th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; font-size: 13px; }
td.n { text-align: right; }
.src { font-family: monospace; font-size: 12px; white-space: pre; }
.src span.line { display: block; }
.src span.line:target { background: #ffe08a; }
.src a.ln { color: #999; display: inline-block; width: 4em; text-decoration: none; }
.rewrite { border-left: 3px solid #4c72b0; padding-left: .8em; margin-bottom: 1em; }
.cols { display: flex; gap: 1em; } .cols > div { flex: 1; min-width: 0; }
"""


@dataclass
class Run:
    """One module's run: its text before, the text written, and the trace recorded."""

    before: str
    after: str
    trace: Any


def _split_location(location: str) -> tuple[str, int] | None:
    """(file, line) of a ``file:line:col`` location, or None."""
    head, _, col = location.rpartition(":")
    file, _, line = head.rpartition(":")
    if not file or not line.isdigit() or not col.isdigit():
        return None
    return file, int(line)


class _Sources:
    """The rule files a page links into, one anchor id per file."""

    def __init__(self) -> None:
        self.ids: dict[str, str] = {}

    def link(self, rule: str, location: str) -> str:
        where = _split_location(location)
        if where is None or not os.path.isfile(where[0]):
            return html.escape(rule)
        fid = self.ids.setdefault(where[0], f"src{len(self.ids) + 1}")
        return (f'<a class="rule" data-rule="{html.escape(rule)}" '
                f'href="#{fid}-L{where[1]}">{html.escape(rule)}</a>')

    def render(self) -> str:
        parts = []
        for file, fid in self.ids.items():
            text = Path(file).read_text(encoding="utf-8", errors="replace")
            lines = "".join(
                f'<span class="line" id="{fid}-L{i}"><a class="ln" href="#{fid}-L{i}">{i}</a>'
                f"{html.escape(line)}</span>"
                for i, line in enumerate(text.splitlines(), 1))
            parts.append(f'<h3 id="{fid}">{html.escape(file)}</h3>'
                         f'<div class="src">{lines}</div>')
        return "\n".join(parts)


def _run_section(k: int, run: Run, sources: _Sources) -> str:
    tr = run.trace
    out = [f'<section class="run" id="run{k}"><h2>Module {k}</h2>']
    out.append(f"<p>{plural(tr.total_rewrites, 'rewrite')} in {tr.seconds * 1e3:.1f} ms"
               + (f"; {plural(tr.inlined_calls, 'call')} inlined first"
                  if tr.inlined_calls else "")
               + "</p>")
    out.append("<h3>Rules</h3><table class=\"rules\"><tr><th>rule</th><th>attempts</th>"
               "<th>matches</th><th>rewrites</th></tr>")
    for s in sorted(tr.rules.values(), key=lambda s: (-s.rewrites, s.name)):
        if s.attempts == 0:
            continue
        out.append(f'<tr data-rule="{html.escape(s.name)}" data-rewrites="{s.rewrites}">'
                   f"<td>{sources.link(s.name, s.location)}</td><td class=n>{s.attempts}</td>"
                   f"<td class=n>{s.matches}</td><td class=n>{s.rewrites}</td></tr>")
    out.append("</table><h3>Phases</h3><table class=\"phases\"><tr><th>phase</th>"
               "<th>sweeps</th><th>rewrites</th><th>ops before</th><th>ops after</th>"
               "<th>rules fired</th></tr>")
    for p in tr.phases:
        fired = ", ".join(f"{sources.link(r, tr.rules[r].location)} &times;{n}"
                          for r, n in sorted(p.fired.items(), key=lambda x: (-x[1], x[0])))
        out.append(f'<tr data-phase="{html.escape(p.name)}"><td>{html.escape(p.name)}</td>'
                   f"<td class=n>{p.sweeps}</td><td class=n>{p.rewrites}</td>"
                   f"<td class=n>{p.ops_before}</td><td class=n>{p.ops_after}</td>"
                   f"<td>{fired}</td></tr>")
    out.append("</table><h3>Rewrites</h3>")
    for ev in tr.events:
        out.append(
            f'<div class="rewrite" data-rule="{html.escape(ev.rule)}">'
            f"<p>#{ev.index} {sources.link(ev.rule, ev.location)} on "
            f"<code>{html.escape(ev.op)}</code> (phase {html.escape(ev.phase)}, sweep "
            f"{ev.sweep})</p><div class=cols><div>matched<pre>{html.escape(ev.matched)}</pre>"
            f"</div><div>replacement<pre>{html.escape(ev.replacement)}</pre></div></div></div>")
    out.append('<div class=cols><div><h3>Before</h3><pre class="before">'
               f"{html.escape(run.before)}</pre></div><div><h3>After</h3>"
               f'<pre class="after">{html.escape(run.after)}</pre></div></div></section>')
    return "\n".join(out)


def render(runs: Sequence[Run], title: str) -> str:
    """The page for ``runs`` (one per module), titled ``title``."""
    sources = _Sources()
    body = "\n".join(_run_section(k, r, sources) for k, r in enumerate(runs, 1))
    return (f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>"
            f"{html.escape(title)}</title><style>{_STYLE}</style></head><body>"
            f"<h1>{html.escape(title)}</h1>\n{body}\n<h2>Rule sources</h2>\n"
            f"{sources.render()}\n</body></html>\n")


def write(path: Path, runs: Sequence[Run], title: str) -> None:
    """Write :func:`render`'s page to ``path`` (an error naming it when it cannot be
    written)."""
    try:
        path.write_text(render(runs, title), encoding="utf-8")
    except OSError as e:
        raise HloRulesError(f"cannot write {path}: {e.strerror}") from None
