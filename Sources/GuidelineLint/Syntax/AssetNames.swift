import SwiftSyntax

/// Asset catalog images named by a literal under a node: `UIImage(named: "nav-back")`,
/// SwiftUI's `Image("nav-back")` and `#imageLiteral(resourceName: "nav-back")`.
enum AssetNames {
    /// The first such name, in source order.
    static func first(in node: some SyntaxProtocol) -> String? {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found: String?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil else { return .skipChildren }
            let type = ExprSyntax(node).constructedTypeName
            if let first = node.arguments.first,
                (type == "UIImage" && first.label?.text == "named") || (type == "Image" && first.label == nil),
                let name = StringValue.of(first.expression)
            {
                found = name.text
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.macroName.text == "imageLiteral",
                let argument = node.arguments.first(where: { $0.label?.text == "resourceName" }),
                let name = StringValue.of(argument.expression)
            {
                found = name.text
            }
            return .visitChildren
        }
    }
}
