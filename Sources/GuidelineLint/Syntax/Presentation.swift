import Foundation
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
        let ownMethods = OwnMethods()
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let call = PresentCall(node, ownMethods: ownMethods) { calls.append(call) }
            return .visitChildren
        }
    }

    init(call: FunctionCallExprSyntax, presented: ExprSyntax, nameNode: Syntax) {
        self.call = call
        self.presented = presented
        self.nameNode = nameNode
    }

    /// The call as UIKit's `present`, or nil when it is another call (or the type's own `present`).
    /// `ownMethods`: what a walk has learnt of its types' own `present` methods.
    init?(_ node: FunctionCallExprSyntax, ownMethods: OwnMethods) {
        let nameNode: Syntax
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "present" {
            nameNode = Syntax(reference)
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "present"
        {
            nameNode = Syntax(access.declName)
        } else {
            return nil
        }
        guard let first = node.arguments.first, first.label == nil, Self.hasUIKitShape(node),
            !Self.callsOwnMethod(node, ownMethods)
        else {
            return nil
        }
        self.init(call: node, presented: first.expression, nameNode: nameNode)
    }

    /// UIKit's `present(_:animated:completion:)` is always called with `animated:` second (it
    /// has no default): `noticeCenter.present(notice)` and `present(nextAlert:)` are other methods.
    static func hasUIKitShape(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.count >= 2 && call.arguments.dropFirst().first?.label?.text == "animated"
    }

    /// Whether `present(…)` or `self.present(…)` calls a method the enclosing type declares
    /// with the same argument labels (a helper that may configure, log or wrap), not UIKit's.
    private static func callsOwnMethod(_ call: FunctionCallExprSyntax, _ ownMethods: OwnMethods) -> Bool {
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
        {
            return false
        }
        guard
            let type = call.firstAncestor(where: {
                $0.is(ClassDeclSyntax.self) || $0.is(StructDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self)
            })
        else { return false }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return ownMethods.present(in: type).contains { parameters in
            parameters.count >= labels.count
                && zip(parameters, labels).allSatisfy { $0.label == $1 }
                && parameters.dropFirst(labels.count).allSatisfy(\.hasDefault)
        }
    }

    /// The `present` methods of each type a walk meets, read once a type: a fuzzed class with
    /// thousands of members and as many `present` calls was read over for every call.
    final class OwnMethods {
        typealias Parameters = [(label: String, hasDefault: Bool)]
        private var byType: [SyntaxIdentifier: [Parameters]] = [:]

        func present(in type: Syntax) -> [Parameters] {
            if let known = byType[type.id] { return known }
            let members =
                type.as(ClassDeclSyntax.self)?.memberBlock.members ?? type.as(StructDeclSyntax.self)?.memberBlock.members
                ?? type.as(ExtensionDeclSyntax.self)?.memberBlock.members
            let found = (members ?? []).compactMap { member -> Parameters? in
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "present" else {
                    return nil
                }
                return function.signature.parameterClause.parameters.map { ($0.firstName.text, $0.defaultValue != nil) }
            }
            byType[type.id] = found
            return found
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

    /// What one walk of a body tells about its local variables. Rules look up many `present`
    /// calls in the same body (a whole file, for top-level code), so each body is walked once.
    final class Facts {
        /// The first initial value of each `let/var name = …`.
        private(set) var initializers: [String: ExprSyntax] = [:]
        /// The declared type of each `let/var name: Type`, optionality dropped.
        private(set) var declaredTypes: [String: String] = [:]
        /// Member names used on each variable (`name.member`, `name?.member`).
        private(set) var memberAccesses: [String: Set<String>] = [:]
        /// Variables handed to a call other than `present`, or returned: they escape what we see.
        private(set) var escaping: Set<String> = []
        /// Variables assigned after their declaration (`name = …`): their initial value may not hold.
        private(set) var reassigned: Set<String> = []

        init(_ body: Syntax) {
            let walker = Walker(self)
            walker.walk(body)
        }

        private final class Walker: SyntaxVisitor {
            unowned let facts: Facts
            init(_ facts: Facts) {
                self.facts = facts
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                record(node.pattern, value: node.initializer?.value, type: node.typeAnnotation?.type)
                return .visitChildren
            }
            /// `if let name = …`, `guard let name: Type = … else`: a local too.
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                record(node.pattern, value: node.initializer?.value, type: node.typeAnnotation?.type)
                return .visitChildren
            }
            /// The first value and declared type of a variable named by `pattern`.
            private func record(_ pattern: PatternSyntax, value: ExprSyntax?, type: TypeSyntax?) {
                guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
                if facts.initializers[name] == nil, let value { facts.initializers[name] = value }
                if facts.declaredTypes[name] == nil, let type {
                    facts.declaredTypes[name] = type.trimmedSource.trimmingCharacters(in: ["?", "!"])
                }
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                var base = node.base
                if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
                if let forced = base?.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
                if let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    facts.memberAccesses[name, default: []].insert(node.declName.baseName.text)
                }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calleeName != "present" {
                    for argument in node.arguments {
                        if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                            facts.escaping.insert(name)
                        }
                    }
                }
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                // The parser leaves `name = value` unfolded: [name, =, value] (read one by one,
                // as `simpleAssignment` does).
                var elements = node.elements.makeIterator()
                if node.elements.count >= 3, let target = elements.next(), elements.next()?.is(AssignmentExprSyntax.self) == true,
                    let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                {
                    facts.reassigned.insert(name)
                }
                return .visitChildren
            }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    facts.escaping.insert(name)
                }
                return .visitChildren
            }
        }
    }

    /// `Facts` of each body asked about, walked on first use.
    struct Cache {
        private var facts: [SyntaxIdentifier: Facts] = [:]
        mutating func facts(of body: Syntax) -> Facts {
            if let known = facts[body.id] { return known }
            let new = Facts(body)
            facts[body.id] = new
            return new
        }
    }
}

extension ExprSyntax {
    /// `TypeName(…)` → `TypeName` for a call that constructs a value; nil otherwise.
    var constructedTypeName: String? {
        guard let call = self.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            // `UIActivityViewController.init(…)`
            if access.declName.baseName.text == "init" { return base.as(DeclReferenceExprSyntax.self)?.baseName.text }
            // `UIKit.UIActivityViewController(…)`, but not `x.make(…)` with a lowercase method.
            let name = access.declName.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init" {
            return call.impliedType
        }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// The type a bare `.init(…)` makes, where its place says: a declared type (`let item:
    /// UIBarButtonItem = .init(…)`) or a bar item property (`navigationItem.leftBarButtonItem =
    /// .init(image: …)`).
    fileprivate var impliedType: String? {
        if let binding = parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
        }
        if let sequence = parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
            let assignment = sequence.simpleAssignment, assignment.value.id == ExprSyntax(self).id,
            let property = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"].contains(property)
        {
            return "UIBarButtonItem"
        }
        return nil
    }
}
