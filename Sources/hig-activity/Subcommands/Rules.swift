import ArgumentParser
import GuidelineKit
import GuidelineRules

extension HigActivity {
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the lint rules and the entries they enforce.")

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        func run() throws {
            let kb = try content.loadForReading()
            let texts = RuleTexts(knowledgeBase: kb, language: language.language)
            var out = ""
            let strings = language.language.strings
            for rule in RuleCatalogue.all {
                let title = texts.entryText(for: rule)?.title ?? ""
                out +=
                    "\(rule.id) (\(strings.name(of: rule.severity)); \(strings.reads.lowercased()): \(rule.reads.map(strings.name(of:)).joined(separator: ", ")))\n"
                out += "    \(title) [\(rule.entries.map(\.rawValue).joined(separator: ", "))]\n"
                // The technical summary is written in English; other languages are told so.
                out += "    \(strings.inEnglish.isEmpty ? "" : strings.inEnglish + " ")\(rule.summary)\n"
                for option in rule.options {
                    out += "    option \(option.name): \(option.allowed) (default \(option.defaultValue))\n"
                }
            }
            Terminal.standardOutput(out)
        }
    }
}
