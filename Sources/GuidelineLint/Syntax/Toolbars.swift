import SwiftSyntax

/// The items of one bar as one file writes them, UIKit (`toolbarItems = […]`,
/// `navigationItem.rightBarButtonItems = […]`, `toolbar.setItems([…], animated:)`) or SwiftUI
/// (`.toolbar { ToolbarItem(placement:) { … } … }`), read the same way for the toolbar rules.
struct BarItems {
    enum Bar: Equatable {
        /// A bottom toolbar: UIKit `toolbarItems`, a `UIToolbar`'s items, SwiftUI `.bottomBar`.
        case bottom
        /// The navigation bar's leading or trailing items, or another SwiftUI placement.
        case top(String)
    }

    var bar: Bar
    /// Where findings about the bar as a whole point: the array literal, or `.toolbar`'s dot.
    var anchor: Syntax
    /// The items in reading order (for UIKit's right items, from the trailing edge inwards).
    var items: [BarItem]

    /// Every bar the file fills in.
    static func all(in file: SwiftFile) -> [BarItems] {
        file.memoized(.barItems) {
            let finder = Finder()
            file.walk(finder)
            let content = toolbarContentTypes.matches(file.text) ? Finder.toolbarContentTypes(in: file.tree.statements) : []
            // A bar filled only on the Mac or the watch (`#if os(macOS)` … `.toolbar { … }`):
            // its items, wherever declared, are not an iOS bar's.
            let unshipped = UnshippedCode.of(file)
            return (finder.bars + content).filter { !unshipped.contains(line: file.location(of: $0.anchor).line) }
                .sorted { $0.anchor.position < $1.anchor.position }
        }
    }

    private static let toolbarContentTypes = KeywordFilter(["ToolbarContent"])

    /// The bar a UIKit property or setter fills: `toolbarItems` and a toolbar's `items` are the
    /// bottom bar; the navigation item's sides are top bars.
    private static func uiKitBar(_ name: String, receiver: String) -> Bar? {
        switch name {
        case "toolbarItems", "setToolbarItems": return .bottom
        case "items", "setItems": return receiver.lowercased().contains("toolbar") ? .bottom : nil
        case "rightBarButtonItems", "setRightBarButtonItems", "rightBarButtonItem", "setRightBarButton":
            return .top("trailing")
        case "leftBarButtonItems", "setLeftBarButtonItems", "leftBarButtonItem", "setLeftBarButton":
            return .top("leading")
        default: return nil
        }
    }

    private static func uiKitItems(_ expression: ExprSyntax) -> [BarItem] {
        let resolved = Locals.resolve(expression)
        if let array = resolved.as(ArrayExprSyntax.self) {
            return array.elements.map { BarItem(uiKit: element($0.expression)) }
        }
        // `var items: [UIBarButtonItem] = []` … `items.append(share)` … `= items`: the items every
        // run adds (one added in a branch or a loop may not be there, and the rules that count
        // items or judge neighbours would guess).
        if resolved.id == expression.id, let appended = Locals.appended(to: expression) {
            return appended.filter { !$0.isConditional && !$0.isRepeated }.map { BarItem(uiKit: element($0.expression)) }
        }
        return [BarItem(uiKit: element(resolved))]
    }

    /// An element as written, through constants, through what the same body last set a
    /// variable or property to (`shareItem = UIBarButtonItem(…)` … `= shareItem`), and through a
    /// local closure that makes it (`let flex = { UIBarButtonItem(barButtonSystemItem:
    /// .flexibleSpace, …) }` … `flex()`).
    private static func element(_ expression: ExprSyntax) -> ExprSyntax {
        var resolved = Locals.resolve(expression)
        if resolved.id == expression.id, let assigned = Locals.lastAssignment(before: expression) { resolved = assigned }
        if let call = resolved.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            call.calledExpression.is(DeclReferenceExprSyntax.self),
            let closure = Locals.resolve(call.calledExpression).as(ClosureExprSyntax.self),
            let made = Members.singleExpression(closure.statements)
        {
            return made
        }
        return resolved
    }

    private final class Finder: SyntaxIndexVisitor {
        var bars: [BarItems] = []

        func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assignment = node.assignedValues else { return .visitChildren }
            let (name, receiver): (String, String)
            if let access = assignment.target.as(MemberAccessExprSyntax.self) {
                (name, receiver) = (access.declName.baseName.text, access.base.map(ButtonMenu.key) ?? "")
            } else if let reference = assignment.target.as(DeclReferenceExprSyntax.self) {
                (name, receiver) = (reference.baseName.text, "")
            } else {
                return .visitChildren
            }
            guard let bar = BarItems.uiKitBar(name, receiver: receiver) else { return .visitChildren }
            // Each branch of `x = c ? items : other` is a way the bar can look.
            for value in assignment.values where value.trimmedSource != "nil" {
                bars.append(BarItems(bar: bar, anchor: Syntax(value), items: BarItems.uiKitItems(value)))
            }
            return .visitChildren
        }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calleeName, name.hasPrefix("set"), let first = node.arguments.first {
                let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(ButtonMenu.key) ?? ""
                if let bar = BarItems.uiKitBar(name, receiver: receiver) {
                    bars.append(BarItems(bar: bar, anchor: Syntax(first.expression), items: BarItems.uiKitItems(first.expression)))
                }
            } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "navigationBarItems", access.isViewModifier
            {
                bars += Self.navigationBarItems(node, anchor: Syntax(access.period))
            } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "toolbar", access.isViewModifier,
                let content = node.trailingClosure
                    ?? node.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
            {
                bars += Self.swiftUIBars(content, anchor: Syntax(access.period))
            }
            return .visitChildren
        }

        /// Types of `ToolbarContent` (`struct CloseToolbarItem: ToolbarContent`), at the top level
        /// or nested in other types: each one's `body` is a toolbar's content wherever it is placed.
        static func toolbarContentTypes(in statements: CodeBlockItemListSyntax) -> [BarItems] {
            statements.flatMap { statement -> [BarItems] in
                guard let declaration = statement.item.as(DeclSyntax.self) else { return [] }
                return toolbarContentTypes(declaration)
            }
        }

        private static func toolbarContentTypes(_ declaration: DeclSyntax) -> [BarItems] {
            guard let group = declaration.asProtocol(DeclGroupSyntax.self) else { return [] }
            var bars = group.memberBlock.members.flatMap { toolbarContentTypes($0.decl) }
            let conforms = group.inheritanceClause?.inheritedTypes.contains {
                $0.type.trimmedSource.lastNameComponent == "ToolbarContent"
            }
            if conforms == true, let name = declaration.as(StructDeclSyntax.self)?.name,
                let body = Members.declaration(of: "body", in: [group.memberBlock.members])?.accessorBlock,
                let statements = Members.getterStatements(body)
            {
                bars += swiftUIBars(statements, anchor: Syntax(name))
            }
            return bars
        }

        /// The items a toolbar builder lists: its expressions; those in every branch of an `if`
        /// (`if hasServers { ToolbarItem … }`, `if #available … else`), of a `switch` and of an
        /// `#if` (another platform's clauses are left out); a `ForEach`'s
        /// content, once; and a builder property's or method's (`.toolbar { toolbarContent }`
        /// with `@ToolbarContentBuilder var toolbarContent`, or `toolbarItems()`) and an item's
        /// (`refreshButton`), followed up to two deep; the controls of an `HStack` or `Group`, each.
        private static func contentExpressions(_ statements: CodeBlockItemListSyntax, depth: Int) -> [ExprSyntax] {
            placedExpressions(statements, depth: depth).map(\.expression)
        }

        /// `contentExpressions`, each with where the bar lists it (`BarItem.site`).
        private static func placedExpressions(_ statements: CodeBlockItemListSyntax, depth: Int) -> [(expression: ExprSyntax, site: ExprSyntax)] {
            statements.flatMap { statement -> [(expression: ExprSyntax, site: ExprSyntax)] in
                if let configuration = statement.item.as(IfConfigDeclSyntax.self) {
                    return configuration.clauses.flatMap { clause -> [(expression: ExprSyntax, site: ExprSyntax)] in
                        // Another platform's clause: its items, wherever declared, are not in an iOS bar.
                        guard !UnshippedCode.isOtherPlatforms(clause), case .statements(let inner)? = clause.elements else {
                            return []
                        }
                        return placedExpressions(inner, depth: depth)
                    }
                }
                guard let expression = statement.expression else { return [] }
                if let branch = expression.as(IfExprSyntax.self) {
                    return branch.branchStatements.flatMap { placedExpressions($0, depth: depth) }
                }
                if let choice = expression.as(SwitchExprSyntax.self) {
                    return choice.cases.flatMap { item -> [(expression: ExprSyntax, site: ExprSyntax)] in
                        item.as(SwitchCaseSyntax.self).map { placedExpressions($0.statements, depth: depth) } ?? []
                    }
                }
                if let call = expression.as(FunctionCallExprSyntax.self), SwiftUIView.name(call) == "ForEach",
                    let content = SwiftUIView.content(of: call)
                {
                    return placedExpressions(content.statements, depth: depth)
                }
                if let controls = stackedControls(expression) { return placedExpressions(controls, depth: depth) }
                if depth < 2, let body = SwiftUIView.memberBody(expression, arguments: false) {
                    return placedExpressions(body, depth: depth + 1).map { ($0.expression, expression) }
                }
                return [(expression, expression)]
            }
        }

        /// `HStack { refreshButton; addButton }` in one item: each control is a button of the bar.
        private static func stackedControls(_ expression: ExprSyntax) -> CodeBlockItemListSyntax? {
            guard let call = expression.as(FunctionCallExprSyntax.self), ["HStack", "Group"].contains(SwiftUIView.name(call) ?? "")
            else { return nil }
            return SwiftUIView.content(of: call)?.statements
        }

        /// The items of a group's content (`ToolbarItem { … }`), the first starting the group; nil
        /// when the call has no content.
        private static func group(_ call: FunctionCallExprSyntax) -> [BarItem]? {
            guard let body = SwiftUIView.content(of: call) else { return nil }
            var items = placedExpressions(body.statements, depth: 1).map { BarItem(swiftUI: $0.expression, site: $0.site) }
            if !items.isEmpty { items[0].startsGroup = true }
            return items
        }

        /// The placement a toolbar content type's name gives: `LeadingToolbarItems`,
        /// `TrailingBarItem`, `BottomToolbarGroup`; nil for any other name.
        private static func placementNamed(_ name: String) -> String? {
            let words = ActionHandlers.words(name)
            guard words.contains(where: { $0 == "toolbar" || $0 == "item" || $0 == "items" }) else { return nil }
            if words.contains("leading") { return "navigationBarLeading" }
            if words.contains("trailing") { return "navigationBarTrailing" }
            if words.contains("principal") { return "principal" }
            if words.contains("bottom") { return "bottomBar" }
            return nil
        }

        /// `.navigationBarItems(leading:trailing:)` (deprecated, still common): each side's view,
        /// or the view a property of the enclosing type returns (`leading: backButton`), is an
        /// item of the navigation bar's leading or trailing placement.
        private static func navigationBarItems(_ call: FunctionCallExprSyntax, anchor: Syntax) -> [BarItems] {
            call.arguments.compactMap { argument -> BarItems? in
                guard let side = argument.label?.text, side == "leading" || side == "trailing" else { return nil }
                var expressions = [argument.expression]
                // `leading: displayClose ? Button("Close", action: hide) : nil`: each view it may show.
                if let branches = argument.expression.conditionalBranches {
                    expressions = [branches.then, branches.else].filter { $0.trimmedSource != "nil" }
                }
                if argument.expression.is(DeclReferenceExprSyntax.self),
                    let body = SwiftUIView.memberBody(argument.expression, arguments: false)
                {
                    expressions = contentExpressions(body, depth: 1)
                } else if let controls = stackedControls(argument.expression) {
                    // `trailing: HStack { refreshButton; addButton }`.
                    expressions = contentExpressions(controls, depth: 1)
                }
                let placement = side == "leading" ? "navigationBarLeading" : "navigationBarTrailing"
                return BarItems(bar: .top(placement), anchor: anchor, items: expressions.map { BarItem(swiftUI: $0) })
            }
        }

        /// A `.toolbar`'s content by placement: each `ToolbarItem` or `ToolbarItemGroup` starts a
        /// group; a `ToolbarSpacer` separates groups.
        private static func swiftUIBars(_ content: ClosureExprSyntax, anchor: Syntax) -> [BarItems] {
            swiftUIBars(content.statements, anchor: anchor)
        }

        private static func swiftUIBars(_ statements: CodeBlockItemListSyntax, anchor: Syntax) -> [BarItems] {
            var byPlacement: [(String, [BarItem])] = []
            func append(_ placement: String, _ items: [BarItem]) {
                if let index = byPlacement.firstIndex(where: { $0.0 == placement }) {
                    byPlacement[index].1 += items
                } else {
                    byPlacement.append((placement, items))
                }
            }
            for expression in Self.contentExpressions(statements, depth: 0) {
                guard let call = SwiftUIView.outermostView(expression), let name = SwiftUIView.name(call) else { continue }
                let placement =
                    call.arguments.first { $0.label?.text == "placement" }?.expression.trimmedSource
                    .split(separator: ".").last.map(String.init) ?? "automatic"
                switch name {
                case "ToolbarItem", "ToolbarItemGroup":
                    guard let items = Self.group(call) else { continue }
                    append(placement, items)
                case "ToolbarSpacer":
                    var spacer = BarItem(swiftUI: expression)
                    spacer.isFixedSpace = call.arguments.first?.expression.trimmedSource == ".fixed"
                    append(placement, [spacer])
                default:
                    // A wrapper of the project's named for its placement (`LeadingToolbarItems { … }`,
                    // whose body is a `ToolbarItem(placement: .navigationBarLeading)`): its content's items.
                    if let named = Self.placementNamed(name), let items = Self.group(call) {
                        append(named, items)
                    } else {
                        append(placement, [BarItem(swiftUI: expression)])
                    }
                }
            }
            return byPlacement.map { placement, items in
                BarItems(bar: placement == "bottomBar" ? .bottom : .top(placement), anchor: anchor, items: items)
            }
        }
    }
}

/// One item of a bar: a `UIBarButtonItem` or a SwiftUI view in a toolbar.
struct BarItem {
    /// Where findings about the item point: its call.
    var node: Syntax
    /// Where the bar lists it: its own expression, or the reference to the member that builds it
    /// (`signInButton` in an arm of a `switch`); `Branches.exclusive` reads what shows together there.
    var site: Syntax
    var call: FunctionCallExprSyntax?
    /// The text it shows, when it shows text rather than a symbol.
    var title: StringValue?
    /// The expression of the title, literal or not (`L10n.closeLabel`), for `Project.titleTexts`.
    var titleExpression: ExprSyntax?
    /// A SwiftUI item, whose title literal is a localized key.
    var isSwiftUI = false
    /// The SF Symbol's name and the literal that names it.
    var symbol: (name: String, literal: ExprSyntax)?
    /// The asset catalog image it shows, named by a literal (`UIImage(named: "nav-back")`,
    /// `Image("nav-back")`, `#imageLiteral(resourceName:)`).
    var assetName: String?
    var hasImage = false
    var isSpace = false
    var isFixedSpace = false
    var isProminent = false
    /// A system item (`.add`, `.close`): its own standard look.
    var systemItem: String?
    /// The custom view of `UIBarButtonItem(customView:)`, resolved through constants.
    var customView: ExprSyntax?
    /// A SwiftUI `ToolbarItem` or `ToolbarItemGroup` begins here.
    var startsGroup = false
    /// An image the code draws elsewhere, when no symbol is named here: `Type.member` or
    /// `.member` (`Assets.Images.nextUnread`, `.ellipsisNavigation()`), or a view of the
    /// project's (`MoreIcon()`, member nil): `ProjectIndex.symbolsDrawn` says what it shows.
    var imageReference: (member: String?, type: String?, node: ExprSyntax)?

    /// A SwiftUI view the bar lays out but people never see (`.opacity(0)`, `.hidden()`).
    var isInvisible = false

    /// Shown instead of an item of an earlier branch: in an `else` (or `else if`) or a later
    /// `case` of a choice inside the toolbar's content (`if isLoading { ProgressView() } else {
    /// Button(…) }` is one place in the bar, not two).
    var isAlternative: Bool {
        // A UIKit bar is one assignment: a choice around it makes another bar.
        guard isSwiftUI else { return false }
        var child = node
        while let parent = child.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), ["toolbar", "navigationBarItems"].contains(call.calleeName ?? "") { return false }
            // A member's body (`@ToolbarContentBuilder var items`), not a `#if` around modifiers.
            if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) { return false }
            if let choice = parent.as(IfExprSyntax.self), choice.elseBody?.id == child.id { return true }
            if let cases = parent.as(SwitchCaseListSyntax.self), cases.first?.id != child.id { return true }
            child = parent
        }
        return false
    }

    /// Text only: a title and no image or symbol.
    var isText: Bool { titleExpression != nil && symbol == nil && !hasImage && systemItem == nil && !isSpace }

    init(uiKit expression: ExprSyntax) {
        node = Syntax(expression)
        site = node
        // `.flexibleSpace()`, `UIBarButtonItem.fixedSpace(8)`.
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            name == "flexibleSpace" || name == "fixedSpace"
        {
            isSpace = true
            isFixedSpace = name == "fixedSpace"
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            ExprSyntax(call).constructedTypeName == "UIBarButtonItem"
        else {
            imageReference = Self.helperReference(expression)
            return
        }
        self.call = call
        func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        if let system = argument("systemItem") ?? argument("barButtonSystemItem") {
            let name = system.trimmedSource.split(separator: ".").last.map(String.init) ?? ""
            isSpace = name == "flexibleSpace" || name == "fixedSpace"
            isFixedSpace = name == "fixedSpace"
            systemItem = isSpace ? nil : name
        }
        // `primaryAction:` given when made, or set on the item after (`close.primaryAction = UIAction(…)`).
        let action = (argument("primaryAction") ?? Self.assigned("primaryAction", afterMaking: call)).flatMap { ActionCall($0) }
        let titleArgument = argument("title").flatMap { $0.is(NilLiteralExprSyntax.self) ? nil : $0 }
        titleExpression = titleArgument ?? action?.call.arguments.first { $0.label?.text == "title" }?.expression
        title = titleExpression.flatMap(StringValue.of)
        // An image held in a local constant (`let image = UIImage(systemName: …)`) is read there.
        if let image = (argument("image") ?? action?.call.arguments.first(where: { $0.label?.text == "image" })?.expression)
            .map(Locals.resolve), image.trimmedSource != "nil"
        {
            hasImage = true
            symbol = Self.symbol(in: Syntax(image))
            assetName = AssetNames.first(in: Syntax(image)) ?? Self.backNamedImage(image)
            if symbol == nil && assetName == nil {
                imageReference = Self.memberReference(image) ?? Self.symbolReference(in: Syntax(image))
            }
        }
        // The Done system item draws in the done style: it is as prominent as `style: .done`.
        isProminent =
            systemItem == "done"
            || ["prominent", "done"].contains(argument("style")?.trimmedSource.split(separator: ".").last.map(String.init) ?? "")
        customView = argument("customView").map(Locals.resolve)
        // A button of the same body shown as the item (`UIBarButtonItem(customView: button)`):
        // the image it is given (`button.setImage(UIImage(systemName: "chevron.left"), for: .normal)`).
        // Or an item made bare and given its image or title after (`let info = UIBarButtonItem()`,
        // `info.image = UIImage(systemName: "info.circle")`, `close.title = "Close"`).
        if !hasImage,
            let image = argument("customView").flatMap(Self.imageGiven(to:)) ?? Self.assigned("image", afterMaking: call)
        {
            hasImage = true
            symbol = Self.symbol(in: Syntax(image))
            assetName = AssetNames.first(in: Syntax(image))
        }
        if titleExpression == nil, !hasImage, let assigned = Self.assigned("title", afterMaking: call) {
            titleExpression = assigned
            title = StringValue.of(assigned)
        }
    }

    /// The value set on a local item's property after the statement that makes it:
    /// `name.image = …` in the same block (the first such assignment).
    private static func assigned(_ property: String, afterMaking call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let block = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        for item in block where item.position > call.position {
            guard let assignment = item.item.as(SequenceExprSyntax.self)?.simpleAssignment,
                let access = assignment.target.as(MemberAccessExprSyntax.self), access.declName.baseName.text == property,
                access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { continue }
            return assignment.value
        }
        return nil
    }

    /// An item a helper of the project makes (`customBackButton`, `self.backItem()`,
    /// `makeBackButton(color: .label)`, `UIUtils.createLeftBackButton(…)`): a property or
    /// function named without a type or on a type, whose code `ProjectIndex.imagesDrawn` reads.
    private static func helperReference(_ expression: ExprSyntax) -> (member: String?, type: String?, node: ExprSyntax)? {
        var named = expression
        if let call = named.as(FunctionCallExprSyntax.self) { named = call.calledExpression }
        if let access = named.as(MemberAccessExprSyntax.self) {
            // `self.backItem()`, or a type's static helper: `UIUtils.createLeftBackButton(…)`.
            if access.base?.trimmedSource == "self" { return (access.declName.baseName.text, nil, expression) }
            if let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
                return (access.declName.baseName.text, base.baseName.text, expression)
            }
            return nil
        }
        guard let reference = named.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true
        else { return nil }
        return (reference.baseName.text, nil, expression)
    }

    /// The image a button held in a local gets in the statements of its body before `view` uses
    /// it: `setImage(_:for:)` (the first call), a configuration's image (`config.image = …` then
    /// `button.configuration = config`, or `button.configuration?.image = …`), or the image it is
    /// made with (`UIButton.systemButton(with:target:action:)`, `UIButton(configuration:)` is left
    /// alone). A plain view that holds such a button (`container.addSubview(button)`, the item
    /// showing `container`) shows the button's image.
    private static func imageGiven(to view: ExprSyntax) -> ExprSyntax? {
        guard let reference = view.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        if let made = Locals.resolve(view).as(FunctionCallExprSyntax.self),
            made.calleeName == "systemButton", let image = made.arguments.first(where: { $0.label?.text == "with" })
        {
            return image.expression
        }
        var scope = view.parent
        while let node = scope, !node.is(MemberBlockSyntax.self) {
            if let block = node.as(CodeBlockItemListSyntax.self) {
                let before = Array(block.filter { $0.position < view.position })
                for item in before {
                    if let call = item.item.as(FunctionCallExprSyntax.self),
                        let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                        access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                        let argument = call.arguments.first, argument.label == nil
                    {
                        if call.calleeName == "setImage" { return argument.expression }
                        if call.calleeName == "addSubview", let image = imageGiven(to: argument.expression) { return image }
                    }
                }
                return configurationImage(of: name, in: before)
            }
            scope = node.parent
        }
        return nil
    }

    /// The image a button's configuration is given in `statements`: `name.configuration?.image = …`,
    /// or `name.configuration = config` after `config.image = …`.
    private static func configurationImage(of name: String, in statements: [CodeBlockItemSyntax]) -> ExprSyntax? {
        func assignment(_ item: CodeBlockItemSyntax) -> (path: [String], value: ExprSyntax)? {
            guard let assignment = item.item.as(SequenceExprSyntax.self)?.simpleAssignment else { return nil }
            let path = assignment.target.trimmedSource.replacingOccurrences(of: "?", with: "").split(separator: ".").map(String.init)
            return (path, assignment.value)
        }
        for item in statements {
            guard let (path, value) = assignment(item), path.first == name, path.dropFirst().first == "configuration" else { continue }
            if path.count == 3, path[2] == "image" { return value }
            guard path.count == 2, let config = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            for other in statements where other.position < item.position {
                if let (path, value) = assignment(other), path == [config, "image"] { return value }
            }
        }
        return nil
    }

    init(swiftUI written: ExprSyntax, site: ExprSyntax? = nil) {
        node = Syntax(written)
        self.site = Syntax(site ?? written)
        // `sortMenu(settings)`, `backButton`: the view a member of the same type builds, when it
        // is one expression, or one shown under a condition (`if canGoBack { Button … }`).
        let expression = SwiftUIView.memberBody(written).flatMap(Self.builtView) ?? written
        guard let call = SwiftUIView.outermostView(expression), let name = SwiftUIView.name(call) else { return }
        self.call = call
        node = Syntax(call)
        if name == "Spacer" || name == "ToolbarSpacer" {
            isSpace = true
            return
        }
        isSwiftUI = true
        // `.opacity(0)`, `.hidden()`: kept in the layout, never seen.
        isInvisible = SwiftUIView.modifiers(of: call).contains { modifier in
            modifier.name == "hidden" && modifier.call.arguments.isEmpty
                || modifier.name == "opacity" && modifier.call.arguments.first.map { Double($0.expression.trimmedSource) == 0 } == true
        }
        // A view of the project's placed as the item (`BackNav()`, `ConnectedDevice(name: n)`):
        // what it draws is in its body, unless the item hands it the image.
        if Self.drawsOwnImage(call, named: name), !Self.titledViews.contains(name) {
            imageReference = (nil, name, ExprSyntax(call))
        }
        // A title in any view's first argument when literal (as before); otherwise only in views
        // whose first argument is their title (`Button(L10n.close)`), not `ProgressView(value)`.
        if let first = call.arguments.first, first.label == nil {
            title = StringValue.of(first.expression)
            if title != nil || Self.titledViews.contains(name) { titleExpression = first.expression }
        }
        // `systemImage:`, `image:`, and an app's own initializers that take an `icon:`.
        if let image = call.arguments.first(where: { ["systemImage", "image", "icon"].contains($0.label?.text ?? "") }) {
            hasImage = true
            if image.label?.text == "systemImage" {
                if let named = SymbolNames.name(of: image.expression) {
                    symbol = (named.name, named.node)
                } else {
                    // A name a constant of the project's holds (`systemImage: MySymbols.filter`).
                    imageReference = Self.memberReference(image.expression)
                }
            } else if let member = image.expression.as(MemberAccessExprSyntax.self), member.base != nil,
                Self.backAsset(member.declName.baseName.text) != nil
            {
                // An icon the app's own catalogue names (`icon: IconProvider.chevronLeft`), read
                // by its name where that names a back chevron.
                assetName = member.declName.baseName.text
            }
        }
        // A Toggle's or a link's trailing closure is its label; a Button's is its action and a
        // Menu's its content.
        let labelled = ["Toggle", "Link", "ShareLink", "NavigationLink"].contains(name)
        if let label = SwiftUIView.label(of: call) ?? (labelled ? call.trailingClosure : nil) {
            if symbol == nil, let found = Self.symbol(in: Syntax(label)) {
                symbol = found
                hasImage = true
            }
            let images = SwiftUIView.CallFinder(names: ["Image", "Label"])
            images.walk(label)
            if !images.calls.isEmpty { hasImage = true }
            assetName = AssetNames.first(in: Syntax(label))
            if symbol == nil && assetName == nil {
                imageReference = Self.viewReference(in: Syntax(label)) ?? Self.symbolReference(in: Syntax(label))
            }
            if titleExpression == nil {
                let texts = SwiftUIView.CallFinder(names: ["Text", "Label"])
                texts.walk(label)
                titleExpression = texts.calls.lazy.compactMap { $0.arguments.first?.expression }.first
                title = titleExpression.flatMap(StringValue.of)
            }
        }
        let modifiers = SwiftUIView.modifiers(of: call)
        isProminent = modifiers.contains {
            $0.name == "buttonStyle" && ($0.call.arguments.first?.expression.trimmedSource ?? "").contains("Prominent")
        }
    }

    /// `Assets.Images.nextUnread`, `UIImage.more()`, `.ellipsisNavigation()` (a member without
    /// arguments, on a type or implicit), unwrapped.
    /// An image a theme or generated catalogue holds under a name that says it is the back
    /// chevron (`Theme.current.palette.navigationBarBackIcon?.withRenderingMode(…)`,
    /// `Asset.Global.iconBack.image`): read by that name, as an `icon:` of SwiftUI's is.
    static func backNamedImage(_ image: ExprSyntax) -> String? {
        var expression = image
        while true {
            if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
                ButtonHasLabelRule.sameImage.contains(access.declName.baseName.text)
            {
                expression = base
            } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
                access.declName.baseName.text == "image"
            {
                expression = base  // SwiftGen's `Asset.iconBack.image`
            } else {
                break
            }
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.base != nil else { return nil }
        return backAsset(access.declName.baseName.text)
    }

    private static func memberReference(_ image: ExprSyntax) -> (member: String?, type: String?, node: ExprSyntax)? {
        var expression = image
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            expression = call.calledExpression
        }
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let member = access.declName.baseName.text
        guard let base = access.base else { return (member, nil, image) }
        let type = base.trimmedSource
        guard type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        else { return nil }
        return (member, type, image)
    }

    /// A symbol named by code elsewhere: `UIImage(systemName: .moreSymbol())`, whose function
    /// returns the name (`ProjectIndex.imagesDrawn`).
    private static func symbolReference(in node: Syntax) -> (member: String?, type: String?, node: ExprSyntax)? {
        SymbolNames.arguments(in: node).lazy.filter { SymbolNames.name(of: $0) == nil }.compactMap(memberReference).first
    }

    /// The first view of the project's own a label makes without arguments (`MoreIcon()`).
    private static func viewReference(in label: Syntax) -> (member: String?, type: String?, node: ExprSyntax)? {
        final class Views: SyntaxVisitor {
            var found: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil, let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    BarItem.drawsOwnImage(node, named: name)
                else { return .visitChildren }
                found = node
                return .skipChildren
            }
        }
        let views = Views(viewMode: .sourceAccurate)
        views.walk(label)
        return views.found.map { call in (nil, call.calledExpression.trimmedSource, ExprSyntax(call)) }
    }

    /// Whether a call makes a view of the project's (a capitalised name SwiftUI doesn't have)
    /// that draws its own image: one not handed an image by an argument (`icon:`, `systemName:`).
    static func drawsOwnImage(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        name.first?.isUppercase == true && !SwiftUIView.builtInViews.contains(name)
            && !call.arguments.contains { Self.imageLabels.contains($0.label?.text ?? "") }
    }

    private static let imageLabels = SymbolNames.labels.union([
        "image", "imageName", "icon", "iconName", "symbol", "symbolName", "asset",
    ])

    /// The one view a builder's statements make: a single expression, or the first branch of an
    /// `if` that is the only statement; of `if #available(iOS 26, *) { … } else { … }`, the
    /// fallback older systems show (`IfExprSyntax.olderSystemsFallback`).
    private static func builtView(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let single = Members.singleExpression(statements) else { return nil }
        guard let branch = single.as(IfExprSyntax.self) else { return single }
        if let fallback = branch.olderSystemsFallback { return Members.singleExpression(fallback.statements) }
        return branch.branchStatements.first.flatMap(Members.singleExpression)
    }

    /// SwiftUI views whose first unlabelled argument is the title they show.
    private static let titledViews: Set<String> = [
        "Button", "Link", "Toggle", "Menu", "Text", "Label", "NavigationLink", "ShareLink", "Picker",
    ]

    /// The first symbol named under a node.
    private static func symbol(in node: Syntax) -> (name: String, literal: ExprSyntax)? {
        SymbolNames.first(in: node).map { ($0.name, $0.node) }
    }
}

extension BarItem {
    /// The image's name when it is drawn as a back button: the SF Symbols `chevron.left`,
    /// `chevron.backward`, `arrow.left` and `arrow.backward` (plain, in a circle or filled), or an
    /// asset named with the word "back" (`nav-back`, `back_icon`, `icBack`), not a player's
    /// "skip back" or "seek back", or after a left chevron or arrow (`chevron-left`, `icon-arrow-left`).
    var backImage: String? { symbol.map { Self.backSymbol($0.name) } ?? assetName.flatMap(Self.backAsset) }

    /// A back chevron's SF Symbol: `chevron.left`, `chevron.backward`, `arrow.left`,
    /// `arrow.backward`, plain, in a circle or filled.
    static func backSymbol(_ name: String) -> String? {
        let parts = name.split(separator: ".")
        let isChevron = parts.count >= 2 && ["chevron", "arrow"].contains(parts[0]) && ["left", "backward"].contains(parts[1])
        return isChevron && parts.dropFirst(2).allSatisfy({ ["circle", "fill"].contains($0) }) ? name : nil
    }

    /// An asset drawn as a back button: named with the word "back" (`nav-back`, `icBack`), not a
    /// player's "skip back", or as a left chevron (`chevron-left`).
    static func backAsset(_ asset: String) -> String? {
        let words = ActionHandlers.words(asset)
        let isBack = words.contains("back") && words.allSatisfy({ !["skip", "seek", "jump", "rewind", "play"].contains($0) })
        // `chevron-left`, `icon-arrow-left`: the shapes of the `chevron.left` and `arrow.left` symbols.
        let isChevron = (words.contains("chevron") || words.contains("arrow")) && (words.contains("left") || words.contains("backward"))
        return isBack || isChevron ? asset : nil
    }

    /// The text the item shows in the development language: its literal, or a localized key's
    /// or generated accessor's text.
    func shownTitle(in file: SwiftFile, project: Project) -> TitleText? {
        guard let titleExpression else { return nil }
        return project.developmentText(of: titleExpression, in: file, localizableLiteral: isSwiftUI)
    }

    /// What a message quotes: the title it shows, else its symbol, else its code as written.
    func subject(in file: SwiftFile, project: Project) -> String {
        shownTitle(in: file, project: project)?.text ?? title?.text ?? symbol?.name ?? node.quotedCode
    }
}

extension BarItems {
    /// Every `UIBarButtonItem(…)` the file makes, as an item, wherever it ends up.
    static func uiKitItemsMade(in file: SwiftFile) -> [BarItem] {
        final class Made: SyntaxIndexVisitor {
            var items: [BarItem] = []
            func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if ExprSyntax(node).constructedTypeName == "UIBarButtonItem" { items.append(BarItem(uiKit: ExprSyntax(node))) }
                return .visitChildren
            }
        }
        let made = Made()
        file.walk(made)
        return made.items
    }

    /// Files that fill a bar and name code elsewhere that draws an image `matching` accepts
    /// (`ProjectIndex.imagesDrawn`), for rules that follow bar items' images there.
    static func drawnImageFilter(_ project: Project, matching: (String) -> Bool) -> ProjectFilter? {
        let names = project.index.imageDrawerNames(matching: matching)
        guard !names.isEmpty else { return nil }
        let drawers = KeywordFilter(names), bars = KeywordFilter(keywords + ["toolbar", "Toolbar"])
        return { drawers.matches($0) && bars.matches($0) }
    }

    /// Whether a file may fill a bar at all, before it is parsed: each way `all(in:)` finds one
    /// is named by `toolbar` (in any case: a `toolBar`'s items, `.toolbar { … }`, `toolbarItems`)
    /// or by a `…BarButtonItem…` property or setter, or `.navigationBarItems(…)`. Many files name a bordered symbol, a text
    /// like "Close" or a model's `.items =` with no bar in sight.
    static func mayFill(_ text: FileText) -> Bool {
        text.mentions(barButton) || text.mentions(ignoringCase: "toolbar")
    }

    /// What `mayFill` asks, for the rules' `mayFindKeywords` (searched in the one pass).
    static let keywords = ["BarButton", "navigationBarItems"]
    private static let barButton = KeywordFilter(keywords)
}
