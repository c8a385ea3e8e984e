import GuidelineKit
import SwiftSyntax

/// A menu item that deletes or erases, not flagged as destructive, so it isn't shown in red.
struct MenuDestructiveRoleRule: Rule {
    static let description = RuleDescription(
        id: "menu-destructive-role",
        summary:
            "A menu item (UIAction, UICommand, SwiftUI Button in a Menu or context menu) whose title starts with Delete, Remove, Erase, Trash, Destroy, Purge or Wipe without the .destructive attribute or role: .destructive. Titles from constants are read by their name (L10n.deleteEpisode).",
        severity: .warning, entries: ["context-menus/flag-destructive-items", "pull-down-buttons/confirm-destructive"],
        reads: [.swift],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu(", "contextMenu"]
    )

    /// First words that say an item destroys data. "Remove from Album" counts, as in Apple's
    /// apps; "Clear" is left out, being too often a filter or a selection.
    static let destructiveVerbs: Set<String> = ["delete", "erase", "trash", "destroy", "purge", "wipe", "remove"]

    static func isDestructiveTitle(_ words: [String]) -> Bool {
        words.first.map(destructiveVerbs.contains) ?? false
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var seen: Set<SyntaxIdentifier> = []
        var findings: [Finding] = []
        for tree in MenuTree.all(in: file) {
            for item in tree.allItems where !item.isDestructive && seen.insert(item.call.id).inserted {
                guard SwiftUIView.name(item.call) != "Toggle", Self.isDestructiveTitle(item.titleWords) else { continue }
                let subject = item.title?.text ?? item.titleExpression?.trimmedDescription ?? "item"
                findings.append(Finding(Self.description.id, at: file.location(of: item.call), subject: subject))
            }
        }
        return findings
    }
}
