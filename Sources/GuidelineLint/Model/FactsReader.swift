/// Reads a file's `FileFacts` from its `FactsTree`, in one walk: the types it declares, its
/// functions with the calls they make, the types they construct and the presentations they
/// perform, what its code gives words to, and generated localized-string accessors.
///
/// Each fact is read as the linter's rules read the same code with swift-syntax (a call's name,
/// a constructed type's dotted name, a presented view, a `present(…)` that is UIKit's), so that
/// a rule and the project model agree about the code they both look at.
enum FactsReader {
    /// Members that give a control its words or image, or take it from VoiceOver.
    static let configuringMembers: Set<String> = [
        "setTitle", "setAttributedTitle", "title", "attributedTitle", "titleLabel", "setImage", "image",
        "setBackgroundImage", "configuration", "accessibilityLabel", "isAccessibilityElement", "titleView",
        "menu",
    ]

    /// Names of the modifiers that put a view on screen over the current one.
    static let presentingModifiers: [String: PresentationFacts.Kind] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover, "alert": .alert,
        "confirmationDialog": .confirmationDialog, "fileImporter": .fileImporter, "fileExporter": .fileExporter,
        "photosPicker": .photosPicker,
    ]

    /// The labels of arguments that name an SF Symbol.
    static let symbolLabels: Set<String> = ["systemName", "systemImage"]

    /// Labels of a SwiftUI menu's content closure (`Menu(content:label:)`, `.contextMenu(menuItems:)`).
    static let menuContentLabels: Set<String> = ["content", "menuItems", "menu"]

    /// `configuringMembers` and `presentingModifiers`, matched on a token's bytes.
    private static let configuringNames = NameTable(configuringMembers.sorted())
    private static let presentingNames = NameTable(presentingModifiers.keys.sorted())

    static func facts(path: String, text: UnsafeRawBufferPointer) -> FileFacts {
        let (tree, tokens) = FactsParser.parse(text)
        return tree.nodes.withUnsafeBufferPointer { nodes in
            tree.childIndices.withUnsafeBufferPointer { childIndices in
                tokens.withUnsafeBufferPointer { tokens in
                    let view = TreeView(
                        nodes: nodes, childIndices: childIndices, presentParameters: tree.presentParameters)
                    var walker = Walker(tree: view, tokens: tokens, text: text)
                    walker.visit(tree.root)
                    var facts = FileFacts(
                        path: path, types: walker.types, functions: walker.functions,
                        configured: walker.configured.sorted(), contextMenuBuilders: walker.contextMenuBuilders.sorted(),
                        menuContentTypes: walker.menuContentTypes.sorted())
                    if walker.definesTranslationFunction || walker.callsLocalizedString {
                        var collector = AccessorCollector(walker: walker)
                        collector.visit(tree.root)
                        facts.localizationAccessors = collector.found
                    }
                    return facts
                }
            }
        }
    }

    /// A `FactsTree` read through pointers: the walk reads millions of nodes.
    private struct TreeView {
        let nodes: UnsafeBufferPointer<FactsTree.Node>
        let childIndices: UnsafeBufferPointer<Int32>
        let presentParameters: [Int32: [(firstName: String, hasDefault: Bool)]]

        subscript(_ index: Int32) -> FactsTree.Node { nodes[Int(index)] }

        func children(_ index: Int32) -> Slice<UnsafeBufferPointer<Int32>> {
            let node = nodes[Int(index)]
            return childIndices[Int(node.childStart)..<Int(node.childStart + node.childCount)]
        }

        func child(_ index: Int32, _ position: Int) -> Int32? {
            let node = nodes[Int(index)]
            return position < node.childCount ? childIndices[Int(node.childStart) + position] : nil
        }
    }

    /// Names looked up by a token's bytes, without making a string.
    private struct NameTable {
        private var byLength: [[[UInt8]]] = Array(repeating: [], count: 32)
        init(_ names: [String]) {
            for name in names { byLength[name.utf8.count].append(Array(name.utf8)) }
        }
        /// The index of the name among those of its length, or nil.
        func find(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
            guard bytes.count < byLength.count else { return nil }
            for name in byLength[bytes.count] where name.elementsEqual(bytes) { return name }
            return nil
        }
    }

    private struct Walker {
        let tree: TreeView
        let tokens: UnsafeBufferPointer<FactsToken>
        let text: UnsafeRawBufferPointer
        var types: [TypeFacts] = []
        var functions: [FunctionFacts] = []
        var definesTranslationFunction = false
        /// It calls `NSLocalizedString(…)`, `String(localized:…)` or a lookup of its own that takes a
        /// translator's comment: it may declare constants of localized text (`static let remove =
        /// NSLocalizedString(…)`), collected as accessors.
        var callsLocalizedString = false
        var configured: Set<String> = []
        var contextMenuBuilders: Set<String> = []
        private var contextMenuDepth = 0
        var menuContentTypes: Set<String> = []
        /// How many SwiftUI menus' content closures enclose the node visited.
        private var menuContentDepth = 0
        private var typeNames: [String] = []
        private var savedTypeNames: [[String]] = []
        private var frames: [FunctionFrame] = []
        /// Classes, structures and extensions around the node visited, with the parameters of the
        /// `present` methods each declares (the type's own `present`, not UIKit's).
        private var presentScopes: [[[(firstName: String, hasDefault: Bool)]]] = []
        /// How deep the walk is; a subtree deeper than `maximumDepth` (no real code) is not read.
        private var depth = 0
        static let maximumDepth = 10_000

        init(tree: TreeView, tokens: UnsafeBufferPointer<FactsToken>, text: UnsafeRawBufferPointer) {
            self.tree = tree
            self.tokens = tokens
            self.text = text
        }

        // MARK: text

        func bytes(_ token: Int32) -> UnsafeRawBufferPointer {
            let token = tokens[Int(token)]
            return UnsafeRawBufferPointer(rebasing: text[Int(token.start)..<Int(token.end)])
        }

        func name(_ token: Int32) -> String { String(decoding: bytes(token), as: UTF8.self) }

        func token(_ token: Int32, is expected: StaticString) -> Bool {
            let bytes = bytes(token)
            guard bytes.count == expected.utf8CodeUnitCount else { return false }
            return UnsafeRawBufferPointer(start: expected.utf8Start, count: bytes.count).elementsEqual(bytes)
        }

        /// Whether a name starts with a capital letter (as `Character.isUppercase` says).
        func isCapitalized(_ token: Int32) -> Bool {
            let bytes = bytes(token)
            guard let first = bytes.first else { return false }
            if first < 0x80 { return first >= 0x41 && first <= 0x5A }
            return name(token).first?.isUppercase == true
        }

        /// A node's source from its first to its last token, as swift-syntax's `trimmedSource`.
        func source(_ node: Int32) -> String {
            let node = tree[node]
            let start = Int(tokens[Int(node.first)].start), end = Int(tokens[Int(node.last)].end)
            guard start < end else { return "" }
            return String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
        }

        func position(_ token: Int32) -> (line: Int, column: Int) {
            (Int(tokens[Int(token)].line), Int(tokens[Int(token)].column))
        }

        func keyword(_ token: Int32) -> FactsKeyword { FactsKeyword(rawValue: tokens[Int(token)].keyword) ?? .none }

        // MARK: the walk

        mutating func visit(_ node: Int32) {
            guard depth < Self.maximumDepth else { return }
            depth += 1
            defer { depth -= 1 }
            let current = tree[node]
            switch current.kind {
            case .typeDecl:
                let word = FactsKeyword(rawValue: current.detail) ?? .struct
                let typeKind: TypeFacts.Kind =
                    switch word {
                    case .class: .class
                    case .enum: .enum
                    case .actor: .actor
                    case .protocol: .protocol
                    default: .struct
                    }
                let name = self.name(current.name)
                record(typeNames.isEmpty ? name : typeNames.joined(separator: ".") + "." + name, typeKind, node)
                typeNames.append(name)
                let scoped = word == .class || word == .struct
                if scoped { presentScopes.append(presentMethods(of: node)) }
                visitChildren(node)
                typeNames.removeLast()
                if scoped { presentScopes.removeLast() }
                return
            case .extensionDecl:
                savedTypeNames.append(typeNames)
                let (extended, names) = extendedType(node).map(extendedName) ?? ("", [])
                record(extended, .extension, node)
                typeNames = names
                presentScopes.append(presentMethods(of: node))
                visitChildren(node)
                typeNames = savedTypeNames.removeLast()
                presentScopes.removeLast()
                return
            case .functionDecl:
                if token(current.name, is: "tr") { definesTranslationFunction = true }
                enterFunction(name(current.name), node)
                // A body of one expression returns it.
                if let body = tree.children(node).last, tree[body].kind == .codeBlock, tree[body].childCount == 1,
                    let single = singleExpression(tree.children(body).first!)
                {
                    if constructs(single, "UIActivityViewController") {
                        frames[frames.count - 1].facts.returnsActivityController = true
                    }
                    if let text = plainText(single) { frames[frames.count - 1].returnedText(text) }
                    if let path = dottedPath(single), FunctionFrame.isTypeRooted(path) { frames[frames.count - 1].returnedPath(path) }
                }
                visitChildren(node)
                leaveFunction()
                return
            case .initializerDecl:
                enterFunction("init", node)
                visitChildren(node)
                leaveFunction()
                return
            case .variableDecl:
                // A member's getter or initial value is code of its own, named after the property.
                guard frames.isEmpty else { break }
                var first: Int32?
                var opens = false
                for child in tree.children(node) where tree[child].kind == .patternBinding {
                    if first == nil { first = child }
                    if tree[child].detail & (FactsTree.hasInitializer | FactsTree.hasAccessors) != 0 { opens = true }
                }
                if opens, let first, tree[first].name >= 0 {
                    enterFunction(name(tree[first].name), node)
                    // A constant's literal value is what it gives (as `FactsCollector` reads it).
                    if let value = initialValue(of: first), let text = plainText(value) { frames[frames.count - 1].returnedText(text) }
                    visitChildren(node)
                    leaveFunction()
                    return
                }
            case .patternBinding:
                if !frames.isEmpty, current.name >= 0, let value = initialValue(of: node),
                    let type = constructedTypeToken(value)
                {
                    frames[frames.count - 1].locals[name(current.name)] = name(type)
                }
            case .call:
                let configuration = constructs(node, "UIContextMenuConfiguration")
                visitCall(node, configuration: configuration)
                let menu = isSwiftUIMenu(node)
                // `Button(action: { … }) { label }`: the trailing closure is the label.
                let makesAction =
                    (constructedTypeToken(node).map { FunctionFrame.handlerTypes.contains(name($0)) } ?? false)
                    && !tree.children(node).contains {
                        tree[$0].kind == .argument && tree[$0].name >= 0 && FunctionFrame.handlerLabels.contains(name(tree[$0].name))
                    }
                for child in tree.children(node) {
                    let content = menu && isMenuContent(child)
                    let handler = !frames.isEmpty && isHandler(child, ofAction: makesAction)
                    if content {
                        menuContentDepth += 1
                        recordHelpers(inContent: child)
                    }
                    if handler { frames[frames.count - 1].handlerDepth += 1 }
                    visit(child)
                    if handler { frames[frames.count - 1].handlerDepth -= 1 }
                    if content { menuContentDepth -= 1 }
                }
                if configuration { contextMenuDepth -= 1 }
                return
            case .memberAccess:
                visitMemberAccess(node)
            case .sequence:
                // `title = …` (or `title = c ? a : b`, five parts) in a view controller: its own
                // navigation title, as `SequenceExprSyntax.assignedValues` reads it.
                if current.childCount == 3 || (current.childCount == 5 && tree[tree.child(node, 3)!].kind == .ternary),
                    let owner = typeNames.last
                {
                    let target = tree.child(node, 0)!, operation = tree.child(node, 1)!
                    if tree[operation].kind == .assignment, tree[target].kind == .declReference,
                        token(tree[target].name, is: "title")
                    {
                        configured.insert("\(owner).title")
                    }
                }
            case .returnStmt:
                if !frames.isEmpty, let expression = tree.child(node, 0) {
                    if constructs(expression, "UIActivityViewController")
                        || (tree[expression].kind == .declReference
                            && frames[frames.count - 1].locals[name(tree[expression].name)] == "UIActivityViewController")
                    {
                        frames[frames.count - 1].facts.returnsActivityController = true
                    }
                    if let text = plainText(expression) { frames[frames.count - 1].returnedText(text) }
                    if let path = dottedPath(expression), FunctionFrame.isTypeRooted(path) {
                        frames[frames.count - 1].returnedPath(path)
                    }
                }
            default:
                break
            }
            visitChildren(node)
        }

        /// An extension's extended type (after what its attributes hold).
        func extendedType(_ node: Int32) -> Int32? { tree.children(node).first { tree[$0].kind == .extendedType } }

        /// An extended type as written without whitespace (`Outer.Inner`), and its dotted parts.
        /// Plain ASCII is read as bytes: by characters, the filter and the split cost 15,000
        /// instructions an extension.
        private func extendedName(_ type: Int32) -> (name: String, parts: [String]) {
            let node = tree[type]
            let start = Int(tokens[Int(node.first)].start), end = Int(tokens[Int(node.last)].end)
            let bytes = UnsafeRawBufferPointer(rebasing: text[start..<max(start, end)])
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x20 && !(0x09...0x0D).contains($0) }) else {
                let name = source(type).filter { !$0.isWhitespace }
                return (name, name.split(separator: ".").map(String.init))
            }
            return (
                String(decoding: bytes, as: UTF8.self),
                bytes.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
            )
        }

        private mutating func visitChildren(_ node: Int32) {
            for child in tree.children(node) { visit(child) }
        }

        /// The parameters of each `present` method a type declares among its own members.
        private func presentMethods(of node: Int32) -> [[(firstName: String, hasDefault: Bool)]] {
            guard !tree.presentParameters.isEmpty else { return [] }
            return tree.children(node).compactMap { tree[$0].kind == .functionDecl ? tree.presentParameters[$0] : nil }
        }

        /// A type's facts: what it inherits and the types of its stored properties (its own
        /// members', not those inside `#if`).
        private mutating func record(_ name: String, _ kind: TypeFacts.Kind, _ node: Int32) {
            let at = position(tree[node].first)
            var inherited: [String] = []
            var propertyTypes: [String] = []
            var caseCount = 0
            for child in tree.children(node) {
                switch tree[child].kind {
                case .inheritedType:
                    inherited.append(simpleName(child))
                case .otherDecl:
                    caseCount += Int(tree[child].detail)
                case .variableDecl:
                    for binding in tree.children(child) where tree[binding].kind == .patternBinding {
                        if tree[binding].detail & FactsTree.hasType != 0, let type = tree.child(binding, 0) {
                            propertyTypes.append(simpleName(type))
                        }
                    }
                default:
                    break
                }
            }
            types.append(
                TypeFacts(
                    name: name, kind: kind, inherited: inherited, line: at.line, column: at.column,
                    propertyTypes: propertyTypes, caseCount: caseCount))
        }

        private mutating func enterFunction(_ name: String, _ node: Int32) {
            let at = position(tree[node].first)
            frames.append(
                FunctionFrame(
                    facts: FunctionFacts(
                        owner: typeNames.isEmpty ? nil : typeNames.joined(separator: "."), name: name, line: at.line,
                        column: at.column, calls: [], constructs: [], presentations: [],
                        returnsActivityController: false, setsPopoverAnchor: false)))
        }

        private mutating func leaveFunction() {
            guard let frame = frames.popLast() else { return }
            functions.append(frame.facts)
        }

        private mutating func visitCall(_ node: Int32, configuration: Bool) {
            let calleeToken = calleeNameToken(node)
            if !callsLocalizedString, let calleeToken, let callee = tree.child(node, 0), tree[callee].kind == .declReference,
                isLocalizedStringCall(node, callee: calleeToken) || takesComment(node)
            {
                callsLocalizedString = true
            }
            if contextMenuDepth > 0, let calleeToken { contextMenuBuilders.insert(name(calleeToken)) }
            if configuration { contextMenuDepth += 1 }
            if menuContentDepth > 0, let calleeToken, tree[tree.child(node, 0)!].kind == .declReference,
                isCapitalized(calleeToken)
            {
                menuContentTypes.insert(name(calleeToken))
            }
            guard !frames.isEmpty else { return }
            let index = frames.count - 1
            if let calleeToken { frames[index].call(name(calleeToken)) }
            if let type = constructedDottedName(node) { frames[index].construct(type) }
            // `Image("chevron-left")`, `UIImage(named: "back")` (`FactsCollector` reads the same),
            // on the view's face: not in a menu's or context menu's content, which shows elsewhere.
            if menuContentDepth == 0, let calleeToken, let callee = tree.child(node, 0), tree[callee].kind == .declReference,
                let argument = tree.children(node).dropFirst().first, tree[argument].kind == .argument,
                (token(calleeToken, is: "Image") && tree[argument].name < 0)
                    || (token(calleeToken, is: "UIImage") && tree[argument].name >= 0 && token(tree[argument].name, is: "named")),
                let value = tree.child(argument, 0), let text = plainText(value)
            {
                frames[index].asset(text)
            }
            for child in tree.children(node) where menuContentDepth == 0 && tree[child].kind == .argument && tree[child].name >= 0 {
                guard FactsReader.symbolLabels.contains(name(tree[child].name)), let value = tree.child(child, 0) else {
                    continue
                }
                for text in plainTexts(under: value) { frames[index].symbol(text) }
            }
            let calledExpression = tree.child(node, 0)!
            if tree[calledExpression].kind == .memberAccess,
                let modifier = FactsReader.presentingNames.find(bytes(tree[calledExpression].name))
            {
                // `.sheet(…)`, `view.sheet(…)`, not `Type.alert(…)`.
                let base = tree.child(calledExpression, 0)
                let typeBase = base.map { tree[$0].kind == .declReference && isCapitalized(tree[$0].name) } ?? false
                if !typeBase {
                    let at = position(tree[calledExpression].name)
                    frames[index].facts.presentations.append(
                        PresentationFacts(
                            kind: FactsReader.presentingModifiers[String(decoding: modifier, as: UTF8.self)]!,
                            presented: firstView(in: node), line: at.line, column: at.column))
                }
            }
            if let (nameToken, presented) = presentCall(node) {
                let type =
                    constructedTypeToken(presented).map(name)
                    ?? (tree[presented].kind == .declReference ? frames[index].locals[name(tree[presented].name)] : nil)
                let at = position(nameToken)
                frames[index].facts.presentations.append(
                    PresentationFacts(kind: .present, presented: type, line: at.line, column: at.column))
            }
        }

        private mutating func visitMemberAccess(_ node: Int32) {
            let memberToken = tree[node].name
            if tree[node].detail == 1, FactsReader.configuringNames.find(bytes(memberToken)) != nil,
                let base = tree.child(node, 0)
            {
                let (key, last) = configuredKey(base)
                if (token(memberToken, is: "title") || token(memberToken, is: "titleView"))
                    && (key == "self" || key.hasSuffix("navigationItem"))
                {
                    if let owner = typeNames.last { configured.insert("\(owner).title") }
                } else if let last {
                    configured.insert(FileFacts.configuredKey(last, owner: key.contains(".") ? nil : typeNames.last))
                }
            }
            if !frames.isEmpty,
                token(memberToken, is: "sourceView") || token(memberToken, is: "sourceItem")
                    || token(memberToken, is: "barButtonItem")
            {
                frames[frames.count - 1].facts.setsPopoverAnchor = true
            }
        }

        /// What a member's base is called, as `ButtonMenu.key` writes it (`self.formatButton?` →
        /// `formatButton`), and its last name. A long base (a SwiftUI view's whole body) is read
        /// from its end only: a chain of such members would otherwise be read again for each.
        private func configuredKey(_ base: Int32) -> (key: Substring, last: String?) {
            let start = Int(tokens[Int(tree[base].first)].start), end = Int(tokens[Int(tree[base].last)].end)
            if end - start <= 256 {
                let key = ButtonMenu.key(source(base))
                return (Substring(key), key.split(separator: ".").last.map(String.init))
            }
            // The key without `?` and `!`, from its end: its last name, and enough to tell whether
            // it ends with `navigationItem`.
            var tail: [UInt8] = []
            var position = end - 1
            while position >= start && tail.count < 32 {
                let byte = text[position]
                if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") { tail.append(byte) }
                position -= 1
            }
            var last: [UInt8] = []
            position = end - 1
            while position >= start {
                let byte = text[position]
                position -= 1
                if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") { continue }
                if byte == UInt8(ascii: ".") {
                    if last.isEmpty { continue }
                    break
                }
                last.append(byte)
            }
            return (
                Substring(String(decoding: tail.reversed(), as: UTF8.self)),
                last.isEmpty ? nil : String(decoding: last.reversed(), as: UTF8.self)
            )
        }

        // MARK: expressions

        /// `f(…)` or `x.f(…)` → the token of "f".
        func calleeNameToken(_ call: Int32) -> Int32? {
            guard let callee = tree.child(call, 0) else { return nil }
            switch tree[callee].kind {
            case .declReference, .memberAccess: return tree[callee].name
            default: return nil
            }
        }

        func calleeName(_ call: Int32) -> String? { calleeNameToken(call).map(name) }

        /// The plain literals under a node, in source order (`FactsCollector` reads the same).
        func plainTexts(under node: Int32, depth: Int = 0) -> [String] {
            guard depth < 64 else { return [] }
            var found: [String] = []
            if let text = plainText(node) { found.append(text) }
            for child in tree.children(node) { found += plainTexts(under: child, depth: depth + 1) }
            return found
        }

        /// `A.b.c` as written without whitespace (`ExprSyntax.dottedPath`): member accesses down
        /// to a name.
        func dottedPath(_ node: Int32) -> String? {
            var current = node
            var parts: [String] = []
            while tree[current].kind == .memberAccess {
                guard tree[current].detail == 1, let base = tree.child(current, 0) else { return nil }
                parts.append(name(tree[current].name))
                current = base
            }
            guard tree[current].kind == .declReference, !parts.isEmpty else { return nil }
            parts.append(name(tree[current].name))
            return parts.reversed().joined(separator: ".")
        }

        /// A single-line literal's text when it has no interpolation.
        func plainText(_ literal: Int32) -> String? {
            guard tree[literal].kind == .string, tree[literal].childCount == 0, tree[literal].detail == 0 else { return nil }
            let first = Int(tree[literal].first), last = Int(tree[literal].last)
            var text = ""
            for position in first...last where tokens[position].kind == .stringSegment {
                text += name(Int32(position))
            }
            return text
        }

        /// `Menu(…)`, or a `.contextMenu(…)` modifier of a view (on `self` too, given only
        /// closures: `contextMenu { … }` in a view's extension).
        func isSwiftUIMenu(_ call: Int32) -> Bool {
            guard let callee = tree.child(call, 0), let token = calleeNameToken(call) else { return false }
            switch tree[callee].kind {
            case .declReference:
                if self.token(token, is: "Menu") { return true }
                return self.token(token, is: "contextMenu") && tree[call].childCount > 1
                    && tree.children(call).dropFirst().allSatisfy { child in
                        tree[child].kind == .trailingClosure
                            || (tree[child].kind == .argument && tree.child(child, 0).map { tree[$0].kind == .closure } == true)
                    }
            case .memberAccess: return tree[callee].detail == 1 && self.token(token, is: "contextMenu")
            default: return false
            }
        }

        /// The members a menu's content names to build its items elsewhere (`item.posterContextMenu`,
        /// `contextMenu(for: item)`): lower-case names its statements are or call, as
        /// `FactsCollector.helperNamed` reads them.
        private mutating func recordHelpers(inContent child: Int32) {
            guard let closure = tree.child(child, 0) else { return }
            for statement in tree.children(closure) {
                var named = statement
                if tree[statement].kind == .call, let callee = tree.child(statement, 0) { named = callee }
                let kind = tree[named].kind
                guard (kind == .memberAccess && tree[named].detail == 1) || kind == .declReference, tree[named].name >= 0,
                    !isCapitalized(tree[named].name)
                else { continue }
                menuContentTypes.insert(name(tree[named].name))
            }
        }

        /// A menu call's child that is its content closure: the first trailing closure, or a
        /// closure labelled `content:`, `menuItems:` or `menu:` (`FactsCollector.isMenuContent`).
        func isMenuContent(_ child: Int32) -> Bool {
            isClosure(child, firstTrailing: true, labelledIn: FactsReader.menuContentLabels)
        }

        /// A call's child that is an action's handler (`FunctionFacts.deferredCalls`): the first
        /// trailing closure of a call that makes an action, or a closure labelled `handler:` or
        /// `action:` (`FactsCollector.isHandler`).
        func isHandler(_ child: Int32, ofAction makesAction: Bool) -> Bool {
            isClosure(child, firstTrailing: makesAction, labelledIn: FunctionFrame.handlerLabels)
        }

        /// Whether a call's child is a closure that is its first trailing closure (when
        /// `firstTrailing` says that one counts) or is labelled with one of `labels`.
        private func isClosure(_ child: Int32, firstTrailing: Bool, labelledIn labels: Set<String>) -> Bool {
            let node = tree[child]
            guard node.kind == .trailingClosure || node.kind == .argument,
                let value = tree.child(child, 0), tree[value].kind == .closure
            else { return false }
            if node.kind == .trailingClosure && node.name < 0 { return firstTrailing }
            return node.name >= 0 && labels.contains(name(node.name))
        }

        /// A call with a `comment:` argument: a translator's comment, as a lookup of the app's own takes.
        func takesComment(_ call: Int32) -> Bool {
            tree.children(call).dropFirst().contains { tree[$0].kind == .argument && tree[$0].name >= 0 && token(tree[$0].name, is: "comment") }
        }

        /// `NSLocalizedString(…)` or `String(localized: …)`, called by a bare name.
        func isLocalizedStringCall(_ call: Int32, callee: Int32) -> Bool {
            guard let node = tree.child(call, 0), tree[node].kind == .declReference else { return false }
            if token(callee, is: "NSLocalizedString") { return true }
            guard token(callee, is: "String"),
                let first = tree.children(call).dropFirst().first(where: { tree[$0].kind == .argument })
            else { return false }
            return tree[first].name >= 0 && token(tree[first].name, is: "localized")
        }

        /// `TypeName(…)` → the token of `TypeName`, for a call that constructs a value
        /// (`Type.init(…)`, `Module.Type(…)`); nil otherwise.
        func constructedTypeToken(_ expression: Int32) -> Int32? {
            guard tree[expression].kind == .call, let callee = tree.child(expression, 0) else { return nil }
            switch tree[callee].kind {
            case .declReference:
                return tree[callee].name
            case .memberAccess where tree[callee].detail == 1:
                let member = tree[callee].name
                if token(member, is: "init") {
                    let base = tree.child(callee, 0)!
                    return tree[base].kind == .declReference ? tree[base].name : nil
                }
                return isCapitalized(member) ? member : nil
            default:
                return nil
            }
        }

        /// Whether an expression constructs a value of this type name.
        func constructs(_ expression: Int32, _ type: StaticString) -> Bool {
            constructedTypeToken(expression).map { token($0, is: type) } ?? false
        }

        /// `Type(…)`, `Module.Type(…)`, `Outer.Inner(…)`, `Type.init(…)`, `Type<T>(…)` → the dotted
        /// type name; nil for other calls.
        func constructedDottedName(_ call: Int32) -> String? {
            guard var node = tree.child(call, 0) else { return nil }
            if tree[node].kind == .memberAccess, tree[node].detail == 1, token(tree[node].name, is: "init") {
                node = tree.child(node, 0)!
            }
            if tree[node].kind == .genericSpecialization { node = tree.child(node, 0)! }
            // Most calls are `f(…)` or `x.f(…)`: answered without making a string.
            var parts: [Int32] = []
            while tree[node].kind == .memberAccess {
                guard isCapitalized(tree[node].name), tree[node].detail == 1 else { return nil }
                parts.append(tree[node].name)
                node = tree.child(node, 0)!
            }
            guard tree[node].kind == .declReference, isCapitalized(tree[node].name) else { return nil }
            if parts.isEmpty { return name(tree[node].name) }
            parts.append(tree[node].name)
            return parts.reversed().map(name).joined(separator: ".")
        }

        /// The expression a body of one statement produces: the expression or what it returns.
        func singleExpression(_ item: Int32) -> Int32? {
            switch tree[item].kind {
            case .returnStmt: return tree.child(item, 0)
            case .statement, .variableDecl, .functionDecl, .initializerDecl, .typeDecl, .extensionDecl, .otherDecl,
                .ifConfig:
                return nil
            default: return item
            }
        }

        func initialValue(of binding: Int32) -> Int32? {
            guard tree[binding].detail & FactsTree.hasInitializer != 0 else { return nil }
            return tree.child(binding, tree[binding].detail & FactsTree.hasType != 0 ? 1 : 0)
        }

        /// The closures a call passes: its trailing ones, then those written as arguments.
        func closures(of call: Int32) -> [Int32] {
            var trailing: [Int32] = []
            var arguments: [Int32] = []
            for child in tree.children(call).dropFirst() {
                guard let value = tree.child(child, 0), tree[value].kind == .closure else { continue }
                if tree[child].kind == .trailingClosure { trailing.append(value) } else { arguments.append(value) }
            }
            return trailing + arguments
        }

        /// The first type constructed in a presenting modifier's content (its closures).
        func firstView(in call: Int32) -> String? {
            for closure in closures(of: call) {
                var best: (token: Int32, name: String)?
                findConstructor(in: closure, &best)
                if let best { return best.name }
            }
            return nil
        }

        /// The call written first in a subtree whose callee is a capitalised name.
        private func findConstructor(in node: Int32, _ best: inout (token: Int32, name: String)?, depth: Int = 0) {
            guard depth < Walker.maximumDepth else { return }
            if tree[node].kind == .call, let callee = tree.child(node, 0), tree[callee].kind == .declReference {
                let token = tree[callee].name
                if best.map({ token < $0.token }) ?? true, isCapitalized(token) { best = (token, name(token)) }
            }
            for child in tree.children(node) { findConstructor(in: child, &best, depth: depth + 1) }
        }

        /// The call as UIKit's `present(_:animated:)`: its name token and what it presents; nil
        /// for another call, or a `present` of the enclosing type's own with the same labels.
        func presentCall(_ call: Int32) -> (name: Int32, presented: Int32)? {
            guard let callee = tree.child(call, 0) else { return nil }
            let kind = tree[callee].kind
            guard kind == .declReference || kind == .memberAccess, token(tree[callee].name, is: "present") else { return nil }
            let arguments = tree.children(call).dropFirst().filter { tree[$0].kind == .argument }
            // UIKit's is always called with `animated:` second (`PresentCall.hasUIKitShape`).
            guard let first = arguments.first, tree[first].name < 0, let presented = tree.child(first, 0),
                arguments.count >= 2, tree[arguments[1]].name >= 0, token(tree[arguments[1]].name, is: "animated")
            else {
                return nil
            }
            if kind == .memberAccess {
                let base = tree.child(callee, 0)
                let onSelf = base.map { tree[$0].kind == .declReference && keyword(tree[$0].name) == .`self` } ?? false
                if onSelf && callsOwnMethod(arguments) { return nil }
            } else if callsOwnMethod(arguments) {
                return nil
            }
            return (tree[callee].name, presented)
        }

        private func callsOwnMethod(_ arguments: [Int32]) -> Bool {
            guard let methods = presentScopes.last, !methods.isEmpty else { return false }
            let labels = arguments.map { tree[$0].name >= 0 ? name(tree[$0].name) : "_" }
            return methods.contains { parameters in
                parameters.count >= labels.count
                    && zip(parameters, labels).allSatisfy { $0.firstName == $1 }
                    && parameters.dropFirst(labels.count).allSatisfy(\.hasDefault)
            }
        }

        /// Whether `->` stands outside any bracket: a function type.
        static func hasTopLevelArrow(_ type: Substring) -> Bool {
            var depth = 0
            var previous: Character = " "
            for character in type {
                switch character {
                case "(", "[", "<": depth += 1
                case ")", "]": depth -= 1
                case ">": if previous == "-" { if depth == 0 { return true } } else { depth -= 1 }
                default: break
                }
                previous = character
            }
            return false
        }

        /// The last part of a plain dotted name of ASCII identifiers, optional or not (`UIView`,
        /// `Module.Name?`), the commonest types, found on its bytes; nil for any other, which
        /// `simpleName` reads by characters (Unicode letters, generics, attributes).
        static func plainSimpleName(_ type: String) -> String? {
            var parts = 0
            var lastStart = 0
            var partStart = true
            var offset = 0
            // A `?` or `!` at the end is dropped, as `simpleName` drops it.
            let optionals = type.utf8.reversed().prefix { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }.count
            let name = type.utf8.dropLast(optionals)
            for byte in name {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                    if partStart {
                        parts += 1
                        lastStart = offset
                        partStart = false
                    }
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if partStart { return nil }
                case UInt8(ascii: "."):
                    if partStart { return nil }
                    partStart = true
                default:
                    return nil
                }
                offset += 1
            }
            guard parts > 0, !partStart else { return nil }
            let last = String(decoding: name.dropFirst(lastStart), as: UTF8.self)
            // `A.Type` and `A.Protocol` are metatypes: written as they are.
            return parts > 1 && (last == "Type" || last == "Protocol") ? String(decoding: name, as: UTF8.self) : last
        }

        /// `Module.Name<T>?` → `Name`; other types as written (`[String]`, `some View`).
        func simpleName(_ typeNode: Int32) -> String {
            let written = source(typeNode)
            if let plain = Self.plainSimpleName(written) { return plain }
            var type = Substring(written)
            while true {
                // A `?` after a function type's result is the result's (`() -> T?`).
                if let last = type.last, last == "?" || last == "!", !Self.hasTopLevelArrow(type) {
                    type = type.dropLast()
                    continue
                }
                if type.first == "@" {
                    // An attribute: @name or @name(…), then space.
                    var rest = type.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                    if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
                    let trimmed = rest.drop { $0.isWhitespace }
                    guard trimmed.count < type.count else { break }
                    type = trimmed
                    continue
                }
                if let specifier = ["inout", "borrowing", "consuming", "__owned", "__shared", "sending", "_const"]
                    .first(where: { type.hasPrefix($0 + " ") })
                {
                    type = type.dropFirst(specifier.count).drop { $0.isWhitespace }
                    continue
                }
                break
            }
            // `A.B<C>.D`: the last name, unless it is `.Type` or `.Protocol` (a metatype).
            var names: [Substring] = []
            var rest = type[...]
            while let first = rest.first, first.isLetter || first == "_" || first == "`" {
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
                names.append(name)
                rest = rest.dropFirst(name.count)
                if rest.first == "<" {
                    var depth = 0
                    var end = rest.startIndex
                    for index in rest.indices {
                        if rest[index] == "<" { depth += 1 }
                        if rest[index] == ">" {
                            depth -= 1
                            if depth == 0 {
                                end = index
                                break
                            }
                        }
                    }
                    guard depth == 0 else { return String(type) }
                    rest = rest[rest.index(after: end)...]
                }
                guard rest.first == "." else { break }
                rest = rest.dropFirst()
            }
            if rest.isEmpty, let last = names.last, last != "Type" || names.count == 1, last != "Protocol" || names.count == 1 {
                return String(last)
            }
            return String(type)
        }
    }

    /// Generated accessors for localized strings (`LocalizationAccessors`): `static var share:
    /// String { L10n.tr("Localizable", "share_action") }` inside nested enums, by dotted path.
    private struct AccessorCollector {
        let walker: Walker
        var found: [String: LocalizationReference] = [:]
        private var scope: [String] = []
        private var depth = 0

        init(walker: Walker) { self.walker = walker }

        private var tree: TreeView { walker.tree }

        mutating func visit(_ node: Int32) {
            guard depth < Walker.maximumDepth else { return }
            depth += 1
            defer { depth -= 1 }
            switch tree[node].kind {
            case .typeDecl:
                let word = FactsKeyword(rawValue: tree[node].detail) ?? .none
                if word == .enum || word == .struct || word == .class {
                    scope.append(walker.name(tree[node].name))
                    for child in tree.children(node) { visit(child) }
                    scope.removeLast()
                    return
                }
            case .extensionDecl:
                scope.append(walker.extendedType(node).map(walker.source) ?? "")
                for child in tree.children(node) { visit(child) }
                scope.removeLast()
                return
            case .variableDecl:
                for binding in tree.children(node) where tree[binding].kind == .patternBinding && tree[binding].name >= 0 {
                    let initial = walker.initialValue(of: binding)
                    let getter = tree[binding].detail & FactsTree.hasAccessors != 0 ? tree.children(binding).last : nil
                    if let body = initial ?? getter, let reference = lookup(in: body) ?? (initial ?? getter.flatMap(onlyCall)).flatMap(constant) {
                        record(walker.name(tree[binding].name), reference)
                    }
                }
                return
            case .functionDecl:
                let name = walker.name(tree[node].name)
                if name != "tr", let body = tree.children(node).last, tree[body].kind == .codeBlock,
                    let reference = lookup(in: body)
                {
                    record(name, reference)
                }
                return
            default:
                break
            }
            for child in tree.children(node) { visit(child) }
        }

        private mutating func record(_ name: String, _ reference: LocalizationReference) {
            found[(scope + [name]).joined(separator: ".")] = reference
        }

        /// The call a getter's one statement makes or returns (`static var close: String {
        /// NSLocalizedString(…) }`), as `LocalizationAccessors.Collector.onlyCall` reads it.
        private func onlyCall(_ getter: Int32) -> Int32? {
            guard tree[getter].kind == .codeBlock, tree.children(getter).count == 1, var statement = tree.child(getter, 0) else { return nil }
            if tree[statement].kind == .returnStmt, let returned = tree.child(statement, 0) { statement = returned }
            return tree[statement].kind == .call ? statement : nil
        }

        /// A constant initialised (or a getter that returns) `NSLocalizedString("key",
        /// tableName:value:comment:)` or `String(localized: "key", table:defaultValue:)`, as
        /// `LocalizationReference.of` reads one.
        private func constant(_ value: Int32) -> LocalizationReference? {
            guard tree[value].kind == .call,
                let callee = walker.calleeNameToken(value)
            else { return nil }
            // An app's own lookup (`localText(key: "genericClose")`): its key, no text of its own.
            let wraps = !walker.isLocalizedStringCall(value, callee: callee)
            let arguments = tree.children(value).dropFirst().filter { tree[$0].kind == .argument }
            if wraps {
                // A capitalised callee is a type, unless it takes a translator's comment as a lookup does.
                guard let node = tree.child(value, 0), tree[node].kind == .declReference,
                    !walker.isCapitalized(callee) || walker.takesComment(value)
                else { return nil }
            }
            func literal(_ label: StaticString) -> String? {
                arguments.first { tree[$0].name >= 0 && walker.token(tree[$0].name, is: label) }
                    .flatMap { tree.child($0, 0) }.flatMap(plainText)
            }
            // Every text argument a one-line literal, or none is read (as
            // `LocalizationAccessors.Collector.textsArePlain` has it for swift-syntax's tree).
            let texts = arguments.enumerated().filter { index, argument in
                index == 0 || ["tableName", "value", "table", "defaultValue"].contains { label in
                    tree[argument].name >= 0 && walker.name(tree[argument].name) == label
                }
            }
            guard texts.allSatisfy({ tree.child($0.element, 0).flatMap(plainText) != nil }),
                let first = arguments.first, let keyNode = tree.child(first, 0), let key = plainText(keyNode)
            else {
                return nil
            }
            if wraps {
                guard tree[first].name < 0 || walker.token(tree[first].name, is: "key") else { return nil }
                return LocalizationReference(table: "Localizable", key: key, fallback: nil)
            }
            if walker.token(callee, is: "NSLocalizedString") {
                guard tree[first].name < 0 else { return nil }
                return LocalizationReference(table: literal("tableName") ?? "Localizable", key: key, fallback: literal("value") ?? key)
            }
            return LocalizationReference(table: literal("table") ?? "Localizable", key: key, fallback: literal("defaultValue") ?? key)
        }

        /// The first `tr("Table", "key", …)` call in a body with two literal arguments.
        private func lookup(in body: Int32) -> LocalizationReference? {
            var candidates: [(token: Int32, call: Int32)] = []
            collectCalls(in: body, &candidates)
            for (_, call) in candidates.sorted(by: { $0.token < $1.token }) {
                let arguments = tree.children(call).dropFirst().filter { tree[$0].kind == .argument }
                guard walker.calleeName(call) == "tr", arguments.count >= 2 else { continue }
                let literals = arguments.prefix(2).map { tree.child($0, 0).flatMap(plainText) }
                guard let table = literals[0], let key = literals[1] else { continue }
                let fallback = arguments.first { tree[$0].name >= 0 && walker.name(tree[$0].name) == "fallback" }
                    .flatMap { tree.child($0, 0) }.flatMap(plainText)
                return LocalizationReference(table: table, key: key, fallback: fallback)
            }
            return nil
        }

        /// Calls by a name or a member, with the token swift-syntax's token order meets them by.
        private func collectCalls(in node: Int32, _ calls: inout [(token: Int32, call: Int32)], depth: Int = 0) {
            guard depth < Walker.maximumDepth else { return }
            if tree[node].kind == .call, let callee = tree.child(node, 0) {
                switch tree[callee].kind {
                case .declReference:
                    calls.append((tree[callee].name, node))
                case .memberAccess:
                    let base = tree.child(callee, 0)
                    if let base, tree[base].kind == .declReference {
                        calls.append((tree[base].name, node))
                    } else {
                        calls.append((tree[callee].name, node))
                    }
                default:
                    break
                }
            }
            for child in tree.children(node) { collectCalls(in: child, &calls, depth: depth + 1) }
        }

        private func plainText(_ literal: Int32) -> String? { walker.plainText(literal) }
    }
}
