import SwiftSyntax

/// The titles a file gives its screens: `.navigationTitle("…")`, and in a class,
/// `title = "…"`, `self.title = "…"` or `navigationItem.title = "…"`; each in every language
/// the project's string tables give it.
enum BarTitles {
    static func all(in file: SwiftFile, project: Project) -> [TitleText] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.titles.flatMap {
            project.titleTexts(of: $0.expression, in: file, localizableLiteral: $0.isLocalizedKey)
        }
    }

    private final class Finder: SyntaxVisitor {
        /// Title expressions; SwiftUI's `navigationTitle("…")` takes a `LocalizedStringKey`.
        var titles: [(expression: ExprSyntax, isLocalizedKey: Bool)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "navigationTitle",
                let first = node.arguments.first
            {
                titles.append((first.expression, true))
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = node.simpleAssignment else { return .visitChildren }
            let target = assignment.target.trimmedDescription
            // A view controller's own title: only in a class, where `title` is UIViewController's.
            if target == "navigationItem.title" || target == "self.navigationItem.title"
                || ((target == "title" || target == "self.title") && Self.isInClass(node))
            {
                titles.append((assignment.value, false))
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
