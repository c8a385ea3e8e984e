import SwiftSyntax

/// Reads a file's `FileFacts` from swift-syntax's tree: how the linter read them before
/// `FactsReader`, kept as the reference it is held to (`FactsAgreement`). The linter itself
/// parses with swift-syntax only the files a rule checks.
enum FactsCollector {
    static func facts(of tree: SourceFileSyntax, path: String, converter: SourceLocationConverter) -> FileFacts {
        let walker = Walker(converter: converter)
        walker.walk(tree)
        var facts = FileFacts(
            path: path, types: walker.types, functions: walker.functions, configured: walker.configured.sorted(),
            contextMenuBuilders: walker.contextMenuBuilders.sorted(), menuContentTypes: walker.menuContentTypes.sorted())
        if walker.definesTranslationFunction || walker.callsLocalizedString {
            facts.localizationAccessors = LocalizationAccessors.collect(in: tree)
        }
        return facts
    }

    private final class Walker: SyntaxVisitor {
        let converter: SourceLocationConverter
        var types: [TypeFacts] = []
        var functions: [FunctionFacts] = []
        var definesTranslationFunction = false
        /// It calls `NSLocalizedString(…)`, `String(localized:…)` or a lookup of its own that takes a
        /// translator's comment (see `FactsReader`).
        var callsLocalizedString = false
        var configured: Set<String> = []
        var contextMenuBuilders: Set<String> = []
        /// How many `UIContextMenuConfiguration(…)` calls enclose the node visited.
        private var contextMenuDepth = 0
        var menuContentTypes: Set<String> = []
        /// How many SwiftUI menus' content closures enclose the node visited.
        private var menuContentDepth = 0
        private var typeNames: [String] = []
        private var frames: [FunctionFrame] = []
        /// Whether each visited variable declaration opened a frame (a member's getter or initial value).
        private var variableFrames: [Bool] = []
        private let ownMethods = PresentCall.OwnMethods()

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func position(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return (location.line, location.column)
        }

        // MARK: types

        private func enterType(
            _ name: String, _ kind: TypeFacts.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
            _ node: some SyntaxProtocol
        ) -> SyntaxVisitorContinueKind {
            let dotted = (typeNames + [name]).joined(separator: ".")
            record(dotted, kind, inheritance, members, node)
            typeNames.append(name)
            return .visitChildren
        }

        /// A type's facts: what it inherits and the types of its stored properties.
        private func record(
            _ name: String, _ kind: TypeFacts.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
            _ node: some SyntaxProtocol
        ) {
            let at = position(node)
            let propertyTypes = members.members.flatMap { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.compactMap { $0.typeAnnotation.map { TypeDeclaration.simpleName($0.type) } }
                    ?? []
            }
            let caseCount = members.members.reduce(0) { $0 + ($1.decl.as(EnumCaseDeclSyntax.self)?.elements.count ?? 0) }
            types.append(
                TypeFacts(
                    name: name, kind: kind, inherited: inheritance?.inheritedTypes.map { TypeDeclaration.simpleName($0.type) } ?? [],
                    line: at.line, column: at.column, propertyTypes: propertyTypes, caseCount: caseCount))
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            return enterType(node.name.text, .class, node.inheritanceClause, node.memberBlock, node)
        }
        override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            return enterType(node.name.text, .struct, node.inheritanceClause, node.memberBlock, node)
        }
        override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, .enum, node.inheritanceClause, node.memberBlock, node)
        }
        override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, .actor, node.inheritanceClause, node.memberBlock, node)
        }
        override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, .protocol, node.inheritanceClause, node.memberBlock, node)
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { typeNames.removeLast() }

        private var savedTypeNames: [[String]] = []
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            savedTypeNames.append(typeNames)
            let extended = node.extendedType.trimmedSource.filter { !$0.isWhitespace }
            record(extended, .extension, node.inheritanceClause, node.memberBlock, node)
            typeNames = extended.split(separator: ".").map(String.init)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeNames = savedTypeNames.removeLast() }

        // MARK: functions

        private func enterFunction(_ name: String, _ node: some SyntaxProtocol) {
            let at = position(node)
            frames.append(
                FunctionFrame(
                    facts: FunctionFacts(
                        owner: typeNames.isEmpty ? nil : typeNames.joined(separator: "."), name: name, line: at.line,
                        column: at.column, calls: [], constructs: [], presentations: [],
                        returnsActivityController: false, setsPopoverAnchor: false)))
        }

        private func leaveFunction() {
            guard let frame = frames.popLast() else { return }
            functions.append(frame.facts)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "tr" { definesTranslationFunction = true }
            enterFunction(node.name.text, node)
            // A body of one expression returns it.
            if let body = node.body, let single = Members.singleExpression(body.statements) {
                if single.constructedTypeName == "UIActivityViewController" {
                    frames[frames.count - 1].facts.returnsActivityController = true
                }
                if let text = Self.plainText(single) { frames[frames.count - 1].returnedText(text) }
                if let path = single.dottedPath, FunctionFrame.isTypeRooted(path) { frames[frames.count - 1].returnedPath(path) }
            }
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            enterFunction("init", node)
            return .visitChildren
        }
        override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            // A member's getter or initial value is code of its own, named after the property.
            let opens = frames.isEmpty
                && node.bindings.contains { $0.accessorBlock != nil || $0.initializer != nil }
            if opens, let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                enterFunction(name, node)
                variableFrames.append(true)
                // A constant's literal value is what it gives (`static let filter = "line.3.horizontal.decrease.circle"`).
                if let value = node.bindings.first?.initializer?.value, let text = Self.plainText(value) {
                    frames[frames.count - 1].returnedText(text)
                }
            } else {
                variableFrames.append(false)
            }
            return .visitChildren
        }
        override func visitPost(_ node: VariableDeclSyntax) {
            if variableFrames.popLast() == true { leaveFunction() }
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if !frames.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = node.initializer?.value.constructedTypeName
            {
                frames[frames.count - 1].locals[name] = type
            }
            return .visitChildren
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            if ExprSyntax(node).constructedTypeName == "UIContextMenuConfiguration" { contextMenuDepth -= 1 }
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            if Self.isMenuContent(node) {
                menuContentDepth += 1
                for name in node.statements.compactMap({ Self.helperNamed(by: $0) }) { menuContentTypes.insert(name) }
            }
            if !frames.isEmpty, Self.isHandler(node) { frames[frames.count - 1].handlerDepth += 1 }
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) {
            if Self.isMenuContent(node) { menuContentDepth -= 1 }
            if !frames.isEmpty, Self.isHandler(node) { frames[frames.count - 1].handlerDepth -= 1 }
        }

        /// A statement of a menu's content that names a member building the items elsewhere:
        /// `item.posterContextMenu`, `menuItems`, `contextMenu(for: item)` (a lower-case name,
        /// `ProjectIndex.menuContentViews`), as `FactsReader` reads one.
        static func helperNamed(by statement: CodeBlockItemSyntax) -> String? {
            guard let expression = statement.expression else { return nil }
            let named = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
            let name: String
            if let access = named.as(MemberAccessExprSyntax.self), access.base != nil {
                name = access.declName.baseName.text
            } else if let reference = named.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else {
                return nil
            }
            return name.first?.isUppercase == true ? nil : name
        }

        /// An action's handler (`FunctionFacts.deferredCalls`): the first trailing closure of a
        /// call that makes an action, or a closure labelled `handler:` or `action:`.
        static func isHandler(_ closure: ClosureExprSyntax) -> Bool {
            if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
                // `Button(action: { … }) { label }`: the trailing closure is the label.
                return (ExprSyntax(call).constructedTypeName.map(FunctionFrame.handlerTypes.contains) ?? false)
                    && !call.arguments.contains { FunctionFrame.handlerLabels.contains($0.label?.text ?? "") }
            }
            if let argument = closure.parent?.as(LabeledExprSyntax.self) {
                return FunctionFrame.handlerLabels.contains(argument.label?.text ?? "")
            }
            if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
                return FunctionFrame.handlerLabels.contains(element.label.text)
            }
            return false
        }

        /// A single-line string literal's text when it has no interpolation (as written, escapes
        /// and all, as `FactsReader` reads it).
        static func plainText(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingQuote.tokenKind == .stringQuote
            else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }

        /// The content closure of `Menu(…)` or `.contextMenu(…)`: the first trailing closure, or
        /// the one labelled `content:`, `menuItems:` or `menu:` (not a label or a preview).
        static func isMenuContent(_ closure: ClosureExprSyntax) -> Bool {
            let call: FunctionCallExprSyntax?
            if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
                call = parent
            } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
                FactsReader.menuContentLabels.contains(element.label.text)
            {
                call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
            } else if let argument = closure.parent?.as(LabeledExprSyntax.self),
                FactsReader.menuContentLabels.contains(argument.label?.text ?? "")
            {
                call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            } else {
                call = nil
            }
            guard let call else { return false }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text == "Menu" || call.isContextMenuOnSelf
            }
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return access.base != nil && access.declName.baseName.text == "contextMenu"
            }
            return false
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if !callsLocalizedString, let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                callsLocalizedString =
                    name == "NSLocalizedString" || (name == "String" && node.arguments.first?.label?.text == "localized")
                    || node.arguments.contains { $0.label?.text == "comment" }
            }
            if contextMenuDepth > 0, let name = node.calleeName { contextMenuBuilders.insert(name) }
            if menuContentDepth > 0, let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text.first?.isUppercase == true
            {
                menuContentTypes.insert(reference.baseName.text)
            }
            if ExprSyntax(node).constructedTypeName == "UIContextMenuConfiguration" { contextMenuDepth += 1 }
            guard !frames.isEmpty else { return .visitChildren }
            let index = frames.count - 1
            if let name = node.calleeName { frames[index].call(name) }
            if let type = Self.constructedDottedName(node) { frames[index].construct(type) }
            // Every plain literal of the argument: `"ellipsis.circle"`, each branch of
            // `compact ? "a" : "b"` or of a closure that picks one.
            // `Image("chevron-left")`, `UIImage(named: "back")`: an asset named by a plain literal,
            // on the view's face: not in a menu's or context menu's content, which shows elsewhere.
            if menuContentDepth == 0, let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                let argument = node.arguments.first,
                (reference.baseName.text == "Image" && argument.label == nil)
                    || (reference.baseName.text == "UIImage" && argument.label?.text == "named"),
                let text = Self.plainText(argument.expression)
            {
                frames[index].asset(text)
            }
            for argument in node.arguments where menuContentDepth == 0 && FactsReader.symbolLabels.contains(argument.label?.text ?? "") {
                for literal in argument.expression.tokens(viewMode: .sourceAccurate)
                where literal.tokenKind == .stringQuote && literal.parent?.is(StringLiteralExprSyntax.self) == true
                    && literal.parent?.as(StringLiteralExprSyntax.self)?.openingQuote.id == literal.id
                {
                    if let text = Self.plainText(ExprSyntax(literal.parent!.as(StringLiteralExprSyntax.self)!)) {
                        frames[index].symbol(text)
                    }
                }
            }
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                let kind = FactsReader.presentingModifiers[access.declName.baseName.text], access.base == nil
                    || !(access.base!.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false)
            {
                let at = position(access.declName)
                frames[index].facts.presentations.append(
                    PresentationFacts(kind: kind, presented: Self.firstView(in: node), line: at.line, column: at.column))
            }
            if let present = PresentCall(node, ownMethods: ownMethods) {
                let presented =
                    present.presented.constructedTypeName
                    ?? present.presented.as(DeclReferenceExprSyntax.self).flatMap { frames[index].locals[$0.baseName.text] }
                let at = position(present.nameNode)
                frames[index].facts.presentations.append(
                    PresentationFacts(kind: .present, presented: presented, line: at.line, column: at.column))
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let member = node.declName.baseName.text
            if FactsReader.configuringMembers.contains(member), let base = node.base {
                let key = ButtonMenu.key(base)
                if (member == "title" || member == "titleView") && (key == "self" || key.hasSuffix("navigationItem")) {
                    if let owner = typeNames.last { configured.insert("\(owner).title") }
                } else if let last = key.split(separator: ".").last {
                    configured.insert(FileFacts.configuredKey(String(last), owner: key.contains(".") ? nil : typeNames.last))
                }
            }
            if !frames.isEmpty, ["sourceView", "sourceItem", "barButtonItem"].contains(node.declName.baseName.text) {
                frames[frames.count - 1].facts.setsPopoverAnchor = true
            }
            return .visitChildren
        }

        /// `title = …` (or `title = c ? a : b`) in a view controller: its own navigation title.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let owner = typeNames.last, let assignment = node.assignedValues,
                assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text == "title"
            {
                configured.insert("\(owner).title")
            }
            return .visitChildren
        }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            guard !frames.isEmpty, let expression = node.expression else { return .visitChildren }
            let index = frames.count - 1
            let type =
                expression.constructedTypeName
                ?? expression.as(DeclReferenceExprSyntax.self).flatMap { frames[index].locals[$0.baseName.text] }
            if type == "UIActivityViewController" { frames[index].facts.returnsActivityController = true }
            if let text = Self.plainText(expression) { frames[index].returnedText(text) }
            if let path = expression.dottedPath, FunctionFrame.isTypeRooted(path) { frames[index].returnedPath(path) }
            return .visitChildren
        }

        /// `Type(…)`, `Module.Type(…)`, `Outer.Inner(…)`, `Type.init(…)`, `Type<T>(…)` → the dotted
        /// type name; nil for other calls.
        static func constructedDottedName(_ call: FunctionCallExprSyntax) -> String? {
            var node = call.calledExpression
            if let access = node.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init", let base = access.base {
                node = base
            }
            if let generic = node.as(GenericSpecializationExprSyntax.self) { node = generic.expression }
            guard let path = node.dottedPath, path.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true })
            else { return nil }
            return path
        }

        /// The first type constructed in a presenting modifier's content (its closures).
        static func firstView(in call: FunctionCallExprSyntax) -> String? {
            let closures = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
                + call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            for closure in closures {
                for token in closure.tokens(viewMode: .sourceAccurate) {
                    if let inner = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                        let name = constructedDottedName(inner)
                    {
                        return name
                    }
                }
            }
            return nil
        }
    }
}
