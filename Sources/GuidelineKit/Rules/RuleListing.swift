import Foundation

/// The `rules` command's listing: each rule with its entry's title in the reader's language, what
/// it reads, its options, whether it runs by default and how precise it was on held-out apps.
public struct RuleListing {
    public let rules: [RuleDescription]
    public let texts: RuleTexts

    public init(rules: [RuleDescription], texts: RuleTexts) { (self.rules, self.texts) = (rules, texts) }

    private var strings: UIStrings { texts.language.strings }

    public var text: String {
        var out = ""
        for rule in rules {
            let title = texts.entryText(for: rule)?.title ?? ""
            out +=
                "\(rule.id) (\(strings.name(of: rule.severity)); \(strings.reads.lowercased()): \(rule.reads.map(strings.name(of:)).joined(separator: ", ")))\n"
            out += "    \(title) [\(rule.entries.map(\.rawValue).joined(separator: ", "))]\n"
            // The technical summary is written in English; other languages are told so.
            out += "    \(strings.inEnglish.isEmpty ? "" : strings.inEnglish + " ")\(rule.summary)\n"
            for option in rule.options {
                out += "    option \(option.name): \(option.allowed) (default \(option.defaultValue))\n"
            }
            out += "    \(figures(rule))\n"
            if !rule.isEnabledByDefault { out += "    \(strings.ruleOptIn.filling(["id": rule.id]))\n" }
        }
        return out
    }

    /// The held-out figures in words, then the tuning apps' precision.
    func figures(_ rule: RuleDescription) -> String {
        guard let measured = rule.heldOut else { return strings.ruleNotMeasured }
        func percent(_ value: Double?) -> String { value.map { "\(Int(($0 * 100).rounded()))%" } ?? "–" }
        let heldOut = strings.ruleHeldOut.filling([
            "precision": percent(measured.precision), "correct": "\(measured.correct)", "findings": "\(measured.findings)",
            "recall": percent(measured.recall), "found": "\(measured.found)", "violations": "\(measured.violations)",
        ])
        guard let tuning = rule.tuning else { return heldOut }
        return heldOut + "; " + strings.ruleTuning.filling([
            "precision": percent(tuning.precision), "correct": "\(tuning.correct)", "findings": "\(tuning.findings)",
        ])
    }

    public var json: String {
        struct Listing: Encodable {
            var rules: [Rule]
        }
        struct Rule: Encodable {
            var id: String
            var title: String
            var entries: [String]
            var severity: String
            var reads: [String]
            var enabledByDefault: Bool
            /// How the rule repairs what it finds: "fix" (`lint --fix` applies it), "suggestion"
            /// (shown, not applied) or "none".
            var fix: String
            var options: [Option]
            var heldOut: Figures?
            var tuning: Figures?
        }
        struct Option: Encodable {
            var name: String
            var allowed: String
            var defaultValue: String
        }
        struct Figures: Encodable {
            var findings: Int
            var correct: Int
            var precision: Double?
            var violations: Int
            var found: Int
            var recall: Double?
        }
        func figures(_ accuracy: RuleAccuracy) -> Figures {
            Figures(
                findings: accuracy.findings, correct: accuracy.correct, precision: accuracy.precision,
                violations: accuracy.violations, found: accuracy.found, recall: accuracy.recall)
        }
        return JSONText.string(
            Listing(
                rules: rules.map { rule in
                    Rule(
                        id: rule.id, title: texts.entryText(for: rule)?.title ?? "", entries: rule.entries.map(\.rawValue),
                        severity: rule.severity.rawValue, reads: rule.reads.map(\.rawValue),
                        enabledByDefault: rule.isEnabledByDefault, fix: rule.fix.rawValue,
                        options: rule.options.map { Option(name: $0.name, allowed: $0.allowed, defaultValue: $0.defaultValue) },
                        heldOut: rule.heldOut.map(figures), tuning: rule.tuning.map(figures))
                }))
    }
}
