import GuidelineKit
import SwiftSyntax

/// A destructive button given the primary role: the one Return triggers, the confirming spot of
/// a sheet's toolbar, an alert's preferred action.
struct ButtonDestructiveNotPrimaryRule: Rule {
    static let description = RuleDescription(
        id: "button-destructive-not-primary",
        summary:
            "A destructive button in the primary role: Button(role: .destructive) with .keyboardShortcut(.defaultAction), a destructive button in a .confirmationAction toolbar placement, a UIAlertController whose preferredAction is a .destructive action.",
        severity: .warning, entries: ["buttons/primary-role-not-destructive"], reads: [.swift],
        keywords: ["destructive"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        var findings: [Finding] = []
        for button in finder.buttons where SwiftUIView.hasDestructiveRole(button) {
            for modifier in SwiftUIView.modifiers(of: button) where modifier.name == "keyboardShortcut" {
                if let key = modifier.call.arguments.first?.expression, key.trimmedDescription.hasSuffix(".defaultAction") {
                    findings.append(Finding(Self.description.id, at: file.location(of: key), subject: "defaultAction"))
                }
            }
        }
        for item in finder.toolbarItems {
            guard let placement = item.arguments.first(where: { $0.label?.text == "placement" })?.expression,
                placement.trimmedDescription.hasSuffix(".confirmationAction"),
                let content = SwiftUIView.content(of: item)
            else { continue }
            let buttons = SwiftUIView.CallFinder(names: ["Button"])
            buttons.walk(content)
            if buttons.calls.contains(where: SwiftUIView.hasDestructiveRole) {
                findings.append(Finding(Self.description.id, at: file.location(of: placement), subject: "confirmationAction"))
            }
        }
        for (name, assignment) in finder.preferredActions {
            guard let value = finder.initializers[name], value.constructedTypeName == "UIAlertAction",
                let call = value.as(FunctionCallExprSyntax.self),
                call.arguments.contains(where: { $0.label?.text == "style" && $0.expression.trimmedDescription.hasSuffix("destructive") })
            else { continue }
            findings.append(Finding(Self.description.id, at: file.location(of: assignment), subject: name))
        }
        return findings
    }

    private final class Finder: SyntaxVisitor {
        var buttons: [FunctionCallExprSyntax] = []
        var toolbarItems: [FunctionCallExprSyntax] = []
        /// `alert.preferredAction = name`: the variable and the `preferredAction` name token.
        var preferredActions: [(String, TokenSyntax)] = []
        var initializers: [String: ExprSyntax] = [:]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            switch SwiftUIView.name(node) {
            case "Button": buttons.append(node)
            case "ToolbarItem", "ToolbarItemGroup": toolbarItems.append(node)
            default: break
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
                initializers[name] == nil
            {
                initializers[name] = value
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
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
