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

    /// The node that declares property `name` (for findings about a property without a value).
    static func declaration(of name: String, in members: [MemberBlockItemListSyntax]) -> PatternBindingSyntax? {
        for list in members {
            for member in list {
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

    /// The single expression a getter produces, if the getter is that simple.
    static func returnedExpression(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let block else { return nil }
        let statements: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let items):
            statements = items
        case .accessors(let accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let body = getter.body
            else { return nil }
            statements = body.statements
        }
        return singleExpression(statements)
    }

    /// The expression a body of one statement produces: the expression or what it returns.
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
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

    /// The title and the node it is written at.
    var title: StringValue? {
        Members.value(of: "activityTitle", in: members).flatMap(StringValue.of)
    }

    /// Share activities show a company or service name under their icon; actions must not.
    var isShareCategory: Bool {
        guard let value = Members.value(of: "activityCategory", in: members) else { return false }
        return value.trimmedDescription.hasSuffix(".share")
    }
}
