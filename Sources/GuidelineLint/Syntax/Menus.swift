import SwiftSyntax

/// A `UIMenu(…)` call, read as the elements it shows.
struct MenuCall {
    let call: FunctionCallExprSyntax

    init?(_ expression: ExprSyntax) {
        guard expression.constructedTypeName == "UIMenu", let call = expression.as(FunctionCallExprSyntax.self)
        else { return nil }
        self.call = call
    }

    /// `options: .displayInline` (or a set holding it): the elements show in the parent menu.
    var isInline: Bool {
        call.arguments.first { $0.label?.text == "options" }?.expression.trimmedSource.contains("displayInline")
            ?? false
    }

    /// The elements of a `children: [ … ]` literal; nil when they are built at run time.
    var children: [MenuElement]? {
        guard let argument = call.arguments.first(where: { $0.label?.text == "children" }) else { return [] }
        guard let array = argument.expression.as(ArrayExprSyntax.self) else { return nil }
        return array.elements.map { MenuElement($0.expression) }
    }

    /// What people see in this menu: elements of inline submenus in place, a submenu as one
    /// element; nil when any part is built at run time.
    var visibleElements: [MenuElement]? {
        guard let children else { return nil }
        var out: [MenuElement] = []
        for child in children {
            if case .submenu(let menu) = child, menu.isInline {
                guard let inner = menu.visibleElements else { return nil }
                out += inner
            } else if case .other = child {
                return nil
            } else {
                out.append(child)
            }
        }
        return out
    }

    /// Every action in the menu and its submenus, inline or not; nil when any part is built at run time.
    var allActions: [ActionCall]? {
        guard let children else { return nil }
        var out: [ActionCall] = []
        for child in children {
            switch child {
            case .action(let action): out.append(action)
            case .submenu(let menu):
                guard let inner = menu.allActions else { return nil }
                out += inner
            case .other: return nil
            }
        }
        return out
    }
}

/// One element of a menu literal.
enum MenuElement {
    case action(ActionCall)
    case submenu(MenuCall)
    /// A variable, a call, a deferred element: built at run time.
    case other(ExprSyntax)

    init(_ expression: ExprSyntax) {
        if let menu = MenuCall(expression) {
            self = .submenu(menu)
        } else if let action = ActionCall(expression) {
            self = .action(action)
        } else {
            self = .other(expression)
        }
    }
}

/// A `UIAction(…)` call: its title, initial state, attributes and handler.
struct ActionCall {
    let call: FunctionCallExprSyntax

    init?(_ expression: ExprSyntax) {
        guard expression.constructedTypeName == "UIAction", let call = expression.as(FunctionCallExprSyntax.self)
        else { return nil }
        self.call = call
    }

    private func argument(_ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    var title: StringValue? { argument("title").flatMap(StringValue.of) }
    /// `state:` as written; nil when the action starts off (the default).
    var state: ExprSyntax? { argument("state") }
    var isOn: Bool { state.map { $0.trimmedSource == ".on" || $0.trimmedSource == "UIMenuElement.State.on" } ?? false }
    var isDestructive: Bool { argument("attributes")?.trimmedSource.contains("destructive") ?? false }
    /// The trailing closure or `handler:` argument.
    var handler: ExprSyntax? { call.trailingClosure.map(ExprSyntax.init) ?? argument("handler") }
}

/// The menus UIKit buttons and bar button items show, and whether each is a pop-up button
/// (it changes selection) or a pull-down button (it shows commands), as far as one file says.
struct ButtonMenu {
    enum Kind { case popUp, pullDown }
    var kind: Kind
    var menu: MenuCall

    static func all(in file: SwiftFile) -> [ButtonMenu] { file.memoized(.buttonMenus) { find(in: file) } }

    private static func find(in file: SwiftFile) -> [ButtonMenu] {
        let finder = Finder()
        file.walk(finder)
        var result: [ButtonMenu] = []
        var seen: Set<SyntaxIdentifier> = []
        func add(_ kind: Kind, _ expression: ExprSyntax) {
            guard let menu = finder.resolve(expression), seen.insert(menu.call.id).inserted else { return }
            result.append(ButtonMenu(kind: kind, menu: menu))
        }
        for (receiver, menus) in finder.assignedMenus {
            let flags = finder.flags[receiver] ?? []
            let kind: Kind?
            if flags.contains("changesSelectionAsPrimaryAction") {
                kind = .popUp
            } else if flags.contains("showsMenuAsPrimaryAction") || receiver.lowercased().contains("barbuttonitem") {
                kind = .pullDown
            } else {
                kind = finder.barItemReceivers.contains(receiver) ? .pullDown : nil
            }
            guard let kind else { continue }
            for menu in menus { add(kind, menu) }
        }
        for item in finder.barItemMenus {
            let flags = item.receiver.flatMap { finder.flags[$0] } ?? []
            if flags.contains("changesSelectionAsPrimaryAction") {
                add(.popUp, item.menu)
            } else if !item.hasPrimaryAction {
                add(.pullDown, item.menu)
            }
        }
        return result.sorted { $0.menu.call.position < $1.menu.call.position }
    }

    /// `self.formatButton?` → `formatButton`: one key per button however it is written.
    static func key(_ expression: ExprSyntax) -> String { key(expression.trimmedSource) }

    static func key(_ written: String) -> String {
        // ASCII, as code mostly is, by bytes: filtering the characters cost thousands of
        // instructions a name, and the project model asks this of every configured member.
        if written.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = written.utf8.filter { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "!") }
            if bytes.starts(with: "self.".utf8) { bytes.removeFirst(5) }
            return String(decoding: bytes, as: UTF8.self)
        }
        var text = written.filter { $0 != "?" && $0 != "!" }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    private final class Finder: SyntaxIndexVisitor {
        /// Receiver → `true` flags set on it (`showsMenuAsPrimaryAction`, `changesSelectionAsPrimaryAction`).
        var flags: [String: Set<String>] = [:]
        /// Receiver → expressions assigned to its `menu`.
        var assignedMenus: [String: [ExprSyntax]] = [:]
        /// `UIBarButtonItem(…, menu: …)` calls, with the variable they initialise, if any.
        var barItemMenus: [(menu: ExprSyntax, hasPrimaryAction: Bool, receiver: String?)] = []
        /// Variables holding a `UIBarButtonItem(…)`.
        var barItemReceivers: Set<String> = []
        /// `let name = UIMenu(…)`, `var name: UIMenu { UIMenu(…) }` and `func name() -> UIMenu { UIMenu(…) }`, by name.
        var namedMenus: [String: MenuCall] = [:]

        /// A menu literal, or the menu a variable or a function of this file holds.
        func resolve(_ expression: ExprSyntax) -> MenuCall? {
            if let menu = MenuCall(expression) { return menu }
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return namedMenus[name] }
            // A function of this file that builds the menu, whatever it is given (`menu(for: item)`).
            if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
                return call.calleeName.flatMap { namedMenus[$0] }
            }
            return nil
        }

        func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = node.simpleAssignment,
                let target = assignment.target.as(MemberAccessExprSyntax.self), let base = target.base
            else { return .visitChildren }
            let receiver = ButtonMenu.key(base)
            switch target.declName.baseName.text {
            case "menu":
                assignedMenus[receiver, default: []].append(assignment.value)
            case "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction":
                if assignment.value.trimmedSource == "true" {
                    flags[receiver, default: []].insert(target.declName.baseName.text)
                    // `lazy var moreButton: UIButton = { let button = …; button.shows… = true;
                    // return button }()`: the property's button.
                    if let property = Self.propertyMade(around: node) {
                        flags[property, default: []].insert(target.declName.baseName.text)
                    }
                }
            default:
                break
            }
            return .visitChildren
        }

        /// The property whose initial value is a closure, called at once, around `node`.
        static func propertyMade(around node: some SyntaxProtocol) -> String? {
            var current = node.parent
            while let candidate = current {
                if let closure = candidate.as(ClosureExprSyntax.self) {
                    guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                        let binding = call.parent?.parent?.as(PatternBindingSyntax.self)
                    else { return nil }
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                current = candidate.parent
            }
            return nil
        }

        func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            // A stored value, or a computed property's one expression (`var moreMenu: UIMenu { UIMenu(…) }`).
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = node.initializer?.value ?? Members.returnedExpression(node.accessorBlock)
            else { return .visitChildren }
            if let menu = MenuCall(value), namedMenus[name] == nil { namedMenus[name] = menu }
            if value.constructedTypeName == "UIBarButtonItem" { barItemReceivers.insert(name) }
            return .visitChildren
        }

        func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            // `func moreMenu() -> UIMenu { UIMenu(…) }`, or one whose items are made first and
            // whose one `return`, its last statement, gives the menu.
            if let statements = node.body?.statements,
                let returned = Members.singleExpression(statements) ?? Self.onlyReturn(statements),
                let menu = MenuCall(returned),
                namedMenus[node.name.text] == nil
            {
                namedMenus[node.name.text] = menu
            }
            return .visitChildren
        }

        /// What a body's last statement returns, when it is the body's only `return` at any depth.
        static func onlyReturn(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
            guard let last = statements.last?.item.as(ReturnStmtSyntax.self), let value = last.expression else { return nil }
            let returns = statements.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.return) }
            return returns.count == 1 ? value : nil
        }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard ExprSyntax(node).constructedTypeName == "UIBarButtonItem",
                let menu = node.arguments.first(where: { $0.label?.text == "menu" })?.expression
            else { return .visitChildren }
            let primary = node.arguments.first { $0.label?.text == "primaryAction" }?.expression
            var receiver: String?
            if let binding = node.parent?.parent?.as(PatternBindingSyntax.self) {
                receiver = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            barItemMenus.append(
                (menu, primary != nil && primary?.trimmedSource != "nil", receiver))
            return .visitChildren
        }
    }
}
