import GuidelineKit

/// `hig-activity export`: the selected rules in another linter's terms, with messages and links
/// from the entries in one language. Pure functions of the rules and the knowledge base.
public struct RuleExporter: Sendable {
    public let rules: [RuleDescription]
    public let texts: RuleTexts

    /// A selection that matches no rule, or names one that doesn't exist.
    public struct SelectionError: Error, CustomStringConvertible {
        public var description: String
    }

    /// `ids` and `topic` narrow the catalogue (both: rules in both); unknown names are errors
    /// with the nearest known ones.
    public init(
        catalogue: [RuleDescription], ids: [String]? = nil, topic: String? = nil, texts: RuleTexts
    ) throws(SelectionError) {
        var rules = catalogue
        if let ids {
            let known = Set(catalogue.map(\.id))
            let unknown = ids.filter { !known.contains($0) }
            if let first = unknown.first {
                let hint = Suggestions.nearest(to: first, in: catalogue.map(\.id), limit: 3)
                throw SelectionError(
                    description:
                        "unknown rule '\(first)'\(hint.isEmpty ? "" : "; did you mean \(hint.map { "'\($0)'" }.joined(separator: ", "))?") ('hig-activity rules' lists them)"
                )
            }
            rules = rules.filter { ids.contains($0.id) }
        }
        if let topic {
            let topics = Set(catalogue.flatMap { $0.entries.map(\.topic) }).sorted()
            guard topics.contains(topic) else {
                let hint = Suggestions.nearest(to: topic, in: topics, limit: 1).first.map { "did you mean '\($0)'? " } ?? ""
                throw SelectionError(
                    description:
                        "no rule enforces topic '\(topic)'; \(hint)topics with rules: \(topics.joined(separator: ", "))")
            }
            rules = rules.filter { $0.entries.contains { $0.topic == topic } }
        }
        guard !rules.isEmpty else {
            throw SelectionError(description: "no rule matches both --rules and --topic; drop one of them")
        }
        self.rules = rules
        self.texts = texts
    }

    var language: Language { texts.language }

    /// What an export writes: one file, or a folder of files by relative path.
    public enum Output {
        case file(String)
        case folder([String: String])
    }

    public func export(_ format: ExportFormat) -> Output {
        switch format {
        case .semgrep: .file(SemgrepExport.rulesFile(plan(.semgrep), language: language))
        case .swiftLint: .file(SwiftLintExport.configuration(plan(.swiftLint), language: language))
        case .sarifRules:
            .file(SARIFFormat.ruleCatalogue(rules, texts: texts.texts(for: rules), siteURL: texts.helpBaseURL))
        case .astGrep: .folder(AstGrepExport.project(plan(.astGrep), language: language))
        }
    }

    /// Semgrep's test folder: each exported rule with its examples (`semgrep --test DIR`).
    public func semgrepTests() -> [String: String] { SemgrepExport.tests(plan(.semgrep), language: language) }

    func plan(_ target: ExportTarget) -> ExportPlan { ExportPlan(rules, target: target, texts: texts) }
}
