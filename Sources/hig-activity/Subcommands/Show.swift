import ArgumentParser
import GuidelineKit
import GuidelinePublish

extension HigActivity {
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show an entry, formatted for the terminal.")

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        @Flag(help: "Print the entry as JSON: id, language, fallback, stale, title, summary, markdown, rules, related, reference.")
        var json = false

        @Argument(help: ArgumentHelp("The entry id, e.g. activity-views/succinct-titles.", valueName: "id"), completion: Completions.entryIDs)
        var id: String

        func run() throws {
            let kb = try content.loadForReading()
            let reader = language.language
            guard let entry = kb.entry(EntryID(id)), let (text, isFallback) = entry.text(in: reader) else {
                let suggestions = kb.suggestions(for: id)
                let hint =
                    suggestions.isEmpty
                    ? "run 'hig-activity list' to see every id"
                    : "did you mean: \(suggestions.map(\.rawValue).joined(separator: ", "))?"
                Terminal.standardError("hig-activity: no entry '\(id)'; \(hint)\n")
                throw ExitCode(1)
            }
            if json, let document = EntryDocument(entry.id, language: reader, in: kb, source: try content.origin.source()) {
                Terminal.standardOutput(document.json)
                return
            }
            var notices: [String] = []
            if isFallback { notices.append(Message.fallback(id: entry.id.rawValue, wanted: reader).text(in: reader)) }
            if entry.isStale(text.language) {
                notices.append(Message.staleTranslation(id: entry.id.rawValue).text(in: reader))
            }
            let renderer = TerminalRenderer(width: Terminal.width, color: Terminal.useColor, language: reader)
            Terminal.standardOutput(renderer.render(text, notices: notices, reference: kb.reference(of: entry.id)))
        }
    }
}
