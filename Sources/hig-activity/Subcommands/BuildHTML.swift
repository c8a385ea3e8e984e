import ArgumentParser
import BuiltinKnowledgeBase
import Foundation
import GuidelineKit
import GuidelineRules
import GuidelinePublish

extension HigActivity.Build {
    struct HTML: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "html",
            abstract: "Write the static HTML site: every entry, topic and rule in each language.",
            discussion: """
                Pages use the Mustache templates built into the tool, or those of --templates DIR \
                (same file names). The site works opened from file:// and loads nothing from \
                elsewhere. The folder is replaced only when the whole build succeeds. Built again \
                into the same folder, only the pages whose inputs changed are made and only \
                files whose bytes changed are written; the folder ends as a whole build makes it.
                """)

        @OptionGroup var content: ContentOptions
        @OptionGroup var output: OutputOptions

        @Option(help: ArgumentHelp("The site's address, for absolute hreflang alternates.", valueName: "url"))
        var baseURL: String?

        @Option(help: ArgumentHelp("A folder of templates replacing the built-in ones.", valueName: "dir"), completion: .directory)
        var templates: String?

        @Flag(
            help: ArgumentHelp(
                "Parse every file and build the whole site, keeping nothing; otherwise parsed files and the site's state are kept in $XDG_CACHE_HOME/hig-activity (else ~/.cache/hig-activity), and a build into a folder it wrote before makes again only the pages whose inputs changed."
            ))
        var noCache = false

        func validate() throws {
            if let baseURL, let problem = WebAddress.problem(baseURL) {
                throw ValidationError("--base-url \(problem)")
            }
        }

        func run() throws {
            let folder = try output.folder(protecting: [content.directory, templates])
            let kb = try HigActivity.Build.loadForPublishing(content, cached: !noCache)
            let templateFiles: [String: String]
            do {
                templateFiles = try templates.map { try SiteTemplates.load(folder: $0) } ?? BuiltinKnowledgeBase.templates
            } catch {
                Terminal.standardError("hig-activity: \(error)\n")
                throw ExitCode(2)
            }
            let builder: SiteBuilder
            do {
                builder = try SiteBuilder(
                    kb: kb, rules: RuleCatalogue.all, templates: templateFiles, templatesFolder: templates, baseURL: baseURL)
                try builder.write(to: folder, cache: noCache ? nil : CacheDirectory.path())
            } catch {
                Terminal.standardError("hig-activity: \(error)\n")
                throw ExitCode(2)
            }
            // Done: exit without freeing the knowledge base and the site's navigation (a second
            // for a large one).
            withExtendedLifetime((kb, builder)) { Foundation.exit(0) }
        }
    }
}
