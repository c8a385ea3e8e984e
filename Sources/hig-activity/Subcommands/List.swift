import ArgumentParser
import GuidelineKit
import GuidelinePublish

extension HigActivity {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List entry ids and titles.")

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        @Option(help: ArgumentHelp("Only entries of this topic (e.g. activity-views).", valueName: "topic"))
        var topic: String?

        func run() throws {
            let kb = try content.loadForReading()
            if let topic, !kb.topics.contains(topic) {
                throw ValidationError("unknown topic '\(topic)'; topics: \(kb.topics.joined(separator: ", "))")
            }
            let entries = kb.sortedEntries.filter { topic == nil || $0.id.topic == topic }
            let renderer = ListingRenderer(width: Terminal.width, color: Terminal.useColor, language: language.language)
            Terminal.standardOutput(renderer.list(entries))
        }
    }
}
