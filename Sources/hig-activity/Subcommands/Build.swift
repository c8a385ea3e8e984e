import ArgumentParser
import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineLint
import GuidelinePublish

extension HigActivity {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build", abstract: "Publish the knowledge base.", subcommands: [HTML.self, Man.self])

        /// The knowledge base to publish: content errors stop a build before anything is written.
        static func loadForPublishing(_ content: ContentOptions, cached: Bool = true) throws -> KnowledgeBase {
            let (kb, diagnostics) = try content.load(cached: cached)
            if diagnostics.hasErrors {
                Terminal.standardError(DiagnosticFormat.text.render(diagnostics.filter { $0.severity == .error }))
                Terminal.standardError("hig-activity: the knowledge base has errors; nothing was written\n")
                throw ExitCode(1)
            }
            return kb
        }
    }
}

/// Where a build writes. The folder is checked before the build starts (see `OutputFolder`).
struct OutputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The folder to write: new, empty, or written by an earlier build (replaced as a whole).",
            valueName: "dir"),
        completion: .directory)
    var out: String

    @Flag(
        help: ArgumentHelp(
            "Replace --out even if it holds files hig-activity did not write (never the current folder or one above it)."
        ))
    var force = false

    /// The checked folder; a refusal is printed and exits 2 before anything is built.
    func folder(protecting folders: [String?]) throws -> OutputFolder {
        do {
            return try OutputFolder(out, force: force, protecting: folders.compactMap { $0 })
        } catch {
            Terminal.standardError("hig-activity: \(error)\n")
            throw ExitCode(2)
        }
    }
}

extension HigActivity.Build {
    struct Man: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "man",
            abstract: "Write man pages: hig-activity(1) and a section-7 page per topic and per entry in each language.",
            discussion: """
                Writes man1/hig-activity.1, man7/hig-<topic>.7 and man7/hig-<topic>-<entry>.7 \
                (English), and the same under zh_CN/man7/ and ko/man7/. Read them with \
                MANPATH=DIR man -L zh_CN hig-activity-views. The folder is changed \
                only when the whole build succeeds, and a folder an earlier build wrote gets \
                only the pages whose bytes changed; content errors stop the build (exit 1).
                """)

        @OptionGroup var content: ContentOptions
        @OptionGroup var output: OutputOptions

        @Flag(
            help: ArgumentHelp(
                "Parse every file and keep nothing; otherwise parsed files are kept in $XDG_CACHE_HOME/hig-activity (else ~/.cache/hig-activity)."
            ))
        var noCache = false

        func run() throws {
            let folder = try output.folder(protecting: [content.directory])
            let kb = try HigActivity.Build.loadForPublishing(content, cached: !noCache)
            var files: [String: String] = [:]
            files["man1/hig-activity.1"] = Self.commandManual(topics: kb.topics).render()
            files.merge(ManPageRenderer.pages(kb)) { first, _ in first }
            do {
                try AtomicOutput.writeChanges(files, to: folder)
            } catch {
                Terminal.standardError("hig-activity: \(error)\n")
                throw ExitCode(2)
            }
            // Done: exit without freeing the pages and the knowledge base (seconds for a large one).
            withExtendedLifetime((kb, files)) { Foundation.exit(0) }
        }

        /// The command line's manual: its definitions, and what they can't say.
        static func commandManual(topics: [String]) -> CommandManPage {
            try! CommandManPage(
                description: Data(HigActivity._dumpHelp().utf8), sections: Manual.sections,
                seeAlso: topics.map { "\(ManPageRenderer.pageName($0))(7)" })
        }
    }
}
