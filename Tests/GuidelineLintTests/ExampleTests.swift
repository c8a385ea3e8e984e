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
    typealias Example = CodeExample
    typealias Position = CodeExample.Marker

    static var examples: [Example] { Harness.knowledgeBase.codeExamples }

    /// Lints an example as a share extension's only Swift file; findings of the entry's rules.
    private func findings(_ example: Example, code: String) throws -> (positions: [Position], report: LintReport) {
        let (report, root) = try Harness.lint(
            example: example, code: code, configuration: "only: [\(example.rules.joined(separator: ", "))]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.problems.filter { $0.id != "syntax-error" }, [], example.place)
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
            XCTAssertFalse(example.markers.isEmpty, "\(example.place): an avoid example needs a ↓ marker")
            let found = try findings(example, code: example.code).positions
            XCTAssertEqual(Set(found), Set(example.markers), "\(example.place): findings \(found.sorted()) ≠ markers")
        }
    }

    /// Markers come out of the code, each at the UTF-8 column where it stood among what is left.
    func testMarkersAreTakenOutWithTheirPlaces() {
        let (code, markers) = CodeExample.unmarked("let ↓a = 多↓b↓\n↓x\n\ny↓")
        XCTAssertEqual(code, "let a = 多b\nx\n\ny")
        XCTAssertEqual(markers.map(\.description), ["1:5", "1:12", "1:13", "2:1", "4:2"])
        XCTAssertEqual(CodeExample.unmarked("no markers\n").code, "no markers\n")
    }

    func testAvoidExamplesWithAMultiByteFirstLine() throws {
        for example in Self.examples where example.role == .avoid {
            // A line of multi-byte characters above shifts lines, and columns stay UTF-8 columns.
            let found = try findings(example, code: "// ∑ 😀 多字节 접두사\n" + example.code).positions
            let expected = example.markers.map { Position(line: $0.line + 1, column: $0.column) }
            XCTAssertEqual(Set(found), Set(expected), example.place)
        }
    }

    func testPreferExamplesTriggerNothing() throws {
        for example in Self.examples where example.role == .prefer {
            XCTAssertTrue(example.markers.isEmpty, "\(example.place): a prefer example has no marker")
            let (found, report) = try findings(example, code: example.code)
            XCTAssertEqual(found, [], "\(example.place): \(report.violations.map(\.message))")
        }
    }

    func testExamplesInsideACommentOrAStringTriggerNothing() throws {
        for example in Self.examples {
            let commented = "/*\n\(example.code)\n*/\n"
            XCTAssertEqual(try findings(example, code: commented).positions, [], "\(example.place) in a comment")
            let quoted = "let example = #\"\"\"\n\(example.code)\n\"\"\"#\n"
            XCTAssertEqual(try findings(example, code: quoted).positions, [], "\(example.place) in a string")
        }
    }

    func testAvoidExamplesBehindADisableCommentTriggerNothing() throws {
        for example in Self.examples where example.role == .avoid {
            let code = "// hig-activity:disable \(example.rules.joined(separator: " "))\n" + example.code
            let (found, report) = try findings(example, code: code)
            XCTAssertEqual(found, [], example.place)
            XCTAssertEqual(
                report.violations.map(\.id), [], "\(example.place): the suppression is used, so not reported")
        }
    }
}

extension CodeExample {
    /// `file:line` of the block, for failure messages.
    var place: String { "\(position.file):\(position.line)" }
}
