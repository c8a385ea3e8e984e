import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

/// Configuration types and ranges, paths that match nothing, and files shaped to make parsing
/// or checking blow up: each reported where it is, nothing crashes.
final class RobustnessTests: XCTestCase {
    private func problems(_ text: String) -> [String] {
        guard case .failure(let error) = Configuration.parse(text, path: "cfg.yml") else { return [] }
        return error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.message)" }
    }

    func testOptionsAreCheckedForTypeAndRange() {
        XCTAssertEqual(
            problems("rules:\n  activity-icon-template: {min-points: 80, max-points: 60}\n"),
            ["2:40 error 'min-points' (80) must not exceed 'max-points' (60) in 'activity-icon-template'"])
        // One side at its default (max-points 80) still bounds the other.
        XCTAssertEqual(
            problems("rules:\n  activity-icon-template: {min-points: 90}\n"),
            ["2:40 error 'min-points' (90) must not exceed 'max-points' (80) in 'activity-icon-template'"])
        XCTAssertEqual(
            problems("rules:\n  activity-title-succinct: {max-words: 0, max-characters: -1}\n"),
            [
                "2:40 error 'max-words' of 'activity-title-succinct' takes a whole number from 1 to 100; got '0'",
                "2:59 error 'max-characters' of 'activity-title-succinct' takes a whole number from 1 to 1000; got '-1'",
            ])
        XCTAssertEqual(
            problems("rules:\n  activity-title-succinct: {max-words: [3], max-characters: 2.5}\n"),
            [
                "2:40 error 'max-words' of 'activity-title-succinct' takes a whole number from 1 to 100; got a list",
                "2:61 error 'max-characters' of 'activity-title-succinct' takes a whole number from 1 to 1000; got '2.5'",
            ])
        XCTAssertEqual(
            problems("rules:\n  activity-title-no-brand: {brands: Acme, severity: loud}\n"),
            [
                "2:37 error 'brands' of 'activity-title-no-brand' takes a list of non-empty names, e.g. [a, b]; got 'Acme'",
                "2:53 error severity of 'activity-title-no-brand' must be error, warning, note or off; got 'loud'",
            ])
        XCTAssertEqual(
            problems("rules:\n  activity-title-succinct: {max-word: 3}\n"),
            [
                "2:29 error 'activity-title-succinct' has no option 'max-word'; did you mean 'max-words'? its options: severity, max-words, max-characters"
            ])
    }

    func testTopLevelKeysAreCheckedForType() {
        XCTAssertEqual(
            problems("disabled: activity-popover-anchor\nbrands: {a: 1}\nincluded: [[Sources]]\n"),
            [
                "1:11 error 'disabled' takes a list, e.g. disabled: [a, b]; got 'activity-popover-anchor'",
                "2:9 error 'brands' takes a list, e.g. brands: [a, b]; got a mapping",
                "3:12 error each item of 'included' must be a non-empty name; got a list",
            ])
        XCTAssertEqual(
            problems("help-base-url: 'https://ex.com/a b'\n"),
            ["1:16 error 'help-base-url' contains a space; percent-encode it (a space is %20); got 'https://ex.com/a b'"])
        // An empty list written as nothing is an empty list, not an error.
        guard case .success(let empty) = Configuration.parse("disabled:\nbrands: []\n", path: "cfg.yml") else {
            return XCTFail("rejected")
        }
        XCTAssertEqual(empty.disabled, [])
    }

    func testPathsThatMatchNothingAreWarnedAndNothingLeftIsAnError() throws {
        let activity = "final class A: UIActivity { override var activityTitle: String? { \"Print\" } }\n"
        let (report, root) = try Harness.lint([
            ".hig-activity.yml": "included: [Sources, Nope]\nexcluded: [Gone]\n", "Sources/A.swift": activity,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let warnings = report.problems.filter { $0.id == "config-path" }.map {
            "\($0.location.line):\($0.location.column) \($0.severity.rawValue)"
        }
        XCTAssertEqual(warnings, ["1:21 warning", "2:12 warning"])
        XCTAssertEqual(report.violations.count, 1)

        XCTAssertThrowsError(
            try Harness.lint([".hig-activity.yml": "included: [Nope]\n", "Sources/A.swift": activity])
        ) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("nothing to lint: no Swift file, Info.plist, asset catalog, storyboard or xib under"), text)
            XCTAssertTrue(text.contains(".hig-activity.yml:1:12: warning: 'included' names"), text)
        }
    }

    /// Shapes that once hung or crashed the linter: each is reported on its line, and the rest
    /// of the project is still linted.
    func testParserHazardsAndDeepTreesAreReportedNotFatal() throws {
        let header = "import UIKit\nlet vc = UIActivityViewController(activityItems: [], applicationActivities: nil)\n"
        let good = "final class A: UIActivity { override var activityTitle: String? { \"Print\" } }\n"
        let files = [
            "Brackets.swift": header + "let x = " + String(repeating: "[", count: 300) + "1"
                + String(repeating: "]", count: 300) + "\n",
            "Generics.swift": header + "let y: " + String(repeating: "A<", count: 2000) + "Int"
                + String(repeating: ">", count: 2000) + " = 1\n",
            "Chain.swift": header + "let z = a" + String(repeating: ".b", count: 50_000) + "\n",
            "Subscripts.swift": header + "let w = a" + String(repeating: "[0]", count: 20_000) + "\n",
            "Interpolations.swift": header + "let s = " + String(repeating: "\"\\(", count: 3_000) + "1"
                + String(repeating: ")\"", count: 3_000) + "\n",
            // Within the limits: linted as usual.
            "Fine.swift": header + "// [[[[[[[[[[[[[[[[[[[[ in a comment\nlet m = [[[1]]]\nlet c = a"
                + String(repeating: ".b", count: 1_000) + "\n" + good,
        ]
        // A debug build parses slowly: the time limit is not what this test is about.
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let limits = report.problems.filter { $0.id == "nesting-limit" }.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column)"
        }
        XCTAssertEqual(
            limits.sorted(),
            [
                "Brackets.swift:3:9", "Chain.swift:3:92025", "Generics.swift:3:137", "Interpolations.swift:3:10",
                "Subscripts.swift:3:48038",
            ])
        XCTAssertEqual(report.violations.map(\.id), ["activity-no-duplicate-system"])
        XCTAssertEqual(report.violations.first?.location.file.hasSuffix("Fine.swift"), true)
    }

    /// Top-level code is one body: each `present` there is followed through the same locals.
    func testManyPresentationsInOneBody() throws {
        let code =
            "import UIKit\nlet sheet = UIActivityViewController(activityItems: [], applicationActivities: nil)\n"
            + String(repeating: "present(sheet, animated: true)\n", count: 2_000)
            + "let anchored = UIActivityViewController(activityItems: [], applicationActivities: nil)\n"
            + "anchored.popoverPresentationController?.sourceView = view\npresent(anchored, animated: true)\n"
        let (report, root) = try Harness.lint(["Top.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.count, 2_000)
        XCTAssertEqual(report.violations.last?.location.line, 2_002)
    }

    func testOversizedProjectFilesAreReportedNotRead() throws {
        let padding = String(repeating: "<!-- padding -->\n", count: 70_000)
        let (report, root) = try Harness.lint([
            "Share/Info.plist": Harness.plist(name: "Share", extensionPoint: "com.apple.share-services") + padding,
            "App/Assets.xcassets/Icon.imageset/Contents.json": "{\"images\": []}" + String(repeating: " ", count: 1_100_000),
            "App/A.swift": "let x = 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = report.problems.map { "\(($0.location.file as NSString).lastPathComponent) \($0.id) \($0.severity.rawValue)" }
        XCTAssertTrue(found.contains("Info.plist too-large warning"), "\(found)")
        XCTAssertTrue(found.contains("Contents.json bad-asset warning"), "\(found)")
        XCTAssertTrue(report.problems.allSatisfy { $0.message.contains("the limit is 1 MiB") }, "\(report.problems)")
    }

    /// One comment naming thousands of unknown rules is one warning (the fuzzer's 4,000 names
    /// made 4,000 warnings, each quoting a 32 KB line).
    func testASuppressionNamingManyUnknownRulesIsOneWarning() throws {
        let names = (0..<4_000).map { "nope-\($0 % 100)" }.joined(separator: " ")
        let code = "import UIKit\n// hig-activity:disable:next activity-popover-anchor \(names)\nlet x = 1\n"
        let (report, root) = try Harness.lint(["A.swift": code, "B.swift": "// activityTitle\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = report.violations.filter { $0.id == "suppression-unknown-rule" }
        XCTAssertEqual(unknown.map(\.message), ["suppression names unknown rule 'nope-0' (and 99 more unknown)"])
    }

    /// 20,000 comments naming the same unknown rule (a fuzzed file, seed 20261137, took three
    /// seconds to lint): each gets its warning with the same hint, worked out once.
    func testManyCommentsNamingOneUnknownRuleEachGetTheHint() throws {
        let code = "import UIKit\n" + String(repeating: "let x = 1 // hig-activity:disable:this activty-title-succinct\n", count: 3_000)
        let (report, root) = try Harness.lint(["A.swift": code, "B.swift": "// activityTitle\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.problems.map(\.message), [])
        let unknown = report.violations.filter { $0.id == "suppression-unknown-rule" }
        XCTAssertEqual(unknown.count, 3_000)
        XCTAssertEqual(
            Set(unknown.map(\.message)),
            ["suppression names unknown rule 'activty-title-succinct'; did you mean 'activity-title-succinct'?"])
    }

    /// A rule name the fuzzer made 15,000 characters long (9,000 here), in a hundred comments: each warning
    /// quotes its start, with no "did you mean" (working one out took ten seconds).
    func testAnEndlessUnknownRuleNameIsQuotedByItsStart() throws {
        let name = "extension-no-" + String(repeating: "\\(\"", count: 3_000)
        let code = "import UIKit\n" + String(repeating: "// hig-activity:disable:next \(name)\nlet x = 1\n", count: 100)
        let (report, root) = try Harness.lint(["A.swift": code, "B.swift": "// activityTitle\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = report.violations.filter { $0.id == "suppression-unknown-rule" }
        XCTAssertEqual(unknown.count, 100)
        XCTAssertEqual(
            Set(unknown.map(\.message)),
            ["suppression names unknown rule '\(name.prefix(60))…'"])
        XCTAssertEqual(Suggestions.nearest(to: "activty-title-succinct", in: ["activity-title-succinct"]), ["activity-title-succinct"])
        XCTAssertEqual(Suggestions.nearest(to: String(repeating: "activity-title-succinct", count: 5), in: ["activity-title-succinct"]), [])
    }

    func testThousandsOfViolationsAndSuppressionsInOneFile() throws {
        var code = "import UIKit\nfinal class V: UIViewController {\n"
        for index in 0..<3_000 {
            if index % 3 == 0 { code += "    // hig-activity:disable:next activity-popover-anchor\n" }
            code +=
                "    func f\(index)() { present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }\n"
        }
        code += "    // hig-activity:disable activity-popover-anchor\n    func g() { present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }\n    // hig-activity:enable activity-popover-anchor\n}\n"
        let (report, root) = try Harness.lint(["V.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(report.violations.count, 2_000)
        XCTAssertEqual(Set(report.violations.map(\.id)), ["activity-popover-anchor"])
        // Each reported line quotes its own code.
        XCTAssertTrue(report.violations.allSatisfy { $0.code.hasPrefix("func f") })
        XCTAssertEqual(report.violations.last?.location.line, 4_002)
    }
}
