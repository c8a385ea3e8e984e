import GuidelineKit
import SwiftSyntax

/// A text bar item for an action that has a standard symbol.
struct ToolbarPreferSymbolsRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-prefer-symbols",
        summary:
            "A bar item that shows only a one-word title for an action with a standard symbol (Add, Share, Delete, Search, Compose, Refresh, Reply, Bookmarks, Filter, Sort, Info, More); longer titles (\"Add Feed\", \"Delete All\") name something a symbol can't, a title in the confirmation placement, or \"Add\" or \"Share\" beside a Cancel item or in the prominent (done) style, names a form's key action, and Edit, Done, Cancel and Close are left to their own guidance; also bar button items in storyboards and xibs. A judgement call, so a note.",
        severity: .note, entries: ["toolbars/clear-meaning"], reads: [.swift, .interfaceBuilder],
        keywords: ["UIBarButtonItem(", ".toolbar"],
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern: 'UIBarButtonItem(title: $T, style: $S, ...)'
                      - pattern: 'UIBarButtonItem(title: $T, primaryAction: $P)'
                      - pattern: 'UIBarButtonItem(title: $T, menu: $M)'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $T, handler: $H))'
                      - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $T) { ... })'
                      - patterns:
                          - pattern-either:
                              - pattern-inside: 'ToolbarItem(...) { ... }'
                              - pattern-inside: 'ToolbarItemGroup(...) { ... }'
                          - pattern-not-inside: 'Menu(...) { ... }'
                          - pattern-either:
                              - pattern: 'Button($T, action: $A)'
                              - pattern: 'Button($T) { ... }'
                              - pattern: 'Button($T, role: $R, action: $A)'
                              - pattern: 'Button($T, role: $R) { ... }'
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^(NSLocalizedString\(|String\(localized: )?"([Aa]dd|[Nn]ew|[Ss]hare|[Dd]elete|[Tt]rash|[Ss]earch|[Cc]ompose|[Rr]efresh|[Rr]eload|[Rr]eply|[Bb]ookmarks?|[Ff]ilter|[Ss]ort|[Ii]nfo|[Mm]ore|[Ff]avou?rite|[Pp]rint|[Cc]amera)[.…]?"'
                """#,
                reason: "only knows the common text-only initializers and title-only SwiftUI Buttons inside ToolbarItem; misses titles in constants or Text labels and items placed in .toolbar without ToolbarItem"),
            .astGrep: .approximate(
                #"""
                utils:
                  title-literal:
                    kind: line_string_literal
                    regex: '^"([Aa]dd|[Nn]ew|[Ss]hare|[Dd]elete|[Tt]rash|[Ss]earch|[Cc]ompose|[Rr]efresh|[Rr]eload|[Rr]eply|[Bb]ookmarks?|[Ff]ilter|[Ss]ort|[Ii]nfo|[Mm]ore|[Ff]avou?rite|[Pp]rint|[Cc]amera)[.…]?"$'
                  title:
                    any:
                      - kind: value_argument
                        regex: '^"([Aa]dd|[Nn]ew|[Ss]hare|[Dd]elete|[Tt]rash|[Ss]earch|[Cc]ompose|[Rr]efresh|[Rr]eload|[Rr]eply|[Bb]ookmarks?|[Ff]ilter|[Ss]ort|[Ii]nfo|[Mm]ore|[Ff]avou?rite|[Pp]rint|[Cc]amera)[.…]?"$'
                      - matches: title-literal
                      - kind: call_expression
                        regex: '^(NSLocalizedString|String)\('
                        has:
                          stopBy: end
                          matches: title-literal
                          inside:
                            kind: value_argument
                            inside:
                              kind: value_arguments
                              inside:
                                kind: call_suffix
                                inside:
                                  kind: call_expression
                                  regex: '^(NSLocalizedString|String)\('
                rule:
                  any:
                    - kind: call_expression
                      any:
                        - pattern: 'UIBarButtonItem(title: $T, style: $S, $$$)'
                        - pattern: 'UIBarButtonItem(title: $T, primaryAction: $P)'
                        - pattern: 'UIBarButtonItem(title: $T, menu: $M)'
                        - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $T) { $$$ })'
                        - pattern: 'UIBarButtonItem(primaryAction: UIAction(title: $T, handler: $H))'
                    - kind: call_expression
                      any:
                        - pattern: 'Button($T, action: $A)'
                        - pattern: 'Button($T) { $$$ }'
                        - pattern: 'Button($T, role: $R, action: $A)'
                        - pattern: 'Button($T, role: $R) { $$$ }'
                      inside:
                        stopBy: end
                        kind: call_expression
                        has:
                          kind: simple_identifier
                          regex: '^ToolbarItem(Group)?$'
                      not:
                        inside:
                          stopBy: end
                          kind: call_expression
                          has:
                            kind: simple_identifier
                            regex: '^Menu$'
                constraints:
                  T:
                    matches: title
                """#,
                reason: "only knows the common text-only initializers and title-only SwiftUI Buttons inside ToolbarItem; misses titles in constants or Text labels and items placed in .toolbar without ToolbarItem"),
            .swiftLint: .notExpressible(reason: "whether a SwiftUI Button is a toolbar item needs the syntax tree"),
        ],
        heldOut: RuleAccuracy(findings: 2, correct: 2, violations: 2, found: 2),
        tuning: RuleAccuracy(findings: 22, correct: 13, violations: 46, found: 14)
    )

    /// Titles whose action has a standard SF Symbol.
    static let standardActions: Set<String> = [
        "add", "new", "share", "delete", "trash", "search", "compose", "refresh", "reload", "reply", "bookmark",
        "bookmarks", "filter", "sort", "info", "more", "favorite", "favourite", "print", "camera",
    ]

    /// Only a bar can break it (`BarItems.mayFill`), and only a file that quotes one of the
    /// titles can show it as an item's only text, unless string tables hold the titles.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        BarItems.mayFill(text) && (facts.hasStringTables || text.mentions(Self.quotedTitles))
    }

    /// `"Share"`, `"share"`, `"Share\u{…}` … : each title as a literal begins.
    static var mayFindKeywords: [String] {
        standardActions.flatMap { ["\"" + $0, "\"" + $0.prefix(1).uppercased() + $0.dropFirst()] }
    }
    private static let quotedTitles = KeywordFilter(mayFindKeywords)

    /// Words that, beside a Cancel item, name a form's key action (Calendar's "Add" event sheet,
    /// a picker's "Share" that sends to the chosen place): a symbol there would read as another
    /// command. In the confirmation placement any title is the form's key action.
    static let confirmingWords: Set<String> = ["add", "share"]

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let bars = BarItems.all(in: file)
        // The types (by where they are declared) whose screen is a form: it has a Cancel item.
        let forms = Set(
            bars.filter { bar in
                bar.bar == .top("cancellationAction")
                    || bar.items.contains { item in
                        item.systemItem == "cancel" || Self.word(item.shownTitle(in: file, project: project)?.text) == "cancel"
                    }
            }.map { Self.screen(of: $0.anchor) })
        return bars.flatMap { bar in bar.items.map { (bar, $0) } }.compactMap { bar, item -> Finding? in
            guard item.isText, let call = item.call, let title = item.shownTitle(in: file, project: project),
                title.interpolations == 0, title.words.count == 1, let word = Self.word(title.text),
                Self.standardActions.contains(word), bar.bar != .top("confirmationAction"),
                !(Self.confirmingWords.contains(word) && (item.isProminent || forms.contains(Self.screen(of: bar.anchor))))
            else { return nil }
            var finding = title.finding(Self.description.id)
            finding.location = file.location(of: call)
            return finding
        }
    }

    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        let formScopes = Set(
            file.controls.bars.filter { bar in
                bar.items.contains { $0.systemItem == "cancel" || Self.word($0.title?.text) == "cancel" }
            }.map(\.scope))
        return file.controls.bars.flatMap { bar in bar.items.map { (bar.scope, $0) } }.compactMap { scope, item -> Finding? in
            guard item.isText, !item.wiring.isConfigured(in: project), let title = item.title,
                title.text.split(whereSeparator: \.isWhitespace).count == 1, let word = Self.word(title.text),
                Self.standardActions.contains(word), !(Self.confirmingWords.contains(word) && (item.isProminent || formScopes.contains(scope)))
            else { return nil }
            return Finding(Self.description.id, at: file.location(of: item.element), subject: title.text)
        }
    }

    /// The type a bar belongs to, by where it is declared: one screen's bars.
    private static func screen(of node: Syntax) -> SyntaxIdentifier? {
        node.firstAncestor { $0.is(ClassDeclSyntax.self) || $0.is(StructDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self) }?.id
    }

    /// A one-word title folded for comparison; nil for none.
    private static func word(_ text: String?) -> String? {
        guard let text, !text.contains(where: \.isWhitespace) else { return nil }
        return text.lowercased().trimmingCharacters(in: .punctuationCharacters)
    }
}
