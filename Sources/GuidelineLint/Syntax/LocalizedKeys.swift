import SwiftSyntax

/// A string that is looked up in a string table when the app runs.
struct LocalizationReference: Sendable, Hashable {
    var table: String
    var key: String
    /// What shows when no table has the key: `value:`/`defaultValue:`, else the key itself; nil
    /// for generated accessors, whose default is not in the call.
    var fallback: String?

    /// The reference an expression makes, as far as its syntax says: `NSLocalizedString("key",
    /// tableName:value:)`, `String(localized: "key", table:defaultValue:)`, `"key".localized`,
    /// or, when `localizableLiteral` (SwiftUI's `LocalizedStringKey` titles), a plain literal.
    /// Keys with interpolations are not looked up (their key is a format the code builds).
    static func of(_ expression: ExprSyntax, localizableLiteral: Bool = false) -> LocalizationReference? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard localizableLiteral, let key = plainText(literal) else { return nil }
            return LocalizationReference(table: "Localizable", key: key, fallback: key)
        }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1 {
            return of(parenthesized.elements.first!.expression, localizableLiteral: localizableLiteral)
        }
        // "key".localized, "key".localized()
        let member = expression.as(MemberAccessExprSyntax.self)
            ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        if let member, ["localized", "localizedString"].contains(member.declName.baseName.text),
            let base = member.base?.as(StringLiteralExprSyntax.self), let key = plainText(base)
        {
            return LocalizationReference(table: "Localizable", key: key, fallback: key)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return nil }
        func argument(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)
                .flatMap(plainText)
        }
        switch call.calledExpression.trimmedSource {
        case "NSLocalizedString" where first.label == nil:
            guard let key = first.expression.as(StringLiteralExprSyntax.self).flatMap(plainText) else { return nil }
            return LocalizationReference(
                table: argument("tableName") ?? "Localizable", key: key, fallback: argument("value") ?? key)
        case "String" where first.label?.text == "localized":
            guard let key = first.expression.as(StringLiteralExprSyntax.self).flatMap(plainText) else { return nil }
            return LocalizationReference(
                table: argument("table") ?? "Localizable", key: key, fallback: argument("defaultValue") ?? key)
        default:
            return nil
        }
    }

    /// A key an app's own wrapper may look up (`String.localized("camera")`, `L("camera")`,
    /// `localText(key: "camera")`, `"camera".loc`, `localize(.camera)`): a plain literal first
    /// argument, a literal with a member, or a case given to a function named for localizing.
    /// Only a key the string tables hold counts (`Project.titleTexts`), so a call that merely
    /// takes some text is not read as a lookup.
    static func wrapped(_ expression: ExprSyntax) -> LocalizationReference? {
        let call = expression.as(FunctionCallExprSyntax.self)
        let literal: StringLiteralExprSyntax?
        if let base = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self)?.base?.as(StringLiteralExprSyntax.self) {
            literal = base
        } else if let first = call?.arguments.first, first.label == nil || first.label?.text == "key" {
            literal = first.expression.as(StringLiteralExprSyntax.self)
            // `localize(.back)`: a localizing function given a case of the app's keys, whose
            // name is the key when the case has no raw value of its own.
            if literal == nil, let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil,
                call?.calledExpression.trimmedSource.lowercased().contains("locali") == true
            {
                return LocalizationReference(table: "Localizable", key: member.declName.baseName.text, fallback: nil)
            }
        } else {
            literal = nil
        }
        return literal.flatMap(plainText).map { LocalizationReference(table: "Localizable", key: $0, fallback: nil) }
    }

    /// A literal's text when it has no interpolation.
    static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}

/// Generated accessors for localized strings, as SwiftGen and similar tools write them:
/// `static var share: String { L10n.tr("Localizable", "share_action") }` inside nested enums,
/// keyed by their dotted path (`L10n.Settings.share`), so `L10n.Settings.share` in code can be
/// looked up; and constants of localized text (`UserText.remove`, declared `static let remove =
/// NSLocalizedString(…)`). Collected from files that define such a `tr` function or call
/// `NSLocalizedString` or `String(localized:)` (`FactsCollector`).
enum LocalizationAccessors {
    static func collect(in tree: SourceFileSyntax) -> [String: LocalizationReference] {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    /// The dotted path an expression names (`L10n.Settings.share`, `L10n.count(3)`), to look up.
    static func path(of expression: ExprSyntax) -> String? {
        let named = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        return named.is(MemberAccessExprSyntax.self) ? named.dottedPath : nil
    }

    /// The paths `path(of:)` may name, most qualified first: a constant of a type nested in the
    /// one that uses it (`Strings.open` inside `struct ImageView`, declared as `ImageView.Strings.open`)
    /// is recorded under the enclosing types' names, as `collect` walks them.
    static func paths(of expression: ExprSyntax) -> [String] {
        guard let path = path(of: expression) else { return [] }
        var scopes: [String] = []
        var node = expression.parent
        while let current = node {
            if let named = current.asProtocol(NamedDeclSyntax.self), current.is(EnumDeclSyntax.self) || current.is(StructDeclSyntax.self)
                || current.is(ClassDeclSyntax.self)
            {
                scopes.insert(named.name.text, at: 0)
            } else if let extended = current.as(ExtensionDeclSyntax.self) {
                scopes.insert(extended.extendedType.trimmedSource, at: 0)
            }
            node = current.parent
        }
        return (0...scopes.count).reversed().map { count in (scopes.prefix(count) + [path]).joined(separator: ".") }
    }

    private final class Collector: SyntaxVisitor {
        var found: [String: LocalizationReference] = [:]
        var scope: [String] = []

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.extendedType.trimmedSource)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            scope.append(name)
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let body = binding.initializer.map { Syntax($0.value) } ?? binding.accessorBlock.map(Syntax.init)
                // A generated accessor, or a constant of localized text (`static let remove =
                // NSLocalizedString("favorite.remove", value: "Remove", comment: "")`), or one an
                // app's own lookup gives (`static let close = localText(key: "genericClose")`):
                // that key, with no text of its own (`LocalizationReference.wrapped`).
                // A getter of one statement that makes or returns the call (`static var close:
                // String { NSLocalizedString("close.title", value: "Close", comment: "") }`) too.
                let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(Self.onlyCall)
                let constant = value.flatMap { value -> LocalizationReference? in
                    guard let call = value.as(FunctionCallExprSyntax.self),
                        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), Self.textsArePlain(call)
                    else { return nil }
                    if let reference = LocalizationReference.of(value) { return reference }
                    // A capitalised callee is a type, unless it takes a translator's comment as a
                    // lookup does (`OBALoc("common.close", value: "Close", comment: "…")`).
                    guard callee.baseName.text.first?.isUppercase != true || call.arguments.contains(where: { $0.label?.text == "comment" })
                    else { return nil }
                    return LocalizationReference.wrapped(value)
                }
                if let body, let reference = Self.lookup(in: body) ?? constant { record(name, reference) }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text != "tr", let body = node.body, let reference = Self.lookup(in: Syntax(body)) {
                record(node.name.text, reference)
            }
            return .skipChildren
        }

        private func record(_ name: String, _ reference: LocalizationReference) {
            found[(scope + [name]).joined(separator: ".")] = reference
        }

        /// The call an implicit getter's one statement makes or returns.
        static func onlyCall(_ accessors: AccessorBlockSyntax) -> ExprSyntax? {
            guard case .getter(let statements) = accessors.accessors, statements.count == 1, let statement = statements.first
            else { return nil }
            let expression = statement.item.as(ReturnStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            return expression?.is(FunctionCallExprSyntax.self) == true ? expression : nil
        }

        /// Whether a localized constant's text arguments (the key, `tableName:`, `value:`, `table:`,
        /// `defaultValue:`) are one-line literals without interpolation: what both readers of facts read.
        static func textsArePlain(_ call: FunctionCallExprSyntax) -> Bool {
            call.arguments.enumerated().allSatisfy { index, argument in
                guard index == 0 || ["tableName", "value", "table", "defaultValue"].contains(argument.label?.text ?? "")
                else { return true }
                guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                    literal.openingQuote.tokenKind == .stringQuote, literal.openingPounds == nil
                else { return false }
                return LocalizationReference.plainText(literal) != nil
            }
        }

        /// The first `tr("Table", "key", …)` call in a body with two literal arguments.
        static func lookup(in body: Syntax) -> LocalizationReference? {
            for call in body.tokens(viewMode: .sourceAccurate).lazy.compactMap({
                $0.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
                    ?? $0.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self)?.parent?
                    .as(FunctionCallExprSyntax.self)
            }) {
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                guard name == "tr", call.arguments.count >= 2 else { continue }
                let literals = call.arguments.prefix(2).map {
                    $0.expression.as(StringLiteralExprSyntax.self).flatMap(LocalizationReference.plainText)
                }
                guard let table = literals[0], let key = literals[1] else { continue }
                let fallback = call.arguments.first { $0.label?.text == "fallback" }?.expression
                    .as(StringLiteralExprSyntax.self).flatMap(LocalizationReference.plainText)
                return LocalizationReference(table: table, key: key, fallback: fallback)
            }
            return nil
        }
    }
}
