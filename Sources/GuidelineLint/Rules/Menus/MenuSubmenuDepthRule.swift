import GuidelineKit
import SwiftSyntax

/// Submenus inside submenus: each level hides its items further.
struct MenuSubmenuDepthRule: Rule {
    static let description = RuleDescription(
        id: "menu-submenu-depth",
        summary:
            "A submenu nested more than one level deep in a context menu, or more than two levels deep in any other menu, storyboards' and xibs' included (inline sections are not levels).",
        severity: .warning, entries: ["menus/submenus", "context-menus/one-level-submenus"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIMenu(", " Menu {", " Menu(", "\tMenu {", "\tMenu("],
        exports: [
            .semgrep: .notExpressible(reason: "counting submenu levels while skipping inline sections is beyond its patterns"),
            .astGrep: .approximate(
                #"""
                utils:
                  uimenu:
                    kind: call_expression
                    has:
                      kind: simple_identifier
                      regex: ^UIMenu$
                  # a UIMenu (not .displayInline) in another UIMenu's children: [ … ]
                  uikit-sub:
                    matches: uimenu
                    not:
                      has:
                        kind: call_suffix
                        has:
                          kind: value_arguments
                          has:
                            kind: value_argument
                            regex: '^options\s*:[\s\S]*displayInline'
                    inside:
                      kind: array_literal
                      inside:
                        kind: value_argument
                        regex: '^children\s*:'
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            inside:
                              matches: uimenu
                  # a SwiftUI Menu in the content of another Menu or of a .contextMenu
                  swiftui-sub:
                    kind: call_expression
                    has:
                      kind: simple_identifier
                      regex: ^Menu$
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
                  sub:
                    any:
                      - matches: uikit-sub
                      - matches: swiftui-sub
                  depth2:
                    matches: sub
                    inside:
                      stopBy: end
                      matches: sub
                  depth3:
                    matches: sub
                    inside:
                      stopBy: end
                      matches: depth2
                  depth4:
                    matches: sub
                    inside:
                      stopBy: end
                      matches: depth3
                  context:
                    any:
                      - pattern: UIContextMenuConfiguration($$$)
                      - kind: call_suffix
                        inside:
                          kind: call_expression
                          has:
                            kind: navigation_expression
                            has:
                              kind: navigation_suffix
                              regex: ^\.\s*contextMenu$
                rule:
                  any:
                    # context menu: a submenu inside a submenu
                    - matches: depth2
                      not:
                        matches: depth3
                      inside:
                        stopBy: end
                        matches: context
                    # other menus: a third level of submenus
                    - matches: depth3
                      not:
                        any:
                          - matches: depth4
                          - inside:
                              stopBy: end
                              matches: context
                """#,
                reason: "misses UIKit submenus held in constants or built in functions the context menu provider calls; counts levels built at run time (ForEach, if) too"),
            .swiftLint: .notExpressible(reason: "counting nesting levels of menus needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 6, correct: 6, violations: 6, found: 0)
    )

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ tree: MenuTree, depth: Int, limit: Int) {
            for case .submenu(let submenu, _) in tree.visible {
                if depth + 1 > limit {
                    let title = submenu.call.arguments.first { $0.label?.text == "title" || $0.label == nil }
                        .flatMap { StringValue.of($0.expression)?.text }
                    findings.append(
                        Finding(Self.description.id, at: file.location(of: submenu.call), subject: title ?? "submenu"))
                } else {
                    visit(submenu, depth: depth + 1, limit: limit)
                }
            }
        }
        for tree in MenuTree.all(in: file, project: project) { visit(tree, depth: 0, limit: tree.kind == .context ? 1 : 2) }
        return findings
    }

    /// A submenu more than two levels deep in a storyboard's or xib's menu (they are never context menus).
    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ menu: InterfaceControls.Menu, depth: Int) {
            for case .submenu(let inner) in menu.visible {
                if depth + 1 > 2 {
                    findings.append(
                        Finding(Self.description.id, at: file.location(of: inner.element), subject: inner.title ?? "submenu"))
                } else {
                    visit(inner, depth: depth + 1)
                }
            }
        }
        for menu in file.controls.menus where !menu.wiring.isConfigured(in: project) { visit(menu, depth: 0) }
        return findings
    }
}
