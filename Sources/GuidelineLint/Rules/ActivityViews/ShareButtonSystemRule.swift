import GuidelineKit
import SwiftSyntax

/// A share sheet opened from a custom text control instead of the system Share button.
struct ShareButtonSystemRule: Rule {
    static let description = RuleDescription(
        id: "share-button-system",
        summary:
            "A share sheet triggered from a custom text control (\"Share\", \"Share via…\"; a Label with the app's own glyph too) instead of the system Share button (the .action bar item, the square.and.arrow.up symbol, SwiftUI ShareLink); in storyboards and xibs, a text button or bar button item whose action reaches a share sheet.",
        severity: .warning, entries: ["activity-views/share-button"], reads: [.swift, .interfaceBuilder],
        keywords: ["activityItems", "UIActivityViewController"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - patterns:
                          - pattern-either:
                              - pattern: 'Button($S, ...)'
                              - pattern: 'Button($S, ...) { ... }'
                              - pattern: '$B.setTitle($S, ...)'
                          - pattern-not: 'Button($L: $S, ...)'
                          - pattern-not: 'Button($L: $S, ...) { ... }'
                      - patterns:
                          - pattern-either:
                              - pattern: 'UIBarButtonItem(..., title: $S, ...)'
                              - pattern: 'UIAction(..., title: $S, ...)'
                              - pattern: 'UIAction(..., title: $S, ...) { ... }'
                              - pattern: 'UIButton(..., title: $S, ...)'
                          - pattern-not: '$T(..., image: $I, ...)'
                          - pattern-not: '$T(..., image: $I, ...) { ... }'
                          - pattern-not: '$T(..., barButtonSystemItem: $I, ...)'
                  - focus-metavariable: $S
                  - metavariable-pattern:
                      metavariable: $S
                      patterns:
                        - pattern-either:
                            - pattern: '"$X"'
                            - pattern: 'NSLocalizedString("$X", comment: $C)'
                            - pattern: 'NSLocalizedString($K, value: "$X", ...)'
                            - pattern: 'String(localized: "$X", ...)'
                        - metavariable-regex:
                            metavariable: $X
                            regex: '^[ \t]*(?i:share(…|\.\.\.| this)?[ \t]*|share via.*|share to.*)$'
                """#,
                reason: "doesn't require the file to open a share sheet, treats image: nil as an image, and misses a Label drawn with the app's own glyph"),
            .astGrep: .exact(
                #"""
                utils:
                  # the file opens a share sheet: UIActivityViewController(…) or any call with an activityItems: argument
                  opens-share-sheet:
                    kind: source_file
                    has:
                      stopBy: end
                      any:
                        - kind: call_expression
                          has: {any: [{kind: simple_identifier, regex: '^UIActivityViewController$'}, {kind: navigation_expression, regex: '(^|\.)UIActivityViewController(\.init)?$'}]}
                        - kind: value_argument
                          has: {field: name, regex: '^activityItems$'}
                  unlabeled-first:
                    kind: value_argument
                    nthChild: 1
                    not: {has: {field: name, kind: value_argument_label}}
                  # the argument that gives a control its title
                  title-argument:
                    kind: value_argument
                    any:
                      # SwiftUI Button("Share") { … }
                      - all:
                          - matches: unlabeled-first
                          - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {kind: call_expression, has: {any: [{kind: simple_identifier, regex: '^Button$'}, {kind: navigation_expression, regex: '\.Button$'}]}}}}
                      # button.setTitle("Share", for: .normal)
                      - all:
                          - nthChild: 1
                          - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {kind: call_expression, has: {kind: navigation_expression, regex: '\.setTitle$'}}}}
                      # UIBarButtonItem(title: "Share", …) without an image or a system item
                      - all:
                          - has: {field: name, regex: '^title$'}
                          - inside:
                              kind: value_arguments
                              not: {has: {kind: value_argument, has: {field: name, regex: '^(image|barButtonSystemItem)$'}, not: {has: {field: value, kind: nil_literal}}}}
                              inside: {kind: call_suffix, inside: {kind: call_expression, has: {any: [{kind: simple_identifier, regex: '^(UIBarButtonItem|UIAction|UIButton)$'}, {kind: navigation_expression, regex: '\.(UIBarButtonItem|UIAction|UIButton)$'}]}}}
                  localized-call:
                    kind: call_expression
                    any:
                      - has: {kind: simple_identifier, regex: '^NSLocalizedString$'}
                      - all:
                          - has: {kind: simple_identifier, regex: '^String$'}
                          - has: {kind: call_suffix, has: {kind: value_arguments, has: {kind: value_argument, nthChild: 1, has: {field: name, regex: '^localized$'}}}}
                rule:
                  kind: line_string_literal
                  regex: '^"[ \t]*(?i:share(…|\.\.\.| this)?[ \t]*|share via[^"]*|share to[^"]*)"$'
                  inside: {stopBy: end, matches: opens-share-sheet}
                  any:
                    - inside: {kind: value_argument, matches: title-argument}
                    - inside: {kind: tuple_expression, inside: {kind: value_argument, matches: title-argument}}
                    - inside:
                        kind: value_argument
                        any:
                          - all:
                              - matches: unlabeled-first
                              - inside: {kind: value_arguments, not: {has: {kind: value_argument, has: {field: name, regex: '^value$'}}}, inside: {kind: call_suffix, inside: {matches: localized-call, inside: {kind: value_argument, matches: title-argument}}}}
                          - all:
                              - has: {field: name, regex: '^(value|localized)$'}
                              - inside: {kind: value_arguments, inside: {kind: call_suffix, inside: {matches: localized-call, inside: {kind: value_argument, matches: title-argument}}}}
                """#),
            .swiftLint: .approximate(
                #"""
                regex: '\b(?:Button\(\s*|\.setTitle\(\s*|(?:UIBarButtonItem|UIAction|UIButton)\((?:[^()\n]*,\s*)?title:\s*(?![^\n]*\b(?:image|barButtonSystemItem):(?!\s*nil\b)))(?:NSLocalizedString\(\s*|String\(localized:\s*)?"[ \t]*(?i:share(?:…|\.\.\.| this)?[ \t]*|share via[^"\n]*|share to[^"\n]*)"'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "doesn't require the file to open a share sheet; sees an image argument only on the title's line and misses NSLocalizedString with value: and a Label drawn with the app's own glyph"),
        ],
        heldOut: RuleAccuracy(findings: 2, correct: 0, violations: 9, found: 0),
        tuning: RuleAccuracy(findings: 38, correct: 21, violations: 172, found: 21)
    )

    /// Files with controls that call a function from which the project can open a share sheet,
    /// or that may show a type of the project that wraps one in a SwiftUI sheet.
    func projectFilter(_ project: Project, options: NoOptions) -> ProjectFilter? {
        let names = project.index.callsReachingShareSheets
        let wrappers = project.index.activityControllerWrapperNames
        guard !names.isEmpty || !wrappers.isEmpty else { return nil }
        let calls = CalledNames(names.map { ($0.name, $0.fromTypes) })
        let wrapper = KeywordFilter(wrappers)
        let sheets = KeywordFilter(["sheet(", "fullScreenCover(", "popover("])
        let controls = KeywordFilter(["Button", "UIAction"])
        return { controls.matches($0) && (calls.matches($0) || (sheets.matches($0) && wrapper.matches($0))) }
    }

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let finder = Finder()
        file.walk(finder)
        // A text "Share" button in a file that opens a share sheet.
        var findings = finder.opensShareSheet
            ? finder.titles.map { Finding(Self.description.id, at: file.location(of: $0.node), subject: $0.text) } : []
        // Any text control whose action opens a share sheet, here or through the calls it makes.
        let controls = TextControls()
        file.walk(controls)
        let sheets = ShareSheetBindings(project: project)
        file.walk(sheets)
        var bodies: [String: [Syntax]]?
        for control in controls.found {
            let chain: [ProjectIndex.Step]
            if control.makesActivityController {
                chain = []
            } else if let sheet = control.setsState.lazy.compactMap({ sheets.bound[$0] }).first {
                chain = [ProjectIndex.Step(name: sheet.name, location: file.location(of: sheet.node))]
            } else if !sheets.bound.isEmpty, let found = Self.stateSetter(control.calls, in: file, bodies: &bodies, sheets: sheets) {
                chain = found
            } else if let found = project.index.shareSheetChain(
                fromCalls: control.calls, owner: file.ownerName(of: control.title))
            {
                chain = found
            } else {
                continue
            }
            // A title chosen by a condition is both its texts (`isCatalyst ? a : b`: "Show Log Files / Export Log Files").
            let titles = control.title.conditionalBranches.map { [$0.then, $0.else] } ?? [control.title]
            let shown = titles.map {
                project.developmentText(of: $0, in: file, localizableLiteral: control.isLocalizedKey)?.text
            }
            var finding = Finding(
                Self.description.id, at: file.location(of: StringValue.of(control.title)?.node ?? control.title),
                subject: shown.allSatisfy { $0 != nil } ? shown.compactMap { $0 }.joined(separator: " / ") : control.title.trimmedSource)
            finding.notes = chain.map { Diagnostic.Note("opens a share sheet through \($0.name)", at: $0.location) }
            findings.append(finding)
        }
        return findings
    }

    /// A function of the file the action calls (`exportLogs()`), or one that function calls, that
    /// sets the state a share sheet is bound to (`showShareSheet = true` before `.sheet(isPresented:
    /// $showShareSheet) { ActivityView(…) }`): the chain through it to the sheet.
    private static func stateSetter(
        _ calls: [String], in file: SwiftFile, bodies: inout [String: [Syntax]]?, sheets: ShareSheetBindings
    ) -> [ProjectIndex.Step]? {
        let functions = bodies ?? ActionHandlers.functionBodies(in: file)
        bodies = functions
        var seen: Set<String> = []
        func follow(_ names: [String], depth: Int) -> [ProjectIndex.Step]? {
            guard depth < 2 else { return nil }
            for name in names where seen.insert(name).inserted {
                for body in functions[name] ?? [] {
                    let step = ProjectIndex.Step(name: name, location: file.location(of: body.parent ?? body))
                    if let sheet = TextControls.assignedNames(in: body).lazy.compactMap({ sheets.bound[$0] }).first {
                        return [step, ProjectIndex.Step(name: sheet.name, location: file.location(of: sheet.node))]
                    }
                    if let rest = follow(CalleeNames.in(body, ownOnly: true), depth: depth + 1) { return [step] + rest }
                }
            }
            return nil
        }
        return follow(calls, depth: 0)
    }

    /// A storyboard's or xib's text button or bar item whose action method opens a share sheet.
    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        let buttons = file.controls.buttons.filter { $0.image == nil && !$0.wiring.isConfigured(in: project) }
            .compactMap { button in button.title.map { ($0, button.wiring) } }
        let items = file.controls.bars.flatMap(\.items).filter { $0.isText && !$0.wiring.isConfigured(in: project) }
            .compactMap { item in item.title.map { ($0, item.wiring) } }
        return (buttons + items).compactMap { title, wiring in
            guard !wiring.actions.isEmpty,
                let chain = project.index.shareSheetChain(fromCalls: wiring.actions, owner: wiring.target)
            else { return nil }
            var finding = Finding(Self.description.id, at: file.location(of: title.element), subject: title.text)
            finding.notes = chain.map { Diagnostic.Note("opens a share sheet through \($0.name)", at: $0.location) }
            return finding
        }.sorted { $0.location < $1.location }
    }

    /// Controls that show only text, with what their action calls: SwiftUI `Button("…") { … }`,
    /// `Button("…", action: f)`, `Button { … } label: { Text("…") }`, `UIBarButtonItem(title:…,
    /// action: #selector(f))` and `UIAction(title:…) { … }` without an image.
    private final class TextControls: SyntaxIndexVisitor {
        struct Control {
            var title: ExprSyntax
            var isLocalizedKey: Bool
            var calls: [String]
            var makesActivityController: Bool
            /// State the action sets (`showShareSheet = true`, `exportItem = url`, `flag.toggle()`).
            var setsState: [String]
        }
        var found: [Control] = []

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Most calls are none of these: they cost a name and nothing more.
            guard let name = node.calleeName, ["Button", "UIBarButtonItem", "UIAction"].contains(name) else {
                return .visitChildren
            }
            let closures = [node.trailingClosure].compactMap { $0 } + node.additionalTrailingClosures.map(\.closure)
            func argument(_ label: String) -> ExprSyntax? { node.arguments.first { $0.label?.text == label }?.expression }
            let hasImage = node.arguments.contains {
                ["image", "systemImage", "barButtonSystemItem"].contains($0.label?.text ?? "")
                    && $0.expression.trimmedSource != "nil"
            }
            var title: ExprSyntax?
            var localized = false
            var handler: [Syntax] = []
            switch name {
            case "Button" where node.calledExpression.is(DeclReferenceExprSyntax.self) && !hasImage:
                if let first = node.arguments.first, first.label == nil {
                    title = first.expression
                    localized = true
                    handler = (argument("action").map { [Syntax($0)] } ?? []) + closures.prefix(1).map(Syntax.init)
                } else if let label = node.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
                    ?? (argument("action") != nil ? node.trailingClosure : nil)
                {
                    title = Self.onlyText(label)
                    localized = true
                    handler = argument("action").map { [Syntax($0)] } ?? node.trailingClosure.map { [Syntax($0)] } ?? []
                }
            case "UIBarButtonItem", "UIAction":
                guard !hasImage else { break }
                title = argument("title")
                handler = (argument("action").map { [Syntax($0)] } ?? []) + (argument("handler").map { [Syntax($0)] } ?? [])
                    + closures.prefix(1).map(Syntax.init)
            default:
                break
            }
            if let title, !handler.isEmpty {
                var calls: [String] = []
                var makes = false
                var state: [String] = []
                for part in handler {
                    state += Self.assignedNames(in: part)
                    if let reference = part.as(DeclReferenceExprSyntax.self) { calls.append(reference.baseName.text) }
                    if let selector = part.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector" {
                        calls += selector.arguments.first.map { [Self.baseName($0.expression)] } ?? []
                    }
                    for token in part.tokens(viewMode: .sourceAccurate) {
                        if token.text == "UIActivityViewController" { makes = true }
                        // A call up the class chain (`super.viewDidLoad()`) is not the action's own.
                        if let call = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
                            ?? token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self)
                            .flatMap({ $0.base?.is(SuperExprSyntax.self) == true ? nil : $0 })?
                            .parent?.as(FunctionCallExprSyntax.self),
                            let called = call.calleeName, token.text == called
                        {
                            calls.append(called)
                        }
                    }
                }
                found.append(
                    Control(
                        title: title, isLocalizedKey: localized, calls: calls, makesActivityController: makes,
                        setsState: state))
            }
            return .visitChildren
        }

        /// Names a handler assigns (`x = …`, `self.x = …`) or toggles (`x.toggle()`).
        static func assignedNames(in node: Syntax) -> [String] {
            var names: [String] = []
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                var target = ExprSyntax(reference)
                if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName == reference,
                    access.base?.trimmedSource == "self"
                {
                    target = ExprSyntax(access)
                }
                if let sequence = target.parent?.parent?.as(SequenceExprSyntax.self), let assignment = sequence.simpleAssignment,
                    assignment.target.id == target.id
                {
                    names.append(reference.baseName.text)
                } else if let access = target.parent?.as(MemberAccessExprSyntax.self), access.base?.id == target.id,
                    access.declName.baseName.text == "toggle"
                {
                    names.append(reference.baseName.text)
                }
            }
            return names
        }

        /// The title of a label closure that shows one `Text("…")` and no image.
        /// A label that shows a progress indicator while it works and the text otherwise
        /// (`if loading { ProgressView() } else { Text(…) }`) is a text label too.
        private static func onlyText(_ closure: ClosureExprSyntax) -> ExprSyntax? {
            onlyText(closure.statements)
        }

        private static func onlyText(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
            guard statements.count == 1, let expression = Members.singleExpression(statements) else { return nil }
            if let branch = expression.as(IfExprSyntax.self), case .codeBlock(let otherwise) = branch.elseBody {
                let sides = [branch.body.statements, otherwise.statements]
                let progress = sides.filter {
                    Members.singleExpression($0).flatMap(SwiftUIView.outermostView).flatMap(SwiftUIView.name) == "ProgressView"
                }
                guard progress.count == 1, let text = sides.lazy.compactMap(onlyText).first else { return nil }
                return text
            }
            // Under its modifiers: `Text(…).foregroundColor(.primary)` is still the text.
            guard let call = SwiftUIView.outermostView(expression) else { return nil }
            if call.calleeName == "Label" { return customGlyphTitle(call) }
            guard call.calleeName == "Text", let first = call.arguments.first, first.label == nil else { return nil }
            return first.expression
        }

        /// The title of a `Label` drawn with the app's own glyph, not a symbol: text beside a
        /// custom image is a text control (Home Assistant's "Share Identifier" with a rotated
        /// export icon). `Label(title, image: "asset")`, `Label { Text(…) } icon: { Image(uiImage: …) }`;
        /// nil for a symbol (`systemImage:`, `Image(systemName:)`) or anything else.
        private static func customGlyphTitle(_ label: FunctionCallExprSyntax) -> ExprSyntax? {
            if let first = label.arguments.first, first.label == nil {
                return label.arguments.contains { $0.label?.text == "image" } ? first.expression : nil
            }
            guard let title = SwiftUIView.closure("title", of: label) ?? label.trailingClosure,
                let icon = SwiftUIView.closure("icon", of: label),
                let image = Members.singleExpression(icon.statements).flatMap(SwiftUIView.outermostView),
                SwiftUIView.name(image) == "Image", let source = image.arguments.first,
                source.label == nil || source.label?.text == "uiImage"
            else { return nil }
            return onlyText(title.statements)
        }

        /// `#selector(share(_:))`, `#selector(self.share)` → `share`.
        private static func baseName(_ expression: ExprSyntax) -> String {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
            return expression.trimmedSource
        }
    }

    /// SwiftUI presentations bound to state (`.sheet(isPresented: $showShare) { ShareView(…) }`,
    /// `.sheet(item: $exportURL)`) whose content is a share sheet: a `UIActivityViewController`
    /// or a project type that wraps one.
    private final class ShareSheetBindings: SyntaxIndexVisitor {
        let project: Project
        /// State name → the share sheet's type and where it is constructed.
        var bound: [String: (name: String, node: Syntax)] = [:]

        init(project: Project) {
            self.project = project
        }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.calleeName, ["sheet", "fullScreenCover", "popover"].contains(name),
                let binding = node.arguments.first(where: { ["isPresented", "item"].contains($0.label?.text ?? "") })
            else { return .visitChildren }
            let states = Self.states(binding.expression)
            let content = [node.trailingClosure].compactMap { $0 } + node.additionalTrailingClosures.map(\.closure)
                + node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            for closure in content {
                for token in closure.tokens(viewMode: .sourceAccurate) {
                    guard let call = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                        let type = ExprSyntax(call).constructedTypeName,
                        type == "UIActivityViewController" || project.index.wrapsActivityController(type)
                    else { continue }
                    for state in states where bound[state] == nil { bound[state] = (type, Syntax(call)) }
                }
            }
            return .visitChildren
        }

        /// The state a binding presents: `$showShare`, `$model.showShare`; or what the setter of
        /// a binding made in place sets (`.init(get: { showShare && url != nil }, set: { showShare = $0 })`).
        private static func states(_ binding: ExprSyntax) -> [String] {
            if let call = binding.as(FunctionCallExprSyntax.self),
                let setter = call.arguments.first(where: { $0.label?.text == "set" })?.expression.as(ClosureExprSyntax.self)
            {
                return TextControls.assignedNames(in: Syntax(setter))
            }
            return binding.trimmedSource.split(separator: ".").last.map { [String($0.drop { $0 == "$" })] } ?? []
        }
    }

    /// "Share", "Share…", "Share via…", "Share to…": a generic share command, not a specific action.
    static func isShareTitle(_ text: String) -> Bool {
        let folded = text.lowercased().trimmingCharacters(in: .whitespaces)
        if ["share", "share…", "share...", "share…", "share this"].contains(folded) { return true }
        return folded.hasPrefix("share via") || folded.hasPrefix("share to")
    }

    private final class Finder: SyntaxIndexVisitor {
        var titles: [StringValue] = []
        var opensShareSheet = false

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let method = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if ExprSyntax(node).constructedTypeName == "UIActivityViewController"
                || node.arguments.contains(where: { $0.label?.text == "activityItems" })
            {
                opensShareSheet = true
            }
            let titleArgument: LabeledExprSyntax?
            switch callee ?? method {
            case "Button":
                // SwiftUI `Button("Share") { … }`; a Label with a system image is the system look.
                titleArgument = node.arguments.first.flatMap { $0.label == nil ? $0 : nil }
            case "setTitle":
                titleArgument = method != nil ? node.arguments.first : nil
            case "UIBarButtonItem", "UIAction", "UIButton":
                let hasImage = node.arguments.contains {
                    ($0.label?.text == "image" || $0.label?.text == "barButtonSystemItem")
                        && $0.expression.trimmedSource != "nil"
                }
                titleArgument = hasImage ? nil : node.arguments.first { $0.label?.text == "title" }
            default:
                titleArgument = nil
            }
            if let argument = titleArgument, let title = StringValue.of(argument.expression),
                ShareButtonSystemRule.isShareTitle(title.text)
            {
                titles.append(title)
            }
            return .visitChildren
        }
    }
}
