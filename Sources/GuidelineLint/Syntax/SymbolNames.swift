import SwiftSyntax

/// SF Symbols named under a node: `UIImage(systemName:)`, `Image(systemName:)`,
/// `Label(_:systemImage:)`, `Button(_:systemImage:)`.
enum SymbolNames {
    /// The `systemName:` and `systemImage:` arguments, in source order.
    static func arguments(in node: some SyntaxProtocol) -> [ExprSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found: [ExprSyntax] = []
        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if ["systemName", "systemImage"].contains(node.label?.text ?? "") { found.append(node.expression) }
            return .visitChildren
        }
    }
}
