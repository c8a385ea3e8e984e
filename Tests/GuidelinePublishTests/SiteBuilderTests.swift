import Foundation
import GuidelineKit
import GuidelineRules
import GuidelinePublish
import TestSupport
import XCTest

/// The HTML site's pages, built from the real templates.
final class SiteBuilderTests: XCTestCase {
    static let templates = try! SiteTemplates.load(folder: Repository.root.appendingPathComponent("Templates").path)

    private func site(_ fixture: Fixture, baseURL: String? = nil) throws -> [String: String] {
        try SiteBuilder(kb: fixture.load().0, rules: RuleCatalogue.all, templates: Self.templates, baseURL: baseURL)
            .build()
    }

    /// A topic's `reference` (the original guidelines' page) is linked from its page and its
    /// entries' pages, labelled in the page's language, and escaped like any content.
    func testTheOriginalGuidelinesAreLinked() throws {
        var fixture = Fixture.valid
        fixture.files["demo/_topic.en.md"] = fixture.files["demo/_topic.en.md"]!.replacingOccurrences(
            of: "kind: overview\n", with: "kind: overview\nreference: https://example.com/guide?a=1&b=2\n")
        let pages = try site(fixture)
        let link =
            #"<a href="https://example.com/guide?a=1&amp;b=2" rel="external">https://example.com/guide?a=1&amp;b=2</a>"#
        for (path, label) in [
            ("en/demo/index.html", "Original guidance"), ("en/demo/entry.html", "Original guidance"),
            ("ko/demo/entry.html", "원문 지침"), ("zh-Hans/demo/index.html", "原始指南"),
        ] {
            XCTAssertTrue(pages[path]?.contains("\(label): \(link)") ?? false, "\(path): \(pages[path] ?? "missing")")
        }
        // Without one, no link.
        XCTAssertFalse(try site(Fixture.valid)["en/demo/entry.html"]!.contains("rel=\"external\""))
    }

    func testContentIsInertWhateverItHolds() throws {
        var fixture = Fixture.valid
        fixture.add(
            "demo/evil",
            """
            # <script>alert("title")</script>

            Summary "><img src=x onerror=alert(1)> and <b>bold</b>.

            [click](javascript:alert(1)) [data](data:text/html,<script>alert(2)</script>) <script>alert(3)</script>

            <div onclick="alert(4)">raw html block</div>

            ```swift avoid
            let s = "</code></pre><script>alert(5)</script>"
            ```
            """)
        let files = try site(fixture)
        for language in ["en", "zh-Hans", "ko"] {
            let page = try XCTUnwrap(files["\(language)/demo/evil.html"])
            // The only script elements are the site's own: search and navigation.
            XCTAssertEqual(page.components(separatedBy: "<script").count, 3, "a script element in \(language)")
            XCTAssertTrue(page.contains("<script src=\"../../assets/search.js\" defer></script>"))
            XCTAssertTrue(page.contains("<script src=\"../../assets/navigation.js\" defer></script>"))
            XCTAssertFalse(page.contains("<img"), "an img element in \(language)")
            XCTAssertFalse(page.contains("onerror="), "an event handler attribute in \(language)")
            XCTAssertFalse(page.contains("<div onclick"), "raw HTML in \(language)")
            XCTAssertFalse(page.lowercased().contains("href=\"javascript:"), "a javascript: link in \(language)")
            XCTAssertFalse(page.lowercased().contains("href=\"data:"), "a data: link in \(language)")
            // Markup in a title or summary is dropped from their text; in the body it shows as text.
            XCTAssertTrue(page.contains("<h1>alert(&quot;title&quot;)</h1>"), "the title's text")
            XCTAssertTrue(
                page.contains("&lt;script&gt;alert(3)&lt;/script&gt;"), "inline HTML in the body shows as text")
            XCTAssertTrue(page.contains("&lt;div onclick=&quot;alert(4)&quot;&gt;"), "an HTML block shows as text")
            XCTAssertTrue(page.contains("&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(5)"), "code stays code")
        }
    }

    func testHreflangAlternatesAreReciprocalAndNeverAFallback() throws {
        var fixture = Fixture.valid
        fixture.files["demo/entry.ko.md"] = nil  // Korean readers get the English text, with a notice
        let files = try site(fixture, baseURL: "https://example.com/hig")
        func alternates(_ path: String) -> [String] {
            files[path]!.split(separator: "\n").filter { $0.hasPrefix("<link rel=\"alternate\"") }.map(String.init)
        }
        let expected = [
            "<link rel=\"alternate\" hreflang=\"en\" href=\"https://example.com/hig/en/demo/entry.html\">",
            "<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://example.com/hig/zh-Hans/demo/entry.html\">",
            "<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://example.com/hig/en/demo/entry.html\">",
        ]
        XCTAssertEqual(alternates("en/demo/entry.html"), expected)
        XCTAssertEqual(alternates("zh-Hans/demo/entry.html"), expected)
        XCTAssertEqual(
            alternates("ko/demo/entry.html"), [], "a fallback page lists no alternates and is listed by none")
        let korean = files["ko/demo/entry.html"]!
        XCTAssertTrue(korean.contains("<html lang=\"ko\">"))
        XCTAssertTrue(korean.contains("class=\"notice fallback\""))
        XCTAssertTrue(korean.contains("번역이 아직 없어 영어 원문을 표시합니다"))
        // Without a base URL, alternates are relative (the site works from file://).
        let relative = try site(fixture)
        XCTAssertTrue(
            relative["en/demo/entry.html"]!.contains("hreflang=\"zh-Hans\" href=\"../../zh-Hans/demo/entry.html\""))
    }

    func testStaleTranslationsShowABanner() throws {
        var fixture = Fixture.valid
        fixture.files["demo/entry.en.md"]! += "\nA paragraph added to the English.\n"
        let files = try site(fixture)
        XCTAssertTrue(files["zh-Hans/demo/entry.html"]!.contains("class=\"notice stale\""))
        XCTAssertFalse(files["en/demo/entry.html"]!.contains("class=\"notice stale\""))
    }

    func testEveryInternalLinkResolvesAndNothingLoadsFromElsewhere() throws {
        let files = try SiteBuilder(
            kb: Repository.builtin.0, rules: RuleCatalogue.all, templates: Self.templates, baseURL: nil
        ).build()
        XCTAssertNotNil(files["404.html"])
        XCTAssertNotNil(files["index.html"])
        XCTAssertNotNil(files["en/rules/activity-popover-anchor.html"])
        for (path, page) in files where path.hasSuffix(".html") {
            XCTAssertFalse(page.contains("<script src=\"http"), path)
            XCTAssertFalse(page.contains("<link rel=\"stylesheet\" href=\"http"), path)
            XCTAssertFalse(page.contains("@import"), path)
            for href in Self.hrefs(page)
            where !href.hasPrefix("http") && !href.hasPrefix("mailto:") && !href.hasPrefix("#") {
                let target = URL(fileURLWithPath: "/site/" + path).deletingLastPathComponent().appendingPathComponent(
                    href
                )
                .standardizedFileURL.path.replacingOccurrences(of: "/site/", with: "")
                let file = target.split(separator: "#").first.map(String.init) ?? target
                XCTAssertNotNil(files[file], "\(path) links to missing \(href)")
            }
        }
        // Rule pages show what they check, their examples and a link back to their entries.
        let rule = files["en/rules/activity-popover-anchor.html"]!
        XCTAssertTrue(rule.contains("href=\"../../en/activity-views/presentation.html\""))
        XCTAssertTrue(rule.contains("figure class=\"example avoid\""))
        XCTAssertTrue(
            files["en/activity-views/presentation.html"]!.contains(
                "href=\"../../en/rules/activity-popover-anchor.html\""))
    }

    func testBuildsAreByteIdentical() throws {
        let first = try SiteBuilder(
            kb: Repository.builtin.0, rules: RuleCatalogue.all, templates: Self.templates, baseURL: nil
        ).build()
        let second = try SiteBuilder(
            kb: Repository.builtin.0, rules: RuleCatalogue.all, templates: Self.templates, baseURL: nil
        ).build()
        XCTAssertEqual(first, second)
    }

    func testBadTemplatesAreReported() {
        var templates = Self.templates
        templates["page.mustache"] = "<main>\n  {{#unclosed}}\n</main>"
        templates["entry.mustache"] = "{{> toc}}\n{{> sidebar}}"
        // Every mistake at once, each at its line and column, each saying what to do.
        XCTAssertThrowsError(
            try SiteBuilder(kb: Repository.builtin.0, rules: [], templates: templates, templatesFolder: "t", baseURL: nil)
        ) {
            XCTAssertEqual(
                "\($0)",
                """
                t/page.mustache:2:3: not a valid Mustache template: a section is never closed ({{/unclosed}} expected); fix it or remove --templates
                t/entry.mustache:2:1: names the partial 'sidebar', but there is no sidebar.mustache; add it or remove the tag
                """)
        }
        templates["page.mustache"] = nil
        XCTAssertThrowsError(
            try SiteBuilder(kb: Repository.builtin.0, rules: [], templates: templates, baseURL: nil))
    }

    static func hrefs(_ page: String) -> [String] {
        page.components(separatedBy: "href=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}
