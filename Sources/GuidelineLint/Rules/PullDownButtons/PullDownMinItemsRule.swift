import GuidelineKit

/// A pull-down button with one or two commands: buttons in the view would show them directly.
struct PullDownMinItemsRule: Rule {
    static let description = RuleDescription(
        id: "pull-down-min-items",
        summary:
            "A pull-down button (a UIButton with showsMenuAsPrimaryAction, a bar button item with a menu and no primary action, a SwiftUI Menu) whose menu, written out in full, holds fewer than three items (option min-items).",
        severity: .note, entries: ["pull-down-buttons/balance-length"], reads: [.swift],
        keywords: ["showsMenuAsPrimaryAction", "menu:", " Menu {", " Menu(", "\tMenu {", "\tMenu("], options: Options.self
    )

    struct Options: RuleOptionSet {
        @Bounded(2...20) var minItems = 3
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        for pullDown in ButtonMenu.all(in: file) where pullDown.kind == .pullDown {
            // Menus built at run time may hold any number of items.
            guard let elements = pullDown.menu.visibleElements, !elements.isEmpty, elements.count < options.minItems
            else { continue }
            findings.append(Finding(Self.description.id, at: file.location(of: pullDown.menu.call), subject: "UIMenu"))
        }
        for menu in SwiftUIView.pullDownMenus(in: file) {
            guard let content = SwiftUIView.content(of: menu), let items = SwiftUIView.items(of: content),
                !items.isEmpty, items.count < options.minItems
            else { continue }
            let title = menu.arguments.first { $0.label == nil }.flatMap { StringValue.of($0.expression)?.text }
            findings.append(Finding(Self.description.id, at: file.location(of: menu), subject: title ?? "Menu"))
        }
        return findings
    }
}
