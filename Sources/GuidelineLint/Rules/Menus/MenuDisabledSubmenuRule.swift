import GuidelineKit
import SwiftSyntax

/// A submenu that can't be opened: people can't see what it would hold.
struct MenuDisabledSubmenuRule: Rule {
    static let description = RuleDescription(
        id: "menu-disabled-submenu",
        summary:
            "A disabled submenu: a SwiftUI Menu inside a menu with the .disabled(…) modifier. Keep the submenu available so people can see what it holds, and disable its items instead (a UIKit UIMenu has no disabled state).",
        severity: .warning, entries: ["menus/submenus"], reads: [.swift],
        keywords: ["disabled"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ nodes: [MenuNode]) {
            for node in nodes {
                switch node {
                case .submenu(let submenu, let disabled):
                    if let disabled {
                        let title = submenu.call.arguments.first { $0.label == nil }.flatMap { StringValue.of($0.expression)?.text }
                        findings.append(Finding(Self.description.id, at: file.location(of: disabled), subject: title ?? "Menu"))
                    }
                    visit(submenu.elements)
                case .group(let inner): visit(inner)
                case .item, .separator, .unknown: break
                }
            }
        }
        for tree in MenuTree.all(in: file) { visit(tree.elements) }
        return findings
    }
}
