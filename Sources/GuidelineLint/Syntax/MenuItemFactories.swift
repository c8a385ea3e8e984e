import SwiftSyntax

/// Functions of a file that make a menu item from a title they are given:
/// `func action(_ title: String, _ symbol: String, handler: …) -> UIAction { UIAction(title: title, …) }`.
/// Apps write one to give every item of a menu the same shape; each call of it is an item,
/// titled by the argument its title parameter takes (`action(L10n.edit, "pencil") { … }`), and
/// acting by the closure it is given. Only the file's own functions: another file's namesake
/// may make something else.
enum MenuItemFactories {
    /// Where a factory's title goes in a call: the parameter's position and argument label.
    private struct TitleParameter {
        var index: Int
        var label: String?
    }

    static func items(in file: SwiftFile) -> [MenuItem] {
        let finder = Finder()
        file.walk(finder)
        let factories = finder.factories
        guard !factories.isEmpty else { return [] }
        let calls = Calls(Set(factories.keys))
        file.walk(calls)
        return calls.found.compactMap { call in
            guard let name = call.calleeName, let parameter = factories[name],
                call.arguments.count > parameter.index
            else { return nil }
            let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: parameter.index)]
            guard argument.label?.text == parameter.label else { return nil }
            let handler = call.trailingClosure.map(ExprSyntax.init)
                ?? call.arguments.first { $0.expression.is(ClosureExprSyntax.self) }?.expression
            return MenuItem(factoryCall: call, title: argument.expression, handler: handler)
        }
    }

    /// The factories, found from the UIAction and UICommand calls titled by a name: the function
    /// around such a call (the nearest: a nested function is a factory of its own) is one when
    /// the name is its parameter. A function's first such call decides.
    private final class Finder: SyntaxIndexVisitor {
        /// Factory name → its title parameter; a name declared twice with different shapes is
        /// none (nil): which one a call means is not guessed.
        var factories: [String: TitleParameter] { shapes.compactMapValues { $0 } }
        private var shapes: [String: TitleParameter?] = [:]
        private var decided: Set<SyntaxIdentifier> = []

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let type = ExprSyntax(node).constructedTypeName
            guard type == "UIAction" || type == "UICommand",
                let title = node.arguments.first(where: { $0.label?.text == "title" })?.expression.as(DeclReferenceExprSyntax.self),
                let function = Self.enclosingFunction(of: node), !decided.contains(function.id)
            else { return .visitChildren }
            let parameters = Array(function.signature.parameterClause.parameters)
            guard let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == title.baseName.text }) else {
                return .visitChildren
            }
            decided.insert(function.id)
            let label = parameters[index].firstName.text
            let parameter = TitleParameter(index: index, label: label == "_" ? nil : label)
            let name = function.name.text
            if let known = shapes[name] {
                if known?.index != parameter.index || known?.label != parameter.label { shapes[name] = .some(nil) }
            } else {
                shapes[name] = parameter
            }
            return .visitChildren
        }

        private static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
            var current = node.parent
            while let candidate = current {
                if let function = candidate.as(FunctionDeclSyntax.self) { return function }
                current = candidate.parent
            }
            return nil
        }
    }

    /// The calls of the factories' names.
    private final class Calls: SyntaxIndexVisitor {
        let names: Set<String>
        var found: [FunctionCallExprSyntax] = []
        init(_ names: Set<String>) { self.names = names }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calleeName, names.contains(name) { found.append(node) }
            return .visitChildren
        }
    }
}
