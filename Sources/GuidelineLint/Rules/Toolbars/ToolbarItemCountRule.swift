import GuidelineKit
import SwiftSyntax

/// A bottom toolbar with more items than fit an iPhone's width.
struct ToolbarItemCountRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-item-count",
        summary:
            "A bottom toolbar with more items than the option max-items allows (default 5; spaces don't count): UIKit toolbarItems, setToolbarItems, a UIToolbar's items or setItems, SwiftUI .bottomBar placements of one .toolbar, where the items of an else branch or a later case take the place of the first branch's. How many fit is a judgement call, so a note; in storyboards and xibs, a toolbar's items and a view controller's toolbar items.",
        severity: .note, entries: ["toolbars/avoid-crowding"], reads: [.swift, .interfaceBuilder],
        keywords: ["toolbarItems", "setToolbarItems", "setItems(", "bottomBar", ".items ="], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern: '$T = [..., $A, ..., $B, ..., $C, ..., $D, ..., $E, ..., $F, ...]'
                          - pattern: '$T.setToolbarItems([..., $A, ..., $B, ..., $C, ..., $D, ..., $E, ..., $F, ...], ...)'
                      - metavariable-regex:
                          metavariable: $T
                          regex: '^(self|(self\.)?toolbarItems|.*[Tt]oolbar\??\.items|(self\.)?navigationController\??)$'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $C
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $D
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $E
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $F
                          regex: '^(?!.*(?i:space|flex))'
                  - patterns:
                      - pattern: '$R.setItems([..., $A, ..., $B, ..., $C, ..., $D, ..., $E, ..., $F, ...], ...)'
                      - metavariable-regex:
                          metavariable: $R
                          regex: '.*[Tt]oolbar'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $C
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $D
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $E
                          regex: '^(?!.*(?i:space|flex))'
                      - metavariable-regex:
                          metavariable: $F
                          regex: '^(?!.*(?i:space|flex))'
                  - patterns:
                      - pattern-either:
                          - pattern: |
                              $V.$M {
                                ...
                                ToolbarItemGroup(placement: .bottomBar) {
                                  $A
                                  $B
                                  $C
                                  $D
                                  $E
                                  $F
                                }
                                ...
                              }
                          - pattern: |
                              $V.$M {
                                ...
                                ToolbarItemGroup(placement: .bottomBar) {
                                  $A
                                  $B
                                  $C
                                  $D
                                  $E
                                  $F
                                  $G
                                }
                                ...
                              }
                          - pattern: |
                              $V.$M {
                                ...
                                ToolbarItemGroup(placement: .bottomBar) {
                                  $A
                                  $B
                                  $C
                                  $D
                                  $E
                                  $F
                                  $G
                                  $H
                                }
                                ...
                              }
                          - pattern: |
                              $V.$M {
                                ...
                                ToolbarItemGroup(placement: .bottomBar) {
                                  $A
                                  $B
                                  $C
                                  $D
                                  $E
                                  $F
                                  $G
                                  $H
                                  $I
                                }
                                ...
                              }
                      - metavariable-regex:
                          metavariable: $M
                          regex: '^toolbar$'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $C
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $D
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $E
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - metavariable-regex:
                          metavariable: $F
                          regex: '^(?!(Spacer|ToolbarSpacer)\()'
                      - focus-metavariable: $M
                """#,
                reason: "uses the default max-items 5; in SwiftUI only sees one bottomBar ToolbarItemGroup of 6 to 9 views whose first six are not spacers; treats any element whose text mentions space or flex as a space; misses item arrays held in constants"),
            .astGrep: .approximate(
                #"""
                utils:
                  item:
                    any:
                      - kind: call_expression
                      - kind: simple_identifier
                      - kind: navigation_expression
                      - kind: prefix_expression
                    not:
                      regex: '(?i)(space|flex)'
                  view:
                    kind: call_expression
                    not:
                      regex: '^(Spacer|ToolbarSpacer)\('
                  sixth-item:
                    matches: item
                    follows:
                      stopBy: end
                      matches: item
                      follows:
                        stopBy: end
                        matches: item
                        follows:
                          stopBy: end
                          matches: item
                          follows:
                            stopBy: end
                            matches: item
                            follows:
                              stopBy: end
                              matches: item
                  sixth-view:
                    matches: view
                    follows:
                      stopBy: end
                      matches: view
                      follows:
                        stopBy: end
                        matches: view
                        follows:
                          stopBy: end
                          matches: view
                          follows:
                            stopBy: end
                            matches: view
                            follows:
                              stopBy: end
                              matches: view
                rule:
                  any:
                    - kind: array_literal
                      has:
                        matches: sixth-item
                      any:
                        - inside:
                            kind: assignment
                            has:
                              field: target
                              regex: '^(self\.)?toolbarItems$|[Tt]oolbar\??\.items$'
                        - inside:
                            kind: value_argument
                            inside:
                              kind: value_arguments
                              inside:
                                kind: call_suffix
                                inside:
                                  kind: call_expression
                                  regex: '^((self|navigationController\??)\.)?setToolbarItems\(|^[\w.?]*[Tt]oolbar\??\.setItems\('
                    - kind: navigation_suffix
                      regex: '^\.toolbar$'
                      inside:
                        kind: navigation_expression
                        precedes:
                          kind: call_suffix
                          has:
                            kind: lambda_literal
                            has:
                              kind: statements
                              has:
                                pattern: 'ToolbarItemGroup(placement: .bottomBar) { $$$ }'
                                has:
                                  kind: call_suffix
                                  has:
                                    kind: lambda_literal
                                    has:
                                      kind: statements
                                      has:
                                        matches: sixth-view
                """#,
                reason: "uses the default max-items 5; treats any element whose text mentions space or flex as a space; misses item arrays held in constants and bottom-bar items spread over several ToolbarItems"),
            .swiftLint: .notExpressible(reason: "counting a bar's items, spaces aside, needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 11, correct: 8, violations: 17, found: 7)
    )

    struct Options: RuleOptionSet {
        @Bounded(2...20) var maxItems = 5
    }

    /// Only a bar can break it (`BarItems.mayFill`).
    func mayFind(in text: FileText, options: Options, facts: ProjectFacts) -> Bool { BarItems.mayFill(text) }
    static var mayFindKeywords: [String] { BarItems.keywords }

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        BarItems.all(in: file).compactMap { bar in
            guard bar.bar == .bottom else { return nil }
            // A branch's items take the place of an earlier branch's: the first branch stands for the choice.
            let count = bar.items.filter { !$0.isSpace && !$0.isAlternative && !$0.isInvisible }.count
            guard count > options.maxItems else { return nil }
            var finding = Finding(Self.description.id, at: file.location(of: bar.anchor), subject: bar.anchor.quotedCode)
            finding.fault = .items(count, max: options.maxItems, option: "max-items")
            return finding
        }
    }

    func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding] {
        file.controls.bars.compactMap { bar in
            guard bar.kind == .bottom else { return nil }
            let count = bar.items.filter { !$0.isSpace }.count
            guard count > options.maxItems else { return nil }
            var finding = Finding(Self.description.id, at: file.location(of: bar.element), subject: bar.element.quoted)
            finding.fault = .items(count, max: options.maxItems, option: "max-items")
            return finding
        }
    }
}
