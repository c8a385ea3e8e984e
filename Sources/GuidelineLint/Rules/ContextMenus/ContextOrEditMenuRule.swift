import GuidelineKit
import SwiftSyntax

/// One view with both a context menu and an edit menu: the same gesture can't mean both.
struct ContextOrEditMenuRule: Rule {
    static let description = RuleDescription(
        id: "context-or-edit-menu",
        summary:
            "A view given both a UIContextMenuInteraction and a UIEditMenuInteraction (addInteraction on the same view in one type); choose the menu that fits its content.",
        severity: .warning, entries: ["context-menus/context-or-edit-menu"], reads: [.swift],
        keywords: ["UIEditMenuInteraction"]
    )

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.edit.compactMap { scope, view, call in
            guard finder.context.contains(where: { $0.scope == scope && $0.view == view }) else { return nil }
            return Finding(Self.description.id, at: file.location(of: call), subject: view)
        }
    }

    private final class Finder: SyntaxVisitor {
        /// (enclosing type, view the interaction is added to, the interaction passed to `addInteraction`).
        var context: [(scope: String, view: String, call: ExprSyntax)] = []
        var edit: [(scope: String, view: String, call: ExprSyntax)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calleeName == "addInteraction", let argument = node.arguments.first?.expression,
                let interaction = Locals.resolve(argument).as(FunctionCallExprSyntax.self)
            else { return .visitChildren }
            let view = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(ButtonMenu.key) ?? "self"
            let scope = Self.enclosingType(of: node)
            switch ExprSyntax(interaction).constructedTypeName {
            case "UIContextMenuInteraction": context.append((scope, view, argument))
            case "UIEditMenuInteraction": edit.append((scope, view, argument))
            default: break
            }
            return .visitChildren
        }

        private static func enclosingType(of node: some SyntaxProtocol) -> String {
            let type = node.firstAncestor {
                ($0.isProtocol(NamedDeclSyntax.self) && !$0.is(FunctionDeclSyntax.self)) || $0.is(ExtensionDeclSyntax.self)
            }
            if let extensionDecl = type?.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
            return type?.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
        }
    }
}
