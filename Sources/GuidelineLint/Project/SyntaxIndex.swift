import SwiftSyntax

/// The nodes rules look for in a checked file, listed during the one walk of its tree that reads
/// its facts for the project model. A rule then visits this short list instead of walking every
/// node and token of the tree again: forty rules' walks were most of the time checking took.
struct SyntaxIndex: Sendable {
    /// Calls, operator sequences, bindings, member accesses and function declarations, in the
    /// order a walk meets them: by position, a node before the nodes inside it.
    private var nodes: [Syntax] = []
    /// Classes, extensions and structures, nested ones included, in the same order.
    var types: [TypeDeclaration] = []

    mutating func add(_ node: some SyntaxProtocol) { nodes.append(Syntax(node)) }

    /// Calls the visitor for each listed node, in the order `SyntaxVisitor.walk` would;
    /// `.skipChildren` skips the listed nodes inside that node.
    func walk(_ visitor: some SyntaxIndexVisitor) {
        var skippedUntil: AbsolutePosition?
        for node in nodes {
            if let end = skippedUntil {
                if node.position < end { continue }
                skippedUntil = nil
            }
            let next: SyntaxVisitorContinueKind
            switch node.as(SyntaxEnum.self) {
            case .functionCallExpr(let call): next = visitor.visit(call)
            case .sequenceExpr(let sequence): next = visitor.visit(sequence)
            case .patternBinding(let binding): next = visitor.visit(binding)
            case .memberAccessExpr(let access): next = visitor.visit(access)
            case .functionDecl(let function): next = visitor.visit(function)
            default: next = .visitChildren
            }
            if next == .skipChildren { skippedUntil = node.endPosition }
        }
    }
}

/// What a rule visits in a file's `SyntaxIndex` (`SwiftFile.walk`): the kinds the index lists,
/// each `.visitChildren` unless the visitor says otherwise. A node of any other kind is never
/// visited, so a visitor that needs one walks the tree with a `SyntaxVisitor` instead.
protocol SyntaxIndexVisitor: AnyObject {
    func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind
    func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind
    func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind
    func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind
    func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind
}

extension SyntaxIndexVisitor {
    func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
}
