import GuidelineLint
import GuidelinePublish

/// The sections of hig-activity(1) that the command definitions can't hold.
enum Manual {
    static let sections: [CommandManPage.Section] = [
        .init(
            "Exit status",
            items: [
                ("0", "Success; for lint, no violation has error severity (and always when --write-baseline wrote its file)."),
                (
                    "1",
                    "check found a content error, lint a violation of error severity, show no such id, search nothing (as grep), i18n status what --fail-on names; or a build stopped on content errors."
                ),
                (
                    "2",
                    "A file or folder could not be read or written, the knowledge base holds no entries, a build refused its output folder, or lint met a configuration or baseline error or had nothing left to lint."
                ),
                ("64", "A usage error: an unknown command, option or value (a mistyped command gets a suggestion)."),
            ]),
        .init(
            "Environment",
            items: [
                ("HIG_ACTIVITY_CONTENT", "A knowledge base folder to read instead of the built-in one, as --content."),
                (
                    "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
                    "The display language when --lang is not given, in this order; C and POSIX mean English."
                ),
                ("NO_COLOR", "When set and not empty, no colour, even on a terminal."),
                ("COLUMNS", "The width that show, list and search wrap to on a terminal."),
                (
                    "XDG_CACHE_HOME",
                    "Where lint results and the search indexes of --content folders are kept (hig-activity/ in it; else ~/.cache/hig-activity)."
                ),
            ]),
        .init(
            "Files",
            items: [
                (
                    Configuration.fileName,
                    "The linter's configuration (rules on or off, options, included and excluded paths), read from the linted folder or the nearest folder above it."
                ),
                ("$XDG_CACHE_HOME/hig-activity/", "Cached lint results and search indexes (~/.cache/hig-activity/ without XDG_CACHE_HOME); safe to delete."),
                (
                    OutputFolder.markerName,
                    "Marks a folder written by build html or build man, which a later build may replace whole."
                ),
            ]),
        .init(
            "Examples",
            items: [
                ("hig-activity search popover", "Find the entries about popovers, in the reader's language."),
                ("hig-activity show activity-views/succinct-titles --lang zh-Hans", "Read one entry in Chinese."),
                ("hig-activity lint MyApp --format sarif > hig.sarif", "Lint an app and keep the report for a code-scanning service."),
                ("hig-activity lint --write-baseline .hig-baseline.json", "Record today's violations, so that only new ones fail from now on."),
                ("hig-activity export semgrep --out hig.yml", "Export the rules for Semgrep."),
                ("hig-activity build man --out man && MANPATH=$PWD/man man hig-activity-views", "Build and read the man pages."),
            ],
            itemsAreCommands: true),
    ]
}
