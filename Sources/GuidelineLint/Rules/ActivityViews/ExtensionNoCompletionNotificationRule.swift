import GuidelineKit
import SwiftSyntax

/// An extension that posts a user notification to say its task finished.
struct ExtensionNoCompletionNotificationRule: Rule {
    static let description = RuleDescription(
        id: "extension-no-completion-notification",
        summary:
            "An app extension posting a user notification when its task completes (reporting a problem is fine: calls in catch blocks and error branches are not flagged).",
        severity: .warning, entries: ["activity-views/progress-in-main-app"], reads: [.swift, .infoPlist],
        keywords: ["UNUserNotificationCenter"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-inside: |
                      class $C: SLComposeServiceViewController { ... }
                  - pattern-either:
                      - pattern: UNUserNotificationCenter.current().add(...)
                      - pattern: UNUserNotificationCenter.$F(...).add(...)
                  # reporting a problem is fine
                  - pattern-not-inside: 'do { ... } catch { ... }'
                  - pattern-not-inside: 'if let $E = error { ... }'
                  - pattern-not-inside: 'if error != nil { ... }'
                  - pattern-not-inside: 'guard <... error ...> else { ... }'
                """#,
                reason: "only inside direct SLComposeServiceViewController subclasses (other extension files need the Info.plist); skips whole do/catch and if/else statements that test an error, and still reports failure cases of a switch"),
            .astGrep: .approximate(
                #"""
                utils:
                  share-controller:
                    kind: class_declaration
                    has: {kind: inheritance_specifier, regex: '^SLComposeServiceViewController$'}
                  # a catch block, the then-branch of an if or the else of a guard that tests an error or a failure, or a case that matches one
                  error-path:
                    any:
                      - kind: catch_block
                      - kind: statements
                        inside: {kind: if_statement, regex: '^if\s[^{]*(?i:error|fail)'}
                        not: {follows: {kind: else, stopBy: end}}
                      - kind: statements
                        inside: {kind: guard_statement, regex: '^guard\s[^{]*(?i:error|fail)'}
                      - kind: switch_entry
                        has: {kind: switch_pattern, regex: '(?i)error|fail'}
                rule:
                  kind: call_expression
                  has: {kind: navigation_expression, regex: '^UNUserNotificationCenter\b[\s\S]*\.\s*add$'}
                  inside: {stopBy: end, kind: class_declaration, matches: share-controller}
                  not:
                    any:
                      - inside: {stopBy: end, kind: class_declaration, inside: {stopBy: end, matches: share-controller}}
                      - inside: {stopBy: {kind: function_declaration}, matches: error-path}
                """#,
                reason: "only inside direct SLComposeServiceViewController subclasses; other extension files need the Info.plist"),
            .swiftLint: .notExpressible(reason: "needs the enclosing class or extension target and the error branch around the call"),
        ],
        heldOut: RuleAccuracy(findings: 0, correct: 0, violations: 0, found: 0),
        tuning: RuleAccuracy(findings: 1, correct: 1, violations: 2, found: 1)
    )

    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        ExtensionContext.mayHold(text, facts: facts)
    }

    static var mayFindKeywords: [String] { ExtensionContext.keywords }

    func projectFilter(_ project: Project, options: NoOptions) -> ProjectFilter? {
        ExtensionContext.subclassFilter(project, alongWith: "UNUserNotificationCenter")
    }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let context = ExtensionContext(file, project: project)
        guard context.wholeFile || !context.controllerClasses.isEmpty else { return [] }
        let finder = AddFinder()
        file.walk(finder)
        return finder.calls.filter { context.contains($0) && !Self.isErrorPath($0) }.map {
            Finding(Self.description.id, at: file.location(of: $0), subject: $0.trimmedSource.firstLine)
        }
    }

    /// Inside a `catch`, the `then` branch of an `if` or the `else` of a `guard` that tests an
    /// error or a failure, or a `case` that matches one.
    static func isErrorPath(_ node: some SyntaxProtocol) -> Bool {
        func mentionsError(_ text: String) -> Bool {
            let folded = text.lowercased()
            return folded.contains("error") || folded.contains("fail")
        }
        var child = Syntax(node)
        var current = node.parent
        while let candidate = current {
            if candidate.is(CatchClauseSyntax.self) { return true }
            if let ifExpression = candidate.as(IfExprSyntax.self), child.id == ifExpression.body.id,
                mentionsError(ifExpression.conditions.trimmedSource)
            {
                return true
            }
            if let guardStatement = candidate.as(GuardStmtSyntax.self), child.id == guardStatement.body.id,
                mentionsError(guardStatement.conditions.trimmedSource)
            {
                return true
            }
            if let switchCase = candidate.as(SwitchCaseSyntax.self), mentionsError(switchCase.label.trimmedSource)
            {
                return true
            }
            if candidate.is(FunctionDeclSyntax.self) { return false }
            child = candidate
            current = candidate.parent
        }
        return false
    }

    /// `UNUserNotificationCenter.current().add(…)` calls.
    private final class AddFinder: SyntaxIndexVisitor {
        var calls: [FunctionCallExprSyntax] = []
        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "add",
                access.base?.trimmedSourceStarts(with: "UNUserNotificationCenter") == true
            {
                calls.append(node)
            }
            return .visitChildren
        }
    }
}
