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

    /// The code a baseline matches on is the line trimmed of tabs and Unicode spaces exactly as
    /// Foundation's `trimmingCharacters(in: .whitespaces)` trims it, and nothing else.
    func testCodeIsTheLineTrimmedOfSpacesAndTabs() {
        let lines = [
            "", " ", "\t\t", "    present(sheet, animated: true)\t", "\u{3000}공유\u{3000}", "\u{00A0}x\u{2003}",
            "\n x \n", "\r\nx", " \u{301}x ", "x\u{200B}", "\u{FEFF}x", "a b", "\u{1680}\u{202F}\u{205F}y",
        ]
        for line in lines {
            let diagnostic = Diagnostic(.note, "x", "", at: SourceLocation(file: "a", line: 1, column: 1), sourceLine: line)
            XCTAssertEqual(diagnostic.code, line.trimmingCharacters(in: .whitespaces), line.debugDescription)
        }
        XCTAssertEqual(Diagnostic(.note, "x", "", at: SourceLocation(file: "a", line: 1, column: 1)).code, "")
        // Every scalar of the first three planes, at both ends.
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let line = "\(scalar)x\(scalar)"
            let diagnostic = Diagnostic(.note, "x", "", at: SourceLocation(file: "a", line: 1, column: 1), sourceLine: line)
            if diagnostic.code != line.trimmingCharacters(in: .whitespaces) {
                XCTFail(String(format: "U+%04X", value))
            }
        }
    }
}
