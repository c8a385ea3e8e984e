/// A rule as the reader's language words it: its entry's title and summary, its help link, the
/// original guidelines' page and the entry's examples. Lint messages, SARIF rule objects and
/// the exported rules all read it.
public struct RuleText: Sendable {
    public var title: String
    public var summary: String
    public var helpURL: String?
    /// The entry the text comes from, when the knowledge base has it.
    public var entry: EntryID?
    /// The original guidelines' page for the entry's topic (its `reference`).
    public var reference: String?
    public var examples: [CodeExample]

    public init(
        title: String, summary: String, helpURL: String?, entry: EntryID? = nil, reference: String? = nil,
        examples: [CodeExample] = []
    ) {
        self.title = title
        self.summary = summary
        self.helpURL = helpURL
        self.entry = entry
        self.reference = reference
        self.examples = examples
    }
}

/// Rule texts from a knowledge base in one language: translating an entry translates the rule.
public struct RuleTexts: Sendable {
    public let knowledgeBase: KnowledgeBase
    public let language: Language
    /// The team's published site; without one, help links go to the original guidelines' page
    /// for the entry's topic (its `reference`).
    public let helpBaseURL: String?

    public init(knowledgeBase: KnowledgeBase, language: Language, helpBaseURL: String? = nil) {
        self.knowledgeBase = knowledgeBase
        self.language = language
        self.helpBaseURL = Self.siteBase(helpBaseURL)
    }

    /// The entry text a rule's messages come from, or nil when the knowledge base lacks it.
    public func entryText(for rule: RuleDescription) -> EntryText? {
        rule.entries.lazy.compactMap { knowledgeBase.entry($0)?.text(in: language)?.text }.first
    }

    /// The entry's page on the team's site, or else the original guidelines' page for its topic.
    public func helpURL(for id: EntryID) -> String? {
        Self.helpURL(for: id, language: language, helpBaseURL: helpBaseURL) { knowledgeBase.reference(of: $0) }
    }

    /// The same from the parts: `helpBaseURL` ends in a slash; `reference` gives the entry's topic page.
    static func helpURL(
        for id: EntryID, language: Language, helpBaseURL: String?, reference: (EntryID) -> String?
    ) -> String? {
        guard let helpBaseURL else { return reference(id) }
        return helpBaseURL + SitePath.of(id, language: language)
    }

    /// A site's address as help links start with it: ending in a slash.
    static func siteBase(_ helpBaseURL: String?) -> String? { helpBaseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } }

    /// The rule's text (its own English summary when the knowledge base lacks its entry).
    public func text(for rule: RuleDescription) -> RuleText { text(for: rule, examples: knowledgeBase.codeExamples) }

    /// Each rule's text, by id (the examples are read once for all of them).
    public func texts(for rules: [RuleDescription]) -> [String: RuleText] {
        let examples = knowledgeBase.codeExamples
        return Dictionary(uniqueKeysWithValues: rules.map { ($0.id, text(for: $0, examples: examples)) })
    }

    /// The rule's text with those of `examples` that show it (none: a message's text alone).
    public func text(for rule: RuleDescription, examples: [CodeExample]) -> RuleText {
        let text = entryText(for: rule)
        let entry = rule.entries.first { knowledgeBase.entry($0) != nil }
        return RuleText(
            title: text?.title ?? rule.summary, summary: text?.summary ?? rule.summary,
            helpURL: rule.entries.first.flatMap(helpURL(for:)), entry: entry,
            reference: entry.flatMap(knowledgeBase.reference(of:)),
            examples: examples.filter { $0.rules.contains(rule.id) })
    }
}
