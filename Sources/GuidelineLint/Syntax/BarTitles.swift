import SwiftSyntax

/// The titles a file gives its screens: `.navigationTitle("…")`, and in a class,
/// `title = "…"`, `self.title = "…"` or `navigationItem.title = "…"`.
enum BarTitles {
    static func all(in file: SwiftFile) -> [StringValue] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.titles
    }

    private final class Finder: SyntaxVisitor {
        var titles: [StringValue] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "navigationTitle",
                let first = node.arguments.first, let title = StringValue.of(first.expression)
            {
                titles.append(title)
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = node.simpleAssignment, let title = StringValue.of(assignment.value) else {
                return .visitChildren
            }
            let target = assignment.target.trimmedDescription
            // A view controller's own title: only in a class, where `title` is UIViewController's.
            if target == "navigationItem.title" || target == "self.navigationItem.title"
                || ((target == "title" || target == "self.title") && Self.isInClass(node))
            {
                titles.append(title)
            }
            return .visitChildren
        }

        private static func isInClass(_ node: some SyntaxProtocol) -> Bool {
            let type = node.firstAncestor {
                $0.is(ClassDeclSyntax.self) || $0.is(StructDeclSyntax.self) || $0.is(EnumDeclSyntax.self)
            }
            return type?.is(ClassDeclSyntax.self) ?? false
        }
    }
}
