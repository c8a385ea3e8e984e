#!/usr/bin/env python3
"""First queries on a built site in headless Chromium, from file://: what each loads and how long it takes.

usage: browser-search.py SITE [QUERY ...]

Each query is the first on a freshly opened page (nothing of the index loaded yet): the time from
asking to having the results (opening the index included), and the bytes of the index's files the
page loaded for it. Each is asked on three fresh pages, and the median time is reported with the
slowest. A query that is not measured ("button") first warms the browser itself up: its first
search pays for starting the renderer and compiling the page's script, which a reader pays once
per visit, not per query, and which is not the index's cost. Targets (issue 18, on the 10,000-entry site):
under 1 MB and under 100 ms. Then the same query again on the last page, with what it loaded kept.
"""
import os, pathlib, sys, urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

QUERIES = ["share sheet title", "toolbar", "popover anchor menu", "custom activity icon", "shre sheet",
           "bookmark pho", "共享表单 标题", "공유 시트 제목", "topic-042/entry-00017"]

ASK = """
var query = arguments[0], done = arguments[arguments.length - 1];
var started = performance.now();
var asking = window.higOpened ? Promise.resolve(window.higOpened)
  : higSearch.open(document.querySelector("form.search").dataset.index);
asking.then(function (index) {
  window.higOpened = index;
  return higSearch.search(index, query, 8);
}).then(function (results) {
  done({ms: performance.now() - started, keys: results.hits.map(function (h) { return h.document.key; }),
        files: Array.prototype.map.call(document.querySelectorAll("script[src]"), function (s) { return s.src; })});
}).catch(function (error) { done({error: String(error)}); });
"""


def main():
    site = pathlib.Path(sys.argv[1]).resolve()
    queries = sys.argv[2:] or QUERIES
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_script_timeout(60)
    worst_bytes = worst_median = 0

    def first_query(query):
        driver.get((site / "en" / "index.html").as_uri())
        first = driver.execute_async_script(ASK, query)
        if "error" in first:
            sys.exit(f"{query!r}: {first['error']}")
        return first

    try:
        first_query("button")
        for query in queries:
            runs = [first_query(query) for _ in range(3)]
            first = runs[-1]
            times = sorted(run["ms"] for run in runs)
            paths = [pathlib.Path(urllib.parse.unquote(urllib.parse.urlsplit(name).path))
                     for name in first["files"] if "/assets/search/" in name]
            loaded = sum(path.stat().st_size for path in paths)
            again = driver.execute_async_script(ASK, query)
            worst_bytes, worst_median = max(worst_bytes, loaded), max(worst_median, times[1])
            print(f"  {query!r}: first {times[1]:.0f} ms (slowest {times[2]:.0f}), {len(paths)} files, "
                  f"{loaded / 1024:.0f} KiB; again {again['ms']:.1f} ms; top: {', '.join(first['keys'][:3])}", flush=True)
    finally:
        driver.quit()
    print(f"  worst first query: {worst_bytes / 1024:.0f} KiB, median {worst_median:.0f} ms "
          "(targets: under 1024 KiB and 100 ms)")


if __name__ == "__main__":
    main()
