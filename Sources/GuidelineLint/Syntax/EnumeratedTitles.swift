import GuidelineKit
import SwiftSyntax

/// Titles read from each case of a type the code enumerates: `ForEach(SortOrder.allCases) {
/// order in Button(order.title) { … } }`, `SortOrder.allCases.map { UIAction(title: $0.title) { … } }`.
/// The member (`var title: String { switch self { case .newest: return "Newest First" … } }`) is
/// found by the enumerated type, and what it returns, literals and generated localized texts
/// (`FunctionFacts.returnedTexts`, `returnedPaths`), are the titles people see, one per case.
enum EnumeratedTitles {
    /// The enumerated type and member that `x.member` reads, when `x` is the element of a
    /// closure over `Type.allCases`.
    static func member(_ expression: ExprSyntax) -> (type: String, member: String)? {
        guard let access = expression.as(MemberAccessExprSyntax.self),
            let variable = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        var node = Syntax(expression).parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self), binds(closure, variable) {
                return enumeratedType(closure).map { ($0, access.declName.baseName.text) }
            }
            node = current.parent
        }
        return nil
    }

    /// The texts of the member for each case, placed at `node` (where the item shows them),
    /// with a note on the member that returns them.
    static func titles(of node: ExprSyntax, in file: SwiftFile, project: Project) -> [TitleText] {
        guard let (type, member) = member(node), let returned = project.index.returnedTitles(of: type, member: member)
        else { return [] }
        let site = file.location(of: node)
        let note = Diagnostic.Note("returned by \(returned.step.name) for each case of \(type)", at: returned.step.location)
        let literals = returned.texts.map { TitleText(text: $0, interpolations: 0, location: site, notes: [note]) }
        let localized = returned.paths.compactMap { path -> TitleText? in
            guard var text = project.developmentText(ofAccessor: path, at: site, from: file.path) else { return nil }
            text.notes.append(note)
            return text
        }
        return literals + localized
    }

    /// Whether a closure's element is this name: its one parameter, or `$0` in a closure that
    /// names none.
    private static func binds(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): return parameters.first?.name.text == name
        case .parameterClause(let clause): return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text == name } ?? false
        case nil: return name == "$0"
        }
    }

    /// `ForEach(Type.allCases…) { … }` or `Type.allCases.map { … }` (also `compactMap`,
    /// `forEach`, `flatMap`) → "Type".
    private static func enumeratedType(_ closure: ClosureExprSyntax) -> String? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let sequence: ExprSyntax?
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach" {
            sequence = call.arguments.first?.expression
        } else if let method = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["map", "compactMap", "forEach", "flatMap"].contains(method.declName.baseName.text)
        {
            sequence = method.base
        } else {
            sequence = nil
        }
        guard let path = sequence?.dottedPath, path.hasSuffix(".allCases") else { return nil }
        let type = String(path.dropLast(".allCases".count))
        return type.first?.isUppercase == true ? type : nil
    }
}
