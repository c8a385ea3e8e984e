import BuiltinKnowledgeBase
import GuidelineKit
import GuidelineRules
import TestSupport
import XCTest

/// The rule texts a lint's messages take, worked out with the binary, are those the knowledge
/// base gives.
final class RuleTextSnapshotTests: XCTestCase {
    /// The snapshot in the binary is that of Content/ as it is now (a stale build fails here).
    func testTheBuiltInSnapshotIsThatOfTheShippedContent() {
        let fresh = RuleTextSnapshot(knowledgeBase: Repository.builtin.0, rules: RuleCatalogue.all)
        XCTAssertEqual(BuiltinKnowledgeBase.ruleTextSnapshot.rows.count, Language.all.count * RuleCatalogue.all.count)
        XCTAssertEqual(BuiltinKnowledgeBase.ruleTextSnapshot, fresh)
    }

    /// Every rule's title, summary and help link, in every language, with and without a site,
    /// as `RuleTexts` words them from the knowledge base.
    func testASnapshotWordsEveryRuleAsTheKnowledgeBaseDoes() {
        let kb = Repository.builtin.0
        let snapshot = BuiltinKnowledgeBase.ruleTextSnapshot
        for language in Language.all {
            for base in [nil, "https://example.com/hig", "https://example.com/hig/"] as [String?] {
                let texts = RuleTexts(knowledgeBase: kb, language: language, helpBaseURL: base)
                for rule in RuleCatalogue.all {
                    let expected = texts.text(for: rule, examples: [])
                    let text = snapshot.text(for: rule, language: language, helpBaseURL: base)
                    let place = "\(rule.id) in \(language.tag), site \(base ?? "none")"
                    XCTAssertEqual(text?.title, expected.title, place)
                    XCTAssertEqual(text?.summary, expected.summary, place)
                    XCTAssertEqual(text?.helpURL, expected.helpURL, place)
                    XCTAssertNotNil(text?.helpURL, place)
                }
            }
        }
        // A rule the snapshot was not made with has no text in it.
        let other = RuleDescription(
            id: "not-a-rule", summary: "A rule of no catalogue.", severity: .warning, entries: ["activity-views/presentation"],
            reads: [.swift])
        XCTAssertNil(snapshot.text(for: other, language: .english, helpBaseURL: nil))
    }
}
