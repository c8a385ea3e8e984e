import SwiftSyntax

/// `present(x, animated:)` calls and what they present, followed through local variables.
struct PresentCall {
    var call: FunctionCallExprSyntax
    /// The presented expression (the first argument).
    var presented: ExprSyntax
    /// Where findings point: the `present` name.
    var nameNode: Syntax

    /// Every `present(…)` / `self.present(…)` / `x.present(…)` call in a tree.
    static func all(in node: some SyntaxProtocol) -> [PresentCall] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.calls
    }

    private final class Finder: SyntaxVisitor {
        var calls: [PresentCall] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let nameNode: Syntax?
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text == "present"
            {
                nameNode = Syntax(reference)
            } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "present"
            {
                nameNode = Syntax(access.declName)
            } else {
                nameNode = nil
            }
            if let nameNode, let first = node.arguments.first, first.label == nil {
                calls.append(PresentCall(call: node, presented: first.expression, nameNode: nameNode))
            }
            return .visitChildren
        }
    }
}

/// Where a local variable comes from, within the body that encloses a use of it.
enum LocalVariables {
    /// The nearest function, initializer, accessor or closure body around `node`.
    static func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = candidate.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if let accessor = candidate.as(AccessorDeclSyntax.self) { return accessor.body.map(Syntax.init) }
            if let closure = candidate.as(ClosureExprSyntax.self) { return Syntax(closure.statements) }
            if candidate.is(AccessorBlockSyntax.self) { return candidate }
            if candidate.is(SourceFileSyntax.self) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The initial value of `let/var name = …` declared in `body`.
    static func initializer(of name: String, in body: Syntax) -> ExprSyntax? {
        let finder = InitializerFinder(name: name)
        finder.walk(body)
        return finder.value
    }

    /// Every use of `name` as the base of a member access (`name.member`, `name?.member`), by member name.
    static func memberAccesses(on name: String, in body: Syntax) -> [String] {
        let finder = MemberFinder(name: name)
        finder.walk(body)
        return finder.members
    }

    /// Whether `name` is handed to a call other than `present` (it escapes what we can see).
    static func escapes(_ name: String, in body: Syntax) -> Bool {
        let finder = EscapeFinder(name: name)
        finder.walk(body)
        return finder.escapes
    }

    private final class InitializerFinder: SyntaxVisitor {
        let name: String
        var value: ExprSyntax?
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if value == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                value = node.initializer?.value
            }
            return .visitChildren
        }
    }

    private final class MemberFinder: SyntaxVisitor {
        let name: String
        var members: [String] = []
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            var base = node.base
            if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            if let forced = base?.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
            if base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                members.append(node.declName.baseName.text)
            }
            return .visitChildren
        }
    }

    private final class EscapeFinder: SyntaxVisitor {
        let name: String
        var escapes = false
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee =
                node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if callee != "present",
                node.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name }
                )
            {
                escapes = true
            }
            return .visitChildren
        }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if node.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name { escapes = true }
            return .visitChildren
        }
    }
}

extension ExprSyntax {
    /// `TypeName(…)` → `TypeName` for a call that constructs a value; nil otherwise.
    var constructedTypeName: String? {
        guard let call = self.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil {
            // `UIKit.UIActivityViewController(…)`, but not `x.make(…)` with a lowercase method.
            let name = access.declName.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        return nil
    }
}
