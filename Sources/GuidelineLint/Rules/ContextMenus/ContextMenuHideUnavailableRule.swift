import GuidelineKit
import SwiftSyntax

/// A disabled item in a context menu: one that can't run there should be left out instead.
struct ContextMenuHideUnavailableRule: Rule {
    static let description = RuleDescription(
        id: "context-menu-hide-unavailable",
        summary:
            "A context menu item made unavailable rather than left out: the .disabled attribute of a UIAction or UICommand, or the .disabled(…) modifier on a SwiftUI item, in a UIContextMenuConfiguration's menu or a .contextMenu.",
        severity: .warning, entries: ["context-menus/hide-unavailable-items"], reads: [.swift],
        keywords: [".disabled"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-inside: UIContextMenuConfiguration(...)
                      - pattern-either:
                          - pattern-inside: 'UIAction(..., attributes: $A, ...)'
                          - pattern-inside: 'UICommand(..., attributes: $A, ...)'
                          - pattern-inside: 'UIKeyCommand(..., attributes: $A, ...)'
                      - pattern-either:
                          - pattern: .disabled
                          - pattern: $T.disabled
                  - patterns:
                      - pattern-either:
                          - pattern-inside: $X.contextMenu { ... }
                          - pattern-inside: $X.contextMenu(...)
                      - pattern: $ITEM.disabled($C)
                      - pattern-not: $ITEM.disabled(false)
                      - pattern-not: Menu(...) { ... }.disabled($C)
                      - focus-metavariable: $C
                """#,
                reason: "misses menus built in functions the context menu provider calls; reports disabled items anywhere inside the configuration or .contextMenu call"),
            .astGrep: .approximate(
                #"""
                utils:
                  in-context-menu-content:
                    inside:
                      stopBy: end
                      kind: call_suffix
                      inside:
                        kind: call_expression
                        has:
                          kind: navigation_expression
                          has:
                            kind: navigation_suffix
                            regex: ^\.\s*contextMenu$
                rule:
                  any:
                    # UIKit: `.disabled` in the attributes of an item of a UIContextMenuConfiguration's menu
                    - any:
                        - kind: prefix_expression
                          regex: ^\.\s*disabled$
                        - kind: navigation_suffix
                          regex: ^\.\s*disabled$
                          not:
                            inside:
                              kind: navigation_expression
                              inside:
                                kind: call_expression
                      inside:
                        stopBy: end
                        kind: value_argument
                        has:
                          field: name
                          regex: ^attributes$
                        inside:
                          stopBy: end
                          any:
                            - pattern: UIAction($$$)
                            - pattern: UICommand($$$)
                            - pattern: UIKeyCommand($$$)
                          inside:
                            stopBy: end
                            pattern: UIContextMenuConfiguration($$$)
                    # SwiftUI: `.disabled(…)` (not `false`) on an item of a .contextMenu { … }
                    - kind: navigation_suffix
                      regex: ^\.\s*disabled$
                      inside:
                        kind: navigation_expression
                        inside:
                          kind: call_expression
                          not:
                            any:
                              - has:
                                  kind: call_suffix
                                  regex: ^\(\s*false\s*\)$
                              # a disabled submenu is menu-disabled-submenu's
                              - has:
                                  kind: navigation_expression
                                  has:
                                    field: target
                                    kind: call_expression
                                    has:
                                      kind: simple_identifier
                                      regex: ^Menu$
                          matches: in-context-menu-content
                """#,
                reason: "misses menus built in functions the context menu provider calls; reports items built at run time (ForEach, if) too"),
            .swiftLint: .notExpressible(reason: "whether an item is in a context menu needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 6, correct: 6, violations: 11, found: 6),
        tuning: RuleAccuracy(findings: 28, correct: 28, violations: 83, found: 28)
    )

    /// Only a context menu can break it (`MenuTree.mayHold`).
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { MenuTree.mayHold(.context, in: text) }
    static var mayFindKeywords: [String] { MenuTree.mayHoldKeywords }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        // An alternative's dimming may follow the condition that chooses it (`joined ? settings :
        // join`, with join dimmed when joined): never seen dimmed.
        MenuTree.all(in: file, project: project).filter { $0.kind == .context }.flatMap { $0.items(.none) }.compactMap { item in
            item.disabled.map { Finding(Self.description.id, at: file.location(of: $0), subject: item.subject(in: file, project: project)) }
        }
    }
}
