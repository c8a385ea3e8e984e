import GuidelineKit
import SwiftSyntax

/// A navigation title too long for the bar, which truncates it.
struct ToolbarTitleShortRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-title-short",
        summary:
            "A literal navigation title (navigationTitle, a view controller's title or navigationItem.title) of more words than the option max-words allows (default 4); titles with interpolated values are left alone. A judgement call, so a note.",
        severity: .note, entries: ["toolbars/titles"], reads: [.swift],
        keywords: ["navigationTitle", "title = "], options: Options.self
    )

    struct Options: RuleOptionSet {
        @Bounded(1...20) var maxWords = 4
    }

    func mayFind(in text: UnsafeRawBufferPointer, options: Options, appNames: [String]) -> Bool {
        LiteralWords.mayHaveLiteral(in: text, moreWordsThan: options.maxWords)
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        BarTitles.all(in: file).compactMap { title in
            guard title.interpolations == 0, title.words.count > options.maxWords else { return nil }
            return Finding(Self.description.id, at: file.location(of: title.node), subject: title.text)
        }
    }
}
