/// What a lint's messages take from a knowledge base, for every rule in every language: the
/// title, summary and help link that `RuleTexts.text(for:examples:)` gives with no examples,
/// worked out once. The built-in knowledge base's is made with the binary, so that a lint words
/// its findings without loading a knowledge base (loading it was half of what a lint of a
/// one-file project does, and a fourteenth of a small app's cold lint).
public struct RuleTextSnapshot: Sendable, Equatable {
    /// One rule's text in one language.
    public struct Row: Sendable, Equatable {
        public var language: String
        public var rule: String
        public var title: String
        public var summary: String
        /// The original guidelines' page for the rule's first entry: its help link without a site.
        public var reference: String?

        public init(language: String, rule: String, title: String, summary: String, reference: String?) {
            (self.language, self.rule, self.title, self.summary, self.reference) = (language, rule, title, summary, reference)
        }
    }

    /// In order of language tag, then rule id.
    public let rows: [Row]
    private let byKey: [String: Int]

    public init(rows: [Row]) {
        self.rows = rows.sorted { ($0.language, $0.rule) < ($1.language, $1.rule) }
        byKey = Dictionary(self.rows.enumerated().map { (Self.key($1.language, $1.rule), $0) }) { first, _ in first }
    }

    /// The texts of `rules` in each language the tool knows, as `RuleTexts` words them.
    public init(knowledgeBase: KnowledgeBase, rules: [RuleDescription]) {
        var rows: [Row] = []
        for language in Language.all {
            let texts = RuleTexts(knowledgeBase: knowledgeBase, language: language)
            for rule in rules {
                let text = texts.text(for: rule, examples: [])
                rows.append(Row(language: language.tag, rule: rule.id, title: text.title, summary: text.summary, reference: text.helpURL))
            }
        }
        self.init(rows: rows)
    }

    /// The rule's text for a message (no examples), with help links to `helpBaseURL`'s pages
    /// when there is one; nil for a rule the snapshot was not made with.
    public func text(for rule: RuleDescription, language: Language, helpBaseURL: String?) -> RuleText? {
        guard let index = byKey[Self.key(language.tag, rule.id)] else { return nil }
        let row = rows[index]
        let helpURL = rule.entries.first.flatMap { entry in
            RuleTexts.helpURL(for: entry, language: language, helpBaseURL: RuleTexts.siteBase(helpBaseURL)) { _ in row.reference }
        }
        return RuleText(title: row.title, summary: row.summary, helpURL: helpURL)
    }

    private static func key(_ language: String, _ rule: String) -> String { language + "\t" + rule }
}
