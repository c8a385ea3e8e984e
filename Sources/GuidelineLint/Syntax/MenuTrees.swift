import SwiftSyntax

/// A menu written out in one file, UIKit (`UIMenu(children: […])`) or SwiftUI (`Menu { … }`,
/// `.contextMenu { … }`), read as the tree people see. Rules about menus in general ask this
/// model rather than the syntax, so each reads both frameworks the same way.
struct MenuTree {
    /// A context menu, a menu bar's (`CommandMenu`, `CommandGroup`), or any other.
    enum Kind { case context, menuBar, other }
    var kind: Kind
    /// The `UIMenu(…)` or `Menu(…)` call, or the `.contextMenu(…)` modifier call.
    var call: FunctionCallExprSyntax
    /// Where findings about the menu as a whole point: the call, or the modifier's dot.
    var anchor: Syntax
    /// The elements in order; `.unknown` for what is built at run time.
    var elements: [MenuNode]

    /// Whether every element is known (nothing built at run time).
    var isComplete: Bool { elements.allSatisfy(\.isComplete) }

    /// What shows at this level: inline groups opened, a submenu as one element.
    var visible: [MenuNode] { MenuTree.open(elements) }

    private static func open(_ nodes: [MenuNode]) -> [MenuNode] {
        nodes.flatMap { node -> [MenuNode] in
            if case .group(let inner) = node { return open(inner) }
            return [node]
        }
    }

    /// Every item of the menu and its submenus, depth first.
    var allItems: [MenuItem] { items(.all) }

    /// The titles of the submenus inside this menu, depth first, as items people read: a nested
    /// `Menu("Sort By")`, a `UIMenu(title:)` shown as a submenu, a picker in the menu style.
    var submenuTitles: [MenuItem] { elements.flatMap(\.submenuTitles) }

    /// The same, with each set of alternatives (`condition ? a : b`) giving all its items, the
    /// first one's (items that can show at once), or none (items that show whatever the state:
    /// an alternative's other attributes may follow the condition that chooses it).
    func items(_ alternatives: MenuNode.Alternatives) -> [MenuItem] { elements.flatMap { $0.items(alternatives) } }

    /// Every menu of the file: UIKit menus not nested in another menu's children, SwiftUI menus
    /// not inside another menu's content, and SwiftUI context menus. A UIKit menu is a context
    /// menu inside a `UIContextMenuConfiguration(…)`, or in a function such a configuration
    /// calls, in this file or another.
    static func all(in file: SwiftFile, project: Project) -> [MenuTree] {
        // A file is checked with one project; its context menu builders are kept with the trees
        // all the same, so a file asked about with other builders finds its trees again.
        let builders = project.index.contextMenuBuilders
        let known = file.memoized(.menuTrees) { (builders: builders, trees: find(in: file, builders: builders)) }
        return known.builders == builders ? known.trees : find(in: file, builders: builders)
    }

    private static func find(in file: SwiftFile, builders: Set<String>) -> [MenuTree] {
        let finder = Finder()
        file.walk(finder)
        var trees: [MenuTree] = []
        let providers = finder.contextProviderFunctions.union(builders)
        for call in finder.uiMenus where !isNestedUIKitMenu(call) {
            let kind: Kind = isInContextMenuProvider(call, providers: providers) ? .context : .other
            trees.append(uiKitTree(call, kind: kind))
        }
        for call in finder.swiftUIMenus where !SwiftUIView.isInside(call, ["Menu", "contextMenu", "Picker", "ToolbarTitleMenu"]) {
            trees.append(MenuTree(kind: .other, call: call, anchor: Syntax(call), elements: swiftUIElements(of: call)))
        }
        for call in finder.commandMenus {
            trees.append(MenuTree(kind: .menuBar, call: call, anchor: Syntax(call), elements: swiftUIElements(of: call)))
        }
        for call in finder.contextMenuModifiers {
            let anchor = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call.calledExpression)
            trees.append(MenuTree(kind: .context, call: call, anchor: anchor, elements: swiftUIElements(of: call)))
        }
        return trees.sorted { $0.call.position < $1.call.position }
    }

    // MARK: UIKit

    /// A `UIMenu(…)` that is an element of another `UIMenu`'s `children: […]`.
    private static func isNestedUIKitMenu(_ call: FunctionCallExprSyntax) -> Bool {
        guard let element = call.parent?.as(ArrayElementSyntax.self),
            let argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self),
            argument.label?.text == "children",
            let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return ExprSyntax(outer).constructedTypeName == "UIMenu"
    }

    /// Inside the closure of a `UIContextMenuConfiguration(…)`, or in a function of this file
    /// that such a closure calls.
    private static func isInContextMenuProvider(_ call: FunctionCallExprSyntax, providers: Set<String>) -> Bool {
        var current = call.parent
        while let node = current {
            if let outer = node.as(FunctionCallExprSyntax.self),
                ExprSyntax(outer).constructedTypeName == "UIContextMenuConfiguration"
            {
                return true
            }
            if let function = node.as(FunctionDeclSyntax.self) { return providers.contains(function.name.text) }
            current = node.parent
        }
        return false
    }

    /// A `UIMenu(…)` read as a tree wherever it is used (a button's or bar item's menu).
    static func uiKit(_ menu: MenuCall) -> MenuTree { uiKitTree(menu.call, kind: .other) }

    private static func uiKitTree(_ call: FunctionCallExprSyntax, kind: Kind) -> MenuTree {
        MenuTree(kind: kind, call: call, anchor: Syntax(call), elements: uiKitElements(of: call))
    }

    private static func uiKitElements(of call: FunctionCallExprSyntax) -> [MenuNode] {
        guard let argument = call.arguments.first(where: { $0.label?.text == "children" }) else { return [] }
        func node(_ expression: ExprSyntax) -> MenuNode {
            if let made = madeByFunction(expression) { return made }
            return withAttributesSetLater(uiKitElement(Locals.resolve(expression)), named: expression)
        }
        guard let array = Locals.resolve(argument.expression).as(ArrayExprSyntax.self) else {
            // `var actions: [UIAction] = []` … `actions.append(delete)` … `UIMenu(children: actions)`.
            guard let appended = Locals.appended(to: argument.expression) else { return [.unknown(Syntax(argument.expression))] }
            return appendedNodes(appended[...], depth: 0) { element in
                let made = element.isRepeated && madeByFunction(element.expression) == nil
                    && Locals.resolve(element.expression).as(FunctionCallExprSyntax.self) == nil
                    ? MenuNode.unknown(Syntax(element.expression)) : node(element.expression)
                return element.isRepeated ? MenuNode.repeated([made], Syntax(element.expression)) : made
            }
        }
        return array.elements.map { element in
            // `joined ? settingsAction() : joinAction()`: one place, either element.
            if let branches = element.expression.conditionalBranches {
                return .alternatives([node(branches.then), node(branches.else)])
            }
            return node(element.expression)
        }
    }

    /// Elements appended to a variable as menu nodes: those every run adds in place, those added
    /// in the branches of one choice (`if … else`, `switch`) as its alternatives, each branch a
    /// group (a choice that may add nothing has an empty one).
    private static func appendedNodes(
        _ elements: ArraySlice<Locals.Appended>, depth: Int, _ node: (Locals.Appended) -> MenuNode
    ) -> [MenuNode] {
        var nodes: [MenuNode] = []
        var rest = elements
        while let first = rest.first {
            guard depth < first.branches.count else {
                nodes.append(node(first))
                rest = rest.dropFirst()
                continue
            }
            let branch = first.branches[depth]
            let run = rest.prefix { depth < $0.branches.count && $0.branches[depth].choice == branch.choice }
            var options = (0..<branch.options).map { option in
                MenuNode.group(appendedNodes(run.filter { $0.branches[depth].option == option }[...], depth: depth + 1, node))
            }
            if !branch.isExhaustive { options.append(.group([])) }
            nodes.append(.alternatives(options))
            rest = rest.dropFirst(run.count)
        }
        return nodes
    }

    /// `let select = UIAction(…)` … `if searching { select.attributes = .disabled }`: the item
    /// as its function leaves it.
    private static func withAttributesSetLater(_ node: MenuNode, named reference: ExprSyntax) -> MenuNode {
        guard case .item(var item) = node, let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return node }
        for value in Locals.assignments(to: "\(name).attributes", near: reference) {
            if item.disabled == nil, let disabled = MenuItem.member("disabled", in: value) { item.disabled = disabled }
            if MenuItem.member("destructive", in: value) != nil { item.isDestructive = true }
        }
        return .item(item)
    }

    /// An element made by a function of the same file (`inviteAction(for: item)`) that builds a
    /// `UIAction` and returns it: the item that function returns.
    private static func madeByFunction(_ expression: ExprSyntax) -> MenuNode? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            call.calledExpression.is(DeclReferenceExprSyntax.self)
                || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSource == "self",
            let root = expression.root.as(SourceFileSyntax.self)
        else { return nil }
        final class Functions: SyntaxVisitor {
            let name: String
            var found: [FunctionDeclSyntax] = []
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            // Nested functions too (`func removeAction(…)` inside the function that builds the menu).
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name { found.append(node) }
                return .visitChildren
            }
        }
        let functions = Functions(name)
        functions.walk(root)
        // Two functions of the name: which one runs is a guess.
        guard functions.found.count == 1, let body = functions.found[0].body,
            let returned = body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression
                ?? Members.singleExpression(body.statements)
        else { return nil }
        let node = uiKitElement(Locals.resolve(returned))
        guard case .item = node else { return nil }
        return withAttributesSetLater(node, named: returned)
    }

    private static func uiKitElement(_ expression: ExprSyntax) -> MenuNode {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return .unknown(Syntax(expression)) }
        switch ExprSyntax(call).constructedTypeName {
        case "UIMenu":
            let tree = uiKitTree(call, kind: .other)
            let inline = MenuCall(ExprSyntax(call))?.isInline ?? false
            return inline ? .group(tree.elements) : .submenu(tree, disabled: nil)
        case "UIAction", "UICommand", "UIKeyCommand":
            return .item(MenuItem(uiKit: call))
        default:
            return .unknown(Syntax(expression))
        }
    }

    // MARK: SwiftUI

    private static func swiftUIElements(of call: FunctionCallExprSyntax) -> [MenuNode] {
        let closure =
            call.arguments.first { ["menuItems", "content", "menu"].contains($0.label?.text ?? "") }?.expression
            .as(ClosureExprSyntax.self) ?? call.trailingClosure
        // `.contextMenu(ContextMenu(menuItems: { … }))`, the older spelling: the items are the wrapper's.
        if closure == nil, let wrapper = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            SwiftUIView.name(wrapper) == "ContextMenu"
        {
            return swiftUIElements(of: wrapper)
        }
        guard let closure else { return [.unknown(Syntax(call))] }
        return swiftUIElements(closure.statements)
    }

    /// A builder's statements as menu elements: the branches of an `if` (an `if` without `else`
    /// may show nothing), of a `switch` and of an `#if` are alternatives, each branch a group; a
    /// `ForEach`'s content is repeated; content a member of the view holds (`menuOptions`,
    /// `SwiftUIView.memberBody`) is read in its place, as a group.
    private static func swiftUIElements(_ statements: CodeBlockItemListSyntax, depth: Int = 0) -> [MenuNode] {
        statements.map { statement in
            if let configuration = statement.item.as(IfConfigDeclSyntax.self) {
                return .alternatives(
                    configuration.clauses.map { clause in
                        guard case .statements(let inner)? = clause.elements else { return .group([]) }
                        return .group(swiftUIElements(inner, depth: depth))
                    })
            }
            guard let expression = statement.expression else { return .unknown(Syntax(statement)) }
            if let branch = expression.as(IfExprSyntax.self) {
                var options = branch.branchStatements.map { MenuNode.group(swiftUIElements($0, depth: depth)) }
                if !branch.hasFinalElse { options.append(.group([])) }
                return .alternatives(options)
            }
            if let choice = expression.as(SwitchExprSyntax.self) {
                return .alternatives(
                    choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map { .group(swiftUIElements($0.statements, depth: depth)) })
            }
            if let call = expression.as(FunctionCallExprSyntax.self), SwiftUIView.name(call) == "ForEach",
                let content = SwiftUIView.content(of: call)
            {
                return .repeated(swiftUIElements(content.statements, depth: depth), Syntax(call))
            }
            if depth < 2, let held = SwiftUIView.memberBody(withoutAppearance(expression)) {
                return .group(swiftUIElements(held, depth: depth + 1))
            }
            return swiftUIElement(expression)
        }
    }

    /// `menuItems.tint(.primary)` → `menuItems`: modifiers that change how items look, not which
    /// items there are or whether they work.
    private static func withoutAppearance(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base, appearanceModifiers.contains(access.declName.baseName.text)
        {
            current = base
        }
        return current
    }

    private static let appearanceModifiers: Set<String> = [
        "tint", "foregroundStyle", "foregroundColor", "accentColor", "font", "labelStyle", "imageScale", "symbolRenderingMode",
        "symbolVariant", "controlSize",
    ]

    private static func swiftUIElement(_ expression: ExprSyntax) -> MenuNode {
        guard let view = SwiftUIView.outermostView(expression), let name = SwiftUIView.name(view) else {
            return .unknown(Syntax(expression))
        }
        let modifiers = SwiftUIView.modifiers(of: view)
        switch name {
        case "Divider":
            return .separator
        // A stack's buttons are items of their own in a menu, as a group's are.
        case "Section", "Group", "ControlGroup", "VStack":
            return .group(swiftUIElements(of: view))
        case "Menu":
            let tree = MenuTree(kind: .other, call: view, anchor: Syntax(view), elements: swiftUIElements(of: view))
            let disabled = modifiers.first { $0.name == "disabled" && !isFalse($0.call) }
            return .submenu(tree, disabled: disabled.map { modifierAnchor($0.call) })
        case "Button", "Toggle", "Link", "ShareLink", "NavigationLink":
            return .item(MenuItem(swiftUI: view, modifiers: modifiers))
        // A picker in a menu shows its title as a submenu's (or a section's, inline) and each
        // option as an item: `Picker("Sort By", selection: $order) { Text("Name").tag(…) }`.
        case "Picker":
            guard let content = SwiftUIView.content(of: view) else { return .unknown(Syntax(expression)) }
            let tree = MenuTree(kind: .other, call: view, anchor: Syntax(view), elements: pickerOptions(content.statements))
            return .submenu(tree, disabled: nil)
        // A label made a button by a modifier of the app's own (`Label("Clone", …).buttonEmbeded { clone() }`).
        case "Label", "Text":
            guard let action = modifiers.last(where: { $0.call.trailingClosure != nil }) else { return .unknown(Syntax(expression)) }
            var item = MenuItem(swiftUI: view, modifiers: modifiers)
            item.handler = action.call.trailingClosure.map(ExprSyntax.init)
            return .item(item)
        // A button type of the app's own, titled by its first argument (`AsyncButton("Stop Sharing",
        // action: stop)`); the system's own buttons (`EditButton()`) carry the system's titles.
        case let name where name.hasSuffix("Button") && !systemButtons.contains(name) && view.arguments.first.map({ $0.label == nil }) == true:
            var item = MenuItem(swiftUI: view, modifiers: modifiers)
            item.drawsOwnLook = true
            return .item(item)
        default:
            return .unknown(Syntax(expression))
        }
    }

    private static let systemButtons: Set<String> = ["EditButton", "PasteButton", "RenameButton", "SignInWithAppleButton"]

    /// A picker's options as menu items: each `Text` or `Label` (with its `.tag`), in the
    /// branches and `ForEach`es that `swiftUIElements` reads.
    private static func pickerOptions(_ statements: CodeBlockItemListSyntax) -> [MenuNode] {
        swiftUIElements(statements).map(pickerOption)
    }

    private static func pickerOption(_ node: MenuNode) -> MenuNode {
        switch node {
        case .unknown(let syntax):
            guard let expression = syntax.as(ExprSyntax.self), let view = SwiftUIView.outermostView(expression),
                ["Text", "Label"].contains(SwiftUIView.name(view) ?? "")
            else { return node }
            return .item(MenuItem(swiftUI: view, modifiers: SwiftUIView.modifiers(of: view)))
        case .group(let nodes): return .group(nodes.map(pickerOption))
        case .alternatives(let nodes): return .alternatives(nodes.map(pickerOption))
        case .repeated(let nodes, let call): return .repeated(nodes.map(pickerOption), call)
        case .item, .submenu, .separator: return node
        }
    }

    /// `.disabled(false)`: written out, but disables nothing.
    static func isFalse(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.first?.expression.trimmedSource == "false"
    }

    /// The dot of a modifier call, where a finding about the modifier points.
    static func modifierAnchor(_ call: FunctionCallExprSyntax) -> Syntax {
        call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
    }

    private final class Finder: SyntaxIndexVisitor {
        var uiMenus: [FunctionCallExprSyntax] = []
        var swiftUIMenus: [FunctionCallExprSyntax] = []
        var contextMenuModifiers: [FunctionCallExprSyntax] = []
        /// `CommandMenu("Title") { … }`, `CommandGroup(after: .newItem) { … }`: a menu bar's items.
        var commandMenus: [FunctionCallExprSyntax] = []
        /// Functions called inside a `UIContextMenuConfiguration(…)` closure: they build its menu.
        var contextProviderFunctions: Set<String> = []

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let type = ExprSyntax(node).constructedTypeName
            if type == "UIMenu" {
                uiMenus.append(node)
            } else if type == "UIContextMenuConfiguration" {
                contextProviderFunctions.formUnion(CalleeNames.in(node.arguments))
                if let trailing = node.trailingClosure { contextProviderFunctions.formUnion(CalleeNames.in(trailing)) }
            } else if SwiftUIView.name(node) == "Menu" || SwiftUIView.name(node) == "ToolbarTitleMenu" {
                // (`ToolbarTitleMenu { … }`: the menu a navigation title opens.)
                swiftUIMenus.append(node)
            } else if ["CommandMenu", "CommandGroup"].contains(SwiftUIView.name(node) ?? "") {
                commandMenus.append(node)
            } else if node.isContextMenuModifier {
                contextMenuModifiers.append(node)
            }
            return .visitChildren
        }
    }
}

/// One element of a menu.
indirect enum MenuNode {
    case item(MenuItem)
    /// A submenu, with the `.disabled(…)` modifier that disables it, if any.
    case submenu(MenuTree, disabled: Syntax?)
    /// An inline section (`Section`, `UIMenu` with `.displayInline`): its elements show in place.
    case group([MenuNode])
    /// One place that shows one of these, chosen at run time (`condition ? a : b`): one element
    /// when counted, each of them when items are judged.
    case alternatives([MenuNode])
    /// A `ForEach`'s content, shown once for each element of a collection known at run time.
    case repeated([MenuNode], Syntax)
    case separator
    /// A variable, a custom view, a function's result: built at run time.
    case unknown(Syntax)

    var submenuTitles: [MenuItem] {
        switch self {
        case .submenu(let tree, _): (MenuItem(submenu: tree.call).map { [$0] } ?? []) + tree.submenuTitles
        case .group(let nodes), .alternatives(let nodes), .repeated(let nodes, _): nodes.flatMap(\.submenuTitles)
        case .item, .separator, .unknown: []
        }
    }

    var isComplete: Bool {
        switch self {
        case .item, .separator: true
        case .submenu(let tree, _): tree.isComplete
        case .group(let nodes), .alternatives(let nodes): nodes.allSatisfy(\.isComplete)
        case .repeated, .unknown: false
        }
    }

    var items: [MenuItem] { items(.all) }

    enum Alternatives { case all, first, none }

    func items(_ alternatives: Alternatives) -> [MenuItem] {
        switch self {
        case .item(let item): [item]
        case .submenu(let tree, _): tree.items(alternatives)
        case .group(let nodes), .repeated(let nodes, _): nodes.flatMap { $0.items(alternatives) }
        case .alternatives(let nodes):
            switch alternatives {
            case .all: nodes.flatMap { $0.items(alternatives) }
            case .first: nodes.first?.items(alternatives) ?? []
            case .none: []
            }
        case .separator, .unknown: []
        }
    }
}

/// One command of a menu: `UIAction`, `UICommand`, `UIKeyCommand`, or a SwiftUI `Button`,
/// `Toggle` or link, with what the guidelines ask about it.
struct MenuItem {
    var call: FunctionCallExprSyntax
    /// The title expression (a literal, a localized string, a constant), if any.
    var titleExpression: ExprSyntax?
    /// The titles a label shows in its other branches (`if isFavorite { Label("Remove…") } else
    /// { Label("Add…") }`), after `titleExpression`, the first branch's.
    var otherTitleExpressions: [ExprSyntax] = []
    /// An SF Symbol's name; "" for an image the file doesn't name (an asset, a variable).
    var symbol: String?
    var isDestructive = false
    /// The `.disabled` attribute or `.disabled(…)` modifier, where a finding points.
    var disabled: Syntax?
    /// The `UIKeyCommand` call or `.keyboardShortcut(…)` modifier.
    var shortcut: Syntax?
    /// The handler closure or action argument.
    var handler: ExprSyntax?
    /// A submenu's title: it opens the submenu, so it asks for nothing more.
    var isSubmenu = false
    /// A button type of the app's own (`SNSButton(url, type: .pixiv)`): its body, not this call,
    /// draws what it shows, so a symbol it does not name here may still be there.
    var drawsOwnLook = false

    var title: StringValue? { titleExpression.flatMap(StringValue.of) }

    /// What a finding calls the item: the title it shows in the development language (a
    /// literal, a localized key's or a generated accessor's text; a conditional title's first
    /// branch), else the title as written, else "item".
    func subject(in file: SwiftFile, project: Project) -> String {
        guard let titleExpression else { return "item" }
        let shown = titleExpression.conditionalBranches?.then ?? titleExpression
        let text = project.developmentText(of: shown, in: file, localizableLiteral: !isUIKit)?.text
        return text ?? title?.text ?? titleExpression.trimmedSource
    }

    /// The title people see in the development language: a literal as written, a localized key's
    /// text (a SwiftUI title literal is a key), a key no table has as itself; nil when the code
    /// doesn't say (a variable, an accessor no table has).
    func shownTitle(in file: SwiftFile, project: Project) -> TitleText? {
        guard let titleExpression else { return nil }
        return project.developmentText(of: titleExpression, in: file, localizableLiteral: !isUIKit)
    }

    /// The same for each branch of a conditional title (`bookmarked ? L10n.unbookmark :
    /// L10n.bookmark`), with the expression of each; a branch held in a local constant
    /// (`let removeTitle = NSLocalizedString(…)`) is read where the constant is declared.
    func shownTitles(in file: SwiftFile, project: Project) -> [(node: ExprSyntax, title: TitleText)] {
        guard let titleExpression else { return [] }
        // `let name = isFavorite ? NSLocalizedString("Remove…") : NSLocalizedString("Add…")`.
        let branches = ([titleExpression] + otherTitleExpressions).map(Locals.resolve).flatMap { written in
            written.conditionalBranches.map { [$0.then, $0.else] } ?? [written]
        }
        return branches.map(Locals.resolve).flatMap { branch -> [(node: ExprSyntax, title: TitleText)] in
            if let text = project.developmentText(of: branch, in: file, localizableLiteral: !isUIKit) { return [(branch, text)] }
            // `order.title` for each case of `SortOrder.allCases` the menu enumerates.
            return EnumeratedTitles.titles(of: branch, in: file, project: project).map { (branch, $0) }
        }
    }

    private var isUIKit: Bool {
        ["UIAction", "UICommand", "UIKeyCommand"].contains(ExprSyntax(call).constructedTypeName ?? "")
    }

    /// The words a title says, from a literal or, for a constant such as `L10n.deleteEpisode`,
    /// from its last name: the word that tells what the item does.
    var titleWords: [String] {
        guard let titleExpression else { return [] }
        if let title { return title.words.map { $0.lowercased() } }
        if let access = titleExpression.as(MemberAccessExprSyntax.self) {
            return ActionHandlers.words(access.declName.baseName.text)
        }
        return []
    }

    init(uiKit call: FunctionCallExprSyntax) {
        self.call = call
        func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        titleExpression = argument("title")
        if let image = argument("image"), image.trimmedSource != "nil" {
            symbol = Self.symbolName(in: Syntax(image)) ?? ""
        }
        if let attributes = argument("attributes") {
            isDestructive = attributes.trimmedSource.contains("destructive")
            disabled = Self.member("disabled", in: attributes)
        }
        if ExprSyntax(call).constructedTypeName == "UIKeyCommand" { shortcut = Syntax(call) }
        handler = call.trailingClosure.map(ExprSyntax.init) ?? argument("handler")
    }

    /// A submenu's title, when people see it: `Menu("Sort By") { … }`, `UIMenu(title: …)`, a
    /// `Picker` styled `.menu` (an inline picker shows its options in place, untitled).
    init?(submenu call: FunctionCallExprSyntax) {
        self.call = call
        isSubmenu = true
        let unlabeled = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        switch SwiftUIView.name(call) ?? ExprSyntax(call).constructedTypeName {
        case "Menu":
            titleExpression = unlabeled ?? SwiftUIView.label(of: call).flatMap(Self.labelTitle)
        case "Picker":
            let styles = SwiftUIView.modifiers(of: call).filter { $0.name == "pickerStyle" }
            guard styles.contains(where: { $0.call.arguments.first?.expression.trimmedSource.hasSuffix("menu") == true }) else { return nil }
            titleExpression = unlabeled
        case "UIMenu":
            titleExpression = call.arguments.first { $0.label?.text == "title" }?.expression
        default:
            return nil
        }
        if titleExpression == nil { return nil }
    }

    /// An item a factory function of the file makes (`MenuItemFactories`): titled and handled
    /// by what the call gives it.
    init(factoryCall call: FunctionCallExprSyntax, title: ExprSyntax, handler: ExprSyntax?) {
        self.call = call
        titleExpression = title
        self.handler = handler
    }

    init(swiftUI call: FunctionCallExprSyntax, modifiers: [(name: String, call: FunctionCallExprSyntax)]) {
        self.call = call
        // Only a Button's lone trailing closure is its action; a Toggle's or a link's is its label.
        let label = SwiftUIView.label(of: call) ?? (SwiftUIView.name(call) != "Button" ? call.trailingClosure : nil)
        if let first = call.arguments.first, first.label == nil {
            titleExpression = first.expression
        } else if let label {
            let titles = Self.labelTitles(in: label)
            titleExpression = titles.first
            otherTitleExpressions = Array(titles.dropFirst())
        }
        if let image = call.arguments.first(where: { $0.label?.text == "systemImage" })?.expression {
            symbol = StringValue.of(image)?.text ?? ""
        } else if call.arguments.contains(where: { ["image", "icon"].contains($0.label?.text ?? "") }) {
            // An image, or an icon an app's own initializer draws (`Button("Open", icon: .browser)`).
            symbol = ""
        } else if let label {
            symbol = Self.symbolName(in: Syntax(label)) ?? (Self.hasImage(in: Syntax(label)) ? "" : nil)
        } else if SwiftUIView.name(call) == "ShareLink" {
            // The system's own label: "Share" with the share symbol.
            symbol = "square.and.arrow.up"
        }
        isDestructive = SwiftUIView.hasDestructiveRole(call)
        if let modifier = modifiers.first(where: { $0.name == "disabled" }), !MenuTree.isFalse(modifier.call) {
            disabled = MenuTree.modifierAnchor(modifier.call)
        }
        if let modifier = modifiers.first(where: { $0.name == "keyboardShortcut" }) {
            shortcut = MenuTree.modifierAnchor(modifier.call)
        }
        // `Button { action } label: { … }`: the trailing closure is the action when the label
        // is another closure.
        handler =
            call.arguments.first { $0.label?.text == "action" }?.expression
            ?? (label?.id != call.trailingClosure?.id ? call.trailingClosure.map(ExprSyntax.init) : nil)
    }

    /// `.disabled` in `[.destructive, .disabled]` or `UIMenuElement.Attributes.disabled`.
    static func member(_ name: String, in expression: ExprSyntax) -> Syntax? {
        let finder = MemberFinder(name: name)
        finder.walk(expression)
        return finder.found.map { Syntax($0.period) }
    }

    /// The first symbol named in a subtree; "" when its name is not written out.
    private static func symbolName(in node: Syntax) -> String? {
        SymbolNames.arguments(in: node).first.map { SymbolNames.name(of: $0)?.name ?? "" }
    }

    private static func hasImage(in node: Syntax) -> Bool {
        let finder = SwiftUIView.CallFinder(names: ["Image", "Label"])
        finder.walk(node)
        return finder.calls.contains { call in
            SwiftUIView.name(call) == "Image" || call.arguments.contains { $0.label?.text == "image" }
        }
    }

    /// The title of a label closure: `Label("Delete", …)`, `Text("Delete")`, or a label view of
    /// the project's given its title and an image (`ModernLabel("Delete", systemImage: "trash")`).
    private static func labelTitle(in closure: ClosureExprSyntax) -> ExprSyntax? {
        labelTitles(in: Syntax(closure)).first
    }

    /// A label's title in each branch of an `if` or `switch` that makes up the whole label;
    /// otherwise its one title.
    private static func labelTitles(in closure: ClosureExprSyntax) -> [ExprSyntax] {
        if closure.statements.count == 1, let only = closure.statements.first?.expression {
            let branches: [CodeBlockItemListSyntax]? =
                only.as(IfExprSyntax.self)?.branchStatements
                ?? only.as(SwitchExprSyntax.self)?.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
            if let branches, branches.count > 1 {
                let titles = branches.compactMap { labelTitles(in: Syntax($0)).first }
                if !titles.isEmpty { return titles }
            }
        }
        return Array(labelTitles(in: Syntax(closure)).prefix(1))
    }

    private static func labelTitles(in node: Syntax) -> [ExprSyntax] {
        let finder = LabelFinder()
        finder.walk(node)
        return finder.calls.compactMap { call in call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil } }
    }

    /// `Label` and `Text` calls, and views of the project's named as labels that take an image.
    private final class LabelFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = SwiftUIView.name(node) else { return .visitChildren }
            if name == "Label" || name == "Text"
                || (name.hasSuffix("Label") && node.arguments.contains { ["systemImage", "image", "icon"].contains($0.label?.text ?? "") })
            {
                calls.append(node)
            }
            return .visitChildren
        }
    }

    private final class MemberFinder: SyntaxVisitor {
        let name: String
        var found: MemberAccessExprSyntax?
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.declName.baseName.text == name { found = node }
            return .visitChildren
        }
    }
}

/// Constants: `let delete = UIAction(…)` read where `delete` is used, within the function,
/// closure or accessor that declares it, or a stored property of the enclosing type
/// (`lazy var interaction = UIEditMenuInteraction(…)`).
enum Locals {
    /// The expression a local constant holds, or the expression itself.
    static func resolve(_ expression: ExprSyntax) -> ExprSyntax { resolve(expression, depth: 0) }

    /// `depth`: how many closures called at once led here (`value(of:in:)`); a closure that returns
    /// a variable of its property's name (`var item = …; return item`) would otherwise lead back.
    private static func resolve(_ expression: ExprSyntax, depth: Int) -> ExprSyntax {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else {
            return expression
        }
        let name = reference.baseName.text
        var scope = expression.parent
        while let node = scope {
            if let block = node.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard item.position < expression.position,
                        let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    if let value = value(of: name, in: variable, depth: depth) { return value }
                }
            }
            if let members = node.as(MemberBlockSyntax.self) {
                for member in members.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self), let value = value(of: name, in: variable, depth: depth) {
                        return value
                    }
                }
                break
            }
            scope = node.parent
        }
        return expression
    }

    /// What a variable or property (`shareItem`, as `shareItem` or `self.shareItem`) was last set
    /// to by a statement of the same body before `expression` uses it (`shareItem =
    /// UIBarButtonItem(…)` … `navigationItem.rightBarButtonItem = shareItem`); nil when no
    /// statement of the enclosing bodies sets it first (a branch's assignment is not followed).
    static func lastAssignment(before expression: ExprSyntax) -> ExprSyntax? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        var scope = expression.parent
        while let node = scope, !node.is(MemberBlockSyntax.self) {
            if let block = node.as(CodeBlockItemListSyntax.self) {
                let value = block.lazy.filter { $0.position < expression.position }.reversed().lazy.compactMap { item -> ExprSyntax? in
                    guard let assignment = item.expression?.as(SequenceExprSyntax.self)?.simpleAssignment,
                        assignment.target.ownName == name
                    else { return nil }
                    return assignment.value
                }.first
                if let value { return value }
            }
            scope = node.parent
        }
        return nil
    }

    /// What the enclosing function or closure sets `target` (`title`, `action.attributes`, as
    /// written) to, anywhere in its body: `target = value`, `target.insert(value)`,
    /// `target.formUnion(value)`.
    static func assignments(to target: String, near expression: ExprSyntax) -> [ExprSyntax] {
        final class Finder: SyntaxVisitor {
            let target: String
            var values: [ExprSyntax] = []
            init(target: String) {
                self.target = target
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let assignment = node.simpleAssignment, assignment.target.trimmedSource == target {
                    values.append(assignment.value)
                }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                    ["insert", "formUnion"].contains(access.declName.baseName.text),
                    access.base?.trimmedSource == target, let first = node.arguments.first
                {
                    values.append(first.expression)
                }
                return .visitChildren
            }
        }
        // From the innermost body outwards (a menu built in a closure of the function that
        // declares its items), up to the enclosing function.
        var scope = expression.parent
        while let node = scope {
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) {
                let finder = Finder(target: target)
                finder.walk(node)
                if !finder.values.isEmpty || node.is(FunctionDeclSyntax.self) { return finder.values }
            }
            scope = node.parent
        }
        return []
    }

    /// One element an array variable is built from.
    struct Appended {
        var expression: ExprSyntax
        /// The branches it is added in (of an `if`, `switch`, `guard`, ternary or `#if`), the
        /// outermost first: empty when every run adds it.
        var branches: [Branch] = []
        /// Added in a loop, or an array the code builds elsewhere (`append(contentsOf: others)`).
        var isRepeated: Bool
        var isConditional: Bool { !branches.isEmpty }
    }

    /// One branch of a choice the code makes: which one, of how many, and whether one of them
    /// always runs (an `if` with an `else`, a `switch`).
    struct Branch: Hashable {
        var choice: SyntaxIdentifier
        var option: Int
        var options: Int
        var isExhaustive: Bool
    }

    /// The elements of an array variable built up in the body that declares it (`var actions:
    /// [UIAction] = []` … `actions.append(edit)`, `append(contentsOf: [a, b])`, `insert(x, at: 0)`,
    /// `actions += [c]`), in the order they are written, up to `expression`, which uses it
    /// (`UIMenu(children: actions)`); nil when `expression` names no such variable. Statements in
    /// closures and nested functions are not followed: when they run is not known.
    static func appended(to expression: ExprSyntax) -> [Appended]? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        var scope = expression.parent
        while let node = scope, !node.is(MemberBlockSyntax.self) {
            if let block = node.as(CodeBlockItemListSyntax.self),
                let declaration = block.first(where: { item in
                    guard item.position < expression.position, let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.var)
                    else { return false }
                    return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
                })
            {
                let variable = declaration.item.as(VariableDeclSyntax.self)!
                var elements: [Appended] = []
                if let initial = value(of: name, in: variable, depth: 0) {
                    if let array = initial.as(ArrayExprSyntax.self) {
                        elements += array.elements.map { Appended(expression: $0.expression, isRepeated: false) }
                    } else if !(initial.as(FunctionCallExprSyntax.self)?.arguments.isEmpty ?? false) {
                        // `[UIAction]()` is empty; anything else is built elsewhere.
                        elements.append(Appended(expression: initial, isRepeated: true))
                    }
                }
                let finder = AppendFinder(name: name, end: expression.position, top: Syntax(block))
                finder.walk(block)
                return elements + finder.found
            }
            scope = node.parent
        }
        return nil
    }

    private final class AppendFinder: SyntaxVisitor {
        let name: String
        let end: AbsolutePosition
        let top: Syntax
        var found: [Appended] = []
        init(name: String, end: AbsolutePosition, top: Syntax) {
            (self.name, self.end, self.top) = (name, end, top)
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.position < end, let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.base?.trimmedSource == name, ["append", "insert"].contains(access.declName.baseName.text),
                let first = node.arguments.first
            else { return .visitChildren }
            add(first.expression, many: first.label?.text == "contentsOf", at: Syntax(node))
            return .skipChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard node.position < end, elements.count == 3, elements[0].trimmedSource == name,
                elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
            else { return .visitChildren }
            add(elements[2], many: true, at: Syntax(node))
            return .skipChildren
        }

        private func add(_ value: ExprSyntax, many: Bool, at node: Syntax) {
            var branches: [Branch] = []
            var repeated = false
            var child = node
            while let current = child.parent, current.id != top.id {
                if let choice = current.as(IfExprSyntax.self) {
                    let inElse = choice.elseBody.map { child.id == $0.id } ?? false
                    branches.insert(
                        Branch(choice: current.id, option: inElse ? 1 : 0, options: 2, isExhaustive: choice.elseBody != nil), at: 0)
                } else if let choice = current.as(TernaryExprSyntax.self) {
                    branches.insert(
                        Branch(choice: current.id, option: child.id == choice.elseExpression.id ? 1 : 0, options: 2, isExhaustive: true),
                        at: 0)
                } else if current.is(GuardStmtSyntax.self) {
                    branches.insert(Branch(choice: current.id, option: 0, options: 1, isExhaustive: false), at: 0)
                } else if let cases = current.as(SwitchCaseListSyntax.self) {
                    let option = cases.firstIndex { $0.id == child.id }.map { cases.distance(from: cases.startIndex, to: $0) } ?? 0
                    branches.insert(Branch(choice: current.id, option: option, options: cases.count, isExhaustive: true), at: 0)
                } else if let clauses = current.as(IfConfigClauseListSyntax.self) {
                    let option = clauses.firstIndex { $0.id == child.id }.map { clauses.distance(from: clauses.startIndex, to: $0) } ?? 0
                    let exhaustive = clauses.contains { $0.poundKeyword.tokenKind == .poundElse }
                    branches.insert(Branch(choice: current.id, option: option, options: clauses.count, isExhaustive: exhaustive), at: 0)
                }
                if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self) {
                    repeated = true
                }
                child = current
            }
            guard many else {
                found.append(Appended(expression: value, branches: branches, isRepeated: repeated))
                return
            }
            guard let array = value.as(ArrayExprSyntax.self) else {
                found.append(Appended(expression: value, branches: branches, isRepeated: true))
                return
            }
            found += array.elements.map { Appended(expression: $0.expression, branches: branches, isRepeated: repeated) }
        }
    }

    /// The initial value `name` gets in a declaration (`let a = 1, name = UIAction(…)`).
    private static func value(of name: String, in variable: VariableDeclSyntax, depth: Int) -> ExprSyntax? {
        let value = variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?
            .initializer?.value
        guard let value, depth < 3, let returned = returned(byCalling: value) else { return value }
        return resolve(returned, depth: depth + 1)
    }

    /// What a closure called at once gives (`lazy var backItem: UIBarButtonItem = { let image = …;
    /// return UIBarButtonItem(image: image, …) }()`): its one expression, or the value of its one
    /// `return`, read in the closure (so its own constants resolve); nil for any other expression.
    private static func returned(byCalling value: ExprSyntax) -> ExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let closure = call.calledExpression.as(ClosureExprSyntax.self)
        else { return nil }
        let statements = closure.statements
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { return only }
        let returns = statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
        return returns.count == 1 ? returns.first : nil
    }
}

extension MenuTree {
    /// Whether a file may hold a menu tree (of the kind, when one is given), asked before it is
    /// parsed by rules whose keywords name only what goes in a menu (`.disabled`, `UIKeyCommand`).
    /// Any tree names `Menu` (`UIMenu`, SwiftUI `Menu`, `.contextMenu`); a context menu is a
    /// `UIMenu` (in a configuration's provider or a function it calls) or a `.contextMenu`.
    static func mayHold(_ kind: Kind? = nil, in text: FileText) -> Bool {
        text.mentions(kind == .context ? contextMenuFilter : anyMenuFilter)
    }
    /// What `mayHold` asks, for the rules' `mayFindKeywords` (searched in the one pass).
    static let mayHoldKeywords = anyMenuWords + contextMenuWords
    private static let anyMenuWords = ["Menu"], contextMenuWords = ["UIMenu", "contextMenu"]
    private static let anyMenuFilter = KeywordFilter(anyMenuWords)
    private static let contextMenuFilter = KeywordFilter(contextMenuWords)

    /// The items of this file's SwiftUI views that a menu elsewhere shows in its content
    /// (`ProjectIndex.menuContentViews`): the controls of each one's `body`, read as menu content.
    /// Rules about items judge them; rules about a whole menu (its size, its depth) don't, since
    /// such a view is only part of the menus it is placed in.
    static func placedItems(in file: SwiftFile, project: Project) -> [MenuItem] {
        let placed = project.index.menuContentViews
        guard !placed.isEmpty else { return [] }
        final class Bodies: SyntaxIndexVisitor {
            let placed: Set<String>
            var found: [CodeBlockItemListSyntax] = []
            init(_ placed: Set<String>) { self.placed = placed }
            func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                    let accessors = node.accessorBlock, let statements = Members.getterStatements(accessors),
                    let declaration = node.parent?.parent?.as(VariableDeclSyntax.self),
                    let owner = declaration.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self),
                    placed.contains(owner.name.text)
                else { return .visitChildren }
                found.append(statements)
                return .visitChildren
            }
        }
        let bodies = Bodies(placed)
        file.walk(bodies)
        return bodies.found.flatMap { MenuNode.group(swiftUIElements($0)).items }
    }

    /// Files that declare a view a menu elsewhere shows (`placedItems`), for rules about items.
    static func placedViewFilter(_ project: Project) -> ProjectFilter? {
        let placed = project.index.menuContentViews
        guard !placed.isEmpty else { return nil }
        let declarations = KeywordFilter(placed.sorted().map { "struct \($0)" })
        return { declarations.matches($0) }
    }

    /// Files that declare a function a `UIContextMenuConfiguration` elsewhere calls to build its
    /// menu, for rules whose keywords name the configuration (`Rule.projectFilter`).
    static func contextMenuBuilderFilter(_ project: Project) -> ProjectFilter? {
        let builders = project.index.contextMenuBuilders
        guard !builders.isEmpty else { return nil }
        let declarations = KeywordFilter(builders.sorted().map { "func \($0)" })
        let menus = KeywordFilter(["UIMenu("])
        return { menus.matches($0) && declarations.matches($0) }
    }
}
