import GuidelineKit

/// A submenu in a pop-up button's list of options, or a `Menu` inside a SwiftUI `Picker`.
struct PopupNoSubmenusRule: Rule {
    static let description = RuleDescription(
        id: "popup-no-submenus",
        summary:
            "A submenu in a pop-up button's options: a UIMenu that is not .displayInline inside the menu of a button with changesSelectionAsPrimaryAction, or a Menu inside a Picker.",
        severity: .warning, entries: ["pop-up-buttons/no-submenus"], reads: [.swift],
        keywords: ["changesSelectionAsPrimaryAction", "Picker("]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ menu: MenuCall) {
            for case .submenu(let inner) in menu.children ?? [] {
                if inner.isInline {
                    visit(inner)
                } else {
                    let title = inner.call.arguments.first { $0.label?.text == "title" }
                        .flatMap { StringValue.of($0.expression)?.text }
                    findings.append(Finding(Self.description.id, at: file.location(of: inner.call), subject: title ?? "UIMenu"))
                }
            }
        }
        for popUp in ButtonMenu.all(in: file) where popUp.kind == .popUp { visit(popUp.menu) }
        // SwiftUI: a Menu whose nearest container is a Picker (deeper ones are inside it).
        let menus = SwiftUIView.CallFinder(names: ["Menu"])
        menus.walk(file.tree)
        for menu in menus.calls where SwiftUIView.enclosingContainer(of: menu, among: ["Menu", "Picker"]) == "Picker" {
            let title = menu.arguments.first.flatMap { StringValue.of($0.expression)?.text }
            findings.append(Finding(Self.description.id, at: file.location(of: menu), subject: title ?? "Menu"))
        }
        return findings
    }
}
