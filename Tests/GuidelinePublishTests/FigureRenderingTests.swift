import Foundation
import GuidelineKit
import GuidelinePublish
import GuidelineRules
import TestSupport
import XCTest

/// A figure wherever an entry is read: inlined on the site as an accessible image in the page's
/// language, and as its caption and alt text in the terminal and in man pages. Its words come
/// from content, so they are escaped like any content.
final class FigureRenderingTests: XCTestCase {
    /// The valid fixture with a figure its entry places in every language; `label` is the
    /// English text of its one label.
    private func fixture(label: String = "Leading edge", caption: String = "The leading edge") -> Fixture {
        var fixture = Fixture.valid
        let alts = ["en": "A bar with its leading edge marked.", "zh-Hans": "标出前端的栏。", "ko": "앞쪽 가장자리가 표시된 막대입니다."]
        let captions = ["en": caption, "zh-Hans": "栏的前端", "ko": "막대의 앞쪽 가장자리"]
        for tag in ["en", "zh-Hans", "ko"] {
            fixture.files["demo/entry.\(tag).md"]! += "\n![\(alts[tag]!)](figures/areas.svg \"\(captions[tag]!)\")\n"
        }
        fixture.files["demo/figures/areas.svg"] = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 60">
              <defs><marker id="arrow" markerWidth="4" markerHeight="4" refX="2" refY="2"><path d="M0,0 L4,2 L0,4" class="fill-text"/></marker></defs>
              <rect id="box" x="10" y="10" width="380" height="30" class="fill-panel stroke-rule"/>
              <line x1="0" y1="50" x2="20" y2="50" class="stroke-text" marker-end="url(#arrow)"/>
              <text data-label="leading" data-fit="box" x="200" y="25" font-size="12" text-anchor="middle" class="fill-text"></text>
            </svg>
            """
        fixture.files["demo/figures/areas.labels.yml"] = """
            en:
              leading: '\(label.replacingOccurrences(of: "'", with: "''"))'
            zh-Hans:
              leading: 前端
            ko:
              leading: 앞쪽 가장자리
            """
        return fixture
    }

    func testTheSiteInlinesTheFigureInEachLanguage() throws {
        let (kb, diagnostics) = fixture().load()
        XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let pages = try SiteBuilder(kb: kb, rules: RuleCatalogue.all, templates: SiteBuilderTests.templates, baseURL: nil).build()
        for (language, label, caption) in [("en", "Leading edge", "The leading edge"), ("zh-Hans", "前端", "栏的前端"), ("ko", "앞쪽 가장자리", "막대의 앞쪽 가장자리")] {
            let page = try XCTUnwrap(pages["\(language)/demo/entry.html"])
            XCTAssertTrue(page.contains("<figure class=\"diagram\" id=\"figure-areas\">"), language)
            XCTAssertTrue(
                page.contains("role=\"img\" aria-labelledby=\"figure-areas-title figure-areas-desc\"><title id=\"figure-areas-title\">\(caption)</title>"),
                page)
            XCTAssertTrue(page.contains(">\(label)</text>"), "\(language): \(page)")
            XCTAssertTrue(page.contains("<figcaption>\(caption)</figcaption>"), language)
            // Ids made unique in the page, and every reference to them with them.
            XCTAssertTrue(page.contains("id=\"figure-areas-box\"") && page.contains("data-fit=\"figure-areas-box\""))
            XCTAssertTrue(page.contains("marker-end=\"url(#figure-areas-arrow)\""))
            // The image is no longer a paragraph of alt text.
            XCTAssertFalse(page.contains("<p>A bar with"), language)
        }
    }

    func testHostileWordsInAFigureStayText() throws {
        let (kb, _) = fixture(label: "</text><script>alert(1)</script>", caption: "<img src=x onerror=alert(2)>").load()
        let page = try XCTUnwrap(
            try SiteBuilder(kb: kb, rules: RuleCatalogue.all, templates: SiteBuilderTests.templates, baseURL: nil).build()["en/demo/entry.html"])
        XCTAssertFalse(page.contains("<script>alert(1)"), page)
        XCTAssertFalse(page.contains("<img src=x"), page)
        XCTAssertTrue(page.contains("&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>"), page)
    }

    func testTheTerminalAndManPagesShowTheCaptionAndAltText() throws {
        let (kb, _) = fixture().load()
        let entry = try XCTUnwrap(kb.entry(EntryID("demo/entry")))
        let korean = Language(known: "ko")!
        let shown = TerminalRenderer(width: 80, color: false, language: korean).render(try XCTUnwrap(entry.texts[korean]))
        XCTAssertTrue(shown.contains("그림: 막대의 앞쪽 가장자리\n앞쪽 가장자리가 표시된 막대입니다."), shown)
        let chinese = Language(known: "zh-Hans")!
        let page = try XCTUnwrap(ManPageRenderer(language: chinese).entryPage(entry, in: kb))
        // Chinese may break between any two characters: roff is told so (`\:`).
        XCTAssertTrue(page.contains("\\fB图\\:：\\:栏\\:的\\:前\\:端\\fR\n.PP\n标\\:出\\:前\\:端\\:的\\:栏\\:。"), page)
    }
}
