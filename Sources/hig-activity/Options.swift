import ArgumentParser
import BuiltinKnowledgeBase
import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineLint
import GuidelineSearch

/// Which knowledge base a command reads.
struct ContentOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A knowledge base directory to use instead of the built-in one (also HIG_ACTIVITY_CONTENT).",
            valueName: "dir"),
        completion: .directory)
    var content: String?

    /// The directory asked for, if any: the option first, then the environment.
    var directory: String? {
        content ?? ProcessInfo.processInfo.environment["HIG_ACTIVITY_CONTENT"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where the knowledge base comes from.
    var origin: KnowledgeBaseOrigin { directory.map(KnowledgeBaseOrigin.directory) ?? .builtin }

    /// The knowledge base and every problem in it; a folder that is not one is a usage error.
    func load(cached: Bool = true) throws -> (knowledgeBase: KnowledgeBase, diagnostics: [Diagnostic]) {
        do {
            return try origin.load(rules: RuleCatalogue.all, cached: cached)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The search index of the knowledge base.
    func searchIndex() throws -> SearchIndex {
        try origin.searchIndex(rules: RuleCatalogue.all) { try loadForReading() }
    }

    /// Loads the knowledge base for reading commands; content errors are summarised on stderr
    /// (`check` reports them in full) and the command goes on with what loaded.
    func loadForReading(cached: Bool = true) throws -> KnowledgeBase {
        let (kb, diagnostics) = try load(cached: cached)
        let errors = diagnostics.filter { $0.severity == .error }.count
        if kb.entries.isEmpty {
            Terminal.standardError(
                "hig-activity: \(directory ?? "the knowledge base") holds no guideline entries (<topic>/<name>.<lang>.md files); check the folder, or run 'hig-activity check' on it\n"
            )
            throw ExitCode(2)
        }
        if errors > 0 {
            Terminal.standardError(
                "hig-activity: the knowledge base has \(errors) error(s); run 'hig-activity check' to see them\n")
        }
        return kb
    }
}

/// The reader's language.
struct LanguageOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Display language: \(Language.all.map(\.tag).joined(separator: ", ")) (default: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG).",
            valueName: "lang"),
        completion: Completions.languages)
    var lang: String?

    func validate() throws {
        if let lang, DisplayLanguage.match(lang) == nil {
            throw ValidationError(DisplayLanguage.UnknownLanguage(tag: lang).description)
        }
    }

    var language: Language {
        (try? DisplayLanguage.resolve(explicit: lang, environment: ProcessInfo.processInfo.environment).get())
            ?? .english
    }
}
