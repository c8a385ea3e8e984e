import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineLint
import XCTest

/// The examples in the entries are the tests: every `swift avoid` block triggers its entry's
/// rules exactly at its `↓` markers, every `swift prefer` block triggers none, and each also
/// passes inside a comment, inside a string and behind a disable comment. Adding an example
/// to an entry adds a test case; no test code changes.
///
/// Examples are linted as the Swift file of a share extension (principal class: the first
/// class declared) of an app whose brand is "Acme", with only the entry's rules enabled.
final class ExampleTests: XCTestCase {
    struct Example {
        var entry: EntryID
        var rules: [String]
        var role: CodeRole
        var code: String
        /// Marker positions in the code without markers: (line, UTF-8 column).
        var markers: [Position]
        var source: String
    }

    struct Position: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    static let marker = "↓"

    static var examples: [Example] {
        Harness.knowledgeBase.sortedEntries.flatMap { entry -> [Example] in
            guard let source = entry.source, !entry.metadata.rules.isEmpty else { return [] }
            return source.codeBlocks.compactMap { block in
                guard block.language == "swift", let role = block.role else { return nil }
                var markers: [Position] = []
                var lines: [String] = []
                for (index, line) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    var text = String(line)
                    while let range = text.range(of: marker) {
                        markers.append(
                            Position(
                                line: index + 1,
                                column: text.utf8.distance(from: text.startIndex, to: range.lowerBound) + 1))
                        text.removeSubrange(range)
                    }
                    lines.append(text)
                }
                return Example(
                    entry: entry.id, rules: entry.metadata.rules, role: role, code: lines.joined(separator: "\n"),
                    markers: markers, source: "\(source.path):\(block.position.line)")
            }
        }
    }

    /// Lints an example as a share extension's only Swift file; findings of the entry's rules.
    private func findings(_ example: Example, code: String) throws -> (positions: [Position], report: LintReport) {
        let firstClass = code.components(separatedBy: "class ").dropFirst().first?
            .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let (report, root) = try Harness.lint([
            ".hig-activity.yml": "only: [\(example.rules.joined(separator: ", "))]\nbrands: [Acme]\n",
            "ShareExtension/Info.plist": Harness.plist(
                name: "Acme Share", extensionPoint: "com.apple.share-services",
                principalClass: firstClass.map(String.init)),
            "ShareExtension/Example.swift": code,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.problems.filter { $0.id != "syntax-error" }, [], example.source)
        let positions = report.violations.filter { example.rules.contains($0.id) }.map {
            Position(line: $0.location.line, column: $0.location.column)
        }
        return (positions, report)
    }

    func testTheEntriesHaveExamplesForEveryRule() {
        let examples = Self.examples
        XCTAssertGreaterThanOrEqual(examples.filter { $0.role == .avoid }.count, 8)
        for rule in RuleCatalogue.all where rule.reads.contains(.swift) {
            XCTAssertTrue(
                examples.contains { $0.role == .avoid && $0.rules.contains(rule.id) }, "no avoid example for \(rule.id)"
            )
        }
    }

    func testAvoidExamplesTriggerAtTheirMarkers() throws {
        for example in Self.examples where example.role == .avoid {
            XCTAssertFalse(example.markers.isEmpty, "\(example.source): an avoid example needs a ↓ marker")
            let found = try findings(example, code: example.code).positions
            XCTAssertEqual(Set(found), Set(example.markers), "\(example.source): findings \(found.sorted()) ≠ markers")
        }
    }

    func testAvoidExamplesWithAMultiByteFirstLine() throws {
        for example in Self.examples where example.role == .avoid {
            // A line of multi-byte characters above shifts lines, and columns stay UTF-8 columns.
            let found = try findings(example, code: "// ∑ 😀 多字节 접두사\n" + example.code).positions
            let expected = example.markers.map { Position(line: $0.line + 1, column: $0.column) }
            XCTAssertEqual(Set(found), Set(expected), example.source)
        }
    }

    func testPreferExamplesTriggerNothing() throws {
        for example in Self.examples where example.role == .prefer {
            XCTAssertTrue(example.markers.isEmpty, "\(example.source): a prefer example has no marker")
            let (found, report) = try findings(example, code: example.code)
            XCTAssertEqual(found, [], "\(example.source): \(report.violations.map(\.message))")
        }
    }

    func testExamplesInsideACommentOrAStringTriggerNothing() throws {
        for example in Self.examples {
            let commented = "/*\n\(example.code)\n*/\n"
            XCTAssertEqual(try findings(example, code: commented).positions, [], "\(example.source) in a comment")
            let quoted = "let example = #\"\"\"\n\(example.code)\n\"\"\"#\n"
            XCTAssertEqual(try findings(example, code: quoted).positions, [], "\(example.source) in a string")
        }
    }

    func testAvoidExamplesBehindADisableCommentTriggerNothing() throws {
        for example in Self.examples where example.role == .avoid {
            let code = "// hig-activity:disable \(example.rules.joined(separator: " "))\n" + example.code
            let (found, report) = try findings(example, code: code)
            XCTAssertEqual(found, [], example.source)
            XCTAssertEqual(
                report.violations.map(\.id), [], "\(example.source): the suppression is used, so not reported")
        }
    }
}
