import GuidelineKit
import SwiftSyntax

/// A submenu that can't be opened: people can't see what it would hold.
struct MenuDisabledSubmenuRule: Rule {
    static let description = RuleDescription(
        id: "menu-disabled-submenu",
        summary:
            "A disabled submenu: a SwiftUI Menu inside a menu with the .disabled(…) modifier. Keep the submenu available so people can see what it holds, and disable its items instead (a UIKit UIMenu has no disabled state).",
        severity: .warning, entries: ["menus/submenus"], reads: [.swift],
        keywords: [".disabled"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern-inside: $X.contextMenu { ... }
                      - pattern-inside: $X.contextMenu(...)
                      - pattern-inside: 'Menu { ... } label: { ... }'
                      - pattern-inside: Menu(...) { ... }
                  - pattern-either:
                      - pattern: Menu(...) { ... }.disabled($C)
                      - pattern: 'Menu { ... } label: { ... }.disabled($C)'
                  - pattern-not: $M.disabled(false)
                  - focus-metavariable: $C
                """#,
                reason: "also reports submenus built at run time (in ForEach, if) that our menu model leaves out"),
            .astGrep: .approximate(
                #"""
                rule:
                  # `.disabled(…)` (not `false`) on a SwiftUI Menu …
                  kind: navigation_suffix
                  regex: ^\.\s*disabled$
                  inside:
                    kind: navigation_expression
                    has:
                      field: target
                      kind: call_expression
                      has:
                        kind: simple_identifier
                        regex: ^Menu$
                    inside:
                      kind: call_expression
                      not:
                        has:
                          kind: call_suffix
                          regex: ^\(\s*false\s*\)$
                      # … that is an element of another Menu or of a .contextMenu
                      inside:
                        stopBy: end
                        kind: call_suffix
                        inside:
                          kind: call_expression
                          any:
                            - has:
                                kind: simple_identifier
                                regex: ^Menu$
                            - has:
                                kind: navigation_expression
                                has:
                                  kind: navigation_suffix
                                  regex: ^\.\s*contextMenu$
                """#,
                reason: "also reports submenus built at run time (in ForEach, if) that our menu model leaves out"),
            .swiftLint: .notExpressible(reason: "telling a submenu from a top-level Menu needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 4, correct: 4, violations: 4, found: 1)
    )

    /// Only a menu can break it (`MenuTree.mayHold`).
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { MenuTree.mayHold(in: text) }
    static var mayFindKeywords: [String] { MenuTree.mayHoldKeywords }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ nodes: [MenuNode]) {
            for node in nodes {
                switch node {
                case .submenu(let submenu, let disabled):
                    if let disabled {
                        let title = submenu.call.arguments.first { $0.label == nil }.flatMap { StringValue.of($0.expression)?.text }
                        findings.append(
                            Finding(Self.description.id, at: file.location(of: disabled), subject: title ?? submenu.call.quotedCode))
                    }
                    visit(submenu.elements)
                case .group(let inner), .alternatives(let inner), .repeated(let inner, _): visit(inner)
                case .item, .separator, .unknown: break
                }
            }
        }
        for tree in MenuTree.all(in: file, project: project) { visit(tree.elements) }
        return findings
    }
}
