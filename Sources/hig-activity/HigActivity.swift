import ArgumentParser
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
        subcommands: [List.self, Show.self, Search.self, Check.self, Lint.self, Rules.self, Build.self]
    )
}
