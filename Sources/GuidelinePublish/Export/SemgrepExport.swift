import GuidelineKit

/// The rules as one Semgrep rules file, and tests for `semgrep --test` made from the entries'
/// examples: `// ruleid:` above each line an avoid example marks, `// ok:` above prefer examples.
enum SemgrepExport {
    static func rulesFile(_ plan: ExportPlan, language: Language) -> String {
        var out = plan.header(
            .semgrep, language: language,
            usage: ["Run: semgrep scan --config hig-activity.semgrep.yml --metrics=off PATH"])
        out += plan.exported.isEmpty ? "rules: []\n" : "rules:\n"
        for exported in plan.exported { out += rule(exported, language: language) }
        return out
    }

    static func rule(_ exported: ExportedRule, language: Language) -> String {
        let rule = exported.rule
        var out = "  - id: \(rule.id)\n"
        out += "    message: \(YAMLText.quoted(exported.message(language)))\n"
        out += "    severity: \(severity(rule.severity))\n"
        out += "    languages: [swift]\n"
        out += "    metadata:\n"
        out += "      category: best-practice\n"
        out += "      hig-activity-rule: \(rule.id)\n"
        if let entry = exported.text.entry { out += "      entry: \(YAMLText.quoted(entry.rawValue))\n" }
        out += "      title: \(YAMLText.quoted(exported.text.title))\n"
        if let help = exported.text.helpURL { out += "      help: \(YAMLText.quoted(help))\n" }
        if let reference = exported.text.reference { out += "      reference: \(YAMLText.quoted(reference))\n" }
        out += "      references: \(YAMLText.list(exported.references))\n"
        out += "      precision: \(exported.approximation == nil ? "exact" : "approximate")\n"
        if let approximation = exported.approximation {
            out += "      approximation: \(YAMLText.quoted(approximation))\n"
        }
        out += YAMLText.indented(exported.pattern, by: 4)
        return out
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "ERROR"
        case .warning: "WARNING"
        case .note: "INFO"
        }
    }

    /// Per exported rule, `<id>.yml` (that rule alone) and `<id>.swift` (its examples, annotated):
    /// `semgrep --test DIR` checks every marked line is found and nothing else is.
    static func tests(_ plan: ExportPlan, language: Language) -> [String: String] {
        var files: [String: String] = [:]
        for exported in plan.exported where !exported.text.examples.isEmpty {
            let id = exported.rule.id
            files["\(id).yml"] = "rules:\n" + rule(exported, language: language)
            files["\(id).swift"] = annotated(exported.text.examples, rule: id)
        }
        return files
    }

    static func annotated(_ examples: [CodeExample], rule: String) -> String {
        var lines: [String] = []
        for example in examples {
            lines.append("// \(example.position.file):\(example.position.line) (\(example.role.rawValue))")
            if example.role == .prefer { lines.append("// ok: \(rule)") }
            let marked = Set(example.markers.map(\.line))
            for (index, line) in example.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if example.role == .avoid, marked.contains(index + 1) {
                    lines.append(String(line.prefix { $0 == " " || $0 == "\t" }) + "// ruleid: \(rule)")
                }
                lines.append(String(line))
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
