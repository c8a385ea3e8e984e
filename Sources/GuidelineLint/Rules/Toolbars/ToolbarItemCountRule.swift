import GuidelineKit
import SwiftSyntax

/// A bottom toolbar with more items than fit an iPhone's width.
struct ToolbarItemCountRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-item-count",
        summary:
            "A bottom toolbar with more items than the option max-items allows (default 5; spaces don't count): UIKit toolbarItems, setToolbarItems, a UIToolbar's items or setItems, SwiftUI .bottomBar placements of one .toolbar. How many fit is a judgement call, so a note.",
        severity: .note, entries: ["toolbars/avoid-crowding"], reads: [.swift],
        keywords: ["toolbarItems", "setToolbarItems", "setItems(", "bottomBar", ".items ="], options: Options.self
    )

    struct Options: RuleOptionSet {
        @Bounded(2...20) var maxItems = 5
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        BarItems.all(in: file).compactMap { bar in
            guard bar.bar == .bottom else { return nil }
            let count = bar.items.filter { !$0.isSpace }.count
            guard count > options.maxItems else { return nil }
            return Finding(Self.description.id, at: file.location(of: bar.anchor), subject: "\(count) items")
        }
    }
}
