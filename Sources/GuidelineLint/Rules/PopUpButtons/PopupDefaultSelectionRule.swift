import GuidelineKit

/// A pop-up button whose options all start off: nothing says which choice is the useful default.
struct PopupDefaultSelectionRule: Rule {
    static let description = RuleDescription(
        id: "popup-default-selection",
        summary:
            "A pop-up button (changesSelectionAsPrimaryAction) whose menu, written out in full, gives no item state: .on, so the button falls back to its first item instead of a chosen default.",
        severity: .note, entries: ["pop-up-buttons/useful-default"], reads: [.swift],
        keywords: ["changesSelectionAsPrimaryAction"],
        exports: [
            .semgrep: .approximate(
                #"""
                # the menu literal of a button that sets changesSelectionAsPrimaryAction in the same block,
                # listing UIActions of which none mentions state:
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
                  - pattern: '$B.menu = $M'
                  - metavariable-pattern:
                      metavariable: $M
                      pattern: 'UIMenu(..., children: [UIAction(...), ...], ...)'
                  - metavariable-regex:
                      metavariable: $M
                      regex: '^(?![\s\S]*\bstate:)'
                  - focus-metavariable: $M
                """#,
                reason: "needs the menu and changesSelectionAsPrimaryAction in the same block; checks only that the children array starts with a UIAction, not that every element is a literal"),
            .astGrep: .approximate(
                #"""
                rule:
                  # the menu literal assigned to a button whose file sets changesSelectionAsPrimaryAction,
                  # listing UIActions (or UIMenus) of which none mentions state:
                  kind: call_expression
                  regex: '^UIMenu\([^\[]*children:\s*\[\s*(UIAction|UIMenu)\('
                  not: {regex: '\bstate:'}
                  inside:
                    pattern: $B.menu = $M
                    inside:
                      kind: source_file
                      stopBy: end
                      has: {stopBy: end, pattern: $B.changesSelectionAsPrimaryAction = true}
                """#,
                reason: "checks only that the children array starts with a UIAction or UIMenu, not that every element is a literal; misses menus held in variables or bar button items"),
            .swiftLint: .notExpressible(reason: "needs to tie the menu to a button flagged changesSelectionAsPrimaryAction"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
    )

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        ButtonMenu.all(in: file).compactMap { popUp in
            // Only menus written out in full, where no action's state is even mentioned: a state
            // computed at run time (`state: x == y ? .on : .off`) may well pick the default.
            guard popUp.kind == .popUp, let actions = popUp.menu.allActions, !actions.isEmpty,
                actions.allSatisfy({ $0.state == nil })
            else { return nil }
            return Finding(Self.description.id, at: file.location(of: popUp.menu.call), subject: popUp.menu.call.quotedCode)
        }
    }
}
