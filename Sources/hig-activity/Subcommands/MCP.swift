import ArgumentParser
import BuiltinKnowledgeBase
import Foundation
import GuidelineKit
import GuidelineLint
import GuidelineRules
import GuidelineServer

extension HigActivity {
    struct MCP: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mcp",
            abstract: "Serve the knowledge base and the linter to AI assistants (Model Context Protocol, over standard input and output).",
            discussion: """
                Tools: search_guidelines (query, language, limit), show_guideline (id, language), list_rules \
                (language) and lint_swift (source and/or path in the project, language). Resources: each entry \
                as hig://entry/<id>, in a language with ?lang=ko. An assistant starts it; see the README.
                """)

        @OptionGroup var content: ContentOptions
        @OptionGroup var language: LanguageOptions

        @Option(
            help: ArgumentHelp("The project lint_swift judges files in (default: the current folder).", valueName: "dir"),
            completion: .directory)
        var project: String?

        func validate() throws {
            let folder = project ?? FileManager.default.currentDirectoryPath
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--project \(folder): no such folder")
            }
            // An assistant that starts servers in / or the home folder would have every lint walk it.
            let resolved = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
            let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.resolvingSymlinksInPath().path
            if resolved == "/" || resolved == home {
                throw ValidationError("the project would be \(resolved); start the server in the project's folder or give --project DIR")
            }
        }

        func run() throws {
            let kb = try content.loadForReading()
            let index = try content.searchIndex()
            let origin = content.origin
            let tools = GuidelineTools(
                knowledgeBase: kb, index: index, source: try origin.source(), rules: RuleCatalogue.all,
                project: URL(fileURLWithPath: project ?? FileManager.default.currentDirectoryPath),
                language: language.language,
                messages: { language in
                    if let snapshot = origin.ruleTextSnapshot { return LintMessages(snapshot: snapshot, language: language, helpBaseURL: nil) }
                    return LintMessages(knowledgeBase: kb, language: language, helpBaseURL: nil)
                })
            let server = GuidelineServer(tools: tools, version: ToolVersion.current)
            // The command line is synchronous: the server runs on its own task until the client leaves.
            let finished = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var failure: Error?
            Task {
                do { try await server.run() } catch { failure = error }
                finished.signal()
            }
            finished.wait()
            if let failure {
                Terminal.standardError("hig-activity mcp: \(failure)\n")
                throw ExitCode(2)
            }
        }
    }
}
