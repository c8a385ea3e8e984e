import GuidelineKit

/// A pull-down button with one or two commands: buttons in the view would show them directly.
struct PullDownMinItemsRule: Rule {
    static let description = RuleDescription(
        id: "pull-down-min-items",
        summary:
            "A pull-down button (a UIButton with showsMenuAsPrimaryAction, a bar button item with a menu and no primary action, a SwiftUI Menu without a primaryAction, whose menu opens on a long press) whose menu, written out in full, holds fewer than three items (option min-items; of an if or switch, its largest branch counts; a ForEach over an enum's allCases shows one item per case, over allCases filtered at most one); also such buttons and bar button items with a menu in a storyboard or xib.",
        severity: .note, entries: ["pull-down-buttons/balance-length"], reads: [.swift, .interfaceBuilder],
        keywords: ["showsMenuAsPrimaryAction", "menu:", " Menu {", " Menu(", "\tMenu {", "\tMenu("], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # a UIMenu of one or two UIActions given to a button that sets showsMenuAsPrimaryAction in the same block
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              $B.menu = $M
                              ...
                              $B.showsMenuAsPrimaryAction = true
                          - pattern-inside: |
                              $B.showsMenuAsPrimaryAction = true
                              ...
                              $B.menu = $M
                      - pattern-not-inside: |
                          $B.changesSelectionAsPrimaryAction = true
                          ...
                      - pattern: '$B.menu = $M'
                      - metavariable-pattern:
                          metavariable: $M
                          pattern-either:
                            - pattern: 'UIMenu(..., children: [UIAction(...)])'
                            - pattern: 'UIMenu(..., children: [UIAction(...), UIAction(...)])'
                      - focus-metavariable: $M
                  # a SwiftUI Menu listing one control (min-items default 3)
                  - patterns:
                      - pattern-either:
                          - pattern: |
                              Menu(...) {
                                $X
                              }
                          - pattern: |
                              Menu {
                                $X
                              } label: {
                                ...
                              }
                      - metavariable-regex:
                          metavariable: $X
                          regex: '^(Button|Link|ShareLink|Toggle|NavigationLink|Menu)\b'
                      - pattern-not-inside: Picker(...)
                      - pattern-not-inside: CommandGroup(...)
                      - pattern-not-inside: CommandMenu(...)
                      - pattern-not-inside: $V.contextMenu(...)
                  # a SwiftUI Menu listing two controls
                  - patterns:
                      - pattern-either:
                          - pattern: |
                              Menu(...) {
                                $X
                                $Y
                              }
                          - pattern: |
                              Menu {
                                $X
                                $Y
                              } label: {
                                ...
                              }
                      - metavariable-regex:
                          metavariable: $X
                          regex: '^(Button|Link|ShareLink|Toggle|NavigationLink|Menu)\b'
                      - metavariable-regex:
                          metavariable: $Y
                          regex: '^(Button|Link|ShareLink|Toggle|NavigationLink|Menu)\b'
                      - pattern-not-inside: Picker(...)
                      - pattern-not-inside: CommandGroup(...)
                      - pattern-not-inside: CommandMenu(...)
                      - pattern-not-inside: $V.contextMenu(...)
                """#,
                reason: "UIKit only with the flag in the same block, no bar button items; SwiftUI only menus of one or two bare controls (no Divider, Section or Group); min-items default 3"),
            .astGrep: .approximate(
                #"""
                utils:
                  menu-item:
                    kind: call_expression
                    regex: '^(Button|Link|ShareLink|Toggle|NavigationLink|Menu)\b'
                  few-items:
                    kind: statements
                    all:
                      - has: {nthChild: 1, matches: menu-item}
                      - not: {has: {nthChild: 3}}
                      - not: {has: {not: {matches: menu-item}}}
                rule:
                  any:
                    # a SwiftUI Menu (not a submenu, not in a Picker or a context menu) listing one or two controls
                    - kind: call_expression
                      regex: '^Menu\b'
                      has:
                        kind: call_suffix
                        has:
                          kind: lambda_literal
                          not: {follows: {kind: simple_identifier, regex: '^label$', stopBy: end}}
                          has: {matches: few-items}
                      not:
                        inside:
                          stopBy: end
                          any:
                            - {kind: call_expression, regex: '^(Menu|Picker|CommandGroup|CommandMenu)\b'}
                            - {kind: call_expression, regex: '\.contextMenu\b'}
                    # a UIMenu of one or two UIActions given to a button whose file sets showsMenuAsPrimaryAction
                    # and not changesSelectionAsPrimaryAction (min-items default 3)
                    - kind: call_expression
                      regex: '^UIMenu\([^\[]*children:\s*\[\s*UIAction\('
                      has:
                        stopBy: end
                        kind: array_literal
                        all:
                          - not: {has: {nthChild: 3}}
                          - not: {inside: {stopBy: end, kind: array_literal}}
                      inside:
                        pattern: $B.menu = $M
                        inside:
                          kind: source_file
                          stopBy: end
                          all:
                            - has: {stopBy: end, pattern: $B.showsMenuAsPrimaryAction = true}
                            - not: {has: {stopBy: end, pattern: $B.changesSelectionAsPrimaryAction = true}}
                """#,
                reason: "misses bar button item menus, inline submenus, and menus with a Divider, Section or Group; min-items default 3"),
            .swiftLint: .notExpressible(reason: "counting a menu's items needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 14, correct: 12, violations: 16, found: 12),
        tuning: RuleAccuracy(findings: 220, correct: 208, violations: 310, found: 205)
    )

    struct Options: RuleOptionSet {
        @Bounded(2...20) var minItems = 3
    }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        var findings: [Finding] = []
        for pullDown in ButtonMenu.all(in: file) where pullDown.kind == .pullDown {
            // Menus built at run time (a variable, a loop's items) may hold any number of items;
            // an element a function of the file makes (`exportAction()`) is the one item it returns.
            let elements = MenuTree.uiKit(pullDown.menu).visible
            guard !elements.isEmpty, elements.count < options.minItems,
                elements.allSatisfy(\.isComplete)
            else { continue }
            var finding = Finding(Self.description.id, at: file.location(of: pullDown.menu.call), subject: pullDown.menu.call.quotedCode)
            finding.fault = .tooFewItems(elements.count, min: options.minItems, option: "min-items")
            findings.append(finding)
        }
        for menu in SwiftUIView.pullDownMenus(in: file, project: project) {
            // `Menu(…, primaryAction:)` acts on a tap and opens on a long press: a shortcut to
            // extras, which may be one.
            guard !menu.arguments.contains(where: { $0.label?.text == "primaryAction" }),
                !menu.additionalTrailingClosures.contains(where: { $0.label.text == "primaryAction" })
            else { continue }
            guard let content = SwiftUIView.content(of: menu), let items = SwiftUIView.mostItems(in: content.statements, cases: project.index.caseCount(of:)),
                items > 0, items < options.minItems
            else { continue }
            let title = menu.arguments.first { $0.label == nil }.flatMap { StringValue.of($0.expression)?.text }
            var finding = Finding(Self.description.id, at: file.location(of: menu), subject: title ?? menu.quotedCode)
            finding.fault = .tooFewItems(items, min: options.minItems, option: "min-items")
            findings.append(finding)
        }
        return findings
    }

    /// A storyboard's or xib's pull-down button whose menu has too few commands.
    func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding] {
        file.controls.menus.compactMap { menu in
            let count = menu.visible.count
            guard menu.kind == .pullDown, menu.isComplete, !menu.wiring.isConfigured(in: project), count > 0,
                count < options.minItems
            else { return nil }
            var finding = Finding(Self.description.id, at: file.location(of: menu.element), subject: menu.title ?? menu.element.quoted)
            finding.fault = .tooFewItems(count, min: options.minItems, option: "min-items")
            return finding
        }
    }
}
