import GuidelineKit
import TestSupport
import XCTest

final class LoaderTests: XCTestCase {
    func testValidFixtureHasNoDiagnostics() {
        let (kb, diagnostics) = Fixture.valid.load()
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(kb.sortedEntries.map(\.id), ["demo", "demo/entry"])
    }

    func testModelFromTheCmarkAST() throws {
        let (kb, _) = Fixture.valid.load()
        let entry = try XCTUnwrap(kb.entry("demo/entry"))
        XCTAssertEqual(entry.metadata.kind, .guideline)
        XCTAssertEqual(entry.metadata.related, ["demo"])
        let text = try XCTUnwrap(entry.texts[.english])
        XCTAssertEqual(text.title, "Entry title")
        XCTAssertEqual(text.titlePosition, SourceLocation(file: "KB/demo/entry.en.md", line: 5, column: 1))
        XCTAssertEqual(text.summary, "The summary of the entry.")
        XCTAssertEqual(text.sections.map(\.title), ["Details"])
        // Links keep their line and column in the whole file (front matter included).
        XCTAssertEqual(text.links.map(\.destination), ["demo", "https://developer.apple.com/"])
        XCTAssertEqual(
            text.links.map(\.position), [
                SourceLocation(file: "KB/demo/entry.en.md", line: 11, column: 5),
                SourceLocation(file: "KB/demo/entry.en.md", line: 11, column: 27),
            ])
        XCTAssertEqual(text.codeBlocks.count, 1)
        XCTAssertEqual(text.codeBlocks[0].language, "swift")
        XCTAssertEqual(text.codeBlocks[0].role, .avoid)
        XCTAssertEqual(text.codeBlocks[0].code, "let x = ↓1")
        XCTAssertEqual(text.codeBlocks[0].position, SourceLocation(file: "KB/demo/entry.en.md", line: 13, column: 1))
        // Translations inherit metadata and carry their own text.
        XCTAssertEqual(entry.texts[.korean]?.title, "Entry title")
        XCTAssertFalse(entry.isStale(.korean))
    }

    func testListsAndNestedBlocks() throws {
        var fixture = Fixture.valid
        fixture.add(
            "demo/lists",
            """
            # Lists

            Summary.

            1. First *item*
            2. Second with `code`
               - nested [link](demo)

            > quoted **text**
            """)
        let (kb, diagnostics) = fixture.load()
        XCTAssertEqual(diagnostics, [])
        let text = try XCTUnwrap(kb.entry("demo/lists")?.source)
        guard case .list(let list) = text.blocks[1] else { return XCTFail("expected a list, got \(text.blocks[1])") }
        XCTAssertTrue(list.ordered)
        XCTAssertEqual(list.items.count, 2)
        XCTAssertEqual(list.items[0].first?.plainText, "First item")
        XCTAssertEqual(text.links.first?.position, SourceLocation(file: "KB/demo/lists.en.md", line: 7, column: 13))
        guard case .quote(let quoted, _) = text.blocks[2] else { return XCTFail("expected a quote") }
        XCTAssertEqual(quoted.first?.plainText, "quoted text")
    }

    func testCRLFAndByteOrderMarkAreAccepted() throws {
        var fixture = Fixture.valid
        fixture.files["demo/entry.en.md"] =
            "\u{FEFF}---\r\nkind: guideline\r\n---\r\n# Title\r\n\r\nSummary [bad](demo/nope).\r\n"
        let (kb, diagnostics) = fixture.load()
        XCTAssertEqual(kb.entry("demo/entry")?.source?.title, "Title")
        assertDiagnostics(diagnostics, check: "unknown-entry", ["KB/demo/entry.en.md:6:9: error"])
    }

    /// An avoided term in a CRLF file is found at its line (a CRLF is one Character, which
    /// splitting lines at "\n" missed: the search ran past the last line and crashed).
    func testAvoidedTermsAreFoundInCRLFFiles() {
        var fixture = Fixture.valid
        fixture.files["glossary.yml"] = "terms:\n  - id: sheet\n    en: {use: [share sheet], avoid: [share panel]}\n"
        fixture.files["demo/wording.en.md"] =
            "---\r\nkind: guideline\r\n---\r\n# Wording\r\n\r\nSome text.\r\n\r\nOpen the share panel here.\r\n"
        assertDiagnostics(fixture.load().1, check: "avoided-term", ["KB/demo/wording.en.md:8:10: warning"])
    }
}
