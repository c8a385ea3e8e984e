import GuidelineKit
import SwiftSyntax

/// A disabled item in a context menu: one that can't run there should be left out instead.
struct ContextMenuHideUnavailableRule: Rule {
    static let description = RuleDescription(
        id: "context-menu-hide-unavailable",
        summary:
            "A context menu item made unavailable rather than left out: the .disabled attribute of a UIAction or UICommand, or the .disabled(…) modifier on a SwiftUI item, in a UIContextMenuConfiguration's menu or a .contextMenu.",
        severity: .warning, entries: ["context-menus/hide-unavailable-items"], reads: [.swift],
        keywords: ["disabled"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        MenuTree.all(in: file).filter { $0.kind == .context }.flatMap(\.allItems).compactMap { item in
            item.disabled.map { Finding(Self.description.id, at: file.location(of: $0), subject: item.title?.text ?? "item") }
        }
    }
}
