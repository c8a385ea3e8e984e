import GuidelineKit
import SwiftSyntax

/// A text bar item for an action that has a standard symbol.
struct ToolbarPreferSymbolsRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-prefer-symbols",
        summary:
            "A bar item that shows only a one-word title for an action with a standard symbol (Add, Share, Delete, Search, Compose, Refresh, Reply, Bookmarks, Filter, Sort, Info, More); longer titles (\"Add Feed\", \"Delete All\") name something a symbol can't, and Edit, Done, Cancel and Close are left to their own guidance; also bar button items in storyboards and xibs. A judgement call, so a note.",
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
        ]
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

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        BarItems.all(in: file).flatMap(\.items).compactMap { item -> Finding? in
            guard item.isText, let call = item.call, let title = item.shownTitle(in: file, project: project),
                title.interpolations == 0,
                let word = title.words.first?.lowercased().trimmingCharacters(in: .punctuationCharacters),
                title.words.count == 1, Self.standardActions.contains(word)
            else { return nil }
            var finding = title.finding(Self.description.id)
            finding.location = file.location(of: call)
            return finding
        }
    }

    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        file.controls.bars.flatMap(\.items).compactMap { item -> Finding? in
            guard item.isText, !item.wiring.isConfigured(in: project), let title = item.title else { return nil }
            let words = title.text.split(whereSeparator: \.isWhitespace)
            guard words.count == 1,
                Self.standardActions.contains(words[0].lowercased().trimmingCharacters(in: .punctuationCharacters))
            else { return nil }
            return Finding(Self.description.id, at: file.location(of: item.element), subject: title.text)
        }
    }
}
