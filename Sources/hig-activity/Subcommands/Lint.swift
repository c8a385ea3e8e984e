import ArgumentParser
import Foundation
import GuidelineKit
import GuidelineLint
import GuidelineRules

extension HigActivity {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Report where an iOS project breaks a guideline of the knowledge base.",
            discussion: """
                Reads .swift files (with swift-syntax), Info.plist files of app extensions and asset \
                catalogs under each PATH (default: the current folder). Messages come from the \
                guideline entries, in the display language. Configuration: the nearest \
                .hig-activity.yml above each PATH. Suppress with // hig-activity:disable:next <rule-id>.

                Exit status: 0 when no violation has error severity (and always when \
                --write-baseline wrote its file); 1 when one does; 2 for a configuration, baseline \
                or I/O error (a file or folder that cannot be read, nothing left to lint); 64 for a \
                command-line usage error.
                """)

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        @Option(help: ArgumentHelp("Output format: text, json, sarif, github, junit, checkstyle or gitlab (xcode: text).", valueName: "format"))
        var format: DiagnosticFormat = .text

        @Option(help: ArgumentHelp("Hide the violations recorded in this baseline file.", valueName: "file"), completion: .file())
        var baseline: String?

        @Option(
            help: ArgumentHelp("Record the current violations in this baseline file.", valueName: "file"), completion: .file())
        var writeBaseline: String?

        @Option(help: ArgumentHelp("Base URL of the HTML site that help links point to.", valueName: "url"))
        var helpBaseURL: String?

        @Option(
            help: ArgumentHelp(
                "Create or update this file when the report is printed (the output a build system waits for).",
                valueName: "file"))
        var touch: String?

        @Option(
            help: ArgumentHelp(
                "Seconds a Swift file's parse may take before the file is reported as not linted (default: half a second plus a second per 4 MiB).",
                valueName: "seconds"))
        var parseTimeLimit: Double?

        @Flag(help: "Leave out the summary line a text report ends with on standard error.")
        var quiet = false

        @Option(
            help: ArgumentHelp(
                "Read one Swift file from standard input and judge it as the file at this path in its project (an editor's buffer); report that file alone.",
                valueName: "path"), completion: .file())
        var stdinPath: String?

        @Flag(
            help: ArgumentHelp(
                "Lint from scratch and keep nothing; otherwise results are kept in $XDG_CACHE_HOME/hig-activity (else ~/.cache/hig-activity) and reused while nothing they depend on changes."
            ))
        var noCache = false

        @Argument(help: ArgumentHelp("Files or folders to lint.", valueName: "path"), completion: .file())
        var paths: [String] = []

        func validate() throws {
            if let helpBaseURL, let problem = WebAddress.problem(helpBaseURL) {
                throw ValidationError("--help-base-url \(problem)")
            }
            if let stdinPath {
                guard paths.isEmpty else {
                    throw ValidationError("--stdin-path lints the buffer on standard input alone; give no other path")
                }
                guard stdinPath.hasSuffix(".swift") else {
                    throw ValidationError("--stdin-path names the Swift file the buffer stands for (a .swift path), not '\(stdinPath)'")
                }
                guard writeBaseline == nil else {
                    throw ValidationError("--write-baseline records a whole project's findings; it does not go with --stdin-path")
                }
            }
            if let parseTimeLimit, !(parseTimeLimit.isFinite && parseTimeLimit > 0) {
                throw ValidationError("--parse-time-limit takes a number of seconds above 0, e.g. --parse-time-limit 5")
            }
        }

        func run() throws {
            let started = ContinuousClock.now
            AllocatorTuning.forParsing()
            // A knowledge base of the user's is loaded while the linter reads the project; a lint
            // whose knowledge base cannot be loaded is not reported. The built-in one's messages
            // were worked out with the binary: it is loaded only for SARIF's rule texts.
            let (content, language, helpBaseURL, noCache) = (content, language.language, helpBaseURL, noCache)
            let loaded = Pending(deferring: { Result { try content.loadForReading(cached: !noCache) } })
            var linter =
                if let snapshot = content.origin.ruleTextSnapshot {
                    Linter(messages: LintMessages(snapshot: snapshot, language: language, helpBaseURL: helpBaseURL))
                } else {
                    Linter(loadingMessages: {
                        LintMessages(
                            knowledgeBase: (try? loaded.value.get()) ?? KnowledgeBase(entries: [:]), language: language,
                            helpBaseURL: helpBaseURL)
                    })
                }
            linter.cache = noCache ? nil : LintCache()
            linter.parseTimeLimit = parseTimeLimit
            // The built-in knowledge base is part of the tool's build: a cached report needs
            // none of it (but SARIF's rule texts).
            let builtIn = content.origin == .builtin
            if builtIn { linter.messagesKey = "built-in \(language.tag) \(helpBaseURL ?? "")" }
            if format.readsRuleTexts { loaded.start() }
            var lintPaths = paths.isEmpty ? ["."] : paths
            if let stdinPath {
                let (buffer, root) = try EditorBuffer.read(standing: stdinPath)
                linter.buffer = buffer
                lintPaths = [root]
            }
            var report: LintReport
            do {
                report = try linter.lint(paths: lintPaths)
                // Findings name the file as the editor does.
                if let stdinPath, let buffer = linter.buffer { report.rename(buffer.path, to: stdinPath) }
            } catch {
                if !builtIn { _ = try loaded.value.get() }
                Terminal.standardError("hig-activity: \(error)\(String(describing: error).hasSuffix("\n") ? "" : "\n")")
                throw ExitCode(2)
            }
            // A folder's problems are reported (and an empty one stops here), loaded or not.
            if !builtIn { _ = try loaded.value.get() }
            let recorded = report.violations.count
            if let writeBaseline {
                do {
                    try Baseline(report.violations, path: writeBaseline).write(writeBaseline)
                } catch {
                    Terminal.standardError("hig-activity: \(error)\n")
                    throw ExitCode(2)
                }
            }
            let beforeBaseline = report.violations.count
            if let baseline {
                do {
                    report.violations = try Baseline.read(baseline).filter(report.violations)
                } catch {
                    Terminal.standardError("hig-activity: \(error)\n")
                    throw ExitCode(2)
                }
            }
            let options = ReportOptions(
                ruleTexts: format.readsRuleTexts
                    ? RuleTexts(knowledgeBase: try loaded.value.get(), language: language, helpBaseURL: helpBaseURL)
                        .texts(for: RuleCatalogue.all) : [:],
                checks: LintChecks.all,
                siteURL: helpBaseURL, sourceRoot: FileManager.default.currentDirectoryPath)
            Terminal.standardOutput(format.render(report.diagnosticReport, rules: RuleCatalogue.all, options: options))
            if format == .text && !quiet {
                var summary = LintSummary()
                // What was printed: the findings and the files that could not be linted.
                for violation in report.violations + report.problems {
                    switch violation.severity {
                    case .error: summary.errors += 1
                    case .warning: summary.warnings += 1
                    case .note: summary.notes += 1
                    }
                }
                (summary.files, summary.lines, summary.rules) = (report.filesLinted, report.linesLinted, report.rulesRun)
                (summary.baseline, summary.suppressed) = (beforeBaseline - report.violations.count, report.suppressed)
                let elapsed = started.duration(to: .now).components
                summary.seconds = String(format: "%.2f", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
                Terminal.standardError(Message.lintSummary(summary).text(in: language) + "\n")
            }
            if let touch {
                do {
                    try Data("\(report.violations.count) violation(s)\n".utf8).write(
                        to: URL(fileURLWithPath: touch), options: .atomic)
                } catch {
                    Terminal.standardError("hig-activity: cannot write --touch file '\(touch)': \(error.localizedDescription)\n")
                    throw ExitCode(2)
                }
            }
            if report.hasInputErrors { throw ExitCode(2) }
            if let writeBaseline {
                // Recording today's violations is the point of a baseline run: it succeeded.
                Terminal.standardError(
                    "hig-activity: wrote \(recorded) violation(s) to the baseline \(writeBaseline)\n")
                return
            }
            if report.hasErrors { throw ExitCode(1) }
        }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {
    /// `xcode`, the name `lint` first gave its compiler-style format, still means `text`.
    public init?(argument: String) {
        self.init(rawValue: argument == "xcode" ? "text" : argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
