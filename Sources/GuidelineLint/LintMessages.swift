import GuidelineKit

/// Turns findings into messages from the entries a rule enforces, in the reader's language:
/// translating an entry translates the linter.
public struct LintMessages: Sendable {
    public let language: Language
    /// The team's published site (`--help-base-url`, `help-base-url:`).
    public private(set) var helpBaseURL: String?
    private let source: Source

    /// Where the texts come from: a knowledge base, or the snapshot of one made with the tool.
    private enum Source: Sendable {
        case knowledgeBase(KnowledgeBase)
        case snapshot(RuleTextSnapshot)
    }

    public init(knowledgeBase: KnowledgeBase, language: Language, helpBaseURL: String? = nil) {
        (source, self.language, self.helpBaseURL) = (.knowledgeBase(knowledgeBase), language, helpBaseURL)
    }

    /// Messages worded from a snapshot of a knowledge base's rule texts (the built-in one's).
    public init(snapshot: RuleTextSnapshot, language: Language, helpBaseURL: String? = nil) {
        (source, self.language, self.helpBaseURL) = (.snapshot(snapshot), language, helpBaseURL)
    }

    /// The same texts with help links to another site (a configuration's `help-base-url:`).
    func linking(to helpBaseURL: String) -> LintMessages {
        var linked = self
        linked.helpBaseURL = helpBaseURL
        return linked
    }

    /// A rule's title, summary and help link, as a message shows them.
    private func text(for rule: RuleDescription) -> RuleText {
        switch source {
        case .knowledgeBase(let knowledgeBase):
            return RuleTexts(knowledgeBase: knowledgeBase, language: language, helpBaseURL: helpBaseURL).text(for: rule, examples: [])
        case .snapshot(let snapshot):
            // A rule the tool was built without: its own summary, as for an entry the knowledge base lacks.
            return snapshot.text(for: rule, language: language, helpBaseURL: helpBaseURL)
                ?? RuleText(title: rule.summary, summary: rule.summary, helpURL: nil)
        }
    }

    func violation(_ finding: Finding, rule: RuleDescription, severity: Severity, line: String) -> Diagnostic {
        let text = text(for: rule)
        let fault = finding.fault.map { " — " + $0.text(in: language) } ?? ""
        return Diagnostic(
            severity, rule.id, "\(text.title): “\(finding.subject)”\(fault)", at: finding.location,
            entry: rule.entries.first, help: text.summary, helpURL: text.helpURL, notes: finding.notes, sourceLine: line)
    }

    /// What a report's messages take from the knowledge base, rule by rule (the title, summary
    /// and help link `violation` shows): part of a cached report's key.
    func messagesKey(_ rules: [RuleDescription]) -> String {
        rules.sorted { $0.id < $1.id }.map { rule in
            let text = text(for: rule)
            return "\(rule.id)\t\(text.title)\t\(text.summary)\t\(text.helpURL ?? "")"
        }.joined(separator: "\n")
    }
}
