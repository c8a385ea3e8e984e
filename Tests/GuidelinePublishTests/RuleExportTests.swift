import Foundation
import GuidelineKit
import GuidelinePublish
import GuidelineRules
import TestSupport
import XCTest
import Yams

/// The exports as files: well-formed YAML whatever the content holds, the right rules with the
/// right words, SwiftLint's regular expressions run with SwiftLint's own engine against the
/// examples. (The real Semgrep and ast-grep run in the end-to-end tests.)
final class RuleExportTests: XCTestCase {
    static let (kb, _) = Repository.builtin

    func exporter(_ language: Language = .english, ids: [String]? = nil, topic: String? = nil) throws -> RuleExporter {
        try RuleExporter(
            catalogue: RuleCatalogue.all, ids: ids, topic: topic,
            texts: RuleTexts(knowledgeBase: Self.kb, language: language))
    }

    func text(_ output: RuleExporter.Output) -> String {
        if case .file(let text) = output { return text }
        XCTFail("expected one file")
        return ""
    }

    func testEveryRuleDecidesEveryTarget() {
        // A rule added without export decisions fails here: say exact, approximate or why not.
        for rule in RuleCatalogue.all {
            for target in ExportTarget.allCases {
                XCTAssertNotNil(rule.exports[target], "\(rule.id) has no \(target.rawValue) export decision")
                if case .approximate(_, let reason) = rule.exports[target] {
                    XCTAssertFalse(reason.isEmpty, "\(rule.id): say what the approximation misses")
                }
            }
        }
    }

    func testPatternFragmentsAreYAMLWithOnlyMatchingKeys() throws {
        let allowed: [ExportTarget: Set<String>] = [
            .semgrep: ["pattern", "patterns", "pattern-either", "pattern-regex"],
            .astGrep: ["rule", "constraints", "utils", "transform"],
            .swiftLint: ["regex", "match_kinds", "excluded_match_kinds"],
        ]
        for rule in RuleCatalogue.all {
            for (target, export) in rule.exports {
                let pattern: String
                switch export {
                case .exact(let text), .approximate(let text, _): pattern = text
                case .notExpressible: continue
                }
                let node = try XCTUnwrap(try Yams.load(yaml: pattern) as? [String: Any], "\(rule.id) \(target)")
                XCTAssertTrue(Set(node.keys).isSubset(of: allowed[target]!), "\(rule.id) \(target): \(node.keys.sorted())")
            }
        }
    }

    func testSemgrepFileCarriesIdsMessagesAndLinksInTheChosenLanguage() throws {
        let korean = try XCTUnwrap(Language(known: "ko"))
        let yaml = text(try exporter(korean).export(.semgrep))
        let document = try XCTUnwrap(try Yams.load(yaml: yaml) as? [String: Any])
        let rules = try XCTUnwrap(document["rules"] as? [[String: Any]])
        let exported = RuleCatalogue.all.filter {
            if case .notExpressible = $0.exports[.semgrep] { return false } else { return $0.exports[.semgrep] != nil }
        }
        XCTAssertEqual(rules.map { $0["id"] as? String }, exported.map(\.id))
        let texts = RuleTexts(knowledgeBase: Self.kb, language: korean)
        for (object, rule) in zip(rules, exported) {
            let text = texts.text(for: rule)
            let message = try XCTUnwrap(object["message"] as? String)
            XCTAssertTrue(message.hasPrefix("\(text.title)\n\n\(text.summary)"), rule.id)
            let metadata = try XCTUnwrap(object["metadata"] as? [String: Any])
            XCTAssertEqual(metadata["entry"] as? String, rule.entries.first?.rawValue)
            XCTAssertEqual(metadata["reference"] as? String, text.reference)
            XCTAssertNotNil(text.reference, "\(rule.id): every topic links to Apple's page")
            let approximate: Bool
            if case .approximate = rule.exports[.semgrep] { approximate = true } else { approximate = false }
            XCTAssertEqual(metadata["precision"] as? String, approximate ? "approximate" : "exact")
            XCTAssertEqual(message.contains(korean.strings.approximateCheck), approximate, rule.id)
            XCTAssertEqual(
                object["severity"] as? String,
                ["error": "ERROR", "warning": "WARNING", "note": "INFO"][rule.severity.rawValue])
        }
        // What was left out is listed, with the reason, at the top.
        let left = RuleCatalogue.all.filter { !exported.contains($0) }
        for rule in left {
            XCTAssertTrue(yaml.contains("#   \(rule.id): "), "\(rule.id) missing from the header")
        }
    }

    func testSelectionByRulesAndTopic() throws {
        let one = text(try exporter(ids: ["edit-menu-system"]).export(.sarifRules))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(one.utf8)) as? [String: Any])
        let run = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["edit-menu-system"])

        let toolbars = try exporter(topic: "toolbars").rules.map(\.id)
        XCTAssertEqual(toolbars, RuleCatalogue.all.filter { $0.id.hasPrefix("toolbar-") }.map(\.id))

        XCTAssertThrowsError(try exporter(ids: ["edit-menu-sytem"])) { error in
            XCTAssertTrue("\(error)".contains("did you mean 'edit-menu-system'"), "\(error)")
        }
        XCTAssertThrowsError(try exporter(topic: "toolbar")) { error in
            XCTAssertTrue("\(error)".contains("did you mean 'toolbars'"), "\(error)")
        }
        XCTAssertThrowsError(try exporter(ids: ["edit-menu-system"], topic: "toolbars"))
    }

    func testExportsAreByteIdentical() throws {
        for format in ExportFormat.allCases {
            let first = try exporter().export(format)
            let second = try exporter().export(format)
            switch (first, second) {
            case (.file(let a), .file(let b)): XCTAssertEqual(a, b, format.rawValue)
            case (.folder(let a), .folder(let b)): XCTAssertEqual(a, b, format.rawValue)
            default: XCTFail(format.rawValue)
            }
        }
    }

    /// Content can hold anything: a title that tries to end the YAML string, start a key or a
    /// comment, stays one string in every format.
    func testHostileTitlesStayStrings() throws {
        let title = #"Quote " back\slash # not: a comment"#
        var fixture = Fixture(files: [:])
        fixture.add("demo/_topic", "---\nkind: overview\nreference: https://example.com/demo\n---\n# Demo\n\nA topic.\n")
        fixture.add(
            "demo/entry",
            "---\nkind: guideline\nrules: [demo-rule]\n---\n# \(title)\n\nSummary\u{2028}with a line separator.\n\n```swift avoid\nlet x = ↓1\n```\n")
        let rule = RuleDescription(
            id: "demo-rule", summary: "Demo.", severity: .warning, entries: ["demo/entry"], reads: [.swift],
            exports: [
                .semgrep: .exact("pattern: let $X = 1"), .astGrep: .approximate("rule:\n  pattern: let $X = 1", reason: "demo"),
                .swiftLint: .exact("regex: 'let \\w+ = 1'"),
            ])
        let (kb, diagnostics) = fixture.load(rules: [rule])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let exporter = try RuleExporter(
            catalogue: [rule], texts: RuleTexts(knowledgeBase: kb, language: .english))
        for format in [ExportFormat.semgrep, .swiftLint] {
            let yaml = text(exporter.export(format))
            let document = try XCTUnwrap(try Yams.load(yaml: yaml) as? [String: Any], format.rawValue)
            let object: [String: Any]? =
                format == .semgrep
                ? (document["rules"] as? [[String: Any]])?.first
                : (document["custom_rules"] as? [String: Any])?["demo-rule"] as? [String: Any]
            let message = try XCTUnwrap(object?["message"] as? String, format.rawValue)
            XCTAssertTrue(message.hasPrefix("\(title)\n\nSummary\u{2028}with"), message)
        }
        guard case .folder(let files) = exporter.export(.astGrep) else { return XCTFail("ast-grep is a folder") }
        let astRule = try XCTUnwrap(try Yams.load(yaml: try XCTUnwrap(files["rules/demo-rule.yml"])) as? [String: Any])
        XCTAssertTrue((astRule["message"] as? String)?.hasPrefix(title) == true)
        XCTAssertEqual((astRule["metadata"] as? [String: Any])?["precision"] as? String, "approximate")
        let tests = try XCTUnwrap(try Yams.load(yaml: try XCTUnwrap(files["rule-tests/demo-rule-test.yml"])) as? [String: Any])
        XCTAssertEqual(tests["invalid"] as? [String], ["let x = 1\n"])
    }

    /// SwiftLint runs a custom rule's regex with NSRegularExpression (anchors match lines, dots
    /// match line breaks): each must find every line an avoid example marks, and nothing else.
    func testSwiftLintRegexesFindTheMarkedLinesOnly() throws {
        let yaml = text(try exporter().export(.swiftLint))
        let document = try XCTUnwrap(try Yams.load(yaml: yaml) as? [String: Any])
        let rules = document["custom_rules"] as? [String: [String: Any]] ?? [:]
        let kinds: Set<String> = [
            "argument", "attribute.builtin", "attribute.id", "buildconfig.id", "buildconfig.keyword", "comment",
            "comment.mark", "comment.url", "doccomment", "doccomment.field", "identifier", "keyword", "number",
            "objectliteral", "parameter", "placeholder", "string", "string_interpolation_anchor", "typeidentifier",
        ]
        for (id, object) in rules {
            let rule = try XCTUnwrap(RuleCatalogue.description(id))
            let pattern = try XCTUnwrap(object["regex"] as? String, id)
            let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines, .dotMatchesLineSeparators])
            for key in ["match_kinds", "excluded_match_kinds"] {
                for kind in object[key] as? [String] ?? [] { XCTAssertTrue(kinds.contains(kind), "\(id): \(kind)") }
            }
            let examples = Self.kb.codeExamples(of: rule)
            XCTAssertFalse(examples.isEmpty, id)
            for example in examples {
                let code = example.code as NSString
                let lines = Set(
                    regex.matches(in: example.code, range: NSRange(location: 0, length: code.length)).map {
                        code.substring(to: $0.range.location).filter { $0 == "\n" }.count + 1
                    })
                let where_ = "\(id) on \(example.position.file):\(example.position.line)"
                XCTAssertEqual(lines, Set(example.markers.map(\.line)), where_)
            }
        }
        XCTAssertFalse(rules.isEmpty)
    }
}
