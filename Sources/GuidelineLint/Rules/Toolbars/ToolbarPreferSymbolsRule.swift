import GuidelineKit
import SwiftSyntax

/// A text bar item for an action that has a standard symbol.
struct ToolbarPreferSymbolsRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-prefer-symbols",
        summary:
            "A bar item that shows only a one-word title for an action with a standard symbol (Add, Share, Delete, Search, Compose, Refresh, Reply, Bookmarks, Filter, Sort, Info, More); longer titles (\"Add Feed\", \"Delete All\") name something a symbol can't, and Edit, Done, Cancel and Close are left to their own guidance. A judgement call, so a note.",
        severity: .note, entries: ["toolbars/clear-meaning"], reads: [.swift],
        keywords: ["UIBarButtonItem(", ".toolbar"]
    )

    /// Titles whose action has a standard SF Symbol.
    static let standardActions: Set<String> = [
        "add", "new", "share", "delete", "trash", "search", "compose", "refresh", "reload", "reply", "bookmark",
        "bookmarks", "filter", "sort", "info", "more", "favorite", "favourite", "print", "camera",
    ]

    /// Only a file that quotes one of the titles can show it as an item's only text.
    func mayFind(in text: UnsafeRawBufferPointer, options: Options, appNames: [String]) -> Bool {
        Self.quotedTitles.matches(text)
    }

    /// `"Share"`, `"share"`, `"Share\u{…}` … : each title as a literal begins.
    private static let quotedTitles = KeywordFilter(
        standardActions.flatMap { ["\"" + $0, "\"" + $0.prefix(1).uppercased() + $0.dropFirst()] })

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        BarItems.all(in: file).flatMap(\.items).compactMap { item -> Finding? in
            guard item.isText, let title = item.title, title.interpolations == 0, let call = item.call,
                let word = title.words.first?.lowercased().trimmingCharacters(in: .punctuationCharacters),
                title.words.count == 1, Self.standardActions.contains(word)
            else { return nil }
            return Finding(Self.description.id, at: file.location(of: call), subject: title.text)
        }
    }
}
