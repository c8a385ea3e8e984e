import SwiftSyntax

/// Reading SwiftUI view expressions: the view a call builds, its modifiers, its content.
enum SwiftUIView {
    /// `Button(…)`, `SwiftUI.Button(…)` → "Button"; nil for anything but a call of a type name.
    static func name(_ call: FunctionCallExprSyntax) -> String? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        {
            // `SwiftUI.Button { … }`: an app with a `Button` of its own names SwiftUI's so.
            name = access.declName.baseName.text
        } else {
            return nil
        }
        return name.first?.isUppercase == true ? name : nil
    }

    /// `Button(…, role: .destructive, …)`.
    static func hasDestructiveRole(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { $0.label?.text == "role" && $0.expression.trimmedSource.hasSuffix("destructive") }
    }

    /// The modifiers applied to a view, innermost first: `.buttonStyle(…)`, `.keyboardShortcut(…)`.
    static func modifiers(of view: some SyntaxProtocol) -> [(name: String, call: FunctionCallExprSyntax)] {
        var out: [(String, FunctionCallExprSyntax)] = []
        var current = Syntax(view)
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
            let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id
        {
            out.append((access.declName.baseName.text, call))
            current = Syntax(call)
        }
        return out
    }

    /// The view builder closure that holds a container's content: `content:` or the first
    /// trailing closure (`Menu { … } label: { … }`, `Menu("Title") { … }`, `Picker(…) { … }`).
    static func content(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let argument = call.arguments.first(where: { $0.label?.text == "content" }) {
            return argument.expression.as(ClosureExprSyntax.self)
        }
        return call.trailingClosure
    }

    /// The closure a call passes as `name:`, as an argument or a labelled trailing closure
    /// (`Label { … } icon: { … }`).
    static func closure(_ name: String, of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let argument = call.arguments.first(where: { $0.label?.text == name }) {
            return argument.expression.as(ClosureExprSyntax.self)
        }
        return call.additionalTrailingClosures.first { $0.label.text == name }?.closure
    }

    /// The label closure of `Button { … } label: { … }` or `Button(action:) { … }`.
    static func label(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labelled = closure("label", of: call) { return labelled }
        // `Button(action: f) { label }`: with an action argument, the trailing closure is the label.
        if call.arguments.contains(where: { $0.label?.text == "action" }) { return call.trailingClosure }
        return nil
    }

    /// SwiftUI's own views and layout containers: not a view of the project's.
    static let builtInViews: Set<String> = [
        "Image", "Text", "Label", "HStack", "VStack", "ZStack", "Spacer", "Divider", "Group", "EmptyView", "Color",
        "ProgressView", "Circle", "Rectangle", "Capsule", "RoundedRectangle", "AnyView",
    ]

    /// Controls that show as one item of a menu.
    static let menuItemControls: Set<String> = ["Button", "Link", "ShareLink", "Toggle", "NavigationLink", "Menu"]

    /// What `items.filter { … }` filters (`items`), or the expression itself: a filtered list
    /// shows at most what it filters.
    static func filteredBase(_ expression: ExprSyntax) -> ExprSyntax {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "filter",
            let base = access.base
        else { return expression }
        return base
    }

    /// The most items a menu's builder statements can show at once: its controls (a custom
    /// view named `…Button` is one), `Section` and `Group` opened, the largest branch of an `if`
    /// or `switch` (only one shows), a property or function of the same type that holds the
    /// content (`menuContent`, `memberBody`) read in its place; a declaration (`let title = …`)
    /// shows nothing; a `ForEach` over every case of an enum `cases` knows (`ProjectIndex.caseCount`)
    /// shows one set of items per case; a `Picker` shows its options (`options`: each `Text` or
    /// `Label` of its content), or one submenu when styled `.menu`. Nil when the content is
    /// computed otherwise (another `ForEach`, another custom view, a variable).
    static func mostItems(
        in statements: CodeBlockItemListSyntax, depth: Int = 0, cases: (String) -> Int? = { _ in nil }, options: Bool = false
    ) -> Int? {
        var count = 0
        for statement in statements {
            if statement.item.is(VariableDeclSyntax.self) { continue }
            guard let expression = statement.expression else { return nil }
            if let held = memberBody(expression) {
                guard depth < 2, let items = mostItems(in: held, depth: depth + 1, cases: cases, options: options) else { return nil }
                count += items
                continue
            }
            if let branch = expression.as(IfExprSyntax.self) {
                let counts = branch.branchStatements.map { mostItems(in: $0, depth: depth, cases: cases, options: options) }
                guard !counts.contains(nil) else { return nil }
                count += counts.compactMap { $0 }.max() ?? 0
                continue
            }
            if let choice = expression.as(SwitchExprSyntax.self) {
                var most = 0
                for element in choice.cases {
                    guard case .switchCase(let switchCase) = element, let items = mostItems(in: switchCase.statements, depth: depth, cases: cases, options: options)
                    else { return nil }
                    most = max(most, items)
                }
                count += most
                continue
            }
            guard let call = outermostView(expression), let name = name(call) else { return nil }
            switch name {
            case "Divider":
                continue
            case "ForEach":
                // `ForEach(Sort.allCases) { Button($0.title) { … } }`: each of the enum's cases
                // (of `Sort.allCases.filter { … }`, at most each).
                guard let listed = call.arguments.first.map({ Self.filteredBase($0.expression) }),
                    let path = listed.dottedPath, path.hasSuffix(".allCases"),
                    let each = cases(String(path.dropLast(".allCases".count))),
                    let body = call.trailingClosure, let items = mostItems(in: body.statements, depth: depth, cases: cases, options: options)
                else { return nil }
                count += each * items
            case "Section", "Group", "ControlGroup":
                guard let inner = content(of: call).flatMap({ mostItems(in: $0.statements, depth: depth, cases: cases) }) else { return nil }
                count += inner
            case "Picker":
                // Styled `.menu`, a submenu: one item. Otherwise its options show in the menu
                // itself, one item each (`Text("Size").tag(…)`, a `ForEach` over an enum's cases).
                if modifiers(of: call).contains(where: { $0.name == "pickerStyle" && $0.call.arguments.first?.expression.trimmedSource == ".menu" }) {
                    count += 1
                    continue
                }
                guard let options = content(of: call).flatMap({ mostItems(in: $0.statements, depth: depth, cases: cases, options: true) })
                else { return nil }
                count += options
            case "Text":
                // A picker's option; among commands, a caption (`Text("Map Details")` over
                // them), which is no command.
                if options { count += 1 }
            case "Label" where options:
                count += 1
            case _ where menuItemControls.contains(name) || name.hasSuffix("Button"):
                count += 1
            default:
                return nil
            }
        }
        return count
    }

    /// The statements that build a view the code names by a member of the enclosing type:
    /// `menuContent` (a computed property's getter) or `sortMenu(settings)` (the body of the
    /// type's one method of that name); with `arguments: false`, only a call without arguments of
    /// a method without parameters (`.toolbar { toolbarItems() }`). Nil for anything else.
    static func memberBody(_ expression: ExprSyntax, arguments: Bool = true) -> CodeBlockItemListSyntax? {
        // `toolbarItems`, `self.toolbarItems`, `toolbarItems()`, `self.toolbarItems()`.
        let name: String
        if let own = expression.ownName {
            name = own
        } else if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            arguments || call.arguments.isEmpty, let callee = call.calledExpression.ownName
        {
            name = callee
        } else {
            return nil
        }
        guard name.first?.isLowercase == true else { return nil }
        let blocks = Members.blocks(around: Syntax(expression))
        let methods = blocks.flatMap { Members.builtForIOS($0).compactMap { $0.decl.as(FunctionDeclSyntax.self) } }.filter {
            $0.name.text == name && (arguments || $0.signature.parameterClause.parameters.isEmpty)
        }
        if methods.count > 1 { return nil }
        if let body = methods.first?.body { return body.statements }
        return Members.declaration(of: name, in: blocks)?.accessorBlock.flatMap(Members.getterStatements)
    }

    /// `Button(…).disabled(x)` → the `Button(…)` call under its modifiers.
    static func outermostView(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        // `Button(…) {…}` followed by `#if os(…) .sheet(…) #else .popover(…) #endif`: the view
        // before the platform's modifiers.
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { return outermostView(base) }
        guard var call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        while let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(FunctionCallExprSyntax.self)
        {
            call = base
        }
        return call
    }

    /// Whether `node` sits inside the content of a call named one of `containers`
    /// (`.contextMenu { … }` counts as a call named `contextMenu`).
    static func isInside(_ node: some SyntaxProtocol, _ containers: Set<String>) -> Bool {
        enclosingContainer(of: node, among: containers) != nil
    }

    /// The name of the nearest call among `containers` whose closure holds `node`, within the
    /// same declaration.
    static func enclosingContainer(of node: some SyntaxProtocol, among containers: Set<String>) -> String? {
        var current = node.parent
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                if let name = call.calleeName, containers.contains(name) { return name }
            }
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(VariableDeclSyntax.self) { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// SwiftUI `Menu` calls that are pull-down buttons: not submenus of a menu, not in a
    /// context menu or a picker, not in the Mac menu bar (`CommandGroup`, `CommandMenu`).
    static func pullDownMenus(in file: SwiftFile, project: Project) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(names: ["Menu"])
        file.walk(finder)
        return finder.calls.filter {
            !isInside($0, ["Menu", "contextMenu", "Picker", "CommandGroup", "CommandMenu"])
                // A submenu of a menu whose content this member or view builds elsewhere
                // (`.contextMenu { chapterMenu(for: chapter) }`, `ProjectIndex.menuContentMembers`).
                && !isInMenuContentBuilder($0, project.index)
        }
    }

    /// Whether a node is in a member a menu's content names, or in the body of a view placed in
    /// a menu's content: what it shows is part of that menu.
    private static func isInMenuContentBuilder(_ node: some SyntaxProtocol, _ index: ProjectIndex) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self), index.menuContentMembers.contains(function.name.text) {
                return true
            }
            if let binding = candidate.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, index.menuContentMembers.contains(name)
            {
                return true
            }
            if let type = candidate.as(StructDeclSyntax.self) { return index.menuContentViews.contains(type.name.text) }
            current = candidate.parent
        }
        return false
    }

    /// Every call of one of these view names in a tree (`walk(_:)`) or a file (`SwiftFile.walk`).
    final class CallFinder: SyntaxVisitor, SyntaxIndexVisitor {
        let names: Set<String>
        var calls: [FunctionCallExprSyntax] = []
        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = SwiftUIView.name(node), names.contains(name) { calls.append(node) }
            return .visitChildren
        }
    }
}
