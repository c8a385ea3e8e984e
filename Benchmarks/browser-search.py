#!/usr/bin/env python3
"""First queries on a built site in headless Chromium, from file://: what each loads and how long it takes.

usage: browser-search.py SITE [QUERY ...]

Each query is the first on a freshly opened page (nothing of the index loaded yet): the time from
asking to having the results (opening the index included), and the bytes of the index's files the
page loaded for it. Targets (issue 18, on the 10,000-entry site): under 1 MB and under 100 ms.
Then the same query again on that page, with what it loaded kept.
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
    worst_bytes = worst_ms = 0
    try:
        for query in queries:
            driver.get((site / "en" / "index.html").as_uri())
            first = driver.execute_async_script(ASK, query)
            if "error" in first:
                sys.exit(f"{query!r}: {first['error']}")
            paths = [pathlib.Path(urllib.parse.unquote(urllib.parse.urlsplit(name).path))
                     for name in first["files"] if "/assets/search/" in name]
            loaded = sum(path.stat().st_size for path in paths)
            again = driver.execute_async_script(ASK, query)
            worst_bytes, worst_ms = max(worst_bytes, loaded), max(worst_ms, first["ms"])
            print(f"  {query!r}: first {first['ms']:.0f} ms, {len(paths)} files, {loaded / 1024:.0f} KiB; "
                  f"again {again['ms']:.1f} ms; top: {', '.join(first['keys'][:3])}", flush=True)
    finally:
        driver.quit()
    print(f"  worst first query: {worst_bytes / 1024:.0f} KiB, {worst_ms:.0f} ms (targets: under 1024 KiB and 100 ms)")


if __name__ == "__main__":
    main()
