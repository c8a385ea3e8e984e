import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineLint
import TestSupport
import XCTest

/// Each reporter checked field by field on one report with a violation per severity and an input problem.
final class ReporterTests: XCTestCase {
    static let code = """
        final class Backup: UIActivity {
            override var activityTitle: String? { "Print" }
        }
        func share(_ url: URL) {
            let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            present(sheet, animated: true)
        }
        """

    private func render(
        _ format: DiagnosticFormat, _ report: LintReport, _ language: Language = .english
    ) -> String {
        let texts = RuleTexts(knowledgeBase: Harness.knowledgeBase, language: language).texts(for: RuleCatalogue.all)
        return format.render(
            report.diagnosticReport, rules: RuleCatalogue.all, options: ReportOptions(ruleTexts: texts, checks: LintChecks.all))
    }

    private func report(_ language: Language = .english) throws -> (LintReport, URL) {
        let (_, root) = try Harness.lint(["App/Share, \"Tools\".swift": Self.code])
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF]).write(to: root.appendingPathComponent("App/Bad.swift"))
        return (try Harness.linter(language).lint(paths: [root.path]), root)
    }

    /// Files are parsed and checked on all cores, the largest first: which core takes which file
    /// changes from run to run, the report does not.
    func testTheSameProjectGivesTheSameReportEveryTime() throws {
        var files: [String: String] = ["App/en.lproj/Localizable.strings": "\"share\" = \"Share this page with the people around you\";\n"]
        for index in 0..<40 {
            // Sizes from a few lines to a few thousand, so that the order by size is not the order by name.
            let padding = String(repeating: "let value\(index) = 1\n", count: (index * 37) % 400)
            files["App/Screen\(index).swift"] = padding + Self.code.replacingOccurrences(of: "Backup", with: "Backup\(index)")
                + "\nfinal class Screen\(index): UIViewController {\n    func f() { title = NSLocalizedString(\"share\", comment: \"\") }\n}\n"
        }
        let (_, root) = try Harness.lint(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let runs = try (0..<4).map { _ in try Harness.linter().lint(paths: [root.path]) }
        XCTAssertGreaterThanOrEqual(runs[0].violations.count, 120, "\(runs[0].violations.map(\.id))")
        for format in [DiagnosticFormat.sarif, .json, .text] {
            let first = render(format, runs[0])
            for run in runs.dropFirst() { XCTAssertEqual(render(format, run), first, "\(format)") }
        }
    }

    func testXcodeFormat() throws {
        let (report, root) = try report()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("App/Share, \"Tools\".swift").path
        let lines = render(.text, report).split(separator: "\n").map(
            String.init)
        XCTAssertTrue(
            lines.contains(
                "\(file):2:43: warning: Don't duplicate system-provided actions: “Print” [activity-no-duplicate-system]"
            ),
            lines.joined(separator: "\n"))
        XCTAssertTrue(
            lines.contains(
                "\(file):6:5: error: Present the activity view as a sheet or popover: “present(sheet, animated: true)” [activity-popover-anchor]"
            ))
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("\(file):6:5: note: ")
                    && $0.hasSuffix(
                        "[activity-views/presentation https://developer.apple.com/design/human-interface-guidelines/activity-views]"
                    )
            })
    }

    func testJSONFormat() throws {
        let (report, root) = try report()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = render(.json, report)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 3)
        let anchor = try XCTUnwrap(diagnostics.first { $0["id"] as? String == "activity-popover-anchor" })
        XCTAssertEqual(anchor["entry"] as? String, "activity-views/presentation")
        XCTAssertEqual(anchor["severity"] as? String, "error")
        XCTAssertEqual(anchor["line"] as? Int, 6)
        XCTAssertEqual(anchor["column"] as? Int, 5)
        XCTAssertEqual(anchor["code"] as? String, "present(sheet, animated: true)")
        XCTAssertEqual(
            anchor["helpURL"] as? String, "https://developer.apple.com/design/human-interface-guidelines/activity-views")
        XCTAssertEqual((anchor["file"] as? String)?.hasSuffix("App/Share, \"Tools\".swift"), true)
        let problem = try XCTUnwrap(diagnostics.first { $0["id"] as? String == "invalid-utf8" })
        XCTAssertNil(problem["entry"], "fields a diagnostic lacks are left out")
        XCTAssertEqual(object["files"] as? Int, 2)
        XCTAssertEqual(object["errors"] as? Int, 1)
    }

    func testGitHubFormatEscapes() throws {
        let (report, root) = try report()
        defer { try? FileManager.default.removeItem(at: root) }
        let lines = render(.github, report).split(separator: "\n")
        let escapedFile = root.appendingPathComponent("App/Share%2C \"Tools\".swift").path.replacingOccurrences(
            of: ":", with: "%3A")
        let anchor = try XCTUnwrap(lines.first { $0.contains("title=activity-popover-anchor") })
        XCTAssertTrue(
            anchor.hasPrefix("::error file=\(escapedFile),line=6,col=5,title=activity-popover-anchor::"), String(anchor)
        )
        XCTAssertTrue(anchor.contains("%0Ahttps://developer.apple.com/design/human-interface-guidelines/activity-views"))
        XCTAssertFalse(anchor.dropFirst(2).contains("\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("::warning file=") && $0.contains("title=invalid-utf8") })
        let odd = Diagnostic(
            .warning, "x,y:z", "100% done\r\nnext, line: 2 ✓", at: SourceLocation(file: "a:b,c%d é.swift", line: 3, column: 4))
        XCTAssertEqual(
            DiagnosticFormat.github.render(DiagnosticReport([odd]), rules: [], options: ReportOptions()),
            "::warning file=a%3Ab%2Cc%25d é.swift,line=3,col=4,title=x%2Cy%3Az::100%25 done%0D%0Anext, line: 2 ✓\n")
    }

    func testSARIFFieldsAndSchema() throws {
        let (report, root) = try report(.simplifiedChinese)
        defer { try? FileManager.default.removeItem(at: root) }
        let sarif = render(.sarif, report, .simplifiedChinese)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "hig-activity")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(Set(rules.compactMap { $0["id"] as? String }), RuleCatalogue.ids.union(["invalid-utf8"]))
        for rule in rules where RuleCatalogue.ids.contains(rule["id"] as? String ?? "") {
            let help = try XCTUnwrap(rule["help"] as? [String: String])
            XCTAssertFalse(help["text"]?.isEmpty ?? true)
            XCTAssertFalse(help["markdown"]?.isEmpty ?? true)
            // Apple's page for the topic of the entry the rule enforces.
            let topic = try XCTUnwrap(RuleCatalogue.all.first { $0.id == rule["id"] as? String }?.entries.first?.topic)
            XCTAssertEqual(rule["helpUri"] as? String, "https://developer.apple.com/design/human-interface-guidelines/\(topic)")
            XCTAssertFalse(((rule["properties"] as? [String: Any])?["tags"] as? [String])?.isEmpty ?? true)
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let anchor = try XCTUnwrap(results.first { $0["ruleId"] as? String == "activity-popover-anchor" })
        XCTAssertEqual(anchor["level"] as? String, "error")
        XCTAssertEqual(rules[anchor["ruleIndex"] as! Int]["id"] as? String, "activity-popover-anchor")
        let message = try XCTUnwrap((anchor["message"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(message.hasPrefix("以表单或弹出窗口形式呈现活动视图"), message)
        let location = try XCTUnwrap(
            ((anchor["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        XCTAssertEqual((location["region"] as? [String: Int])?["startLine"], 6)
        XCTAssertEqual(
            (location["artifactLocation"] as? [String: String])?["uri"]?.hasSuffix("App/Share,%20%22Tools%22.swift"),
            true)

        // The official SARIF 2.1.0 JSON schema, with Python's jsonschema.
        let schema = try XCTUnwrap(
            Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Fixtures"))
        let file = root.appendingPathComponent("report.sarif")
        try Data(sarif.utf8).write(to: file)
        let validation = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-c",
                "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')",
                file.path, schema.path,
            ])
        XCTAssertEqual(
            validation.stdout, "valid\n",
            "the SARIF does not validate against the schema (needs pip install jsonschema): \(validation.stderr)")
    }

    func testSchemaValidationCanFail() throws {
        // The validator is real: a log missing its version is rejected by jsonschema itself (an
        // import error or a crash would not print the verdict, and fails this test).
        let schema = try XCTUnwrap(
            Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Fixtures"))
        let validation = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-c",
                """
                import json, sys, jsonschema
                try:
                    jsonschema.validate({'runs': []}, json.load(open(sys.argv[1])))
                    print('valid')
                except jsonschema.ValidationError as error:
                    print('invalid: ' + error.message)
                """,
                schema.path,
            ])
        XCTAssertEqual(
            validation.stdout, "invalid: 'version' is a required property\n",
            "needs Python's jsonschema (pip install jsonschema): \(validation.stderr)")
    }
}
