import SwiftSyntax

extension SequenceExprSyntax {
    /// `target = value` with a single-expression value: the parser leaves assignments unfolded,
    /// as [target, =, value].
    /// The elements are read one by one: copying them into an array first was most of this
    /// (2,600 instructions an assignment, which a dozen rules ask of each).
    var simpleAssignment: (target: ExprSyntax, value: ExprSyntax)? {
        let elements = elements
        guard elements.count == 3 else { return nil }
        var next = elements.makeIterator()
        guard let target = next.next(), let operation = next.next(), operation.is(AssignmentExprSyntax.self),
            let value = next.next()
        else { return nil }
        return (target, value)
    }

    /// `target = value` or `target = condition ? a : b`, with the values it may assign: a
    /// conditional gives each branch that is not `nil`.
    var assignedValues: (target: ExprSyntax, values: [ExprSyntax])? {
        if let simple = simpleAssignment { return (simple.target, [simple.value]) }
        guard self.elements.count == 5 else { return nil }
        let elements = Array(elements)
        guard elements[1].is(AssignmentExprSyntax.self),
            let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        return (elements[0], [ternary.thenExpression, elements[4]].filter { $0.trimmedSource != "nil" })
    }
}

extension ExprSyntax {
    /// `x` or `self.x` → "x": a name of the enclosing body or type.
    var ownName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = self.as(MemberAccessExprSyntax.self), access.base?.trimmedSource == "self" {
            return access.declName.baseName.text
        }
        return nil
    }

    /// The expression under its `?` and `!` (`image?`, `button!` → `image`, `button`).
    var unwrapped: ExprSyntax {
        var expression = self
        while let inner = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression.as(OptionalChainingExprSyntax.self)?.expression {
            expression = inner
        }
        return expression
    }

    /// `condition ? a : b` → (a, b), folded or as the parser leaves it: unfolded, the ternary is
    /// the next to last element of the sequence, whatever operators the condition has
    /// (`selected == nil ? a : b`).
    var conditionalBranches: (then: ExprSyntax, else: ExprSyntax)? {
        if let ternary = self.as(TernaryExprSyntax.self) { return (ternary.thenExpression, ternary.elseExpression) }
        guard let sequence = self.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            let ternary = sequence.elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self),
            let otherwise = sequence.elements.last
        else { return nil }
        return (ternary.thenExpression, otherwise)
    }
}

/// The names of the functions called under a node, in source order: `calleeName`s, or with
/// `ownOnly` only the node's own type's (`prepare()`, `self.prepare()`).
final class CalleeNames: SyntaxVisitor {
    private let ownOnly: Bool
    private(set) var names: [String] = []

    static func `in`(_ node: some SyntaxProtocol, ownOnly: Bool = false) -> [String] {
        let finder = CalleeNames(ownOnly: ownOnly)
        finder.walk(node)
        return finder.names
    }

    private init(ownOnly: Bool) {
        self.ownOnly = ownOnly
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calleeName, !ownOnly || node.calledExpression.ownName != nil { names.append(name) }
        return .visitChildren
    }
}

extension SyntaxProtocol {
    /// The nearest ancestor `match` accepts.
    func firstAncestor(where match: (Syntax) -> Bool) -> Syntax? {
        var current = parent
        while let node = current {
            if match(node) { return node }
            current = node.parent
        }
        return nil
    }
}

extension ExprSyntax {
    /// `a.b.c` → "a.b.c" for a chain of member accesses on a name; nil for anything else.
    var dottedPath: String? {
        var node = self
        var parts: [String] = []
        while let member = node.as(MemberAccessExprSyntax.self) {
            parts.append(member.declName.baseName.text)
            guard let base = member.base else { return nil }
            node = base
        }
        guard let root = node.as(DeclReferenceExprSyntax.self) else { return nil }
        parts.append(root.baseName.text)
        return parts.reversed().joined(separator: ".")
    }
}

extension MemberAccessExprSyntax {
    /// Whether it names a modifier of a view: `view.toolbar { … }`, or `.toolbar { … }` in a
    /// `#if` that modifies the view before it (`Text(title) #if os(iOS) .toolbar { … } #endif`),
    /// not an enum case such as `.toolbar` given as an argument.
    var isViewModifier: Bool {
        if base != nil { return true }
        // Up the chain of calls and members the clause holds (`.toolbar { … }.tint(.red)`).
        var node = Syntax(self)
        while let parent = node.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                return clause.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true
            }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                node = parent
            } else if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == node.id {
                node = parent
            } else {
                return false
            }
        }
        return false
    }
}

extension FunctionCallExprSyntax {
    /// `contextMenu { … }` on `self`, in a view's extension or body: SwiftUI's modifier when it
    /// is given only closures (a function of the app's own named so takes other arguments).
    var isContextMenuOnSelf: Bool {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "contextMenu"
            && arguments.allSatisfy { $0.expression.is(ClosureExprSyntax.self) }
            && (trailingClosure != nil || !arguments.isEmpty)
    }

    /// SwiftUI's `.contextMenu` modifier: on a view (in a postfix `#if` too) or on `self`.
    var isContextMenuModifier: Bool {
        guard let access = calledExpression.as(MemberAccessExprSyntax.self) else { return isContextMenuOnSelf }
        return access.declName.baseName.text == "contextMenu" && access.isViewModifier
    }

    /// `f(…)` or `x.f(…)` → "f".
    var calleeName: String? {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
