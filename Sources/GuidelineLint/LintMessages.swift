import GuidelineKit

/// Turns findings into messages from the entries a rule enforces, in the reader's language:
/// translating an entry translates the linter.
public struct LintMessages: Sendable {
    let knowledgeBase: KnowledgeBase
    let language: Language
    /// The team's published site (`--help-base-url`, `help-base-url:`); without one, help links
    /// go to the original guidelines' page for the entry's topic (its `reference`).
    public let helpBaseURL: String?

    public init(knowledgeBase: KnowledgeBase, language: Language, helpBaseURL: String? = nil) {
        self.knowledgeBase = knowledgeBase
        self.language = language
        self.helpBaseURL = helpBaseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The entry text a rule's messages come from, or nil when the knowledge base lacks it.
    public func text(for rule: RuleDescription) -> EntryText? {
        rule.entries.lazy.compactMap { knowledgeBase.entry($0)?.text(in: language)?.text }.first
    }

    /// The entry's page on the team's site, or else the original guidelines' page for its topic.
    public func helpURL(for id: EntryID) -> String? {
        guard let helpBaseURL else { return knowledgeBase.reference(of: id) }
        return helpBaseURL + SitePath.of(id, language: language)
    }

    /// A rule's title, summary and help link in the reader's language (the rule's own summary
    /// when the knowledge base lacks its entry).
    public func ruleText(_ rule: RuleDescription) -> RuleText {
        let text = text(for: rule)
        return RuleText(
            title: text?.title ?? rule.summary, summary: text?.summary ?? rule.summary,
            helpURL: rule.entries.first.flatMap(helpURL(for:)))
    }

    func violation(_ finding: Finding, rule: RuleDescription, severity: Severity, line: String) -> Diagnostic {
        let text = ruleText(rule)
        return Diagnostic(
            severity, rule.id, "\(text.title): “\(finding.subject)”", at: finding.location, entry: rule.entries.first,
            help: text.summary, helpURL: text.helpURL, sourceLine: line)
    }

    /// Each rule's `ruleText`, by id, for report formats.
    public func ruleTexts(_ rules: [RuleDescription]) -> [String: RuleText] {
        Dictionary(uniqueKeysWithValues: rules.map { ($0.id, ruleText($0)) })
    }
}
