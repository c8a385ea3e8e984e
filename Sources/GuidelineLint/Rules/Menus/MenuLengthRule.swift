import GuidelineKit
import SwiftSyntax

/// A menu with more items than people can scan.
struct MenuLengthRule: Rule {
    static let description = RuleDescription(
        id: "menu-length",
        summary:
            "A menu (UIMenu, SwiftUI Menu, a button's or bar button item's menu in a storyboard or xib), written out in full, that shows more items at one level than the option max-items allows (default 12; inline sections count their items, a submenu counts once). Context menus have their own, shorter limit (context-menu-item-count). How long is too long is a judgement call, so a note.",
        severity: .note, entries: ["menus/organization"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu("], options: Options.self,
        exports: [
            .semgrep: .notExpressible(reason: "counts a menu's items per level (max-items, default 12), opening inline sections"),
            .astGrep: .notExpressible(reason: "counts a menu's items per level (max-items, default 12), opening inline sections and requiring a menu written out in full"),
            .swiftLint: .notExpressible(reason: "counts items across a menu tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 2, correct: 2, violations: 10, found: 2)
    )

    struct Options: RuleOptionSet {
        @Bounded(2...100) var maxItems = 12
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ tree: MenuTree) {
            let visible = tree.visible
            let count = visible.filter { if case .separator = $0 { false } else { true } }.count
            if tree.isComplete && count > options.maxItems {
                var finding = Finding(Self.description.id, at: file.location(of: tree.anchor), subject: tree.anchor.quotedCode)
                finding.fault = .items(count, max: options.maxItems, option: "max-items")
                findings.append(finding)
            }
            for case .submenu(let submenu, _) in visible { visit(submenu) }
        }
        for tree in MenuTree.all(in: file, project: project) where tree.kind == .other { visit(tree) }
        return findings
    }

    /// A storyboard's or xib's menu, or one of its submenus, with too many items at one level.
    func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ menu: InterfaceControls.Menu) {
            let visible = menu.visible
            if menu.isComplete && visible.count > options.maxItems {
                var finding = Finding(Self.description.id, at: file.location(of: menu.element), subject: menu.element.quoted)
                finding.fault = .items(visible.count, max: options.maxItems, option: "max-items")
                findings.append(finding)
            }
            for case .submenu(let inner) in visible { visit(inner) }
        }
        for menu in file.controls.menus where !menu.wiring.isConfigured(in: project) { visit(menu) }
        return findings
    }
}
