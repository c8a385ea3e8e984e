import Foundation
import GuidelineKit
import GuidelineLint
import TestSupport
import XCTest

/// The reports CI servers read besides SARIF: JUnit (read here by `junitparser`, a real JUnit
/// consumer), Checkstyle (read as its consumers read it) and GitLab's Code Quality report
/// (validated against the fields GitLab documents as required), on one project with an error, a
/// warning and a note, in a file whose name needs escaping.
final class CIReportersTests: XCTestCase {
    private static let files = [
        "App/Share & <Tools> \"1\".swift": """
            func share(_ url: URL) {
                let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                present(sheet, animated: true)
            }
            """,
        "App/Menus.swift": """
            func makeMenu() -> UIMenu {
                UIMenu(children: [
                    UIAction(title: "delete the item") { _ in },
                    UIAction(title: "delete the item") { _ in },
                ])
            }
            """,
    ]

    /// The report of `files` in `format`, with paths relative to the project as `lint` run
    /// there gives them.
    private func render(_ format: DiagnosticFormat) throws -> (String, LintReport, URL) {
        let (report, root) = try Harness.lint(Self.files)
        let text = format.render(report.diagnosticReport, options: ReportOptions(sourceRoot: root.path))
        return (text, report, root)
    }

    private func python(_ script: String, _ arguments: [String]) throws -> Subprocess {
        try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + arguments)
    }

    func testJUnitAsJUnitParserReadsIt() throws {
        let (junit, report, root) = try render(.junit)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("report.xml")
        try Data(junit.utf8).write(to: file)
        let read = try python(
            """
            import sys, junitparser
            xml = junitparser.JUnitXml.fromfile(sys.argv[1])
            for suite in xml:
                print('suite', suite.name, suite.tests, suite.failures, suite.skipped)
                for case in suite:
                    results = case.result
                    kind = results[0].__class__.__name__ if results else 'passed'
                    print('case', case.classname, '|', case.name, '|', kind, '|', results[0].type if results and kind == 'Failure' else '-', '|', results[0].message if results else '')
            """, [file.path])
        XCTAssertEqual(read.status, 0, "needs pip install junitparser: \(read.stderr)")
        let lines = read.stdout.split(separator: "\n").map(String.init)
        let violations = report.violations
        let failures = violations.filter { $0.severity != .note }.count
        XCTAssertGreaterThanOrEqual(failures, 1)
        XCTAssertTrue(violations.contains { $0.severity == .note }, "\(violations.map(\.id))")
        XCTAssertEqual(lines.first, "suite hig-activity lint \(violations.count) \(failures) \(violations.count - failures)")
        // The error's place, escaped and read back as written.
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("case App/Share & <Tools> \"1\".swift | activity-popover-anchor at App/Share & <Tools> \"1\".swift:3:")
                    && $0.contains("| Failure | error |")
            }, read.stdout)
        XCTAssertTrue(lines.contains { $0.contains("menu-item-label-style at App/Menus.swift:3:") && $0.contains("| Skipped |") }, read.stdout)

        // A clean project is one passing case, not an empty report.
        let clean = DiagnosticFormat.junit.render(DiagnosticReport([], filesRead: 3))
        try Data(clean.utf8).write(to: file)
        let cleanRead = try python("import sys, junitparser; s = list(junitparser.JUnitXml.fromfile(sys.argv[1]))[0]; print(s.tests, s.failures, [c.name for c in s])", [file.path])
        XCTAssertEqual(cleanRead.stdout, "1 0 ['no findings (3 file(s) read)']\n", cleanRead.stderr)
    }

    func testCheckstyleAsItsConsumersReadIt() throws {
        let (checkstyle, report, root) = try render(.checkstyle)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("checkstyle.xml")
        try Data(checkstyle.utf8).write(to: file)
        let read = try python(
            """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            assert root.tag == 'checkstyle', root.tag
            for f in root.findall('file'):
                for e in f.findall('error'):
                    assert int(e.get('line')) > 0 and int(e.get('column')) > 0
                    print(f.get('name'), e.get('line'), e.get('severity'), e.get('source'), '|', e.get('message'))
            """, [file.path])
        XCTAssertEqual(read.status, 0, read.stderr)
        let lines = read.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, report.violations.count)
        XCTAssertTrue(lines.contains { $0.hasPrefix("App/Share & <Tools> \"1\".swift 3 error hig-activity.activity-popover-anchor |") }, read.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("App/Menus.swift 3 info hig-activity.menu-item-label-style | ") }, read.stdout)
    }

    func testGitLabCodeQualityValidatesAndFingerprintsStay() throws {
        let (gitlab, _, root) = try render(.gitlab)
        defer { try? FileManager.default.removeItem(at: root) }
        let schema = try XCTUnwrap(
            Bundle.module.url(forResource: "gitlab-codequality.schema", withExtension: "json", subdirectory: "Fixtures"))
        let file = root.appendingPathComponent("gl-code-quality-report.json")
        try Data(gitlab.utf8).write(to: file)
        let validation = try python(
            "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')",
            [file.path, schema.path])
        XCTAssertEqual(validation.stdout, "valid\n", validation.stderr)

        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(gitlab.utf8)) as? [[String: Any]])
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, issues.count, "two identical items on two lines need two fingerprints")
        let anchor = try XCTUnwrap(issues.first { $0["check_name"] as? String == "activity-popover-anchor" })
        XCTAssertEqual(anchor["severity"] as? String, "major")
        XCTAssertEqual((anchor["location"] as? [String: Any])?["path"] as? String, "App/Share & <Tools> \"1\".swift")

        // The same findings after lines move keep their fingerprints; the report is byte for byte the same.
        var moved = Self.files
        moved["App/Menus.swift"] = "// A comment that moves every line down.\n\n" + moved["App/Menus.swift"]!
        let (report, movedRoot) = try Harness.lint(moved)
        defer { try? FileManager.default.removeItem(at: movedRoot) }
        let again = DiagnosticFormat.gitlab.render(report.diagnosticReport, options: ReportOptions(sourceRoot: movedRoot.path))
        let movedIssues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(again.utf8)) as? [[String: Any]])
        XCTAssertEqual(Set(movedIssues.compactMap { $0["fingerprint"] as? String }), Set(fingerprints))
        XCTAssertEqual(try render(.gitlab).0, gitlab)
    }

    /// Control characters XML cannot hold become U+FFFD, the rest is escaped: the report stays
    /// well-formed whatever a message quotes.
    func testXMLReportsStayWellFormed() throws {
        let hostile = Diagnostic(
            .warning, "menu-item-label-style", "quotes \u{1B}[31m & <b>\"'\u{0}",
            at: SourceLocation(file: "./A&B.swift", line: 2, column: 1))
        for format in [DiagnosticFormat.junit, .checkstyle] {
            let text = format.render(DiagnosticReport([hostile]))
            XCTAssertFalse(text.contains("\u{1B}") || text.contains("\u{0}"), "\(format)")
            XCTAssertTrue(text.contains("A&amp;B.swift") && !text.contains("./A"), "\(format): \(text)")
            let parsed = try python("import sys, xml.etree.ElementTree as ET; ET.fromstring(sys.argv[1]); print('ok')", [text])
            XCTAssertEqual(parsed.stdout, "ok\n", "\(format): \(parsed.stderr)")
        }
    }
}
