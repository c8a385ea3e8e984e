import GuidelineKit
import SwiftSyntax

/// A menu item title that doesn't read like one: an article first, sentence case, too many
/// words, or no ellipsis on an item that asks for more before it acts.
struct MenuItemLabelStyleRule: Rule {
    static let description = RuleDescription(
        id: "menu-item-label-style",
        summary:
            "An English menu item title (UIAction, UICommand, a SwiftUI Button or Toggle in a menu or a menu bar's CommandMenu or CommandGroup, a button type of the app's own or a label a modifier of the app's makes a button, a submenu's title (a nested Menu, a UIMenu not shown inline, a Picker styled .menu) and a picker's options in a menu, a title held in a local constant, in each branch of a choice; or in a view whose body a menu in another file shows, directly or through a member it names; a member read for each case of a type the menu lists, as in ForEach(SortOrder.allCases) { Button($0.title) }; or the title given to a function of the file that makes a UIAction from it) that starts with an article, is not in title-style capitalization (a lower-case important word, or a capital on an article, a conjunction or a short preposition inside it: \"Add To Bookmarks\"), or has more words than the option max-words allows (default 5); or an item whose action asks for more input without a trailing ellipsis: its title starts with Share, Rename, Import, Export, Choose, Invite or Forward (asking where to send, the new name, which file; ShareLink, the system's control, aside), it presents a sheet, a view controller, a file importer or an alert with a text field in its file, pushes a screen or hands the app's router or sheet state a destination whose name says it asks (router.route(to: .addUser), presentedSheet = .editMemo), or, through the project's functions it calls (each resolved by name and owner, named in the finding's notes), a picker, a share sheet or a screen whose name says it asks (Edit, Report, Picker, Compose…), not through a confirmation alert first (a submenu's title asks for nothing: its items do; nor does an item that shows what it names: Show…, View…, About…, or a name of information such as Player Info or Connection Details, nor one whose sheet shows a web page or a document in a viewer). Localization keys (\"menu.copy\") are left alone. Style is a judgement call, so a note.",
        severity: .note, entries: ["menus/labels", "edit-menus/short-verb-labels"], reads: [.swift],
        keywords: ["UIAction(", "UICommand(", " Menu {", " Menu(", "\tMenu {", "\tMenu(", "contextMenu", "CommandMenu", "CommandGroup", "ToolbarTitleMenu"],
        options: Options.self,
        exports: [
            .semgrep: .notExpressible(reason: "the missing-ellipsis check follows each item's action through the file's functions and SwiftUI state"),
            .astGrep: .notExpressible(reason: "the missing-ellipsis check follows each item's action through the file's functions and SwiftUI state"),
            .swiftLint: .notExpressible(reason: "title-style and ellipsis checks need to know which strings are menu item titles and what their actions present"),
        ],
        heldOut: RuleAccuracy(findings: 14, correct: 11, violations: 12, found: 10),
        tuning: RuleAccuracy(findings: 1325, correct: 1261, violations: 1564, found: 990)
    )

    struct Options: RuleOptionSet {
        @Bounded(2...20) var maxWords = 5
    }

    /// The views that menus in other files show (`MenuTree.placedItems`).
    func projectFilter(_ project: Project, options: Options) -> ProjectFilter? { MenuTree.placedViewFilter(project) }

    /// Words title style leaves in lower case unless they come first or last.
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "on", "to",
        "up", "via", "vs", "from", "with", "into", "onto", "over", "per", "off", "out",
    ]

    /// Verbs after which "In" and "On" start a place ("Open In New Tab", "Show On Map"), not a
    /// verb of two words as in "Log In" or "Zoom In".
    static let verbsTakingNoParticle: Set<String> = ["open", "show", "view", "play", "edit", "search", "find", "save", "paste", "share", "post", "reply"]

    /// Minor words that are never part of a verb, so a capital on one inside a title is wrong.
    static let lowerCaseInside: Set<String> = ["the", "and", "or", "nor", "but", "to", "for", "of", "via", "vs"]

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let inputs = InputPresentations(file)
        var seen: Set<SyntaxIdentifier> = []
        var items: [MenuItem] = []
        for tree in MenuTree.all(in: file, project: project) {
            for item in tree.allItems + tree.submenuTitles where seen.insert(item.call.id).inserted { items.append(item) }
        }
        for item in MenuTree.placedItems(in: file, project: project) where seen.insert(item.call.id).inserted {
            items.append(item)
        }
        // UIKit items handed to a menu built at run time (an edit menu's suggested actions plus
        // these), wherever they are made, except a button's own primary action.
        let finder = ActionFinder(project.index)
        file.walk(finder)
        for call in finder.calls where seen.insert(call.id).inserted { items.append(MenuItem(uiKit: call)) }
        // Items made by a function of the file given their title (`action(L10n.edit, "pencil")`).
        for item in MenuItemFactories.items(in: file) where seen.insert(item.call.id).inserted { items.append(item) }

        return items.flatMap { item -> [Finding] in
            // The text people see, in each branch of a conditional title: a literal, or a
            // localized key's text in the development language (a key no table has shows as itself).
            // What the action presents, in this file or through the project's functions it calls
            // (nil: not yet worked out; only a title the ellipsis check reaches needs it).
            var presents: (asks: Bool, chain: [ProjectIndex.Step])?
            func asksForInput() -> Bool {
                if presents == nil {
                    if item.handler.map(inputs.asksForInput) ?? false {
                        presents = (true, [])
                    } else {
                        let chain = item.handler.flatMap {
                            project.index.inputChain(fromCalls: InputPresentations.calls(in: $0), owner: file.ownerName(of: item.call))
                        }
                        presents = (chain != nil, chain ?? [])
                    }
                }
                return presents!.asks
            }
            // One finding a site: the first case of an enumerated title that breaks a check stands
            // for the rest (`ForEach(Duration.allCases) { Button($0.title) }`).
            var reported: Set<SyntaxIdentifier> = []
            // A command to share or rename asks (where to send, the new name) before it acts,
            // whichever way its action gets there (ShareLink is the system's own control).
            let isShareLink = SwiftUIView.name(item.call) == "ShareLink"
            // A submenu's title opens the submenu: what it asks is asked by its items.
            // An item that shows something ("Show Lyrics", "View Recently Closed", "About
            // SimpleLogin") opens what it names: the screen is the result, not a question.
            let mayAsk = !item.isSubmenu && !isShareLink
            return item.shownTitles(in: file, project: project).compactMap { node, title in
                guard !reported.contains(node.id) else { return nil }
                let mayAsk = mayAsk && !Self.onlyShows(title.text)
                let asksByItsVerb = mayAsk && Self.verbAsksForInput(title.text)
                guard let fault = Self.problem(title.text, interpolations: title.interpolations, asksForInput: mayAsk && asksForInput() || asksByItsVerb, options)
                else { return nil }
                let literal = StringValue.of(node)?.node ?? node
                var finding = Finding(Self.description.id, at: file.location(of: literal), subject: title.text)
                finding.fault = fault
                finding.notes = title.notes
                if fault == .check(.ellipsis) {
                    finding.notes += (presents?.chain ?? []).map { Diagnostic.Note("asks for more input through \($0.name)", at: $0.location) }
                }
                reported.insert(node.id)
                return finding
            }
        }
        .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// "Share Post", "Rename", "Import Photos", "Choose Cover": a title whose first word is a verb
    /// that asks for more (where to send or put it, the new name, which file) before it acts: of
    /// the items so titled with no ellipsis that the tuning apps' readers quote, they judged 63 of
    /// 63 to break the guideline. "Edit", "Add", "Move" and "Select" may act at once (Select All,
    /// Move to Trash), and "Report" may only confirm, so their actions are followed instead.
    static func verbAsksForInput(_ title: String) -> Bool {
        title.split(separator: " ").first.map { askingVerbs.contains($0.lowercased()) } ?? false
    }

    private static let askingVerbs: Set<String> = ["share", "rename", "import", "export", "choose", "invite", "forward"]

    /// "Show Lyrics", "View Details", "About …": a title whose first word says the item shows
    /// something (on the tuning apps, judged to need no ellipsis 6 times out of 6). Or one that
    /// names the information it opens ("Info", "Player Info", "Connection Details",
    /// "Documentation"): the screen is where the item goes, not a question before it acts (the
    /// tuning readers judged 5 of 5 such items to need none), unless a verb before the name acts
    /// on it ("Edit Details", "Export History"). Not "Settings": the same readers split on it, 5
    /// to 4 for an ellipsis.
    static func onlyShows(_ title: String) -> Bool {
        let words = title.split(separator: " ").map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) }
        guard let first = words.first, let last = words.last else { return false }
        if ["show", "view", "about", "see"].contains(first) { return true }
        return screenNames.contains(last) && (words.count == 1 || !actingVerbs.contains(first))
    }

    private static let screenNames: Set<String> = [
        "info", "information", "details", "status", "documentation", "help", "history", "properties",
    ]
    private static let actingVerbs: Set<String> = [
        "edit", "change", "set", "reset", "clear", "delete", "remove", "update", "configure", "manage", "adjust", "customize",
        "share", "export", "rename", "copy", "add", "save", "send", "restore", "sync", "import",
    ]

    /// What is wrong with an English title, if anything, as a message words it; titles in other
    /// scripts are left alone. With interpolated values (`Share “…”`), the words the code fills in
    /// are neither counted nor judged, nor is the ending, which a value may fill.
    static func problem(_ title: String, interpolations: Int = 0, asksForInput: @autoclosure () -> Bool, _ options: Options) -> Fault? {
        guard title.unicodeScalars.allSatisfy({ $0.isASCII || $0 == "…" || $0 == "’" }) else { return nil }
        // `"status.card.copy"`: a SwiftUI title is a LocalizedStringKey, and a key like this one
        // is not what people read.
        if !title.contains(" ") && title.contains(where: { $0 == "." || $0 == "_" }) { return nil }
        let words = title.split(separator: " ").map(String.init).filter(TitleText.isWord)
        guard let first = words.first else { return nil }
        if ["a", "an", "the"].contains(first.lowercased()) && words.count > 1 { return .check(.article, values: ["word": first]) }
        if interpolations == 0 && words.count > options.maxWords {
            return .words(words.count, max: options.maxWords, option: "max-words")
        }
        for (index, word) in words.enumerated() {
            let edge = index == 0 || index == words.count - 1
            // "Add To Bookmarks": an article, a conjunction or a short preposition inside a
            // title stays lower case. (Not "In", "On", "Up", "Out", "Off": as in "Log In" or
            // "Zoom Out" they may belong to the verb, which title style capitalizes.)
            if !edge, word.count > 1, word.first?.isUppercase == true, word.dropFirst().allSatisfy(\.isLowercase),
                lowerCaseInside.contains(word.lowercased().trimmingCharacters(in: .punctuationCharacters))
                    || ["in", "on"].contains(word.lowercased()) && verbsTakingNoParticle.contains(words[index - 1].lowercased())
            {
                return .check(.capitalization, values: ["word": word])
            }
            guard let letter = word.first, letter.isLetter, letter.isLowercase else { continue }
            // `iPhone`, `eBook`: a name with its own capitals.
            if word.dropFirst().contains(where: \.isUppercase) { continue }
            if edge || !minorWords.contains(word.lowercased().trimmingCharacters(in: .punctuationCharacters)) {
                return .check(.capitalization, values: ["word": word])
            }
        }
        if interpolations == 0 && !(title.hasSuffix("…") || title.hasSuffix("...")) && asksForInput() { return .check(.ellipsis) }
        return nil
    }

    /// `UIAction(…)` and `UICommand(…)` calls that are not a button's primary action (given or
    /// assigned), nor handed
    /// to a type of the project's own (`AnnouncementItem(action: UIAction(…))`, `OnboardingStep(actions:
    /// [UIAction(…)])`): what such a type makes of an action, a banner's button or a menu's item, is
    /// a guess.
    private final class ActionFinder: SyntaxIndexVisitor {
        let index: ProjectIndex
        var calls: [FunctionCallExprSyntax] = []
        init(_ index: ProjectIndex) { self.index = index }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let type = ExprSyntax(node).constructedTypeName
            guard type == "UIAction" || type == "UICommand" else { return .visitChildren }
            // The argument the action is, itself or as an element of an array literal.
            var argumentNode = node.parent
            if argumentNode?.is(ArrayElementSyntax.self) == true {
                argumentNode = argumentNode?.parent?.parent?.parent
            }
            if let argument = argumentNode?.as(LabeledExprSyntax.self),
                let receiver = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                if argument.label?.text == "primaryAction" || receiver.calleeName == "addAction" { return .visitChildren }
                if let made = ExprSyntax(receiver).constructedTypeName, index.declaresOwnType(made) { return .visitChildren }
            }
            // `button.primaryAction = UIAction(…)`: a button's, assigned.
            if let assignment = node.parent?.parent?.as(SequenceExprSyntax.self)?.simpleAssignment,
                assignment.value.id == node.id, assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "primaryAction"
            {
                return .visitChildren
            }
            calls.append(node)
            return .visitChildren
        }
    }
}

/// What an item's action opens that asks people for more: a sheet, a full-screen cover, a
/// popover, a view controller, an alert with a text field, a file importer or exporter, a photos
/// picker; followed into the file's functions
/// and SwiftUI state that presents. Other files are reached through the project model
/// (`ProjectIndex.inputChain`), which knows less of what is presented and so asks more of it.
struct InputPresentations {
    /// SwiftUI state whose change presents something that asks for input (`isRenaming`).
    private var presentingState: Set<String> = []
    private var functions: [String: [Syntax]] = [:]
    /// Answers for calls, by the name called and depth: items of one menu call the same
    /// functions, and a fuzzed file's thousand namesake functions were walked a million times.
    private let known = Known()

    private final class Known {
        var answers: [Key: Bool] = [:]
        struct Key: Hashable {
            var name: String
            var depth: Int
        }
    }

    init(_ file: SwiftFile) {
        let finder = Finder()
        file.walk(finder)
        presentingState = finder.presentingState
        functions = ActionHandlers.functionBodies(in: file)
    }

    func asksForInput(_ handler: ExprSyntax) -> Bool { asks(Syntax(handler), depth: 0) }

    /// The names a handler calls (`rename(item)` in a closure), or the function it names
    /// (`handler: rename`): where the project's code is followed from.
    static func calls(in handler: ExprSyntax) -> [String] {
        if let reference = handler.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        let walker = Walker(viewMode: .sourceAccurate)
        walker.walk(handler)
        return walker.calls
    }

    /// A web page's or a document's viewer (`SFSafariViewController(…)`, a `WebView` or
    /// `PDFViewerView` of the app's own): it shows content and asks for nothing.
    static func showsContent(_ expression: ExprSyntax?) -> Bool {
        expression?.constructedTypeName.map(ProjectIndex.showsContent) ?? false
    }

    private func asks(_ node: Syntax, depth: Int) -> Bool {
        let walker = Walker(viewMode: .sourceAccurate)
        walker.walk(node)
        if walker.presentsViewController && (!walker.makesAlert || walker.addsTextField) { return true }
        if walker.opensInputScreen { return true }
        if !walker.assigned.isDisjoint(with: presentingState) { return true }
        guard depth < 2 else { return false }
        if let reference = node.as(DeclReferenceExprSyntax.self), functions[reference.baseName.text] != nil {
            return asks(calling: reference.baseName.text, depth: depth + 1)
        }
        return walker.calls.contains { asks(calling: $0, depth: depth + 1) }
    }

    /// Whether a function of this name asks for input, its body read at `depth`.
    private func asks(calling name: String, depth: Int) -> Bool {
        guard let bodies = functions[name] else { return false }
        let key = Known.Key(name: name, depth: depth)
        if let answer = known.answers[key] { return answer }
        let answer = bodies.contains { asks($0, depth: depth) }
        known.answers[key] = answer
        return answer
    }

    /// Words of a call's or a property's name that say it moves to another screen: `router.route(to:)`,
    /// `openSheet(_:)`, `appPath.presentedSheet = …`.
    static let navigationWords: Set<String> = [
        "route", "navigate", "open", "show", "present", "presented", "push", "sheet", "destination", "cover", "modal",
    ]

    static func namesNavigation(_ name: String) -> Bool { ActionHandlers.words(name).contains(where: navigationWords.contains) }

    /// A destination named by an enum case whose name says the screen asks (`.addServerUser`,
    /// `.editMemo(id)`: `ProjectIndex.inputWords`), not a case of a type named in full.
    static func namesInputScreen(_ expression: ExprSyntax) -> Bool {
        let named = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        guard let access = named.as(MemberAccessExprSyntax.self), access.base == nil else { return false }
        return ActionHandlers.words(access.declName.baseName.text).contains(where: ProjectIndex.inputWords.contains)
    }

    private final class Walker: SyntaxVisitor {
        var presentsViewController = false
        var makesAlert = false
        var addsTextField = false
        /// Navigation to a screen whose name says it asks: an input screen pushed, or a
        /// destination handed to the app's router (`router.route(to: .addUser)`).
        var opensInputScreen = false
        var assigned: Set<String> = []
        var calls: [String] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calleeName, InputPresentations.namesNavigation(name),
                node.arguments.contains(where: { InputPresentations.namesInputScreen($0.expression) })
            {
                opensInputScreen = true
            }
            switch node.calleeName {
            case "present" where PresentCall.hasUIKitShape(node):
                if !InputPresentations.showsContent(node.arguments.first.map { Locals.resolve($0.expression) }) {
                    presentsViewController = true
                }
            case "pushViewController":
                // A pushed screen asks only when its type says so: most show something.
                if let type = node.arguments.first.flatMap({ Locals.resolve($0.expression).constructedTypeName }),
                    ProjectIndex.inputControllers.contains(type) || ProjectIndex.namesInput(type)
                {
                    opensInputScreen = true
                }
            case "addTextField": addsTextField = true
            case "toggle":
                if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                    assigned.insert(ButtonMenu.key(base))
                }
            case let name?: calls.append(name)
            case nil: break
            }
            if ExprSyntax(node).constructedTypeName == "UIAlertController" { makesAlert = true }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = node.simpleAssignment {
                assigned.insert(ButtonMenu.key(assignment.target))
                // `appPath.presentedSheet = .editMemo(id)`
                let property = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                if InputPresentations.namesNavigation(property),
                    InputPresentations.namesInputScreen(assignment.value)
                {
                    opensInputScreen = true
                }
            }
            return .visitChildren
        }
    }

    private final class Finder: SyntaxIndexVisitor {
        var presentingState: Set<String> = []

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil else {
                return .visitChildren
            }
            let name = access.declName.baseName.text
            // A file importer or exporter and a photos picker ask which file, where, which photos.
            guard ["sheet", "fullScreenCover", "popover", "alert", "fileImporter", "fileExporter", "photosPicker"].contains(name)
            else { return .visitChildren }
            if name == "alert" {
                // An alert asks for input only with a text field; otherwise it confirms. (Its own
                // arguments and closures: the view it modifies may hold other alerts' fields.)
                let fields = SwiftUIView.CallFinder(names: ["TextField", "SecureField"])
                fields.walk(node.arguments)
                node.trailingClosure.map { fields.walk($0) }
                node.additionalTrailingClosures.forEach { fields.walk($0) }
                guard !fields.calls.isEmpty else { return .visitChildren }
            }
            // A sheet that shows a web page or a document asks for nothing.
            // Its content: the trailing closure, or one given as `content:`.
            let closure = node.trailingClosure ?? node.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
            let content = closure.flatMap { Members.singleExpression($0.statements) }
            if InputPresentations.showsContent(content.flatMap(SwiftUIView.outermostView).map(ExprSyntax.init)) {
                return .visitChildren
            }
            for argument in node.arguments where ["isPresented", "item"].contains(argument.label?.text ?? "") {
                let text = argument.expression.trimmedSource
                // `$isRenaming`, `$model.isRenaming`: the state the action sets.
                if text.hasPrefix("$") { presentingState.insert(ButtonMenu.key(String(text.dropFirst()))) }
            }
            return .visitChildren
        }
    }
}
