import Foundation
import XCTest

@testable import GuidelineKit

/// The JSON report is written directly, and must be what `JSONEncoder` writes of the same
/// fields (pretty-printed, keys sorted, slashes as they are, absent values left out): tools
/// that read the report, and reports compared byte for byte, rely on it.
final class JSONFormatTests: XCTestCase {
    /// The report as the encoder writes it: the reference.
    private struct Output: Encodable {
        struct Item: Encodable {
            let id: String
            let severity: String
            let file: String
            let line: Int
            let column: Int
            let endLine: Int?
            let endColumn: Int?
            let message: String
            let entry: String?
            let help: String?
            let helpURL: String?
            let code: String?
            let notes: [Note]
        }
        struct Note: Encodable {
            let message: String
            let file: String
            let line: Int
            let column: Int
        }
        let diagnostics: [Item]
        let errors: Int
        let warnings: Int
        let notes: Int
        let files: Int?
        let lines: Int?
    }

    private func encoded(_ report: DiagnosticReport) throws -> String {
        let diagnostics = report.diagnostics
        func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
        let output = Output(
            diagnostics: diagnostics.map {
                Output.Item(
                    id: $0.id, severity: $0.severity.rawValue, file: $0.location.file, line: $0.location.line,
                    column: $0.location.column, endLine: $0.range.end?.line, endColumn: $0.range.end?.column,
                    message: $0.message, entry: $0.entry?.rawValue, help: $0.help, helpURL: $0.helpURL,
                    code: $0.sourceLine == nil ? nil : $0.code,
                    notes: $0.notes.map {
                        Output.Note(message: $0.message, file: $0.location.file, line: $0.location.line, column: $0.location.column)
                    })
            },
            errors: count(.error), warnings: count(.warning), notes: count(.note), files: report.filesRead,
            lines: report.linesRead)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(output), as: UTF8.self) + "\n"
    }

    /// Every byte from 0 to 127, line and paragraph separators, accents, an emoji, a byte order mark.
    private static let awkward: String = {
        var text = ""
        for byte in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
        return text + "\u{2028}\u{2029} é 共享 공유 😀 \u{FEFF} a/b \\\"q\"\\"
    }()

    func testTheReportIsWhatTheEncoderWrites() throws {
        let at = SourceLocation(file: "App/Share, \"Tools\"/\u{1}.swift", line: 6, column: 5)
        var ranged = Diagnostic(.warning, "nesting-limit", "deep", at: at)
        ranged.range = SourceRange(at, end: SourceLocation(file: at.file, line: 9, column: 2))
        let reports = [
            DiagnosticReport([]),
            DiagnosticReport([], filesRead: 0, linesRead: 0),
            DiagnosticReport(
                [
                    Diagnostic(
                        .error, "activity-popover-anchor", Self.awkward, at: at, entry: EntryID("activity-views/presentation"),
                        help: Self.awkward, helpURL: "https://developer.apple.com/design/human-interface-guidelines/",
                        notes: [
                            .init(Self.awkward, at: at), .init("reached from ShareViewController", at: SourceLocation(file: "b", line: 1, column: 1)),
                        ],
                        sourceLine: "    present(sheet, animated: true)\t" + Self.awkward),
                    Diagnostic(.note, "button-title-concise", "“Save as PDF”", at: at, sourceLine: ""),
                    ranged,
                    .warning("invalid-utf8", "not linted", at: SourceLocation(file: "x.swift", line: 1, column: 1)),
                ], filesRead: 2, linesRead: 1_234_567),
        ]
        for report in reports {
            XCTAssertEqual(JSONFormat.render(report), try encoded(report))
        }
    }
}
