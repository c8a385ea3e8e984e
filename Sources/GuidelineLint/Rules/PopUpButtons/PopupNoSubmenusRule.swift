import GuidelineKit

/// A submenu in a pop-up button's list of options, or a `Menu` inside a SwiftUI `Picker`.
struct PopupNoSubmenusRule: Rule {
    static let description = RuleDescription(
        id: "popup-no-submenus",
        summary:
            "A submenu in a pop-up button's options: a UIMenu that is not .displayInline inside the menu of a button with changesSelectionAsPrimaryAction, or a Menu inside a Picker; also a submenu (not Display Inline) in the menu of a storyboard or xib pop-up button.",
        severity: .warning, entries: ["pop-up-buttons/no-submenus"], reads: [.swift, .interfaceBuilder],
        keywords: ["changesSelectionAsPrimaryAction", "Picker("],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # a UIMenu that is not .displayInline among the children of a pop-up button's menu
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              $B.menu = $M
                              ...
                              $B.changesSelectionAsPrimaryAction = true
                          - pattern-inside: |
                              $B.changesSelectionAsPrimaryAction = true
                              ...
                              $B.menu = $M
                      - pattern-inside: '$B.menu = UIMenu(..., children: [...], ...)'
                      - pattern: '[..., $SUB, ...]'
                      - metavariable-pattern:
                          metavariable: $SUB
                          patterns:
                            - pattern: UIMenu(...)
                            - pattern-not: 'UIMenu(..., options: .displayInline, ...)'
                      - focus-metavariable: $SUB
                  # a Menu inside a Picker
                  - patterns:
                      - pattern: Menu(...)
                      - pattern-inside: Picker(...)
                """#,
                reason: "needs the menu and changesSelectionAsPrimaryAction in the same block; misses menus held in variables or bar button items; reports a Menu nested in another Menu inside a Picker"),
            .astGrep: .approximate(
                #"""
                rule:
                  any:
                    # a UIMenu without .displayInline listed in the menu of a button whose file sets changesSelectionAsPrimaryAction
                    - kind: call_expression
                      regex: '^UIMenu\('
                      not: {regex: '^UIMenu\([^\[]*displayInline'}
                      inside:
                        kind: array_literal
                        inside:
                          stopBy: end
                          pattern: $B.menu = $M
                          inside:
                            kind: source_file
                            stopBy: end
                            has: {stopBy: end, pattern: $B.changesSelectionAsPrimaryAction = true}
                    # a SwiftUI Menu whose nearest Menu-or-Picker container is a Picker
                    - kind: call_expression
                      regex: '^Menu\b'
                      inside:
                        stopBy: end
                        kind: call_expression
                        regex: '^Picker\('
                      not:
                        inside:
                          stopBy: end
                          kind: call_expression
                          regex: '^Menu\b'
                          inside: {stopBy: end, kind: call_expression, regex: '^Picker\('}
                """#,
                reason: "misses menus held in variables or bar button items; a non-inline UIMenu inside an inline one is reported like ours, inside a non-inline one too"),
            .swiftLint: .notExpressible(reason: "needs to tie the menu to a button flagged changesSelectionAsPrimaryAction"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0)
    )

    /// A submenu is a menu written in the file: a SwiftUI `Menu` for a `Picker`, a `UIMenu` for
    /// a pop-up button. Most pickers hold no menu.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        (text.mentions(Self.picker) && text.mentions(Self.menu)) || (text.mentions(Self.popUp) && text.mentions(Self.uiMenu))
    }

    static var mayFindKeywords: [String] { ["Menu", "UIMenu"] }
    private static let picker = KeywordFilter(["Picker("])
    private static let popUp = KeywordFilter(["changesSelectionAsPrimaryAction"])
    private static let menu = KeywordFilter(["Menu"])
    private static let uiMenu = KeywordFilter(["UIMenu"])

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ menu: MenuCall) {
            for case .submenu(let inner) in menu.children ?? [] {
                if inner.isInline {
                    visit(inner)
                } else {
                    let title = inner.call.arguments.first { $0.label?.text == "title" }
                        .flatMap { StringValue.of($0.expression)?.text }
                    findings.append(Finding(Self.description.id, at: file.location(of: inner.call), subject: title ?? inner.call.quotedCode))
                }
            }
        }
        for popUp in ButtonMenu.all(in: file) where popUp.kind == .popUp { visit(popUp.menu) }
        // SwiftUI: a Menu whose nearest container is a Picker (deeper ones are inside it).
        let menus = SwiftUIView.CallFinder(names: ["Menu"])
        file.walk(menus)
        for menu in menus.calls where SwiftUIView.enclosingContainer(of: menu, among: ["Menu", "Picker"]) == "Picker" {
            let title = menu.arguments.first.flatMap { StringValue.of($0.expression)?.text }
            findings.append(Finding(Self.description.id, at: file.location(of: menu), subject: title ?? menu.quotedCode))
        }
        return findings
    }

    /// A submenu in a storyboard's or xib's pop-up button menu (inline sections are not submenus).
    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ menu: InterfaceControls.Menu) {
            for case .submenu(let inner) in menu.children {
                if inner.isInline {
                    visit(inner)
                } else {
                    findings.append(
                        Finding(Self.description.id, at: file.location(of: inner.element), subject: inner.title ?? inner.element.quoted))
                }
            }
        }
        for menu in file.controls.menus where menu.kind == .popUp && !menu.wiring.isConfigured(in: project) { visit(menu) }
        return findings
    }
}
