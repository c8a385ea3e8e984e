import ArgumentParser
import GuidelineKit
import GuidelinePublish
import GuidelineSearch

extension HigActivity {
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search entries in every language; results show in the display language.",
            discussion: "Exits with status 1 when nothing matches, as grep does.")

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        @Option(help: "At most this many results.")
        var limit = 10

        @Option(help: ArgumentHelp("Only entries of this topic.", valueName: "topic"))
        var topic: String?

        @Argument(help: ArgumentHelp("Words in English, Chinese or Korean.", valueName: "query"))
        var query: [String]

        func validate() throws {
            guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
            guard !query.joined().trimmingSpaces.isEmpty else {
                throw ValidationError("give a query, e.g. hig-activity search share title")
            }
        }

        func run() throws {
            let index = try content.searchIndex()
            let reader = language.language
            let text = query.joined(separator: " ")
            let hits = index.search(text, topic: topic, limit: limit)
            guard !hits.isEmpty else {
                Terminal.standardError(Message.noResults(query: text).text(in: reader) + "\n")
                throw ExitCode(1)
            }
            let renderer = ListingRenderer(width: Terminal.width, color: Terminal.useColor, language: reader)
            Terminal.standardOutput(renderer.results(hits, in: index))
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String { split(whereSeparator: \.isWhitespace).joined(separator: " ") }
}
