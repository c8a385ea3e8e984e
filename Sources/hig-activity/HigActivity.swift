import ArgumentParser
import Foundation
import GuidelineKit

@main
struct HigActivity: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-activity",
        abstract:
            "Apple's Human Interface Guidelines for activity views and menus and actions, in English, 简体中文 and 한국어.",
        discussion: """
            The built-in knowledge base is compiled into this binary. Point any command at \
            another one with --content DIR or the HIG_ACTIVITY_CONTENT environment variable.

            Display language: --lang wins; otherwise LANGUAGE, then LC_ALL, LC_MESSAGES or LANG \
            (C and POSIX mean English). Colour only on a terminal, never with NO_COLOR.
            """,
        version: ToolVersion.current,
        // Each command names itself: a name the parser derives from the type's name costs a
        // reflective lookup per command on every run (a tenth of a cached lint's start).
        subcommands: [
            List.self, Show.self, Search.self, Check.self, Lint.self, Rules.self, Export.self, Build.self, I18n.self, MCP.self,
        ]
    )
}

extension HigActivity {
    /// Parses and runs, after catching a mistyped subcommand (`hig-activity lnt`), which the
    /// argument parser reports only as an unexpected argument.
    static func main() {
        if let message = unknownSubcommand(Array(CommandLine.arguments.dropFirst())) {
            Terminal.standardError(message)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        main(nil)
    }

    /// "Did you mean" for a word where a subcommand is expected, at any depth.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        var command: ParsableCommand.Type = HigActivity.self
        var path = ["hig-activity"]
        for argument in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !argument.hasPrefix("-"), argument != "help" else { return nil }
            if let next = subcommands.first(where: { $0._commandName == argument }) {
                command = next
                path.append(argument)
                continue
            }
            let names = subcommands.map { $0._commandName }
            let hint = Suggestions.nearest(to: argument, in: names, limit: 1).first.map { " Did you mean '\($0)'?" } ?? ""
            return """
                hig-activity: '\(argument)' is not a command of '\(path.joined(separator: " "))'.\(hint)
                Commands: \(names.joined(separator: ", ")). See '\(path.joined(separator: " ")) --help'.

                """
        }
        return nil
    }
}
