import GuidelineKit
import TestSupport
import XCTest

/// Figures: a drawing of the knowledge base's own whose labels are in each language. A team's
/// knowledge base may be hostile, so each way a drawing could run code, load something or carry
/// words of its own is refused at its line and column and never reaches the knowledge base.
final class FigureTests: XCTestCase {
    static let drawing = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">
          <rect id="box" x="10" y="10" width="120" height="30" rx="6" class="fill-panel stroke-rule"/>
          <text data-label="leading" data-fit="box" x="70" y="25" font-size="13" text-anchor="middle" class="fill-text"></text>
        </svg>
        """
    static let labels = """
        en:
          leading: Leading edge
        zh-Hans:
          leading: 前端
        ko:
          leading: 앞쪽 가장자리
        """
    static let placement = "\n![A bar with its leading edge marked.](figures/areas.svg \"The leading edge\")\n"

    /// The valid fixture with a figure in its topic, placed by the entry in every language.
    private func fixture(drawing: String = drawing, labels: String? = labels, placement: String = placement) -> Fixture {
        var fixture = Fixture.valid
        for tag in ["en", "zh-Hans", "ko"] { fixture.files["demo/entry.\(tag).md"]! += placement }
        fixture.files["demo/figures/areas.svg"] = drawing
        if let labels { fixture.files["demo/figures/areas.labels.yml"] = labels }
        return fixture
    }

    private func load(_ fixture: Fixture) -> (KnowledgeBase, [Diagnostic]) { fixture.load() }

    func testAValidFigureIsLoadedWithItsLabelsInEveryLanguage() throws {
        let (kb, diagnostics) = load(fixture())
        XCTAssertEqual(diagnostics.filter { $0.id.hasPrefix("figure") }, [], "\(diagnostics)")
        let figure = try XCTUnwrap(kb.figure("figures/areas.svg", topic: "demo"))
        XCTAssertEqual(figure.keys, ["leading"])
        XCTAssertEqual(figure.label("leading", in: .source), "Leading edge")
        XCTAssertEqual(figure.label("leading", in: Language(known: "ko")!), "앞쪽 가장자리")
        XCTAssertNil(kb.figure("figures/other.svg", topic: "demo"))
        // Translations that recorded no source-digest are stale until stamped.
        XCTAssertTrue(figure.isStale(Language(known: "zh-Hans")!))
    }

    /// Each hostile construct, its check and where it is reported.
    func testHostileDrawingsAreRefusedWhereTheyAre() {
        let cases: [(String, String, String)] = [
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n  <script>alert(1)</script>\n</svg>", "figure-active", "2:3"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\" onload=\"alert(1)\">\n</svg>", "figure-active", "1:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<foreignObject><p>x</p></foreignObject>\n</svg>", "figure-active", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<image href=\"https://example.com/x.png\"/>\n</svg>", "figure-active", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<rect xlink:href=\"https://example.com\" width=\"1\" height=\"1\"/>\n</svg>", "figure-active", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<a href=\"javascript:alert(1)\"><rect width=\"1\" height=\"1\"/></a>\n</svg>", "figure-active", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<rect width=\"1\" height=\"1\" marker-end=\"url(https://example.com/m.svg#m)\"/>\n</svg>", "figure-active", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<rect width=\"1\" height=\"1\" style=\"fill:url(https://example.com)\"/>\n</svg>", "figure-attribute", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<rect width=\"1\" height=\"1\" transform=\"url(#x)\"/>\n</svg>", "figure-attribute", "2:1"),
            (
                "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n <!ENTITY lol \"lol\">\n <!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect id=\"&lol2;\"/></svg>",
                "figure-active", "2:1"
            ),
            ("<?xml-stylesheet href=\"https://example.com/x.css\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"/>", "figure-active", "1:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<text x=\"1\" y=\"1\">Baked in</text>\n</svg>", "figure-baked-text", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<rect width=\"1\" height=\"1\" fill=\"#ff0000\"/>\n</svg>", "figure-attribute", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<rect width=\"1\" height=\"1\" class=\"evil\"/>\n</svg>", "figure-attribute", "2:1"),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n<rect width=\"1\" height=\"1\">\n</svg>", "figure-not-svg", "3:7"),
            ("<html><body>not a drawing</body></html>", "figure-not-svg", "1:1"),
        ]
        for (drawing, check, position) in cases {
            let (kb, diagnostics) = load(fixture(drawing: drawing, labels: nil))
            let found = diagnostics.filter { $0.id == check }
            XCTAssertFalse(found.isEmpty, "\(check) for \(drawing): \(diagnostics)")
            XCTAssertEqual(found.first.map { "\($0.location.line):\($0.location.column)" }, position, drawing)
            XCTAssertEqual(found.first?.severity, .error)
            XCTAssertEqual(found.first?.location.file, "KB/demo/figures/areas.svg")
            // Refused: it never reaches the knowledge base, and the entry that places it is told.
            XCTAssertTrue(kb.figures.isEmpty, drawing)
            XCTAssertTrue(diagnostics.contains { $0.id == "figure-missing" }, drawing)
        }
    }

    func testEveryLabelNeedsATextInEveryLanguageAndAFittingBox() {
        let missing = Self.labels.replacingOccurrences(of: "ko:\n  leading: 앞쪽 가장자리", with: "ko:\n  other: 다른")
        let (_, diagnostics) = load(fixture(labels: missing))
        assertDiagnostics(
            diagnostics, check: "figure-labels",
            ["KB/demo/figures/areas.labels.yml:5:1: error", "KB/demo/figures/areas.labels.yml:6:3: warning"],
            messageContains: "label")
        // A label wider than its box, in one language, is reported at the label with its language.
        let long = Self.labels.replacingOccurrences(of: "leading: 前端", with: "leading: 这是一个非常非常长的前端区域标签")
        let (_, overflow) = load(fixture(labels: long))
        assertDiagnostics(overflow, check: "figure-label-overflow", ["KB/demo/figures/areas.svg:3:3: error"], messageContains: "zh-Hans")
        // A drawing with labels needs its labels file.
        let (_, noFile) = load(fixture(labels: nil))
        assertDiagnostics(noFile, check: "figure-labels", ["KB/demo/figures/areas.svg:1:1: error"], messageContains: "areas.labels.yml")
        // Labels in no language tag, and a non-text value.
        let (_, bad) = load(fixture(labels: Self.labels + "\nxx:\n  leading: x\n"))
        assertDiagnostics(bad, check: "figure-labels", ["KB/demo/figures/areas.labels.yml:7:1: error"], messageContains: "language tag")
    }

    func testEntriesPlaceFiguresWithAltTextAndACaption() {
        let (_, noAlt) = load(fixture(placement: "\n![](figures/areas.svg \"The leading edge\")\n"))
        XCTAssertEqual(noAlt.filter { $0.id == "figure-alt" }.count, 3, "\(noAlt)")
        let (_, noCaption) = load(fixture(placement: "\n![A bar.](figures/areas.svg)\n"))
        XCTAssertEqual(noCaption.filter { $0.id == "figure-caption" }.count, 3, "\(noCaption)")
        let (_, inline) = load(fixture(placement: "\nSee ![A bar.](figures/areas.svg \"Bar\") here.\n"))
        XCTAssertEqual(inline.filter { $0.id == "figure-inline" }.count, 3, "\(inline)")
        let (_, missing) = load(fixture(placement: "\n![A bar.](figures/area.svg \"Bar\")\n"))
        assertDiagnostics(
            missing.filter { $0.location.file.hasSuffix(".en.md") }, check: "figure-missing", ["KB/demo/entry.en.md:16:1: error"],
            messageContains: "figures/areas.svg")
        // A figure no entry places is worth a warning; a placement is not a broken link.
        let (_, unused) = load(fixture(placement: ""))
        assertDiagnostics(unused, check: "figure-unused", ["KB/demo/figures/areas.svg:1:1: warning"])
        let (_, placed) = load(fixture())
        XCTAssertFalse(placed.contains { $0.severity == .error }, "\(placed)")
    }
}
