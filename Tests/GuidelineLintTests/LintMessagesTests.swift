import GuidelineKit
import GuidelineRules
import XCTest

@testable import GuidelineLint

/// Messages worded from a snapshot of a knowledge base's rule texts read as those worded from
/// the knowledge base itself: the same key for a cached report, the same diagnostics.
final class LintMessagesTests: XCTestCase {
    func testASnapshotWordsFindingsAsItsKnowledgeBaseDoes() {
        let snapshot = RuleTextSnapshot(knowledgeBase: Harness.knowledgeBase, rules: RuleCatalogue.all)
        for language in Language.all {
            for base in [nil, "https://example.com/hig"] as [String?] {
                let fromKnowledgeBase = LintMessages(knowledgeBase: Harness.knowledgeBase, language: language, helpBaseURL: base)
                let fromSnapshot = LintMessages(snapshot: snapshot, language: language, helpBaseURL: base)
                XCTAssertEqual(fromSnapshot.messagesKey(RuleCatalogue.all), fromKnowledgeBase.messagesKey(RuleCatalogue.all))
                for (messages, other) in [(fromKnowledgeBase, fromSnapshot), (fromKnowledgeBase.linking(to: "https://docs.example/"), fromSnapshot.linking(to: "https://docs.example/"))] {
                    for rule in RuleCatalogue.all {
                        var finding = Finding(rule.id, at: SourceLocation(file: "A.swift", line: 3, column: 5), subject: "Share")
                        finding.fault = .words(5, max: 4, option: "max-words")
                        let expected = messages.violation(finding, rule: rule, severity: .warning, line: "let a = 1")
                        let diagnostic = other.violation(finding, rule: rule, severity: .warning, line: "let a = 1")
                        XCTAssertEqual(diagnostic, expected, "\(rule.id) in \(language.tag)")
                    }
                }
            }
        }
    }
}
