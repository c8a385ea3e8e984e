import GuidelineKit

/// The rules as an ast-grep project: `sgconfig.yml`, a file per rule under `rules/`, and
/// `rule-tests/` whose invalid cases are the entries' avoid examples and valid cases their
/// prefer examples (`ast-grep test --skip-snapshot-tests`, then `ast-grep scan`).
enum AstGrepExport {
    static func project(_ plan: ExportPlan, language: Language) -> [String: String] {
        var files: [String: String] = [:]
        files["sgconfig.yml"] =
            plan.header(
                .astGrep, language: language,
                usage: [
                    "Run: ast-grep scan (in this folder) or ast-grep scan -c DIR/sgconfig.yml PATH;",
                    "test: ast-grep test --skip-snapshot-tests.",
                ]) + "ruleDirs: [rules]\ntestConfigs:\n  - testDir: rule-tests\n"
        for exported in plan.exported {
            let id = exported.rule.id
            files["rules/\(id).yml"] = rule(exported, language: language)
            let examples = exported.text.examples
            guard !examples.isEmpty else { continue }
            var test = "id: \(id)\n"
            for (key, role) in [("valid", CodeRole.prefer), ("invalid", .avoid)] {
                let cases = examples.filter { $0.role == role }
                test += cases.isEmpty ? "\(key): []\n" : "\(key):\n"
                for example in cases { test += "  - \(YAMLText.quoted(example.code + "\n"))\n" }
            }
            files["rule-tests/\(id)-test.yml"] = test
        }
        return files
    }

    static func rule(_ exported: ExportedRule, language: Language) -> String {
        let rule = exported.rule
        var out = "id: \(rule.id)\n"
        out += "language: swift\n"
        out += "severity: \(severity(rule.severity))\n"
        out += "message: \(YAMLText.quoted(exported.message(language)))\n"
        if let url = exported.text.helpURL { out += "url: \(YAMLText.quoted(url))\n" }
        out += "metadata:\n"
        out += "  hig-activity-rule: \(rule.id)\n"
        if let entry = exported.text.entry { out += "  entry: \(YAMLText.quoted(entry.rawValue))\n" }
        if let reference = exported.text.reference { out += "  reference: \(YAMLText.quoted(reference))\n" }
        out += "  precision: \(exported.approximation == nil ? "exact" : "approximate")\n"
        if let approximation = exported.approximation { out += "  approximation: \(YAMLText.quoted(approximation))\n" }
        out += YAMLText.indented(exported.pattern, by: 0)
        return out
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
