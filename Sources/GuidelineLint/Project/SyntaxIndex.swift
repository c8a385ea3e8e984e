import SwiftSyntax

/// The nodes rules look for in a checked file, listed in one walk of its tree. A rule then
/// visits this short list instead of walking every node and token of the tree again: forty
/// rules' walks were most of the time checking took.
struct SyntaxIndex: Sendable {
    /// A listed node, cast once when listed: forty rules visiting a file's list would otherwise
    /// each cast every node again.
    private enum Node: Sendable {
        case call(FunctionCallExprSyntax)
        case sequence(SequenceExprSyntax)
        case binding(PatternBindingSyntax)
        case access(MemberAccessExprSyntax)
        case function(FunctionDeclSyntax)

        /// Only for skipping: rare, so the type-erased node is fine.
        var syntax: Syntax {
            switch self {
            case .call(let node): Syntax(node)
            case .sequence(let node): Syntax(node)
            case .binding(let node): Syntax(node)
            case .access(let node): Syntax(node)
            case .function(let node): Syntax(node)
            }
        }
    }

    /// Calls, operator sequences, bindings, member accesses and function declarations, in the
    /// order a walk meets them: by position, a node before the nodes inside it.
    private var nodes: [Node] = []
    /// Classes, extensions and structures, nested ones included, in the same order.
    var types: [TypeDeclaration] = []

    init(_ tree: SourceFileSyntax) {
        let lister = Lister(viewMode: .sourceAccurate)
        lister.walk(tree)
        nodes = lister.nodes
        types = lister.types
    }

    private final class Lister: SyntaxVisitor {
        var nodes: [Node] = []
        var types: [TypeDeclaration] = []

        private func listType(
            _ kind: TypeDeclaration.Kind, _ name: String, _ superclass: TypeSyntax?, _ members: MemberBlockSyntax,
            _ node: some SyntaxProtocol
        ) {
            types.append(
                TypeDeclaration(
                    kind: kind, name: name, superclass: superclass.map(TypeDeclaration.simpleName),
                    superclassNode: superclass, members: members.members, node: Syntax(node)))
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            listType(.class, node.name.text, node.inheritanceClause?.inheritedTypes.first?.type, node.memberBlock, node)
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            listType(.other, node.name.text, nil, node.memberBlock, node)
            return .visitChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            listType(.extension, TypeDeclaration.simpleName(node.extendedType), nil, node.memberBlock, node)
            return .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            nodes.append(.call(node))
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            nodes.append(.sequence(node))
            return .visitChildren
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            nodes.append(.binding(node))
            return .visitChildren
        }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            nodes.append(.access(node))
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            nodes.append(.function(node))
            return .visitChildren
        }
    }

    /// Calls the visitor for each listed node, in the order `SyntaxVisitor.walk` would;
    /// `.skipChildren` skips the listed nodes inside that node.
    func walk(_ visitor: some SyntaxIndexVisitor) {
        var skippedUntil: AbsolutePosition?
        for node in nodes {
            if let end = skippedUntil {
                if node.syntax.position < end { continue }
                skippedUntil = nil
            }
            let next: SyntaxVisitorContinueKind
            switch node {
            case .call(let call): next = visitor.visit(call)
            case .sequence(let sequence): next = visitor.visit(sequence)
            case .binding(let binding): next = visitor.visit(binding)
            case .access(let access): next = visitor.visit(access)
            case .function(let function): next = visitor.visit(function)
            }
            if next == .skipChildren { skippedUntil = node.syntax.endPosition }
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
