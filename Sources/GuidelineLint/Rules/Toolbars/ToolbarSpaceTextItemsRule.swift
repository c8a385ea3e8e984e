import GuidelineKit
import SwiftSyntax

/// Two text items side by side, whose labels run together.
struct ToolbarSpaceTextItemsRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-space-text-items",
        summary:
            "Two adjacent bar items that both show text, with no fixed space between them (UIBarButtonItem.fixedSpace, ToolbarSpacer(.fixed), or separate ToolbarItems); reported at the second. Items in different arms of one if, switch or #if are one slot showing either, not neighbours. Also the bar items of storyboards and xibs.",
        severity: .warning, entries: ["toolbars/separate-text-items"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIBarButtonItem(", "ToolbarItemGroup"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern: '[..., $A, $B, ...]'
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^UIBarButtonItem\((title: [^,]+, style:|primaryAction: UIAction\(title: [^,()]+(\)\s*\{|, handler:))'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^UIBarButtonItem\((title: [^,]+, style:|primaryAction: UIAction\(title: [^,()]+(\)\s*\{|, handler:))'
                      - focus-metavariable: $B
                  - patterns:
                      - pattern: |
                          ToolbarItemGroup(...) {
                            ...
                            $A
                            $B
                            ...
                          }
                      - metavariable-regex:
                          metavariable: $A
                          regex: '^Button\("[^"]*"(, action: [^,()]+\)|\)\s*\{)'
                      - metavariable-regex:
                          metavariable: $B
                          regex: '^Button\("[^"]*"(, action: [^,()]+\)|\)\s*\{)'
                      - focus-metavariable: $B
                """#,
                reason: "only knows the common text-only UIBarButtonItem initializers and title-only Buttons in one ToolbarItemGroup; misses items held in constants, Text labels and adjacent separate ToolbarItems"),
            .astGrep: .approximate(
                #"""
                utils:
                  uikit-text-item:
                    kind: call_expression
                    any:
                      - pattern: 'UIBarButtonItem(title: $_T, style: $_S, $$$)'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $_T) { $$$ })'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $_T, handler: $_H))'
                  swiftui-text-item:
                    kind: call_expression
                    any:
                      - pattern: 'Button($_T, action: $_A)'
                      - pattern: 'Button($_T) { $$$ }'
                      - pattern: 'Button($_T, role: $_R, action: $_A)'
                      - pattern: 'Button($_T, role: $_R) { $$$ }'
                    not:
                      has:
                        stopBy: end
                        kind: call_expression
                        regex: '^(Image|Label)\b'
                rule:
                  any:
                    - matches: uikit-text-item
                      inside:
                        kind: array_literal
                      follows:
                        stopBy:
                          any:
                            - kind: call_expression
                            - kind: simple_identifier
                            - kind: navigation_expression
                            - kind: prefix_expression
                        matches: uikit-text-item
                    - matches: swiftui-text-item
                      inside:
                        kind: statements
                        inside:
                          kind: lambda_literal
                          inside:
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              has:
                                kind: simple_identifier
                                regex: '^ToolbarItemGroup$'
                      follows:
                        matches: swiftui-text-item
                """#,
                reason: "only knows the common text-only UIBarButtonItem initializers and text-labelled Buttons in one ToolbarItemGroup; misses items held in constants and adjacent separate ToolbarItems"),
            .swiftLint: .notExpressible(reason: "adjacency of two text items in one bar needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 14, correct: 7, violations: 21, found: 6)
    )

    /// Only a bar can break it (`BarItems.mayFill`).
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { BarItems.mayFill(text) }
    static var mayFindKeywords: [String] { BarItems.keywords }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        for bar in BarItems.all(in: file) {
            // The items since the last space or group; the one shown before an item is the last of
            // them that is not in another arm of an `if` or `switch` (one slot showing either).
            var run: [BarItem] = []
            for item in bar.items {
                if item.isSpace || item.startsGroup {
                    run = item.isSpace ? [] : [item]
                    continue
                }
                let previous = run.last { !Branches.exclusive($0.site, item.site) }
                if item.isText, previous?.isText == true, let call = item.call {
                    findings.append(Finding(Self.description.id, at: file.location(of: call), subject: item.subject(in: file, project: project)))
                }
                run.append(item)
            }
        }
        return findings
    }

    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        var findings: [Finding] = []
        for bar in file.controls.bars {
            var previousIsText = false
            for item in bar.items {
                if item.isText && previousIsText, let title = item.title {
                    findings.append(Finding(Self.description.id, at: file.location(of: item.element), subject: title.text))
                }
                previousIsText = item.isText
            }
        }
        return findings
    }
}
