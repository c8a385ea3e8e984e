import SwiftSyntax

/// Reading members of a type: the value a property returns, stored or computed.
enum Members {
    /// The expression a property named `name` evaluates to in these members: a stored
    /// initializer, or a getter that is one expression or one `return`. A getter returning
    /// another stored property of the same members is followed once.
    static func value(of name: String, in members: [MemberBlockItemListSyntax], depth: Int = 0) -> ExprSyntax? {
        for list in members {
            for member in list {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                    if let initializer = binding.initializer?.value { return initializer }
                    guard let expression = returnedExpression(binding.accessorBlock) else { return nil }
                    if depth == 0, let reference = expression.as(DeclReferenceExprSyntax.self),
                        let followed = value(of: reference.baseName.text, in: members, depth: 1)
                    {
                        return followed
                    }
                    return expression
                }
            }
        }
        return nil
    }

    /// Every expression a property named `name` can evaluate to: its value when that is one
    /// expression, else each `return` of its getter and each branch of a `switch` or `if` it
    /// produces (`switch type { case .apple: return L10n.openInMaps … }`).
    static func values(of name: String, in members: [MemberBlockItemListSyntax]) -> [ExprSyntax] {
        if let single = value(of: name, in: members) {
            return branches(of: single)
        }
        guard let binding = declaration(of: name, in: members), let block = binding.accessorBlock else { return [] }
        let body: Syntax
        switch block.accessors {
        case .getter(let items): body = Syntax(items)
        case .accessors(let accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let statements = getter.body
            else { return [] }
            body = Syntax(statements)
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.returned.flatMap(branches)
    }

    /// The branches of a `switch` or `if` expression, or the expression itself.
    private static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self).flatMap { singleExpression($0.statements) } }
                .flatMap(branches)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return ifExpression.branchStatements.flatMap { singleExpression($0).map(branches) ?? [] }
        }
        return [expression]
    }

    private final class ReturnFinder: SyntaxVisitor {
        var returned: [ExprSyntax] = []
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let expression = node.expression { returned.append(expression) }
            return .skipChildren
        }
        // A return inside a closure or nested function is not the property's.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// The members of the type whose code holds `node`: its own declaration's block first, then
    /// those of the file's other declarations and extensions of the same type (`private extension
    /// AliasView { var toolbarContent: … }`). None outside a type.
    static func blocks(around node: Syntax) -> [MemberBlockItemListSyntax] {
        guard let own = node.firstAncestor(where: { $0.is(MemberBlockSyntax.self) })?.as(MemberBlockSyntax.self),
            let group = own.parent?.asProtocol(DeclGroupSyntax.self)
        else { return [] }
        guard let name = typeName(of: group), let file = node.root.as(SourceFileSyntax.self) else { return [own.members] }
        let others = topLevelGroups(file.statements).filter { $0.memberBlock.id != own.id && typeName(of: $0) == name }
        return [own.members] + others.map(\.memberBlock.members)
    }

    /// A file's types and extensions, with those in its `#if` clauses that build for iOS
    /// (`#if os(macOS) extension Toolbar { … } #else extension Toolbar { … } #endif`).
    private static func topLevelGroups(_ statements: CodeBlockItemListSyntax) -> [any DeclGroupSyntax] {
        statements.flatMap { statement -> [any DeclGroupSyntax] in
            if let configuration = statement.item.as(IfConfigDeclSyntax.self) {
                return configuration.clauses.flatMap { clause -> [any DeclGroupSyntax] in
                    guard !UnshippedCode.isOtherPlatforms(clause), case .statements(let inner)? = clause.elements else { return [] }
                    return topLevelGroups(inner)
                }
            }
            return Syntax(statement.item).asProtocol(DeclGroupSyntax.self).map { [$0] } ?? []
        }
    }

    /// The type a method is called on: a type's name (`SharingHelper.make()`), or a constant or
    /// property (`builder`, `self.builder`) made by a type's initializer or declared with a type,
    /// in the enclosing type or its extensions in the file.
    static func receiverType(of call: FunctionCallExprSyntax) -> String? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            let name = base.ownName
        else { return nil }
        if base.is(DeclReferenceExprSyntax.self) {
            if name.first?.isUppercase == true { return name }
            if let made = Locals.resolve(base).constructedTypeName { return made }
        }
        guard let binding = declaration(of: name, in: blocks(around: Syntax(access))) else { return nil }
        if let type = binding.typeAnnotation?.type { return TypeDeclaration.simpleName(type) }
        return binding.initializer?.value.constructedTypeName
    }

    /// A type's or an extension's name as written (`AliasView`, `Settings.Row`).
    private static func typeName(of group: some DeclGroupSyntax) -> String? {
        if let extended = group.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedSource }
        return group.asProtocol(NamedDeclSyntax.self)?.name.text
    }

    /// The node that declares property `name` (for findings about a property without a value).
    static func declaration(of name: String, in members: [MemberBlockItemListSyntax]) -> PatternBindingSyntax? {
        for list in members {
            for member in builtForIOS(list) {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                if let binding = variable.bindings.first(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                }) {
                    return binding
                }
            }
        }
        return nil
    }

    /// A member list's declarations, with those of its `#if` clauses that build for iOS (not
    /// another platform's: `#if os(macOS) … #else … #endif` declares a member twice).
    static func builtForIOS(_ list: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        list.flatMap { member -> [MemberBlockItemSyntax] in
            guard let configuration = member.decl.as(IfConfigDeclSyntax.self) else { return [member] }
            return configuration.clauses.flatMap { clause -> [MemberBlockItemSyntax] in
                guard !UnshippedCode.isOtherPlatforms(clause), case .decls(let inner)? = clause.elements else { return [] }
                return builtForIOS(inner)
            }
        }
    }

    /// The single expression a getter produces, if the getter is that simple.
    static func returnedExpression(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
        block.flatMap(getterStatements).flatMap(singleExpression)
    }

    /// A computed property's getter: `{ … }`, or the `get { … }` among its accessors.
    static func getterStatements(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let items): items
        case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// The expression a body of one statement produces: the expression or what it returns.
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let statement = statements.first else { return nil }
        return statement.expression ?? statement.item.as(ReturnStmtSyntax.self)?.expression
    }
}

extension CodeBlockItemSyntax {
    /// The statement's expression, when it is one (`x = y`, `ToolbarItem { … }`, an `if`).
    var expression: ExprSyntax? { item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression }
}

extension IfExprSyntax {
    /// Each branch's statements, `else if`s followed: `if a {…} else if b {…} else {…}` gives
    /// three. Without a final `else`, nothing of the `if` shows when no condition holds.
    var branchStatements: [CodeBlockItemListSyntax] {
        var found = [body.statements]
        var next = elseBody
        while let branch = next {
            switch branch {
            case .codeBlock(let block):
                found.append(block.statements)
                next = nil
            case .ifExpr(let inner):
                found.append(inner.body.statements)
                next = inner.elseBody
            }
        }
        return found
    }

    /// Whether the chain of `else if`s ends in a plain `else`: one branch always shows.
    var hasFinalElse: Bool {
        var next = elseBody
        while let branch = next {
            switch branch {
            case .codeBlock: return true
            case .ifExpr(let inner): next = inner.elseBody
            }
        }
        return false
    }
}

/// A custom `UIActivity` subclass as one file shows it: the class and its extensions in the file.
struct ActivityDeclaration {
    var name: String
    var members: [MemberBlockItemListSyntax]

    /// Every `UIActivity` subclass declared (or extended) in the file.
    static func all(in file: SwiftFile, project: Project) -> [ActivityDeclaration] {
        var byName: [String: [MemberBlockItemListSyntax]] = [:]
        var order: [String] = []
        for type in file.types where type.kind != .other {
            let isActivity =
                type.kind == .class
                ? type.superclass.map { project.inherits($0, from: "UIActivity") } ?? false
                : project.inherits(type.name, from: "UIActivity") && type.name != "UIActivity"
            guard isActivity else { continue }
            if byName[type.name] == nil { order.append(type.name) }
            byName[type.name, default: []].append(type.members)
        }
        return order.map { ActivityDeclaration(name: $0, members: byName[$0]!) }
    }

    /// The expressions `activityTitle` returns (one per branch when it switches).
    var titleExpressions: [ExprSyntax] { Members.values(of: "activityTitle", in: members) }

    /// Share activities show a company or service name under their icon; actions must not.
    var isShareCategory: Bool {
        guard let value = Members.value(of: "activityCategory", in: members) else { return false }
        return value.trimmedSource.hasSuffix(".share")
    }
}
