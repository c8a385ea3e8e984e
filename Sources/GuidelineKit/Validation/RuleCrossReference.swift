/// Rule ↔ entry links, checked both ways against a knowledge base: an entry's `rules` naming an
/// unknown rule is reported by the loader; this reports rules naming unknown entries and rules
/// their entries do not list. Knowledge bases without a rule's topic (a team's own guidelines)
/// are not held to it.
public enum RuleCrossReference {
    public static func check(_ kb: KnowledgeBase, rules: [RuleDescription]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            for id in rule.entries where kb.topics.contains(id.topic) {
                guard let entry = kb.entry(id) else {
                    diagnostics.append(
                        .error(
                            "rule-unknown-entry",
                            "rule '\(rule.id)' enforces unknown entry '\(id)'; add the entry or fix the rule",
                            at: SourceLocation(file: "rule:\(rule.id)", line: 1, column: 1)))
                    continue
                }
                if !entry.metadata.rules.contains(rule.id), let source = entry.source {
                    diagnostics.append(
                        .error(
                            "rule-not-listed",
                            "entry is enforced by rule '\(rule.id)'; add it to the entry's 'rules' front matter",
                            at: SourceLocation(file: source.path, line: 1, column: 1)))
                }
            }
        }
        return diagnostics
    }
}
