import SwiftSyntax

extension SequenceExprSyntax {
    /// `target = value` with a single-expression value: the parser leaves assignments unfolded,
    /// as [target, =, value].
    var simpleAssignment: (target: ExprSyntax, value: ExprSyntax)? {
        let elements = Array(elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }
}

extension FunctionCallExprSyntax {
    /// `f(…)` or `x.f(…)` → "f".
    var calleeName: String? {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
