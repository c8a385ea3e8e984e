import GuidelineKit
import SwiftSyntax

/// A navigation title too long for the bar, which truncates it.
struct ToolbarTitleShortRule: Rule {
    static let description = RuleDescription(
        id: "toolbar-title-short",
        summary:
            "A literal navigation title (navigationTitle, a view controller's title or navigationItem.title, a navigation item's title in a storyboard) of more words than the option max-words allows (default 4) in the development language; titles with interpolated values are left alone, and so are storyboard titles the view controller sets in code; a storyboard text the app replaces from its string table when the view loads (a runtime attribute such as xibLocKey or transKey names the key) is judged by that table's text. A judgement call, so a note.",
        severity: .note, entries: ["toolbars/titles"], reads: [.swift, .interfaceBuilder],
        keywords: ["navigationTitle", "title = "], options: Options.self,
        exports: [
            .semgrep: .approximate(
                #"""
                patterns:
                  - pattern-either:
                      - pattern: '$V.navigationTitle($T)'
                      - patterns:
                          - pattern: '$X = $T'
                          - metavariable-regex:
                              metavariable: $X
                              regex: '^(self\.)?(navigationItem\.)?title$'
                          - pattern-not-inside: 'let $Y = $Z'
                          - pattern-not-inside: 'var $Y = $Z'
                          - pattern-not-inside: 'let $Y: $TY = $Z'
                          - pattern-not-inside: 'var $Y: $TY = $Z'
                  - metavariable-regex:
                      metavariable: $T
                      regex: '^(NSLocalizedString\(|String\(localized: )?"[^"\\]*?([^\s"\\]+\s+){4,}[^\s"\\]+[^"\\]*"'
                  - focus-metavariable: $T
                """#,
                reason: "uses the default max-words 4; reads NSLocalizedString's key rather than its value: and also reports self.title in structs"),
            .astGrep: .approximate(
                #"""
                utils:
                  long-literal:
                    kind: line_string_literal
                    regex: '^"[^"\\]*?([^\s"\\]+\s+){4,}[^\s"\\]+[^"\\]*"$'
                  title-value:
                    any:
                      - matches: long-literal
                      - kind: call_expression
                        regex: '^(NSLocalizedString|String)\('
                        has:
                          kind: call_suffix
                          has:
                            kind: value_arguments
                            has:
                              kind: value_argument
                              nthChild: 1
                              has:
                                matches: long-literal
                rule:
                  matches: title-value
                  any:
                    - inside:
                        kind: value_argument
                        nthChild: 1
                        inside:
                          kind: value_arguments
                          inside:
                            kind: call_suffix
                            follows:
                              kind: navigation_expression
                              has:
                                kind: navigation_suffix
                                regex: '^\.navigationTitle$'
                    - inside:
                        kind: assignment
                        has:
                          field: target
                          regex: '^(self\.)?navigationItem\.title$'
                    - inside:
                        kind: assignment
                        has:
                          field: target
                          regex: '^(self\.)?title$'
                        inside:
                          stopBy: end
                          kind: class_declaration
                          regex: '^(@[\w.]+(\([^)]*\))?\s+|\w+\s+)*class\s'
                """#,
                reason: "uses the default max-words 4; reads NSLocalizedString's key rather than its value: and misses titles held in constants"),
            .swiftLint: .approximate(
                #"""
                regex: '(\.navigationTitle\(|(?<![\w.])(?<!let )(?<!var )(self\.)?(navigationItem\.)?title = )(NSLocalizedString\(|String\(localized: )?"[^"\\\n]*?([^\s"\\]+[ \t]+){4,}[^\s"\\]+[^"\\\n]*"'
                excluded_match_kinds: [comment, doccomment]
                """#,
                reason: "uses the default max-words 4; reports title = in structs too and misses titles split over lines or held in constants"),
        ],
        heldOut: RuleAccuracy(findings: 1, correct: 1, violations: 1, found: 1),
        tuning: RuleAccuracy(findings: 22, correct: 22, violations: 31, found: 22)
    )

    struct Options: RuleOptionSet {
        @Bounded(1...20) var maxWords = 4
    }

    /// A literal title of more words than the limit, where a title is written; a localized
    /// one is for `projectFilter`.
    func mayFind(in text: FileText, options: Options, facts: ProjectFacts) -> Bool {
        Self.sites.mayHaveLiteral(in: text, moreWordsThan: options.maxWords)
    }

    func projectFilter(_ project: Project, options: Options) -> ProjectFilter? {
        Self.sites.mayShowLocalized(in: project, moreWordsThan: options.maxWords, keywords: Self.description.keywords)
    }

    private static let sites = TitleSites(["navigationTitle(", "title = "], bareNamesAfter: ["self.title = "])

    func check(_ file: SwiftFile, in project: Project, options: Options) -> [Finding] {
        judge(BarTitles.all(in: file, project: project), options)
    }

    func check(_ file: InterfaceFile, in project: Project, options: Options) -> [Finding] {
        judge(file.navigationTitles(in: project), options)
    }

    /// Words are counted in the development language only: a translation takes the words its
    /// language needs.
    private func judge(_ titles: [TitleText], _ options: Options) -> [Finding] {
        titles.filter { title in
            title.language == nil && title.interpolations == 0 && !title.wordsAreUncountable
                && title.words.count > options.maxWords
        }.map { $0.finding(Self.description.id, .words($0.words.count, max: options.maxWords, option: "max-words")) }
    }
}
