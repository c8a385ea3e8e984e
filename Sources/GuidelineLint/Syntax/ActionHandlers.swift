import SwiftSyntax

/// What a button's or menu item's handler does, followed into the functions of the same file
/// (and, for a call the file doesn't declare, the project's functions of that name): whether it
/// destroys something at once, or first asks (an alert, a dialog, a state flag that presents one).
struct ActionHandlers {
    /// Functions declared anywhere in the file, by name (overloads together), and closures
    /// handed over under a name (`functionBodies`).
    private var functions: [String: [Syntax]] = [:]

    private let index: ProjectIndex?

    init(_ file: SwiftFile, index: ProjectIndex? = nil) {
        functions = Self.functionBodies(in: file)
        self.index = index
    }

    /// Every function of the file with a body, by name (overloads together), and every closure
    /// the file hands a view or a type under a specific label (`ItemRow(removeDownloads: {
    /// showConfirm = true })`): a handler that calls `removeDownloads()` runs one of them.
    /// Generic labels (`action:`, `completion:`) name too many closures to say which runs.
    static func functionBodies(in file: SwiftFile) -> [String: [Syntax]] {
        let finder = FunctionFinder()
        file.walk(finder)
        return finder.functions
    }

    /// Words in a call's name that say it destroys data. Not "clear": as often a view's state
    /// (`filterState.clear()`) as data people keep.
    static let destructiveWords = ["delete", "remove", "erase", "trash", "discard", "destroy", "purge", "wipe", "unpublish"]
    /// Words in a call, an assignment or a presented value that say it asks first.
    static let askingWords = ["confirm", "alert", "dialog", "prompt", "ask", "warn", "sheet", "present"]

    private enum Verdict { case asks, destroys, unknown }

    /// Whether the handler destroys with nothing asking first on its way, as far as the file
    /// shows. A handler that only calls what this file cannot see, under a neutral name, is
    /// given the benefit of the doubt.
    func actsWithoutAsking(_ handler: ExprSyntax) -> Bool {
        if let reference = handler.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // A closure the view was handed (`action: onDeleteDraft`, a stored property the
            // project declares no function for): what runs is its caller's choice, often a
            // confirmation; its name alone would be a guess.
            if functions[name] == nil, let index, !index.declaresFunction(named: name) { return false }
            return verdict(ofCall: name, depth: 0) == .destroys
        }
        if let access = handler.as(MemberAccessExprSyntax.self) {
            return verdict(ofCall: access.declName.baseName.text, depth: 0) == .destroys
        }
        return verdict(of: Syntax(handler), depth: 0) == .destroys
    }

    /// `showDeleteConfirmation` → show, delete, confirmation.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in text {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase && previousIsLower {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    static func says(_ text: String, any prefixes: [String]) -> Bool {
        words(text).contains { word in prefixes.contains { word.hasPrefix($0) } }
    }

    /// `receiverType`: the type the call is made on, when the code says (`Members.receiverType`).
    private func verdict(ofCall name: String, receiverType: String? = nil, depth: Int) -> Verdict {
        if Self.says(name, any: Self.askingWords) { return .asks }
        let housekeeping = name.hasPrefix("removeFrom") || name.hasPrefix("removeObserver")
        var result: Verdict = !housekeeping && Self.says(name, any: Self.destructiveWords) ? .destroys : .unknown
        // `model.onDeleteTap()`, declared in another file, where it toggles the alert's flag:
        // the receiver's type's function when the file says its type, else every one so named.
        if functions[name] == nil, index?.asksFirst(name, of: receiverType) == true { return .asks }
        if depth < 3, let bodies = functions[name] {
            for body in bodies {
                switch verdict(of: body, depth: depth + 1) {
                case .asks: return .asks
                case .destroys: result = .destroys
                case .unknown: break
                }
            }
        }
        return result
    }

    private func verdict(of node: Syntax, depth: Int) -> Verdict {
        let walker = Walker(viewMode: .sourceAccurate)
        walker.walk(node)
        if walker.asks { return .asks }
        var result = Verdict.unknown
        for (name, receiverType) in walker.calls {
            switch verdict(ofCall: name, receiverType: receiverType, depth: depth) {
            case .asks: return .asks
            case .destroys: result = .destroys
            case .unknown: break
            }
        }
        return result
    }

    private final class Walker: SyntaxVisitor {
        var asks = false
        /// Each call's name, and the type it is called on (`model.onDeleteTap()` with `var model: SpaceModel`).
        var calls: [(name: String, receiverType: String?)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if ExprSyntax(node).constructedTypeName == "UIAlertController" { asks = true }
            if let name = node.calleeName {
                if name == "toggle" { asks = true }
                calls.append((name, Members.receiverType(of: node)))
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            // `isConfirmingDelete = true`, `activeAlert = .delete`: state that presents a question.
            if let assignment = node.simpleAssignment {
                if assignment.value.trimmedSource == "true"
                    || ActionHandlers.says(node.trimmedSource, any: ActionHandlers.askingWords)
                {
                    asks = true
                }
            }
            return .visitChildren
        }
    }

    private final class FunctionFinder: SyntaxIndexVisitor {
        var functions: [String: [Syntax]] = [:]
        func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let body = node.body { functions[node.name.text, default: []].append(Syntax(body)) }
            return .visitChildren
        }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            for argument in node.arguments {
                guard let label = argument.label?.text, !ActionHandlers.genericClosureLabels.contains(label),
                    let closure = argument.expression.as(ClosureExprSyntax.self)
                else { continue }
                functions[label, default: []].append(Syntax(closure.statements))
            }
            return .visitChildren
        }
    }

    /// Labels under which a file hands over many unrelated closures.
    static let genericClosureLabels: Set<String> = [
        "action", "handler", "completion", "completionHandler", "perform", "content", "label", "body", "then", "onDismiss",
    ]
}
