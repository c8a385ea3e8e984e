import ArgumentParser
import GuidelineKit
import GuidelineRules

extension HigActivity {
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List the lint rules, the entries they enforce, and which run by default.")

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions
        @Flag(help: "Print the rules as JSON (id, title, entries, severity, reads, enabledByDefault, options, heldOut).")
        var json = false

        func run() throws {
            let kb = try content.loadForReading()
            let listing = RuleListing(rules: RuleCatalogue.all, texts: RuleTexts(knowledgeBase: kb, language: language.language))
            Terminal.standardOutput(json ? listing.json : listing.text)
        }
    }
}
