import GuidelineKit
import SwiftSyntax

/// A destructive button given the primary role: the one Return triggers, the confirming spot of
/// a sheet's toolbar, an alert's preferred action.
struct ButtonDestructiveNotPrimaryRule: Rule {
    static let description = RuleDescription(
        id: "button-destructive-not-primary",
        summary:
            "A destructive button in the primary role: Button(role: .destructive) with .keyboardShortcut(.defaultAction), a destructive button in a .confirmationAction toolbar placement (on the item itself, not in a confirmation dialog, alert, sheet or menu it opens), a UIAlertController whose preferredAction is a .destructive action.",
        severity: .warning, entries: ["buttons/primary-role-not-destructive"], reads: [.swift],
        keywords: ["destructive"],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # Button(…, role: .destructive).keyboardShortcut(.defaultAction), up to three modifiers between
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(..., role: .destructive, ...).keyboardShortcut($K, ...)'
                          - pattern: 'Button(..., role: .destructive, ...).$M1(...).keyboardShortcut($K, ...)'
                          - pattern: 'Button(..., role: .destructive, ...).$M1(...).$M2(...).keyboardShortcut($K, ...)'
                          - pattern: 'Button(..., role: .destructive, ...).$M1(...).$M2(...).$M3(...).keyboardShortcut($K, ...)'
                      - metavariable-regex:
                          metavariable: $K
                          regex: '.*\.defaultAction$'
                      - focus-metavariable: $K
                  # ToolbarItem(placement: .confirmationAction) { … Button(role: .destructive) … }
                  - patterns:
                      - pattern-either:
                          - pattern: 'ToolbarItem(placement: $P, ...) { $...BODY }'
                          - pattern: 'ToolbarItemGroup(placement: $P, ...) { $...BODY }'
                      - metavariable-regex:
                          metavariable: $P
                          regex: '.*\.confirmationAction$'
                      - metavariable-pattern:
                          metavariable: $...BODY
                          pattern: 'Button(..., role: .destructive, ...)'
                      - focus-metavariable: $P
                  # let a = UIAlertAction(…, style: .destructive) … alert.preferredAction = a; the
                  # call through a metavariable, since Semgrep 1.185 no longer matches a
                  # `let` pattern against a call with a trailing closure
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              let $A = $ACTION
                              ...
                          - pattern-inside: |
                              var $A = $ACTION
                              ...
                      - metavariable-pattern:
                          metavariable: $ACTION
                          pattern: 'UIAlertAction(..., style: .destructive, ...)'
                      - pattern: $ALERT.preferredAction = $A
                """#,
                reason: "misses a shortcut after more than three other modifiers and alert actions declared in another scope than the preferredAction assignment"),
            .astGrep: .approximate(
                #"""
                utils:
                  # (…, role: .destructive, …)
                  destructive-role-args:
                    kind: call_suffix
                    has:
                      kind: value_arguments
                      has:
                        kind: value_argument
                        all:
                          - has: {field: name, regex: '^role$'}
                          - has: {field: value, regex: 'destructive$'}
                  # Button(…, role: .destructive, …), with or without trailing closures
                  destructive-button:
                    kind: call_expression
                    any:
                      - all:
                          - has: {kind: simple_identifier, regex: '^Button$'}
                          - has: {matches: destructive-role-args}
                      - has: {kind: call_expression, matches: destructive-button}
                  # the destructive button under any chain of modifiers
                  modified-destructive-button:
                    any:
                      - matches: destructive-button
                      - kind: call_expression
                        has:
                          kind: navigation_expression
                          has: {field: target, matches: modified-destructive-button}
                      - kind: call_expression
                        has: {kind: call_expression, matches: modified-destructive-button}
                  # a trailing closure holding a destructive button
                  content-with-destructive-button:
                    kind: call_suffix
                    has:
                      kind: lambda_literal
                      has: {stopBy: end, matches: destructive-button}
                  # UIAlertAction(…, style: .destructive, …)
                  destructive-style-args:
                    kind: call_suffix
                    has:
                      kind: value_arguments
                      has:
                        kind: value_argument
                        all:
                          - has: {field: name, regex: '^style$'}
                          - has: {field: value, regex: 'destructive$'}
                rule:
                  any:
                    # Button(…, role: .destructive).keyboardShortcut(.defaultAction): the .defaultAction
                    - regex: 'defaultAction$'
                      any: [{kind: prefix_expression}, {kind: navigation_expression}]
                      inside:
                        kind: value_argument
                        nthChild: 1
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              has:
                                kind: navigation_expression
                                all:
                                  - has: {field: suffix, has: {kind: simple_identifier, regex: '^keyboardShortcut$'}}
                                  - has: {field: target, matches: modified-destructive-button}
                    # ToolbarItem(placement: .confirmationAction) { … Button(role: .destructive) … }: the placement
                    - regex: 'confirmationAction$'
                      any: [{kind: prefix_expression}, {kind: navigation_expression}]
                      inside:
                        kind: value_argument
                        has: {field: name, regex: '^placement$'}
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            inside:
                              kind: call_expression
                              has: {kind: simple_identifier, regex: '^ToolbarItem(Group)?$'}
                              any:
                                - has: {matches: content-with-destructive-button}
                                - inside: {kind: call_expression, has: {matches: content-with-destructive-button}}
                    # let a = UIAlertAction(…, style: .destructive) … alert.preferredAction = a
                    - pattern: $ALERT.preferredAction = $NAME
                      inside:
                        kind: source_file
                        stopBy: end
                        has:
                          stopBy: end
                          kind: property_declaration
                          all:
                            - has: {field: name, pattern: $NAME}
                            - has:
                                field: value
                                regex: '^UIAlertAction\('
                                any:
                                  - has: {matches: destructive-style-args}
                                  - has: {kind: call_expression, has: {matches: destructive-style-args}}
                """#,
                reason: "misses toolbar content passed as content: and trailing-closure modifiers in the chain; matches an alert action by name anywhere in the file"),
            .swiftLint: .notExpressible(reason: "ties a modifier or an assignment to a destructive button or action declared earlier"),
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 1, found: 1),
        tuning: RuleAccuracy(findings: 6, correct: 6, violations: 20, found: 6)
    )

    /// Each finding rests on one of these in the file: a `.defaultAction` shortcut, a
    /// `.confirmationAction` placement, an alert's `preferredAction`.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool { text.mentions(Self.primaryRoles) }
    static var mayFindKeywords: [String] { ["defaultAction", "confirmationAction", "preferredAction"] }
    private static let primaryRoles = KeywordFilter(mayFindKeywords)

    /// What an item opens shows its own buttons: a confirmation dialog's destructive choice
    /// (`Button("Save").confirmationDialog(…) { Button("Delete", role: .destructive) }`) is not
    /// the item's, whose role is the dialog's to settle.
    private static let openedSurfaces: Set<String> = ["confirmationDialog", "alert", "sheet", "popover", "fullScreenCover", "contextMenu", "Menu"]

    /// Whether a button sits in the content of such a surface: an argument or closure of its call,
    /// not the view the modifier is applied to.
    private static func isInOpenedSurface(_ button: FunctionCallExprSyntax, below content: ClosureExprSyntax) -> Bool {
        var child = Syntax(button)
        while let parent = child.parent, parent.id != content.id {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id,
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? SwiftUIView.name(call),
                openedSurfaces.contains(name)
            {
                return true
            }
            child = parent
        }
        return false
    }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let finder = Finder()
        file.walk(finder)
        var findings: [Finding] = []
        for button in finder.buttons where SwiftUIView.hasDestructiveRole(button) {
            for modifier in SwiftUIView.modifiers(of: button) where modifier.name == "keyboardShortcut" {
                if let key = modifier.call.arguments.first?.expression, key.trimmedSource.hasSuffix(".defaultAction") {
                    findings.append(Finding(Self.description.id, at: file.location(of: key), subject: "defaultAction"))
                }
            }
        }
        for item in finder.toolbarItems {
            guard let placement = item.arguments.first(where: { $0.label?.text == "placement" })?.expression,
                placement.trimmedSource.hasSuffix(".confirmationAction"),
                let content = SwiftUIView.content(of: item)
            else { continue }
            let buttons = SwiftUIView.CallFinder(names: ["Button"])
            buttons.walk(content)
            if buttons.calls.contains(where: { SwiftUIView.hasDestructiveRole($0) && !Self.isInOpenedSurface($0, below: content) }) {
                findings.append(Finding(Self.description.id, at: file.location(of: placement), subject: "confirmationAction"))
            }
        }
        for (name, assignment) in finder.preferredActions {
            guard let value = finder.initializers[name], value.constructedTypeName == "UIAlertAction",
                let call = value.as(FunctionCallExprSyntax.self),
                call.arguments.contains(where: { $0.label?.text == "style" && $0.expression.trimmedSource.hasSuffix("destructive") })
            else { continue }
            findings.append(Finding(Self.description.id, at: file.location(of: assignment), subject: name))
        }
        return findings
    }

    private final class Finder: SyntaxIndexVisitor {
        var buttons: [FunctionCallExprSyntax] = []
        var toolbarItems: [FunctionCallExprSyntax] = []
        /// `alert.preferredAction = name`: the variable and the `preferredAction` name token.
        var preferredActions: [(String, TokenSyntax)] = []
        var initializers: [String: ExprSyntax] = [:]

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            switch SwiftUIView.name(node) {
            case "Button": buttons.append(node)
            case "ToolbarItem", "ToolbarItemGroup": toolbarItems.append(node)
            default: break
            }
            return .visitChildren
        }

        func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
                initializers[name] == nil
            {
                initializers[name] = value
            }
            return .visitChildren
        }

        func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = node.simpleAssignment,
                let target = assignment.target.as(MemberAccessExprSyntax.self),
                target.declName.baseName.text == "preferredAction",
                let name = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                preferredActions.append((name, target.declName.baseName))
            }
            return .visitChildren
        }
    }
}
