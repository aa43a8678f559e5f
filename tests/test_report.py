"""``hlorules opt --report``: one self-contained HTML page per run, from the engine's trace.

The browser test opens the page of ``opt -b exec`` on a bench module in Chromium (through
selenium) and checks it against ``--stats``: the same rewrites per rule, every rule link
landing on the rule's declaration line in the rule file shown on the page."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hlorules.cli import app

ROOT = Path(__file__).resolve().parents[1]
# a seed corpus kernel: 142 rewrites by 15 rules, on a page a browser loads at once
BENCH = ROOT / "bench" / "gpu_modules" / "corpus" / "small" / "fori_rows_dynslice_1d_b24_e4.orig.mlir"
FLIP = """func.func @main(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = stablehlo.reverse %x, dims = [0] : tensor<4x3xf32>
  %1 = stablehlo.reverse %0, dims = [0] : tensor<4x3xf32>
  %2 = stablehlo.negate %1 : tensor<4x3xf32>
  return %2 : tensor<4x3xf32>
}
"""


def _opt(*args: object) -> tuple[str, str]:
    r = CliRunner().invoke(app, ["opt", *[str(a) for a in args]])
    assert r.exit_code == 0, r.output
    return r.stdout, r.stderr


def _stats_rewrites(stderr: str) -> dict[str, int]:
    """rule -> rewrites, from the rules table ``--stats`` prints."""
    out = {}
    for line in stderr.splitlines():
        cells = [c.strip() for c in line.split("│")[1:-1]]
        if len(cells) == 6 and cells[4].isdigit() and int(cells[4]) > 0:
            out[cells[0]] = int(cells[4])
    return out


def test_report_shows_each_rewrite_with_matched_ops_replacement_and_rule_line(tmp_path):
    src = tmp_path / "m.mlir"
    src.write_text(FLIP)
    page = tmp_path / "r.html"
    out, _ = _opt("-b", ROOT / "examples" / "my.book", src, "--report", page)
    text = page.read_text()
    assert "<script" not in text and "http" not in text.split("</style>")[0]
    (rewrite,) = re.findall(r'<div class="rewrite" data-rule="reverse_reverse">.*?</div></div></div>',
                            text, re.DOTALL)
    assert rewrite.count("stablehlo.reverse&quot;") == 2  # both matched ops
    assert "replaced by %" in rewrite
    (href,) = re.findall(r'href="#(src\d+-L\d+)">reverse_reverse', rewrite)
    assert href.endswith("-L2")  # `rule reverse_reverse {` is my.rules' line 2
    line = re.search(rf'<span class="line" id="{href}">(.*?)</span>', text).group(1)
    assert "rule reverse_reverse {" in line
    assert '<tr data-rule="reverse_reverse" data-rewrites="1">' in text
    assert "stablehlo.negate" in text.split('class="after">')[1] and out in text.replace(
        "&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&#x27;", "'")


def test_trace_lines_keep_their_fields_without_a_report(tmp_path):
    src = tmp_path / "m.mlir"
    src.write_text(FLIP)
    _opt("-b", ROOT / "examples" / "my.book", src, "--trace", tmp_path / "t.jsonl")
    assert "matched" not in (tmp_path / "t.jsonl").read_text()


def _browser():
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium not installed "
                                    "(pip install -e '.[test]')")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if chromium is None or driver is None:
        pytest.skip("no chromium and chromedriver on PATH (apt-get install chromium "
                    "chromium-driver; .ci/run installs them)")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(driver), options=options)


def test_report_in_a_browser_shows_the_stats_counts_and_links_to_rule_lines(tmp_path):
    browser = _browser()
    try:
        from selenium.webdriver.common.by import By

        page = tmp_path / "report.html"
        trace = tmp_path / "t.jsonl"
        _, stats = _opt("-b", "exec", BENCH, "--stats", "-o", tmp_path / "a.mlir")
        _opt("-b", "exec", BENCH, "--report", page, "--trace", trace, "-o", tmp_path / "b.mlir")
        assert (tmp_path / "a.mlir").read_bytes() == (tmp_path / "b.mlir").read_bytes()
        want = _stats_rewrites(stats)
        assert sum(want.values()) > 100
        browser.get(page.as_uri())
        # what the page shows, read in one round trip each (a WebDriver call per cell costs
        # tens of milliseconds)
        rows = browser.execute_script(
            "return Array.from(document.querySelectorAll('table.rules tr[data-rule]'),"
            " r => [r.getAttribute('data-rule'), r.querySelectorAll('td')[3].innerText])")
        shown = {rule: int(count) for rule, count in rows}
        assert {k: v for k, v in shown.items() if v} == want
        per_phase = Counter(browser.execute_script(
            "return Array.from(document.querySelectorAll('div.rewrite'),"
            " el => el.getAttribute('data-rule'))"))
        assert per_phase == Counter(want)
        import json

        assert Counter(json.loads(ln)["rule"] for ln in trace.read_text().splitlines()) == \
            Counter(want)
        for rule in sorted(want):
            link = browser.find_element(By.CSS_SELECTOR, f'table.rules a[data-rule="{rule}"]')
            target = link.get_attribute("href").split("#")[1]
            link.click()
            landed, text = browser.execute_script(
                "return [location.hash, document.getElementById(arguments[0]).innerText]", target)
            assert landed == "#" + target
            number, _, line = text.partition("rule ")
            assert target.endswith(f"-L{number}") and re.match(rf"{re.escape(rule)}\b", line)
    finally:
        browser.quit()
