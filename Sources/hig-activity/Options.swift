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
            valueName: "dir"))
    var content: String?

    /// The directory asked for, if any: the option first, then the environment.
    var directory: String? {
        content ?? ProcessInfo.processInfo.environment["HIG_ACTIVITY_CONTENT"].flatMap { $0.isEmpty ? nil : $0 }
    }

    func source() throws -> ContentSource {
        if let directory {
            do {
                return try ContentSource.directory(directory)
            } catch {
                throw ValidationError("\(error)")
            }
        }
        return BuiltinKnowledgeBase.source
    }

    /// The search index: the one built with the binary for the built-in knowledge base,
    /// otherwise the cached one for `--content` (built and cached when the content changed).
    func searchIndex() throws -> SearchIndex {
        guard let directory else { return try BuiltinKnowledgeBase.searchIndex() }
        return try IndexCache().index(for: directory, rules: RuleCatalogue.all) { try loadForReading() }
    }

    /// Loads the knowledge base for reading commands; content errors are summarised on stderr
    /// (`check` reports them in full) and the command goes on with what loaded.
    func loadForReading() throws -> KnowledgeBase {
        var diagnostics: [Diagnostic] = []
        let kb = KnowledgeBaseLoader.load(try source(), rules: RuleCatalogue.all, diagnostics: &diagnostics)
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
            valueName: "lang"))
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
