import SwiftSyntax

/// SF Symbols named under a node: `UIImage(systemName:)`, `Image(systemName:)`,
/// `Label(_:systemImage:)`, `Button(_:systemImage:)`, SFSafeSymbols' `systemSymbol:`, and an
/// app's own initializer over an enum of symbols, `UIImage(systemIcon: .ellipsisCircle)`.
enum SymbolNames {
    /// The labels of arguments that name an SF Symbol (not `systemItem:`, a bar item's kind).
    static let labels: Set<String> = ["systemName", "systemImage", "systemSymbol", "systemIcon"]

    /// The arguments labelled as naming a symbol (`labels`), in source order.
    static func arguments(in node: some SyntaxProtocol) -> [ExprSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// The first symbol named under a node, and the expression that names it.
    static func first(in node: some SyntaxProtocol) -> (name: String, node: ExprSyntax)? {
        arguments(in: node).lazy.compactMap(name(of:)).first
    }

    /// A symbol's name as an argument gives it: a literal, an SFSafeSymbols case or an app's
    /// own enum case named the same way (`.questionmarkCircle`, `SFSymbol.line3HorizontalDecreaseCircle` → "questionmark.circle",
    /// "line.3.horizontal.decrease.circle"), the first branch of a conditional that names one, or
    /// a constant of the same file that holds one (`Constants.backImage`, `static let backImage =
    /// "chevron.left"`: the file's only constant of that name).
    static func name(of expression: ExprSyntax) -> (name: String, node: ExprSyntax)? {
        if let literal = StringValue.of(expression) { return (literal.text, literal.node) }
        if let branches = expression.conditionalBranches {
            return name(of: branches.then) ?? name(of: branches.else)
        }
        if let access = expression.as(MemberAccessExprSyntax.self),
            access.base == nil || access.base?.trimmedSource == "SFSymbol"
        {
            return (dotted(access.declName.baseName.text), expression)
        }
        if let text = constant(expression) { return (text, expression) }
        return nil
    }

    /// The literal text of `Type.name` or `name` when the file declares exactly one constant
    /// (`let`) of that name, with a string literal as its value.
    private static func constant(_ expression: ExprSyntax) -> String? {
        let name: String
        if let access = expression.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
        {
            name = access.declName.baseName.text
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        final class Constants: SyntaxVisitor {
            let name: String
            var values: [String?] = []
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return .visitChildren }
                let isLet = node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
                values.append(isLet ? node.initializer.flatMap { SymbolNames.shownOnOlderSystems($0.value).flatMap(StringValue.of)?.text } : nil)
                return .visitChildren
            }
        }
        let constants = Constants(name)
        constants.walk(expression.root)
        guard constants.values.count == 1 else { return nil }
        return constants.values[0]
    }

    /// A value chosen by the system's version (`if #available(iOS 26, *) { "ellipsis" } else
    /// { "ellipsis.circle" }`): its `olderSystemsFallback`; any other value as it is.
    static func shownOnOlderSystems(_ value: ExprSyntax) -> ExprSyntax? {
        guard let choice = value.as(IfExprSyntax.self) else { return value }
        return choice.olderSystemsFallback.flatMap { Members.singleExpression($0.statements) }
    }

    /// `line3HorizontalDecreaseCircleFill` → `line.3.horizontal.decrease.circle.fill`: a word
    /// starts at each capital and each run of digits.
    static func dotted(_ camelCase: String) -> String {
        var parts: [String] = []
        var current = ""
        for character in camelCase {
            let startsWord =
                character.isUppercase || (character.isNumber && !(current.last?.isNumber ?? false))
                || (!character.isNumber && current.last?.isNumber == true)
            if startsWord && !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(character.isUppercase ? Character(character.lowercased()) : character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts.joined(separator: ".")
    }

    private final class Finder: SyntaxVisitor {
        var found: [ExprSyntax] = []
        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if SymbolNames.labels.contains(node.label?.text ?? "") { found.append(node.expression) }
            return .visitChildren
        }
    }
}
