import Foundation
import GuidelineKit
import GuidelinePublish
import GuidelineRules
import TestSupport
import XCTest

/// How the built-in site's pages lead to each other, and how its code reads: the sidebar,
/// previous and next, breadcrumbs, tables of contents, rule titles in the page's language, and
/// Swift highlighted at build time with markers as highlights.
final class SiteNavigationTests: XCTestCase {
    static let files = try! SiteBuilder(
        kb: Repository.builtin.0, rules: RuleCatalogue.all, templates: SiteBuilderTests.templates, baseURL: nil
    ).build()
    var kb: KnowledgeBase { Repository.builtin.0 }

    /// The values of `attribute` on the elements of `page` that match `start` (e.g. `<a rel="next"`).
    private func attribute(_ attribute: String, after start: String, in page: String) -> [String] {
        page.components(separatedBy: start).dropFirst().compactMap { rest in
            rest.components(separatedBy: ">").first?.components(separatedBy: "\(attribute)=\"").dropFirst().first?
                .components(separatedBy: "\"").first
        }
    }

    /// A link's target as a path from the site's root.
    private func resolve(_ href: String, from page: String) -> String {
        URL(string: href, relativeTo: URL(string: "file:///site/" + page))!.absoluteURL.standardized.path
            .replacingOccurrences(of: "/site/", with: "")
    }

    /// Following "next" from the first topic visits every topic and entry once, in the order
    /// the sidebar lists them, and "previous" walks the same chain back, in every language.
    func testPreviousAndNextVisitEveryPageOnceInSidebarOrder() throws {
        for language in kb.languages {
            let expected = kb.topics.flatMap { topic in
                [SitePath.of(EntryID(topic), language: language)]
                    + kb.entries(inTopic: topic).map { SitePath.of($0.id, language: language) }
            }
            var visited = [expected[0]]
            var page = expected[0]
            while let href = attribute("href", after: "rel=\"next\"", in: Self.files[page]!).first {
                let next = resolve(href, from: page)
                let back = try XCTUnwrap(
                    Self.files[next].flatMap { attribute("href", after: "rel=\"prev\"", in: $0).first },
                    "\(next) has no previous link")
                XCTAssertEqual(resolve(back, from: next), page, "previous of \(next)")
                visited.append(next)
                page = next
                if visited.count > expected.count { break }
            }
            XCTAssertEqual(visited, expected, language.tag)
            XCTAssertNil(attribute("href", after: "rel=\"prev\"", in: Self.files[expected[0]]!).first)
        }
    }

    /// The sidebar lists every topic, opens the current topic and marks the current page; the
    /// breadcrumb trail leads home and to the topic.
    func testTheSidebarMarksTheCurrentPageAndBreadcrumbsLeadHome() throws {
        let path = "ko/activity-views/presentation.html"
        let page = try XCTUnwrap(Self.files[path])
        let sidebar = try XCTUnwrap(page.components(separatedBy: "<nav class=\"sidebar\"").last)
        let current = attribute("href", after: "<a ", in: sidebar).filter { href in
            sidebar.contains("href=\"\(href)\" aria-current=\"page\"")
        }
        XCTAssertEqual(current, ["../../ko/activity-views/presentation.html"])
        for topic in kb.topics {
            XCTAssertTrue(sidebar.contains("href=\"../../ko/\(topic)/index.html\""), "the sidebar lacks \(topic)")
        }
        // Only the current topic's entries are listed.
        XCTAssertTrue(sidebar.contains("ko/activity-views/share-button.html"))
        XCTAssertEqual(
            attribute("href", after: "<a ", in: sidebar).filter { $0.contains("/buttons/") }, ["../../ko/buttons/index.html"],
            "another topic's entries are listed")
        let trail = try XCTUnwrap(page.components(separatedBy: "<nav class=\"breadcrumb\"").dropFirst().first)
            .components(separatedBy: "</nav>")[0]
        XCTAssertEqual(
            attribute("href", after: "<a ", in: trail), ["../../ko/index.html", "../../ko/activity-views/index.html"])
        let title = try XCTUnwrap(kb.entry(EntryID("activity-views/presentation"))?.text(in: .korean)?.text.title)
        XCTAssertTrue(trail.contains("<li aria-current=\"page\">\(title)</li>"), trail)
    }

    /// A long entry gets an on-page table of contents whose links reach its headings; a short one none.
    func testLongEntriesHaveATableOfContentsThatReachesTheirHeadings() throws {
        var long = 0
        for (path, page) in Self.files where path.hasSuffix(".html") && page.contains("<nav class=\"toc\"") {
            long += 1
            let toc = page.components(separatedBy: "<nav class=\"toc\"")[1].components(separatedBy: "</nav>")[0]
            let anchors = attribute("href", after: "<a ", in: toc)
            XCTAssertGreaterThanOrEqual(anchors.count, 3, path)
            for anchor in anchors {
                XCTAssertTrue(anchor.hasPrefix("#"), "\(path): \(anchor)")
                XCTAssertTrue(page.contains(" id=\"\(anchor.dropFirst())\">"), "\(path): no heading \(anchor)")
            }
        }
        XCTAssertGreaterThan(long, 50, "long entries with a table of contents")
        XCTAssertFalse(try XCTUnwrap(Self.files["en/activity-views/presentation.html"]).contains("class=\"toc\""))
    }

    /// Rule pages and the home page name each rule by its title in the page's language.
    func testRulesAreTitledInThePagesLanguage() throws {
        let rule = try XCTUnwrap(RuleCatalogue.all.first { $0.id == "activity-popover-anchor" })
        for language in kb.languages {
            let text = RuleTexts(knowledgeBase: kb, language: language).text(for: rule, examples: [])
            let rulePage = try XCTUnwrap(Self.files[SitePath.rule(rule.id, language: language)])
            XCTAssertTrue(rulePage.contains("<h1>\(text.title)</h1>"), language.tag)
            XCTAssertTrue(rulePage.contains("<p class=\"summary\">\(text.summary)</p>"), language.tag)
            let home = try XCTUnwrap(Self.files[SitePath.home(language)])
            XCTAssertTrue(home.contains(">\(text.title)</a> <code>\(rule.id)</code>"), language.tag)
        }
        XCTAssertNotEqual(
            RuleTexts(knowledgeBase: kb, language: .english).text(for: rule, examples: []).title,
            RuleTexts(knowledgeBase: kb, language: .korean).text(for: rule, examples: []).title)
    }

    /// Every Swift block is highlighted; an example's markers become `mark` elements, one per
    /// marker, and the block's text (what a reader copies) is its code without a marker.
    func testCodeIsHighlightedAndMarkersAreHighlightsNotCharacters() throws {
        var marks = 0
        for entry in kb.sortedEntries {
            for language in kb.languages {
                guard let text = entry.texts[language],
                    let page = Self.files[SitePath.of(entry.id, language: language)]
                else { continue }
                let blocks = text.codeBlocks.filter { $0.language == "swift" }
                let shown = page.components(separatedBy: "<pre><code class=\"language-swift\">").dropFirst()
                    .map { $0.components(separatedBy: "</code></pre>")[0] }
                XCTAssertEqual(shown.count, blocks.count, "\(entry.id) \(language.tag)")
                for (html, block) in zip(shown, blocks) {
                    let expected = block.role == nil ? block.code : CodeExample.unmarked(block.code).code
                    XCTAssertEqual(Self.text(of: html), expected, "\(entry.id) \(language.tag)")
                    let markers = block.role == nil ? 0 : block.code.components(separatedBy: CodeExample.marker).count - 1
                    XCTAssertEqual(
                        html.components(separatedBy: "<mark class=\"reported\">").count - 1, markers,
                        "\(entry.id) \(language.tag): marks")
                    marks += markers
                    XCTAssertFalse(html.contains(CodeExample.marker))
                }
            }
        }
        XCTAssertGreaterThan(marks, 200)
        let page = try XCTUnwrap(Self.files["en/activity-views/presentation.html"])
        XCTAssertTrue(page.contains("<span class=\"tok-keyword\">func</span>"))
        XCTAssertTrue(page.contains("<span class=\"tok-type\">UIActivityViewController</span>"))
        XCTAssertTrue(page.contains("<mark class=\"reported\">present</mark>(controller"))
    }

    /// The highlighter's corners: strings with interpolations and quotes, raw and multi-line
    /// strings, nested comments, attributes, directives and members named like keywords.
    func testTheHighlighterKeepsEveryCharacterAndClassifiesTheCorners() throws {
        let code = #"""
            @MainActor /* a /* nested */ comment */ final class A: UIViewController {
                let s = "a \"q\" \(x.map { "\($0)" }) b" // trailing
                let r = #"raw "quoted" \(not)"#
                let m = """
                    two "lines"
                    """
                let n = 0x1F + 1_000 + 2.5, d = .default, k = #selector(tap)
            }
            """#
        var fixture = Fixture.valid
        fixture.add("demo/code", "# Code\n\nCorners of the highlighter.\n\n```swift\n\(code)\n```\n")
        let files = try SiteBuilder(
            kb: fixture.load().0, rules: [], templates: SiteBuilderTests.templates, baseURL: nil
        ).build()
        let page = try XCTUnwrap(files["en/demo/code.html"])
        let html = page.components(separatedBy: "<code class=\"language-swift\">")[1]
            .components(separatedBy: "</code>")[0]
        XCTAssertEqual(Self.text(of: html), code)
        for expected in [
            "<span class=\"tok-attribute\">@MainActor</span>",
            "<span class=\"tok-comment\">/* a /* nested */ comment */</span>",
            "<span class=\"tok-string\">&quot;a \\&quot;q\\&quot; \\(x.map { &quot;\\($0)&quot; }) b&quot;</span>",
            "<span class=\"tok-comment\">// trailing</span>",
            "<span class=\"tok-string\">#&quot;raw &quot;quoted&quot; \\(not)&quot;#</span>",
            "<span class=\"tok-string\">&quot;&quot;&quot;\n        two &quot;lines&quot;\n        &quot;&quot;&quot;</span>",
            "<span class=\"tok-number\">0x1F</span>", "<span class=\"tok-number\">1_000</span>",
            "<span class=\"tok-number\">2.5</span>", ".default,", "<span class=\"tok-keyword\">#selector</span>",
            "<span class=\"tok-type\">UIViewController</span>",
        ] {
            XCTAssertTrue(html.contains(expected), "missing \(expected) in\n\(html)")
        }
    }

    /// The root page sends browsers to their language by the same matching as the CLI.
    func testTheRootPageOffersEachLanguageWithItsLocaleMatching() throws {
        let root = try XCTUnwrap(Self.files["index.html"])
        XCTAssertTrue(root.contains("<script src=\"assets/choose-language.js\"></script>"))
        XCTAssertNotNil(Self.files["assets/choose-language.js"])
        XCTAssertTrue(
            root.contains(
                "href=\"zh-Hans/index.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" data-prefix=\"zh\" data-excluded=\"hant hk mo tw\""
            ), root)
    }

    /// A block's text as a reader sees and copies it: tags removed, entities decoded.
    static func text(of html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag {
                text.append(character)
            }
        }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
