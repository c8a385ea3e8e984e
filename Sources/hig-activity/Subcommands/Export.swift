import ArgumentParser
import Foundation
import GuidelineKit
import GuidelinePublish
import GuidelineRules

extension ExportFormat: ExpressibleByArgument {}

extension HigActivity {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Export the lint rules to Semgrep, ast-grep or SwiftLint, or as a SARIF rule catalogue.",
            discussion: """
                Every exported rule keeps its id, severity, entry and help link, with the entry's \
                title and summary as its message in the display language. A rule is exported \
                exact, approximate (said in its metadata and message) or left out (listed with the \
                reason at the top of the export). semgrep, swiftlint and sarif-rules write one file \
                (standard output without --out); ast-grep writes a project folder (--out DIR) with \
                sgconfig.yml, rules/ and rule-tests/ made from the entries' examples. \
                --tests DIR (semgrep) writes each rule with its examples for `semgrep --test DIR`.

                Exit status: 0 when written; 2 when a file or folder cannot be written or is \
                refused; 64 for a usage error (an unknown format, rule or topic).
                """)

        @Argument(help: ArgumentHelp("What to write.", valueName: "format"))
        var format: ExportFormat

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        @Option(
            help: ArgumentHelp(
                "Write here: a file (semgrep, swiftlint, sarif-rules; default: standard output) or a folder (ast-grep, required).",
                valueName: "path"),
            completion: .file())
        var out: String?

        @Option(
            help: ArgumentHelp("Also write Semgrep tests from the entries' examples to this folder.", valueName: "dir"),
            completion: .directory)
        var tests: String?

        @Option(help: ArgumentHelp("Only these rules (comma-separated ids).", valueName: "ids"), completion: Completions.ruleIDs)
        var rules: String?

        @Option(
            help: ArgumentHelp("Only the rules that enforce this topic's entries.", valueName: "topic"),
            completion: Completions.topics)
        var topic: String?

        @Option(help: ArgumentHelp("Base URL of the HTML site that help links point to.", valueName: "url"))
        var helpBaseURL: String?

        @Flag(help: "Replace a folder (--out, --tests) that holds files hig-activity did not write.")
        var force = false

        func validate() throws {
            if format.isFolder, out == nil {
                throw ValidationError("ast-grep writes a project folder; name it with --out DIR")
            }
            if tests != nil, format != .semgrep {
                throw ValidationError("--tests is for semgrep; ast-grep's project holds its own rule-tests/")
            }
            if let helpBaseURL, let problem = WebAddress.problem(helpBaseURL) {
                throw ValidationError("--help-base-url \(problem)")
            }
        }

        func run() throws {
            let ids = rules.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            // Folders are checked before anything is made, so a refusal costs nothing.
            let outFolder = try format.isFolder ? out.map { try folder($0) } : nil
            let testsFolder = try tests.map { try folder($0) }
            let kb = try content.loadForReading()
            let exporter: RuleExporter
            do {
                exporter = try RuleExporter(
                    catalogue: RuleCatalogue.all, ids: ids, topic: topic,
                    texts: RuleTexts(knowledgeBase: kb, language: language.language, helpBaseURL: helpBaseURL))
            } catch {
                throw ValidationError(error.description)
            }
            do {
                if let testsFolder { try AtomicOutput.write(exporter.semgrepTests(), to: testsFolder) }
                switch exporter.export(format) {
                case .folder(let files):
                    if let outFolder { try AtomicOutput.write(files, to: outFolder) }
                case .file(let text):
                    if let out {
                        try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
                    } else {
                        Terminal.standardOutput(text)
                    }
                }
            } catch let failure as AtomicOutput.Failure {
                Terminal.standardError("hig-activity: \(failure)\n")
                throw ExitCode(2)
            } catch {
                Terminal.standardError(
                    "hig-activity: cannot write '\(out ?? "")': \(error.localizedDescription); check that its folder exists and is writable\n"
                )
                throw ExitCode(2)
            }
        }

        func folder(_ path: String) throws -> OutputFolder {
            do {
                return try OutputFolder(path, force: force, protecting: [content.directory].compactMap { $0 })
            } catch {
                Terminal.standardError("hig-activity: \(error)\n")
                throw ExitCode(2)
            }
        }
    }
}
