import ArgumentParser
import Foundation
import GuidelineKit
import GuidelineRules
import GuidelineLint

extension HigActivity {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Validate a knowledge base and report every problem at once.",
            discussion: """
                Each problem is printed as path:line:col: error|warning: message [check]. \
                Exit status: 0 when there is no error (warnings allowed), 1 when there is one.
                """)

        @OptionGroup var content: ContentOptions

        @Option(help: ArgumentHelp("Output format: text, json, sarif, github, junit, checkstyle or gitlab.", valueName: "format"))
        var format: DiagnosticFormat = .text

        func run() throws {
            let (knowledgeBase, diagnostics) = try content.load()
            Terminal.standardOutput(format.render(diagnostics))
            if format == .text {
                let errors = diagnostics.filter { $0.severity == .error }.count
                let warnings = diagnostics.filter { $0.severity == .warning }.count
                Terminal.standardError("\(errors) error(s), \(warnings) warning(s)\n")
            }
            // Exit with the knowledge base still alive: freeing a large tree one node at a time
            // costs more than checking it, and the process ends anyway.
            withExtendedLifetime(knowledgeBase) { Foundation.exit(diagnostics.hasErrors ? 1 : 0) }
        }
    }
}


