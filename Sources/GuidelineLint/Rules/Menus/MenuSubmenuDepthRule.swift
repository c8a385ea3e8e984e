import GuidelineKit
import SwiftSyntax

/// Submenus inside submenus: each level hides its items further.
struct MenuSubmenuDepthRule: Rule {
    static let description = RuleDescription(
        id: "menu-submenu-depth",
        summary:
            "A submenu nested more than one level deep in a context menu, or more than two levels deep in any other menu (inline sections are not levels).",
        severity: .warning, entries: ["menus/submenus", "context-menus/one-level-submenus"], reads: [.swift],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu("]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ tree: MenuTree, depth: Int, limit: Int) {
            for case .submenu(let submenu, _) in tree.visible {
                if depth + 1 > limit {
                    let title = submenu.call.arguments.first { $0.label?.text == "title" || $0.label == nil }
                        .flatMap { StringValue.of($0.expression)?.text }
                    findings.append(
                        Finding(Self.description.id, at: file.location(of: submenu.call), subject: title ?? "submenu"))
                } else {
                    visit(submenu, depth: depth + 1, limit: limit)
                }
            }
        }
        for tree in MenuTree.all(in: file) { visit(tree, depth: 0, limit: tree.kind == .context ? 1 : 2) }
        return findings
    }
}
