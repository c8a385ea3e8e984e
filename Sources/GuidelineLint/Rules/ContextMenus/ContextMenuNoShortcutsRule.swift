import GuidelineKit
import SwiftSyntax

/// A keyboard shortcut on a context menu item: context menus don't show them.
struct ContextMenuNoShortcutsRule: Rule {
    static let description = RuleDescription(
        id: "context-menu-no-shortcuts",
        summary:
            "A UIKeyCommand item or a .keyboardShortcut(…) modifier in a context menu (a UIContextMenuConfiguration's menu, SwiftUI .contextMenu); shortcuts belong in the menu bar and the main interface.",
        severity: .warning, entries: ["context-menus/no-keyboard-shortcuts"], reads: [.swift],
        keywords: ["UIKeyCommand", "keyboardShortcut"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        MenuTree.all(in: file).filter { $0.kind == .context }.flatMap(\.allItems).compactMap { item in
            item.shortcut.map { Finding(Self.description.id, at: file.location(of: $0), subject: item.title?.text ?? "item") }
        }
    }
}
