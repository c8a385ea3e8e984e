import ArgumentParser
import GuidelineKit
import GuidelinePublish
import GuidelineSearch
import GuidelineRules

extension HigActivity {
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Search entries and rules in every language; results show in the display language.",
            discussion: """
                Queries may mix English, Chinese and Korean; glossary terms are searched in every \
                language, and Latin words of five letters or more forgive a typo. --json prints \
                {query, language, results: [{id, kind, entry, title, summary, snippet, \
                matchedLanguage, score}], suggestions}. Exits with status 1 when nothing matches, \
                as grep does.
                """)

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        @Option(help: "At most this many results.")
        var limit = 10

        @Option(help: ArgumentHelp("Only entries of this topic.", valueName: "topic"), completion: Completions.topics)
        var topic: String?

        @Option(
            help: ArgumentHelp(
                "Only this kind: \(Self.kinds.dropLast().joined(separator: ", ")) or \(Self.kinds.last!).", valueName: "kind"),
            completion: .list(Self.kinds))
        var kind: String?

        /// What `--kind` takes: the kinds of entry sections, and rules.
        static let kinds = EntryKind.allCases.map(\.rawValue) + ["rule"]

        @Flag(help: "Print the results as JSON.")
        var json = false

        @Flag(
            help: ArgumentHelp(
                "Show why each result ranks where it does: the terms looked for (typed, from the glossary, typo corrections), the fields each matched in, and what moved its score."))
        var explain = false

        @Argument(help: ArgumentHelp("Words in English, Chinese or Korean.", valueName: "query"))
        var query: [String]

        func validate() throws {
            guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
            guard !query.joined().allSatisfy(\.isWhitespace) else {
                throw ValidationError("give a query, e.g. hig-activity search share title")
            }
            if let kind, !Self.kinds.contains(kind) {
                throw ValidationError("unknown kind '\(kind)'; use one of \(Self.kinds.joined(separator: ", "))")
            }
        }

        func run() throws {
            let index = try content.searchIndex()
            let reader = language.language
            let text = query.joined(separator: " ")
            let results = index.search(text, topic: topic, kind: kind, limit: limit)
            let renderer = SearchResultsRenderer(width: Terminal.width, color: Terminal.useColor, language: reader)
            // The index keeps weights, not texts: where each term matched is read from the knowledge base.
            var explained: [String: [SearchTermMatch]]?
            if explain {
                let kb = try content.loadForReading()
                explained = Dictionary(
                    results.hits.map { ($0.key, index.fieldMatches(of: $0, terms: results.terms, in: kb, rules: RuleCatalogue.all)) },
                    uniquingKeysWith: { first, _ in first })
            }
            if json {
                Terminal.standardOutput(renderer.json(results, index: index, query: text, explained: explained))
            } else if !results.hits.isEmpty {
                Terminal.standardOutput(renderer.terminal(results, index: index, explained: explained))
            } else {
                var message = Message.noResults(query: text).text(in: reader)
                if !results.suggestions.isEmpty {
                    message += " " + Message.didYouMean(results.suggestions.joined(separator: " ")).text(in: reader)
                }
                Terminal.standardError(message + "\n")
            }
            if results.hits.isEmpty { throw ExitCode(1) }
        }
    }
}
