import GuidelineKit
import SwiftSyntax

/// A responder that says yes to every command, so the edit menu offers ones that can't apply.
struct EditMenuRelevantCommandsRule: Rule {
    static let description = RuleDescription(
        id: "edit-menu-relevant-commands",
        summary:
            "A canPerformAction(_:withSender:) override whose body only returns true: the edit menu then offers every command, whether or not it applies to the selection.",
        severity: .warning, entries: ["edit-menus/relevant-commands"], reads: [.swift],
        keywords: ["canPerformAction"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - pattern: |
                      override func canPerformAction($A: Selector, withSender $S: Any?) -> Bool {
                        true
                      }
                  - pattern: |
                      override func canPerformAction($A: Selector, withSender $S: Any?) -> Bool {
                        return true
                      }
                """#,
                reason: "also reports a body of (true) in parentheses, and needs the parameter types written as Selector and Any?"),
            .astGrep: .exact(
                #"""
                rule:
                  kind: function_declaration
                  has:
                    field: name
                    regex: ^canPerformAction$
                  all:
                    - has:
                        kind: modifiers
                        has:
                          kind: member_modifier
                          regex: ^override$
                    - has:
                        field: body
                        kind: function_body
                        has:
                          kind: statements
                          regex: ^(return\s+)?true\s*$
                """#),
            .swiftLint: .approximate(
                #"""
                regex: '\boverride\s+(?:\w+\s+)*func\s+canPerformAction\s*\([^)]*\)\s*->\s*Bool\s*\{\s*(?:return\s+)?true\s*\}'
                excluded_match_kinds: [comment, doccomment, string]
                """#,
                reason: "misses a body with a comment in it"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0)
    )

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let finder = Finder()
        file.walk(finder)
        return finder.found.map { Finding(Self.description.id, at: file.location(of: $0), subject: "canPerformAction") }
    }

    private final class Finder: SyntaxIndexVisitor {
        var found: [FunctionDeclSyntax] = []
        func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "canPerformAction", node.modifiers.contains(where: { $0.name.text == "override" }),
                let statements = node.body?.statements,
                Members.singleExpression(statements)?.trimmedSource == "true"
            {
                found.append(node)
            }
            return .skipChildren
        }
    }
}
