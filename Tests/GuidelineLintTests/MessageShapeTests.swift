import Foundation
import GuidelineKit
import GuidelineLint
import GuidelineRules
import XCTest

/// Every rule's message, in English, Chinese and Korean, has one shape: the entry's title in the
/// reader's language, the code or text the finding is about in quotes (as the file has it, or
/// the text people see), and, where a rule measures or checks more than one thing, which limit
/// or check it broke, in the reader's language. Held on the entries' avoid examples, which
/// cover every rule that reads Swift.
final class MessageShapeTests: XCTestCase {
    /// Rules that check more than one thing: their messages must say which one fired.
    static let rulesNamingTheirCheck: Set<String> = [
        "activity-icon-template", "activity-title-succinct", "activity-title-no-brand", "button-title-concise",
        "button-prominent-limit", "context-menu-item-count", "extension-no-modal", "menu-item-label-style", "menu-length",
        "pull-down-confirm-destructive", "pull-down-min-items", "toolbar-item-count", "toolbar-title-not-app-name",
        "toolbar-title-short",
    ]

    /// Placeholders a message must never quote instead of what it is about.
    static let placeholders: Set<String> = ["", "Button", "UIAction", "item", "present action", "present", "Menu"]

    func testEveryRulesMessageQuotesWhatItIsAboutInEachLanguage() throws {
        let examples = Harness.knowledgeBase.codeExamples.filter { $0.role == .avoid }
        var seenRules: Set<String> = []
        for language in [Language.english, Language.simplifiedChinese, Language.korean] {
            let texts = RuleTexts(knowledgeBase: Harness.knowledgeBase, language: language)
            for example in examples {
                let (report, root) = try Harness.lint(
                    example: example, configuration: "only: [\(example.rules.joined(separator: ", "))]\n", language: language)
                defer { try? FileManager.default.removeItem(at: root) }
                for violation in report.violations {
                    let rule = try XCTUnwrap(RuleCatalogue.all.first { $0.id == violation.id })
                    seenRules.insert(rule.id)
                    let place = "\(example.place) \(rule.id) [\(language.tag)]"
                    let title = try XCTUnwrap(texts.entryText(for: rule)?.title, place)
                    let message = violation.message
                    XCTAssertTrue(message.hasPrefix(title + ": “"), "\(place): \(message)")
                    // The quoted subject: what the file says, or the text people see.
                    let afterTitle = message.dropFirst(title.count + 3)
                    let subject = String(afterTitle.prefix { $0 != "”" })
                    XCTAssertFalse(Self.placeholders.contains(subject), "\(place) quotes a placeholder: \(message)")
                    XCTAssertTrue(
                        example.code.contains(subject) || example.code.contains(subject.prefix(12)),
                        "\(place) quotes “\(subject)”, which the example does not hold")
                    let fault = message.range(of: "” — ").map { String(message[$0.upperBound...]) }
                    if Self.rulesNamingTheirCheck.contains(rule.id) {
                        let fault = try XCTUnwrap(fault, "\(place) does not say which check fired: \(message)")
                        switch language {
                        case .simplifiedChinese:
                            XCTAssertTrue(fault.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(place): \(fault)")
                        case .korean:
                            XCTAssertTrue(fault.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(place): \(fault)")
                        default:
                            XCTAssertFalse(fault.isEmpty, place)
                        }
                    }
                }
            }
        }
        let swiftRules = Set(RuleCatalogue.all.filter { $0.reads.contains(.swift) }.map(\.id))
        XCTAssertEqual(swiftRules.subtracting(seenRules), [], "rules no avoid example made speak")
    }
}
