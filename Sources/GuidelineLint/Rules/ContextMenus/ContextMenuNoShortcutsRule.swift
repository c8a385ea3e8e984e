import GuidelineKit
import SwiftSyntax

/// A keyboard shortcut on a context menu item: context menus don't show them.
struct ContextMenuNoShortcutsRule: Rule {
    static let description = RuleDescription(
        id: "context-menu-no-shortcuts",
        summary:
            "A UIKeyCommand item or a .keyboardShortcut(…) modifier in a context menu (a UIContextMenuConfiguration's menu, SwiftUI .contextMenu); shortcuts belong in the menu bar and the main interface.",
        severity: .warning, entries: ["context-menus/no-keyboard-shortcuts"], reads: [.swift],
        keywords: ["UIKeyCommand", "keyboardShortcut"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-inside: UIContextMenuConfiguration(...)
                      - pattern: UIKeyCommand(...)
                  - patterns:
                      - pattern-either:
                          - pattern-inside: $X.contextMenu { ... }
                          - pattern-inside: $X.contextMenu(...)
                      - pattern: $ITEM.keyboardShortcut($K, ...)
                      - focus-metavariable: $K
                """#,
                reason: "misses menus built in functions the context menu provider calls; also reports a shortcut on the view that carries .contextMenu"),
            .astGrep: .approximate(
                #"""
                rule:
                  any:
                    # UIKit: a UIKeyCommand in a UIContextMenuConfiguration's menu
                    - pattern: UIKeyCommand($$$)
                      inside:
                        stopBy: end
                        pattern: UIContextMenuConfiguration($$$)
                    # SwiftUI: `.keyboardShortcut(…)` on an item inside the content of a .contextMenu { … }
                    - kind: navigation_suffix
                      regex: ^\.\s*keyboardShortcut$
                      inside:
                        kind: navigation_expression
                        inside:
                          kind: call_expression
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
                """#,
                reason: "misses menus built in functions the context menu provider calls; reports items built at run time (ForEach, if) too"),
            .swiftLint: .notExpressible(reason: "whether an item is in a context menu needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 8, found: 0)
    )

    /// Only a context menu can break it (`MenuTree.mayHold`).
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { MenuTree.mayHold(.context, in: text) }
    static var mayFindKeywords: [String] { MenuTree.mayHoldKeywords }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        MenuTree.all(in: file, project: project).filter { $0.kind == .context }.flatMap(\.allItems).compactMap { item in
            item.shortcut.map { Finding(Self.description.id, at: file.location(of: $0), subject: item.subject(in: file, project: project)) }
        }
    }
}
