import GuidelineKit
import SwiftSyntax

/// More groups of items in one part of a toolbar than people can take in.
struct ToolbarGroupCountRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-group-count",
        summary:
            "More than three groups of items in one part of a toolbar: UIKit leadingItemGroups, centerItemGroups or trailingItemGroups with more than three UIBarButtonItemGroups; more than three ToolbarItem or ToolbarItemGroup in one placement of a SwiftUI .toolbar. Reported at the fourth. The guidelines say generally no more than three, so a note.",
        severity: .note, entries: ["toolbars/minimize-groups"], reads: [.swift],
        keywords: ["ItemGroups", "ToolbarItem"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern: '$X.leadingItemGroups = [$A, $B, $C, $D, ...]'
                          - pattern: '$X.centerItemGroups = [$A, $B, $C, $D, ...]'
                          - pattern: '$X.trailingItemGroups = [$A, $B, $C, $D, ...]'
                      - focus-metavariable: $D
                  - patterns:
                      - pattern: |
                          $G1(placement: $P) { ... }
                          $G2(placement: $P) { ... }
                          $G3(placement: $P) { ... }
                          $G4(placement: $P) { ... }
                      - metavariable-regex:
                          metavariable: $G1
                          regex: '^ToolbarItem(Group)?$'
                      - metavariable-regex:
                          metavariable: $G2
                          regex: '^ToolbarItem(Group)?$'
                      - metavariable-regex:
                          metavariable: $G3
                          regex: '^ToolbarItem(Group)?$'
                      - metavariable-regex:
                          metavariable: $G4
                          regex: '^ToolbarItem(Group)?$'
                      - focus-metavariable: $G4
                """#,
                reason: "in SwiftUI counts groups of one placement written one after another (with code between them, Semgrep took seconds a file), reports every group after the fourth and misses groups without a placement argument; misses UIKit group arrays held in constants"),
            .astGrep: .approximate(
                #"""
                utils:
                  group:
                    any:
                      - pattern: 'ToolbarItem(placement: $P) { $$$ }'
                      - pattern: 'ToolbarItemGroup(placement: $P) { $$$ }'
                  element:
                    any:
                      - kind: call_expression
                      - kind: simple_identifier
                      - kind: navigation_expression
                      - kind: prefix_expression
                rule:
                  any:
                    - all:
                        - matches: element
                        - inside:
                            kind: array_literal
                            inside:
                              kind: assignment
                              has:
                                field: target
                                regex: '(leading|center|trailing)ItemGroups$'
                        - follows:
                            stopBy: end
                            matches: element
                            follows:
                              stopBy: end
                              matches: element
                              follows:
                                stopBy: end
                                matches: element
                        - not:
                            follows:
                              stopBy: end
                              matches: element
                              follows:
                                stopBy: end
                                matches: element
                                follows:
                                  stopBy: end
                                  matches: element
                                  follows:
                                    stopBy: end
                                    matches: element
                    - all:
                        - matches: group
                        - inside:
                            kind: statements
                        - follows:
                            stopBy: end
                            matches: group
                            follows:
                              stopBy: end
                              matches: group
                              follows:
                                stopBy: end
                                matches: group
                        - not:
                            follows:
                              stopBy: end
                              matches: group
                              follows:
                                stopBy: end
                                matches: group
                                follows:
                                  stopBy: end
                                  matches: group
                                  follows:
                                    stopBy: end
                                    matches: group
                """#,
                reason: "misses SwiftUI groups without a placement argument and UIKit group arrays held in constants"),
            .swiftLint: .notExpressible(reason: "counting groups per toolbar placement needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 1, found: 0),
        tuning: RuleAccuracy(findings: 2, correct: 1, violations: 11, found: 1)
    )

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let finder = Finder()
        file.walk(finder)
        return finder.groupLists.compactMap { groups in
            guard groups.count > 3 else { return nil }
            var finding = Finding(Self.description.id, at: file.location(of: groups[3]), subject: groups[3].quotedCode)
            finding.fault = .check(.groups, values: ["count": "\(groups.count)"])
            return finding
        }
    }

    private final class Finder: SyntaxIndexVisitor {
        /// Per toolbar part, the calls that make its groups, in order.
        var groupLists: [[Syntax]] = []

        func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = node.simpleAssignment,
                let name = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                ["leadingItemGroups", "centerItemGroups", "trailingItemGroups"].contains(name),
                let array = Locals.resolve(assignment.value).as(ArrayExprSyntax.self)
            else { return .visitChildren }
            groupLists.append(array.elements.map { Syntax($0.expression) })
            return .visitChildren
        }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "toolbar", access.isViewModifier, let content = node.trailingClosure
            else { return .visitChildren }
            var byPlacement: [(String, [Syntax])] = []
            for statement in content.statements {
                guard let expression = statement.item.as(ExprSyntax.self),
                    let call = SwiftUIView.outermostView(expression),
                    let name = SwiftUIView.name(call), name == "ToolbarItem" || name == "ToolbarItemGroup"
                else { continue }
                let placement =
                    call.arguments.first { $0.label?.text == "placement" }?.expression.trimmedSource ?? "automatic"
                if let index = byPlacement.firstIndex(where: { $0.0 == placement }) {
                    byPlacement[index].1.append(Syntax(call))
                } else {
                    byPlacement.append((placement, [Syntax(call)]))
                }
            }
            groupLists += byPlacement.map(\.1)
            return .visitChildren
        }
    }
}
