import Foundation
import GuidelineKit
import GuidelineLint
import GuidelineRules
import RuleCatalogueGenerator
import TestSupport
import XCTest

/// What is generated from the rule files and checked in stays in step with them: the catalogue
/// the GuidelineRules target compiles, and the README's rule table.
/// `UPDATE_GOLDEN=1 swift test --filter GeneratedFilesTests` rewrites both after a rule changes.
final class GeneratedFilesTests: XCTestCase {
    static let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"

    static var ruleFiles: [RuleFile] {
        let folder = Repository.root.appendingPathComponent("Sources/GuidelineLint/Rules")
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { url in
            let relative = String(url.path.dropFirst(Repository.root.path.count + 1))
            return try! RuleFile.read(url, as: relative)
        }
    }

    func testTheCatalogueIsGeneratedFromTheRuleFiles() throws {
        let path = Repository.root.appendingPathComponent("Sources/GuidelineRules/RuleCatalogue.swift")
        let expected = GeneratedSource.catalogue(Self.ruleFiles)
        if Self.update { try expected.write(to: path, atomically: true, encoding: .utf8) }
        XCTAssertEqual(
            try String(contentsOf: path, encoding: .utf8), expected,
            "Sources/GuidelineRules/RuleCatalogue.swift is out of date; run UPDATE_GOLDEN=1 swift test --filter GeneratedFilesTests")
    }

    /// The compiled copy says what the rules themselves say.
    func testTheCatalogueDescribesTheLinterRules() {
        XCTAssertEqual(RuleCatalogue.all, LintRules.catalogue)
        XCTAssertEqual(RuleCatalogue.ids.count, RuleCatalogue.all.count, "rule ids are unique")
        for rule in RuleCatalogue.all {
            XCTAssertTrue(EntryID.isKebabCase(rule.id), rule.id)
            XCTAssertFalse(rule.entries.isEmpty, "\(rule.id) enforces no entry")
        }
    }

    func testTheReadmeRuleTableComesFromTheCatalogue() throws {
        try Self.checkReadmeSection("rules", Self.ruleTable(RuleCatalogue.all), what: "rule table")
    }

    func testTheReadmeExportTableComesFromTheCatalogue() throws {
        try Self.checkReadmeSection("exports", Self.exportTable(RuleCatalogue.all), what: "export table")
    }

    /// The README's generated section `name` is `table` (rewritten with UPDATE_GOLDEN=1).
    static func checkReadmeSection(_ name: String, _ table: String, what: String) throws {
        let path = Repository.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: path, encoding: .utf8)
        let begin = "<!-- \(name): generated from the rule files; UPDATE_GOLDEN=1 swift test --filter GeneratedFilesTests -->\n"
        let end = "<!-- end of \(name) -->\n"
        guard let start = readme.range(of: begin), let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
        else { return XCTFail("README.md has no generated \(what) between \(begin) and \(end)") }
        if update {
            try readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: table)
                .write(to: path, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(String(readme[start.upperBound..<stop.lowerBound]), table, "README's \(what) is out of date")
    }

    /// Rule × target: exact, approximate (what differs) or left out (why).
    static func exportTable(_ rules: [RuleDescription]) -> String {
        var out = "| Rule | Semgrep | ast-grep | SwiftLint |\n| --- | --- | --- | --- |\n"
        for rule in rules {
            let cells = ExportTarget.allCases.map { target -> String in
                let cell: String
                switch rule.exports[target] {
                case .exact: cell = "exact"
                case .approximate(_, let reason): cell = "approximate: \(reason)"
                case .notExpressible(let reason): cell = "— \(reason)"
                case nil: cell = "— not written yet"
                }
                return cell.replacingOccurrences(of: "|", with: "\\|")
            }
            out += "| `\(rule.id)` | \(cells.joined(separator: " | ")) |\n"
        }
        return out
    }

    /// Each rule with whether it runs by default and its figures: on held-out apps, precision
    /// (correct of judged findings) and recall (blind violations it reported); on tuning apps,
    /// precision.
    static func ruleTable(_ rules: [RuleDescription]) -> String {
        var out =
            "| Rule | Severity | Default | Held-out precision | Held-out recall | Tuning precision | Entry | Reads | Finds |\n"
            + "| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n"
        func figure(_ part: Int, of whole: Int) -> String {
            whole == 0 ? "– (0)" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))% (\(part)/\(whole))"
        }
        for rule in rules {
            let options = rule.options.map { "`\($0.name)`" }
            let precision = rule.heldOut.map { figure($0.correct, of: $0.findings) } ?? "not measured"
            let recall = rule.heldOut.map { figure($0.found, of: $0.violations) } ?? "not measured"
            let tuning = rule.tuning.map { figure($0.correct, of: $0.findings) } ?? "not measured"
            out +=
                "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.isEnabledByDefault ? "on" : "opt-in") | \(precision) | \(recall) | \(tuning) | \(rule.entries.map { $0.rawValue.split(separator: "/").last.map(String.init) ?? "" }.joined(separator: ", ")) | \(rule.reads.map(\.rawValue).joined(separator: ", ")) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|"))\(options.isEmpty ? "" : " Options: \(options.joined(separator: ", ")).") |\n"
        }
        return out
    }
}
