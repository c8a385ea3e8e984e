/// Parses a Swift file into a `FactsTree`, following swift-syntax's grammar where it decides a
/// fact of the project model: which `{` is a trailing closure (not after a literal, not in an
/// `if` condition unless what follows the closure says so, not an accessor block), which `(` and
/// `[` continue an expression (not at the start of a line), which `<` opens generic arguments,
/// how an operator binds, what a declaration starts with. It parses about ten times faster than
/// swift-syntax, which the linter then runs only on the files a rule checks.
///
/// It never fails and always advances: a token it cannot place is passed over, as swift-syntax
/// recovers by keeping it as unexpected text. `FactsReaderTests` holds it to the facts
/// swift-syntax's tree gives.
struct FactsParser {
    private typealias K = FactsKeyword
    private typealias T = FactsToken

    enum Flavor {
        case basic
        /// An `if`, `while`, `guard`, `for … in` or `switch` condition: a `{` ends it.
        case condition
        /// An `#if` condition: it ends with its line.
        case poundIf
    }

    private enum Context { case code, members, caseBody }

    private let text: UnsafeRawBufferPointer
    private var tokens: [FactsToken]
    /// For each bracket token, the index of its partner (or the end).
    private var partner: [Int32]
    private var index = 0
    /// Bytes of the current operator token already consumed (`>` of `>>` closing generic arguments).
    private var partial: Int32 = 0
    private var tree = FactsTree()
    /// Children of the nodes being built, innermost last (`parse` frees the buffer). In an
    /// array, moving a node's children to the tree cost 30 M instructions on ownCloud.
    private var stack = AppendBuffer<Int32>(capacity: 256)
    /// How deep the parse is; past `maximumDepth` a construct is passed over whole.
    private var depth = 0
    private static let maximumDepth = 400
    /// Generic arguments nest at most this deep, and a look ahead for them reads at most
    /// `lookaheadTokens` tokens: real code writes a few, and `A<A<A<…` looked ahead at every `<`
    /// would take time with the square of its length.
    private static let maximumGenericDepth = 64, lookaheadTokens = 512
    private var genericDepth = 0
    /// Where a look ahead gives up.
    private var lookaheadEnd = Int.max
    /// Attributes and modifiers looked at before a declaration's keyword.
    private static let maximumPrefix = 64

    static func parse(_ text: UnsafeRawBufferPointer) -> (tree: FactsTree, tokens: [FactsToken]) {
        var parser = FactsParser(text: text, tokens: FactsLexer.tokens(of: text))
        defer { parser.stack.deallocate() }
        parser.parseFile()
        return (parser.tree, parser.tokens)
    }

    private init(text: UnsafeRawBufferPointer, tokens: [FactsToken]) {
        self.text = text
        self.tokens = tokens
        partner = [Int32](repeating: Int32(tokens.count - 1), count: tokens.count)
        var open: [Int32] = []
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftBrace, .leftSquare, .interpolationOpen:
                open.append(Int32(position))
            case .rightParen, .rightBrace, .rightSquare, .interpolationClose:
                // A closing bracket pairs with the nearest opening one of its kind; others between are left open.
                let wanted: FactsToken.Kind =
                    switch token.kind {
                    case .rightParen: .leftParen
                    case .rightBrace: .leftBrace
                    case .rightSquare: .leftSquare
                    default: .interpolationOpen
                    }
                if let match = open.lastIndex(where: { tokens[Int($0)].kind == wanted }) {
                    partner[Int(open[match])] = Int32(position)
                    partner[position] = open[match]
                    open.removeSubrange(match...)
                }
            default:
                break
            }
        }
    }

    // MARK: tokens

    private var current: FactsToken { tokens[index] }
    private var kind: FactsToken.Kind { tokens[index].kind }
    private var keyword: K { K(rawValue: tokens[index].keyword) ?? .none }
    private func keywordAt(_ position: Int) -> K {
        position < tokens.count ? K(rawValue: tokens[position].keyword) ?? .none : .none
    }
    private func kindAt(_ position: Int) -> FactsToken.Kind { position < tokens.count ? tokens[position].kind : .end }
    /// Whether the token at `position` has `flag`; false past the end.
    private func hasAt(_ position: Int, _ flag: UInt8) -> Bool { position < tokens.count && tokens[position].has(flag) }
    /// The token after the bracket that closes the one at `position`: the end token when it is
    /// never closed (malformed code), never past it.
    private func after(_ position: Int) -> Int { min(Int(partner[position]) + 1, tokens.count - 1) }
    private var atEnd: Bool { tokens[index].kind == .end }
    private var startsLine: Bool { partial == 0 && tokens[index].has(T.startsLine) }

    private mutating func advance() {
        if tokens[index].kind != .end { index += 1 }
        partial = 0
    }

    /// The current token's text (what is left of it).
    private func textIs(_ expected: StaticString) -> Bool { textIs(expected, at: index, partial: partial) }

    private func textIs(_ expected: StaticString, at position: Int, partial: Int32 = 0) -> Bool {
        let token = tokens[position]
        let start = Int(token.start + partial), length = Int(token.end) - start
        guard length == expected.utf8CodeUnitCount else { return false }
        let bytes = expected.utf8Start
        for offset in 0..<length where text[start + offset] != bytes[offset] { return false }
        return true
    }

    /// Whether the current operator's text starts with `character`.
    private func operatorStarts(with character: UInt8) -> Bool {
        kind == .operator && text[Int(current.start + partial)] == character
    }

    private func operatorStarts(with character: UInt8, at position: Int) -> Bool {
        tokens[position].kind == .operator && text[Int(tokens[position].start)] == character
    }

    /// Consumes the first character of the current operator (a `<` or `>` of generic arguments).
    private mutating func consumeOperatorCharacter() {
        if Int(current.start + partial) + 1 >= Int(current.end) {
            advance()
        } else {
            partial += 1
        }
    }

    /// A postfix `?` or `!` (bound to what precedes it).
    private var atPostfixQuestionOrBang: Bool {
        guard kind == .operator, partial > 0 || current.has(T.leftBound) else { return false }
        let c = text[Int(current.start + partial)]
        guard c == UInt8(ascii: "?") || c == UInt8(ascii: "!") else { return false }
        // `x!=y` is `!=`; `x?` and `x!` stand alone, or before `.`, `?`, `!` (`x?.y`, `x!?`).
        let length = Int(current.end) - Int(current.start + partial)
        return length == 1 || text[Int(current.start + partial) + 1] == UInt8(ascii: "?")
            || text[Int(current.start + partial) + 1] == UInt8(ascii: "!")
    }

    /// In a type, a `?` or `!` bound to it wraps it, whatever follows (`T?>`, `T!)`).
    private var atTypePostfixQuestionOrBang: Bool {
        guard kind == .operator, partial > 0 || current.has(T.leftBound) else { return false }
        let c = text[Int(current.start + partial)]
        return c == UInt8(ascii: "?") || c == UInt8(ascii: "!")
    }

    private func string(_ position: Int) -> String {
        let token = tokens[position]
        return String(decoding: UnsafeRawBufferPointer(rebasing: text[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    // MARK: nodes

    private var mark: Int { stack.count }

    @discardableResult
    private mutating func make(
        _ kind: FactsTree.Kind, from first: Int, mark: Int, name: Int = -1, detail: UInt8 = 0
    ) -> Int32 {
        let last = max(first, index - (partial > 0 ? 0 : 1))
        let node = FactsTree.Node(
            kind: kind, detail: detail, name: Int32(name), first: Int32(first), last: Int32(last),
            childStart: Int32(tree.childIndices.count), childCount: Int32(stack.count - mark))
        tree.childIndices.append(contentsOf: stack.suffix(from: mark))
        stack.removeSuffix(from: mark)
        tree.nodes.append(node)
        let made = Int32(tree.nodes.count - 1)
        stack.append(made)
        return made
    }

    // MARK: items

    private mutating func parseFile() {
        let mark = self.mark
        parseItems(.code, topLevel: true)
        tree.root = make(.file, from: 0, mark: mark)
        stack.removeSuffix(from: 0)
    }

    /// Items until a `}` (or the end of a `#if` clause, or of a switch case).
    private mutating func parseItems(_ context: Context, topLevel: Bool = false) {
        while !atEnd {
            if kind == .rightBrace {
                if topLevel { advance(); continue }
                return
            }
            if kind == .pound, textIs("#endif") || textIs("#else") || textIs("#elseif") { return }
            if context == .caseBody && atStartOfSwitchCase() { return }
            let before = index
            parseItem(context)
            if index == before { advance() }
        }
    }

    private func atStartOfSwitchCase() -> Bool {
        if keyword == .case || keyword == .default { return true }
        if kind == .at, textIs("unknown", at: index + 1) { return true }
        if kind == .pound, textIs("#if") {
            // An `#if` whose clauses hold cases belongs to the switch.
            var position = index + 1
            while position < tokens.count && !tokens[position].has(T.startsLine) { position += 1 }
            return keywordAt(position) == .case || keywordAt(position) == .default
                || (kindAt(position) == .at && textIs("unknown", at: position + 1))
        }
        return false
    }

    private mutating func parseItem(_ context: Context) {
        if kind == .semicolon {
            advance()
            return
        }
        if kind == .pound, textIs("#if"), ifConfigOfAttributesEnd(index) == nil {
            parseIfConfig(context)
            return
        }
        if atStartOfDeclaration(context) {
            parseDeclaration(context)
            return
        }
        if context == .members {
            // Not a declaration: passed over (swift-syntax keeps it as unexpected text).
            if kind == .leftBrace || kind == .leftParen || kind == .leftSquare { skipBracketed() } else { advance() }
            return
        }
        parseStatement()
    }

    private mutating func parseIfConfig(_ context: Context) {
        let first = index, mark = self.mark
        while !atEnd {
            // #if, #elseif: a condition; #else: none.
            let hasCondition = !textIs("#else")
            advance()
            if hasCondition { _ = parseExpression(.poundIf) }
            if context != .members && (keyword == .case || keyword == .default || (kind == .at && textIs("unknown", at: index + 1))) {
                parseSwitchCases()
            } else {
                parseItems(context == .members ? .members : .code)
            }
            if kind == .pound, textIs("#endif") {
                advance()
                break
            }
            if !(kind == .pound && (textIs("#else") || textIs("#elseif"))) { break }
        }
        make(.ifConfig, from: first, mark: mark)
    }

    // MARK: declarations

    private func isDeclarationKeyword(_ keyword: K, at position: Int, context: Context) -> Bool {
        switch keyword {
        case .func, .var, .let, .class, .struct, .enum, .protocol, .extension, .typealias, .associatedtype,
            .import, .operator, .precedencegroup, .deinit, .subscript:
            return true
        case .`init`:
            return context == .members
        case .case:
            return context == .members
        case .actor, .macro:
            // Contextual: `actor Name`, `macro name(`.
            return kindAt(position + 1) == .identifier && keywordAt(position + 1) == .none
                && !tokens[position + 1].has(T.startsLine)
        default:
            return false
        }
    }

    private func atStartOfDeclaration(_ context: Context) -> Bool {
        var position = index
        while position < tokens.count && position - index < Self.maximumPrefix * 3 {
            let token = tokens[position]
            if token.kind == .pound, textIs("#if", at: position), let end = ifConfigOfAttributesEnd(position) {
                position = end
                continue
            }
            if token.kind == .at {
                // An attribute: @name, @name.name, @name<T>, @name(…).
                position += 2
                while kindAt(position) == .period { position += 2 }
                if kindAt(position) == .operator, text[Int(tokens[position].start)] == UInt8(ascii: "<") {
                    position = skipAngles(from: position, limit: position + Self.lookaheadTokens)
                }
                if kindAt(position) == .leftParen, !tokens[position].has(T.startsLine) {
                    position = after(position)
                }
                continue
            }
            let word = K(rawValue: token.keyword) ?? .none
            if isDeclarationKeyword(word, at: position, context: context) { return true }
            if word.isModifier || word == .static || (word == .class && position + 1 < tokens.count) {
                if word == .class && !isModifierFollower(position + 1, context) { return true }
                // A modifier only when a declaration follows (`weak` may be a variable's name).
                if kindAt(position + 1) == .leftParen, !tokens[position + 1].has(T.startsLine),
                    word != .static, word != .class
                {
                    position = after(position + 1)
                } else {
                    position += 1
                }
                continue
            }
            if token.kind == .pound && context == .members { return true }
            return false
        }
        return false
    }

    /// After `class`: a modifier (`class func`), or the declaration of a class.
    private func isModifierFollower(_ position: Int, _ context: Context) -> Bool {
        let word = keywordAt(position)
        return word.isModifier || word == .static || word == .class || kindAt(position) == .at
            || [K.func, .var, .let, .subscript, .`init`, .typealias].contains(word)
    }

    /// At `#if`: the token after its `#endif` when its clauses hold only attributes (swift-syntax
    /// then reads the `#if` as the first of the attributes of the declaration that follows), else nil.
    private func ifConfigOfAttributesEnd(_ start: Int, depth: Int = 0) -> Int? {
        guard depth < Self.maximumGenericDepth else { return nil }
        var position = start
        var sawAttributes = false
        repeat {
            position += 1  // #if, #elseif, #else
            // Its condition: the rest of the line.
            while kindAt(position) != .end && !tokens[position].has(T.startsLine) { position += 1 }
            while true {
                if kindAt(position) == .at {
                    sawAttributes = true
                    position = attributeEnd(position)
                } else if kindAt(position) == .pound, textIs("#if", at: position),
                    let end = ifConfigOfAttributesEnd(position, depth: depth + 1)
                {
                    sawAttributes = true
                    position = end
                } else {
                    break
                }
            }
        } while kindAt(position) == .pound && (textIs("#elseif", at: position) || textIs("#else", at: position))
        guard sawAttributes, kindAt(position) == .pound, textIs("#endif", at: position), tokens[position].has(T.startsLine)
        else { return nil }
        return position + 1
    }

    /// The token after the attribute at `position` (`@name`, `@name.name`, `@name<T>`, `@name(…)`).
    private func attributeEnd(_ start: Int) -> Int {
        var position = start + 2
        while kindAt(position) == .period { position += 2 }
        if kindAt(position) == .operator, text[Int(tokens[position].start)] == UInt8(ascii: "<") {
            position = skipAngles(from: position, limit: position + Self.lookaheadTokens)
        }
        if kindAt(position) == .leftParen, !tokens[position].has(T.startsLine) { position = after(position) }
        return position
    }

    /// An `#if` of attributes: its conditions and attributes, as part of the declaration.
    private mutating func parseIfConfigOfAttributes() {
        while !atEnd {
            let hasCondition = !textIs("#else")
            advance()
            if hasCondition { _ = parseExpression(.poundIf) }
            while true {
                if kind == .at {
                    parseAttribute()
                } else if kind == .pound, textIs("#if"), ifConfigOfAttributesEnd(index) != nil {
                    parseIfConfigOfAttributes()
                } else {
                    break
                }
            }
            if kind == .pound, textIs("#endif") {
                advance()
                return
            }
            guard kind == .pound, textIs("#else") || textIs("#elseif") else { return }
        }
    }

    /// Attributes and modifiers; what attribute arguments hold is parsed into the current node.
    private mutating func parseAttributesAndModifiers(_ context: Context) {
        while !atEnd {
            if kind == .at {
                parseAttribute()
                continue
            }
            if kind == .pound, textIs("#if"), ifConfigOfAttributesEnd(index) != nil {
                parseIfConfigOfAttributes()
                continue
            }
            let word = keyword
            if word == .class {
                guard isModifierFollower(index + 1, context) else { return }
                advance()
                continue
            }
            if word.isModifier || word == .static {
                advance()
                if kind == .leftParen && !startsLine { skipBracketed() }
                continue
            }
            return
        }
    }

    private static let specialAttributes: Set<String> = [
        "abi", "available", "_spi_available", "backDeployed", "_backDeploy", "differentiable", "derivative",
        "transpose", "objc", "specialized", "_specialize", "_dynamicReplacement", "_documentation", "_effects",
        "_implements", "_originallyDefinedIn", "Sendable", "rethrows",
    ]

    private mutating func parseAttribute() {
        advance()  // @
        let name = index
        let nameHasSpace = current.has(T.spaceAfter)
        advance()
        while kind == .period && kindAt(index + 1) == .identifier {
            advance()
            advance()
        }
        if operatorStarts(with: UInt8(ascii: "<")) { _ = parseGenericArguments() }
        guard kind == .leftParen, !startsLine else { return }
        // Arguments written apart from the name belong to it only when a declaration follows them.
        if nameHasSpace || current.has(T.spaceBefore) {
            let after = after(index)
            let saved = index
            index = after
            let declarationFollows = kind == .at || atStartOfDeclaration(.members)
            index = saved
            guard declarationFollows else { return }
        }
        if Self.specialAttributes.contains(string(name)) {
            skipBracketed()
            return
        }
        advance()
        parseArguments(closing: .rightParen)
    }

    private mutating func parseDeclaration(_ context: Context) {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else {
            if kind == .leftBrace { skipBracketed() } else { advance() }
            return
        }
        let first = index, mark = self.mark
        parseAttributesAndModifiers(context)
        let word = keyword
        switch word {
        case .class, .struct, .enum, .protocol, .actor:
            advance()
            let name = index
            advance()
            if operatorStarts(with: UInt8(ascii: "<")) { skipGenericParameters() }
            parseInheritance()
            skipWhereClause()
            parseMemberBlock()
            make(.typeDecl, from: first, mark: mark, name: name, detail: word.rawValue)
        case .extension:
            advance()
            let typeStart = index, typeMark = self.mark
            parseType()
            make(.extendedType, from: typeStart, mark: typeMark)
            parseInheritance()
            skipWhereClause()
            parseMemberBlock()
            make(.extensionDecl, from: first, mark: mark)
        case .func:
            advance()
            let name = index
            // `func ||<T>(…)`: the `<` that the operator's token ends with opens the generic parameters.
            let token = current
            if kind == .operator, token.end - token.start > 1, text[Int(token.end) - 1] == UInt8(ascii: "<"),
                kindAt(index + 1) == .identifier
            {
                index = skipAngles(from: index, partial: token.end - token.start - 1)
                tokens[name].end -= 1
            } else {
                advance()
            }
            let parameters = parseSignatureAndBody()
            let node = make(.functionDecl, from: first, mark: mark, name: name)
            if textIs("present", at: name) { tree.presentParameters[node] = parameters }
        case .`init`:
            advance()
            // `init?`, `init!`, and `init?<T>` (one operator token).
            if operatorStarts(with: UInt8(ascii: "?")) || operatorStarts(with: UInt8(ascii: "!")) {
                consumeOperatorCharacter()
            }
            _ = parseSignatureAndBody()
            make(.initializerDecl, from: first, mark: mark)
        case .var, .let:
            advance()
            parsePatternBindings(context)
            make(.variableDecl, from: first, mark: mark)
        case .deinit:
            advance()
            parseEffectsAndResult()
            if kind == .leftBrace { parseCodeBlock() }
            make(.otherDecl, from: first, mark: mark)
        case .subscript:
            advance()
            _ = parseSignatureAndBody(accessors: true)
            make(.otherDecl, from: first, mark: mark)
        case .case:
            advance()
            var names = 0
            while !atEnd {
                advance()  // the case's name
                names += 1
                if kind == .leftParen && !startsLine { _ = parseParameterClause() }
                if kind == .operator && textIs("=") {
                    advance()
                    _ = parseExpression(.basic)
                }
                guard kind == .comma else { break }
                advance()
            }
            // `detail`: the names an enum case declaration declares (`FactsTree.Kind.otherDecl`).
            make(.otherDecl, from: first, mark: mark, detail: UInt8(min(names, 255)))
        case .typealias, .associatedtype:
            advance()
            advance()
            if operatorStarts(with: UInt8(ascii: "<")) { skipGenericParameters() }
            if kind == .colon { parseInheritance() }
            if kind == .operator && textIs("=") {
                advance()
                parseType()
            }
            skipWhereClause()
            make(.otherDecl, from: first, mark: mark)
        case .import, .operator:
            advance()
            while !atEnd && !startsLine && kind != .semicolon && kind != .rightBrace { advance() }
            make(.otherDecl, from: first, mark: mark)
        case .precedencegroup:
            advance()
            advance()
            if kind == .leftBrace { skipBracketed() }
            make(.otherDecl, from: first, mark: mark)
        case .macro:
            advance()
            advance()
            if operatorStarts(with: UInt8(ascii: "<")) { skipGenericParameters() }
            _ = parseParameterClause()
            parseEffectsAndResult()
            if kind == .operator && textIs("=") {
                advance()
                _ = parseExpression(.basic)
            }
            skipWhereClause()
            make(.otherDecl, from: first, mark: mark)
        default:
            if kind == .pound {
                // A macro expansion as a declaration: #warning("…"), #Preview { … }.
                parseMacroExpansion(.basic)
                make(.otherDecl, from: first, mark: mark)
                return
            }
            // Attributes or modifiers before nothing a declaration starts with.
            make(.otherDecl, from: first, mark: mark)
        }
    }

    /// A function's generic parameters, parameters, effects and result, `where` clause and body
    /// (a subscript's accessors); returns its parameters.
    private mutating func parseSignatureAndBody(accessors: Bool = false) -> [(firstName: String, hasDefault: Bool)] {
        if operatorStarts(with: UInt8(ascii: "<")) { skipGenericParameters() }
        let parameters = parseParameterClause()
        parseEffectsAndResult()
        skipWhereClause()
        if kind == .leftBrace {
            if accessors { parseAccessorBlock() } else { parseCodeBlock() }
        }
        return parameters
    }

    private mutating func parseMemberBlock() {
        guard kind == .leftBrace else { return }
        advance()
        parseItems(.members)
        if kind == .rightBrace { advance() }
    }

    /// `: A, B` — each type an `inheritedType` node.
    private mutating func parseInheritance() {
        guard kind == .colon else { return }
        advance()
        while !atEnd {
            let start = index, mark = self.mark
            guard parseType() else { break }
            make(.inheritedType, from: start, mark: mark)
            guard kind == .comma else { break }
            advance()
        }
    }

    private mutating func skipWhereClause() {
        guard keyword == .where else { return }
        advance()
        while !atEnd {
            guard parseType() else { break }
            if kind == .colon {
                advance()
                parseType()
                while operatorStarts(with: UInt8(ascii: "&")) && textIs("&") {
                    advance()
                    parseType()
                }
            } else if kind == .operator && textIs("==") {
                advance()
                parseType()
            }
            guard kind == .comma else { break }
            advance()
        }
    }

    private mutating func skipGenericParameters() {
        let end = skipAngles(from: index, partial: partial)
        index = end
        partial = 0
    }

    /// The token after the `>` that closes the `<` at `position` (counting `<` and `>` in operators).
    private func skipAngles(from position: Int, partial: Int32 = 0, limit: Int = Int.max) -> Int {
        var depth = 0
        var position = position
        var offset = partial
        while position < tokens.count && tokens[position].kind != .end && position < limit {
            let token = tokens[position]
            switch token.kind {
            case .operator:
                for at in Int(token.start + offset)..<Int(token.end) {
                    if text[at] == UInt8(ascii: "<") { depth += 1 }
                    if text[at] == UInt8(ascii: ">") && !(at > Int(token.start) && text[at - 1] == UInt8(ascii: "-")) {
                        depth -= 1
                        if depth == 0 { return position + 1 }
                    }
                }
            case .leftParen, .leftSquare:
                position = Int(partner[position])
            case .leftBrace, .rightBrace, .semicolon:
                return position
            default:
                break
            }
            offset = 0
            position += 1
        }
        return min(position, tokens.count - 1)
    }

    /// `(label name: Type = default, …)`: the defaults are parsed; returns each parameter's first
    /// name and whether it has a default.
    private mutating func parseParameterClause() -> [(firstName: String, hasDefault: Bool)] {
        guard kind == .leftParen else { return [] }
        let close = Int(partner[index])
        advance()
        var parameters: [(firstName: String, hasDefault: Bool)] = []
        while !atEnd && index < close {
            let before = index
            while kind == .at { parseAttribute() }
            var firstName = ""
            var hasDefault = false
            // Names and a colon (an enum case's may have none), the type, then a default value.
            if kind == .identifier && kindAt(index + 1) == .colon {
                firstName = string(index)
                advance()
                advance()
            } else if kind == .identifier && kindAt(index + 1) == .identifier && kindAt(index + 2) == .colon {
                firstName = string(index)
                advance()
                advance()
                advance()
            }
            if parseType() {
                if kind == .operator && textIs("...") { advance() }
            }
            if kind == .operator && textIs("=") {
                advance()
                _ = parseExpression(.basic)
                hasDefault = true
            }
            parameters.append((firstName, hasDefault))
            while !atEnd && index < close && kind != .comma {
                if kind == .leftBrace || kind == .leftParen || kind == .leftSquare { skipBracketed() } else { advance() }
            }
            if kind == .comma { advance() }
            if index == before { advance() }
        }
        if index == close { advance() }
        return parameters
    }

    /// `async throws(E) -> Type`.
    private mutating func parseEffectsAndResult() {
        while keyword == .async || keyword == .throws || keyword == .rethrows || keyword == .reasync {
            advance()
            if kind == .leftParen && !startsLine { skipBracketed() }
        }
        if kind == .operator && textIs("->") {
            advance()
            parseType()
        }
    }

    private mutating func parsePatternBindings(_ context: Context) {
        while !atEnd {
            let first = index, mark = self.mark
            var name = -1
            var detail: UInt8 = 0
            if kind == .identifier && (keyword == .none || !isReservedInExpression(keyword)) {
                name = index
                advance()
            } else if kind == .leftParen {
                skipBracketed()
            } else {
                advance()
            }
            if kind == .colon {
                advance()
                let typeStart = index, typeMark = self.mark
                parseType()
                make(.typeAnnotation, from: typeStart, mark: typeMark)
                detail |= FactsTree.hasType
            }
            if kind == .operator && textIs("=") {
                advance()
                if parseExpression(.basic) != nil { detail |= FactsTree.hasInitializer }
            }
            if kind == .leftBrace
                && (detail & FactsTree.hasInitializer == 0 || !startsLine || atStartOfGetSetAccessor())
            {
                parseAccessorBlock()
                detail |= FactsTree.hasAccessors
            }
            make(.patternBinding, from: first, mark: mark, name: name, detail: detail)
            guard kind == .comma else { break }
            advance()
        }
    }

    private func isReservedInExpression(_ word: K) -> Bool {
        switch word {
        case .func, .var, .let, .class, .struct, .enum, .protocol, .extension, .`init`, .deinit, .subscript,
            .typealias, .associatedtype, .import, .case, .operator, .precedencegroup, .static, .if, .guard, .while,
            .repeat, .for, .in, .switch, .default, .do, .catch, .defer, .return, .throw, .break, .continue,
            .fallthrough, .where, .else, .try, .as, .is, .true, .false, .nil, .inout, .private, .fileprivate,
            .internal, .public, .throws, .rethrows, .wildcard:
            return true
        default:
            return false
        }
    }

    /// `{ get … set … }`, `{ didSet … }`, or a getter's statements.
    private mutating func parseAccessorBlock() {
        guard kind == .leftBrace else { return }
        let first = index, mark = self.mark
        let close = Int(partner[index])
        advance()
        if atAccessorStart() {
            while !atEnd && index < close {
                let before = index
                while kind == .at { parseAttribute() }
                while keyword.isModifier { advance() }
                // What is not an accessor here is passed over below (swift-syntax keeps it as unexpected text).
                guard keyword.isAccessor else { break }
                advance()  // get, set, didSet…
                if kind == .leftParen && !startsLine { skipBracketed() }
                parseEffectsAndResult()
                if kind == .leftBrace { parseCodeBlock() }
                if index == before { advance() }
                if !(atAccessorStart() || kind == .at) { break }
            }
        } else {
            parseItems(.code)
        }
        while !atEnd && index < close {
            // What an accessor list does not hold is passed over.
            if kind == .leftBrace { skipBracketed() } else { advance() }
        }
        if kind == .rightBrace { advance() }
        make(.codeBlock, from: first, mark: mark)
    }

    private func atAccessorStart() -> Bool {
        var position = index
        while kindAt(position) == .at {
            position += 2
            if kindAt(position) == .leftParen { position = after(position) }
        }
        while keywordAt(position).isModifier { position += 1 }
        let word = keywordAt(position)
        guard word.isAccessor else { return false }
        if word == .`init` { return true }
        let next = kindAt(position + 1)
        return next == .leftBrace || next == .rightBrace || next == .leftParen || keywordAt(position + 1).isAccessor
            || keywordAt(position + 1) == .async || keywordAt(position + 1) == .throws
            || hasAt(position + 1, T.startsLine)
    }

    /// At a `{`: does an accessor block start here (`didSet`, `willSet`, `init`, or attributes
    /// before an accessor)? Then it is not a trailing closure.
    private func atStartOfGetSetAccessor() -> Bool {
        let next = index + 1
        let word = keywordAt(next)
        if word == .didSet || word == .willSet || word == .`init` { return true }
        guard kindAt(next) == .at else { return false }
        var position = next
        while kindAt(position) == .at {
            guard kindAt(position + 1) == .identifier else { return false }
            position += 2
            if kindAt(position) == .leftParen { position = after(position) }
        }
        return keywordAt(position).isAccessor
    }

    private mutating func parseCodeBlock() {
        guard kind == .leftBrace else { return }
        let first = index, mark = self.mark
        let close = Int(partner[index])
        advance()
        parseItems(.code)
        while !atEnd && index < close { advance() }
        if kind == .rightBrace { advance() }
        make(.codeBlock, from: first, mark: mark)
    }

    /// Passes a bracketed group whole.
    private mutating func skipBracketed() {
        index = after(index)
        partial = 0
    }

    // MARK: types

    /// A type: only where it ends matters. False when nothing here is a type.
    @discardableResult
    private mutating func parseType() -> Bool {
        let start = index
        // Attributes and specifiers.
        while !atEnd {
            if kind == .at {
                advance()
                advance()
                if kind == .leftParen && !current.has(T.spaceBefore) { skipBracketed() }
                continue
            }
            let word = keyword
            if word == .inout || word == .some || word == .any || word == .each || word == .borrowing
                || word == .consuming || word == .sending || word == .__owned || word == .__shared || word == .isolated
                || word == ._const || word == .repeat
            {
                // `isolated` and `sending` are names too (`isolated: Bool`): specifiers only before a type.
                guard kindAt(index + 1) == .identifier || kindAt(index + 1) == .leftParen
                    || kindAt(index + 1) == .leftSquare || kindAt(index + 1) == .at
                else { break }
                advance()
                if word == .isolated && kind == .leftParen { skipBracketed() }
                continue
            }
            if kind == .operator && textIs("~") {
                advance()
                continue
            }
            break
        }
        switch kind {
        case .identifier:
            advance()
            if operatorStarts(with: UInt8(ascii: "<")) { _ = parseGenericArguments() }
        case .leftParen, .leftSquare:
            skipBracketed()
        default:
            index = start
            return false
        }
        // Postfix: .Member, ?, !, and a function type's effects and result.
        while !atEnd {
            if kind == .period && (kindAt(index + 1) == .identifier) {
                advance()
                advance()
                if operatorStarts(with: UInt8(ascii: "<")) { _ = parseGenericArguments() }
                continue
            }
            if atTypePostfixQuestionOrBang {
                consumeOperatorCharacter()
                continue
            }
            break
        }
        if keyword == .async || keyword == .throws || keyword == .rethrows
            || (kind == .operator && textIs("->"))
        {
            let saved = (index, partial)
            while keyword == .async || keyword == .throws || keyword == .rethrows {
                advance()
                if kind == .leftParen && !startsLine { skipBracketed() }
            }
            if kind == .operator && textIs("->") {
                advance()
                parseType()
            } else {
                (index, partial) = saved
            }
        }
        if kind == .operator && textIs("&") {
            advance()
            parseType()
        }
        return true
    }

    /// `<A, B>` after a type's name; false (nothing consumed) when it is not generic arguments.
    private mutating func parseGenericArguments() -> Bool {
        let saved = (index, partial)
        guard operatorStarts(with: UInt8(ascii: "<")), genericDepth < Self.maximumGenericDepth, index < lookaheadEnd
        else { return false }
        genericDepth += 1
        defer { genericDepth -= 1 }
        consumeOperatorCharacter()
        if !operatorStarts(with: UInt8(ascii: ">")) {
            while !atEnd {
                if kind == .number || (kind == .operator && textIs("-") && kindAt(index + 1) == .number) {
                    if kind == .operator { advance() }
                    advance()
                } else if !parseType() || index >= lookaheadEnd {
                    (index, partial) = saved
                    return false
                }
                guard kind == .comma else { break }
                advance()
            }
        }
        guard operatorStarts(with: UInt8(ascii: ">")) else {
            (index, partial) = saved
            return false
        }
        consumeOperatorCharacter()
        return true
    }

    /// In an expression, whether `<` opens generic arguments: they parse as types and what follows
    /// them can only follow a type (swift-syntax's `canParseAsGenericArgumentList`).
    private mutating func atGenericArguments() -> Bool {
        guard operatorStarts(with: UInt8(ascii: "<")), !textIs("<>") else { return false }
        let saved = (index, partial, lookaheadEnd)
        lookaheadEnd = min(lookaheadEnd, index + Self.lookaheadTokens)
        defer { (index, partial, lookaheadEnd) = saved }
        guard parseGenericArguments(), index < lookaheadEnd else { return false }
        switch kind {
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .comma, .semicolon, .end, .colon:
            return true
        case .operator:
            if textIs("&") && current.has(T.leftBound) == current.has(T.rightBound) { return true }
            return atPostfixQuestionOrBang || (partial > 0 && (operatorStarts(with: UInt8(ascii: "?"))
                || operatorStarts(with: UInt8(ascii: "!"))))
        case .leftParen, .leftSquare:
            return !startsLine
        default:
            return false
        }
    }

    // MARK: statements

    private mutating func parseStatement() {
        let first = index
        // A label: `outer: for …`.
        if kind == .identifier && kindAt(index + 1) == .colon && keyword == .none {
            let word = keywordAt(index + 2)
            if word == .for || word == .while || word == .repeat || word == .if || word == .switch || word == .do {
                advance()
                advance()
            }
        }
        let mark = self.mark
        switch keyword {
        case .return:
            advance()
            if atStartOfReturnExpression() { _ = parseExpression(.basic) }
            make(.returnStmt, from: first, mark: mark)
        case .throw:
            advance()
            _ = parseExpression(.basic)
            make(.statement, from: first, mark: mark)
        case .guard:
            advance()
            parseConditions()
            if keyword == .else { advance() }
            parseCodeBlock()
            make(.statement, from: first, mark: mark)
        case .while:
            advance()
            parseConditions()
            parseCodeBlock()
            make(.statement, from: first, mark: mark)
        case .repeat where kindAt(index + 1) == .leftBrace:
            advance()
            parseCodeBlock()
            if keyword == .while {
                advance()
                _ = parseExpression(.basic)
            }
            make(.statement, from: first, mark: mark)
        case .for:
            parseForIn(first: first, mark: mark)
        case .defer:
            advance()
            parseCodeBlock()
            make(.statement, from: first, mark: mark)
        case .break, .continue:
            advance()
            if kind == .identifier && !startsLine && keyword == .none { advance() }
            make(.statement, from: first, mark: mark)
        case .fallthrough:
            advance()
            make(.statement, from: first, mark: mark)
        case .if, .switch, .do:
            // Statements that are expressions too; as statements nothing continues them.
            _ = parseStatementExpression(.basic)
        default:
            if parseExpression(.basic) == nil, index == first { advance() }
        }
    }

    private func atStartOfReturnExpression() -> Bool {
        switch kind {
        case .rightBrace, .semicolon, .end: return false
        case .pound: return !(textIs("#if") || textIs("#endif") || textIs("#else") || textIs("#elseif"))
        default: break
        }
        switch keyword {
        case .case, .default: return false
        case .if, .switch, .do: return true
        case .return, .throw, .defer, .guard, .while, .for, .break, .continue, .fallthrough: return false
        case .repeat: return kindAt(index + 1) != .leftBrace
        default: break
        }
        if atStartOfDeclaration(.code) { return false }
        return true
    }

    private mutating func parseForIn(first: Int, mark: Int) {
        advance()  // for
        if keyword == .try { advance() }
        if keyword == .await { advance() }
        if keyword == .case {
            advance()
            _ = parseExpression(.condition, pattern: true)
        } else {
            while !atEnd && keyword != .in && kind != .leftBrace {
                if kind == .leftParen || kind == .leftSquare { skipBracketed() } else { advance() }
            }
        }
        if keyword == .in {
            advance()
            _ = parseExpression(.condition)
        }
        if keyword == .where {
            advance()
            _ = parseExpression(.condition)
        }
        parseCodeBlock()
        make(.statement, from: first, mark: mark)
    }

    /// `if`/`guard`/`while` conditions: `let x = e`, `case p = e`, `#available(…)`, expressions.
    private mutating func parseConditions() {
        while !atEnd {
            if keyword == .let || keyword == .var || (keyword == .inout && kindAt(index + 1) == .identifier) {
                advance()
                // The pattern: a name (or `_`), or a tuple.
                if kind == .leftParen { skipBracketed() } else { advance() }
                if kind == .colon {
                    advance()
                    parseType()
                }
                if kind == .operator && textIs("=") {
                    advance()
                    _ = parseExpression(.condition)
                }
            } else if keyword == .case {
                advance()
                _ = parseExpression(.condition, pattern: true)
                if kind == .colon {
                    advance()
                    parseType()
                }
                if kind == .operator && textIs("=") {
                    advance()
                    _ = parseExpression(.condition)
                }
            } else if kind == .pound && (textIs("#available") || textIs("#unavailable") || textIs("#_hasSymbol")) {
                advance()
                if kind == .leftParen { skipBracketed() }
            } else {
                guard parseExpression(.condition) != nil else { return }
            }
            guard kind == .comma else { return }
            advance()
        }
    }

    /// The statements of an `if`, `switch` or `do`, which may stand as expressions.
    private mutating func parseStatementExpression(_ flavor: Flavor) -> Int32 {
        let first = index, mark = self.mark
        switch keyword {
        case .if:
            advance()
            parseConditions()
            parseCodeBlock()
            if keyword == .else {
                advance()
                if keyword == .if {
                    _ = parseStatementExpression(flavor)
                } else {
                    parseCodeBlock()
                }
            }
        case .switch:
            advance()
            _ = parseExpression(.condition)
            if kind == .leftBrace {
                let close = Int(partner[index])
                advance()
                parseSwitchCases()
                while !atEnd && index < close { advance() }
                if kind == .rightBrace { advance() }
            }
        default:  // do
            advance()
            if keyword == .throws {
                advance()
                if kind == .leftParen { skipBracketed() }
            }
            parseCodeBlock()
            while keyword == .catch {
                advance()
                while !atEnd && kind != .leftBrace {
                    guard parseExpression(.condition, pattern: true) != nil else { break }
                    if keyword == .where {
                        advance()
                        _ = parseExpression(.condition)
                    }
                    guard kind == .comma else { break }
                    advance()
                }
                parseCodeBlock()
            }
        }
        return make(.statement, from: first, mark: mark)
    }

    /// A switch's cases (and `#if` clauses of cases) until its `}`.
    private mutating func parseSwitchCases() {
        while !atEnd && kind != .rightBrace {
            if kind == .pound, textIs("#endif") || textIs("#else") || textIs("#elseif") { return }
            let before = index
            if kind == .pound, textIs("#if") {
                parseIfConfig(.caseBody)
            } else if kind == .at || keyword == .case || keyword == .default {
                let first = index, mark = self.mark
                if kind == .at {
                    advance()
                    advance()
                }
                if keyword == .case {
                    advance()
                    while !atEnd {
                        guard parseExpression(.basic, pattern: true) != nil else { break }
                        if keyword == .where {
                            advance()
                            _ = parseExpression(.basic, pattern: true)
                        }
                        guard kind == .comma else { break }
                        advance()
                    }
                } else if keyword == .default {
                    advance()
                }
                if kind == .colon { advance() }
                let blockMark = self.mark
                parseItems(.caseBody)
                make(.codeBlock, from: first, mark: blockMark)
                make(.statement, from: first, mark: mark)
            } else {
                // Statements before any case: kept as swift-syntax keeps them, as unexpected text.
                parseItem(.code)
            }
            if index == before { advance() }
        }
    }

    // MARK: expressions

    /// An expression: one element, or a `sequence` of elements and operators. nil when nothing
    /// here starts an expression. In a `pattern`, `let x` binds and `=` ends it.
    private mutating func parseExpression(_ flavor: Flavor, pattern: Bool = false) -> Int32? {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else {
            skipToStatementEnd()
            return nil
        }
        let first = index, mark = self.mark
        guard parseElement(flavor, pattern: pattern) != nil else { return nil }
        var elements = 1
        while !atEnd {
            if flavor == .poundIf && startsLine { break }
            if kind == .operator {
                let token = current
                let binary = token.has(T.leftBound) == token.has(T.rightBound) && partial == 0
                if textIs("=") && binary {
                    if pattern { break }
                    let operatorStart = index, operatorMark = self.mark
                    advance()
                    make(.assignment, from: operatorStart, mark: operatorMark)
                } else if textIs("?") && !token.has(T.leftBound) {
                    // The ternary `? then :`.
                    let operatorStart = index, operatorMark = self.mark
                    advance()
                    _ = parseExpression(.basic, pattern: pattern)
                    if kind == .colon { advance() }
                    make(.ternary, from: operatorStart, mark: operatorMark)
                } else if binary && !textIs("->") {
                    let operatorStart = index, operatorMark = self.mark
                    advance()
                    make(.binaryOperator, from: operatorStart, mark: operatorMark)
                } else {
                    break
                }
            } else if keyword == .as || keyword == .is {
                let castStart = index, castMark = self.mark
                advance()
                if atPostfixQuestionOrBang || (kind == .operator && (textIs("?") || textIs("!"))) { advance() }
                parseType()
                make(.cast, from: castStart, mark: castMark)
                elements += 2
                continue
            } else {
                break
            }
            guard parseElement(flavor, pattern: pattern) != nil else { break }
            elements += 2
        }
        if elements == 1 { return stack.last }
        return make(.sequence, from: first, mark: mark)
    }

    private mutating func skipToStatementEnd() {
        while !atEnd && !startsLine && kind != .rightBrace && kind != .rightParen && kind != .rightSquare {
            if kind == .leftBrace || kind == .leftParen || kind == .leftSquare { skipBracketed() } else { advance() }
        }
    }

    /// A prefix-operator, `try`, `await` expression, or a postfix expression.
    private mutating func parseElement(_ flavor: Flavor, pattern: Bool) -> Int32? {
        let first = index, mark = self.mark
        switch keyword {
        case .try:
            advance()
            if atPostfixQuestionOrBang { advance() }
            guard parseElement(flavor, pattern: pattern) != nil else { return nil }
            return make(.tryExpr, from: first, mark: mark)
        case .await:
            advance()
            guard parseElement(flavor, pattern: pattern) != nil else { return nil }
            return make(.awaitExpr, from: first, mark: mark)
        case .consume, .copy, .each, .repeat, .borrow, .unsafe:
            // Contextual: an operator only before an expression on the same line.
            if keyword == .repeat || atContextualOperand(preferPostfix: keyword != .unsafe) {
                advance()
                guard parseElement(flavor, pattern: pattern) != nil else { return nil }
                return make(.prefixOperator, from: first, mark: mark)
            }
        case .let where pattern, .var where pattern:
            advance()
            guard parseElement(flavor, pattern: pattern) != nil else { return nil }
            return make(.pattern, from: first, mark: mark)
        case .is where pattern:
            advance()
            parseType()
            return make(.cast, from: first, mark: mark)
        default:
            break
        }
        if kind == .operator && partial == 0 {
            if textIs("&") && !current.has(T.spaceAfter) {
                advance()
                guard parseElement(flavor, pattern: pattern) != nil else { return nil }
                return make(.inoutExpr, from: first, mark: mark)
            }
            // A prefix operator: bound to its right only (`!x`, `-1`, `..<n`).
            if current.has(T.rightBound) && !current.has(T.leftBound) {
                advance()
                guard parseElement(flavor, pattern: pattern) != nil else { return nil }
                return make(.prefixOperator, from: first, mark: mark)
            }
        }
        return parsePostfixExpression(flavor, pattern: pattern)
    }

    /// After `consume`, `copy`, `borrow`, `each` or `unsafe`: whether an operand follows (then the
    /// word is an operator, else a name), as swift-syntax's `atContextualKeywordPrefixedSyntax`.
    private func atContextualOperand(preferPostfix: Bool) -> Bool {
        let next = index + 1
        guard next < tokens.count, !tokens[next].has(T.startsLine) else { return false }
        switch tokens[next].kind {
        case .identifier:
            switch keywordAt(next) {
            case .none, .any: return true
            case .Self, .`self`, .super, .`init`, .true, .false, .nil, .repeat, .try, .if, .switch: return true
            default: return !isReservedInExpression(keywordAt(next)) && keywordAt(next) != .`func`
            }
        case .number, .stringOpen, .regex, .at, .backslash:
            return true
        case .pound:
            return !(textIs("#if", at: next) || textIs("#else", at: next) || textIs("#elseif", at: next)
                || textIs("#endif", at: next))
        case .operator:
            return tokens[next].has(T.rightBound) && !tokens[next].has(T.leftBound)
        case .period, .leftParen, .leftSquare:
            return !preferPostfix && tokens[next].has(T.spaceBefore)
        default:
            return false
        }
    }

    private mutating func parsePostfixExpression(_ flavor: Flavor, pattern: Bool) -> Int32? {
        let first = index, mark = self.mark
        guard var isLiteral = parsePrimary(flavor, pattern: pattern) else { return nil }
        while !atEnd {
            if flavor == .poundIf && startsLine { break }
            if kind == .period {
                // `.member` (continuing on the next line too), `.0`, `.init`, `.self`.
                advance()
                skipModuleSelector()
                let name = index
                if kind == .identifier || kind == .number {
                    advance()
                } else {
                    break
                }
                if kind == .leftParen && !startsLine && atCompoundName() { skipBracketed() }
                make(.memberAccess, from: first, mark: mark, name: name, detail: 1)
                if atGenericArguments() {
                    _ = parseGenericArguments()
                    make(.genericSpecialization, from: first, mark: mark)
                }
                isLiteral = false
                continue
            }
            if kind == .leftParen && !startsLine {
                advance()
                parseArguments(closing: .rightParen, pattern: pattern)
                parseTrailingClosures(flavor)
                make(.call, from: first, mark: mark)
                isLiteral = false
                continue
            }
            if kind == .leftSquare && !startsLine {
                advance()
                parseArguments(closing: .rightSquare)
                parseTrailingClosures(flavor)
                make(.subscriptCall, from: first, mark: mark)
                isLiteral = false
                continue
            }
            if kind == .leftBrace && !isLiteral && atValidTrailingClosure(flavor) {
                parseTrailingClosures(flavor)
                make(.call, from: first, mark: mark)
                // One trailing-closure call at a time: `a { } { }` is not `a`'s second.
                if kind == .leftBrace { break }
                continue
            }
            if atPostfixQuestionOrBang {
                let bang = text[Int(current.start + partial)] == UInt8(ascii: "!")
                consumeOperatorCharacter()
                make(bang ? .forceUnwrap : .optionalChaining, from: first, mark: mark)
                continue
            }
            if kind == .operator && partial == 0 && current.has(T.leftBound) && !current.has(T.rightBound) {
                advance()
                make(.postfixOperator, from: first, mark: mark)
                continue
            }
            if kind == .pound && textIs("#if") && postfixIfConfigFollows() {
                parsePostfixIfConfig()
                continue
            }
            break
        }
        return stack.last
    }

    /// `#if` before `.modifier` lines: a postfix `#if` of a member chain.
    private func postfixIfConfigFollows() -> Bool {
        var position = index + 1
        while position < tokens.count && !tokens[position].has(T.startsLine) { position += 1 }
        return kindAt(position) == .period
    }

    private mutating func parsePostfixIfConfig() {
        let first = index, mark = self.mark
        while !atEnd {
            let hasCondition = !textIs("#else")
            advance()
            if hasCondition { _ = parseExpression(.poundIf) }
            if kind == .period { _ = parsePostfixExpression(.basic, pattern: false) }
            if kind == .pound, textIs("#endif") {
                advance()
                break
            }
            if !(kind == .pound && (textIs("#else") || textIs("#elseif"))) { break }
        }
        make(.ifConfig, from: first, mark: mark)
    }

    /// `Module::name`: the module is passed over, the name is the reference's.
    private mutating func skipModuleSelector() {
        guard kind == .identifier, kindAt(index + 1) == .colon, kindAt(index + 2) == .colon,
            !tokens[index + 1].has(T.spaceBefore), !tokens[index + 2].has(T.spaceBefore),
            kindAt(index + 3) == .identifier, !tokens[index + 3].has(T.spaceBefore)
        else { return }
        index += 3
    }

    /// `name(label:label:)`: a reference to a function by its labels, not a call.
    private func atCompoundName() -> Bool {
        var position = index + 1
        let close = Int(partner[index])
        guard position < close else { return false }
        while position < close {
            guard kindAt(position) == .identifier, keywordAt(position) != .inout, kindAt(position + 1) == .colon
            else { return false }
            position += 2
        }
        return position == close
    }

    /// Returns whether the primary expression is a literal (a literal takes no trailing closure).
    private mutating func parsePrimary(_ flavor: Flavor, pattern: Bool) -> Bool? {
        let first = index, mark = self.mark
        switch kind {
        case .identifier:
            let word = keyword
            switch word {
            case .super:
                advance()
                make(.superReference, from: first, mark: mark)
                return false
            case .true, .false, .nil, .wildcard:
                advance()
                make(.literal, from: first, mark: mark)
                return true
            case .if, .switch, .do:
                _ = parseStatementExpression(flavor)
                return false
            case .`init`, .`self`, .`Self`:
                break
            default:
                if isReservedInExpression(word) { return nil }
            }
            skipModuleSelector()
            let name = index
            advance()
            if kind == .leftParen && !startsLine && atCompoundName() { skipBracketed() }
            make(.declReference, from: first, mark: mark, name: name)
            if atGenericArguments() {
                _ = parseGenericArguments()
                make(.genericSpecialization, from: first, mark: mark)
            }
            return false
        case .number, .regex:
            advance()
            make(.literal, from: first, mark: mark)
            return true
        case .stringOpen:
            parseString()
            return true
        case .period:
            // `.member`: an implicit member.
            advance()
            let name = index
            guard kind == .identifier else { return nil }
            advance()
            if kind == .leftParen && !startsLine && atCompoundName() { skipBracketed() }
            make(.memberAccess, from: first, mark: mark, name: name)
            return false
        case .leftParen:
            advance()
            parseArguments(closing: .rightParen, pattern: pattern)
            make(.tuple, from: first, mark: mark)
            return false
        case .leftSquare:
            advance()
            parseCollectionElements()
            make(.array, from: first, mark: mark)
            return true
        case .leftBrace:
            parseClosure()
            return false
        case .backslash:
            parseKeyPath()
            return false
        case .pound:
            if textIs("#if") || textIs("#else") || textIs("#elseif") || textIs("#endif") { return nil }
            parseMacroExpansion(flavor)
            make(.macroExpansion, from: first, mark: mark)
            return false
        case .operator:
            // `<#placeholder#>` and other stray operators are not expressions.
            return nil
        default:
            return nil
        }
    }

    /// Labeled arguments up to the closing bracket (consumed).
    private mutating func parseArguments(closing: FactsToken.Kind, pattern: Bool = false) {
        let close = Int(partner[index - 1])
        while !atEnd && index < close {
            let first = index, mark = self.mark
            var label = -1
            if (kind == .identifier || keyword != .none) && kindAt(index + 1) == .colon
                && !(kindAt(index + 2) == .colon)
            {
                label = index
                advance()
                advance()
            } else if kind == .colon {
                advance()
            }
            if kind != .comma && index < close {
                if parseExpression(.basic, pattern: pattern) == nil {
                    // Not an expression (an operator passed as a function): passed over.
                    advance()
                }
            }
            make(.argument, from: first, mark: mark, name: label)
            while !atEnd && index < close && kind != .comma {
                if kind == .leftBrace || kind == .leftParen || kind == .leftSquare { skipBracketed() } else { advance() }
            }
            if kind == .comma { advance() }
        }
        if index == close && kindAt(index) == closing { advance() }
    }

    /// `[a, b]` or `[k: v]`.
    private mutating func parseCollectionElements() {
        let close = Int(partner[index - 1])
        while !atEnd && index < close {
            if kind == .colon {
                advance()
                continue
            }
            if parseExpression(.basic) == nil { advance() }
            while !atEnd && index < close && kind != .comma && kind != .colon {
                if kind == .leftBrace || kind == .leftParen || kind == .leftSquare { skipBracketed() } else { advance() }
            }
            if kind == .comma { advance() }
        }
        if index == close { advance() }
    }

    private mutating func atValidTrailingClosure(_ flavor: Flavor) -> Bool {
        guard kind == .leftBrace else { return false }
        if atStartOfGetSetAccessor() { return false }
        if keywordAt(index + 1) == .case { return false }
        guard flavor == .condition else { return flavor == .basic }
        // In a condition, the `{` opens the body unless the closure is on one line with what
        // follows it and is followed by what can only follow an expression.
        guard !tokens[index + 1].has(T.startsLine) else { return false }
        let close = Int(partner[index])
        guard kindAt(close) == .rightBrace else { return false }
        let next = close + 1
        switch kindAt(next) {
        case .leftBrace, .comma:
            return true
        case .leftSquare, .leftParen, .period, .colon:
            return !tokens[next].has(T.startsLine)
        case .operator:
            return !tokens[next].has(T.startsLine)
        case .identifier:
            let word = keywordAt(next)
            if word == .where { return true }
            return (word == .is || word == .as) && !tokens[next].has(T.startsLine)
        default:
            return false
        }
    }

    /// A closure, then `label: { … }` closures after it.
    private mutating func parseTrailingClosures(_ flavor: Flavor) {
        guard kind == .leftBrace, atValidTrailingClosure(flavor) else { return }
        let first = index, mark = self.mark
        parseClosure()
        make(.trailingClosure, from: first, mark: mark)
        while kind == .identifier && keyword != .default && kindAt(index + 1) == .colon
            && kindAt(index + 2) == .leftBrace
        {
            let labelStart = index, labelMark = self.mark
            advance()
            advance()
            parseClosure()
            make(.trailingClosure, from: labelStart, mark: labelMark, name: labelStart)
        }
    }

    private mutating func parseClosure() {
        let first = index, mark = self.mark
        let close = Int(partner[index])
        advance()
        if let inKeyword = closureSignatureEnd(close: close) {
            // Capture list initial values: `[x = value]`.
            while kind == .at { parseAttribute() }
            if kind == .leftSquare {
                let captureClose = Int(partner[index])
                advance()
                while !atEnd && index < captureClose {
                    if kind == .operator && textIs("=") {
                        advance()
                        _ = parseExpression(.basic)
                    } else {
                        advance()
                    }
                }
            }
            index = inKeyword + 1
            partial = 0
        }
        parseItems(.code)
        while !atEnd && index < close { advance() }
        if kind == .rightBrace { advance() }
        make(.closure, from: first, mark: mark)
    }

    /// The `in` that ends a closure's signature, when it has one.
    private func closureSignatureEnd(close: Int) -> Int? {
        var position = index
        while kindAt(position) == .at {
            position += 2
            if kindAt(position) == .leftParen { position = after(position) }
        }
        if kindAt(position) == .leftSquare { position = after(position) }
        if keywordAt(position) == .in { return position }
        if kindAt(position) == .leftParen {
            position = after(position)
        } else {
            // `a, b in`, `_ in`.
            while kindAt(position) == .identifier
                && (keywordAt(position) == .none || keywordAt(position) == .wildcard
                    || !isReservedInExpression(keywordAt(position)))
            {
                position += 1
                if kindAt(position) == .colon {
                    // `x: Int in` is not valid; give up.
                    return nil
                }
                guard kindAt(position) == .comma else { break }
                position += 1
            }
        }
        while keywordAt(position) == .async || keywordAt(position) == .throws || keywordAt(position) == .rethrows {
            position += 1
            if kindAt(position) == .leftParen { position = after(position) }
        }
        if kindAt(position) == .operator && textIs("->", at: position) {
            // The result type runs to the `in`.
            position += 1
            while position < close && keywordAt(position) != .in {
                switch kindAt(position) {
                case .leftParen, .leftSquare: position = after(position)
                case .leftBrace, .rightBrace, .semicolon: return nil
                default: position += 1
                }
            }
        }
        return keywordAt(position) == .in && position < close ? position : nil
    }

    private mutating func parseString() {
        let first = index, mark = self.mark
        let multiline = Int(current.end - current.start) >= 3
            && text[Int(current.end) - 1] == UInt8(ascii: "\"") && text[Int(current.end) - 2] == UInt8(ascii: "\"")
        advance()  // the opening delimiter
        while !atEnd {
            switch kind {
            case .stringSegment:
                advance()
            case .interpolationOpen:
                let close = Int(partner[index])
                advance()
                parseArgumentsInInterpolation(close: close)
            case .stringClose:
                advance()
                make(.string, from: first, mark: mark, detail: multiline ? 1 : 0)
                return
            default:
                // Unterminated: the literal ended at its line's end.
                make(.string, from: first, mark: mark, detail: multiline ? 1 : 0)
                return
            }
        }
        make(.string, from: first, mark: mark, detail: multiline ? 1 : 0)
    }

    private mutating func parseArgumentsInInterpolation(close: Int) {
        while !atEnd && index < close {
            let first = index, mark = self.mark
            var label = -1
            if kind == .identifier && kindAt(index + 1) == .colon {
                label = index
                advance()
                advance()
            }
            if parseExpression(.basic) == nil { advance() }
            make(.argument, from: first, mark: mark, name: label)
            while !atEnd && index < close && kind != .comma { advance() }
            if kind == .comma { advance() }
        }
        if kind == .interpolationClose { advance() }
    }

    /// `\Type.member`, `\.member?.other[0]`: the subscripts' arguments are expressions.
    private mutating func parseKeyPath() {
        let first = index, mark = self.mark
        advance()  // \
        if kind == .identifier && !current.has(T.spaceBefore) {
            advance()
            if operatorStarts(with: UInt8(ascii: "<")) { _ = parseGenericArguments() }
        }
        while !atEnd {
            if kind == .period && !current.has(T.spaceBefore) {
                advance()
                if kind == .identifier || kind == .number { advance() }
                continue
            }
            if atPostfixQuestionOrBang && !current.has(T.spaceBefore) {
                consumeOperatorCharacter()
                continue
            }
            if kind == .leftSquare && !current.has(T.spaceBefore) {
                advance()
                parseArguments(closing: .rightSquare)
                continue
            }
            break
        }
        make(.keyPath, from: first, mark: mark)
    }

    /// `#name`, `#name(…)`, `#name { … }`.
    private mutating func parseMacroExpansion(_ flavor: Flavor) {
        advance()
        if operatorStarts(with: UInt8(ascii: "<")) && !current.has(T.spaceBefore) { _ = parseGenericArguments() }
        if kind == .leftParen && !startsLine {
            advance()
            parseArguments(closing: .rightParen)
        }
        if kind == .leftBrace && atValidTrailingClosure(flavor) { parseTrailingClosures(flavor) }
    }
}
