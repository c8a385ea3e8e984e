import GuidelineKit

/// Turns findings into messages from the entries a rule enforces, in the reader's language:
/// translating an entry translates the linter.
public struct LintMessages: Sendable {
    public let texts: RuleTexts

    public init(knowledgeBase: KnowledgeBase, language: Language, helpBaseURL: String? = nil) {
        texts = RuleTexts(knowledgeBase: knowledgeBase, language: language, helpBaseURL: helpBaseURL)
    }

    var knowledgeBase: KnowledgeBase { texts.knowledgeBase }
    var language: Language { texts.language }
    /// The team's published site (`--help-base-url`, `help-base-url:`).
    public var helpBaseURL: String? { texts.helpBaseURL }

    /// The entry text a rule's messages come from, or nil when the knowledge base lacks it.
    public func text(for rule: RuleDescription) -> EntryText? { texts.entryText(for: rule) }

    func violation(_ finding: Finding, rule: RuleDescription, severity: Severity, line: String) -> Diagnostic {
        let text = texts.text(for: rule, examples: [])
        let fault = finding.fault.map { " — " + $0.text(in: language) } ?? ""
        return Diagnostic(
            severity, rule.id, "\(text.title): “\(finding.subject)”\(fault)", at: finding.location,
            entry: rule.entries.first, help: text.summary, helpURL: text.helpURL, notes: finding.notes, sourceLine: line)
    }

    /// What a report's messages take from the knowledge base, rule by rule (the title, summary
    /// and help link `violation` shows): part of a cached report's key, cheaper than
    /// `ruleTexts`, whose examples no message shows.
    func messagesKey(_ rules: [RuleDescription]) -> String {
        rules.sorted { $0.id < $1.id }.map { rule in
            let text = texts.text(for: rule, examples: [])
            return "\(rule.id)\t\(text.title)\t\(text.summary)\t\(text.helpURL ?? "")"
        }.joined(separator: "\n")
    }

    /// Each rule's text, by id, for report formats.
    public func ruleTexts(_ rules: [RuleDescription]) -> [String: RuleText] { texts.texts(for: rules) }
}
