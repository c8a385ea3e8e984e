import GuidelineKit
import SwiftSyntax

/// The titles a file gives its screens: `.navigationTitle("…")`, and in a class,
/// `title = "…"`, `self.title = "…"` or `navigationItem.title = "…"`; each in every language
/// the project's string tables give it.
enum BarTitles {
    static func all(in file: SwiftFile, project: Project) -> [TitleText] {
        let finder = Finder()
        file.walk(finder)
        // `title` in a class is a view controller's only when the class is one, as far as the
        // project shows (a class of its own with a `title` property is not).
        return finder.titles.filter { title in
            guard let owner = title.ownClass else { return true }
            return project.index.isViewController(owner)
        }.flatMap { title -> [TitleText] in
            let texts = project.titleTexts(of: title.expression, in: file, localizableLiteral: title.isLocalizedKey)
            guard texts.isEmpty, namesApp(title.expression), let name = project.appNames.first else { return texts }
            let note = Diagnostic.Note("the app's name, “\(name)”, as the project builds it", at: file.location(of: title.expression))
            return [TitleText(text: name, interpolations: 0, location: file.location(of: title.expression), notes: [note])]
        }
    }

    /// Code that reads the app's own name from a type: `Bundle.main.appName`, `Brand.appName`,
    /// `Strings.Unlocalized.appName`; a `displayName` or `name` only of a `Bundle` (a person's or
    /// an account's is not the app's). A value's member is not (`viewModel.appName` may well be
    /// another app's, such as one asking to connect).
    static func namesApp(_ expression: ExprSyntax) -> Bool {
        let expression = expression.unwrapped
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            base.trimmedSource.first?.isUppercase == true
        else { return false }
        let name = access.declName.baseName.text
        if appNameMembers.contains(name) { return true }
        return ["displayName", "bundleDisplayName", "name", "bundleName"].contains(name) && base.trimmedSource.hasPrefix("Bundle")
    }

    private static let appNameMembers: Set<String> = ["appName", "applicationName", "appDisplayName", "bundleDisplayName", "displayAppName"]

    private final class Finder: SyntaxIndexVisitor {
        /// Title expressions; SwiftUI's `navigationTitle("…")` takes a `LocalizedStringKey`.
        /// Title expressions, with the class whose own `title` is set, when it is.
        var titles: [(expression: ExprSyntax, isLocalizedKey: Bool, ownClass: String?)] = []

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "navigationTitle",
                let first = node.arguments.first
            {
                titles.append((first.expression, true, nil))
            }
            return .visitChildren
        }

        func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = node.simpleAssignment else { return .visitChildren }
            let target = assignment.target.trimmedSource
            // A view controller's own title: only in a class, where `title` is UIViewController's,
            // and a bare `title` only when no local of that name hides it.
            if target == "navigationItem.title" || target == "self.navigationItem.title" {
                titles.append((assignment.value, false, nil))
            } else if let owner = Self.enclosingClass(node),
                target == "self.title" || (target == "title" && !Self.declaresLocalTitle(around: node))
            {
                // `let title: String` set in each branch, then `self.title = title`: each value.
                var values = [assignment.value]
                if let local = assignment.value.as(DeclReferenceExprSyntax.self), target == "self.title",
                    Locals.resolve(assignment.value).id == assignment.value.id
                {
                    let assigned = Locals.assignments(to: local.baseName.text, near: assignment.value)
                    if !assigned.isEmpty { values = assigned }
                }
                for value in values { titles.append((value, false, owner)) }
            }
            return .visitChildren
        }

        /// Whether the function or closure around `node` declares a `title` of its own.
        private static func declaresLocalTitle(around node: some SyntaxProtocol) -> Bool {
            guard let body = LocalVariables.enclosingBody(of: node) else { return false }
            return body.tokens(viewMode: .sourceAccurate).contains { token in
                token.text == "title"
                    && token.parent?.as(IdentifierPatternSyntax.self)?.parent?.is(PatternBindingSyntax.self) == true
            }
        }

        /// The name of the class around `node`, nil when the nearest type is not a class.
        private static func enclosingClass(_ node: some SyntaxProtocol) -> String? {
            let type = node.firstAncestor {
                $0.is(ClassDeclSyntax.self) || $0.is(StructDeclSyntax.self) || $0.is(EnumDeclSyntax.self)
                    || $0.is(ExtensionDeclSyntax.self)
            }
            if let declaration = type?.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = type?.as(ExtensionDeclSyntax.self) {
                let name = declaration.extendedType.trimmedSource.lastNameComponent
                return name.isEmpty ? nil : name
            }
            return nil
        }
    }
}
