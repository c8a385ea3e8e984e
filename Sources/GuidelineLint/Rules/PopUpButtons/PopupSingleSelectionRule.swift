import GuidelineKit

/// A pop-up button whose menu starts with more than one item on: a pop-up button shows one choice.
struct PopupSingleSelectionRule: Rule {
    static let description = RuleDescription(
        id: "popup-single-selection",
        summary:
            "A pop-up button (a UIButton or bar button item with changesSelectionAsPrimaryAction) whose menu turns on more than one item (state: .on, or state=\"on\" on a storyboard or xib command).",
        severity: .warning, entries: ["pop-up-buttons/single-selection"], reads: [.swift, .interfaceBuilder],
        keywords: ["changesSelectionAsPrimaryAction"],
        exports: [
            .semgrep: .approximate(
                #"""
                # a second UIAction(state: .on) in the menu of a button that sets changesSelectionAsPrimaryAction in the same block
                patterns:
                  - pattern-either:
                      - pattern-inside: |
                          $B.menu = $M
                          ...
                          $B.changesSelectionAsPrimaryAction = true
                      - pattern-inside: |
                          $B.changesSelectionAsPrimaryAction = true
                          ...
                          $B.menu = $M
                  - pattern: '[..., UIAction(..., state: .on, ...), ..., $A, ...]'
                  - metavariable-pattern:
                      metavariable: $A
                      pattern: 'UIAction(..., state: .on, ...)'
                  - focus-metavariable: $A
                """#,
                reason: "needs the menu and changesSelectionAsPrimaryAction in the same block; misses .on items in different submenus and menus held in variables or bar button items"),
            .astGrep: .approximate(
                #"""
                utils:
                  on-action:
                    kind: call_expression
                    regex: '^UIAction\('
                    has:
                      stopBy: end
                      kind: value_argument
                      all:
                        - has: {field: name, regex: '^state$'}
                        - has: {field: value, regex: '^(\.on|UIMenuElement\.State\.on)$'}
                rule:
                  # a second action turned on, in a menu assigned to a button whose file sets changesSelectionAsPrimaryAction
                  matches: on-action
                  follows: {stopBy: end, matches: on-action}
                  inside:
                    stopBy: end
                    pattern: $B.menu = $M
                    inside:
                      kind: source_file
                      stopBy: end
                      has: {stopBy: end, pattern: $B.changesSelectionAsPrimaryAction = true}
                """#,
                reason: "counts .on items within one array only, so misses ones split across submenus; misses menus held in variables or bar button items"),
            .swiftLint: .notExpressible(reason: "needs to tie the menu to a button flagged changesSelectionAsPrimaryAction"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
    )

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        ButtonMenu.all(in: file).filter { $0.kind == .popUp }.flatMap { popUp -> [Finding] in
            let on = (popUp.menu.allActions ?? []).filter(\.isOn)
            return on.dropFirst().map {
                Finding(Self.description.id, at: file.location(of: $0.call), subject: $0.title?.text ?? $0.call.quotedCode)
            }
        }
    }

    /// A storyboard's or xib's pop-up button menu with more than one command on (`state="on"`).
    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        file.controls.menus.filter { $0.kind == .popUp && !$0.wiring.isConfigured(in: project) }.flatMap { menu in
            menu.commands.filter(\.isOn).dropFirst().map {
                Finding(Self.description.id, at: file.location(of: $0.element), subject: $0.title ?? $0.element.quoted)
            }
        }
    }
}
