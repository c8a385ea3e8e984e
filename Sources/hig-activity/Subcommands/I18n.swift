import ArgumentParser
import Foundation
import GuidelineKit

extension HigActivity {
    struct I18n: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "i18n", abstract: "Translation work on the knowledge base.", subcommands: [Status.self])
    }
}

extension HigActivity.I18n {
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
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
                failOn.contains { $0 == .stale ? !language.stale.isEmpty : !language.missing.isEmpty }
            }
            if failing { throw ExitCode(1) }
        }

        static func text(_ status: TranslationStatus) -> String {
            guard !status.languages.isEmpty else { return "The knowledge base is written in English alone.\n" }
            var out = ""
            for language in status.languages {
                out +=
                    "\(language.language.tag) (\(language.language.definition.englishName)): \(language.translated.count) of \(language.total) up to date (\(language.percent)%), \(language.stale.count) stale, \(language.missing.count) missing\n"
                for id in language.stale { out += "  stale    \(id)\n" }
                for id in language.missing { out += "  missing  \(id)\n" }
            }
            return out
        }

        static func json(_ status: TranslationStatus) -> String {
            struct Item: Encodable {
                let language: String, translated: Int, total: Int, percent: Int
                let stale: [String], missing: [String]
            }
            struct Output: Encodable { let languages: [Item] }
            return JSONText.string(
                Output(
                    languages: status.languages.map {
                        Item(
                            language: $0.language.tag, translated: $0.translated.count, total: $0.total,
                            percent: $0.percent, stale: $0.stale.map(\.rawValue), missing: $0.missing.map(\.rawValue))
                    }))
        }
    }
}
