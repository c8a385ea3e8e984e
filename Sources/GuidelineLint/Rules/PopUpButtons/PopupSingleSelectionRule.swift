import GuidelineKit

/// A pop-up button whose menu starts with more than one item on: a pop-up button shows one choice.
struct PopupSingleSelectionRule: Rule {
    static let description = RuleDescription(
        id: "popup-single-selection",
        summary:
            "A pop-up button (a UIButton or bar button item with changesSelectionAsPrimaryAction) whose menu turns on more than one item (state: .on).",
        severity: .warning, entries: ["pop-up-buttons/single-selection"], reads: [.swift],
        keywords: ["changesSelectionAsPrimaryAction"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        ButtonMenu.all(in: file).filter { $0.kind == .popUp }.flatMap { popUp -> [Finding] in
            let on = (popUp.menu.allActions ?? []).filter(\.isOn)
            return on.dropFirst().map {
                Finding(Self.description.id, at: file.location(of: $0.call), subject: $0.title?.text ?? "UIAction")
            }
        }
    }
}
