import Foundation
import GuidelineKit
import GuidelineLint
import XCTest

final class ConfigurationAndSuppressionTests: XCTestCase {
    private let activity = """
        final class Backup: UIActivity {
            override var activityTitle: String? { "Print" }
        }

        """

    private func ids(_ report: LintReport) -> [String] {
        report.violations.map { "\($0.id)@\($0.location.line) \($0.severity.rawValue)" }
    }

    func testBadConfigurationNamesItsLineAndColumn() {
        let text =
            "disabled: [activity-title-sucinct]\nrules:\n  activity-popover-anchor:\n    max-words: 3\nsevirity: error\n"
        guard case .failure(let error) = Configuration.parse(text, path: "cfg.yml") else { return XCTFail("accepted") }
        XCTAssertEqual(
            error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            [
                "1:12 unknown rule 'activity-title-sucinct'; did you mean 'activity-title-succinct'? `hig-activity rules` lists them",
                "4:5 'activity-popover-anchor' has no option 'max-words'; its options: severity",
                "5:1 unknown key 'sevirity'; keys: disabled, opt_in_rules, only, brands, help-base-url, included, excluded, rules",
            ])
        guard case .failure(let yaml) = Configuration.parse("rules: [unclosed\n", path: "cfg.yml") else {
            return XCTFail()
        }
        XCTAssertEqual(yaml.diagnostics.first?.location.line, 2)
    }

    func testBadConfigurationStopsTheLintWithItsLocation() throws {
        XCTAssertThrowsError(try Harness.lint([".hig-activity.yml": "only: [nope-rule]\n", "A.swift": activity])) {
            error in
            XCTAssertTrue("\(error)".contains(".hig-activity.yml:1:8: error: unknown rule 'nope-rule'"), "\(error)")
        }
    }

    func testDisableOnlySeverityAndPaths() throws {
        var files = ["Sources/A.swift": activity, "Vendor/B.swift": activity]
        files[".hig-activity.yml"] = "rules:\n  activity-no-duplicate-system: { severity: error }\nexcluded: [Vendor]\n"
        let (report, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(ids(report), ["activity-no-duplicate-system@2 error"])
        XCTAssertTrue(report.hasErrors)

        files[".hig-activity.yml"] = "disabled: [activity-no-duplicate-system]\n"
        let (disabled, root2) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root2) }
        XCTAssertEqual(ids(disabled), [])

        files[".hig-activity.yml"] = "only: [activity-title-succinct]\nincluded: [Sources]\n"
        let (only, root3) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root3) }
        XCTAssertEqual(ids(only), [])
        XCTAssertEqual(only.filesLinted, 1)
    }

    func testTheNearestConfigurationAboveEachPathApplies() throws {
        let (report, root) = try Harness.lint([
            ".hig-activity.yml": "disabled: [activity-no-duplicate-system]\n",
            "Module/.hig-activity.yml": "brands: [Acme]\n",
            "Module/A.swift": activity,
            "B.swift": activity,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let linted = try Harness.linter().lint(paths: [
            root.appendingPathComponent("Module").path, root.appendingPathComponent("B.swift").path,
        ])
        XCTAssertEqual(ids(linted), ["activity-no-duplicate-system@2 warning"])
        XCTAssertEqual(linted.violations.first?.location.file.hasSuffix("Module/A.swift"), true)
        _ = report
    }

    func testSuppressionCommands() throws {
        let code = """
            final class A: UIActivity {
                // hig-activity:disable:next activity-no-duplicate-system
                override var activityTitle: String? { "Print" }
            }
            final class B: UIActivity {
                override var activityTitle: String? { "Copy" } // hig-activity:disable:this activity-no-duplicate-system
            }
            final class C: UIActivity {
                override var activityTitle: String? { "Mail" }
                // hig-activity:disable:previous activity-no-duplicate-system
            }
            // hig-activity:disable activity-no-duplicate-system
            final class D: UIActivity { override var activityTitle: String? { "Message" } }
            // hig-activity:enable activity-no-duplicate-system
            final class E: UIActivity { override var activityTitle: String? { "AirDrop" } }
            let text = "// hig-activity:disable:next activity-no-duplicate-system"
            final class F: UIActivity { override var activityTitle: String? { "Print" } }
            // hig-activity:disable:next activity-popover-anchor
            let unused = 1
            // hig-activity:disable:next no-such-rule
            let unknown = 2
            """
        let (report, root) = try Harness.lint(["A.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(
            ids(report),
            [
                "activity-no-duplicate-system@15 warning", "activity-no-duplicate-system@17 warning",
                "suppression-unused@18 warning", "suppression-unknown-rule@20 warning",
            ])
    }

    func testBaselineMatchesAfterLinesMove() throws {
        let code = "final class A: UIActivity {\n    override var activityTitle: String? { \"Print\" }\n}\n"
        let (report, root) = try Harness.lint(["App/A.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        let baselineURL = root.appendingPathComponent("baseline.json")
        try Baseline(report.violations, path: baselineURL.path).write(baselineURL.path)
        // Lines added above the violation, and a second, new violation.
        let moved =
            "import UIKit\n\n// A comment\n" + code
            + "final class B: UIActivity {\n    override var activityTitle: String? { \"Copy\" }\n}\n"
        try Data(moved.utf8).write(to: root.appendingPathComponent("App/A.swift"))
        let again = try Harness.linter().lint(paths: [root.path])
        XCTAssertEqual(again.violations.count, 2)
        let remaining = try Baseline.read(baselineURL.path).filter(again.violations)
        XCTAssertEqual(remaining.map(\.code), ["override var activityTitle: String? { \"Copy\" }"])
        XCTAssertThrowsError(try Baseline.read(root.appendingPathComponent("missing.json").path))
    }

    func testBadInputIsReportedAndLintingGoesOn() throws {
        let (_, root) = try Harness.lint(["App/Good.swift": activity])
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]).write(to: app.appendingPathComponent("Latin1.swift"))
        try Data([0x00, 0x01, 0x02, 0x00]).write(to: app.appendingPathComponent("Binary.swift"))
        try Data("final class X: UIActivity { override var activityTitle: String? { \"Print\" ".utf8)
            .write(to: app.appendingPathComponent("Broken.swift"))
        let big = String(repeating: "let value = 1 // padding to make a large generated file\n", count: 200_000)
        try Data(big.utf8).write(to: app.appendingPathComponent("Huge.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Loop").path, withDestinationPath: "..")
        let unreadable = app.appendingPathComponent("Secret.swift")
        try Data(activity.utf8).write(to: unreadable)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: unreadable.path)
        let isRoot = getuid() == 0  // root reads anything

        var linter = Harness.linter()
        linter.maximumFileSize = 32 << 20
        let report = try linter.lint(paths: [root.path])
        let problems = report.problems.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.id)"
        }
        XCTAssertTrue(problems.contains("Latin1.swift:1 invalid-utf8"), "\(problems)")
        XCTAssertTrue(problems.contains("Binary.swift:1 binary-file"), "\(problems)")
        XCTAssertTrue(problems.contains("Broken.swift:1 syntax-error"), "\(problems)")
        XCTAssertTrue(problems.contains("Loop:1 directory-link"), "\(problems)")
        if !isRoot { XCTAssertTrue(problems.contains("Secret.swift:1 unreadable"), "\(problems)") }
        // Linting went on: the good file and the broken one still report.
        XCTAssertTrue(report.violations.contains { $0.location.file.hasSuffix("Good.swift") })
        XCTAssertTrue(report.violations.contains { $0.location.file.hasSuffix("Broken.swift") })
        XCTAssertGreaterThan(report.linesLinted, 200_000)

        linter.maximumFileSize = 1 << 20
        let limited = try linter.lint(paths: [root.path])
        XCTAssertTrue(limited.problems.contains { $0.id == "too-large" && $0.location.file.hasSuffix("Huge.swift") })
    }

    /// A file over the parse size that a rule chose by its text and a project filter also names
    /// (a button calling a method that opens a share sheet) is one problem, not one per look.
    func testAFileTooLargeToParseIsReportedOnce() throws {
        let padding = String(repeating: "// padding to make a large generated file\n", count: 2_000)
        let (_, root) = try Harness.lint([
            "App/Exporter.swift": """
            import UIKit
            final class Exporter: UIViewController {
                func exportPDF() {
                    present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                }
            }
            """,
            "App/Huge.swift": """
            import SwiftUI
            struct ExportView: View {
                let exporter: Exporter
                var body: some View {
                    VStack {
                        Button("Save as PDF") { exporter.exportPDF() }
                        Button("Save this page as a document for later") {}
                    }
                }
            }
            \(padding)
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var linter = Harness.linter()
        linter.maximumParseSize = 64 << 10
        let report = try linter.lint(paths: [root.path])
        let tooLarge = report.problems.filter { $0.id == "too-large" }.map { ($0.location.file as NSString).lastPathComponent }
        XCTAssertEqual(tooLarge, ["Huge.swift"], "\(report.problems)")
        // Its size and the limit in units that tell them apart (not "0 MiB … over the 0 MiB").
        XCTAssertTrue(
            report.problems.contains { $0.message.hasSuffix("KiB of Swift is over the 64 KiB the linter parses; split the file, or exclude it if it is generated") },
            "\(report.problems)")
        // Parsed, the same file is a finding: the project filter does name it.
        linter.maximumParseSize = 2 << 20
        let parsed = try linter.lint(paths: [root.path])
        XCTAssertTrue(parsed.violations.contains { $0.id == "share-button-system" && $0.location.file.hasSuffix("Huge.swift") }, "\(parsed.violations)")
    }

    func testMessagesComeFromTheEntryInTheReadersLanguage() throws {
        let (report, root) = try Harness.lint(["A.swift": activity], language: .korean)
        defer { try? FileManager.default.removeItem(at: root) }
        let violation = try XCTUnwrap(report.violations.first)
        let entry = try XCTUnwrap(Harness.knowledgeBase.entry("activity-views/no-duplicate-actions")?.texts[.korean])
        XCTAssertEqual(violation.message, "\(entry.title): “Print”")
        XCTAssertEqual(violation.help, entry.summary)
        XCTAssertEqual(violation.entry, "activity-views/no-duplicate-actions")
        XCTAssertEqual(violation.helpURL, "https://developer.apple.com/design/human-interface-guidelines/activity-views")
    }
}
