import GuidelineKit
import GuidelineSearch

/// Every rule the linter has, in id order.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        ActivityIconTemplateRule(),
        ActivityNoDuplicateSystemRule(),
        ActivityPopoverAnchorRule(),
        ActivityTitleNoBrandRule(),
        ActivityTitleSuccinctRule(),
        ActionExtensionAppNameRule(),
        ExtensionNoCompletionNotificationRule(),
        ExtensionNoModalRule(),
        ShareButtonSystemRule(),
        ShareExtensionComposeViewRule(),
    ].sorted { $0.description.id < $1.description.id }

    public static var ids: Set<String> { Set(all.map(\.description.id)) }

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.description.id == id } }

    /// The rules as search indexes them.
    public static var searchDocuments: [RuleSearchDocument] {
        all.map {
            RuleSearchDocument(id: $0.description.id, entries: $0.description.entries, summary: $0.description.summary)
        }
    }

    /// Rule ↔ entry links, checked both ways against a knowledge base: an entry's `rules`
    /// naming an unknown rule is reported by the loader; this reports rules naming unknown
    /// entries and rules their entries do not list. Knowledge bases without a rule's topic
    /// (a team's own guidelines) are not held to it.
    public static func crossReference(_ kb: KnowledgeBase) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in all {
            let description = rule.description
            for id in description.entries where kb.topics.contains(id.topic) {
                guard let entry = kb.entry(id) else {
                    diagnostics.append(
                        .error(
                            "rule-unknown-entry",
                            "rule '\(description.id)' enforces unknown entry '\(id)'; add the entry or fix the rule",
                            at: SourceLocation(file: "rule:\(description.id)", line: 1, column: 1)))
                    continue
                }
                if !entry.metadata.rules.contains(description.id), let source = entry.source {
                    diagnostics.append(
                        .error(
                            "rule-not-listed",
                            "entry is enforced by rule '\(description.id)'; add it to the entry's 'rules' front matter",
                            at: SourceLocation(file: source.path, line: 1, column: 1)))
                }
            }
        }
        return diagnostics
    }
}
