import GuidelineKit
import XCTest

/// Diagnostics come back from the cache's records exactly as they went in: every field, set or
/// not, and text with any characters.
final class DiagnosticCodingTests: XCTestCase {
    func testEveryFieldSurvivesTheRecord() {
        var ranged = Diagnostic(
            .error, "activity-title-succinct", "Write succinct titles: “Auf dieser Seite suchen” — de text: 4 words\t%\n",
            at: SourceLocation(file: "App/de.lproj/Localizable.strings", line: 401, column: 37),
            entry: EntryID("activity-views/titles"), help: "제목은 짧게", helpURL: "https://example.com/a?b=c",
            notes: [
                .init("“find” is shown here", at: SourceLocation(file: "App/Find.swift", line: 2, column: 61)),
                .init("", at: SourceLocation(file: "", line: 0, column: 0)),
            ],
            sourceLine: "\"find\" = \"Auf dieser Seite suchen\";")
        ranged.range.end = SourceLocation(file: "App/de.lproj/Localizable.strings", line: 401, column: 70)
        let bare = Diagnostic(.note, "x", "", at: SourceLocation(file: "a", line: 1, column: 1))
        let warning = Diagnostic(.warning, "too-large", "not read", at: SourceLocation(file: "big.json", line: 1, column: 1))
        var out = CompactWriter()
        out.list([ranged, bare, warning]) { $0.diagnostic($1) }
        var input = CompactReader(bytes: out.bytes[...])
        XCTAssertEqual(input.list { $0.diagnostic() }, [ranged, bare, warning])
        XCTAssertTrue(input.isAtEnd)
        // Cut anywhere, the record is not read as another.
        for end in 0..<out.bytes.count {
            var cut = CompactReader(bytes: out.bytes[..<end])
            XCTAssertNil(cut.list { $0.diagnostic() }, "cut at \(end)")
        }
    }
}
