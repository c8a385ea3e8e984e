import GuidelineKit

/// A pop-up button whose options all start off: nothing says which choice is the useful default.
struct PopupDefaultSelectionRule: Rule {
    static let description = RuleDescription(
        id: "popup-default-selection",
        summary:
            "A pop-up button (changesSelectionAsPrimaryAction) whose menu, written out in full, gives no item state: .on, so the button falls back to its first item instead of a chosen default.",
        severity: .note, entries: ["pop-up-buttons/useful-default"], reads: [.swift],
        keywords: ["changesSelectionAsPrimaryAction"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        ButtonMenu.all(in: file).compactMap { popUp in
            // Only menus written out in full, where no action's state is even mentioned: a state
            // computed at run time (`state: x == y ? .on : .off`) may well pick the default.
            guard popUp.kind == .popUp, let actions = popUp.menu.allActions, !actions.isEmpty,
                actions.allSatisfy({ $0.state == nil })
            else { return nil }
            return Finding(Self.description.id, at: file.location(of: popUp.menu.call), subject: "UIMenu")
        }
    }
}
