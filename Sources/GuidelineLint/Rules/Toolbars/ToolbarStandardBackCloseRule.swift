import GuidelineKit
import SwiftSyntax

/// A home-made Back or Close item where the system's standard one belongs.
struct ToolbarStandardBackCloseRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-standard-back-close",
        summary:
            "A custom Back item in a file that hides the system back button (hidesBackButton = true, .navigationBarBackButtonHidden(true), or hidden while a condition holds: .navigationBarBackButtonHidden(canGoBack)); a leading item drawn as a back chevron (chevron.left or chevron.backward, an asset named with the word back or as a left chevron, also when a view of the project's such as BackNav() draws it, or a helper of the project such as customBackButton makes it): in UIKit a left item, which replaces the system back button unless leftItemsSupplementBackButton is set, in SwiftUI where the file hides the back button; in SwiftUI, a button outside any bar drawn as such a chevron whose action dismisses or pops (dismiss(), popViewController), where the file hides the navigation bar (a home-made bar) or the back button; a bar item that shows only the text Close instead of the system close item (UIBarButtonItem(systemItem: .close), an xmark symbol); in storyboards and xibs, the same items (a Back item where the navigation item hides the back button).",
        severity: .warning, entries: ["toolbars/standard-back-and-close"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIBarButtonItem(", ".toolbar", "navigationBarItems", "navigationBarHidden(true)", "navigationBarBackButtonHidden("],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  - patterns:
                      - pattern-either:
                          - pattern: 'UIBarButtonItem(title: "Close", style: $S, ...)'
                          - pattern: 'UIBarButtonItem(title: "Close", primaryAction: $P)'
                          - pattern: 'UIBarButtonItem(title: "Close", menu: $M)'
                          - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Close") { ... })'
                          - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Close", handler: $H))'
                          - patterns:
                              - pattern-either:
                                  - pattern-inside: 'ToolbarItem(...) { ... }'
                                  - pattern-inside: 'ToolbarItemGroup(...) { ... }'
                              - pattern-either:
                                  - pattern: 'Button("Close", action: $A)'
                                  - pattern: 'Button("Close") { ... }'
                  - patterns:
                      - pattern-either:
                          - pattern-inside: |
                              $N.hidesBackButton = true
                              ...
                          - pattern-inside: '$V.navigationBarBackButtonHidden(true).toolbar { ... }'
                          - pattern-inside: '$V.navigationBarBackButtonHidden().toolbar { ... }'
                          - pattern-inside: '$V.navigationBarBackButtonHidden(true)'
                          - pattern-inside: '$V.navigationBarBackButtonHidden()'
                      - pattern-either:
                          - pattern: 'UIBarButtonItem(title: "Back", ...)'
                          - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Back", ...) { ... })'
                          - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Back", ...))'
                          - pattern: 'Button("Back", ...)'
                          - pattern: 'Button("Back", ...) { ... }'
                """#,
                reason: "misses leading items drawn as a back chevron; sees a hidden back button only earlier in the same scope or on the same modifier chain; misses localized titles and SwiftUI items placed in .toolbar without ToolbarItem"),
            .astGrep: .approximate(
                #"""
                utils:
                  titled-close:
                    kind: call_expression
                    any:
                      - pattern: 'UIBarButtonItem(title: "Close", style: $_S, $$$)'
                      - pattern: 'UIBarButtonItem(title: "Close", primaryAction: $_P)'
                      - pattern: 'UIBarButtonItem(title: "Close", menu: $_M)'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Close") { $$$ })'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Close", handler: $_H))'
                      - all:
                          - any:
                              - pattern: 'Button("Close", action: $_A)'
                              - pattern: 'Button("Close") { $$$ }'
                          - inside:
                              stopBy: end
                              kind: call_expression
                              has:
                                kind: simple_identifier
                                regex: '^ToolbarItem(Group)?$'
                  titled-back:
                    kind: call_expression
                    any:
                      - pattern: 'UIBarButtonItem(title: "Back", $$$)'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Back", $$$) { $$$ })'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: "Back", $$$))'
                      - all:
                          - any:
                              - pattern: 'Button("Back", $$$)'
                              - pattern: 'Button("Back", $$$) { $$$ }'
                              - pattern: 'Button("Back") { $$$ }'
                          - inside:
                              stopBy: end
                              kind: call_expression
                              has:
                                kind: simple_identifier
                                regex: '^ToolbarItem(Group)?$'
                rule:
                  any:
                    - matches: titled-close
                    - matches: titled-back
                      inside:
                        stopBy: end
                        kind: source_file
                        has:
                          stopBy: end
                          any:
                            - pattern: '$_N.hidesBackButton = true'
                            - pattern: 'hidesBackButton = true'
                            - kind: call_expression
                              regex: 'navigationBarBackButtonHidden\((true)?\)$'
                """#,
                reason: "misses leading items drawn as a back chevron, localized titles, titles held in constants and SwiftUI items placed in .toolbar without ToolbarItem"),
            .swiftLint: .notExpressible(reason: "the Back case depends on another statement in the file and a toolbar Button needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 14, correct: 14, violations: 31, found: 13),
        tuning: RuleAccuracy(findings: 436, correct: 430, violations: 601, found: 413)
    )

    /// A file with a bar (`BarItems.mayFill`) that quotes Back or Close or names a back image, or
    /// any bar's file when string tables may hold them.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        (BarItems.mayFill(text) || text.mentions(Self.hidesBar) || text.mentions(Self.hidingBack))
            && (facts.hasStringTables || text.mentions(Self.quotedTitles) || text.mentions(Self.backImages))
    }

    static var mayFindKeywords: [String] { quoted + backImageWords + hidingBar + hidingBackWords }

    /// Bars that show a back image code elsewhere draws (`ProjectIndex.imagesDrawn`), and left
    /// items made by a helper of the project's named as a back button.
    func projectFilter(_ project: Project, options: NoOptions) -> ProjectFilter? {
        let drawn = BarItems.drawnImageFilter(project) { BarItem.backSymbol($0) != nil || BarItem.backAsset($0) != nil }
        let helpers = project.index.functionNames(matching: Self.isNamedBackButton)
        guard !helpers.isEmpty else { return drawn }
        let named = KeywordFilter(helpers), leftItems = KeywordFilter(["leftBarButtonItem", "setLeftBarButton"])
        return { text in drawn?(text) == true || (named.matches(text) && leftItems.matches(text)) }
    }
    private static let quoted = ["\"Back\"", "\"Close\""]
    /// A back chevron's symbols, and any name with "back" in it (an asset's).
    private static let backImageWords = ["chevron.left", "chevron.backward", "arrow.left", "arrow.backward", "back", "Back", "chevron"]
    private static let quotedTitles = KeywordFilter(quoted)
    private static let backImages = KeywordFilter(backImageWords)
    private static let hidingBackWords = ["hidesBackButton = true", "navigationBarBackButtonHidden(true)", "navigationBarBackButtonHidden()"]
    private static let hidingBack = KeywordFilter(hidingBackWords)
    /// UIKit's back button stays beside the left items.
    private static let supplementingBack = KeywordFilter(["leftItemsSupplementBackButton = true"])

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let hidesBack = Self.hidingBack.matches(file.text) || Self.hidesBackSometimes(file)
        let supplementsBack = Self.supplementingBack.matches(file.text)
        let bars = BarItems.all(in: file)
        // A leading item drawn as a back chevron: in UIKit, a left item replaces the system back
        // button (or stands in for Close in a modal view); in SwiftUI, where leading items sit
        // beside the back button, only when the file hides it.
        let backImages = bars.filter { Self.leadingPlacements.contains($0.bar) }.flatMap(\.items).compactMap { item -> Finding? in
            guard item.systemItem == nil, item.isSwiftUI ? hidesBack : !supplementsBack else { return nil }
            // The item's call, or the helper that makes it (`customBackButton`).
            let place = item.call.map(Syntax.init) ?? item.imageReference.map { Syntax($0.node) }
            guard let place else { return nil }
            if let image = item.backImage { return Finding(Self.description.id, at: file.location(of: place), subject: image) }
            if item.isSwiftUI, let type = item.imageReference?.type, Self.isNamedBackButton(type) {
                return Finding(Self.description.id, at: file.location(of: place), subject: type)
            }
            // A view or image drawn elsewhere (`BackNav()`, whose body shows `Image("chevron-left")`).
            guard let reference = item.imageReference else { return nil }
            let owner = file.ownerName(of: reference.node)
            if let drawn = project.index.imagesDrawn(by: reference.member, of: reference.type, in: owner),
                let image = drawn.symbols.lazy.compactMap(BarItem.backSymbol).first ?? drawn.assets.lazy.compactMap(BarItem.backAsset).first
            {
                var finding = Finding(Self.description.id, at: file.location(of: place), subject: image)
                finding.notes = [Diagnostic.Note("drawn as “\(image)” by \(drawn.step.name)", at: drawn.step.location)]
                return finding
            }
            // A UIKit left item that a helper of the project's makes and names a back button
            // (`UIUtils.createLeftBackButton(target:action:)`), whose image may come through a
            // default argument or another overload: it stands where the system back button was.
            // Not when the call hands it another picture (`image: #imageLiteral(resourceName: "close-rounded")`).
            let givenImage = reference.node.as(FunctionCallExprSyntax.self)?.arguments.first { ["image", "icon"].contains($0.label?.text ?? "") }
            let givesOther = givenImage.map { given in
                let named = SymbolNames.first(in: given.expression).map(\.name).flatMap(BarItem.backSymbol)
                    ?? AssetNames.first(in: given.expression).flatMap(BarItem.backAsset)
                return named == nil
            } ?? false
            guard !item.isSwiftUI, !givesOther, let member = reference.member, Self.isNamedBackButton(member),
                let helper = project.index.helper(named: member, of: reference.type, in: owner)
            else { return nil }
            var finding = Finding(Self.description.id, at: file.location(of: place), subject: member)
            finding.notes = [Diagnostic.Note("made by \(helper.name)", at: helper.location)]
            return finding
        }
        let headerBacks = Self.hidesBar.matches(file.text) || hidesBack ? Self.headerBackButtons(in: file, project: project) : []
        let reported = Set((backImages + headerBacks).map(\.location))
        let titled = bars.flatMap { bar in bar.items.map { (bar: bar.bar, item: $0) } }
        return backImages + headerBacks + titled.compactMap { bar, item -> Finding? in
            guard let shown = item.shownTitle(in: file, project: project), let call = item.call,
                !reported.contains(file.location(of: call))
            else { return nil }
            let title = shown.text.trimmingCharacters(in: .whitespaces)
            // A UIKit left item replaces the system back button, hidden or not.
            let replacesBack = hidesBack || (!item.isSwiftUI && Self.leadingPlacements.contains(bar) && !supplementsBack)
            let isBack = title == "Back" && replacesBack && item.systemItem == nil
            let isClose = title == "Close" && item.isText
            guard isBack || isClose else { return nil }
            var finding = shown.finding(Self.description.id)
            finding.location = file.location(of: call)
            return finding
        }
    }

    /// A SwiftUI view that hides the navigation bar draws any bar it shows itself.
    private static let hidingBar = ["navigationBarHidden(true)", ".toolbar(.hidden", "toolbarVisibility(.hidden"]
    private static let hidesBar = KeywordFilter(hidingBar)

    /// In a file whose view hides the navigation bar or its back button, a button outside any bar
    /// drawn as a back chevron whose action dismisses or pops: a home-made bar's back button,
    /// where the system's belongs. Also a view of the project's own there named as a back button
    /// (`BackNavigationButton(action: …)`), a button of its own whose body draws one back chevron,
    /// or a view given a back chevron to draw with an action that dismisses or pops
    /// (`CircleButton(icon: IconProvider.chevronLeft, action: dismiss)`).
    private static func headerBackButtons(in file: SwiftFile, project: Project) -> [Finding] {
        final class Buttons: SyntaxIndexVisitor {
            let index: ProjectIndex
            var found: [Finding] = []
            let file: SwiftFile
            init(_ file: SwiftFile, _ index: ProjectIndex) {
                self.file = file
                self.index = index
            }
            func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let name = SwiftUIView.name(node), !SwiftUIView.isInside(node, ToolbarStandardBackCloseRule.barContainers)
                else { return .visitChildren }
                let id = ToolbarStandardBackCloseRule.description.id
                if name == "Button", let label = SwiftUIView.label(of: node) {
                    let image = SymbolNames.first(in: label).flatMap { BarItem.backSymbol($0.name) }
                        ?? AssetNames.first(in: label).flatMap(BarItem.backAsset)
                    guard let image, ToolbarStandardBackCloseRule.goesBack(node) else { return .visitChildren }
                    found.append(Finding(id, at: file.location(of: node), subject: image))
                    return .skipChildren
                }
                guard !SwiftUIView.builtInViews.contains(name) else { return .visitChildren }
                if ToolbarStandardBackCloseRule.isNamedBackButton(name) {
                    found.append(Finding(id, at: file.location(of: node), subject: name))
                    return .skipChildren
                }
                // A button of the project's (not a wrapper that lays out a screen around one).
                if ActionHandlers.words(name).contains("button"), let drawn = index.imagesDrawn(by: nil, of: name),
                    let image = drawn.symbols.lazy.compactMap(BarItem.backSymbol).first ?? drawn.assets.lazy.compactMap(BarItem.backAsset).first
                {
                    var finding = Finding(id, at: file.location(of: node), subject: image)
                    finding.notes = [Diagnostic.Note("drawn as “\(image)” by \(drawn.step.name)", at: drawn.step.location)]
                    found.append(finding)
                    return .skipChildren
                }
                let given = node.arguments.lazy.compactMap { argument -> String? in
                    guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
                    return BarItem.backSymbol(member.declName.baseName.text) ?? BarItem.backAsset(member.declName.baseName.text)
                }.first
                if let given, ToolbarStandardBackCloseRule.actionGoesBack(node) {
                    found.append(Finding(id, at: file.location(of: node), subject: given))
                    return .skipChildren
                }
                return .visitChildren
            }
        }
        let buttons = Buttons(file, project.index)
        file.walk(buttons)
        return buttons.found
    }

    private static let barContainers: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"]

    /// Whether a button's action leaves the screen: it dismisses or pops (a wizard's "Back" to
    /// its previous step stays on it).
    private static func goesBack(_ button: FunctionCallExprSyntax) -> Bool {
        let action = button.arguments.first { $0.label?.text == "action" }?.expression.trimmedSource
            ?? (SwiftUIView.closure("label", of: button) != nil ? button.trailingClosure?.trimmedSource : nil)
        return action.map { ActionHandlers.words($0).contains { $0 == "dismiss" || $0 == "pop" } } ?? false
    }

    /// A view the project names for what it is: `BackNavigationButton`, `NavBackButton`.
    private static func isNamedBackButton(_ type: String) -> Bool {
        let words = ActionHandlers.words(type)
        return BarItem.backAsset(type) != nil && (words.contains("button") || words.contains("navigation") || words.contains("nav"))
    }

    /// Whether a view's action (an `action:` argument, a closure given to it) dismisses or pops.
    private static func actionGoesBack(_ call: FunctionCallExprSyntax) -> Bool {
        let actions = call.arguments.filter { $0.label?.text == "action" || $0.expression.is(ClosureExprSyntax.self) }.map(\.expression.trimmedSource)
            + [call.trailingClosure?.trimmedSource].compactMap { $0 }
        return actions.contains { ActionHandlers.words($0).contains { $0 == "dismiss" || $0 == "pop" } }
    }

    /// `.navigationBarBackButtonHidden(canGoBack)`: hidden while the condition holds, which is
    /// when the view's own back button shows.
    private static func hidesBackSometimes(_ file: SwiftFile) -> Bool {
        guard file.text.contains("navigationBarBackButtonHidden(") else { return false }
        final class Hiding: SyntaxIndexVisitor {
            var found = false
            func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calleeName == "navigationBarBackButtonHidden",
                    node.arguments.first?.expression.trimmedSource != "false"
                {
                    found = true
                }
                return .visitChildren
            }
        }
        let hiding = Hiding()
        file.walk(hiding)
        return hiding.found
    }

    /// The placements iOS puts at the leading end of the navigation bar (`.navigation` and
    /// `.cancellationAction` among them), where a back item stands.
    private static let leadingPlacements: [BarItems.Bar] = [
        .top("leading"), .top("navigationBarLeading"), .top("topBarLeading"), .top("navigation"), .top("cancellationAction"),
    ]

    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        file.controls.bars.flatMap { bar in
            bar.items.compactMap { item -> Finding? in
                guard let title = item.title?.text, !item.wiring.isConfigured(in: project) else { return nil }
                let isBack = title == "Back" && bar.hidesBackButton && item.systemItem == nil
                let isClose = title == "Close" && item.isText
                guard isBack || isClose else { return nil }
                return Finding(Self.description.id, at: file.location(of: item.element), subject: title)
            }
        }
    }
}
