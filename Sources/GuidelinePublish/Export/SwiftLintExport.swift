import GuidelineKit

/// The rules a regular expression can express, as SwiftLint `custom_rules`. SwiftLint keeps no
/// metadata on a custom rule, so the entry, links and precision go in a comment above each.
enum SwiftLintExport {
    static func configuration(_ plan: ExportPlan, language: Language) -> String {
        var out = plan.header(
            .swiftLint, language: language,
            usage: [
                "Use: merge `custom_rules` below into your .swiftlint.yml (with `only_rules`, also list",
                "`custom_rules` there), or pass this file: swiftlint lint --config .swiftlint.yml --config THIS_FILE.",
            ])
        out += plan.exported.isEmpty ? "custom_rules: {}\n" : "custom_rules:\n"
        for exported in plan.exported {
            let rule = exported.rule
            var comment = "\(rule.id): \(exported.approximation.map { "approximate (\($0))" } ?? "exact")"
            if let entry = exported.text.entry { comment += "; entry \(entry.rawValue)" }
            if let reference = exported.text.reference { comment += "; \(reference)" }
            out += "  " + YAMLText.comment(comment) + "\n"
            out += "  \(rule.id):\n"
            out += "    name: \(YAMLText.quoted(exported.text.title))\n"
            out += "    message: \(YAMLText.quoted(exported.message(language)))\n"
            out += "    severity: \(rule.severity == .error ? "error" : "warning")\n"
            out += YAMLText.indented(exported.pattern, by: 4)
        }
        return out
    }
}
