import ArgumentParser
import Foundation
import GuidelineKit

extension HigActivity {
    struct I18n: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "i18n", abstract: "Translation work on the knowledge base.", subcommands: [Status.self, Stamp.self])
    }
}

extension HigActivity.I18n {
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Per language: entries translated, stale (the English changed since) and missing.",
            discussion: """
                Exit status: 0, or 1 with --fail-on when a language has entries of that kind.
                """)

        enum Kind: String, ExpressibleByArgument, CaseIterable {
            case stale, missing
        }

        @OptionGroup var content: ContentOptions

        @Option(help: ArgumentHelp("Output format: text or json.", valueName: "format"))
        var format: OutputFormat = .text

        @Option(
            help: ArgumentHelp("Exit 1 when any language has stale (or missing) entries.", valueName: "stale|missing"))
        var failOn: [Kind] = []

        enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        func run() throws {
            let kb = try content.loadForReading()
            let status = TranslationStatus(kb)
            Terminal.standardOutput(format == .json ? Self.json(status) : Self.text(status))
            let failing = status.languages.contains { language in
                failOn.contains {
                    $0 == .stale
                        ? !language.stale.isEmpty || !language.figuresStale.isEmpty
                        : !language.missing.isEmpty || !language.figuresMissing.isEmpty
                }
            }
            if failing { throw ExitCode(1) }
        }

        static func text(_ status: TranslationStatus) -> String {
            guard !status.languages.isEmpty else { return "The knowledge base is written in English alone.\n" }
            var out = ""
            for language in status.languages {
                out +=
                    "\(language.language.tag) (\(language.language.definition.englishName)): \(language.translated.count) of \(language.total) up to date (\(language.percent)%), \(language.stale.count) stale, \(language.missing.count) missing\n"
                for id in language.stale {
                    let sections = language.staleSections[id].map(\.description) ?? "sections not recorded"
                    out += "  stale    \(id)  (\(sections))\n"
                }
                for id in language.missing { out += "  missing  \(id)\n" }
                let figures = language.figuresTranslated.count + language.figuresStale.count + language.figuresMissing.count
                if figures > 0 {
                    out += "  figure labels: \(language.figuresTranslated.count) of \(figures) up to date, \(language.figuresStale.count) stale, \(language.figuresMissing.count) missing\n"
                    for path in language.figuresStale { out += "  stale    \(path)\n" }
                    for path in language.figuresMissing { out += "  missing  \(path)\n" }
                }
            }
            return out
        }

        static func json(_ status: TranslationStatus) -> String {
            struct Section: Encodable { let name: String, title: String }
            struct Changes: Encodable {
                let changed: [Section], added: [Section], removed: [String]
                init(_ changes: SectionChanges) {
                    changed = changes.changed.map { Section(name: $0.name, title: $0.title) }
                    added = changes.added.map { Section(name: $0.name, title: $0.title) }
                    removed = changes.removed
                }
            }
            struct Item: Encodable {
                let language: String, translated: Int, total: Int, percent: Int
                let stale: [String], missing: [String]
                /// Per stale id whose translation recorded its sections: the English sections changed since.
                let staleSections: [String: Changes]
                /// Figures' labels, by the figure's path.
                let figureLabels: FigureLabels
            }
            struct FigureLabels: Encodable { let translated: [String], stale: [String], missing: [String] }
            struct Output: Encodable { let languages: [Item] }
            return JSONText.string(
                Output(
                    languages: status.languages.map {
                        Item(
                            language: $0.language.tag, translated: $0.translated.count, total: $0.total,
                            percent: $0.percent, stale: $0.stale.map(\.rawValue), missing: $0.missing.map(\.rawValue),
                            staleSections: Dictionary(
                                uniqueKeysWithValues: $0.staleSections.map { ($0.key.rawValue, Changes($0.value)) }),
                            figureLabels: FigureLabels(translated: $0.figuresTranslated, stale: $0.figuresStale, missing: $0.figuresMissing))
                    }))
        }
    }
}

extension HigActivity.I18n {
    struct Stamp: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stamp",
            abstract: "Record that translations match the current English (source-digest, source-sections).",
            discussion: """
                Run it after bringing a translation up to date: it writes the English entry's digest \
                and its sections' digests into the translation's front matter, so that `check` and \
                `i18n status` can later name the sections that changed. For a figure, it writes the \
                English labels' digest into the language's block of its labels file. Every id is \
                checked before any file is written.
                """)

        @OptionGroup var content: ContentOptions

        @Option(
            help: ArgumentHelp(
                "The translation's language: \(Language.all.dropFirst().map(\.tag).joined(separator: ", ")).",
                valueName: "tag"),
            completion: .list(Language.all.dropFirst().map(\.tag)))
        var lang: String

        @Argument(
            help: ArgumentHelp(
                "Entry ids (or aliases) whose translation is up to date, or figures (toolbars/figures/areas.svg) whose labels are.",
                valueName: "id"),
            completion: Completions.entryIDs)
        var ids: [String]

        func validate() throws {
            if ids.isEmpty { throw ValidationError("name at least one entry id to stamp") }
            if Language(known: lang) == nil {
                throw ValidationError(
                    "unknown language tag '\(lang)'; use one of \(Language.all.map(\.tag).joined(separator: ", "))")
            }
            if content.directory == nil {
                throw ValidationError(
                    "stamp writes translation files: name the knowledge base folder with --content DIR (the built-in one is read-only)")
            }
        }

        func run() throws {
            let (kb, diagnostics) = try content.load()
            guard let directory = content.directory, let language = Language(known: lang) else { return }
            do {
                let written = try TranslationStamp.stamp(
                    ids.map { EntryID($0) }, language: language, in: kb, diagnostics: diagnostics,
                    directory: URL(fileURLWithPath: directory))
                for path in written { Terminal.standardOutput("stamped \(path)\n") }
            } catch let failure as TranslationStamp.Failure {
                Terminal.standardError(failure.problems.map { "hig-activity: \($0)\n" }.joined())
                throw ExitCode(1)
            }
        }
    }
}
