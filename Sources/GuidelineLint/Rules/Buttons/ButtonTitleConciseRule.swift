import GuidelineKit
import SwiftSyntax

/// A button title that reads as a sentence rather than a short verb phrase.
struct ButtonTitleConciseRule: Rule {
    static let description = RuleDescription(
        id: "button-title-concise",
        summary:
            "A literal button title longer than a few words: SwiftUI Button(\"…\"), UIButton setTitle(_:for:), UIButton.Configuration title, a button's title in a storyboard or xib (option max-words), in the development language (a translation takes the words its language needs); titles with interpolated values are left alone, and so are storyboard titles that code replaces through an outlet. A judgement call, so a note.",
        severity: .note, entries: ["buttons/content"], reads: [.swift, .interfaceBuilder],
        keywords: ["Button(", "setTitle(", "title = "], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern: Button($T, ...)
                      - pattern: Button(NSLocalizedString($T, ...), ...)
                      - pattern: 'Button(String(localized: $T, ...), ...)'
                      - pattern: '$X.setTitle($T, for: $S)'
                      - pattern: '$X.setTitle(NSLocalizedString($T, ...), for: $S)'
                      - pattern: '$X.setTitle(String(localized: $T, ...), for: $S)'
                      - patterns:
                          - pattern-either:
                              - pattern: $C.title = $T
                              - pattern: $C.title = NSLocalizedString($T, ...)
                              - pattern: '$C.title = String(localized: $T, ...)'
                          - metavariable-regex:
                              metavariable: $C
                              regex: '(?i).*config(uration)?\??$'
                  - focus-metavariable: $T
                  # a plain literal of six or more words (max-words default 5), no interpolation
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^"[ \t]*[^ \t]+([ \t]+[^ \t]+){5,}[ \t]*"$'
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^(?!.*\\\().*$'
                """#,
                reason: "takes a configuration by its variable name (config, configuration), not its declared type; checks NSLocalizedString's key, not its value:"),
            .astGrep: .approximate(
                #"""
                utils:
                  # the first, unlabelled argument of Button(…) or of setTitle(…, for: …)
                  title-argument:
                    kind: value_argument
                    nthChild: 1
                    not: {has: {field: name, kind: value_argument_label}}
                    inside:
                      kind: value_arguments
                      inside:
                        kind: call_suffix
                        inside:
                          kind: call_expression
                          any:
                            - has: {kind: simple_identifier, regex: '^Button$', nthChild: 1}
                            - has:
                                kind: navigation_expression
                                nthChild: 1
                                has: {kind: navigation_suffix, has: {kind: simple_identifier, regex: '^setTitle$'}}
                  # configuration.title = …, button.configuration?.title = …
                  configuration-title:
                    kind: assignment
                    has:
                      field: target
                      regex: '(?i)config(uration)?\??\.title$'
                  # NSLocalizedString("…", …) or String(localized: "…")
                  localized-call:
                    kind: call_expression
                    has: {kind: simple_identifier, regex: '^(NSLocalizedString|String)$', nthChild: 1}
                rule:
                  kind: line_string_literal
                  regex: '^"[ \t]*[^ \t]+([ \t]+[^ \t]+){5,}[ \t]*"$'
                  not: {has: {kind: interpolated_expression}}
                  any:
                    - inside: {matches: title-argument}
                    - inside: {matches: configuration-title}
                    - inside:
                        kind: value_argument
                        nthChild: 1
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            inside:
                              matches: localized-call
                              any:
                                - inside: {matches: title-argument}
                                - inside: {matches: configuration-title}
                """#,
                reason: "takes a configuration by its variable name (config, configuration), not its declared type; checks NSLocalizedString's key, not its value:"),
            .swiftLint: .approximate(
                #"""
                regex: '(\bButton\(|\.setTitle\(|[cC]onfig(uration)?\??\.title\s*=)\s*(NSLocalizedString\(|String\(localized:\s*)?"[ \t]*[^"\\\s]+([ \t]+[^"\\\s]+){5,}[ \t]*"'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "same forms as text: configuration by variable name, and skips titles with escapes or split across lines; max-words default 5"),
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 3, found: 1),
        tuning: RuleAccuracy(findings: 66, correct: 63, violations: 189, found: 62)
    )

    struct Options: RuleOptionSet {
        @Bounded(1...20) var maxWords = 5
    }

    /// A literal title of more words than the limit, where a title is written; a localized
    /// one is for `projectFilter`.
    func mayFind(in text: FileText, options: Options, facts: ProjectFacts) -> Bool {
        Self.sites.mayHaveLiteral(in: text, moreWordsThan: options.maxWords)
    }

    func projectFilter(_ project: Project, options: Options) -> ProjectFilter? {
        Self.sites.mayShowLocalized(in: project, moreWordsThan: options.maxWords, keywords: Self.description.keywords)
    }

    private static let sites = TitleSites(["Button(", "setTitle(", "title = "])

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        let finder = Finder()
        file.walk(finder)
        // A button whose interaction is turned off shows its title as a label.
        return finder.titles.filter { $0.receiver.map { !finder.inert.contains($0) } ?? true }.flatMap { title in
            judge(project.titleTexts(of: title.expression, in: file, localizableLiteral: title.isLocalizedKey), options)
        }
    }

    func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding] {
        file.controls.buttons.filter { !$0.isInert && !$0.wiring.isConfigured(in: project) }.flatMap { button in
            judge(button.title.map { project.titleTexts(of: $0, in: file) } ?? [], options)
        }
    }

    /// Words are counted in the development language only: a translation takes the words its
    /// language needs, and a word limit is no measure of what a control cuts off.
    private func judge(_ texts: [TitleText], _ options: Options) -> [Finding] {
        texts.filter {
            $0.language == nil && $0.interpolations == 0 && !$0.wordsAreUncountable && $0.words.count > options.maxWords
        }
            .map { $0.finding(Self.description.id, .words($0.words.count, max: options.maxWords, option: "max-words")) }
    }

    private final class Finder: SyntaxIndexVisitor {
        /// Title expressions; SwiftUI's `Button("…")` takes a `LocalizedStringKey`.
        var titles: [(expression: ExprSyntax, isLocalizedKey: Bool, receiver: String?)] = []
        /// Buttons given `isUserInteractionEnabled = false`.
        var inert: Set<String> = []
        /// Variables initialised from `UIButton.Configuration…`.
        var configurations: Set<String> = []

        func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                node.initializer?.value.trimmedSourceStarts(with: "UIButton.Configuration") == true
                    || node.typeAnnotation?.type.trimmedSourceStarts(with: "UIButton.Configuration") == true
            {
                configurations.insert(name)
            }
            return .visitChildren
        }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // A button in `CommandMenu` or `CommandGroup` is a menu-bar command, not a button.
            if SwiftUIView.name(node) == "Button" && !SwiftUIView.isInside(node, ["CommandMenu", "CommandGroup"]) {
                // The title argument only: a `label:` view is often a whole list row, not a title.
                if let first = node.arguments.first, first.label == nil {
                    titles.append((first.expression, true, nil))
                }
            } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "setTitle", node.arguments.count == 2,
                let first = node.arguments.first
            {
                titles.append((first.expression, false, access.base.map(ButtonMenu.key)))
            }
            return .visitChildren
        }

        func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = node.simpleAssignment, let target = assignment.target.as(MemberAccessExprSyntax.self),
                target.declName.baseName.text == "isUserInteractionEnabled", let base = target.base,
                assignment.value.trimmedSource == "false"
            {
                inert.insert(ButtonMenu.key(base))
            }
            // `configuration.title = "…"`, `button.configuration?.title = "…"`.
            guard let assignment = node.simpleAssignment,
                let target = assignment.target.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "title",
                let base = target.base
            else { return .visitChildren }
            let key = ButtonMenu.key(base)
            if configurations.contains(key) || key.hasSuffix(".configuration") {
                titles.append((assignment.value, false, nil))
            }
            return .visitChildren
        }
    }
}
