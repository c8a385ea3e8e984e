import ArgumentParser
import GuidelineKit
import GuidelinePublish

extension HigActivity {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List entry ids and titles.")

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        @Option(
            help: ArgumentHelp("Only entries of this topic (e.g. activity-views).", valueName: "topic"),
            completion: Completions.topics)
        var topic: String?

        @Flag(help: "Print the entries as JSON (id, topic and title in the chosen language).")
        var json = false

        func run() throws {
            let kb = try content.loadForReading()
            if let topic, !kb.topics.contains(topic) {
                throw ValidationError("unknown topic '\(topic)'; topics: \(kb.topics.joined(separator: ", "))")
            }
            let entries = kb.sortedEntries.filter { topic == nil || $0.id.topic == topic }
            // Titles wrap on a terminal; piped, each entry stays on one whole line.
            let renderer = ListingRenderer(
                width: Terminal.isTerminal ? Terminal.width : nil, color: Terminal.useColor, language: language.language)
            Terminal.standardOutput(json ? renderer.json(entries) : renderer.list(entries))
        }
    }
}
