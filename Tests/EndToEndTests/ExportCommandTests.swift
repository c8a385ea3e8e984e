import Foundation
import GuidelineKit
import GuidelineRules
import TestSupport
import XCTest

/// `hig-activity export` checked by the linters it exports to: Semgrep and ast-grep (from PyPI)
/// run the exported rules on the entries' examples, and the SARIF catalogue is validated
/// against the official schema.
final class ExportCommandTests: XCTestCase {
    /// Semgrep's and ast-grep's own environment: the closed network makes Semgrep wait for its
    /// version check unless told not to.
    static func tool(_ arguments: [String], directory: URL? = nil, timeout: Double = 600) throws -> Subprocess {
        var environment = ProcessInfo.processInfo.environment
        environment["SEMGREP_ENABLE_VERSION_CHECK"] = "0"
        environment["SEMGREP_SEND_METRICS"] = "off"
        return try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: environment, directory: directory,
            timeout: timeout)
    }

    /// Semgrep gives a rule 5 s a file by default; a scan here gets more, since the rules' speed
    /// is `Benchmarks/run`'s to measure, not this test's. `semgrep --test` keeps the default
    /// whatever `--timeout` says: toolbar-group-count, which once allowed any code between its
    /// four toolbar items, took 4 s on its 171-line example and timed out on a loaded machine.
    static let semgrepFlags = ["--metrics=off", "--disable-version-check", "--timeout", "60"]

    /// The examples as Swift files, one per block, named after the entry and the block's line.
    func writeExamples(to folder: URL) throws -> [(file: String, example: CodeExample)] {
        let (kb, _) = Repository.builtin
        return try kb.codeExamples.map { example in
            let name =
                "\(example.entry.rawValue.replacingOccurrences(of: "/", with: "_"))_\(example.position.line)_\(example.role.rawValue).swift"
            try Data((example.code + "\n").utf8).write(to: folder.appendingPathComponent(name))
            return (name, example)
        }
    }

    func testSemgrepRulesPassTheirExampleTests() throws {
        let root = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let rules = root.appendingPathComponent("hig.semgrep.yml")
        let tests = root.appendingPathComponent("tests")
        let export = try Run.hig(["export", "semgrep", "--lang", "en", "--out", rules.path, "--tests", tests.path])
        XCTAssertEqual(export.status, 0, export.stderr)
        let testFiles = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThanOrEqual(testFiles.count, 10, "too few rules exported to Semgrep")

        let run = try Self.tool(["semgrep", "--test"] + Self.semgrepFlags + [tests.path])
        XCTAssertEqual(run.status, 0, "semgrep --test failed (pip install semgrep):\n\(run.stdout)\n\(run.stderr)")
        XCTAssertTrue(run.stdout.contains("\(testFiles.count)/\(testFiles.count): ✓ All tests passed"), run.stdout)

        // The one rules file runs as users run it: findings carry our ids, on marked lines only.
        let examples = root.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        let written = try writeExamples(to: examples)
        let scan = try Self.tool(
            ["semgrep", "scan", "--json", "--quiet"] + Self.semgrepFlags + ["--config", rules.path, examples.path])
        XCTAssertEqual(scan.status, 0, scan.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap(json["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        let byName = Dictionary(uniqueKeysWithValues: written.map { ($0.file, $0.example) })
        for result in results {
            let id = try XCTUnwrap(result["check_id"] as? String).split(separator: ".").last.map(String.init) ?? ""
            XCTAssertNotNil(RuleCatalogue.description(id), id)
            let file = URL(fileURLWithPath: try XCTUnwrap(result["path"] as? String)).lastPathComponent
            let line = try XCTUnwrap((result["start"] as? [String: Any])?["line"] as? Int)
            let example = try XCTUnwrap(byName[file])
            // Another rule may fire on an example written for this one: only its own rules are held to it.
            guard example.rules.contains(id) else { continue }
            XCTAssertTrue(example.markers.contains { $0.line == line }, "\(id) reported \(file):\(line), not a marked line")
        }
    }

    func testAstGrepProjectPassesItsTestsAndScans() throws {
        let root = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("ast-grep")
        let export = try Run.hig(["export", "ast-grep", "--lang", "zh-Hans", "--out", project.path])
        XCTAssertEqual(export.status, 0, export.stderr)
        let ruleFiles = try FileManager.default.contentsOfDirectory(
            atPath: project.appendingPathComponent("rules").path)
        XCTAssertGreaterThanOrEqual(ruleFiles.count, 10, "too few rules exported to ast-grep")

        let test = try Self.tool(["ast-grep", "test", "--skip-snapshot-tests"], directory: project)
        XCTAssertEqual(test.status, 0, "ast-grep test failed (pip install ast-grep-cli):\n\(test.stdout)\n\(test.stderr)")
        XCTAssertTrue(test.stdout.contains("\(ruleFiles.count) passed; 0 failed"), test.stdout)

        let examples = root.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        let written = try writeExamples(to: examples)
        let scan = try Self.tool(
            ["ast-grep", "scan", "--json=compact", "-c", project.appendingPathComponent("sgconfig.yml").path, examples.path])
        let results = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [[String: Any]])
        XCTAssertFalse(results.isEmpty, scan.stderr)
        let byName = Dictionary(uniqueKeysWithValues: written.map { ($0.file, $0.example) })
        let (kb, _) = Repository.builtin
        let chinese = try XCTUnwrap(Language(known: "zh-Hans"))
        for result in results {
            let id = try XCTUnwrap(result["ruleId"] as? String)
            let rule = try XCTUnwrap(RuleCatalogue.description(id), id)
            // Messages are in the language asked for.
            let title = try XCTUnwrap(rule.entries.first.flatMap { kb.entry($0)?.text(in: chinese)?.text.title })
            XCTAssertTrue((result["message"] as? String)?.hasPrefix(title) == true, id)
            let file = URL(fileURLWithPath: try XCTUnwrap(result["file"] as? String)).lastPathComponent
            let example = try XCTUnwrap(byName[file], file)
            guard example.rules.contains(id) else { continue }
            XCTAssertEqual(example.role, .avoid, "\(id) reported \(file), a prefer example")
        }
    }

    func testSARIFRuleCatalogueIsValidAndMatchesLintReports() throws {
        let root = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogue = root.appendingPathComponent("rules.sarif")
        let export = try Run.hig(["export", "sarif-rules", "--lang", "ko", "--out", catalogue.path])
        XCTAssertEqual(export.status, 0, export.stderr)
        let schema = Repository.root.appendingPathComponent("Tests/GuidelineLintTests/Fixtures/sarif-schema-2.1.0.json")
        let validation = try Self.tool([
            "python3", "-c",
            "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')",
            catalogue.path, schema.path,
        ])
        XCTAssertEqual(validation.stdout, "valid\n", validation.stderr)

        // The same rule objects as a lint report's, from one function.
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("import UIKit\nlet menu = UIMenuController.shared\n".utf8).write(
            to: app.appendingPathComponent("Menu.swift"))
        let lint = try Run.hig(["lint", "--lang", "ko", "--format", "sarif", app.path])
        func rules(_ text: String) throws -> [NSDictionary] {
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let run = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first)
            let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            return try XCTUnwrap(driver["rules"] as? [NSDictionary])
        }
        let exported = try rules(String(decoding: try Data(contentsOf: catalogue), as: UTF8.self))
        let reported = try rules(lint.stdout)
        XCTAssertEqual(exported.count, RuleCatalogue.all.count)
        XCTAssertEqual(Array(reported.prefix(exported.count)), exported)
        let first = try XCTUnwrap(exported.first { $0["id"] as? String == "edit-menu-system" })
        let markdown = try XCTUnwrap((first["help"] as? [String: Any])?["markdown"] as? String)
        XCTAssertTrue(markdown.contains("```swift\n") && markdown.contains("UIMenuController.shared"), markdown)
    }

    func testUsageErrorsAndRefusals() throws {
        let unknown = try Run.hig(["export", "semgrep", "--rules", "edit-menu-sytem"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'edit-menu-system'"), unknown.stderr)
        let format = try Run.hig(["export", "semgrp"])
        XCTAssertEqual(format.status, 64, format.stderr)
        let noFolder = try Run.hig(["export", "ast-grep"])
        XCTAssertEqual(noFolder.status, 64)
        XCTAssertTrue(noFolder.stderr.contains("--out DIR"), noFolder.stderr)

        // A folder that holds someone's files is not replaced, and keeps them.
        let root = try Run.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = root.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: notes)
        let refused = try Run.hig(["export", "ast-grep", "--out", root.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), "mine")
        // A file in a folder that doesn't exist: a clear error, nothing written.
        let missing = try Run.hig(["export", "swiftlint", "--out", root.appendingPathComponent("no/such/x.yml").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no/such/x.yml"), missing.stderr)
    }
}
